//! The tables of a test series, which a series (`bernstein test`) and a merge of
//! its parts (`bernstein test merge`) print and write alike: the files they go
//! to, the line per game with the progress bar, and the tables at the end.

use anyhow::{Context, Result, bail};
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args;

use bernstein_arena::score::{Elo, TOO_FEW_GAMES, points_total, summary as score_summary};
use bernstein_engine::MatchScore;
use bernstein_net::series::{
    EndCause, GameReport, Locale, Participant, SeriesEvent, SeriesSummary, Standings, StopReason,
    points,
};
use bernstein_rules::{GameKind, Side};

/// The files of a series' tables, for a series and for a merge alike.
#[derive(Args, Debug, Clone)]
pub struct TableFiles {
    /// Write every game as a PGN-style record to this file.
    #[arg(long)]
    pub pgn: Option<PathBuf>,
    /// Write a one-page HTML report (ranking, crosstable, faults, score over
    /// time) to this file at the end.
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,
    /// Write the per-bot table and the crosstable as CSV to this file at the end.
    #[arg(long, value_name = "FILE")]
    pub csv: Option<PathBuf>,
    /// How the CSV and the report write numbers: en (`,` between fields,
    /// decimal point) or de (`;` and decimal comma, as German spreadsheets read).
    #[arg(long, value_name = "en|de", default_value = "en")]
    pub csv_locale: Locale,
}

impl TableFiles {
    /// Refuses, before anything is played or read, an output file that is one
    /// of `inputs` (a bot's program or script, a part of a merge) or another
    /// output under any name (`./x`, `../dir/x`, a link): writing it would
    /// replace the file. `results` is the series' results file, an output too.
    pub fn refuse_overwriting(&self, inputs: &[PathBuf], results: Option<&PathBuf>) -> Result<()> {
        let outputs: Vec<(&str, &PathBuf)> = [
            ("--pgn", self.pgn.as_ref()),
            ("--report", self.report.as_ref()),
            ("--csv", self.csv.as_ref()),
            ("--results", results),
        ]
        .into_iter()
        .filter_map(|(option, path)| Some((option, path?)))
        .collect();
        for (index, (option, output)) in outputs.iter().enumerate() {
            for input in inputs {
                bernstein_system::refuse_same_file(input, output)
                    .with_context(|| option.to_string())?;
            }
            for (other, earlier) in &outputs[..index] {
                if bernstein_system::same_place(earlier, output) {
                    bail!(
                        "{other} and {option} name the same file ({}): choose another file for one of them",
                        output.display()
                    );
                }
            }
        }
        Ok(())
    }
}

/// What the command line prints while a series runs, and the progress bar.
pub(super) struct Printer {
    kind: GameKind,
    /// No line per game (a merge prints the tables only).
    pub(super) quiet: bool,
    bar: bool,
    bar_shown: bool,
    names: Vec<String>,
    participants: Vec<Participant>,
    pairings: Vec<[usize; 2]>,
    standings: Option<Standings>,
    expected: u32,
    started: Instant,
    faults: Vec<String>,
    decided: Vec<String>,
}

impl Printer {
    pub(super) fn new(kind: GameKind, bar: bool) -> Printer {
        Printer {
            kind,
            quiet: false,
            bar,
            bar_shown: false,
            names: Vec::new(),
            participants: Vec::new(),
            pairings: Vec::new(),
            standings: None,
            expected: 0,
            started: Instant::now(),
            faults: Vec::new(),
            decided: Vec::new(),
        }
    }

    pub(super) fn event(&mut self, out: &mut impl Write, event: SeriesEvent) -> Result<()> {
        match event {
            SeriesEvent::Began {
                participants,
                names,
                pairings,
                expected,
            } => {
                self.participants = participants;
                self.names = names;
                self.pairings = pairings;
                self.expected = expected;
                if self.quiet {
                    return Ok(());
                }
                let who: Vec<&str> = self.names.iter().map(String::as_str).collect();
                writeln!(
                    out,
                    "series: {} ({}), {}, {} pairing{}, {} games",
                    self.kind.id(),
                    bernstein_net::with_season!(self.kind, P => <P as bernstein_net::Season>::GAME_TYPE)
                        .unwrap_or(""),
                    who.join(", "),
                    self.pairings.len(),
                    if self.pairings.len() == 1 { "" } else { "s" },
                    expected
                )?;
            }
            SeriesEvent::GameStarted { .. } | SeriesEvent::Moved { .. } => {}
            SeriesEvent::GameEnded { report, standings } => {
                self.clear_bar();
                let text = self.game_line(&report);
                if report.cause != EndCause::REGULAR && report.cause != EndCause::Stopped {
                    self.faults.push(self.fault_line(&report));
                }
                self.expected = standings.expected;
                self.standings = Some(*standings);
                if !self.quiet {
                    writeln!(out, "{text}")?;
                    out.flush()?;
                }
            }
            SeriesEvent::Decided {
                pairing,
                first_better,
                probability,
                games,
            } => {
                self.clear_bar();
                let [first, second] = self.pairings[pairing];
                let better = if first_better { first } else { second };
                let text = format!(
                    "{} – {}: stopped early after {games} games: {} is significantly better (p = {:.2}%)",
                    self.names[first],
                    self.names[second],
                    self.names[better],
                    100.0 * probability
                );
                writeln!(out, "{text}")?;
                self.decided.push(text);
            }
        }
        self.draw_bar();
        Ok(())
    }

