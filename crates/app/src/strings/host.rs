//! A game hosted for a student's bot: the server's state, its moves' times and why a
//! game ended, and what a replay was.

use super::*;

/// "Port 13050 cannot be opened: …".
pub fn host_port_taken(port: u16) -> String {
    with("host-port-taken", &[("port", text_arg(port.to_string()))])
}

/// The server stopped with an error (the network layer's, worded).
pub fn host_failed(error: &str) -> String {
    with("host-failed", &[("error", text_arg(error))])
}

/// What a replay was, as the start of its game's comment says it: "Replay der
/// Software Challenge 2019 (Piranhas)".
pub fn replay_note(note: bernstein_records::replay::ReplayNote) -> String {
    use bernstein_records::replay::{ReplayNote, sc2022::Convention};
    match note {
        ReplayNote::Piranhas2019 => REPLAY_PIRANHAS_2019.to_string(),
        ReplayNote::Piranhas2026 => REPLAY_PIRANHAS_2026.to_string(),
        ReplayNote::Ostseeschach2022 {
            pre_release,
            convention,
        } => {
            let format = if pre_release {
                REPLAY_FORMAT_PRE_RELEASE
            } else {
                REPLAY_FORMAT_RELEASE
            };
            let coordinates = match convention {
                Convention::XRank => REPLAY_COORDINATES_RELEASE,
                Convention::YRank => REPLAY_COORDINATES_EARLY,
            };
            with(
                "replay-ostseeschach-2022",
                &[
                    ("format", text_arg(format.to_string())),
                    ("coordinates", text_arg(coordinates.to_string())),
                ],
            )
        }
    }
}

/// A game against a program, opened again without its connection: "The program
/// that played Red is no longer connected. …".
pub fn host_program_gone(side: &str) -> String {
    with("host-program-gone", &[("side", text_arg(side))])
}

/// What the server told the bot when the user stopped it during a game: the side
/// to move "left" (the competition's LEFT) and the other won.
pub fn host_stopped(left: &str, winner: &str) -> String {
    with(
        "host-stopped",
        &[("left", text_arg(left)), ("winner", text_arg(winner))],
    )
}

/// "Waiting for a program to connect on port 13050".
pub fn host_waiting(port: u16) -> String {
    with("host-waiting", &[("port", text_arg(port.to_string()))])
}

/// The hosted game card's title, with its port.
pub fn host_live_title(port: u16) -> String {
    with("host-live-title", &[("port", text_arg(port.to_string()))])
}

/// "last move 0.04 s": to the hundredth, as a bot answers in a few of them.
pub fn host_last_move(seconds: f64) -> String {
    with("host-last-move", &[("seconds", decimal(seconds, 2))])
}

/// The competition's limits per move.
pub fn host_limit(soft: f64, hard: f64) -> String {
    with(
        "host-limit",
        &[("soft", decimal(soft, 0)), ("hard", decimal(hard, 0))],
    )
}

pub fn host_cause_left(side: &str) -> String {
    with("host-cause-left", &[("side", text_arg(side))])
}

pub fn host_cause_rule_violation(side: &str) -> String {
    with("host-cause-rule-violation", &[("side", text_arg(side))])
}

pub fn host_cause_soft_timeout(side: &str, seconds: f64) -> String {
    with(
        "host-cause-soft-timeout",
        &[("side", text_arg(side)), ("seconds", decimal(seconds, 0))],
    )
}

pub fn host_cause_hard_timeout(side: &str, seconds: f64) -> String {
    with(
        "host-cause-hard-timeout",
        &[("side", text_arg(side)), ("seconds", decimal(seconds, 0))],
    )
}

pub fn host_cause_protocol_error(side: &str) -> String {
    with("host-cause-protocol-error", &[("side", text_arg(side))])
}

// Mühle's endgame database.

/// The generation's bar: "Database: table 5 of 12 · 42% · about 3 min left".
pub fn tablebase_generating(number: usize, count: usize, percent: f64, left: &str) -> String {
    let args = [
        ("number", count_arg(number)),
        ("count", count_arg(count)),
        ("percent", decimal(percent, 0)),
        ("left", text_arg(left)),
    ];
    if left.is_empty() {
        with("tablebase-generating", &args)
    } else {
        with("tablebase-generating-left", &args)
    }
}

/// "Database: White wins in 12 moves", with the next take where it comes
/// before the end: "…, the next take in 3 moves" (the winner's moves).
pub fn tablebase_wins(side: &str, moves: u32, take: Option<u32>) -> String {
    let mut args = vec![("side", text_arg(side)), ("moves", count(moves))];
    match take {
        Some(take) => {
            args.push(("take", count(take)));
            with("tablebase-wins-take", &args)
        }
        None => with("tablebase-wins", &args),
    }
}

/// "Database: draw – White would win, but the 50-move rule saves Black".
pub fn tablebase_rule_saves(winner: &str, loser: &str) -> String {
    with(
        "tablebase-rule-saves",
        &[("winner", text_arg(winner)), ("loser", text_arg(loser))],
    )
}

/// "the win needs 15 moves to the next take, 6 moves each left".
pub fn tablebase_needs(needs: u32, left: u32) -> String {
    with(
        "tablebase-needs",
        &[("needs", count(needs)), ("left", count(left))],
    )
}

/// A score the database decided, in the analysis: "White wins (database)".
pub fn tablebase_score(side: &str) -> String {
    with("tablebase-score", &[("side", text_arg(side))])
}

/// The same in a line's few characters: "White DB".
pub fn short_tablebase(side: &str) -> String {
    with("short-tablebase", &[("side", text_arg(side))])
}

/// A move's distance to the end in the database's list: "in 7 moves".
pub fn tablebase_plies(moves: u32) -> String {
    with("tablebase-plies", &[("moves", count(moves))])
}

/// The name of a move of the database's list, for screen readers and tests.
pub fn tablebase_move_label(text: &str) -> String {
    with("tablebase-move-label", &[("move", text_arg(text))])
}

/// "Damaged: `<file>`: `<why>` — Bernstein generates the table anew, as …".
pub fn tablebase_refused(file: &str, why: &str) -> String {
    with(
        "tablebase-refused",
        &[("file", text_arg(file)), ("why", text_arg(why))],
    )
}

/// The database could not be generated (the system's reason).
pub fn tablebase_failed(why: &str) -> String {
    with("tablebase-failed", &[("why", text_arg(why))])
}
