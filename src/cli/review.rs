//! `bernstein review`: reviews every game of a record file (saved game, PGN-style
//! match record, replay) with [`crate::engine::review`], writes the record with its
//! marks (`?!`, `?`, `??`), evaluations and better moves as a PGN-style record, and
//! prints one line per game: `game <n>: <first side> <i>/<m>/<b>, <second side>
//! <i>/<m>/<b>` (inaccuracies / mistakes / blunders). Progress goes to stderr, and
//! only when stderr is a terminal, so tools reading the output see only the lines.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Args;

use crate::engine::review::{GameReview, Verdict, review_game};
use crate::engine::{Limits, ScoreView};
use crate::records::{Judgement, Record, RecordedEval};
use crate::rules::{Evaluate, Position, Side};
use crate::with_game;

/// Search time per position when `--movetime` is not given.
pub const DEFAULT_MOVETIME_MS: u64 = 300;

#[derive(Args, Debug)]
pub struct ReviewArgs {
    /// The record to review: .ron, .pgn (or .txt), .xml or .xml.gz replay.
    pub record: PathBuf,
    /// Search time per position in milliseconds (default 300).
    #[arg(long)]
    pub movetime: Option<u64>,
    /// Where to write the reviewed record (default: beside the input, as
    /// `<name>.reviewed.pgn`).
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// `bernstein review`.
pub fn run(args: &ReviewArgs) -> Result<(), String> {
    let movetime = args.movetime.unwrap_or(DEFAULT_MOVETIME_MS);
    if movetime == 0 {
        return Err("--movetime must be at least 1 ms".to_string());
    }
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| reviewed_path(&args.record));
    if out == args.record {
        return Err(format!(
            "the reviewed record would replace {}: choose another --out",
            args.record.display()
        ));
    }
    // Refuse an output format we cannot write before spending the time.
    crate::records::FileFormat::from_path(&out).map_err(|error| error.to_string())?;
    let mut records = crate::records::load_games(&args.record).map_err(|e| e.to_string())?;
    let limits = Limits::movetime(Duration::from_millis(movetime));
    let show_progress = std::io::stderr().is_terminal();
    let count = records.len();
    let mut lines = Vec::with_capacity(count);
    for (index, record) in records.iter_mut().enumerate() {
        let number = index + 1;
        let progress = |done: usize, total: usize| {
            if show_progress {
                eprint!("\rgame {number}/{count}: position {done}/{total}   ");
                let _ = std::io::stderr().flush();
            }
        };
        let counts = with_game!(record.game, P => review_record::<P>(record, limits, progress))
            .map_err(|error| format!("game {number}: {error}"))?;
        let line = format!(
            "game {number}: {} {}, {} {}",
            record.game.side_name(Side::First),
            counts[0],
            record.game.side_name(Side::Second),
            counts[1]
        );
        lines.push(line);
    }
    if show_progress {
        eprint!("\r{:60}\r", "");
    }
    crate::records::save_all(&out, &records).map_err(|error| error.to_string())?;
    for line in lines {
        println!("{line}");
    }
    Ok(())
}

/// `game.pgn` → `game.reviewed.pgn`, `match.xml.gz` → `match.reviewed.pgn`.
fn reviewed_path(input: &Path) -> PathBuf {
    let name = input
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = name
        .strip_suffix(".xml.gz")
        .or_else(|| name.rsplit_once('.').map(|(stem, _)| stem))
        .unwrap_or(&name);
    input.with_file_name(format!("{stem}.reviewed.pgn"))
}

/// Reviews the main line of `record` and writes the findings into its moves;
/// returns each side's counts as `i/m/b`.
fn review_record<P: Evaluate>(
    record: &mut Record,
    limits: Limits,
    progress: impl FnMut(usize, usize),
) -> Result<[String; 2], String> {
    let game = record
        .main_line_game::<P>()
        .map_err(|error| error.to_string())?;
    let stop = Arc::new(AtomicBool::new(false));
    let review = review_game(&game, limits, stop, progress)
        .ok_or_else(|| "the review was stopped".to_string())?;
    write_review(record, &game, &review);
    Ok(review
        .summary
        .map(|side| format!("{}/{}/{}", side.inaccuracies, side.mistakes, side.blunders)))
}

/// Puts each move's judgement, evaluation and better move into the record.
pub fn write_review<P: Position>(
    record: &mut Record,
    game: &crate::rules::Game<P>,
    review: &GameReview<P::Move>,
) {
    let line = record.moves.main_line();
    for (ply, (node, reviewed)) in line.into_iter().zip(&review.moves).enumerate() {
        let better = reviewed.better.map(|mv| {
            game.position_at(ply)
                .expect("a position before every move")
                .move_to_text(mv)
        });
        if let Some(annotation) = record.moves.annotation_mut(node) {
            annotation.set_review(
                reviewed.verdict.map(judgement),
                Some(recorded_eval(reviewed.score_after)),
                better,
            );
        }
    }
}

/// A review's verdict as the record's judgement.
pub fn judgement(verdict: Verdict) -> Judgement {
    match verdict {
        Verdict::Inaccuracy => Judgement::Inaccuracy,
        Verdict::Mistake => Judgement::Mistake,
        Verdict::Blunder => Judgement::Blunder,
    }
}

/// A score from the first player's view as a record's evaluation.
pub fn recorded_eval(score_for_first: i32) -> RecordedEval {
    let view = ScoreView::of(score_for_first);
    let moves = view.own_moves_to_end().unwrap_or(0);
    match view {
        ScoreView::Value(value) => RecordedEval::Units(value),
        ScoreView::Win { .. } => RecordedEval::Ends {
            winner: Side::First,
            moves,
        },
        ScoreView::Loss { .. } => RecordedEval::Ends {
            winner: Side::Second,
            moves,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::score::{loss_in, win_in};

    #[test]
    fn the_reviewed_record_goes_beside_the_input() {
        assert_eq!(
            reviewed_path(Path::new("dir/match.xml.gz")),
            PathBuf::from("dir/match.reviewed.pgn")
        );
        assert_eq!(
            reviewed_path(Path::new("game.ron")),
            PathBuf::from("game.reviewed.pgn")
        );
    }

    #[test]
    fn scores_become_record_evaluations() {
        assert_eq!(recorded_eval(-130), RecordedEval::Units(-130));
        assert_eq!(
            recorded_eval(win_in(3)),
            RecordedEval::Ends {
                winner: Side::First,
                moves: 2
            }
        );
        assert_eq!(
            recorded_eval(loss_in(4)),
            RecordedEval::Ends {
                winner: Side::Second,
                moves: 2
            }
        );
    }
}
