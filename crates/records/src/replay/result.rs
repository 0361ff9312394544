//! A competition game's result, for all seasons: how a game ended in the
//! competition's terms ([`Cause`], [`Ending`]), the parts of a result element every
//! season writes alike (win points, the definition of the score parts), and the one
//! reader of a result element of any season ([`read_result`]), which replays and
//! the network client share.

use super::xml::{Element, Node};
use crate::{RecordedResult, ServerScore};
use bernstein_rules::{Outcome, Side};

/// Why a game ended, in the competition's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cause {
    /// By the rules.
    Regular,
    /// A player closed the connection or sent a close message.
    Left,
    /// A move the rules refuse, or (2022, 2026) a move out of turn.
    RuleViolation,
    /// A move after the soft limit: not played, the game is lost.
    SoftTimeout,
    /// No move by the hard limit.
    HardTimeout,
    /// A message that is not the protocol's XML (the competition counts it as
    /// leaving).
    ProtocolError,
}

impl Cause {
    /// The command line's name: `soft-timeout`, `hard-timeout`, `rule-violation`,
    /// `left`, `protocol-error` (`regular` is never printed; the rules' reason is).
    pub fn id(self) -> &'static str {
        match self {
            Cause::Regular => "regular",
            Cause::Left => "left",
            Cause::RuleViolation => "rule-violation",
            Cause::SoftTimeout => "soft-timeout",
            Cause::HardTimeout => "hard-timeout",
            Cause::ProtocolError => "protocol-error",
        }
    }

    /// The `cause` attribute of a 2019 or 2022 score.
    pub fn score_cause(self) -> &'static str {
        match self {
            Cause::Regular => "REGULAR",
            Cause::Left | Cause::ProtocolError => "LEFT",
            Cause::RuleViolation => "RULE_VIOLATION",
            Cause::SoftTimeout => "SOFT_TIMEOUT",
            Cause::HardTimeout => "HARD_TIMEOUT",
        }
    }
}

/// How a competition game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ending {
    /// `None` for a draw.
    pub winner: Option<Side>,
    pub cause: Cause,
    /// Whose fault ended the game (`None` for a regular end).
    pub offender: Option<Side>,
    /// The rules' outcome, for a regular end.
    pub outcome: Option<Outcome>,
    /// What the offender did, in the competition's words (German), for the result.
    pub detail: String,
}

impl Ending {
    /// A regular end by the rules.
    pub fn regular(outcome: Outcome) -> Ending {
        Ending {
            winner: outcome.winner,
            cause: Cause::Regular,
            offender: None,
            outcome: Some(outcome),
            detail: String::new(),
        }
    }

    /// An end by `offender`'s fault: the other side wins.
    pub fn fault(offender: Side, cause: Cause, detail: impl Into<String>) -> Ending {
        Ending {
            winner: Some(offender.other()),
            cause,
            offender: Some(offender),
            outcome: None,
            detail: detail.into(),
        }
    }

    /// The reason word of the command line's `game <n>:` line.
    pub fn reason_id(&self) -> &'static str {
        match &self.outcome {
            Some(outcome) => outcome.reason.id(),
            None => self.cause.id(),
        }
    }
}

/// The win points of `side`: 2 for a win, 1 for a draw, 0 for a loss.
pub fn win_points(winner: Option<Side>, side: Side) -> u8 {
    match winner {
        Some(won) if won == side => 2,
        Some(_) => 0,
        None => 1,
    }
}

/// The `definition` of a result: one fragment per score part (the win points
/// summed, the others averaged).
pub fn definition(names: &[&str]) -> Node {
    Node::new("definition").children(names.iter().enumerate().map(|(index, name)| {
        Node::new("fragment")
            .attr("name", name)
            .child(Node::new("aggregation").text(if index == 0 { "SUM" } else { "AVERAGE" }))
            .child(Node::new("relevantForRanking").text("true"))
    }))
}

/// The side with more win points (each score's first part), when both scores
/// have them and they differ.
fn winner_by_points(scores: &[ServerScore; 2]) -> Option<Side> {
    let points = |score: &ServerScore| score.parts.first()?.trim().parse::<u32>().ok();
    let (first, second) = (points(&scores[0])?, points(&scores[1])?);
    match first.cmp(&second) {
        std::cmp::Ordering::Greater => Some(Side::First),
        std::cmp::Ordering::Less => Some(Side::Second),
        std::cmp::Ordering::Equal => None,
    }
}

/// Reads a result element (`<data class="result">`) of any season: the score
/// parts' names, each side's score (directly in the result as in 2019, or in a
/// `<scores>` list of entries naming their team as from 2022 on), the winner
/// (an attribute `team` or `color`, or a child of that name), and the players'
/// names where the result gives them. `side_of` is the season's mapping from a
/// team or colour name to a side; `last_turn` is the turn of the game's last
/// state.
///
/// A score without a `cause` (2026 writes none) is regular, unless the 2026
/// winner says the game did not end regularly (`regular="false"`): then the
/// loser's cause is `RULE_VIOLATION` with the winner's reason. A result naming
/// two winners (pre-release servers did so for a draw) names none; one naming
/// no winner (22.x after a timeout) names the side with more win points.
pub fn read_result(
    result: &Element,
    last_turn: u32,
    side_of: impl Fn(&str) -> Option<Side>,
) -> (RecordedResult, [String; 2]) {
    let score_names = result
        .child("definition")
        .map(|definition| {
            definition
                .children_named("fragment")
                .map(|fragment| fragment.attr("name").unwrap_or("").to_string())
                .collect()
        })
        .unwrap_or_default();
    let read_score = |score: &Element| ServerScore {
        cause: score.attr("cause").unwrap_or("REGULAR").to_string(),
        reason: score.attr("reason").unwrap_or("").to_string(),
        parts: score
            .children_named("part")
            .map(|part| part.text().to_string())
            .collect(),
    };
    let mut scores: [ServerScore; 2] = Default::default();
    let mut names = [String::new(), String::new()];
    for (slot, score) in scores.iter_mut().zip(result.children_named("score")) {
        *slot = read_score(score);
    }
    for entry in result
        .children_named("scores")
        .flat_map(|list| list.children_named("entry"))
    {
        let player = entry.child("player");
        let Some(side) = player.and_then(|p| p.attr("team")).and_then(&side_of) else {
            continue;
        };
        if let Some(name) = player.and_then(|p| p.attr("name")) {
            names[side.index()] = name.to_string();
        }
        if let Some(score) = entry.child("score") {
            scores[side.index()] = read_score(score);
        }
    }
    let winners: Vec<(Side, &Element)> = result
        .children_named("winner")
        .filter_map(|winner| {
            let name = winner
                .attr("team")
                .or(winner.attr("color"))
                .or_else(|| winner.child("team").map(Element::text))
                .or_else(|| winner.child("color").map(Element::text))?;
            Some((side_of(name)?, winner))
        })
        .collect();
    let winner = match winners.as_slice() {
        [(side, element)] => {
            if element.attr("regular") == Some("false") {
                let loser = &mut scores[side.other().index()];
                loser.cause = "RULE_VIOLATION".to_string();
                loser.reason = element.attr("reason").unwrap_or("").to_string();
            }
            if let Some(name) = element.attr("displayName") {
                names[side.index()] = name.to_string();
            }
            Some(*side)
        }
        // No winner element: 2022 servers wrote none after a timeout although
        // the win points say who won (2 against 0), so the points decide.
        [] => winner_by_points(&scores),
        _ => None,
    };
    let recorded = RecordedResult {
        winner,
        score_names,
        scores,
        last_turn,
    };
    (recorded, names)
}
