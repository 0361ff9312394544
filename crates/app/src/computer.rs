//! The computer's part in a game: its moves, the hint and the analysis, each a
//! search on the engine's own thread. Every frame only polls; nothing waits.
//! A search belongs to the node it was started on: when the node shown changes
//! (take back, navigation, new game) the search is dropped, which stops it.
//! The computer reads the session and writes its evaluations and hints into it,
//! but never plays: [`Computer::drive`] returns the move it found, and the caller
//! plays it through the session like any other move.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::repaint::Repaint;
use crate::session::{DrawAnswer, PlayerExt, Session};
use bernstein_engine::Evaluate;
use bernstein_engine::{Engine, Oracle, SearchHandle, SearchInfo, SearchRequest};
use bernstein_records::PlayerKind;
use bernstein_records::tree::NodeId;
use bernstein_rules::Side;

/// How long the computer weighs a draw offered to it.
const DRAW_THINK: Duration = Duration::from_millis(500);

/// The most the computer may see itself ahead, in hundredths of the game's unit,
/// and still accept a draw: a quarter of an amber, a stone, a fish.
const DRAW_ACCEPT_MARGIN: i32 = 25;

/// How many idle engines a game keeps: one per kind of search that can run at
/// once (the computer's move, the analysis, the graph, a hint, a draw weighed,
/// the threat).
const MAX_SPARE_ENGINES: usize = 6;

/// Nodes searched for the threat of a position: as many as the review searches
/// a position with, so the threat comes within a moment and is the same on
/// every machine.
const THREAT_NODES: u64 = bernstein_analysis::review::REVIEW_NODES;

/// What the opponent threatens in a position: its best move if it were to move
/// now, with the score after it (from the first player's side).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Threat<M> {
    Move {
        mv: M,
        score: i32,
    },
    /// Nothing to threaten: the game would be over, or has no such position.
    None,
}

/// A search running for one node.
struct Job<P: Evaluate> {
    node: NodeId,
    handle: SearchHandle<P>,
    /// When it started (the computer's thinking time is shown).
    started: Instant,
}

/// The searches of one session.
pub struct Computer<P: Evaluate> {
    mover: Option<Job<P>>,
    hint: Option<Job<P>>,
    /// The search that weighs a draw the user offered the computer.
    draw: Option<Job<P>>,
    analysis: Option<Job<P>>,
    /// A short search for a node of the line shown that has no evaluation yet,
    /// so the evaluation graph fills in while the analysis is on.
    graph: Option<Job<P>>,
    /// The search of what the opponent threatens in the position shown.
    threat: Option<Job<P>>,
    /// The threat found for a node (none while its search runs).
    threat_info: Option<(NodeId, Threat<P::Move>)>,
    /// The newest analysis progress and the node it is about.
    pub analysis_info: Option<(NodeId, SearchInfo<P::Move>)>,
    /// How many lines the analysis searches (1 to 5).
    pub analysis_lines: usize,
    /// The lines the running analysis was started with.
    analysis_started_lines: usize,
    /// The threads the running analysis was started with.
    analysis_started_threads: usize,
    /// Engines (each with its hash table) of finished searches, kept for the next
    /// ones: what a search learned about this game's positions helps the next, and
    /// no search allocates a table anew.
    spare: Vec<Engine<P>>,
    /// Searches that were stopped or finished, until their engines come back.
    retiring: Vec<SearchHandle<P>>,
    /// When the computer last played a move (for the pause between moves).
    last_move_at: Option<Instant>,
    moves_played: u64,
    /// The endgame database the searches ask, when one is ready for the game
    /// (the analysis, the hint and the graph always; a player if its level does).
    pub oracle: Option<Arc<dyn Oracle<P>>>,
}

impl<P: Evaluate> Default for Computer<P> {
    fn default() -> Self {
        Computer {
            mover: None,
            hint: None,
            draw: None,
            analysis: None,
            graph: None,
            threat: None,
            threat_info: None,
            analysis_info: None,
            analysis_lines: 1,
            analysis_started_lines: 1,
            analysis_started_threads: 1,
            spare: Vec::new(),
            retiring: Vec::new(),
            last_move_at: None,
            moves_played: 0,
            oracle: None,
        }
    }
}