    /// `game 12: alice (red) – level 6: 1-0 swarm-connected, 58 plies, alice max 1.41 s/move`
    fn game_line(&self, report: &GameReport) -> String {
        let side_name = |side: Side| self.kind.side_name(side).to_lowercase();
        let [red, blue] = report.players.map(|index| self.names[index].as_str());
        let mut text = format!(
            "game {}: {red} ({}) – {blue}: {} {}",
            report.number,
            side_name(Side::First),
            report.result_text(),
            report.reason
        );
        if !report.detail.is_empty() && report.cause != EndCause::REGULAR {
            text.push_str(&format!(" ({})", report.detail));
        }
        text.push_str(&format!(", {} plies", report.plies));
        for side in Side::BOTH {
            let index = report.players[side.index()];
            let times = report.times[side.index()];
            if self.participants[index].is_bot() && times.moves > 0 {
                text.push_str(&format!(
                    ", {} max {:.2} s/move",
                    self.names[index],
                    times.slowest.as_secs_f64()
                ));
            }
        }
        for side in Side::BOTH {
            if report.offenders[side.index()]
                && let Some(logs) = &report.logs[side.index()]
            {
                text.push_str(&format!(", log {}", logs.err.display()));
            }
        }
        text
    }

    fn fault_line(&self, report: &GameReport) -> String {
        let mut parts = Vec::new();
        for side in Side::BOTH {
            if !report.offenders[side.index()] {
                continue;
            }
            let name = &self.names[report.players[side.index()]];
            let mut text = format!("game {}: {name} {}", report.number, report.cause.id());
            if !report.detail.is_empty() {
                text.push_str(&format!(" ({})", report.detail));
            }
            if let Some(logs) = &report.logs[side.index()] {
                text.push_str(&format!(
                    ", logs {} and {}",
                    logs.out.display(),
                    logs.err.display()
                ));
            }
            parts.push(text);
        }
        parts.join("\n")
    }

