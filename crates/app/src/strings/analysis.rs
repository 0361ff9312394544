//! The analysis: the evaluation bar and lines, learning from a game's mistakes, the
//! review, win chances and the search's figures.

use super::*;

/// The evaluation bar's name for screen readers: "Evaluation bar: Expected White 57%".
pub fn eval_bar(chance: &str) -> String {
    with("eval-bar", &[("chance", text_arg(chance))])
}

/// The tooltip of the button that searches `count` lines.
pub fn lines_tip(count: usize) -> String {
    with("lines-tip", &[("count", count_arg(count))])
}

/// The tooltip of the threads setting, on a computer with `cores` cores.
pub fn threads_tip(cores: usize) -> String {
    with("threads-tip", &[("cores", count_arg(cores))])
}

/// A line's score in few characters: "+1,3", "−0,4".
pub fn short_score(units: f64) -> String {
    let (sign, shown) = signed(units);
    with(
        "short-score",
        &[("sign", text_arg(sign)), ("value", decimal(shown, 1))],
    )
}

/// A line that ends the game: "Rot in 3".
pub fn short_win(side: &str, moves: u32) -> String {
    with(
        "short-win",
        &[("side", text_arg(side)), ("moves", count(moves.max(1)))],
    )
}

/// A line's depth: "T 12" / "d 12".
pub fn depth_short(depth: u32) -> String {
    with("depth-short", &[("depth", count(depth))])
}

/// The name of a move of a line, for screen readers and tests: "line 2: b4".
pub fn line_move_label(line: usize, text: &str) -> String {
    with(
        "line-move-label",
        &[("line", count_arg(line)), ("move", text_arg(text))],
    )
}

/// "a1-a4?? – better: g7-f6".
pub fn better_move(played: &str, better: &str) -> String {
    with(
        "better-move",
        &[("played", text_arg(played)), ("better", text_arg(better))],
    )
}

/// "Learn from mistakes · White".
pub fn learn_title(side: &str) -> String {
    with("learn-title", &[("side", text_arg(side))])
}

/// The hover text of the button that starts learning from `side`'s mistakes.
pub fn learn_start_tip(side: &str) -> String {
    with("tip-learn-start", &[("side", text_arg(side))])
}

/// "Mistake 1 of 3: the game went 30. a1-a4??".
pub fn learn_task(number: usize, total: usize, game_move: &str) -> String {
    with(
        "learn-task",
        &[
            ("number", count_arg(number)),
            ("total", count_arg(total)),
            ("move", text_arg(game_move)),
        ],
    )
}

/// "Find a better move for White."
pub fn learn_prompt(side: &str) -> String {
    with("learn-prompt", &[("side", text_arg(side))])
}

pub fn learn_game_move(tried: &str) -> String {
    with("learn-game-move", &[("move", text_arg(tried))])
}

pub fn learn_checking(tried: &str) -> String {
    with("learn-checking", &[("move", text_arg(tried))])
}

pub fn learn_best(tried: &str) -> String {
    with("learn-best", &[("move", text_arg(tried))])
}

pub fn learn_good(tried: &str) -> String {
    with("learn-good", &[("move", text_arg(tried))])
}

/// A try the review would mark.
pub fn learn_not_better(tried: &str, verdict: Verdict) -> String {
    with(
        "learn-not-better",
        &[("move", text_arg(tried)), ("verdict", verdict_arg(verdict))],
    )
}

/// How the messages choose the words of a review's mark (`[mistake] …`).
fn verdict_arg(verdict: Verdict) -> Arg {
    text_arg(match verdict {
        Verdict::Inaccuracy => "inaccuracy",
        Verdict::Mistake => "mistake",
        Verdict::Blunder => "blunder",
    })
}

pub fn learn_solution(better: &str) -> String {
    with("learn-solution", &[("move", text_arg(better))])
}

/// "Done: you found 2 of 3 better moves yourself."
pub fn learn_done(found: usize, total: usize) -> String {
    with(
        "learn-done",
        &[("found", count_arg(found)), ("total", count_arg(total))],
    )
}

/// The progress bar's text: "position 12 of 61".
pub fn review_progress(done: usize, total: usize) -> String {
    with(
        "review-progress",
        &[("done", count_arg(done)), ("total", count_arg(total))],
    )
}

/// The progress bar's text once the review checks moves again: "3 positions
/// checked again".
pub fn review_checked_again(count: usize) -> String {
    with("review-checked-again", &[("count", count_arg(count))])
}

