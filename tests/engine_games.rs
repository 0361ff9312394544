//! The search on the four real games: wins it claims are real, short forced wins
//! are found, moves are legal, finished games get no move, matches finish.
//! Claimed wins are checked by a brute-force solver that uses only the rules.

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bernstein::arena::{MatchSettings, default_ply_limit, play_match};
use bernstein::engine::Evaluate;
use bernstein::engine::score::win_in;
use bernstein::engine::{Engine, Level, Limits, ScoreView, SearchParams, levels};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{Game, GameKind, MoveList, Position, Side};
use bernstein::with_game;

fn search<P: Evaluate>(
    pos: &P,
    history: &[u64],
    params: SearchParams,
) -> bernstein::engine::SearchResult<P::Move> {
    let mut engine: Engine<P> = Engine::default();
    engine.search(
        pos,
        history,
        &params,
        Arc::new(AtomicBool::new(false)),
        |_| {},
    )
}

/// True if `winner` can force the game's end in their favour within `plies` plies.
fn forced_win<P: Position>(pos: &P, history: &mut Vec<u64>, plies: u32, winner: Side) -> bool {
    if let Some(outcome) = pos.outcome(history) {
        return outcome.winner == Some(winner);
    }
    if plies == 0 {
        return false;
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    history.push(pos.hash());
    let attacker = pos.side_to_move() == winner;
    let mut result = !attacker;
    for &mv in &moves {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        let wins = forced_win(&child, history, plies - 1, winner);
        if attacker && wins {
            result = true;
            break;
        }
        if !attacker && !wins {
            result = false;
            break;
        }
    }
    history.pop();
    result
}

/// The real games (the ones whose start position has moves).
fn games_with_rules() -> Vec<GameKind> {
    GameKind::ALL
        .into_iter()
        .filter(|&kind| {
            with_game!(kind, P => {
                let mut moves = MoveList::new();
                P::start(&Default::default(), 0).legal_moves(&mut moves);
                !moves.is_empty()
            })
        })
        .collect()
}

/// Along random games: every search returns a legal move (or none when over), a
/// claimed win within `solve_plies` is confirmed by the solver, and every forced
/// win the solver finds within that many plies is found by the search.
fn wins_are_real_and_found<P: Evaluate>(games: u64, solve_plies: u32, depth: u32) -> usize {
    let mut wins_checked = 0;
    for seed in 0..games {
        // A random game to its end (or 400 plies); then check its last positions,
        // where the wins are, and every fifth one before.
        let mut rng = SplitMix64::new(seed + 100);
        let mut game = Game::new(P::start(&Default::default(), seed));
        let mut moves = MoveList::new();
        for _ in 0..400 {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u64) as usize])
                .unwrap();
        }
        let length = game.moves().len();
        for ply in (0..=length).filter(|&p| p % 5 == 0 || p + 8 >= length) {
            let pos = game.position_at(ply).unwrap().clone();
            let mut history = game.hashes()[..ply].to_vec();
            if game.outcome_at(ply).is_some() {
                moves.clear();
            } else {
                pos.legal_moves(&mut moves);
            }
            let result = search(&pos, &history, SearchParams::new(Limits::depth(depth)));
            let Some(mv) = result.best_move else {
                assert!(
                    moves.is_empty(),
                    "{}: no move in a live game at {}",
                    P::KIND,
                    pos.to_text()
                );
                continue;
            };
            assert!(
                moves.contains(&mv),
                "{}: illegal move at {}",
                P::KIND,
                pos.to_text()
            );
            let us = pos.side_to_move();
            let claimed = match ScoreView::of(result.info.score) {
                ScoreView::Win { plies } => Some(plies),
                _ => None,
            };
            if let Some(plies) = claimed.filter(|&p| p <= solve_plies) {
                assert!(
                    forced_win(&pos, &mut history, plies, us),
                    "{}: claimed win in {plies} plies is not forced at {}",
                    P::KIND,
                    pos.to_text()
                );
                // The chosen move keeps the win.
                let mut after = pos.clone();
                after.play_unchecked(mv);
                history.push(pos.hash());
                assert!(
                    forced_win(&after, &mut history, plies - 1, us),
                    "{}: move {} does not keep the win at {}",
                    P::KIND,
                    pos.move_to_text(mv),
                    pos.to_text()
                );
                history.pop();
                wins_checked += 1;
            }
            if forced_win(&pos, &mut history, solve_plies, us) {
                assert!(
                    claimed.is_some(),
                    "{}: forced win within {solve_plies} plies missed at {} (score {})",
                    P::KIND,
                    pos.to_text(),
                    result.info.score
                );
            }
        }
    }
    wins_checked
}