    /// The bar: games done of expected, the leading bot's W/D/L, score and Elo.
    fn draw_bar(&mut self) {
        if !self.bar {
            return;
        }
        let Some(standings) = &self.standings else {
            return;
        };
        let done = standings.finished;
        let total = self.expected.max(done).max(1);
        let width = 24;
        let filled = (done as usize * width) / total as usize;
        let bots: Vec<usize> = (0..self.participants.len())
            .filter(|&i| self.participants[i].is_bot())
            .collect();
        // One or two bots: the first one's view; a class: the leader's.
        let shown = if bots.len() <= 2 {
            bots[0]
        } else {
            *standings
                .ranking()
                .iter()
                .find(|&&i| self.participants[i].is_bot())
                .unwrap_or(&bots[0])
        };
        let score = &standings.stats[shown].score;
        let elapsed = self.started.elapsed().as_secs();
        let text = format!(
            "[{}{}] {done}/{total} games · {}{} {}-{}-{} {:.1}% Elo {} · {}:{:02}",
            "#".repeat(filled),
            ".".repeat(width - filled),
            if bots.len() > 2 { "leader " } else { "" },
            self.names[shown],
            score.wins,
            score.draws,
            score.losses,
            100.0 * score.fraction(),
            Elo::of(score),
            elapsed / 60,
            elapsed % 60,
        );
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[2K{text}");
        let _ = err.flush();
        self.bar_shown = true;
    }

    pub(super) fn clear_bar(&mut self) {
        if self.bar_shown {
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r\x1b[2K");
            let _ = err.flush();
            self.bar_shown = false;
        }
    }
}

/// The tables at the end: the bots, the pairings, for a round robin the
/// crosstable and ranking, the faults, what could not be written, and the first
/// bot's score last.
pub(super) fn print_summary(
    out: &mut impl Write,
    printer: &Printer,
    summary: &SeriesSummary,
) -> std::io::Result<()> {
    let standings = &summary.standings;
    let names = &printer.names;
    let width = names
        .iter()
        .map(|n| n.chars().count())
        .max()
        .unwrap_or(3)
        .max(5);
    writeln!(out)?;
    print_bots(out, standings, names, width)?;
    if standings.pairings.len() > 1 {
        print_pairings(out, standings, names)?;
    }
    if standings.participants.len() > 2 {
        print_crosstable(out, standings, names, width)?;
    }
    writeln!(out)?;
    if printer.faults.is_empty() {
        writeln!(out, "faults: none")?;
    } else {
        writeln!(out, "faults: {}", printer.faults.len())?;
        for fault in &printer.faults {
            writeln!(out, "{fault}")?;
        }
    }
    for decided in &printer.decided {
        writeln!(out, "{decided}")?;
    }
    if !summary.problems.is_empty() {
        writeln!(out, "not written: {}", summary.problems.len())?;
        for problem in &summary.problems {
            writeln!(out, "{problem}")?;
        }
    }
    match &summary.stop {
        Some(StopReason::Interrupted) => {
            writeln!(out, "interrupted after {} games", standings.finished)?
        }
        Some(StopReason::BotFailing { name, .. }) => writeln!(
            out,
            "stopped after {} games: {name} fails to start or connect",
            standings.finished
        )?,
        None => {}
    }
    let first = standings
        .participants
        .iter()
        .position(Participant::is_bot)
        .unwrap_or(0);
    writeln!(
        out,
        "{}",
        score_summary(&names[first], &standings.stats[first].score)
    )
}

/// The table per bot: games, W/D/L, score, Elo, times, faults by kind.
fn print_bots(
    out: &mut impl Write,
    standings: &Standings,
    names: &[String],
    width: usize,
) -> std::io::Result<()> {
    writeln!(
        out,
        "{:<width$}  {:>5}  {:>4} {:>4} {:>4}  {:>6}  {:>11}  {:>7}  {:>7}  {:>4}  {:>4}  {:>4}  {:>5}  {:>8}",
        "bot",
        "games",
        "W",
        "D",
        "L",
        "score",
        "Elo",
        "avg s",
        "max s",
        "soft",
        "hard",
        "viol",
        "crash",
        "no start"
    )?;
    let mut unknown = false;
    for (index, participant) in standings.participants.iter().enumerate() {
        if !participant.is_bot() {
            continue;
        }
        let stats = &standings.stats[index];
        let score = &stats.score;
        unknown |= Elo::of(score) == Elo::TooFewGames;
        writeln!(
            out,
            "{:<width$}  {}  {:>7.3}  {:>7.3}  {:>4}  {:>4}  {:>4}  {:>5}  {:>8}",
            names[index],
            score_columns(score),
            stats.times.average().as_secs_f64(),
            stats.times.slowest.as_secs_f64(),
            stats.soft_timeouts,
            stats.hard_timeouts,
            stats.violations,
            stats.crashes,
            stats.never_started,
        )?;
    }
    if unknown {
        writeln!(out, "(Elo —: {TOO_FEW_GAMES})")?;
    }
    Ok(())
}

/// A score's columns in the bots' and the pairings' tables: games, W, D, L,
/// the score in per cent (`—` before a game) and the Elo.
fn score_columns(score: &MatchScore) -> String {
    let percent = if score.games() == 0 {
        "—".to_string()
    } else {
        format!("{:.1}%", 100.0 * score.fraction())
    };
    format!(
        "{:>5}  {:>4} {:>4} {:>4}  {percent:>6}  {:>11}",
        score.games(),
        score.wins,
        score.draws,
        score.losses,
        Elo::of(score).to_string(),
    )
}

/// The table per pairing, from its first participant's view.
fn print_pairings(
    out: &mut impl Write,
    standings: &Standings,
    names: &[String],
) -> std::io::Result<()> {
    let pair_width = standings
        .pairings
        .iter()
        .map(|p| pairing_name(names, p.players).chars().count())
        .max()
        .unwrap_or(7);
    writeln!(out)?;
    writeln!(
        out,
        "{:<pair_width$}  {:>5}  {:>4} {:>4} {:>4}  {:>6}  {:>11}",
        "pairing", "games", "W", "D", "L", "score", "Elo"
    )?;
    for pairing in &standings.pairings {
        let score = &pairing.score;
        writeln!(
            out,
            "{:<pair_width$}  {}",
            pairing_name(names, pairing.players),
            score_columns(score),
        )?;
    }
    Ok(())
}

/// The crosstable (the row's points of the games against the column, `—`
/// before their first game, `-` where they do not meet) and the ranking.
fn print_crosstable(
    out: &mut impl Write,
    standings: &Standings,
    names: &[String],
    width: usize,
) -> std::io::Result<()> {
    writeln!(out)?;
    writeln!(out, "crosstable (the row's points against the column)")?;
    let cell_width = width.max(9);
    write!(out, "{:<width$}", "")?;
    for name in names {
        write!(out, "  {name:>cell_width$}")?;
    }
    writeln!(out)?;
    for (row, name) in names.iter().enumerate() {
        write!(out, "{name:<width$}")?;
        for column in 0..names.len() {
            let cell = match standings.crosstable_cell(row, column) {
                _ if row == column => "x".to_string(),
                Some((_, 0)) => "—".to_string(),
                Some((points, games)) => format!("{}/{games}", points_total(points)),
                None => "-".to_string(),
            };
            write!(out, "  {cell:>cell_width$}")?;
        }
        writeln!(out)?;
    }
    writeln!(out)?;
    writeln!(out, "ranking")?;
    for (place, &index) in standings.ranking().iter().enumerate() {
        let score = &standings.stats[index].score;
        writeln!(
            out,
            "{:>2}. {:<width$}  {} of {} ({:.1}%)",
            place + 1,
            names[index],
            points_total(points(score)),
            score.games(),
            100.0 * score.fraction()
        )?;
    }
    Ok(())
}

fn pairing_name(names: &[String], players: [usize; 2]) -> String {
    format!("{} – {}", names[players[0]], names[players[1]])
}
