//! The search on small games of our own whose values are known exactly:
//! tic-tac-toe (solved: a draw), single-pile Nim (a multiple of 4 loses) and a
//! random tree too big to finish (for the stop flag and determinism). Nothing
//! here measures time (the machine is shared): how soon a search stops is
//! counted in the positions it evaluates after it was told to.

use std::cell::Cell;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bernstein::arena::{MatchSettings, play_match};
use bernstein::engine::Evaluate;
use bernstein::engine::score::{loss_in, win_in};
use bernstein::engine::{
    Engine, Level, Limits, ScoreView, SearchHandle, SearchParams, SearchRequest, levels,
};
use bernstein::rules::NoOptions;
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{
    EndReason, GameKind, MalformedReason, MoveError, MoveList, NumberField, Outcome, Position,
    PositionError, PositionErrorKind, Side,
};

// ---------------------------------------------------------------- tic-tac-toe

#[derive(Clone, Debug, PartialEq)]
struct TicTacToe {
    cells: [u8; 9], // 0 empty, 1 first, 2 second
    to_move: Side,
}

const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl TicTacToe {
    fn from_cells(text: &str) -> TicTacToe {
        let cells: Vec<u8> = text
            .chars()
            .map(|c| match c {
                'X' => 1,
                'O' => 2,
                _ => 0,
            })
            .collect();
        let cells: [u8; 9] = cells.try_into().unwrap();
        let filled = cells.iter().filter(|&&c| c != 0).count();
        TicTacToe {
            cells,
            to_move: if filled % 2 == 0 {
                Side::First
            } else {
                Side::Second
            },
        }
    }

    fn winner(&self) -> Option<Side> {
        LINES.iter().find_map(|line| {
            let [a, b, c] = line.map(|i| self.cells[i]);
            (a != 0 && a == b && b == c).then_some(if a == 1 { Side::First } else { Side::Second })
        })
    }

    fn would_complete(&self, cell: usize, mark: u8) -> bool {
        LINES.iter().any(|line| {
            line.contains(&cell) && line.iter().all(|&i| i == cell || self.cells[i] == mark)
        })
    }
}

impl Position for TicTacToe {
    type Move = u8;
    type Options = NoOptions;
    const KIND: GameKind = GameKind::Muehle;
    const MOVE_EXAMPLE: &'static str = "4";

    fn start(_options: &NoOptions, _seed: u64) -> Self {
        TicTacToe {
            cells: [0; 9],
            to_move: Side::First,
        }
    }
    fn options(&self) -> &NoOptions {
        &NoOptions {}
    }
    fn side_to_move(&self) -> Side {
        self.to_move
    }
    fn legal_moves(&self, moves: &mut MoveList<u8>) {
        moves.clear();
        if self.winner().is_some() {
            return;
        }
        moves.extend((0..9u8).filter(|&i| self.cells[i as usize] == 0));
    }
    fn play_unchecked(&mut self, mv: u8) {
        self.cells[mv as usize] = self.to_move.index() as u8 + 1;
        self.to_move = self.to_move.other();
    }
    fn outcome(&self, _history: &[u64]) -> Option<Outcome> {
        if let Some(side) = self.winner() {
            return Some(Outcome::win(side, EndReason::NoLegalMove));
        }
        self.cells
            .iter()
            .all(|&c| c != 0)
            .then(|| Outcome::draw(EndReason::NoLegalMove))
    }
    fn hash(&self) -> u64 {
        self.cells
            .iter()
            .fold(self.to_move.index() as u64, |h, &c| h * 3 + c as u64)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
    fn hash_from_scratch(&self) -> u64 {
        self.hash()
    }
    fn to_text(&self) -> String {
        self.cells
            .iter()
            .map(|c| ['.', 'X', 'O'][*c as usize])
            .collect()
    }
    fn from_text(text: &str, _options: &NoOptions) -> Result<Self, PositionError> {
        Ok(TicTacToe::from_cells(text))
    }
    fn move_to_text(&self, mv: u8) -> String {
        mv.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        text.parse().map_err(|_| {
            MoveError::malformed(
                text,
                MalformedReason::NotASquare {
                    game: Self::KIND,
                    found: text.to_string(),
                },
            )
        })
    }
}

impl Evaluate for TicTacToe {
    fn evaluate(&self) -> i32 {
        // Centre and corners are worth a little.
        let weight = [3, 2, 3, 2, 4, 2, 3, 2, 3];
        let mine = self.to_move.index() as u8 + 1;
        (0..9)
            .map(|i| match self.cells[i] {
                0 => 0,
                c if c == mine => weight[i],
                _ => -weight[i],
            })
            .sum()
    }
    fn is_tactical(&self, mv: u8) -> bool {
        self.would_complete(mv as usize, self.to_move.index() as u8 + 1)
    }
}

// ---------------------------------------------------------------- Nim

/// One pile; take 1 to 3; who cannot move loses.
#[derive(Clone, Debug, PartialEq)]
struct Nim {
    stones: u32,
    to_move: Side,
}

impl Position for Nim {
    type Move = u8;
    type Options = NoOptions;
    const KIND: GameKind = GameKind::Muehle;
    const MOVE_EXAMPLE: &'static str = "4";

