//! What more search threads buy and cost: the time the leading thread takes to
//! complete a fixed depth on fixed positions of every game with 1, 2 and 4
//! threads (Lazy SMP), and how long a search with a time per move really
//! takes with many threads. `cargo bench --bench threads [runs]` prints the
//! medians of `runs` (default 5) fresh searches each; it measures and reports,
//! nothing passes or fails on time. Run it on a machine as idle as can be had:
//! other jobs take cores from the helpers first.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use bernstein::engine::{Engine, EngineOptions, Limits, SearchParams, machine_cores};
use bernstein::rules::{GameKind, Position};
use bernstein::with_game;

/// (game, position text, depth): the middle-game positions of the `search`
/// bench, and for Mühle a moving-phase position of nine stones a side where
/// neither side has an edge (searched without the endgame database), each at
/// a depth one thread completes in about a second on an idle machine here.
const CASES: [(GameKind, &str, u32); 5] = [
    (
        GameKind::Ostseeschach,
        "h.hsmrm./s......r/.....R../......../..H...../.......H/.......S/.MRMS... r 20 0:0",
        16,
    ),
    (
        GameKind::OstseeschachOriginal,
        "m..ss..r/....s.hm/......../.h..S..R/...r2..../......../.HR.S.M./.M...H.. r 24 0:0",
        17,
    ),
    (
        GameKind::Piranhas,
        "..R.BB..../R.....R.../....BB.BRR/.B.......R/R...K....R/..KRRB...R/RB.......R/RB.B.....R/R........./.BB.B..BB. r 20",
        11,
    ),
    (GameKind::Piranhas2026, "", 13),
    (
        GameKind::Muehle,
        "WB./WWB/BBW/.BW.BW/WB./BWW/.B. w 0:0 18 10",
        22,
    ),
];

/// Thread counts of the time-to-depth table.
const THREADS: [usize; 3] = [1, 2, 4];

/// One search of `text` (the start if empty) with a fresh engine: its time and
/// nodes.
fn search(kind: GameKind, text: &str, threads: usize, limits: Limits) -> (Duration, u64, u32) {
    with_game!(kind, P => {
        let pos = if text.is_empty() {
            P::start(&Default::default(), 1)
        } else {
            P::from_text(text, &Default::default()).expect("bench position is valid")
        };
        let mut engine: Engine<P> = Engine::new(EngineOptions {
            threads,
            ..EngineOptions::default()
        });
        let params = SearchParams::new(limits);
        let started = Instant::now();
        let result = engine.search(&pos, &[], &params, Arc::new(AtomicBool::new(false)), |_| {});
        (started.elapsed(), result.info.nodes, result.info.depth)
    })
}

fn median<T: Copy + Ord>(mut values: Vec<T>) -> T {
    values.sort();
    values[values.len() / 2]
}

fn main() {
    let runs: usize = std::env::args()
        .skip(1)
        .find_map(|arg| arg.parse().ok())
        .unwrap_or(5)
        .max(1);
    println!(
        "{} cores; median of {runs} runs, each a fresh engine\n",
        machine_cores()
    );
    println!("| game, depth | 1 thread | 2 threads | 4 threads | speed-up 2 / 4 |");
    println!("|---|---|---|---|---|");
    for (kind, text, depth) in CASES {
        let mut cells = Vec::new();
        let mut times = Vec::new();
        for threads in THREADS {
            let (mut elapsed, mut nodes) = (Vec::new(), Vec::new());
            for _ in 0..runs {
                let (time, n, _) = search(kind, text, threads, Limits::depth(depth));
                elapsed.push(time);
                nodes.push(n);
            }
            let time = median(elapsed);
            times.push(time.as_secs_f64());
            cells.push(format!(
                "{:.2} s, {:.2} M nodes",
                time.as_secs_f64(),
                median(nodes) as f64 / 1e6
            ));
        }
        println!(
            "| {}, {depth} | {} | {:.2}× / {:.2}× |",
            kind.id(),
            cells.join(" | "),
            times[0] / times[1],
            times[0] / times[2],
        );
    }

    println!("\nA time per move of 300 ms: the search's own time, median and longest");
    println!("| game | threads | median | longest |");
    println!("|---|---|---|---|");
    let movetime = Limits::movetime(Duration::from_millis(300));
    for (kind, text, _) in CASES {
        for threads in [1, 2, 4, 16] {
            let times: Vec<Duration> = (0..runs)
                .map(|_| search(kind, text, threads, movetime).0)
                .collect();
            let longest = *times.iter().max().expect("runs ≥ 1");
            println!(
                "| {} | {threads} | {} ms | {} ms |",
                kind.id(),
                median(times).as_millis(),
                longest.as_millis()
            );
        }
    }
}
