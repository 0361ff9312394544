//! The one referee of a game between two players, and the one loop that plays
//! it: whose turn it is and what they are told ([`Turn`]), the time limits and
//! clocks ([`TimeControl`]), every move checked by the rules, forfeits
//! ([`Fault`]), the ply limit, the time each side took, and the result
//! ([`Verdict`]). The referee is a state machine ([`Referee`]) that [`play`]
//! drives for programs that answer when asked (engines in process, engine
//! processes, a program run per move), and that the server drives for bots
//! over the network, whose messages come when they come.

use std::time::Duration;

use crate::clock::{self, TimeControl as ClockControl};
use crate::error::PlayerError;
use crate::fault::{Fault, FaultKind};
use bernstein_rules::{EndReason, Game, GameKind, Outcome, Position, Side};

/// How long a side may think, and what it is told.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum TimeControl {
    /// Nothing is told and nothing enforced: the player keeps its own limits
    /// (a level's), as Bernstein's engine does against bots.
    Free,
    /// A time per move, told; with `grace`, an answer must come within the
    /// time and the grace or the side forfeits (`hard-timeout`).
    MoveTime {
        time: Duration,
        grace: Option<Duration>,
    },
    /// A node count per move, told; `hang` is the most a search may take.
    Nodes { nodes: u64, hang: Duration },
    /// The competition's limits: an answer after `soft` loses
    /// (`soft-timeout`), none by `hard` loses too (`hard-timeout`).
    Limits { soft: Duration, hard: Duration },
    /// A clock ([`crate::clock`]): for the game with an increment, or per move.
    /// An answer when the time left has run out loses on time, and none within
    /// it and `grace` is not waited for. A side's first move is free of the
    /// clock (it cannot lose on time), but a player that has not answered it
    /// within its whole time and `grace` is not waited for either.
    /// `Duration::MAX` as `grace` waits as long as it takes (a person at the
    /// board, whose clock alone says when the time is up).
    Clock {
        clock: ClockControl,
        grace: Duration,
    },
}

/// What a side is told to think with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Its own limits.
    Free,
    MoveTime(Duration),
    Nodes(u64),
    /// Both sides' time on the clock (by side) and the clock's kind.
    Clock {
        left: [Duration; 2],
        clock: ClockControl,
    },
}

/// One turn: who moves, what they are told, and when they are late.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Turn {
    pub side: Side,
    /// Plies played before this turn.
    pub ply: usize,
    pub budget: Budget,
    /// An answer after this long loses (`soft-timeout`, or on time).
    pub soft: Option<Duration>,
    /// No answer by this long: the side forfeits, and the player is not waited
    /// for any longer (each player ends its wait here).
    pub hard: Option<Duration>,
}

impl Turn {
    /// The fault of an answer that took `elapsed`, if it came too late.
    pub fn late(&self, elapsed: Duration) -> Option<Fault> {
        if let Some(hard) = self.hard
            && elapsed > hard
        {
            return Some(Fault::new(
                FaultKind::HardTimeout,
                format!("no answer within {} ms", hard.as_millis()),
            ));
        }
        let soft = self.soft?;
        let late = match self.budget {
            Budget::Clock { .. } => clock::ran_out(soft, elapsed),
            _ => elapsed > soft,
        };
        if !late {
            return None;
        }
        Some(match self.budget {
            Budget::Clock { .. } => Fault::new(
                FaultKind::OutOfTime,
                format!(
                    "lost on time: {} ms used of {} ms left",
                    elapsed.as_millis(),
                    soft.as_millis()
                ),
            ),
            _ => Fault::new(
                FaultKind::SoftTimeout,
                format!(
                    "answered after {:.2} s, the limit is {:.2} s",
                    elapsed.as_secs_f64(),
                    soft.as_secs_f64()
                ),
            ),
        })
    }

    /// The fault of a player that did not answer by the hard limit.
    pub fn no_answer(&self) -> Fault {
        let within = self.hard.map_or(String::new(), |hard| {
            format!(" within {} ms", hard.as_millis())
        });
        Fault::new(FaultKind::HardTimeout, format!("no answer{within}"))
    }
}

