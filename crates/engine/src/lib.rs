//! The search engine for all four games, working only through the rules traits
//! ([`Position`](bernstein_rules::Position) and [`Evaluate`]).
//!
//! # For the app
//!
//! The app never searches on its own thread. It starts a [`SearchHandle`] and
//! polls it each frame:
//!
//! - **AI move**: `SearchHandle::start(SearchRequest::from_game(&game, level.params(seed)))`,
//!   where `level` is one of [`levels()`] (ten levels, `level.label()` gives
//!   "1 Beginner" … "10 Maximum") and `seed` any number (e.g. the game's move count
//!   mixed with a per-game seed: the same seed gives the same move at the low levels).
//!   When `handle.result()` is `Some(result)`, play `result.best_move` (it is `None`
//!   only if the game is already over).
//! - **Analysis**: `SearchHandle::start(SearchRequest::from_game(&game,
//!   SearchParams::new(Limits::infinite())))` deepens until `stop()` or drop; show
//!   `handle.poll()` (new info since the last poll) or `handle.latest()`.
//! - Use [`SearchHandle::start_with`] to pass a callback (e.g. `ctx.request_repaint()`)
//!   that runs on the search thread when a depth completes or the search ends.
//! - **A computer player that moves again and again** keeps one [`Engine`] (and
//!   its transposition table) across its searches:
//!   `SearchHandle::start_with_engine(request, engine, notify)` searches with it,
//!   and `handle.take_engine()` (non-blocking, `Some` once finished) or
//!   `handle.join()` (waits) hands it back for the next search. Clear it with
//!   [`Engine::clear`] at a new game when results must not depend on earlier ones.
//! - **Several lines** (analysis): `SearchParams::new(limits).with_lines(n)`; each
//!   [`SearchInfo`] then carries `lines` (best first, distinct first moves, each
//!   with score, depth and pv; `lines[0]` is the line of `best_move`/`score`/`pv`).
//! - **Threads**: `EngineOptions { threads, .. }` for a new engine (with
//!   [`SearchHandle::start_with`]) or [`Engine::set_threads`] on a kept one;
//!   [`default_analysis_threads`] is all cores but one. Searches limited by nodes
//!   (levels 1–8) always use one thread.
//! - `stop()` returns at once; the search ends within about a millisecond and its
//!   result is the best move found so far. Dropping the handle stops the search
//!   and never waits for the thread.
//!
//! [`SearchInfo`] carries `depth`, `seldepth`, `score`, `pv`, `nodes`, `nps`,
//! `elapsed` and `best_move`. Scores are `i32` from the side to move's view, in
//! hundredths of the game's unit (100 = one amber, fish or stone); decided games are
//! `WIN - plies` / `-(WIN - plies)`: [`ScoreView::of`] tells a value from a
//! "win in N plies" / "loss in N plies" (its `own_moves_to_end` counts the
//! winner's own moves, like "mate in N"), and [`score::for_first_player`] turns
//! a score to Red's/White's view for an evaluation bar.
//!
//!
//! # Inside
//!
//! [`Engine`] is iterative deepening over principal-variation search with
//! aspiration windows, a transposition table (two-entry buckets: depth-preferred
//! plus always-replace), move ordering by hash move, tactical moves
//! ([`Evaluate::is_tactical`]) by their gain
//! in static evaluation, two killers per ply and a history table, late-move
//! reductions of quiet moves, and a quiescence search over tactical moves (at most
//! 8 plies) so pending ambers, captures and mills are resolved before evaluating.
//! There is no null-move pruning: the rules have no "pass", and zugzwang is
//! common in Mühle's moving phase. Game ends come from
//! `Position::outcome(history)` with the search path appended to the game's
//! history (so Mühle's threefold repetition is seen); a position repeated on the
//! search path counts as a draw. With only depth or node limits the search is
//! deterministic; time limits and the stop flag are checked every 256 nodes. A
//! time per move is used to its end less [`time_margin`]. With more than one
//! thread, helpers search the same root (skipping some depths) and share the
//! lock-free transposition table ("Lazy SMP"); the first thread reports.

pub mod eval;
mod handle;
mod level;
pub mod oracle;
pub mod policy;
pub mod score;
mod search;
pub mod stats;
mod table;
pub mod tune;

pub use eval::Evaluate;
pub use handle::{SearchError, SearchHandle, SearchRequest};
pub use level::{Level, ORACLE_FROM_LEVEL, levels};
pub use oracle::{Oracle, OracleResult, OracleValue};
pub use score::ScoreView;
pub use search::{
    Clock, Engine, EngineOptions, Limits, MAX_DEPTH, MAX_PLY, MAX_THREADS, MOVE_OVERHEAD, PvLine,
    SEARCH_STACK_BYTES, SearchInfo, SearchParams, SearchResult, TimePlan, default_analysis_threads,
    machine_cores, threads_for_machine, time_margin,
};
pub use stats::{MatchScore, Pentanomial, Sprt, SprtVerdict, binomial_cdf, elo_from_fraction};
pub use table::{Bound, Table, move_key};
