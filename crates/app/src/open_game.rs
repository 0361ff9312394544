//! The one boundary between the shell and the game on screen. [`OpenGame`] is an
//! object-safe trait: everything the shell asks of an open game (play a move text,
//! navigate, edit the tree, take back, make a record, drive the computer, draw the
//! board and the game's panels). It is implemented once, generically, by [`Open`]
//! for every game; the shell holds one `Box<dyn OpenGame>` and never learns which
//! game it is. The only place where a game kind becomes a type is `with_game!`.

use std::cell::RefCell;

use crate::analysis::{self, AnalysisRequest, ThreatView};
use crate::board::{BoardGame, BoardState};
use crate::computer::{self, Computer, Threat};
use crate::learn::{self, LearnRequest, Learning};
use crate::move_list::{self, ListAction};
use crate::panels;
pub use crate::panels::status::BoardSettings;
use crate::repaint::Repaint;
use crate::review::{ReviewJob, ReviewView};
use crate::session::{Decision, Session, TreeEdit};
use crate::tablebase::Databases;
use bernstein_analysis::review::SideSummary;
use bernstein_records::tree::{MoveTree, NodeId};
use bernstein_records::{PlayerKind, Record, RecordError, RecordedResult};
use bernstein_rules::with_game;
use bernstein_rules::{GameKind, MoveError, Outcome, Position, PositionError, Side};

/// A step through the move tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Nav {
    Start,
    Back,
    Forward,
    End,
    To(NodeId),
}

/// A game on screen, whichever it is. See the module docs.
pub trait OpenGame {
    fn kind(&self) -> GameKind;
    fn tree(&self) -> &MoveTree;
    /// The node shown.
    fn current(&self) -> NodeId;
    /// Ply of `id` counted from the start position.
    fn ply(&self, id: NodeId) -> usize;
    /// The move number of `id` and whether it is the second player's move.
    fn move_number(&self, id: NodeId) -> (usize, bool);
    fn players(&self) -> [PlayerKind; 2];
    /// The seed the start setup was drawn from, when it was drawn from one.
    fn seed(&self) -> Option<u64>;
    /// The position text of `id`.
    fn position_text(&self, id: NodeId) -> String;
    /// The position text of the start position.
    fn start_text(&self) -> String;
    fn outcome(&self, id: NodeId) -> Option<&Outcome>;
    /// The side to move at `id`.
    fn side_to_move(&self, id: NodeId) -> Side;
    /// The time `side` has on its clock at the node shown (`None`: no clocks).
    fn clock_left(&self, side: Side) -> Option<std::time::Duration>;

    /// Plays a move text at the node shown; every move, from the board, the move
    /// entry or the computer, goes through the session's one `play`.
    fn play_text(&mut self, text: &str) -> Result<NodeId, MoveError>;
    fn navigate(&mut self, step: Nav);
    /// Applies a tree edit; returns whether the tree changed. Searches about a
    /// deleted move shown stop.
    fn edit(&mut self, edit: TreeEdit) -> bool;
    /// Sets (empty: removes) the comment of `id`; returns whether it changed.
    fn set_comment(&mut self, id: NodeId, text: &str) -> bool;
    /// The user's take back (against the computer: with its reply).
    fn take_back(&mut self);

    /// A new game of the same kind and rule options from a position text, with the
    /// same players.
    fn with_position_text(&self, text: &str) -> Result<Box<dyn OpenGame>, PositionError>;
    /// The game as a record; `base` is the record it was opened from (its tags,
    /// names and recorded result are kept).
    fn record(&self, base: Option<&Record>) -> Record;
    /// Counts the changes to what [`OpenGame::record`] holds
    /// ([`Session::revision`]): the autosave writes when it moved.
    fn revision(&self) -> u64;

