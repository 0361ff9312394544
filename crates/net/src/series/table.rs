//! The results of a series as it goes: each game's report ([`GameReport`], how it
//! ended and why, the time each side took per move), and the standings summed
//! from them ([`Standings`]): per participant the score with its Elo, the time
//! per move and the faults by kind; per pairing the score from its first
//! participant's view, for the crosstable; and the ranking.

pub use bernstein_arena::MoveTimes;

use super::bot::BotLogs;
use super::schedule::Participant;
use crate::season::Cause;
use bernstein_engine::MatchScore;
use bernstein_records::Record;
use bernstein_rules::Side;

/// Why a game of a series ended: as the server ended it (by the rules, or a
/// fault the competition knows), or by a fault only a series sees.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndCause {
    /// The server's ending: [`Cause::Regular`] by the rules (the report's
    /// `reason` is the rules' reason), else the player's fault.
    Server(Cause),
    /// The bot's process ended with a failure (a status other than 0, a signal)
    /// during the game.
    Crashed,
    /// The bot wrote more than the bound to its standard output or error.
    OutputFlood,
    /// The bot's program could not be started at all.
    CannotStart,
    /// The bot did not connect and join in time (or ended before it did).
    NeverConnected,
    /// The series was stopped during the game: it does not count.
    Stopped,
}

impl EndCause {
    /// A regular end, by the rules.
    pub const REGULAR: EndCause = EndCause::Server(Cause::Regular);

    /// The command line's word for the cause (the server's causes as
    /// `bernstein serve` writes them).
    pub fn id(self) -> &'static str {
        match self {
            EndCause::Server(cause) => cause.id(),
            EndCause::Crashed => "crashed",
            EndCause::OutputFlood => "output-flood",
            EndCause::CannotStart => "cannot-start",
            EndCause::NeverConnected => "never-connected",
            EndCause::Stopped => "stopped",
        }
    }

    /// Every cause, for reading one back from its id.
    pub const ALL: [EndCause; 11] = [
        EndCause::Server(Cause::Regular),
        EndCause::Server(Cause::Left),
        EndCause::Server(Cause::RuleViolation),
        EndCause::Server(Cause::SoftTimeout),
        EndCause::Server(Cause::HardTimeout),
        EndCause::Server(Cause::ProtocolError),
        EndCause::Crashed,
        EndCause::OutputFlood,
        EndCause::CannotStart,
        EndCause::NeverConnected,
        EndCause::Stopped,
    ];

    /// The cause of an id ([`EndCause::id`]).
    pub fn from_id(id: &str) -> Option<EndCause> {
        EndCause::ALL.into_iter().find(|cause| cause.id() == id)
    }

    /// Whether the bot never played: its game never started.
    pub fn never_started(self) -> bool {
        matches!(self, EndCause::CannotStart | EndCause::NeverConnected)
    }
}

/// One finished (or stopped) game of a series.
#[derive(Clone, Debug)]
pub struct GameReport {
    pub number: u32,
    pub pairing: usize,
    /// Who played Red and Blue (indices into the participants).
    pub players: [usize; 2],
    /// `None`: a draw, or a game that does not count.
    pub winner: Option<Side>,
    /// Whether the game counts: not when the series was stopped during it, nor
    /// when neither side could play.
    pub scored: bool,
    pub cause: EndCause,
    /// Whose fault ended the game (each side's for a game neither could play).
    pub offenders: [bool; 2],
    /// The rules' reason for a regular end, else the cause's id.
    pub reason: String,
    /// What happened, for the logs and the summary (an exit status, an error).
    pub detail: String,
    pub plies: usize,
    pub times: [MoveTimes; 2],
    /// The game's record: players named, the result and its cause.
    pub record: Box<Record>,
    /// The competition's replay of the game (none for a game that never started).
    pub replay: Option<String>,
    /// Each bot's output of the game (none for an engine's side).
    pub logs: [Option<BotLogs>; 2],
}

impl GameReport {
    /// The points of the participant on `side`: 1, ½ or 0.
    pub fn points(&self, side: Side) -> f64 {
        match self.winner {
            None => 0.5,
            Some(winner) if winner == side => 1.0,
            Some(_) => 0.0,
        }
    }

