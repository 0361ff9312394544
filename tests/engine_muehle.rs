//! Mühle is a game-theoretic draw, so the top level must at least never give away
//! what it can see: from a position whose outcome lies within its horizon it keeps
//! the exact value against every reply of the opponent.
//!
//! The positions are ones a brute-force solver (rules only) can settle: flying
//! endgames of three stones each close to the 100-ply no-removal draw, where every
//! line ends within a few plies (any removal ends the game), and positions of
//! random games with a forced win a few plies deep. For each, the engine's strategy
//! is walked against every reply, with one engine for the whole walk so that its
//! transposition table carries entries from earlier moves, as in a real game.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bernstein::engine::{Engine, Level, Limits, SearchParams};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{Game, MoveList, Outcome, Position, Side};

/// The top level's settings with a depth limit instead of its time limit, so the
/// test is deterministic and quick.
fn top_level(depth: u32) -> SearchParams {
    let top = Level::get(10).expect("there is a level 10");
    let mut params = top.params(1);
    params.limits = Limits::depth(depth);
    params
}

/// The outcome as a value for `side`: 1 win, 0 draw, -1 loss.
fn value_for(outcome: &Outcome, side: Side) -> i8 {
    match outcome.winner {
        None => 0,
        Some(winner) if winner == side => 1,
        Some(_) => -1,
    }
}

/// The exact value for the side to move, by full minimax to the end of the game.
/// Only for positions whose every line ends soon.
fn exact_value(pos: &Muehle, history: &mut Vec<u64>, mut alpha: i8, beta: i8) -> i8 {
    if let Some(outcome) = pos.outcome(history) {
        return value_for(&outcome, pos.side_to_move());
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    history.push(pos.hash());
    let mut best = -1;
    for &mv in &moves {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        let value = -exact_value(&child, history, -beta, -alpha);
        best = best.max(value);
        alpha = alpha.max(value);
        if alpha >= beta {
            break;
        }
    }
    history.pop();
    best
}

/// True if `winner` can force a win within `plies` plies.
fn forced_win(pos: &Muehle, history: &mut Vec<u64>, plies: u32, winner: Side) -> bool {
    if let Some(outcome) = pos.outcome(history) {
        return outcome.winner == Some(winner);
    }
    if plies == 0 {
        return false;
    }
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    history.push(pos.hash());
    let attacker = pos.side_to_move() == winner;
    let result = if attacker {
        moves.iter().any(|&mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            forced_win(&child, history, plies - 1, winner)
        })
    } else {
        moves.iter().all(|&mv| {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            forced_win(&child, history, plies - 1, winner)
        })
    };
    history.pop();
    result
}

/// Walks the engine's strategy for `engine_side` against every reply and returns
/// the worst outcome it reaches for the engine, or `None` if some line is still
/// running after `plies` plies.
fn worst_outcome(
    engine: &mut Engine<Muehle>,
    pos: &Muehle,
    history: &mut Vec<u64>,
    engine_side: Side,
    plies: u32,
    depth: u32,
) -> Option<i8> {
    if let Some(outcome) = pos.outcome(history) {
        return Some(value_for(&outcome, engine_side));
    }
    if plies == 0 {
        return None;
    }
    let mut replies = MoveList::new();
    if pos.side_to_move() == engine_side {
        let stop = Arc::new(AtomicBool::new(false));
        let result = engine.search(pos, history, &top_level(depth), stop, |_| {});
        let mv = result.best_move.expect("a live game gets a move");
        replies.push(mv);
    } else {
        pos.legal_moves(&mut replies);
    }
    history.push(pos.hash());
    let mut worst = Some(1);
    for &mv in &replies {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        let reached = worst_outcome(engine, &child, history, engine_side, plies - 1, depth);
        worst = match (worst, reached) {
            (Some(a), Some(b)) => Some(a.min(b)),
            _ => None,
        };
        if worst.is_none() {
            break;
        }
    }
    history.pop();
    worst
}

const POINTS: u32 = 24;