    /// Polls and starts the computer's searches, and plays the moves they find.
    fn drive_computer(&mut self, ctx: &egui::Context, settings: computer::Settings);
    /// Searches a hint for the position shown, on `threads` threads.
    fn request_hint(&mut self, ctx: &egui::Context, threads: usize);
    fn hint_pending(&self) -> bool;
    /// The hint shown on the board (for the position shown), as move text.
    fn hint(&self) -> Option<String>;
    fn is_thinking(&self) -> bool;
    /// The threads the analysis of the position shown searches with, once it has
    /// reported.
    fn analysis_threads(&self) -> Option<usize>;
    /// Whether the analysis searches now (it pauses while a test series runs).
    fn is_analysing(&self) -> bool;
    /// The position shown as a picture (PNG, or SVG), as the board shows it
    /// (`flipped` or not), with its arrows and marks when asked; an error in
    /// the user's words.
    fn position_picture(
        &self,
        options: &crate::picture::PictureOptions,
        flipped: bool,
    ) -> Result<Vec<u8>, bernstein_diagram::PictureError>;
    /// Stops every search (the game is left, or the position shown went away).
    fn stop_searches(&mut self);
    /// The window's endgame databases, for the searches and the analysis panel.
    fn set_databases(&mut self, databases: Databases);
    /// Shows what the opponent threatens, or stops showing it.
    fn toggle_threat(&mut self);

    /// The status card: side to move or result, scores, round, a recorded result.
    fn status_ui(&self, ui: &mut egui::Ui, recorded: Option<&RecordedResult>);
    /// The analysis section; returns a node clicked in the evaluation graph.
    fn analysis_ui(&self, ui: &mut egui::Ui) -> Option<NodeId>;
    fn move_list_ui(&self, ui: &mut egui::Ui, scroll_to_current: bool) -> Option<ListAction>;
    /// The board with its player bars, where the user plays moves, decides the
    /// game, changes the players and draws marks.
    fn board_ui(&mut self, ui: &mut egui::Ui, settings: BoardSettings);
}

/// The session of one game, what its board remembers between frames, and the
/// computer's searches for it.
pub struct Open<P: BoardGame> {
    pub session: Session<P>,
    /// The board widget's own state (selection, drag, a Mühle mill waiting for
    /// its stone to take, the slide of the last move), for the node
    /// [`Open::board_node`]: going to another node starts afresh.
    board: BoardState<P>,
    board_node: NodeId,
    pub computer: Computer<P>,
    /// The game review running in the background, if one does.
    review: Option<ReviewJob<P>>,
    /// Each side's counts and accuracy from the last review.
    review_summary: Option<[SideSummary; 2]>,
    /// Learning from one side's mistakes, while the user does.
    learning: Option<Learning<P>>,
    /// Who played each side before the notes of who made a move (the players the
    /// game was opened or started with): a move whose player differs from the side's
    /// last noted one gets a note.
    start_players: [PlayerKind; 2],
    /// What the analysis panel asked for while it was drawn (it only reads the
    /// game); carried out at the next [`OpenGame::drive_computer`].
    analysis_request: RefCell<Option<AnalysisRequest<P::Move>>>,
    /// The window's endgame databases (none until the window hands them over).
    databases: Option<Databases>,
    /// Whether the database's verdicts of the moves show on the board (with
    /// the analysis on, where it answers).
    database_on_board: bool,
    /// Whether the analysis shows what the opponent threatens.
    show_threat: bool,
}

impl<P: BoardGame> Open<P> {
    pub fn new(session: Session<P>) -> Open<P> {
        Open {
            start_players: *session.players,
            board: BoardState::default(),
            board_node: session.current,
            session,
            computer: Computer::default(),
            review: None,
            review_summary: None,
            learning: None,
            analysis_request: RefCell::new(None),
            databases: None,
            database_on_board: true,
            show_threat: false,
        }
    }

    /// The board's state, where it is about the node shown.
    fn board_state(&self) -> Option<&BoardState<P>> {
        (self.board_node == self.session.current).then_some(&self.board)
    }