/// The first player's expected score beside the score: "Erwartung Weiß 71 %", "Expected White 71%".
pub fn win_chance(side: &str, percent: f64) -> String {
    with(
        "win-chance",
        &[("side", text_arg(side)), ("percent", count(percent))],
    )
}

/// The chances behind it, on hover.
pub fn win_chance_tip(side: &str, win: f64, draw: f64, loss: f64) -> String {
    with(
        "win-chance-tip",
        &[
            ("side", text_arg(side)),
            ("win", count(win)),
            ("draw", count(draw)),
            ("loss", count(loss)),
        ],
    )
}

/// The graph button that shows the first player's winning chance.
pub fn graph_chance_tip(side: &str) -> String {
    with("graph-chance-tip", &[("side", text_arg(side))])
}

/// The threat switch's hover text, naming the opponent.
pub fn tip_threat(side: &str) -> String {
    with("tip-threat", &[("side", text_arg(side))])
}

/// "Blue threatens e4-f5", "Blau droht e4-f5".
pub fn threat_move(side: &str, mv: &str) -> String {
    with(
        "threat-move",
        &[("side", text_arg(side)), ("move", text_arg(mv))],
    )
}

/// The head of one side's review line: "White:", "Weiß:".
pub fn review_side(side: &str) -> String {
    with("review-side", &[("side", text_arg(side))])
}

/// How screen readers and tests name one count of a side's review: "White: 1 ??".
pub fn review_count(side: &str, count: usize, glyph: &str) -> String {
    with(
        "review-count",
        &[
            ("side", text_arg(side)),
            ("count", count_arg(count)),
            ("glyph", text_arg(glyph)),
        ],
    )
}

/// The end of a side's review line: "· accuracy 71.3 %", "· Genauigkeit 71,3 %".
pub fn review_accuracy(accuracy: f64) -> String {
    with("review-accuracy", &[("accuracy", decimal(accuracy, 1))])
}

/// A count's hover text: "Show White's next blunder (??)".
pub fn tip_review_next(side: &str, mark: Verdict) -> String {
    with(
        "tip-review-next",
        &[("side", text_arg(side)), ("mark", verdict_arg(mark))],
    )
}

/// "+1.3 ambers for Red", "+1,3 Bernsteine für Rot" (always from the first
/// player's view; the unit's plural form follows the number).
pub fn score_value(kind: GameKind, units: f64) -> String {
    let (sign, shown) = signed(units);
    with(
        &format!("score-value-{}", kind.id()),
        &[
            ("sign", text_arg(sign)),
            ("value", decimal(shown, 1)),
            ("side", text_arg(side_name(kind, Side::First))),
        ],
    )
}

/// A score's sign and size as shown, to a tenth: rounded first, so that "1.0"
/// takes the plural of 1.0, not of 0.96, and the sign is the sign of what is
/// shown. Every score that shows as zero is "0.0", without a sign.
fn signed(units: f64) -> (&'static str, f64) {
    let shown = (units.abs() * 10.0).round() / 10.0;
    let sign = if shown == 0.0 {
        ""
    } else if units > 0.0 {
        "+"
    } else {
        "−"
    };
    (sign, shown)
}

pub fn wins_in(side: &str, moves: u32) -> String {
    // A win "in 0" is the win with the next move as well.
    with(
        "wins-in",
        &[("side", text_arg(side)), ("moves", count(moves.max(1)))],
    )
}

/// A duration in seconds with one decimal: "0.6 s", "0,6 s".
pub fn seconds(value: f64) -> String {
    with("seconds", &[("value", decimal(value, 1))])
}

/// "Tiefe 12/20 · 1.234.567 Knoten · 2,5 Mio. Knoten/s"; from ten million nodes
/// on the count in millions ("16,9 Mio. Knoten"), so the line stays short enough
/// for a narrow panel during a long analysis.
pub fn search_stats(depth: u32, seldepth: u32, nodes: u64, nps: u64) -> String {
    let nodes = if nodes >= 10_000_000 {
        text_arg(with(
            "nodes-millions",
            &[("value", decimal(nodes as f64 / 1e6, 1))],
        ))
    } else {
        count(nodes as f64)
    };
    let speed = if nps >= 1_000_000 {
        with("speed-millions", &[("value", decimal(nps as f64 / 1e6, 1))])
    } else {
        with("speed-thousands", &[("value", count((nps / 1000) as f64))])
    };
    with(
        "search-stats",
        &[
            ("depth", count(depth)),
            ("seldepth", count(seldepth)),
            ("nodes", nodes),
            ("speed", text_arg(speed)),
        ],
    )
}