    /// The result as the record writes it: `1-0`, `0-1`, `½-½`, or `*` for a
    /// game that does not count.
    pub fn result_text(&self) -> &'static str {
        match (self.scored, self.winner) {
            (false, _) => "*",
            (true, Some(Side::First)) => "1-0",
            (true, Some(Side::Second)) => "0-1",
            (true, None) => "1/2-1/2",
        }
    }
}

/// What a participant did in a series.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ParticipantStats {
    /// Wins, draws and losses of the games that count.
    pub score: MatchScore,
    pub times: MoveTimes,
    pub soft_timeouts: u32,
    pub hard_timeouts: u32,
    /// Moves the rules refuse, moves out of turn and protocol errors.
    pub violations: u32,
    /// Crashes, leaving during the game and flooding the output.
    pub crashes: u32,
    /// Games that never started because of this participant.
    pub never_started: u32,
}

/// A pairing's games from its first participant's view.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PairingStats {
    pub players: [usize; 2],
    pub score: MatchScore,
    /// Stopped early: whether the first participant is the better one, and the
    /// probability of the test.
    pub decided: Option<(bool, f64)>,
}

/// The standings of a series so far.
#[derive(Clone, Debug, PartialEq)]
pub struct Standings {
    pub participants: Vec<Participant>,
    pub stats: Vec<ParticipantStats>,
    pub pairings: Vec<PairingStats>,
    /// Games that count, played so far.
    pub games: u32,
    /// Games that count or not (stopped, neither side could play).
    pub finished: u32,
    /// The games the series will play if none is stopped early.
    pub expected: u32,
}

impl Standings {
    pub fn new(
        participants: Vec<Participant>,
        pairings: &[[usize; 2]],
        expected: u32,
    ) -> Standings {
        Standings {
            stats: vec![ParticipantStats::default(); participants.len()],
            participants,
            pairings: pairings
                .iter()
                .map(|&players| PairingStats {
                    players,
                    ..PairingStats::default()
                })
                .collect(),
            games: 0,
            finished: 0,
            expected,
        }
    }

    /// Counts a finished game.
    pub fn add(&mut self, report: &GameReport) {
        self.finished += 1;
        for side in Side::BOTH {
            let stats = &mut self.stats[report.players[side.index()]];
            stats.times.merge(&report.times[side.index()]);
            if !report.offenders[side.index()] {
                continue;
            }
            match report.cause {
                EndCause::Server(Cause::SoftTimeout) => stats.soft_timeouts += 1,
                EndCause::Server(Cause::HardTimeout) => stats.hard_timeouts += 1,
                EndCause::Server(Cause::RuleViolation | Cause::ProtocolError) => {
                    stats.violations += 1
                }
                EndCause::Crashed | EndCause::Server(Cause::Left) | EndCause::OutputFlood => {
                    stats.crashes += 1
                }
                EndCause::CannotStart | EndCause::NeverConnected => stats.never_started += 1,
                EndCause::Server(Cause::Regular) | EndCause::Stopped => {}
            }
        }
        if !report.scored {
            return;
        }
        self.games += 1;
        for side in Side::BOTH {
            self.stats[report.players[side.index()]]
                .score
                .add(report.points(side));
        }
        let pairing = &mut self.pairings[report.pairing];
        let first_side = if report.players[0] == pairing.players[0] {
            Side::First
        } else {
            Side::Second
        };
        pairing.score.add(report.points(first_side));
    }

    /// The participants from the highest score fraction down (more points first
    /// where the fractions are equal, then the order given).
    pub fn ranking(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.participants.len()).collect();
        order.sort_by(|&a, &b| {
            let (sa, sb) = (&self.stats[a].score, &self.stats[b].score);
            sb.fraction()
                .total_cmp(&sa.fraction())
                .then(points(sb).total_cmp(&points(sa)))
                .then(a.cmp(&b))
        });
        order
    }

    /// The points of `row` against `column` and the games between them, or
    /// `None` where they do not meet.
    pub fn crosstable_cell(&self, row: usize, column: usize) -> Option<(f64, u32)> {
        self.pairings.iter().find_map(|pairing| {
            let score = &pairing.score;
            if pairing.players == [row, column] {
                Some((points(score), score.games()))
            } else if pairing.players == [column, row] {
                Some((score.games() as f64 - points(score), score.games()))
            } else {
                None
            }
        })
    }
}

/// The points of a score (wins and half the draws).
pub fn points(score: &MatchScore) -> f64 {
    score.points.iter().sum()
}
