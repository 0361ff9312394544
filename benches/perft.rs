//! Perft of each game from the positions docs/performance.md reports.
//! `cargo bench --bench perft` measures; nothing here passes or fails on time.

use bernstein::rules::{GameKind, Position};
use bernstein::with_game;

fn main() {
    divan::main();
}

/// (game, position text, depth) — the figures in docs/performance.md.
const CASES: [(GameKind, &str, u32); 4] = [
    (
        GameKind::Ostseeschach,
        "hmsrrsmh/......../......../......../......../......../......../HMSRRSMH r 0 0:0",
        5,
    ),
    (
        GameKind::OstseeschachOriginal,
        "rmhsshmr/....s.../......../......../......../......../...S..../RMHSSHMR r 0 0:0",
        4,
    ),
    (
        GameKind::Piranhas,
        ".BBBBBBBB./R........R/R........R/R...K....R/R........R/R........R/R....K...R/R........R/R........R/.BBBBBBBB. r 0",
        4,
    ),
    (
        GameKind::Muehle,
        ".../.../.../....../.../.../... w 9:9 0 1",
        4,
    ),
];

#[divan::bench(args = [0, 1, 2, 3], sample_count = 5)]
fn perft(case: usize) -> u64 {
    let (kind, text, depth) = CASES[case];
    with_game!(kind, P => {
        let pos = P::from_text(text, &Default::default()).expect("bench position is valid");
        divan::black_box(pos.perft(depth))
    })
}
