//! Fixed-depth searches from the start and from a middle-game position of each
//! game (the positions docs/performance.md's figures use). `cargo bench --bench
//! search` measures time per search; nothing here passes or fails on time. Node
//! counts at a fixed depth are deterministic, so time differences between builds
//! are speed, not search shape.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bernstein::engine::{Engine, Limits, SearchParams};
use bernstein::rules::{GameKind, Position};
use bernstein::with_game;

fn main() {
    divan::main();
}

/// (game, what, position text, depth): middle games are 20–24 plies into a
/// level-4 self-play game.
const CASES: [(GameKind, &str, &str, u32); 8] = [
    (
        GameKind::Ostseeschach,
        "start",
        "hshsmrrm/......../......../......../......../......../......../MRRMSHSH r 0 0:0",
        6,
    ),
    (
        GameKind::Ostseeschach,
        "middle",
        "h.hsmrm./s......r/.....R../......../..H...../.......H/.......S/.MRMS... r 20 0:0",
        6,
    ),
    (
        GameKind::OstseeschachOriginal,
        "start",
        "rmhsshmr/....s.../......../......../......../......../...S..../RMHSSHMR r 0 0:0",
        5,
    ),
    (
        GameKind::OstseeschachOriginal,
        "middle",
        "m..ss..r/....s.hm/......../.h..S..R/...r2..../......../.HR.S.M./.M...H.. r 24 0:0",
        5,
    ),
    (
        GameKind::Piranhas,
        "start",
        ".BBBBBBBB./R........R/R........R/R........R/R...K....R/R.K......R/R........R/R........R/R........R/.BBBBBBBB. r 0",
        3,
    ),
    (
        GameKind::Piranhas,
        "middle",
        "..R.BB..../R.....R.../....BB.BRR/.B.......R/R...K....R/..KRRB...R/RB.......R/RB.B.....R/R........./.BB.B..BB. r 20",
        3,
    ),
    (
        GameKind::Muehle,
        "start",
        ".../.../.../....../.../.../... w 9:9 0 1",
        7,
    ),
    (
        GameKind::Muehle,
        "middle",
        "W.W/.B./WWB/BW.W../BBB/BWB/... w 0:0 0 13",
        7,
    ),
];

/// Nodes searched, so the optimiser keeps the search.
#[divan::bench(args = [0, 1, 2, 3, 4, 5, 6, 7], sample_count = 5)]
fn fixed_depth(case: usize) -> u64 {
    let (kind, _, text, depth) = CASES[case];
    with_game!(kind, P => {
        let pos = P::from_text(text, &Default::default()).expect("bench position is valid");
        let mut engine: Engine<P> = Engine::default();
        let params = SearchParams::new(Limits::depth(depth));
        let result = engine.search(&pos, &[], &params, Arc::new(AtomicBool::new(false)), |_| {});
        divan::black_box(result.info.nodes)
    })
}