/// What the app asks of the computer this frame.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Computer players are paused (computer-vs-computer "pause").
    pub paused: bool,
    /// The least time between two computer moves, so a computer-vs-computer game can be followed.
    pub pause_between_moves: Duration,
    pub analysis: bool,
    /// Show what the opponent threatens (with the analysis on).
    pub threat: bool,
    /// Threads of the analysis, the hint and the computer players' searches (the
    /// levels limited by nodes search with one all the same).
    pub threads: usize,
}

impl<P: Evaluate> Computer<P> {
    /// Starts a search on `threads` threads with a kept engine (or a new one when
    /// none is spare), asking the endgame database when there is one and `oracle`.
    fn start(
        &mut self,
        request: SearchRequest<P>,
        threads: usize,
        oracle: bool,
        repaint: &Repaint,
    ) -> SearchHandle<P> {
        let repaint = repaint.clone();
        let mut engine = self.spare.pop().unwrap_or_default();
        engine.set_threads(threads);
        engine.set_oracle(self.oracle.clone().filter(|_| oracle));
        SearchHandle::start_with_engine(request, engine, move || repaint.now())
    }

    /// Stops a search that is no longer wanted (or has finished) and keeps its
    /// handle until its engine comes back.
    fn retire(&mut self, job: Option<Job<P>>) {
        if let Some(job) = job {
            job.handle.stop();
            self.retiring.push(job.handle);
        }
    }

    /// Takes back the engines of retired searches that have ended.
    fn reclaim(&mut self) {
        let spare = &mut self.spare;
        self.retiring.retain(|handle| {
            if !handle.is_finished() {
                return true;
            }
            if let Some(engine) = handle.take_engine()
                && spare.len() < MAX_SPARE_ENGINES
            {
                spare.push(engine);
            }
            false
        });
    }

    /// Whether the computer is thinking about its move now.
    pub fn is_thinking(&self) -> bool {
        self.mover.is_some()
    }

    /// How long the computer has been thinking about its move, while it does.
    pub fn thinking_time(&self) -> Option<Duration> {
        self.mover.as_ref().map(|job| job.started.elapsed())
    }

    /// Whether the analysis (or its threat) searches now.
    pub fn is_analysing(&self) -> bool {
        self.analysis.is_some() || self.threat.is_some()
    }

    /// Whether a hint is being searched.
    pub fn hint_pending(&self) -> bool {
        self.hint.is_some()
    }

    /// Stops every search (new game, closing, loading).
    pub fn stop_all(&mut self) {
        let old = self.mover.take();
        self.retire(old);
        let old = self.hint.take();
        self.retire(old);
        let old = self.draw.take();
        self.retire(old);
        let old = self.analysis.take();
        self.retire(old);
        let old = self.threat.take();
        self.retire(old);
        self.threat_info = None;
        let old = self.graph.take();
        self.retire(old);
        self.analysis_info = None;
    }

    /// Starts searching a hint for the node shown.
    pub fn request_hint(&mut self, session: &mut Session<P>, threads: usize, repaint: &Repaint) {
        let node = session.current;
        session.hint = None;
        if session.current_outcome().is_some() {
            return;
        }
        // A fixed, short think: a hint should come at once.
        let limits = bernstein_engine::Limits {
            depth: None,
            nodes: None,
            movetime: Some(Duration::from_millis(1200)),
            clock: None,
        };
        let request = SearchRequest::new(
            session.current_position().clone(),
            session.history(node).to_vec(),
            limits,
        );
        let old = self.hint.take();
        self.retire(old);
        self.hint = Some(Job {
            node,
            handle: self.start(request, threads, true, repaint),
            started: Instant::now(),
        });
    }

    /// The newest analysis of the node shown, if the analysis runs for it.
    pub fn analysis_of(&self, node: NodeId) -> Option<&SearchInfo<P::Move>> {
        self.analysis_info
            .as_ref()
            .filter(|(at, _)| *at == node)
            .map(|(_, info)| info)
    }
}