/// A player's answer to a turn.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply<M> {
    /// A move by the side to move, after `elapsed`.
    Move(M, Duration),
    /// A move as the player wrote it, to be read and checked here.
    Text(String, Duration),
    /// An answer that came after `elapsed`, too late to be read (a player that
    /// checked [`Turn::late`] before reading it).
    Late(Duration),
    /// A side forfeits: the side to move, or (over a network) the other one,
    /// which may leave or move out of turn at any time.
    Forfeit(Side, Fault),
    /// The game was stopped from outside: it ends without a result.
    Stopped,
}

/// The time one side took for its moves in a game, or over many: every answer
/// counts, a late or refused one too.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveTimes {
    pub moves: u32,
    pub total: Duration,
    pub slowest: Duration,
}

impl MoveTimes {
    pub fn add(&mut self, elapsed: Duration) {
        self.moves += 1;
        self.total += elapsed;
        self.slowest = self.slowest.max(elapsed);
    }

    pub fn merge(&mut self, other: &MoveTimes) {
        self.moves += other.moves;
        self.total += other.total;
        self.slowest = self.slowest.max(other.slowest);
    }

    /// The mean time per move (zero before the first).
    pub fn average(&self) -> Duration {
        if self.moves == 0 {
            Duration::ZERO
        } else {
            self.total / self.moves
        }
    }
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq)]
pub enum End {
    /// By the rules, or adjudicated at the ply limit ([`EndReason::PlyLimit`]).
    Rules(Outcome),
    /// A side forfeited.
    Forfeit(Side, Fault),
    /// A side gave up (a person at the board): the other wins.
    Resigned(Side),
    /// The players agreed a draw.
    DrawAgreed,
    /// Stopped from outside: no result.
    Stopped,
}

/// A finished game's result.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// `None`: a draw, or no result.
    pub winner: Option<Side>,
    pub end: End,
    pub times: [MoveTimes; 2],
}

impl Verdict {
    /// Whether the game has a result (it was not stopped).
    pub fn scored(&self) -> bool {
        !matches!(self.end, End::Stopped)
    }

    /// The points of `side`: 1, ½ or 0.
    pub fn points(&self, side: Side) -> f64 {
        match self.winner {
            None => 0.5,
            Some(winner) if winner == side => 1.0,
            Some(_) => 0.0,
        }
    }

    /// The side that forfeited, if one did.
    pub fn offender(&self) -> Option<Side> {
        match &self.end {
            End::Forfeit(side, _) => Some(*side),
            _ => None,
        }
    }

    /// The result in a sentence: the rules' (`Red wins: ambers 2 to 0`), or the
    /// forfeit's with the player's name by side (`Blue wins: new forfeits (no
    /// answer within 1100 ms)`).
    pub fn describe(&self, kind: GameKind, names: [&str; 2]) -> String {
        match &self.end {
            End::Rules(outcome) => outcome.describe(kind),
            End::Forfeit(side, fault) => format!(
                "{} wins: {} forfeits ({})",
                kind.side_name(side.other()),
                names[side.index()],
                fault.detail
            ),
            End::Resigned(side) => format!(
                "{} wins: {} resigned",
                kind.side_name(side.other()),
                names[side.index()]
            ),
            End::DrawAgreed => "draw agreed".to_string(),
            End::Stopped => "stopped".to_string(),
        }
    }

    /// The reason a record gives for a result the rules did not reach: the
    /// adjudication (`ply limit reached (adjudicated)`), a loss on time as
    /// chess tools write it (`time forfeit`, the winner says who lost), whose
    /// other fault and which (`blue crashed`), `Blue resigned` or `draw agreed`.
    pub fn declared_reason(&self, kind: GameKind) -> String {
        match &self.end {
            End::Rules(outcome) => outcome.reason.to_string(),
            End::Forfeit(_, fault) if fault.kind == FaultKind::OutOfTime => {
                "time forfeit".to_string()
            }
            End::Resigned(side) => format!("{} resigned", kind.side_name(*side)),
            End::DrawAgreed => "draw agreed".to_string(),
            End::Forfeit(side, fault) => format!(
                "{} {}",
                kind.side_name(*side).to_lowercase(),
                fault.kind.id()
            ),
            End::Stopped => "stopped".to_string(),
        }
    }
}

/// What the referee made of a reply.
#[derive(Clone, Debug, PartialEq)]
pub enum Judged<M> {
    /// The move was played (its text as the rules write it).
    Played {
        mv: M,
        text: String,
        elapsed: Duration,
    },
    /// The game is over.
    Over,
}

