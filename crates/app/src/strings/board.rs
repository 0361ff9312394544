//! The boards: the position editor's pieces and counters, a piece on hover, the
//! pictures and the endgame database on the board.

use super::*;

/// A piece of the editor's palette: "Red cockle, tower of 2", "Herzmuschel (Rot), Zweierturm".
pub fn editor_piece(kind: GameKind, side: Side, piece: Msg, tower: bool) -> String {
    let id = if tower {
        "editor-piece-tower"
    } else {
        "editor-piece"
    };
    with(
        id,
        &[
            ("side", text_arg(side_name(kind, side))),
            ("piece", text_arg(piece.to_string())),
        ],
    )
}

/// One side's value of a pair of counters: "Ambers: Red".
pub fn side_value(label: &str, kind: GameKind, side: Side) -> String {
    with(
        "side-value",
        &[
            ("label", text_arg(label)),
            ("side", text_arg(side_name(kind, side))),
        ],
    )
}

// ---- The board on hover, the pictures, the endgame database on the board ----------------

/// A piece on the board on hover: "Robbe (Rot)"; a tower: "Turm aus 2 Figuren,
/// oben Robbe (Rot)".
pub fn piece_tip(piece: &str, side: &str, height: u8) -> String {
    let args = [
        ("piece", text_arg(piece)),
        ("side", text_arg(side)),
        ("height", count_arg(height as usize)),
    ];
    let tip = if height > 1 {
        with("piece-tip-tower", &args)
    } else {
        with("piece-tip", &args)
    };
    // English names the animals in lower case within a sentence; the tip
    // starts a line.
    let mut chars = tip.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A move's verdict on the board, on hover: "Gewinn in 5 Zügen (Datenbank)".
pub fn verdict_win(moves: u32) -> String {
    with("verdict-win", &[("moves", count(moves))])
}

/// "Verlust in 5 Zügen (Datenbank)".
pub fn verdict_loss(moves: u32) -> String {
    with("verdict-loss", &[("moves", count(moves))])
}

/// The picture could not be written: "Das Bild konnte nicht nach … geschrieben werden: …".
pub fn picture_not_written(path: &str, why: &str) -> String {
    with(
        "picture-not-written",
        &[("path", text_arg(path)), ("why", text_arg(why))],
    )
}

/// The picture could not be made (a size it cannot have).
pub fn picture_failed(why: &str) -> String {
    with("picture-failed", &[("why", text_arg(why))])
}

/// Why a picture could not be made: "ein Bild von 9000 × 9000 Pixeln ist zu groß
/// oder zu klein".
pub fn picture_size_impossible(width: u32, height: u32) -> String {
    with(
        "picture-size-impossible",
        &[("width", count(width)), ("height", count(height))],
    )
}

/// The generation's time left: "noch etwa 3 min", "about 3 min left".
pub fn tablebase_time_left(seconds: u64) -> String {
    with(
        "tablebase-time-left",
        &[("minutes", count(seconds.div_ceil(60).max(1) as f64))],
    )
}

/// The table being generated, on hover: "Table 5 of 12: 4 against 5 stones".
pub fn tablebase_table(number: usize, count: usize, mover: usize, other: usize) -> String {
    with(
        "tablebase-table",
        &[
            ("number", count_arg(number)),
            ("count", count_arg(count)),
            ("mover", count_arg(mover)),
            ("other", count_arg(other)),
        ],
    )
}

// ---- Dialogs and screens that fit every window ----

/// A position text the editor could not read, and the reason in the user's words.
pub fn editor_unreadable_because(reason: &str) -> String {
    // The message ends the reason's sentence itself.
    let reason = reason.trim_end().trim_end_matches('.');
    with("editor-unreadable-because", &[("reason", text_arg(reason))])
}