impl<P: Evaluate> Computer<P> {
    /// Polls and starts the session's searches; returns the computer's move when it is
    /// found (the caller plays it). Evaluations and the hint go into the session.
    pub fn drive(
        &mut self,
        session: &mut Session<P>,
        repaint: &Repaint,
        settings: Settings,
    ) -> Option<P::Move> {
        self.reclaim();
        let found = self.play_turn(session, repaint, settings);
        self.poll_hint(session);
        self.answer_draw(session, repaint, settings.threads);
        self.analyse(session, repaint, settings);
        self.find_threat(session, repaint, settings);
        let idle = self.mover.is_none();
        self.fill_graph(session, repaint, settings.analysis && idle);
        found
    }

    /// The computer's own move: searched at the end of a line when it is a
    /// computer's turn (after the pause between moves), returned once found.
    fn play_turn(
        &mut self,
        session: &mut Session<P>,
        repaint: &Repaint,
        settings: Settings,
    ) -> Option<P::Move> {
        let node = session.current;
        let mut found = None;

        // The computer's own move: only at the end of a line, when it is its turn.
        let side = session.current_position().side_to_move();
        let level = match session.players[side.index()] {
            PlayerKind::Computer { level } => Some(level),
            // A program's moves come over its connection, never from our engine.
            PlayerKind::Human | PlayerKind::Program => None,
        };
        let wants_move = level.is_some()
            && !settings.paused
            && session.current_outcome().is_none()
            && session.decision(node).is_none()
            && session.tree.children(node).is_empty();
        if self.mover.as_ref().is_some_and(|job| job.node != node) || !wants_move {
            let old = self.mover.take();
            self.retire(old);
        }
        if wants_move && self.mover.is_none() {
            let since = self
                .last_move_at
                .map(|at| at.elapsed())
                .unwrap_or(Duration::MAX);
            if since >= settings.pause_between_moves {
                let level = bernstein_engine::Level::get(level.unwrap_or(1))
                    .unwrap_or(&bernstein_engine::levels()[0]);
                let seed =
                    session.current_position().hash() ^ self.moves_played.wrapping_mul(0x9E37_79B9);
                let mut request = SearchRequest::level(
                    session.current_position().clone(),
                    session.history(node).to_vec(),
                    level,
                    seed,
                );
                // In a timed game the level thinks no longer than its clock allows.
                if let Some(clocks) = &session.clocks
                    && let Some(left) = session.clock_left(side, Instant::now())
                {
                    crate::clock::limit_by_clock(&mut request.params.limits, clocks.control, left);
                }
                self.mover = Some(Job {
                    node,
                    handle: self.start(request, settings.threads, level.uses_oracle(), repaint),
                    started: Instant::now(),
                });
            } else {
                repaint.after(settings.pause_between_moves - since);
            }
        }
        if let Some(result) = self.mover.as_ref().and_then(|job| job.handle.result()) {
            let old = self.mover.take();
            self.retire(old);
            let side = session.current_position().side_to_move();
            session
                .evals
                .insert(node, result.info.score_for_first_player(side));
            if let Some(mv) = result.best_move {
                self.last_move_at = Some(Instant::now());
                self.moves_played += 1;
                found = Some(mv);
            }
        }
        found
    }

    /// The hint: shown on the board once found, for the node it was asked for, and
    /// only until the user leaves that position: coming back later, the analysis
    /// may prefer another move, and an old arrow would contradict it.
    fn poll_hint(&mut self, session: &mut Session<P>) {
        if session
            .hint
            .is_some_and(|(node, _)| node != session.current)
        {
            session.hint = None;
        }
        if self
            .hint
            .as_ref()
            .is_some_and(|job| job.node != session.current)
        {
            let old = self.hint.take();
            self.retire(old);
        }
        if let Some(result) = self.hint.as_ref().and_then(|job| job.handle.result()) {
            let job = self.hint.take().expect("checked above");
            let node = job.node;
            self.retire(Some(job));
            if let Some(mv) = result.best_move {
                session.hint = Some((node, mv));
            }
        }
    }

