//! A search on its own thread, for the app and the command line: start it, poll
//! it every frame, stop or drop it. Nothing but `join` blocks the caller: the
//! worker publishes its progress into a mutex it holds only for a copy. An owner
//! may hand its engine to the search and take it back afterwards, so its
//! transposition table lives across searches.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;

use super::level::Level;
use super::search::{
    Engine, EngineOptions, Limits, SEARCH_STACK_BYTES, SearchInfo, SearchParams, SearchResult,
};
use crate::Evaluate;
use bernstein_rules::Game;

/// Why a search waited for with [`SearchHandle::join`] gave no result.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SearchError {
    /// The system could not start the search's thread.
    #[error("could not start the search thread: {0}")]
    NoThread(String),
    /// The search's thread stopped with an error (a bug).
    #[error("the search thread stopped with an error")]
    Failed,
    #[error("the search ended without a result")]
    NoResult,
}

/// What to search: a position, the game's earlier positions, and how.
#[derive(Clone, Debug)]
pub struct SearchRequest<P: Evaluate> {
    pub position: P,
    /// Hashes of the positions before `position`, oldest first (for repetition).
    pub history: Vec<u64>,
    pub params: SearchParams,
}

impl<P: Evaluate> SearchRequest<P> {
    /// Search with explicit limits (best move, no temperature).
    pub fn new(position: P, history: Vec<u64>, limits: Limits) -> SearchRequest<P> {
        SearchRequest {
            position,
            history,
            params: SearchParams::new(limits),
        }
    }

    /// The move an AI level plays; `seed` makes its choice reproducible.
    pub fn level(position: P, history: Vec<u64>, level: &Level, seed: u64) -> SearchRequest<P> {
        SearchRequest {
            position,
            history,
            params: level.params(seed),
        }
    }

    /// Analysis: deepen until stopped.
    pub fn analysis(position: P, history: Vec<u64>) -> SearchRequest<P> {
        SearchRequest::new(position, history, Limits::infinite())
    }

    /// The current position of a game with its history, searched with `params`.
    pub fn from_game(game: &Game<P>, params: SearchParams) -> SearchRequest<P> {
        let hashes = game.hashes();
        SearchRequest {
            position: game.position().clone(),
            history: hashes[..hashes.len() - 1].to_vec(),
            params,
        }
    }
}

struct Shared<P: Evaluate> {
    latest: Option<SearchInfo<P::Move>>,
    /// `latest` has not been returned by `poll` yet.
    unread: bool,
    result: Option<SearchResult<P::Move>>,
    /// A kept engine before the search takes it, and the engine after it.
    engine: Option<Engine<P>>,
}

/// A search running on its own thread.
///
/// ```no_run
/// use bernstein_engine::{SearchHandle, SearchRequest, levels};
/// use bernstein_rules::{Game, Position, muehle::Muehle};
///
/// let game = Game::new(Muehle::start(&Default::default(), 0));
/// let level = &levels()[4];
/// let handle = SearchHandle::start(SearchRequest::from_game(&game, level.params(7)));
/// // every frame:
/// if let Some(info) = handle.poll() { /* show info.depth, info.score_view(), info.pv */ }
/// if let Some(result) = handle.result() { /* play result.best_move */ }
/// ```
///
/// Dropping the handle stops the search; the thread ends on its own within
/// about a millisecond and is never waited for.
///
/// An owner that searches again and again (a computer player, one side of a
/// match) keeps its [`Engine`] and its transposition table across searches:
/// start with [`SearchHandle::start_with_engine`] and take the engine back with
/// [`SearchHandle::take_engine`] once finished (or [`SearchHandle::join`], which
/// waits).
pub struct SearchHandle<P: Evaluate> {
    stop: Arc<AtomicBool>,
    finished: Arc<AtomicBool>,
    shared: Arc<Mutex<Shared<P>>>,
    thread: Option<thread::JoinHandle<()>>,
    /// Why the thread could not be started, if it could not.
    spawn_error: Option<String>,
}

impl<P: Evaluate> SearchHandle<P> {
    /// Starts the search on a new thread and returns at once.
    pub fn start(request: SearchRequest<P>) -> SearchHandle<P> {
        SearchHandle::start_with(request, EngineOptions::default(), || {})
    }

    /// Like [`SearchHandle::start`], with engine options and a callback run on the
    /// search thread whenever there is news (a completed depth, the end): pass
    /// e.g. egui's `ctx.request_repaint()` so the app redraws without polling.
    /// The search uses a new engine (an empty table); to keep one across
    /// searches use [`SearchHandle::start_with_engine`].
    pub fn start_with(
        request: SearchRequest<P>,
        options: EngineOptions,
        notify: impl Fn() + Send + 'static,
    ) -> SearchHandle<P> {
        SearchHandle::spawn(request, None, options, notify)
    }

