//! What a search is asked for: its limits ([`Limits`]), the move choice at low
//! levels ([`SearchParams`]), the engine's switches and threads ([`EngineOptions`]),
//! and the time kept back for answering.

use std::thread;
use std::time::Duration;

use super::time::Clock;

/// The most search threads an engine runs.
pub const MAX_THREADS: usize = 256;

/// When to stop searching. All `None` means "until stopped" (analysis).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop after completing this depth (plies of full-width search).
    pub depth: Option<u32>,
    /// Stop after about this many nodes (deterministic, machine independent).
    pub nodes: Option<u64>,
    /// Think for this much time: the search goes on until it is spent, less a
    /// small margin for answering ([`time_margin`]), and ends earlier only when
    /// the result is proven or (when playing) there is one legal move.
    pub movetime: Option<Duration>,
    /// The side to move's clock: the time manager (`time.rs`) plans this move's
    /// share of it.
    pub clock: Option<Clock>,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn movetime(time: Duration) -> Limits {
        Limits {
            movetime: Some(time),
            ..Limits::default()
        }
    }

    /// A clock to plan the move's time on.
    pub fn clock(clock: Clock) -> Limits {
        Limits {
            clock: Some(clock),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }

    /// No limit at all: the search runs until its stop flag is set.
    pub fn infinite() -> Limits {
        Limits::default()
    }

    pub fn is_infinite(&self) -> bool {
        self.depth.is_none()
            && self.nodes.is_none()
            && self.movetime.is_none()
            && self.clock.is_none()
    }
}

/// Everything a search needs besides the position: its limits and how to pick the
/// move it plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SearchParams {
    pub limits: Limits,
    /// 0: play the best move. Otherwise the move is drawn among the moves scoring
    /// within a few `temperature`s of the best, with probability ∝
    /// exp((score − best) / temperature) (scores in evaluation units, after the
    /// game's [`Policy::temperature_percent`]): the controlled error rate of the
    /// low AI levels.
    ///
    /// [`Policy::temperature_percent`]: crate::policy::Policy::temperature_percent
    pub temperature: u32,
    /// Seeds the draw above; the search itself is deterministic for depth/node limits.
    pub seed: u64,
    /// How many best lines (with distinct first moves) to find: 1 (also for 0) is
    /// the plain search; more cost time, as each line beyond the first is a search
    /// of the remaining moves. See [`SearchInfo::lines`](super::SearchInfo::lines).
    pub lines: usize,
}

impl SearchParams {
    pub fn new(limits: Limits) -> SearchParams {
        SearchParams {
            limits,
            temperature: 0,
            seed: 0,
            lines: 1,
        }
    }

    /// These parameters asking for `lines` best lines.
    pub fn with_lines(self, lines: usize) -> SearchParams {
        SearchParams { lines, ..self }
    }
}

/// Switches for the search's pruning and window techniques, for experiments and
/// for checking that each one earns its place.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EngineOptions {
    /// Reductions and forward pruning (late-move reductions and pruning, reverse
    /// futility, null move). Without them a search of depth d is exact to depth d,
    /// which tests compare with a plain minimax.
    pub selective: bool,
    pub aspiration_windows: bool,
    /// Transposition table size in megabytes.
    pub table_megabytes: usize,
    /// Search threads (at least 1): helpers search the same position and share
    /// the transposition table ("Lazy SMP"). Searches limited by nodes use one
    /// thread, so they stay deterministic and of the same strength everywhere.
    pub threads: usize,
}

impl Default for EngineOptions {
    fn default() -> EngineOptions {
        EngineOptions {
            selective: true,
            aspiration_windows: true,
            table_megabytes: 16,
            threads: 1,
        }
    }
}

/// The part of a time per move kept back for answering: 3 ms plus 2.5 %, at most
/// a quarter of the time.
pub fn time_margin(movetime: Duration) -> Duration {
    (Duration::from_millis(3) + movetime / 40).min(movetime / 4)
}

/// The machine's cores (at least 1): more search threads than these only take
/// turns on them, and each switch between them delays the stop of a timed
/// search (256 threads on 2 cores answered `go movetime 300` after 3 s).
pub fn machine_cores() -> usize {
    thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1)
        .clamp(1, MAX_THREADS)
}

/// The threads a front-end searches with when `requested` are asked for: at
/// most the machine's cores, with a note saying so when fewer than asked.
pub fn threads_for_machine(requested: usize) -> (usize, Option<String>) {
    capped_threads(requested, machine_cores())
}

/// `requested` threads (at least 1) capped at `cores`, with the note.
fn capped_threads(requested: usize, cores: usize) -> (usize, Option<String>) {
    let requested = requested.max(1);
    if requested <= cores {
        return (requested, None);
    }
    let plural = if cores == 1 { "core" } else { "cores" };
    let note = format!(
        "{requested} threads asked for, but this machine has {cores} {plural}: \
         searching with {cores}"
    );
    (cores, Some(note))
}

/// The number of threads to search with by default on this machine for analysis:
/// all cores but one, at least one.
pub fn default_analysis_threads() -> usize {
    thread::available_parallelism()
        .map(|n| n.get().saturating_sub(1))
        .unwrap_or(1)
        .clamp(1, MAX_THREADS)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_beyond_the_cores_are_capped_with_a_note() {
        assert_eq!(capped_threads(2, 2), (2, None));
        assert_eq!(capped_threads(1, 8), (1, None));
        let (threads, note) = capped_threads(256, 2);
        assert_eq!(threads, 2);
        assert_eq!(
            note.as_deref(),
            Some("256 threads asked for, but this machine has 2 cores: searching with 2")
        );
        assert_eq!(capped_threads(4, 1).0, 1);
        assert!(threads_for_machine(MAX_THREADS).0 <= machine_cores());
    }
}