    /// The analysis of the node shown: it follows the node, and starts again when
    /// its lines or threads change.
    fn analyse(&mut self, session: &mut Session<P>, repaint: &Repaint, settings: Settings) {
        let node = session.current;
        if !settings.analysis || session.current_outcome().is_some() {
            let old = self.analysis.take();
            self.retire(old);
        } else if self.analysis.as_ref().is_none_or(|job| job.node != node)
            || self.analysis_started_lines != self.analysis_lines
            || self.analysis_started_threads != settings.threads
        {
            let mut request = SearchRequest::analysis(
                session.current_position().clone(),
                session.history(node).to_vec(),
            );
            request.params = request.params.with_lines(self.analysis_lines);
            self.analysis_started_lines = self.analysis_lines;
            self.analysis_started_threads = settings.threads;
            let old = self.analysis.take();
            self.retire(old);
            self.analysis = Some(Job {
                node,
                handle: self.start(request, settings.threads, true, repaint),
                started: Instant::now(),
            });
            self.analysis_info = None;
        }
        if let Some(job) = &self.analysis
            && let Some(info) = job.handle.poll()
        {
            let side = session.current_position().side_to_move();
            if info.depth >= 1 {
                session
                    .evals
                    .insert(job.node, info.score_for_first_player(side));
            }
            self.analysis_info = Some((job.node, info));
        }
    }

    /// What the opponent threatens in the position shown: the best move of the
    /// position with the side to move passing ([`bernstein_rules::Position::passed`]),
    /// searched with a fixed number of nodes on one thread beside the analysis.
    fn find_threat(&mut self, session: &Session<P>, repaint: &Repaint, settings: Settings) {
        let node = session.current;
        let wanted = settings.analysis && settings.threat && session.current_outcome().is_none();
        if !wanted || self.threat.as_ref().is_some_and(|job| job.node != node) {
            let old = self.threat.take();
            self.retire(old);
        }
        if !wanted {
            self.threat_info = None;
            return;
        }
        if let Some(result) = self.threat.as_ref().and_then(|job| job.handle.result()) {
            let old = self.threat.take();
            self.retire(old);
            let side = session.current_position().side_to_move().other();
            let threat = match result.best_move {
                Some(mv) => Threat::Move {
                    mv,
                    score: result.info.score_for_first_player(side),
                },
                None => Threat::None,
            };
            self.threat_info = Some((node, threat));
            return;
        }
        if self.threat.is_some() || self.threat_of(node).is_some() {
            return;
        }
        let history = session.history(node).to_vec();
        let Some(passed) = session
            .current_position()
            .passed()
            .filter(|passed| passed.outcome(&history).is_none())
        else {
            self.threat_info = Some((node, Threat::None));
            return;
        };
        let request = SearchRequest::new(
            passed,
            history,
            bernstein_engine::Limits::nodes(THREAT_NODES),
        );
        self.threat_info = None;
        self.threat = Some(Job {
            node,
            handle: self.start(request, 1, true, repaint),
            started: Instant::now(),
        });
    }

    /// The threat found for `node`, once its search is done.
    pub fn threat_of(&self, node: NodeId) -> Option<Threat<P::Move>> {
        self.threat_info
            .filter(|(at, _)| *at == node)
            .map(|(_, threat)| threat)
    }

    /// A draw the user offered the computer: weighed by a short search of the
    /// position, and accepted when the computer does not see itself ahead by more
    /// than [`DRAW_ACCEPT_MARGIN`]; the answer, with the score it went by, goes into
    /// the session.
    fn answer_draw(&mut self, session: &mut Session<P>, repaint: &Repaint, threads: usize) {
        let node = session.current;
        let offer = session
            .draw_offer_at(node)
            .filter(|offer| offer.answer.is_none())
            .filter(|offer| session.players[offer.by.other().index()].is_computer());
        let Some(offer) = offer else {
            let old = self.draw.take();
            self.retire(old);
            return;
        };
        if self.draw.as_ref().is_none_or(|job| job.node != node) {
            let old = self.draw.take();
            self.retire(old);
            let limits = bernstein_engine::Limits::movetime(DRAW_THINK);
            let request = SearchRequest::new(
                session.current_position().clone(),
                session.history(node).to_vec(),
                limits,
            );
            self.draw = Some(Job {
                node,
                handle: self.start(request, threads, true, repaint),
                started: Instant::now(),
            });
        }
        if let Some(result) = self.draw.as_ref().and_then(|job| job.handle.result()) {
            let old = self.draw.take();
            self.retire(old);
            let side = session.current_position().side_to_move();
            let for_first = result.info.score_for_first_player(side);
            let own = match offer.by.other() {
                Side::First => for_first,
                Side::Second => -for_first,
            };
            session.answer_draw(DrawAnswer {
                accepted: own <= DRAW_ACCEPT_MARGIN,
                score: Some(for_first),
            });
        }
    }