    /// Like [`SearchHandle::start_with`], searching with `engine`: what its earlier
    /// searches stored in its table and move-ordering statistics is used, and
    /// the engine comes back through [`SearchHandle::take_engine`] or
    /// [`SearchHandle::join`]. Call [`Engine::clear`] before handing it over when a
    /// search must not depend on the ones before (e.g. at the start of a new game).
    pub fn start_with_engine(
        request: SearchRequest<P>,
        engine: Engine<P>,
        notify: impl Fn() + Send + 'static,
    ) -> SearchHandle<P> {
        SearchHandle::spawn(request, Some(engine), EngineOptions::default(), notify)
    }

    fn spawn(
        request: SearchRequest<P>,
        kept: Option<Engine<P>>,
        options: EngineOptions,
        notify: impl Fn() + Send + 'static,
    ) -> SearchHandle<P> {
        let stop = Arc::new(AtomicBool::new(false));
        let finished = Arc::new(AtomicBool::new(false));
        let shared = Arc::new(Mutex::new(Shared {
            latest: None,
            unread: false,
            result: None,
            engine: kept,
        }));
        let worker_finished = finished.clone();
        let worker_shared = shared.clone();
        let worker_stop = stop.clone();
        let spawned = thread::Builder::new()
            .name("bernstein-search".to_string())
            .stack_size(SEARCH_STACK_BYTES)
            .spawn(move || {
                let (stop, finished, shared) = (worker_stop, worker_finished, worker_shared);
                let kept = shared
                    .lock()
                    .ok()
                    .and_then(|mut shared| shared.engine.take());
                let mut engine = kept.unwrap_or_else(|| Engine::new(options));
                let result = engine.search(
                    &request.position,
                    &request.history,
                    &request.params,
                    stop,
                    |info| {
                        if let Ok(mut shared) = shared.lock() {
                            shared.latest = Some(info.clone());
                            shared.unread = true;
                        }
                        notify();
                    },
                );
                if let Ok(mut shared) = shared.lock() {
                    shared.latest = Some(result.info.clone());
                    shared.unread = true;
                    shared.result = Some(result);
                    shared.engine = Some(engine);
                }
                finished.store(true, Ordering::Release);
                notify();
            });
        let (thread, spawn_error) = match spawned {
            Ok(thread) => (Some(thread), None),
            Err(error) => {
                // No thread: report a finished search without a move rather than
                // hang; a kept engine stays in `shared` for `take_engine`.
                finished.store(true, Ordering::Release);
                eprintln!("could not start the search thread: {error}");
                (None, Some(error.to_string()))
            }
        };
        SearchHandle {
            stop,
            finished,
            shared,
            thread,
            spawn_error,
        }
    }

    /// The newest progress if it has not been returned before (non-blocking).
    pub fn poll(&self) -> Option<SearchInfo<P::Move>> {
        let mut shared = self.shared.lock().ok()?;
        if shared.unread {
            shared.unread = false;
            shared.latest.clone()
        } else {
            None
        }
    }

    /// The newest progress, read or not.
    pub fn latest(&self) -> Option<SearchInfo<P::Move>> {
        self.shared.lock().ok()?.latest.clone()
    }

    /// True once the search has ended (by its limits or after [`SearchHandle::stop`]).
    pub fn is_finished(&self) -> bool {
        self.finished.load(Ordering::Acquire)
    }

    /// The final result once finished: the move to play (`None` if the game is
    /// over) and the last completed depth's information.
    pub fn result(&self) -> Option<SearchResult<P::Move>> {
        if !self.is_finished() {
            return None;
        }
        self.shared.lock().ok()?.result.clone()
    }

    /// The engine once the search has finished (the first call only): keep it
    /// for the owner's next search. `None` while the search runs.
    pub fn take_engine(&self) -> Option<Engine<P>> {
        if !self.is_finished() {
            return None;
        }
        self.shared.lock().ok()?.engine.take()
    }

    /// Waits for the search to end by its limits and returns its result with the
    /// engine, for callers that have nothing else to do meanwhile (a match on the
    /// command line). Call [`SearchHandle::stop`] first to end it early.
    pub fn join(mut self) -> Result<(SearchResult<P::Move>, Engine<P>), SearchError> {
        if let Some(error) = self.spawn_error.take() {
            return Err(SearchError::NoThread(error));
        }
        if let Some(thread) = self.thread.take() {
            thread.join().map_err(|_| SearchError::Failed)?;
        }
        let mut shared = self.shared.lock().map_err(|_| SearchError::Failed)?;
        match (shared.result.take(), shared.engine.take()) {
            (Some(result), Some(engine)) => Ok((result, engine)),
            _ => Err(SearchError::NoResult),
        }
    }

    /// Asks the search to end; it does so within about a millisecond and then
    /// reports its result (the best move found so far).
    pub fn stop(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl<P: Evaluate> Drop for SearchHandle<P> {
    fn drop(&mut self) {
        self.stop();
    }
}
