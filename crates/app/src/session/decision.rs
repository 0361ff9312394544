//! How a game ends at the board rather than by the rules (a resignation, an agreed
//! draw, a time out) and the draw offers that lead to an agreed one. The
//! referee of the game ([`bernstein_arena::Referee`], as every game of the
//! arena has) decides each; the session keeps its verdict at the node.

use super::Session;
use bernstein_arena::{End, Fault, FaultKind, Referee, Verdict};
use bernstein_records::tree::NodeId;
use bernstein_rules::{GameKind, Position, Side};

/// A result decided at the board rather than by the rules: the app's name for
/// a referee's verdict of a resignation, an agreed draw or a loss on time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// This side gave up: the other wins.
    Resigned(Side),
    /// The players agreed a draw.
    DrawAgreed,
    /// This side's clock ran out: the other wins. (None of Bernstein's games
    /// knows a position where a side cannot win any more, as chess's bare king,
    /// so the side whose time ran out always loses.)
    OutOfTime(Side),
}

impl Decision {
    /// The winner; `None` for a draw.
    pub fn winner(self) -> Option<Side> {
        match self {
            Decision::Resigned(side) | Decision::OutOfTime(side) => Some(side.other()),
            Decision::DrawAgreed => None,
        }
    }

    /// The decision a referee's verdict is, if it is one of them.
    pub fn of(verdict: &Verdict) -> Option<Decision> {
        match &verdict.end {
            End::Resigned(side) => Some(Decision::Resigned(*side)),
            End::DrawAgreed => Some(Decision::DrawAgreed),
            End::Forfeit(side, fault) if fault.kind == FaultKind::OutOfTime => {
                Some(Decision::OutOfTime(*side))
            }
            _ => None,
        }
    }

    /// Ends the referee's game as this decision.
    fn apply<P: Position>(self, referee: &mut Referee<P>) {
        match self {
            Decision::Resigned(side) => referee.resign(side),
            Decision::DrawAgreed => referee.agree_draw(),
            Decision::OutOfTime(side) => {
                referee.forfeit(side, Fault::new(FaultKind::OutOfTime, "lost on time"))
            }
        }
    }

    /// Reads what the referee's verdict gave a record as its reason
    /// ([`Verdict::declared_reason`]), with the record's winner.
    pub fn from_record_text(kind: GameKind, text: &str, winner: Option<Side>) -> Option<Decision> {
        if text.eq_ignore_ascii_case("draw agreed") {
            return Some(Decision::DrawAgreed);
        }
        if text.eq_ignore_ascii_case("time forfeit") {
            return winner.map(|winner| Decision::OutOfTime(winner.other()));
        }
        Side::BOTH
            .into_iter()
            .find(|side| text.eq_ignore_ascii_case(&format!("{} resigned", kind.side_name(*side))))
            .map(Decision::Resigned)
    }
}

/// A draw offered at a node by the side to move there, and the other side's
/// answer once it is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawOffer {
    pub node: NodeId,
    /// The side that offered.
    pub by: Side,
    /// `None` while the other side has not answered.
    pub answer: Option<DrawAnswer>,
}

/// The answer to a draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DrawAnswer {
    pub accepted: bool,
    /// The computer's evaluation it answered by, from the first player's view (a
    /// person's answer has none).
    pub score: Option<i32>,
}

impl<P: Position> Session<P> {
    /// The referee's verdict of a resignation, agreed draw or loss on time that
    /// ended the game at `id`, if any.
    pub fn verdict(&self, id: NodeId) -> Option<&Verdict> {
        self.decided
            .as_ref()
            .filter(|(at, _)| *at == id && self.tree.contains(*at))
            .map(|(_, verdict)| verdict)
    }

    /// The resignation, agreed draw or loss on time that ended the game at
    /// `id`, if any.
    pub fn decision(&self, id: NodeId) -> Option<Decision> {
        self.verdict(id).and_then(Decision::of)
    }

    /// Whether the game may be decided at the node shown: it is the end of its
    /// line, and neither the rules nor the players have ended it there.
    pub fn can_decide(&self) -> bool {
        self.current_outcome().is_none()
            && self.decision(self.current).is_none()
            && self.tree.children(self.current).is_empty()
    }

    /// Ends the game at the node shown by a resignation or an agreed draw; returns
    /// whether it did.
    pub fn decide(&mut self, decision: Decision) -> bool {
        if !self.can_decide() {
            return false;
        }
        let mut referee = self.take_referee(self.current);
        decision.apply(&mut referee);
        self.settle(self.current, &referee)
    }

    /// Keeps the verdict of `referee`, the referee of the game at `node`, when
    /// it decided the game at the board; returns whether it did.
    pub(super) fn settle(&mut self, node: NodeId, referee: &Referee<P>) -> bool {
        match referee.verdict() {
            Some(verdict) if Decision::of(verdict).is_some() => {
                self.decided = Some((node, verdict.clone()));
                self.changed();
                true
            }
            _ => false,
        }
    }

    pub(super) fn undecide(&mut self) {
        self.decided = None;
        self.changed();
    }

    /// The draw offered at `id`, if one was (with its answer once given).
    pub fn draw_offer_at(&self, id: NodeId) -> Option<DrawOffer> {
        self.draw_offer
            .filter(|offer| offer.node == id && self.tree.contains(id))
    }

    /// `side` offers a draw at the node shown: only the side to move, while the
    /// game goes on there, once per position. Returns whether it did.
    pub fn offer_draw(&mut self, side: Side) -> bool {
        let node = self.current;
        if !self.can_decide()
            || self.current_position().side_to_move() != side
            || self.draw_offer_at(node).is_some()
        {
            return false;
        }
        self.draw_offer = Some(DrawOffer {
            node,
            by: side,
            answer: None,
        });
        true
    }

    /// The other side answers the draw offered at the node shown; an accepted
    /// offer ends the game as an agreed draw. Returns whether there was an offer
    /// to answer.
    pub fn answer_draw(&mut self, answer: DrawAnswer) -> bool {
        let Some(offer) = self
            .draw_offer_at(self.current)
            .filter(|offer| offer.answer.is_none())
        else {
            return false;
        };
        self.draw_offer = Some(DrawOffer {
            answer: Some(answer),
            ..offer
        });
        if answer.accepted {
            self.decide(Decision::DrawAgreed);
        }
        true
    }
}