/// The referee of one game. See the module docs.
#[derive(Clone, Debug)]
pub struct Referee<P: Position> {
    game: Game<P>,
    controls: [TimeControl; 2],
    ply_limit: Option<usize>,
    /// What each side had left after its last move (with [`TimeControl::Clock`];
    /// `None` before its first).
    clocks: [Option<Duration>; 2],
    times: [MoveTimes; 2],
    verdict: Option<Verdict>,
}

impl<P: Position> Referee<P> {
    /// A referee for `game` from its current position, each side with its time
    /// control; a game still running after `ply_limit` plies in all is
    /// adjudicated a draw.
    pub fn new(game: Game<P>, controls: [TimeControl; 2], ply_limit: Option<usize>) -> Self {
        Referee {
            game,
            controls,
            ply_limit,
            clocks: [None; 2],
            times: [MoveTimes::default(); 2],
            verdict: None,
        }
    }

    /// A referee for a game that goes on from `game`'s current position, where
    /// each side had `after_last_move` left after its last move (`None`: it
    /// has not moved yet, so its next move is free of the clock), as a record's
    /// moves keep their clocks: a game taken back or opened again is refereed
    /// on as if it had never stopped.
    pub fn resume(
        game: Game<P>,
        controls: [TimeControl; 2],
        ply_limit: Option<usize>,
        after_last_move: [Option<Duration>; 2],
    ) -> Self {
        Referee {
            clocks: after_last_move,
            ..Referee::new(game, controls, ply_limit)
        }
    }

    pub fn game(&self) -> &Game<P> {
        &self.game
    }

    /// What `side` had left after its last move (`None` before its first, and
    /// without a clock), as a record keeps it with the move.
    pub fn after_last_move(&self, side: Side) -> Option<Duration> {
        self.clocks[side.index()]
    }

    /// What `side`'s clock shows: for the side to move `used` into its turn
    /// (standing on its first move, which is free of the clock), for the other
    /// side its time at the start of its next turn; nothing left once it lost
    /// on time. `None` without a clock.
    pub fn clock_shows(&self, side: Side, used: Duration) -> Option<Duration> {
        let TimeControl::Clock { clock, .. } = self.controls[side.index()] else {
            return None;
        };
        let flagged = self.verdict.as_ref().is_some_and(|verdict| {
            matches!(&verdict.end, End::Forfeit(offender, fault)
                if *offender == side && fault.kind == FaultKind::OutOfTime)
        });
        let after = self.clocks[side.index()];
        Some(if flagged {
            Duration::ZERO
        } else if self.game.position().side_to_move() == side {
            clock::left_in_turn(clock, after, used)
        } else {
            clock::turn_start(clock, after)
        })
    }

    pub fn into_game(self) -> Game<P> {
        self.game
    }

    pub fn verdict(&self) -> Option<&Verdict> {
        self.verdict.as_ref()
    }

    /// The time each side took so far.
    pub fn times(&self) -> [MoveTimes; 2] {
        self.times
    }

    /// The time each side has on its clock for its next turn (zero without a
    /// clock).
    pub fn clocks(&self) -> [Duration; 2] {
        Side::BOTH.map(|side| match self.controls[side.index()] {
            TimeControl::Clock { clock, .. } => clock::turn_start(clock, self.clocks[side.index()]),
            _ => Duration::ZERO,
        })
    }

    /// The next turn, or `None` when the game is over: by the rules, at the ply
    /// limit, or by a forfeit or stop already judged.
    pub fn turn(&mut self) -> Option<Turn> {
        if self.verdict.is_some() {
            return None;
        }
        if let Some(outcome) = self.game.outcome() {
            self.end(End::Rules(outcome));
            return None;
        }
        let ply = self.game.moves().len();
        if self.ply_limit.is_some_and(|limit| ply >= limit) {
            self.end(End::Rules(Outcome::draw(EndReason::PlyLimit)));
            return None;
        }
        let side = self.game.position().side_to_move();
        let (budget, soft, hard) = match self.controls[side.index()] {
            TimeControl::Free => (Budget::Free, None, None),
            TimeControl::MoveTime { time, grace } => (
                Budget::MoveTime(time),
                None,
                grace.map(|grace| time + grace),
            ),
            TimeControl::Nodes { nodes, hang } => (Budget::Nodes(nodes), None, Some(hang)),
            TimeControl::Limits { soft, hard } => (Budget::Free, Some(soft), Some(hard)),
            TimeControl::Clock { clock, grace } => {
                let left = self.clocks();
                let own = left[side.index()];
                let soft = clock::runs(self.clocks[side.index()]).then_some(own);
                (Budget::Clock { left, clock }, soft, own.checked_add(grace))
            }
        };
        Some(Turn {
            side,
            ply,
            budget,
            soft,
            hard,
        })
    }