    /// One short search at a time for the first node of the line shown without an
    /// evaluation; finished games get their result's score without a search.
    fn fill_graph(&mut self, session: &mut Session<P>, repaint: &Repaint, on: bool) {
        if !on {
            let old = self.graph.take();
            self.retire(old);
            return;
        }
        if let Some(job) = &self.graph {
            if !session.tree.contains(job.node) {
                let old = self.graph.take();
                self.retire(old);
            } else if let Some(result) = job.handle.result() {
                let node = job.node;
                let side = session.position(node).side_to_move();
                session
                    .evals
                    .insert(node, result.info.score_for_first_player(side));
                let old = self.graph.take();
                self.retire(old);
            } else {
                return;
            }
        }
        let line = session.line_through_current();
        for node in line {
            if session.evals.contains_key(&node) {
                continue;
            }
            if let Some(outcome) = session.outcome(node) {
                let score = match outcome.winner {
                    Some(bernstein_rules::Side::First) => bernstein_engine::score::WIN,
                    Some(bernstein_rules::Side::Second) => -bernstein_engine::score::WIN,
                    None => 0,
                };
                session.evals.insert(node, score);
                continue;
            }
            let limits = bernstein_engine::Limits {
                depth: Some(6),
                nodes: None,
                movetime: Some(Duration::from_millis(150)),
                clock: None,
            };
            let request = SearchRequest::new(
                session.position(node).clone(),
                session.history(node).to_vec(),
                limits,
            );
            // One thread: the graph's short searches run beside the analysis.
            self.graph = Some(Job {
                node,
                handle: self.start(request, 1, true, repaint),
                started: Instant::now(),
            });
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_rules::Position;
    use bernstein_rules::muehle::Muehle;

    /// Drives until the computer returns a move (bounded).
    fn next_move(
        computer: &mut Computer<Muehle>,
        session: &mut Session<Muehle>,
        repaint: &Repaint,
    ) -> Option<<Muehle as Position>::Move> {
        let settings = Settings {
            paused: false,
            pause_between_moves: Duration::ZERO,
            analysis: false,
            threat: false,
            threads: 1,
        };
        let started = Instant::now();
        while started.elapsed() < Duration::from_secs(20) {
            if let Some(mv) = computer.drive(session, repaint, settings) {
                return Some(mv);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
        None
    }

    #[test]
    fn the_engine_of_a_finished_search_is_kept_for_the_next() {
        let repaint = Repaint::never();
        let start = Muehle::start(&Default::default(), 0);
        let players = [PlayerKind::Computer { level: 2 }; 2];
        let mut session = Session::new(start, players);
        let mut computer = Computer::default();
        let first = next_move(&mut computer, &mut session, &repaint).expect("a move");
        session.play(first).unwrap();
        // The finished search's engine comes back within a few polls…
        let started = Instant::now();
        while computer.spare.is_empty() && started.elapsed() < Duration::from_secs(5) {
            computer.reclaim();
            std::thread::sleep(Duration::from_millis(2));
        }
        assert_eq!(computer.spare.len(), 1, "the engine is kept");
        // …and the next search takes it instead of building a new one.
        let settings = Settings {
            paused: false,
            pause_between_moves: Duration::ZERO,
            analysis: false,
            threat: false,
            threads: 1,
        };
        let _ = computer.drive(&mut session, &repaint, settings);
        assert!(
            computer.spare.is_empty(),
            "the next search uses the kept engine"
        );
        assert!(next_move(&mut computer, &mut session, &repaint).is_some());
    }
}