    /// The board's state for the node shown: afresh once the node changed.
    fn board_state_mut(&mut self) -> &mut BoardState<P> {
        if self.board_node != self.session.current {
            self.board = BoardState::default();
            self.board_node = self.session.current;
        }
        &mut self.board
    }

    /// Carries out what the analysis panel asked for.
    fn serve_analysis_request(&mut self, ctx: &egui::Context) {
        let Some(request) = self.analysis_request.take() else {
            return;
        };
        match request {
            AnalysisRequest::Show(id) => self.session.go_to(id),
            AnalysisRequest::PlayLine { from, moves } => {
                if self.session.current != from {
                    return;
                }
                // A line that leaves the game becomes a variation, as a move on
                // the board would.
                for mv in moves {
                    if self.session.play(mv).is_err() {
                        break;
                    }
                }
            }
            AnalysisRequest::SetLines(count) => {
                self.computer.analysis_lines = count.clamp(1, analysis::MAX_LINES);
            }
            AnalysisRequest::StartReview => {
                let ctx = ctx.clone();
                let oracle = self.computer.oracle.clone();
                self.review = Some(ReviewJob::start(&self.session, oracle, move || {
                    ctx.request_repaint()
                }));
            }
            AnalysisRequest::StopReview => self.review = None,
            AnalysisRequest::ShowThreat(on) => self.show_threat = on,
            AnalysisRequest::Learn(request) => self.serve_learn_request(request),
            AnalysisRequest::DatabaseOnBoard(shown) => self.database_on_board = shown,
            AnalysisRequest::PauseDatabase(paused) => {
                if let Some(databases) = &self.databases {
                    databases.set_paused(paused);
                }
            }
        }
    }

    /// Carries out what the learning's card asked for.
    fn serve_learn_request(&mut self, request: LearnRequest) {
        let session = &mut self.session;
        match (request, &mut self.learning) {
            (LearnRequest::Start(side), _) => {
                if let Some(old) = self.learning.take() {
                    old.stop(session);
                }
                self.learning = Learning::start(session, side);
            }
            (LearnRequest::ShowSolution, Some(learning)) => learning.show_solution(session),
            (LearnRequest::Next, Some(learning)) => learning.next(session),
            (LearnRequest::BackToTask, Some(learning)) => learning.back_to_task(session),
            (LearnRequest::Stop, _) => {
                if let Some(learning) = self.learning.take() {
                    learning.stop(session);
                }
            }
            (_, None) => {}
        }
    }

    /// Plays a move of the user's (board or move entry) and, while the user
    /// learns from mistakes, takes it as a try.
    fn play_by_user(&mut self, mv: P::Move) -> Result<NodeId, MoveError> {
        let known = self.session.tree.children(self.session.current).to_vec();
        let id = self.play_noted(mv)?;
        if let Some(learning) = &mut self.learning {
            let oracle = self.computer.oracle.clone();
            learning.on_move(&mut self.session, id, !known.contains(&id), oracle);
        }
        Ok(id)
    }

    /// What the evaluation bar shows: the analysis' chances in the position
    /// shown, the result where the game is decided, nothing while the engine's
    /// judgement is hidden or has not reported.
    fn gauge(&self) -> panels::status::Gauge {
        use bernstein_analysis::wdl::Wdl;
        use panels::status::Gauge;
        if self.engine_hidden() {
            return Gauge::Empty;
        }
        if let Some(outcome) = self.session.current_outcome() {
            return Gauge::Chances(match outcome.winner {
                Some(Side::First) => Wdl::WON,
                Some(Side::Second) => Wdl::LOST,
                None => Wdl {
                    win: 0.0,
                    draw: 1.0,
                    loss: 0.0,
                },
            });
        }
        let position = self.session.current_position();
        match self.computer.analysis_of(self.session.current) {
            Some(info) => Gauge::Chances(crate::win_chance::first_player_chances(
                position,
                analysis::shown_score(info),
            )),
            None => Gauge::Empty,
        }
    }

