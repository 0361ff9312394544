//! The search: iterative deepening over a principal-variation alpha-beta search
//! (negamax) with aspiration windows, a transposition table, move ordering (hash
//! move, tactical moves by gain, killers, history), late-move reductions and a
//! quiescence search over tactical moves. Generic over any game through
//! [`Evaluate`](crate::Evaluate); positions are copied, never unmade.
//!
//! One file per part, each using only those listed before it:
//!
//! - `limits.rs`: what a search is asked for ([`Limits`], [`SearchParams`],
//!   [`EngineOptions`]);
//! - `time.rs`: the time manager, planning a move's share of a clock;
//! - `worker.rs`: one search thread's state, its stop checks and the static
//!   evaluation as the search sees it;
//! - `report.rs`: what a search reports ([`SearchInfo`], [`PvLine`], [`SearchResult`]);
//! - `ordering.rs`: move ordering, killers and the history table;
//! - `negamax.rs`: the tree search below the root and the quiescence search;
//! - `oracle.rs`: what an endgame database (an [`Oracle`](crate::Oracle))
//!   says of a node, and the root's answer from it;
//! - `deepening.rs`: the iterative deepening driver, the root's moves, the depths
//!   Lazy SMP helpers skip, and the move drawn by temperature at low levels;
//! - `engine.rs`: the [`Engine`] handle that keeps the table and runs the threads.

mod deepening;
mod engine;
mod limits;
mod negamax;
mod oracle;
mod ordering;
mod report;
mod time;
mod worker;

pub use deepening::MAX_DEPTH;
pub use engine::{Engine, SEARCH_STACK_BYTES};
pub use limits::{
    EngineOptions, Limits, MAX_THREADS, SearchParams, default_analysis_threads, machine_cores,
    threads_for_machine, time_margin,
};
pub use report::{PvLine, SearchInfo, SearchResult};
pub use time::{Clock, MOVE_OVERHEAD, TimePlan};
pub use worker::MAX_PLY;