#[test]
fn claimed_wins_are_forced_and_short_wins_are_found() {
    for kind in games_with_rules() {
        // Piranhas (both seasons) has ~80 moves a position: the solver goes 2 plies
        // there, 3 elsewhere.
        let checked = match kind {
            GameKind::Piranhas | GameKind::Piranhas2026 => {
                with_game!(kind, P => wins_are_real_and_found::<P>(6, 2, 3))
            }
            _ => with_game!(kind, P => wins_are_real_and_found::<P>(6, 3, 4)),
        };
        eprintln!("{kind}: {checked} claimed wins confirmed");
        assert!(
            checked > 0,
            "{kind}: the random games gave no short win to check"
        );
    }
}

#[test]
fn muehle_closes_the_winning_mill() {
    // White: a7 d7 g4 a1; Black: b6 c3 f2 (flying). g4-g7 closes a7-d7-g7 and the
    // removal leaves Black two stones: won at once.
    let pos = Muehle::from_text(
        "WW./B../.../.....W/B../..B/W.. w 0:0 10 30",
        &Default::default(),
    )
    .unwrap();
    let result = search(&pos, &[], SearchParams::new(Limits::depth(3)));
    let mv = result.best_move.expect("White has moves");
    assert!(
        pos.move_to_text(mv).starts_with("g4-g7x"),
        "played {}",
        pos.move_to_text(mv)
    );
    assert_eq!(result.info.score, win_in(1));
}

#[test]
fn muehle_blocks_a_mill_threat() {
    // Placing phase: Black has b6 and d6; White's a1 and e4 share no line through
    // an empty point, so no double threat of its own helps: White must take f6, or
    // Black closes b6-d6-f6 next and removes a stone.
    let pos = Muehle::from_text(
        ".../BB./.../...W../.../.../W.. w 7:7 0 3",
        &Default::default(),
    )
    .unwrap();
    let result = search(&pos, &[], SearchParams::new(Limits::depth(4)));
    let mv = result.best_move.expect("White has moves");
    assert_eq!(pos.move_to_text(mv), "f6");
}