    fn start(_options: &NoOptions, seed: u64) -> Self {
        Nim {
            stones: 20 + (seed % 7) as u32,
            to_move: Side::First,
        }
    }
    fn options(&self) -> &NoOptions {
        &NoOptions {}
    }
    fn side_to_move(&self) -> Side {
        self.to_move
    }
    fn legal_moves(&self, moves: &mut MoveList<u8>) {
        moves.clear();
        moves.extend((1..=3u8).filter(|&n| n as u32 <= self.stones));
    }
    fn play_unchecked(&mut self, mv: u8) {
        self.stones -= mv as u32;
        self.to_move = self.to_move.other();
    }
    fn outcome(&self, _history: &[u64]) -> Option<Outcome> {
        (self.stones == 0).then(|| Outcome::win(self.to_move.other(), EndReason::NoLegalMove))
    }
    fn hash(&self) -> u64 {
        (self.stones as u64 * 2 + self.to_move.index() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }
    fn hash_from_scratch(&self) -> u64 {
        self.hash()
    }
    fn to_text(&self) -> String {
        self.stones.to_string()
    }
    fn from_text(text: &str, _options: &NoOptions) -> Result<Self, PositionError> {
        let stones = text.parse().map_err(|_| {
            PositionError::new(
                Self::KIND,
                PositionErrorKind::BadNumber {
                    field: NumberField::Turn,
                    found: text.to_string(),
                },
            )
        })?;
        Ok(Nim {
            stones,
            to_move: Side::First,
        })
    }
    fn move_to_text(&self, mv: u8) -> String {
        mv.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        text.parse()
            .map_err(|_| MoveError::malformed(text, MalformedReason::NotAMove { game: Self::KIND }))
    }
}

impl Evaluate for Nim {
    fn evaluate(&self) -> i32 {
        0
    }
    fn is_tactical(&self, _mv: u8) -> bool {
        false
    }
}

// ---------------------------------------------------------------- random tree

/// Eight moves everywhere, no end, no transpositions, pseudo-random evaluations:
/// a tree no search finishes.
#[derive(Clone, Debug, PartialEq)]
struct RandomTree {
    key: u64,
    to_move: Side,
}

impl Position for RandomTree {
    type Move = u8;
    type Options = NoOptions;
    const KIND: GameKind = GameKind::Muehle;
    const MOVE_EXAMPLE: &'static str = "4";