    /// The first move of each analysis line, best first, drawn as arrows.
    fn shown_lines(&self) -> Vec<P::Move> {
        self.computer
            .analysis_of(self.session.current)
            .filter(|_| !self.engine_hidden())
            .map(|info| {
                info.lines
                    .iter()
                    .filter_map(|line| line.pv.first().copied())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// What Mühle's endgame database says of the position shown, with the
    /// user's choice of marks on the board.
    fn database_view(&self) -> Option<crate::tablebase::DatabaseView<P::Move>> {
        let mut view = self.databases.as_ref()?.view(&self.session)?;
        view.set_on_board(self.database_on_board);
        Some(view)
    }

    /// Whether the engine's judgement of the position must not show (a task of
    /// the learning waits for the user's move).
    fn engine_hidden(&self) -> bool {
        self.learning.as_ref().is_some_and(Learning::hides_engine)
    }

    /// The threat of the position shown, when it is asked for and may be shown.
    fn threat_shown(&self) -> Option<Threat<P::Move>> {
        self.computer
            .threat_of(self.session.current)
            .filter(|_| self.show_threat && !self.engine_hidden())
    }

    /// Plays a move at the node shown, as [`Session::play`], and notes on a new
    /// move who made it when that is not who made the side's moves before it (the
    /// user changed the players since). A change before the first move of a game
    /// changes the players at the start instead.
    fn play_noted(&mut self, mv: P::Move) -> Result<NodeId, MoveError> {
        let parent = self.session.current;
        let known = self.session.tree.children(parent).to_vec();
        if self.session.tree.is_empty() {
            self.start_players = *self.session.players;
        }
        let id = self.session.play(mv)?;
        if !known.contains(&id) {
            let side = self.session.position(parent).side_to_move();
            let before =
                self.session
                    .tree
                    .players_at(parent, self.start_players, self.session.numbering())[side.index()];
            let now = self.session.players[side.index()];
            if now != before
                && let Some(annotation) = self.session.annotation_mut(id)
            {
                annotation.player = Some(now);
            }
        }
        Ok(id)
    }

    /// Takes a finished review into the tree.
    fn poll_review(&mut self) {
        let Some(job) = &self.review else {
            return;
        };
        if let Some(review) = job.take_result() {
            self.review_summary = Some(job.apply(&mut self.session, &review));
            self.review = None;
        } else if job.is_stopped() {
            self.review = None;
        }
    }

    /// Lets the clock of the side to move run while it is a human's turn or the
    /// computer thinks (not in a pause, nor while the computer waits out the pause
    /// between moves), and asks for the next frame when its display changes. A
    /// clock that runs out ends the game and the computer's searches.
    fn tick_clocks(&mut self, ctx: &egui::Context, paused: bool) {
        if self.session.clocks.is_none() {
            return;
        }
        let now = std::time::Instant::now();
        let running = !paused && (self.session.human_to_move() || self.computer.is_thinking());
        if self.session.tick_clocks(running, now) {
            self.computer.stop_all();
        }
        if self.session.clock_running() {
            let side = self.session.current_position().side_to_move();
            let left = self.session.clock_left(side, now).unwrap_or_default();
            // The next change of the figure shown: a tenth under ten seconds, else a second.
            let step = if left.as_millis() < 10_000 { 100 } else { 1000 };
            let wait = left.as_millis() as u64 % step + 1;
            ctx.request_repaint_after(std::time::Duration::from_millis(wait));
        }
    }

    pub fn boxed(session: Session<P>) -> Box<dyn OpenGame> {
        Box::new(Open::new(session))
    }
}

/// A new game of `kind` from a position text (default rule options).
pub fn from_position_text(
    kind: GameKind,
    text: &str,
    players: [PlayerKind; 2],
) -> Result<Box<dyn OpenGame>, PositionError> {
    with_game!(kind, P => {
        P::from_text(text, &Default::default()).map(|pos| Open::boxed(Session::new(pos, players)))
    })
}

/// The game of a record (its main line's end shown). With `keep_players` the
/// record's computer players go on playing (the autosave); otherwise both sides
/// are taken by the user (a game opened for review).
pub fn from_record(record: &Record, keep_players: bool) -> Result<Box<dyn OpenGame>, RecordError> {
    with_game!(record.game, P => {
        let start = record.start_position::<P>()?;
        // The record names who plays each side now; its notes say who made the
        // moves after a side changed hands.
        let recorded = [record.players[0].kind, record.players[1].kind];
        let players = if keep_players {
            recorded
        } else {
            [PlayerKind::Human, PlayerKind::Human]
        };
        // Who played each side at the start, for the notes of who made later
        // moves: the record's players also where the user reviews the game (the
        // user makes only the moves played from now on).
        let start_players = recorded;
        // A program's connection did not come back with the game: the user moves its
        // side (its moves made so far stay the program's).
        let players = players.map(|player| match player {
            PlayerKind::Program => PlayerKind::Human,
            player => player,
        });
        let (mut session, refused) = Session::from_tree(start, players, &record.moves);
        if let Some(refused) = refused {
            return Err(RecordError::new(crate::strings::record_move_refused(
                refused.number,
                refused.second,
                &refused.text,
                &crate::i18n::say(&refused.error.why_words()),
            )));
        }
        // A timed game goes on with the times its moves left.
        session.clocks = record.time_control.map(crate::clock::Clocks::new);
        // A resignation or agreed draw the app wrote ends the game there again.
        if let Some(bernstein_records::GameResult::Declared { reason, winner }) = &record.result
            && let Some(decision) = Decision::from_record_text(P::KIND, reason, *winner)
        {
            session.decide(decision);
        }
        let mut open = Open::new(session);
        open.start_players = start_players;
        Ok(Box::new(open))
    })
}

impl<P: BoardGame> OpenGame for Open<P> {
    fn kind(&self) -> GameKind {
        P::KIND
    }

    fn tree(&self) -> &MoveTree {
        &self.session.tree
    }

    fn current(&self) -> NodeId {
        self.session.current
    }

    fn ply(&self, id: NodeId) -> usize {
        self.session.ply(id)
    }

    fn move_number(&self, id: NodeId) -> (usize, bool) {
        self.session.move_number(id)
    }

    fn players(&self) -> [PlayerKind; 2] {
        *self.session.players
    }

    fn seed(&self) -> Option<u64> {
        self.session.seed
    }

    fn position_text(&self, id: NodeId) -> String {
        self.session.position(id).to_text()
    }

    fn start_text(&self) -> String {
        self.session.start().to_text()
    }

    fn outcome(&self, id: NodeId) -> Option<&Outcome> {
        self.session.outcome(id)
    }

    fn side_to_move(&self, id: NodeId) -> Side {
        self.session.position(id).side_to_move()
    }

    fn clock_left(&self, side: Side) -> Option<std::time::Duration> {
        self.session.clock_left(side, std::time::Instant::now())
    }

    fn play_text(&mut self, text: &str) -> Result<NodeId, MoveError> {
        let text = text.trim();
        if self.session.current_outcome().is_some()
            || self.session.decision(self.session.current).is_some()
        {
            // The session says why the game takes no more moves.
            return self.session.play_text(text);
        }
        let mv = self.session.current_position().parse_move(text)?;
        self.play_by_user(mv)
    }

    fn navigate(&mut self, step: Nav) {
        let session = &mut self.session;
        match step {
            Nav::Start => session.to_start(),
            Nav::Back => session.back(),
            Nav::Forward => session.forward(),
            Nav::End => session.to_end(),
            Nav::To(id) => session.go_to(id),
        }
    }

    fn edit(&mut self, edit: TreeEdit) -> bool {
        let shown = self.session.current;
        let changed = self.session.edit(edit);
        if changed && self.session.current != shown {
            self.computer.stop_all();
        }
        changed
    }

    fn set_comment(&mut self, id: NodeId, text: &str) -> bool {
        self.session.set_comment(id, text)
    }

    fn take_back(&mut self) {
        self.computer.stop_all();
        self.session.take_back_for_user();
    }

    fn with_position_text(&self, text: &str) -> Result<Box<dyn OpenGame>, PositionError> {
        let options = self.session.start().options();
        P::from_text(text, options).map(|pos| Open::boxed(Session::new(pos, *self.session.players)))
    }

    fn record(&self, base: Option<&Record>) -> Record {
        let mut record = crate::files::record_of(&self.session, base);
        // The record names who plays each side now. Where a side's first move was
        // made by someone else (the side changed hands later), that move says so, so
        // that the record tells who made every move.
        let numbering = self.session.numbering();
        for side in Side::BOTH {
            let start = self.start_players[side.index()];
            let first_move = record
                .moves
                .main_line()
                .into_iter()
                .enumerate()
                .find(|&(ply, _)| numbering.at(ply).1 == (side == Side::Second))
                .map(|(_, node)| node);
            if let Some(annotation) = first_move.and_then(|node| record.moves.annotation_mut(node))
                && annotation.player.is_none()
                && start != record.players[side.index()].kind
            {
                annotation.player = Some(start);
            }
        }
        record
    }

    fn revision(&self) -> u64 {
        self.session.revision()
    }

    fn drive_computer(&mut self, ctx: &egui::Context, mut settings: computer::Settings) {
        self.serve_analysis_request(ctx);
        self.poll_review();
        if let Some(learning) = &mut self.learning {
            learning.poll(&mut self.session);
            if learning.judging() {
                ctx.request_repaint_after(std::time::Duration::from_millis(40));
            }
            // The user tries moves for one side: no computer answers them, no
            // clock runs, and the analysis waits until the task is solved.
            settings.paused = true;
            settings.analysis &= !learning.hides_engine();
        }
        settings.threat = self.show_threat;
        self.computer.oracle = self
            .databases
            .as_ref()
            .and_then(|databases| databases.oracle_for_game(&self.session, settings.analysis, ctx));
        let repaint = Repaint::of(ctx);
        if let Some(mv) = self.computer.drive(&mut self.session, &repaint, settings) {
            // A move of a search about a position gone is refused; nothing is lost.
            let _ = self.play_noted(mv);
        }
        self.tick_clocks(ctx, settings.paused);
    }

    fn request_hint(&mut self, ctx: &egui::Context, threads: usize) {
        if let Some(learning) = &mut self.learning {
            learning.note_hint();
        }
        self.computer
            .request_hint(&mut self.session, threads, &Repaint::of(ctx));
    }

    fn analysis_threads(&self) -> Option<usize> {
        self.computer
            .analysis_of(self.session.current)
            .map(|info| info.threads)
    }

    fn hint_pending(&self) -> bool {
        self.computer.hint_pending()
    }

    fn is_analysing(&self) -> bool {
        self.computer.is_analysing()
    }

    fn position_picture(
        &self,
        options: &crate::picture::PictureOptions,
        flipped: bool,
    ) -> Result<Vec<u8>, bernstein_diagram::PictureError> {
        let session = &self.session;
        let mut picture = bernstein_diagram::Picture::plain(options.size as f32);
        picture.look = bernstein_diagram::Look {
            flipped,
            coordinates: options.coordinates,
        };
        picture.last_move = session.move_at(session.current);
        if options.marks {
            picture.lines = self.shown_lines();
            picture.hint = session
                .hint
                .filter(|(node, _)| *node == session.current)
                .map(|(_, mv)| mv);
            picture.threat = match self.threat_shown() {
                Some(Threat::Move { mv, .. }) => Some(mv),
                _ => None,
            };
            if let Some(annotation) = session.tree.annotation(session.current) {
                picture.marks = bernstein_diagram::Marks {
                    arrows: annotation.arrows.clone(),
                    highlights: annotation.highlights.clone(),
                };
            }
        }
        let position = session.current_position();
        if options.svg {
            Ok(bernstein_diagram::svg(position, &picture).into_bytes())
        } else {
            bernstein_diagram::png(position, &picture)
        }
    }

    fn hint(&self) -> Option<String> {
        let session = &self.session;
        session
            .hint
            .filter(|(node, _)| *node == session.current)
            .map(|(_, mv)| session.current_position().move_to_text(mv))
    }

    fn is_thinking(&self) -> bool {
        self.computer.is_thinking()
    }

    fn stop_searches(&mut self) {
        self.computer.stop_all();
        self.review = None;
        if let Some(learning) = self.learning.take() {
            learning.stop(&mut self.session);
        }
    }

    fn toggle_threat(&mut self) {
        self.show_threat = !self.show_threat;
    }

    fn set_databases(&mut self, databases: Databases) {
        self.databases = Some(databases);
    }

    fn status_ui(&self, ui: &mut egui::Ui, recorded: Option<&RecordedResult>) {
        panels::status::status_card(
            ui,
            &self.session,
            self.board_state(),
            self.computer.is_thinking(),
            recorded,
        );
    }

    fn analysis_ui(&self, ui: &mut egui::Ui) -> Option<NodeId> {
        let hidden = self.engine_hidden();
        let info = self
            .computer
            .analysis_of(self.session.current)
            .filter(|_| !hidden);
        let review = ReviewView {
            running: self.review.as_ref().map(ReviewJob::progress),
            summary: self.review_summary,
            learning: self
                .learning
                .as_ref()
                .map(|learning| learning.view(&self.session)),
            learnable: learn::sides_with_tasks(&self.session),
        };
        let lines = self.computer.analysis_lines;
        let database = self.database_view().filter(|_| !hidden);
        let threat = (!hidden).then(|| ThreatView {
            on: self.show_threat,
            found: self.threat_shown(),
        });
        match analysis::analysis_ui(
            ui,
            &self.session,
            info,
            lines,
            review,
            database.as_ref(),
            threat,
        )? {
            AnalysisRequest::Show(id) => Some(id),
            request => {
                *self.analysis_request.borrow_mut() = Some(request);
                ui.ctx().request_repaint();
                None
            }
        }
    }

    fn move_list_ui(&self, ui: &mut egui::Ui, scroll_to_current: bool) -> Option<ListAction> {
        move_list::move_list_ui(ui, &self.session, scroll_to_current)
    }

    fn board_ui(&mut self, ui: &mut egui::Ui, settings: BoardSettings) {
        let thinking = self.computer.thinking_time();
        let lines = self.shown_lines();
        let threat = match self.threat_shown() {
            Some(Threat::Move { mv, .. }) => Some(mv),
            _ => None,
        };
        let gauge = settings.analysis.then(|| self.gauge());
        // The database's verdicts on the board, with the analysis on.
        let verdicts = self
            .database_view()
            .filter(|_| settings.analysis && self.database_on_board && !self.engine_hidden())
            .map(|view| view.verdicts())
            .unwrap_or_default();
        self.board_state_mut();
        if let Some(mv) = panels::status::board_with_players(
            ui,
            &mut self.session,
            &mut self.board,
            thinking,
            settings,
            lines,
            threat,
            gauge,
            verdicts,
        ) {
            // The board offers legal moves only; a refused one leaves the game as it was.
            let _ = self.play_by_user(mv);
        }
    }
}
