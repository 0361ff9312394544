//! Why a side forfeits a game ([`Fault`], [`FaultKind`]): what the referee
//! rules when a player answers late, breaks the rules or the protocol, or is
//! gone, and what a failed match of levels reports. The competition's causes
//! map onto the kinds both ways.

use bernstein_records::replay::Cause;

/// Why a side forfeits a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum FaultKind {
    /// An answer after the soft limit.
    SoftTimeout,
    /// An answer when the side's clock had run out: it lost on time.
    OutOfTime,
    /// No answer by the hard limit.
    HardTimeout,
    /// A move the rules refuse, or one out of turn.
    RuleViolation,
    /// An answer that is not a move of the protocol at all.
    ProtocolError,
    /// The player closed its connection.
    Left,
    /// The player's program ended with a failure (a status other than 0, a signal).
    Crashed,
    /// The player's program wrote more than its bound.
    OutputFlood,
    /// The player's program could not be started.
    CannotStart,
    /// The player did not connect and join in time (or ended before it did).
    NeverConnected,
}

impl FaultKind {
    /// The competition's cause of a fault: the faults only a series sees (a
    /// program that crashed, flooded its output, never started or connected)
    /// count as leaving, as they do for the competition's server.
    pub fn cause(self) -> Cause {
        match self {
            FaultKind::SoftTimeout | FaultKind::OutOfTime => Cause::SoftTimeout,
            FaultKind::HardTimeout => Cause::HardTimeout,
            FaultKind::RuleViolation => Cause::RuleViolation,
            FaultKind::ProtocolError => Cause::ProtocolError,
            FaultKind::Left
            | FaultKind::Crashed
            | FaultKind::OutputFlood
            | FaultKind::CannotStart
            | FaultKind::NeverConnected => Cause::Left,
        }
    }

    /// The fault of a competition's cause (none for a regular end).
    pub fn of_cause(cause: Cause) -> Option<FaultKind> {
        match cause {
            Cause::Regular => None,
            Cause::SoftTimeout => Some(FaultKind::SoftTimeout),
            Cause::HardTimeout => Some(FaultKind::HardTimeout),
            Cause::RuleViolation => Some(FaultKind::RuleViolation),
            Cause::ProtocolError => Some(FaultKind::ProtocolError),
            Cause::Left => Some(FaultKind::Left),
        }
    }

    /// The command line's word: `soft-timeout`, `crashed`, `cannot-start`, …
    pub fn id(self) -> &'static str {
        match self {
            FaultKind::SoftTimeout => "soft-timeout",
            FaultKind::OutOfTime => "out-of-time",
            FaultKind::HardTimeout => "hard-timeout",
            FaultKind::RuleViolation => "rule-violation",
            FaultKind::ProtocolError => "protocol-error",
            FaultKind::Left => "left",
            FaultKind::Crashed => "crashed",
            FaultKind::OutputFlood => "output-flood",
            FaultKind::CannotStart => "cannot-start",
            FaultKind::NeverConnected => "never-connected",
        }
    }
}

/// A forfeit's kind and what happened, in the command line's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub kind: FaultKind,
    pub detail: String,
}

impl Fault {
    pub fn new(kind: FaultKind, detail: impl Into<String>) -> Fault {
        Fault {
            kind,
            detail: detail.into(),
        }
    }
}