#[test]
fn finished_games_get_no_move() {
    for kind in games_with_rules() {
        with_game!(kind, P => {
            let mut rng = SplitMix64::new(3);
            let mut finished = 0;
            for seed in 0..6 {
                let mut game = Game::new(P::start(&Default::default(), seed));
                let mut moves = MoveList::new();
                for _ in 0..2000 {
                    game.legal_moves(&mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    game.play(moves[rng.below(moves.len() as u64) as usize]).unwrap();
                }
                if game.outcome().is_some() {
                    let hashes = game.hashes();
                    let result = search(game.position(), &hashes[..hashes.len() - 1], SearchParams::new(Limits::depth(3)));
                    assert_eq!(result.best_move, None, "{kind}: a move after the end");
                    finished += 1;
                }
            }
            assert!(finished > 0, "{kind}: no random game finished");
        });
    }
}

#[test]
fn short_matches_finish_and_add_up() {
    for kind in games_with_rules() {
        with_game!(kind, P => {
            let settings = MatchSettings {
                first: levels()[1],
                second: Level { number: 0, name: "depth 1", limits: Limits::depth(1), temperature: 0 },
                games: 2,
                seed: 5,
                movetime: None,
                ply_limit: default_ply_limit(kind),
                threads: 1,
            };
            let mut plies = Vec::new();
            let score = play_match::<P>(&settings, &Default::default(), |played| {
                assert!(played.game.outcome().is_some() || played.game.moves().len() >= settings.ply_limit);
                plies.push(played.game.moves().len());
                Ok(())
            })
            .unwrap();
            assert_eq!(score.games(), 2, "{kind}");
            assert_eq!(plies.len(), 2);
        });
    }
}

#[test]
fn match_writes_a_readable_pgn_file() {
    let path =
        std::env::temp_dir().join(format!("bernstein-engine-match-{}.pgn", std::process::id()));
    let status = support::bernstein_command()
        .args([
            "match", "muehle", "--first", "2", "--second", "1", "--games", "2", "--seed", "4",
            "--pgn",
        ])
        .arg(&path)
        .output()
        .expect("bernstein runs");
    assert!(
        status.status.success(),
        "{}",
        String::from_utf8_lossy(&status.stderr)
    );
    let stdout = String::from_utf8_lossy(&status.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    assert!(lines[0].starts_with("game 1: first white, "), "{stdout}");
    // The pair's count, then the first engine's score.
    assert!(lines[2].starts_with("games 2: "), "{stdout}");
    assert!(lines[2].contains(", ptnml ["), "{stdout}");
    assert!(lines[3].starts_with("first: "), "{stdout}");
    let records = bernstein::records::load_all(&path).expect("the match record reads back");
    let _ = std::fs::remove_file(&path);
    assert_eq!(records.len(), 2);
    for record in &records {
        let game = record
            .main_line_game::<Muehle>()
            .expect("moves replay through the rules");
        assert!(game.outcome().is_some() || record.result.is_some());
    }
}

#[test]
fn analyse_prints_depth_lines_and_a_bestmove_line() {
    let output = support::bernstein_command()
        .args([
            "analyse",
            "muehle",
            "--position",
            "WW./B../.../.....W/B../..B/W.. w 0:0 10 30",
            "--depth",
            "3",
        ])
        .output()
        .expect("bernstein runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{stdout}");
    for (i, line) in lines[..3].iter().enumerate() {
        assert!(
            line.starts_with(&format!("info depth {} ", i + 1)),
            "{stdout}"
        );
    }
    let last = lines[3];
    assert!(last.starts_with("bestmove g4-g7x"), "{stdout}");
    assert!(
        last.contains(" score win-in-1 wdl 1000 0 0 depth 3 nodes "),
        "{stdout}"
    );
    assert!(last.contains(" pv g4-g7x"), "{stdout}");

    // A finished game: the result, then no move.
    let output = support::bernstein_command()
        .args([
            "analyse",
            "muehle",
            "--position",
            "WW./.../.../....../.../B../B.. w 0:0 10 30",
            "--depth",
            "3",
        ])
        .output()
        .expect("bernstein runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        stdout
            .lines()
            .last()
            .unwrap_or("")
            .starts_with("bestmove none "),
        "{stdout}"
    );
}

#[test]
fn several_lines_are_distinct_legal_moves_best_first_in_every_game() {
    for kind in games_with_rules() {
        with_game!(kind, P => {
            let pos = P::start(&Default::default(), 3);
            let result = search(&pos, &[], SearchParams::new(Limits::depth(3)).with_lines(3));
            let lines = &result.info.lines;
            assert_eq!(lines.len(), 3, "{kind:?}");
            let mut legal = MoveList::new();
            pos.legal_moves(&mut legal);
            let mut firsts = Vec::new();
            for line in lines {
                let mv = line.first_move();
                assert!(legal.contains(&mv), "{kind:?}: an illegal first move");
                assert!(!firsts.contains(&mv), "{kind:?}: a first move twice");
                firsts.push(mv);
                // `P` is each game in turn, and only some positions are `Copy`.
                #[allow(clippy::clone_on_copy)]
                let mut replay = Game::new(pos.clone());
                for &step in &line.pv {
                    replay.play(step).expect("every move of a line is legal");
                }
            }
            assert!(lines.windows(2).all(|w| w[0].score >= w[1].score), "{kind:?}");
            assert_eq!(result.best_move, Some(lines[0].first_move()), "{kind:?}");
            assert_eq!(
                (result.info.score, result.info.depth, &result.info.pv),
                (lines[0].score, lines[0].depth, &lines[0].pv),
                "{kind:?}"
            );
        });
    }
}

/// `analyse --threat` answers for the other side: with Black two stones from a
/// mill and White to move, Black's threat is to close it, while White's own
/// best move is another.
#[test]
fn analyse_threat_searches_the_other_side_s_best_move() {
    let analyse = |extra: &[&str]| {
        let mut args = vec![
            "analyse",
            "muehle",
            "--position",
            "BB./.../.../....../.../.W./W.. w 7:7 0 3",
            "--depth",
            "8",
        ];
        args.extend_from_slice(extra);
        let output = support::bernstein_command()
            .args(&args)
            .output()
            .expect("bernstein runs");
        assert!(output.status.success());
        let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
        stdout.lines().last().unwrap().to_string()
    };
    let threat = analyse(&["--threat"]);
    assert!(threat.starts_with("bestmove g7x"), "{threat}");
    let own = analyse(&[]);
    assert!(
        !own.starts_with("bestmove g7x"),
        "White cannot close Black's mill: {own}"
    );
}

#[test]
fn analyse_prints_the_lines_asked_for_before_the_best_move() {
    let output = support::bernstein_command()
        .args([
            "analyse",
            "muehle",
            "--position",
            "WW./B../.../.....W/B../..B/W.. w 0:0 10 30",
            "--depth",
            "3",
            "--lines",
            "3",
        ])
        .output()
        .expect("bernstein runs");
    assert!(output.status.success());
    let stdout = String::from_utf8_lossy(&output.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    let tail = &lines[lines.len() - 4..];
    for (k, line) in tail[..3].iter().enumerate() {
        assert!(
            line.starts_with(&format!("line {} score ", k + 1)),
            "{stdout}"
        );
        assert!(line.contains(" depth 3 pv "), "{stdout}");
    }
    // The best move line repeats line 1's move, score, chances and depth:
    // `line 1 score S wdl W D L depth D pv M …`, `bestmove M score S wdl W D L depth D …`.
    let first: Vec<&str> = tail[0].split(' ').collect();
    let best: Vec<&str> = tail[3].split(' ').collect();
    assert_eq!(best[0], "bestmove");
    assert_eq!((first[8], first[10]), ("depth", "pv"));
    assert_eq!(
        (best[1], &best[3..8], best[9]),
        (first[11], &first[3..8], first[9])
    );

    let refused = support::bernstein_command()
        .args(["analyse", "muehle", "--lines", "0"])
        .output()
        .expect("bernstein runs");
    assert_eq!(refused.status.code(), Some(2));
}