    fn start(_options: &NoOptions, seed: u64) -> Self {
        RandomTree {
            key: seed | 1,
            to_move: Side::First,
        }
    }
    fn options(&self) -> &NoOptions {
        &NoOptions {}
    }
    fn side_to_move(&self) -> Side {
        self.to_move
    }
    fn legal_moves(&self, moves: &mut MoveList<u8>) {
        moves.clear();
        moves.extend(0..8u8);
    }
    fn play_unchecked(&mut self, mv: u8) {
        self.key = SplitMix64::new(self.key ^ (mv as u64 + 1)).next_u64();
        self.to_move = self.to_move.other();
    }
    fn outcome(&self, _history: &[u64]) -> Option<Outcome> {
        None
    }
    fn hash(&self) -> u64 {
        self.key
    }
    fn hash_from_scratch(&self) -> u64 {
        self.key
    }
    fn to_text(&self) -> String {
        self.key.to_string()
    }
    fn from_text(text: &str, _options: &NoOptions) -> Result<Self, PositionError> {
        let key = text.parse().map_err(|_| {
            PositionError::new(
                Self::KIND,
                PositionErrorKind::BadNumber {
                    field: NumberField::Turn,
                    found: text.to_string(),
                },
            )
        })?;
        Ok(RandomTree {
            key,
            to_move: Side::First,
        })
    }
    fn move_to_text(&self, mv: u8) -> String {
        mv.to_string()
    }
    fn parse_move(&self, text: &str) -> Result<u8, MoveError> {
        text.parse()
            .map_err(|_| MoveError::malformed(text, MalformedReason::NotAMove { game: Self::KIND }))
    }
}

impl Evaluate for RandomTree {
    fn evaluate(&self) -> i32 {
        TRIPWIRE.with(Tripwire::evaluated);
        (self.key % 201) as i32 - 100
    }
    fn is_tactical(&self, mv: u8) -> bool {
        mv == 0 && self.key.is_multiple_of(3)
    }
}

/// Sets a search's stop flag from inside the search, after a given number of
/// evaluations of the random tree on this thread, and counts the evaluations
/// after it: the work a search does once told to stop.
#[derive(Default)]
struct Tripwire {
    evaluations: Cell<u64>,
    armed: std::cell::RefCell<Option<(u64, Arc<AtomicBool>)>>,
}

impl Tripwire {
    fn evaluated(&self) {
        let count = self.evaluations.get() + 1;
        self.evaluations.set(count);
        if let Some((after, stop)) = &*self.armed.borrow()
            && count == *after
        {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

thread_local! {
    static TRIPWIRE: Tripwire = Tripwire::default();
}

// ---------------------------------------------------------------- helpers

fn search<P: Evaluate>(pos: &P, params: SearchParams) -> bernstein::engine::SearchResult<P::Move> {
    let mut engine: Engine<P> = Engine::default();
    engine.search(pos, &[], &params, Arc::new(AtomicBool::new(false)), |_| {})
}

fn depth(d: u32) -> SearchParams {
    SearchParams::new(Limits::depth(d))
}

/// The random tree's value by plain negamax to `depth`, then the search's quiescence
/// rule (the tactical move 0 followed for at most 8 plies).
fn random_tree_value(pos: &RandomTree, depth: u32, qply: u32) -> i32 {
    if depth == 0 {
        let stand = pos.evaluate();
        if qply >= 8 {
            return stand;
        }
        let mut best = stand;
        if pos.is_tactical(0) {
            let mut next = pos.clone();
            next.play_unchecked(0);
            best = best.max(-random_tree_value(&next, 0, qply + 1));
        }
        return best;
    }
    (0..8u8)
        .map(|mv| {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            -random_tree_value(&next, depth - 1, 0)
        })
        .max()
        .unwrap()
}

// ---------------------------------------------------------------- tests

#[test]
fn tic_tac_toe_takes_the_win_and_blocks_the_loss() {
    // X to move wins at once on cell 2.
    let win = TicTacToe::from_cells("XX.OO....");
    let result = search(&win, depth(3));
    assert_eq!(result.best_move, Some(2));
    assert_eq!(result.info.score, win_in(1));
    assert_eq!(
        ScoreView::of(result.info.score),
        ScoreView::Win { plies: 1 }
    );

    // O to move must block cell 2 (no win of its own).
    let block = TicTacToe::from_cells("XX..O....");
    let result = search(&block, depth(4));
    assert_eq!(result.best_move, Some(2));
}

#[test]
fn tic_tac_toe_is_a_draw_from_the_start() {
    let result = search(&TicTacToe::start(&NoOptions {}, 0), depth(9));
    assert_eq!(result.info.score, 0, "tic-tac-toe is a draw with best play");
    assert_eq!(result.info.depth, 9);
}

#[test]
fn tic_tac_toe_sees_a_forced_loss_with_its_distance() {
    // O to move wins at once on 7 (1-4-7) rather than blocking.
    let pos = TicTacToe::from_cells("XO..OX..X");
    let result = search(&pos, depth(9));
    assert_eq!(result.best_move, Some(7));
    assert_eq!(result.info.score, win_in(1));

    // X threatens 2 (0-1-2) and 6 (0-3-6); O has no win: lost two plies from now.
    let forked = TicTacToe::from_cells("XX.XO..O.");
    let result = search(&forked, depth(9));
    assert_eq!(result.info.score, loss_in(2));
    assert_eq!(
        ScoreView::of(result.info.score),
        ScoreView::Loss { plies: 2 }
    );
    assert!(result.best_move.is_some(), "a lost game still gets a move");
}

/// Plain minimax of tic-tac-toe (1 win, 0 draw, −1 loss for the side to move).
fn minimax(pos: &TicTacToe) -> i32 {
    if let Some(outcome) = pos.outcome(&[]) {
        return match outcome.winner {
            None => 0,
            Some(side) if side == pos.side_to_move() => 1,
            Some(_) => -1,
        };
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves
        .iter()
        .map(|&mv| {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            -minimax(&next)
        })
        .max()
        .unwrap()
}

#[test]
fn tic_tac_toe_scores_match_minimax_everywhere_reachable() {
    // Every position after three plies: the search's verdict equals the solved value.
    let mut checked = 0;
    let start = TicTacToe::start(&NoOptions {}, 0);
    let mut moves = MoveList::new();
    start.legal_moves(&mut moves);
    for &a in &moves {
        for b in 0..9u8 {
            for c in 0..9u8 {
                let mut pos = start.clone();
                pos.play_unchecked(a);
                if pos.cells[b as usize] != 0 {
                    continue;
                }
                pos.play_unchecked(b);
                if pos.cells[c as usize] != 0 {
                    continue;
                }
                pos.play_unchecked(c);
                let result = search(&pos, depth(9));
                let truth = minimax(&pos);
                assert_eq!(result.info.score.signum(), truth, "at {}", pos.to_text());
                // The chosen move keeps the solved value.
                let mut after = pos.clone();
                after.play_unchecked(result.best_move.expect("game not over"));
                assert_eq!(
                    -minimax(&after),
                    truth,
                    "best move {:?} at {}",
                    result.best_move,
                    pos.to_text()
                );
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 9 * 8 * 7);
}

#[test]
fn nim_multiples_of_four_lose_with_exact_distance() {
    for stones in 1..=14u32 {
        let pos = Nim {
            stones,
            to_move: Side::First,
        };
        let result = search(&pos, depth(20));
        if stones % 4 == 0 {
            // Every move loses; the loser drags it out: the game ends after all stones,
            // taking 1 each time is not forced, but the winner answers 4 − n each round.
            assert_eq!(
                result.info.score,
                loss_in((stones / 4 * 2) as usize),
                "{stones} stones"
            );
        } else {
            assert_eq!(
                result.best_move,
                Some((stones % 4) as u8),
                "{stones} stones"
            );
            assert_eq!(
                result.info.score,
                win_in((stones / 4 * 2 + 1) as usize),
                "{stones} stones"
            );
        }
    }
}

#[test]
fn finished_game_gets_no_move() {
    let over = TicTacToe::from_cells("XXXOO....");
    let result = search(&over, depth(5));
    assert_eq!(result.best_move, None);
    assert_eq!(result.info.score, loss_in(0), "O to move has lost");
    let empty = Nim {
        stones: 0,
        to_move: Side::Second,
    };
    assert_eq!(search(&empty, depth(3)).best_move, None);
}

#[test]
fn moves_are_always_legal_and_every_level_plays() {
    let mut rng = SplitMix64::new(5);
    for level in levels().iter().take(5) {
        for _ in 0..10 {
            let mut pos = TicTacToe::start(&NoOptions {}, 0);
            let plies = rng.below(6);
            for _ in 0..plies {
                let mut moves = MoveList::new();
                pos.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
            }
            let mut engine: Engine<TicTacToe> = Engine::default();
            let result = engine.search(
                &pos,
                &[],
                &level.params(rng.next_u64()),
                Arc::new(AtomicBool::new(false)),
                |_| {},
            );
            let mut moves = MoveList::new();
            pos.legal_moves(&mut moves);
            match result.best_move {
                Some(mv) => assert!(
                    moves.contains(&mv),
                    "{level}: illegal move {mv} at {}",
                    pos.to_text()
                ),
                None => assert!(
                    pos.outcome(&[]).is_some(),
                    "{level}: no move in a live game"
                ),
            }
        }
    }
}

#[test]
fn fixed_depth_and_seed_is_deterministic() {
    let pos = RandomTree::start(&NoOptions {}, 42);
    let a = search(&pos, depth(6));
    let b = search(&pos, depth(6));
    assert_eq!(a.best_move, b.best_move);
    assert_eq!(
        (a.info.score, a.info.nodes, &a.info.pv),
        (b.info.score, b.info.nodes, &b.info.pv)
    );
    assert_eq!(a.info.depth, 6);
    assert_eq!(a.info.pv.len(), 6, "the PV reaches the full depth");

    // Node limits are deterministic too.
    let limited = SearchParams::new(Limits::nodes(5_000));
    let c = search(&pos, limited);
    let d = search(&pos, limited);
    assert_eq!(
        (c.best_move, c.info.nodes, c.info.depth),
        (d.best_move, d.info.nodes, d.info.depth)
    );
    assert!(c.info.nodes <= 5_000);

    // With a temperature the same seed draws the same move, and seeds vary the draw.
    let warm = |seed| SearchParams {
        temperature: 200,
        seed,
        ..SearchParams::new(Limits::depth(3))
    };
    let first: Vec<_> = (0..20)
        .map(|seed| search(&pos, warm(seed)).best_move)
        .collect();
    let again: Vec<_> = (0..20)
        .map(|seed| search(&pos, warm(seed)).best_move)
        .collect();
    assert_eq!(first, again);
    let distinct: std::collections::HashSet<_> = first.iter().collect();
    assert!(
        distinct.len() > 1,
        "a high temperature varies the move: {first:?}"
    );
}

#[test]
fn pvs_agrees_with_plain_alpha_beta_values() {
    // The PVS/aspiration/TT result at depth 5 equals a plain minimax at depth 5
    // with the same quiescence-free leaves when no move is tactical... the random tree
    // has tactical moves, so compare with reductions off and a brute-force negamax
    // including the same quiescence rule.
    for seed in [3, 8, 15] {
        let pos = RandomTree::start(&NoOptions {}, seed);
        let mut engine: Engine<RandomTree> = Engine::new(bernstein::engine::EngineOptions {
            selective: false,
            ..Default::default()
        });
        let result = engine.search(
            &pos,
            &[],
            &depth(4),
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        assert_eq!(
            result.info.score,
            random_tree_value(&pos, 4, 0),
            "seed {seed}"
        );
    }
}

#[test]
fn stop_flag_ends_an_endless_search_quickly() {
    // The flag is set in the middle of a depth, after 200,000 evaluations; the
    // search looks at it every 256 nodes, so it evaluates at most a few thousand
    // more positions (a node orders its eight moves by evaluating them) before
    // it answers, with the move of the depths it finished.
    const TRIP_AFTER: u64 = 200_000;
    let pos = RandomTree::start(&NoOptions {}, 7);
    let stop = Arc::new(AtomicBool::new(false));
    TRIPWIRE.with(|wire| {
        wire.evaluations.set(0);
        *wire.armed.borrow_mut() = Some((TRIP_AFTER, stop.clone()));
    });
    let mut engine: Engine<RandomTree> = Engine::default();
    let result = engine.search(
        &pos,
        &[],
        &SearchParams::new(Limits::infinite()),
        stop,
        |_| {},
    );
    let after_stop = TRIPWIRE.with(|wire| {
        *wire.armed.borrow_mut() = None;
        wire.evaluations.get() - TRIP_AFTER
    });
    assert!(
        after_stop <= 256 * 10,
        "{after_stop} positions evaluated after the stop flag"
    );
    assert!(result.best_move.is_some());
    assert!(result.info.depth >= 1);
}

#[test]
fn movetime_is_kept() {
    // The random tree has no end: the search answers because its time is up.
    let pos = RandomTree::start(&NoOptions {}, 9);
    let result = search(
        &pos,
        SearchParams::new(Limits::movetime(Duration::from_millis(100))),
    );
    assert!(result.best_move.is_some());
    assert!(result.info.depth >= 1);
}

#[test]
fn search_handle_reports_progress_and_stops_on_request() {
    let pos = RandomTree::start(&NoOptions {}, 11);
    let handle = SearchHandle::start(SearchRequest::analysis(pos, Vec::new()));
    // Waiting has no bound here: a search that never reports or never stops
    // keeps the test from ending, which is the failure.
    let info = loop {
        if let Some(info) = handle.poll() {
            break info;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    assert!(info.best_move.is_some());
    assert!(!handle.is_finished(), "analysis runs until stopped");
    assert!(handle.result().is_none());
    handle.stop();
    while !handle.is_finished() {
        std::thread::sleep(Duration::from_millis(1));
    }
    let result = handle.result().expect("a finished search has a result");
    assert!(result.best_move.is_some());
    assert!(handle.latest().is_some());

    // A finished game: the result comes at once, without a move.
    let over = TicTacToe::from_cells("XXXOO....");
    let handle = SearchHandle::start(SearchRequest::new(over, Vec::new(), Limits::depth(3)));
    while !handle.is_finished() {
        std::thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(handle.result().map(|r| r.best_move), Some(None));

    // Dropping a running analysis, which would never end by itself, returns: the
    // drop stops it rather than waiting for it.
    let running = SearchHandle::start(SearchRequest::analysis(
        RandomTree::start(&NoOptions {}, 3),
        Vec::new(),
    ));
    drop(running);
}

#[test]
fn match_results_add_up() {
    let perfect = Level {
        number: 10,
        name: "perfect",
        limits: Limits::depth(9),
        temperature: 0,
    };
    let settings = MatchSettings {
        first: perfect,
        second: levels()[0],
        games: 6,
        seed: 1,
        movetime: None,
        ply_limit: 100,
        threads: 1,
    };
    let mut seen = Vec::new();
    let score = play_match::<TicTacToe>(&settings, &NoOptions {}, |game| {
        seen.push((
            game.number,
            game.first_side,
            game.first_points(),
            game.game.moves().len(),
        ));
        Ok(())
    })
    .unwrap();
    assert_eq!(seen.len(), 6);
    assert_eq!(score.games(), 6);
    assert_eq!(score.wins + score.draws + score.losses, 6);
    let points: f64 = seen.iter().map(|s| s.2).sum();
    assert!((score.fraction() * 6.0 - points).abs() < 1e-9);
    // Colours alternate, first engine first in game 1.
    assert_eq!(seen[0].1, Side::First);
    assert_eq!(seen[1].1, Side::Second);
    // Pairs share their random opening plies with colours swapped: a perfect
    // player scores at least one point per pair (it wins the side the opening favours).
    for pair in seen.chunks(2) {
        assert!(pair[0].2 + pair[1].2 >= 1.0, "{seen:?}");
    }
}

#[test]
fn level_names_for_the_ui() {
    let labels: Vec<String> = levels().iter().map(|l| l.label()).collect();
    assert_eq!(labels.len(), 10);
    assert_eq!(labels[0], "1 Beginner");
    assert_eq!(labels[1], "2 Novice");
    assert_eq!(labels[9], "10 Maximum");
    let names: std::collections::HashSet<_> = levels().iter().map(|l| l.name).collect();
    assert_eq!(names.len(), 10, "every level has its own name");
}

#[test]
fn several_lines_have_distinct_first_moves_in_score_order_with_exact_scores() {
    // Ten stones: taking 2 wins; taking 1 or 3 loses, taking 1 drags it out longest.
    let pos = Nim {
        stones: 10,
        to_move: Side::First,
    };
    let single = search(&pos, depth(20));
    let result = search(&pos, depth(20).with_lines(3));
    let lines = &result.info.lines;
    let firsts: Vec<u8> = lines.iter().map(|l| l.first_move()).collect();
    assert_eq!(firsts, vec![2, 1, 3]);
    let scores: Vec<i32> = lines.iter().map(|l| l.score).collect();
    assert_eq!(scores, vec![win_in(5), loss_in(6), loss_in(4)]);
    assert_eq!(result.best_move, single.best_move);
    assert_eq!(result.info.score, single.info.score);
    assert_eq!(single.info.lines.len(), 1);
    assert_eq!(single.info.lines[0].pv, single.info.pv);

    // Every line's score is the value of its first move; line 1 is the single search's.
    for seed in [3, 8, 15] {
        let pos = RandomTree::start(&NoOptions {}, seed);
        let options = bernstein::engine::EngineOptions {
            selective: false,
            ..Default::default()
        };
        let mut engine: Engine<RandomTree> = Engine::new(options);
        let stop = Arc::new(AtomicBool::new(false));
        let result = engine.search(&pos, &[], &depth(4).with_lines(5), stop.clone(), |_| {});
        let lines = &result.info.lines;
        assert_eq!(lines.len(), 5, "seed {seed}");
        let mut seen = Vec::new();
        for line in lines {
            let mv = line.first_move();
            assert!(!seen.contains(&mv), "seed {seed}: {mv} twice");
            seen.push(mv);
            let mut child = pos.clone();
            child.play_unchecked(mv);
            assert_eq!(line.score, -random_tree_value(&child, 3, 0), "seed {seed}");
            assert_eq!(line.depth, 4);
        }
        assert!(
            lines.windows(2).all(|w| w[0].score >= w[1].score),
            "seed {seed}"
        );
        let mut single_engine: Engine<RandomTree> = Engine::new(options);
        let single = single_engine.search(&pos, &[], &depth(4), stop, |_| {});
        assert_eq!(lines[0].score, single.info.score, "seed {seed}");
        assert_eq!(result.info.score, lines[0].score);
        assert_eq!(result.best_move, Some(lines[0].first_move()));
    }
}

#[test]
fn more_lines_than_moves_give_every_move_once() {
    let pos = Nim {
        stones: 2,
        to_move: Side::First,
    };
    let result = search(&pos, depth(6).with_lines(5));
    let mut firsts: Vec<u8> = result.info.lines.iter().map(|l| l.first_move()).collect();
    firsts.sort();
    assert_eq!(firsts, vec![1, 2]);
}

#[test]
fn several_threads_find_the_same_exact_values() {
    let mut engine: Engine<Nim> = Engine::new(bernstein::engine::EngineOptions {
        threads: 2,
        ..Default::default()
    });
    assert_eq!(engine.options().threads, 2);
    for stones in [5u32, 8, 13] {
        let pos = Nim {
            stones,
            to_move: Side::First,
        };
        engine.clear();
        let result = engine.search(
            &pos,
            &[],
            &depth(20),
            Arc::new(AtomicBool::new(false)),
            |_| {},
        );
        let single = search(&pos, depth(20));
        assert_eq!(result.info.score, single.info.score, "{stones} stones");
        if stones % 4 != 0 {
            assert_eq!(result.best_move, Some((stones % 4) as u8));
        }
        assert!(result.info.nodes >= result.info.pv.len() as u64);
    }
    // Fewer threads later keep the engine working; zero means one.
    engine.set_threads(0);
    assert_eq!(engine.options().threads, 1);
    let pos = RandomTree::start(&NoOptions {}, 5);
    let mut tree_engine: Engine<RandomTree> = Engine::new(bernstein::engine::EngineOptions {
        threads: 3,
        ..Default::default()
    });
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    let setter = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        flag.store(true, Ordering::Relaxed);
    });
    let result = tree_engine.search(
        &pos,
        &[],
        &SearchParams::new(Limits::infinite()),
        stop,
        |_| {},
    );
    setter.join().unwrap();
    assert!(result.best_move.is_some_and(|mv| mv < 8));
}