    /// Judges the reply to `turn`: a move in time that the rules allow is
    /// played; anything else ends the game.
    pub fn judge(&mut self, turn: &Turn, reply: Reply<P::Move>) -> Judged<P::Move> {
        let side = turn.side;
        let (mv, elapsed) = match reply {
            Reply::Move(mv, elapsed) => (Ok(mv), elapsed),
            Reply::Text(text, elapsed) => {
                let read = self.game.position().parse_move(&text).map_err(|why| {
                    Fault::new(
                        FaultKind::RuleViolation,
                        format!(
                            "illegal move '{text}' at {}: {why}",
                            self.game.position().to_text()
                        ),
                    )
                });
                (read, elapsed)
            }
            Reply::Late(elapsed) => {
                self.times[side.index()].add(elapsed);
                let fault = turn
                    .late(elapsed)
                    .unwrap_or_else(|| Fault::new(FaultKind::SoftTimeout, "answered too late"));
                self.forfeit(side, fault);
                return Judged::Over;
            }
            Reply::Forfeit(side, fault) => {
                self.forfeit(side, fault);
                return Judged::Over;
            }
            Reply::Stopped => {
                self.stop();
                return Judged::Over;
            }
        };
        self.times[side.index()].add(elapsed);
        if let Some(fault) = turn.late(elapsed) {
            self.forfeit(side, fault);
            return Judged::Over;
        }
        let position = self.game.position().clone();
        let played = mv.and_then(|mv| {
            self.game.play(mv).map(|()| mv).map_err(|why| {
                Fault::new(
                    FaultKind::RuleViolation,
                    format!(
                        "illegal move '{}' at {}: {why}",
                        position.move_to_text(mv),
                        position.to_text()
                    ),
                )
            })
        });
        match played {
            Ok(mv) => {
                if let TimeControl::Clock { clock, .. } = self.controls[side.index()] {
                    let before = self.clocks[side.index()];
                    self.clocks[side.index()] = Some(clock::after_move(clock, before, elapsed));
                }
                Judged::Played {
                    mv,
                    text: position.move_to_text(mv),
                    elapsed,
                }
            }
            Err(fault) => {
                self.forfeit(side, fault);
                Judged::Over
            }
        }
    }

    /// `side` forfeits: the other side wins.
    pub fn forfeit(&mut self, side: Side, fault: Fault) {
        self.end(End::Forfeit(side, fault));
    }

    /// The game ends without a result.
    pub fn stop(&mut self) {
        self.end(End::Stopped);
    }

    /// `side` gives up: the other side wins.
    pub fn resign(&mut self, side: Side) {
        self.end(End::Resigned(side));
    }

    /// The players agree a draw.
    pub fn agree_draw(&mut self) {
        self.end(End::DrawAgreed);
    }

    /// The verdict of a game that ended as `end`: a game already ended keeps
    /// its verdict.
    pub fn end(&mut self, end: End) {
        if self.verdict.is_some() {
            return;
        }
        let winner = match &end {
            End::Rules(outcome) => outcome.winner,
            End::Forfeit(side, _) | End::Resigned(side) => Some(side.other()),
            End::DrawAgreed | End::Stopped => None,
        };
        self.verdict = Some(Verdict {
            winner,
            end,
            times: self.times,
        });
    }
}

/// The two sides of a game as the loop sees them: asked for a move in turn,
/// told of each move played. Two [`Player`](crate::Player)s are seats
/// ([`crate::Players`]); so is a server's table of network bots.
pub trait Seats<P: Position> {
    /// The reply of the side to move to `turn` in `game`. An `Err` is a failure
    /// of Bernstein's own, which ends the match, not the player's.
    fn turn(&mut self, game: &Game<P>, turn: &Turn) -> Result<Reply<P::Move>, PlayerError>;

    /// A move was played (`game` is after it; `text` is the move in the
    /// position before it).
    fn moved(
        &mut self,
        _game: &Game<P>,
        _side: Side,
        _mv: P::Move,
        _text: &str,
        _elapsed: Duration,
    ) {
    }
}