/// A random flying endgame, three stones each, `plies_left` plies before the
/// no-removal draw: every line ends within `plies_left` plies, because a removal
/// leaves the other side two stones.
fn three_against_three(rng: &mut SplitMix64, plies_left: u32) -> Muehle {
    let mut board = ['.'; POINTS as usize];
    for stone in ['W', 'W', 'W', 'B', 'B', 'B'] {
        loop {
            let point = rng.below(u64::from(POINTS)) as usize;
            if board[point] == '.' {
                board[point] = stone;
                break;
            }
        }
    }
    // Rows of the position text, top to bottom: 3, 3, 3, 6, 3, 3, 3 points.
    let mut rows = Vec::new();
    let mut start = 0;
    for length in [3, 3, 3, 6, 3, 3, 3] {
        rows.push(board[start..start + length].iter().collect::<String>());
        start += length;
    }
    let side = if rng.below(2) == 0 { 'w' } else { 'b' };
    let text = format!("{} {side} 0:0 {} 60", rows.join("/"), 100 - plies_left);
    Muehle::from_text(&text, &Default::default()).expect("a valid endgame text")
}

/// True if the side to move has a move that removes a stone.
fn can_close_a_mill(pos: &Muehle) -> bool {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.iter().any(|&mv| pos.move_to_text(mv).contains('x'))
}

#[test]
fn top_level_keeps_every_value_it_can_see_to_the_end() {
    let mut rng = SplitMix64::new(29);
    let mut seen = [0usize; 3];
    let mut tested = 0;
    while tested < 40 {
        let plies_left = 3 + (tested % 3) as u32;
        let pos = three_against_three(&mut rng, plies_left);
        // Skip the game's end and an immediate mill: the positions that test
        // foresight are those where the win or the save is a few plies deep.
        if pos.outcome(&[]).is_some() || can_close_a_mill(&pos) {
            continue;
        }
        tested += 1;
        let value = exact_value(&pos, &mut Vec::new(), -1, 1);
        seen[(value + 1) as usize] += 1;
        let us = pos.side_to_move();
        // A fresh engine per position; the walk shares it, as a game would.
        let mut engine: Engine<Muehle> = Engine::default();
        let reached = worst_outcome(
            &mut engine,
            &pos,
            &mut Vec::new(),
            us,
            plies_left,
            plies_left + 2,
        );
        assert!(
            reached.is_some_and(|r| r >= value),
            "at {} (value {value} for the side to move) the engine reached {reached:?}",
            pos.to_text()
        );
    }
    // The sample must hold won and drawn positions, or the test proves little.
    let [lost, drawn, won] = seen;
    eprintln!("values: {won} won, {drawn} drawn, {lost} lost");
    assert!(
        won >= 5 && drawn >= 5,
        "too few won or drawn positions: {seen:?}"
    );
}

#[test]
fn top_level_converts_every_short_forced_win() {
    const PROOF_PLIES: u32 = 3;
    let mut positions = 0;
    for seed in 0..30u64 {
        // A random game, then its positions with a forced win for the side to move.
        let mut rng = SplitMix64::new(seed + 500);
        let mut game = Game::new(Muehle::start(&Default::default(), seed));
        let mut moves = MoveList::new();
        for _ in 0..300 {
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            game.play(moves[rng.below(moves.len() as u64) as usize])
                .unwrap();
        }
        for ply in 0..game.moves().len() {
            if game.outcome_at(ply).is_some() {
                continue;
            }
            let pos = game.position_at(ply).unwrap().clone();
            let mut history = game.hashes()[..ply].to_vec();
            let us = pos.side_to_move();
            if !forced_win(&pos, &mut history, PROOF_PLIES, us) {
                continue;
            }
            let mut engine: Engine<Muehle> = Engine::default();
            let reached = worst_outcome(&mut engine, &pos, &mut history, us, PROOF_PLIES, 5);
            assert_eq!(
                reached,
                Some(1),
                "at {} the engine did not win within {PROOF_PLIES} plies against every reply",
                pos.to_text()
            );
            positions += 1;
        }
    }
    eprintln!("{positions} won positions converted");
    assert!(positions >= 20, "too few won positions found: {positions}");
}