/// The one loop of a game: turn after turn until the referee says it is over.
pub fn play<P: Position>(
    referee: &mut Referee<P>,
    seats: &mut impl Seats<P>,
) -> Result<Verdict, PlayerError> {
    while let Some(turn) = referee.turn() {
        let reply = seats.turn(referee.game(), &turn)?;
        if let Judged::Played { mv, text, elapsed } = referee.judge(&turn, reply) {
            seats.moved(referee.game(), turn.side, mv, &text, elapsed);
        }
    }
    Ok(referee
        .verdict()
        .cloned()
        .expect("the referee ends a game with a verdict"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_rules::muehle::Muehle;

    fn referee(controls: [TimeControl; 2], ply_limit: Option<usize>) -> Referee<Muehle> {
        Referee::new(
            Game::new(Muehle::start(&Default::default(), 0)),
            controls,
            ply_limit,
        )
    }

    fn first_move(referee: &Referee<Muehle>) -> String {
        let mut moves = bernstein_rules::MoveList::new();
        referee.game().legal_moves(&mut moves);
        referee.game().position().move_to_text(moves[0])
    }

    const MS: fn(u64) -> Duration = Duration::from_millis;

    #[test]
    fn a_late_answer_loses_and_its_time_counts() {
        let limits = TimeControl::Limits {
            soft: MS(2000),
            hard: MS(10_000),
        };
        let mut referee = referee([limits; 2], None);
        let turn = referee.turn().unwrap();
        assert_eq!(turn.soft, Some(MS(2000)));
        let text = first_move(&referee);
        assert!(matches!(
            referee.judge(&turn, Reply::Text(text.clone(), MS(20))),
            Judged::Played { .. }
        ));
        let turn = referee.turn().unwrap();
        let text = first_move(&referee);
        assert_eq!(
            referee.judge(&turn, Reply::Text(text, MS(2500))),
            Judged::Over
        );
        let verdict = referee.verdict().unwrap();
        assert_eq!(verdict.winner, Some(Side::First));
        assert!(
            matches!(&verdict.end, End::Forfeit(Side::Second, fault) if fault.kind == FaultKind::SoftTimeout)
        );
        // The late move is counted: the slowest is 2.5 s, not 0.
        assert_eq!(verdict.times[1].slowest, MS(2500));
        assert_eq!(verdict.times[0].moves, 1);
    }

    #[test]
    fn an_illegal_or_unreadable_move_forfeits() {
        let mut referee = referee([TimeControl::Free; 2], None);
        let turn = referee.turn().unwrap();
        referee.judge(&turn, Reply::Text("z9".to_string(), MS(1)));
        let verdict = referee.verdict().unwrap();
        assert!(
            verdict
                .describe(GameKind::Muehle, ["new", "old"])
                .starts_with("Black wins: new forfeits (illegal move 'z9' at ")
        );
        assert_eq!(
            verdict.declared_reason(GameKind::Muehle),
            "white rule-violation"
        );
        assert_eq!(verdict.points(Side::Second), 1.0);
    }

    #[test]
    fn the_clock_runs_down_with_the_increment_and_flags() {
        let clock = TimeControl::Clock {
            clock: ClockControl::Game {
                base_ms: 1000,
                increment_ms: 100,
            },
            grace: MS(500),
        };
        let mut referee = referee([clock; 2], None);
        // Each side's first move is free of the clock.
        for _ in Side::BOTH {
            let turn = referee.turn().unwrap();
            assert_eq!((turn.soft, turn.hard), (None, Some(MS(1500))));
            let text = first_move(&referee);
            referee.judge(&turn, Reply::Text(text, MS(1200)));
        }
        assert_eq!(referee.clocks(), [MS(1000); 2]);
        let turn = referee.turn().unwrap();
        assert_eq!((turn.soft, turn.hard), (Some(MS(1000)), Some(MS(1500))));
        assert_eq!(
            turn.budget,
            Budget::Clock {
                left: [MS(1000); 2],
                clock: ClockControl::Game {
                    base_ms: 1000,
                    increment_ms: 100
                }
            }
        );
        let text = first_move(&referee);
        referee.judge(&turn, Reply::Text(text, MS(600)));
        assert_eq!(referee.clocks(), [MS(500), MS(1000)]);
        let turn = referee.turn().unwrap();
        let text = first_move(&referee);
        referee.judge(&turn, Reply::Text(text, MS(100)));
        let turn = referee.turn().unwrap();
        assert_eq!(turn.soft, Some(MS(500)));
        let text = first_move(&referee);
        // Using all that is left is running out.
        referee.judge(&turn, Reply::Text(text, MS(500)));
        let verdict = referee.verdict().unwrap();
        assert!(
            matches!(&verdict.end, End::Forfeit(Side::First, fault) if fault.detail.starts_with("lost on time"))
        );
    }

    #[test]
    fn a_resumed_game_keeps_its_clocks_and_the_first_move_rule() {
        let clock = ClockControl::Game {
            base_ms: 1000,
            increment_ms: 100,
        };
        let control = TimeControl::Clock {
            clock,
            grace: Duration::MAX,
        };
        // First has moved and has 300 ms left; Second has not moved yet.
        let mut game = Game::new(Muehle::start(&Default::default(), 0));
        let mut moves = bernstein_rules::MoveList::new();
        game.legal_moves(&mut moves);
        game.play(moves[0]).unwrap();
        let mut referee = Referee::resume(game, [control; 2], None, [Some(MS(300)), None]);
        assert_eq!(referee.clock_shows(Side::First, MS(50)), Some(MS(300)));
        // Second's first move stands its clock, however long, and no limit
        // waits it out.
        assert_eq!(referee.clock_shows(Side::Second, MS(5000)), Some(MS(1000)));
        let turn = referee.turn().unwrap();
        assert_eq!((turn.soft, turn.hard), (None, None));
        assert_eq!(turn.late(MS(5000)), None);
        let text = first_move(&referee);
        referee.judge(&turn, Reply::Text(text, MS(5000)));
        assert_eq!(referee.after_last_move(Side::Second), Some(MS(1000)));
        // First's clock runs: 300 ms used of 300 ms is running out.
        let turn = referee.turn().unwrap();
        assert_eq!(turn.soft, Some(MS(300)));
        assert_eq!(referee.clock_shows(Side::First, MS(120)), Some(MS(180)));
        let fault = turn.late(MS(300)).expect("ran out");
        assert_eq!(fault.kind, FaultKind::OutOfTime);
        referee.judge(&turn, Reply::Late(MS(300)));
        let verdict = referee.verdict().unwrap();
        assert_eq!(verdict.winner, Some(Side::Second));
        assert_eq!(verdict.declared_reason(GameKind::Muehle), "time forfeit");
        assert_eq!(
            referee.clock_shows(Side::First, MS(0)),
            Some(Duration::ZERO)
        );
        assert_eq!(referee.clock_shows(Side::Second, MS(0)), Some(MS(1000)));
    }

    #[test]
    fn a_resignation_or_an_agreed_draw_ends_the_game_once() {
        let mut referee = referee([TimeControl::Free; 2], None);
        referee.resign(Side::Second);
        referee.agree_draw();
        let verdict = referee.verdict().unwrap();
        assert_eq!(verdict.end, End::Resigned(Side::Second));
        assert_eq!(verdict.points(Side::First), 1.0);
        assert_eq!(verdict.declared_reason(GameKind::Muehle), "Black resigned");
        assert_eq!(
            verdict.describe(GameKind::Muehle, ["us", "them"]),
            "White wins: them resigned"
        );
        assert_eq!(referee.turn(), None);
        let mut agreed = self::referee([TimeControl::Free; 2], None);
        agreed.agree_draw();
        let verdict = agreed.verdict().unwrap();
        assert_eq!((verdict.winner, verdict.scored()), (None, true));
        assert_eq!(verdict.declared_reason(GameKind::Muehle), "draw agreed");
        assert_eq!(agreed.clock_shows(Side::First, MS(5)), None);
    }

    #[test]
    fn the_ply_limit_adjudicates_a_draw_and_a_stop_has_no_result() {
        let mut referee = referee([TimeControl::Free; 2], Some(1));
        let turn = referee.turn().unwrap();
        let text = first_move(&referee);
        referee.judge(&turn, Reply::Text(text, MS(1)));
        assert_eq!(referee.turn(), None);
        assert_eq!(
            referee.verdict().unwrap().end,
            End::Rules(Outcome::draw(EndReason::PlyLimit))
        );
        let mut stopped = self::referee([TimeControl::Free; 2], None);
        let turn = stopped.turn().unwrap();
        stopped.judge(&turn, Reply::Stopped);
        assert!(!stopped.verdict().unwrap().scored());
    }
}
