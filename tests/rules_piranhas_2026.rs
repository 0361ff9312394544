//! Piranhas 2026 rules on concrete positions: every end and winner clause of
//! rules.md section 5 (a union broken in the same round, the first-union
//! tie-break, a heavier partial swarm, no legal move after either side's move,
//! the round limit's draw, no fish is not connected), the mirrored start setup,
//! sizes travelling with their fish, hashing of sizes and the first union, the
//! text formats and their messages, and perft.

use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::piranhas_2026::{Field, Move, Piranhas2026, Size, Square};
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{EndReason, MoveList, Outcome, Position, Side, perft};

fn sq(name: &str) -> Square {
    name.parse().unwrap_or_else(|e| panic!("{e}"))
}

/// A position with the named fish (`("C2", "R2")`: a medium red fish on C2) and
/// kraken, at `turn`, with the first union `union` (`r`, `b` or `-`).
fn position(fish: &[(&str, &str)], kraken: [&str; 2], turn: u32, union: char) -> Piranhas2026 {
    let mut grid = vec![vec![".".to_string(); 10]; 10];
    for (name, token) in fish {
        let s = sq(name);
        grid[s.y() as usize][s.x() as usize] = token.to_string();
    }
    for name in kraken {
        let s = sq(name);
        grid[s.y() as usize][s.x() as usize] = "K".to_string();
    }
    let rows: Vec<String> = (0..10).rev().map(|y| grid[y].concat()).collect();
    let side = if turn.is_multiple_of(2) { 'r' } else { 'b' };
    let text = format!("{} {side} {turn} {union}", rows.join("/"));
    Piranhas2026::from_text(&text, &Default::default()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn moves_of(pos: &Piranhas2026) -> Vec<Move> {
    let mut moves = MoveList::new();
    pos.legal_moves(&mut moves);
    moves.to_vec()
}

fn play(pos: &mut Piranhas2026, text: &str) {
    let mv = pos
        .parse_move(text)
        .unwrap_or_else(|e| panic!("{text} at {}: {e}", pos.to_text()));
    pos.play(mv).unwrap();
}

// ------------------------------------------------------------ end and winner

#[test]
fn a_union_by_red_broken_by_blue_in_the_same_round_plays_on() {
    // Red C2, D2 and E5; E5 swims down two (column E holds E5 and Blue's E0) to E3
    // and joins C2-D2-E3. Blue's D0 swims up two (column D: D0, D2) and eats D2,
    // the link: C2 and E3 are apart again before the round is complete.
    let mut pos = position(
        &[
            ("C2", "R1"),
            ("D2", "R1"),
            ("E5", "R2"),
            ("D0", "B1"),
            ("E0", "B1"),
            ("J9", "B3"),
        ],
        ["H7", "B5"],
        10,
        '-',
    );
    assert_eq!(pos.outcome(&[]), None);
    play(&mut pos, "E5-E3");
    assert!(pos.is_connected(Side::First));
    assert_eq!(pos.first_union(), Some(Side::First), "recorded at once");
    assert_eq!(pos.outcome(&[]), None, "the round is not complete");
    play(&mut pos, "D0xD2");
    assert!(!pos.is_connected(Side::First));
    assert!(!pos.is_connected(Side::Second));
    assert_eq!(pos.turn(), 12);
    assert_eq!(pos.outcome(&[]), None, "no one connected after the round");
    assert!(!moves_of(&pos).is_empty());
    assert_eq!(pos.first_union(), Some(Side::First), "kept for good");
    assert!(pos.to_text().ends_with(" r 12 r"), "{}", pos.to_text());
}

#[test]
fn a_union_kept_through_the_round_ends_the_game() {
    // As above, but Blue plays elsewhere: after Blue's move Red is connected
    // (weight 1 + 1 + 2 = 4) and Blue's heaviest swarm is its large fish (3).
    let mut pos = position(
        &[
            ("C2", "R1"),
            ("D2", "R1"),
            ("E5", "R2"),
            ("D0", "B1"),
            ("E0", "B1"),
            ("J9", "B3"),
        ],
        ["H7", "B5"],
        10,
        '-',
    );
    play(&mut pos, "E5-E3");
    play(&mut pos, "J9-J8");
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(
            Side::First,
            EndReason::HeavierSwarm {
                first: 4,
                second: 3
            }
        ))
    );
    assert!(moves_of(&pos).is_empty());
    assert!(pos.parse_move("C2-C3").is_err());
    assert_eq!(
        pos.outcome(&[])
            .unwrap()
            .describe(bernstein::rules::GameKind::Piranhas2026),
        "Red wins: heavier swarm, 4 to 3"
    );
}

#[test]
fn equal_weights_are_decided_by_the_first_union() {
    // Both connected: Red A0 (2) + B1 (1) = 3, Blue's single large fish on J9 = 3.
    let fish = [("A0", "R2"), ("B1", "R1"), ("J9", "B3")];
    for (union, winner) in [('b', Side::Second), ('r', Side::First)] {
        let pos = position(&fish, ["E4", "F7"], 20, union);
        assert_eq!(
            pos.outcome(&[]),
            Some(Outcome::win(winner, EndReason::FirstUnion { weight: 3 })),
            "first union {union}"
        );
    }
    let pos = position(&fish, ["E4", "F7"], 20, 'b');
    assert_eq!(
        pos.outcome(&[])
            .unwrap()
            .describe(bernstein::rules::GameKind::Piranhas2026),
        "Blue wins: formed a swarm first, 3 each"
    );
    // No one recorded (only possible from a text): a draw.
    let pos = position(&fish, ["E4", "F7"], 20, '-');
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::draw(EndReason::EqualSwarms { weight: 3 }))
    );
}

#[test]
fn a_heavier_partial_swarm_beats_a_connected_one() {
    // Red is connected (one medium fish, 2); Blue is not, but its large fish alone
    // weighs 3.
    let pos = position(
        &[("A0", "R2"), ("E5", "B3"), ("J9", "B1")],
        ["C4", "F7"],
        20,
        'r',
    );
    assert!(pos.is_connected(Side::First));
    assert!(!pos.is_connected(Side::Second));
    assert_eq!(pos.heaviest_swarm(Side::First), 2);
    assert_eq!(pos.heaviest_swarm(Side::Second), 3);
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(
            Side::Second,
            EndReason::HeavierSwarm {
                first: 2,
                second: 3
            }
        ))
    );
}

#[test]
fn heaviest_swarm_is_by_weight_not_by_number() {
    // Red: three small fish together (3) and one large apart (3); Blue: four small
    // together (4) against a medium and a large together (5).
    let pos = position(
        &[
            ("A1", "R1"),
            ("A2", "R1"),
            ("A3", "R1"),
            ("A8", "R3"),
            ("C0", "B1"),
            ("D0", "B1"),
            ("E0", "B1"),
            ("F0", "B1"),
            ("C9", "B2"),
            ("D9", "B3"),
        ],
        ["E4", "F7"],
        4,
        '-',
    );
    assert_eq!(pos.heaviest_swarm(Side::First), 3);
    assert_eq!(pos.heaviest_swarm(Side::Second), 5);
    assert_eq!(pos.total_weight(Side::Second), 9);
}

#[test]
fn no_legal_move_after_reds_move_loses_at_once() {
    // Blue's fish on A0 and J0 are boxed in by Red; Red's D3 swims down-left two
    // (the diagonal holds D3 and A0) to B1, closing the last way out. The turn is
    // odd, so only the "no legal move" check applies: Red wins.
    let mut pos = position(
        &[
            ("A1", "R1"),
            ("B0", "R1"),
            ("D3", "R1"),
            ("I0", "R1"),
            ("I1", "R1"),
            ("J1", "R1"),
            ("A0", "B3"),
            ("J0", "B3"),
        ],
        ["H7", "B5"],
        10,
        '-',
    );
    assert_eq!(pos.outcome(&[]), None);
    assert!(!moves_of(&pos).is_empty());
    play(&mut pos, "D3-B1");
    assert_eq!(pos.turn(), 11);
    assert!(moves_of(&pos).is_empty());
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(Side::First, EndReason::NoLegalMove))
    );
    assert_eq!(pos.first_union(), None);
}

#[test]
fn turn_60_with_equal_weights_and_a_first_union_is_a_draw() {
    // No one connected, heaviest swarms 2 and 2, Red formed a swarm first earlier:
    // the server ignores the first union at the round limit.
    let pos = position(
        &[("A1", "R2"), ("A5", "R1"), ("E9", "B2"), ("J5", "B1")],
        ["C4", "F7"],
        60,
        'r',
    );
    assert!(!pos.is_connected(Side::First) && !pos.is_connected(Side::Second));
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::draw(EndReason::RoundLimitWeight {
            first: 2,
            second: 2
        }))
    );
    assert!(moves_of(&pos).is_empty());
    // Unequal weights at the limit: the heavier wins.
    let pos = position(
        &[("A1", "R3"), ("A5", "R1"), ("E9", "B2"), ("J5", "B1")],
        ["C4", "F7"],
        60,
        'b',
    );
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(
            Side::First,
            EndReason::RoundLimitWeight {
                first: 3,
                second: 2
            }
        ))
    );
}

#[test]
fn the_round_limit_is_reached_by_blues_60th_move() {
    let mut pos = position(
        &[("A1", "R2"), ("A5", "R1"), ("E8", "B2"), ("J5", "B1")],
        ["C4", "F7"],
        59,
        '-',
    );
    assert_eq!(pos.outcome(&[]), None);
    play(&mut pos, "E8-E9");
    assert_eq!(pos.turn(), 60);
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::draw(EndReason::RoundLimitWeight {
            first: 2,
            second: 2
        }))
    );
}

#[test]
fn a_player_with_no_fish_is_not_connected() {
    // Blue has no fish, Red's two are apart: at an even turn no one is connected,
    // so the game goes on (in 2019 zero fish counted as connected and ended it).
    let fish = [("A1", "R1"), ("A5", "R1")];
    let pos = position(&fish, ["C4", "F7"], 20, '-');
    assert!(!pos.is_connected(Side::Second));
    assert_eq!(pos.outcome(&[]), None);
    assert!(!moves_of(&pos).is_empty());
    let old = Piranhas::from_text(
        &pos.to_text().replace("R1", "R").replace(" -", ""),
        &Default::default(),
    )
    .unwrap();
    assert!(old.outcome(&[]).is_some(), "the 2019 rules end here");
    // With Blue to move, Blue has no move and loses.
    let pos = position(&fish, ["C4", "F7"], 21, '-');
    assert_eq!(
        pos.outcome(&[]),
        Some(Outcome::win(Side::First, EndReason::NoLegalMove))
    );
}

#[test]
fn red_is_recorded_when_both_unite_with_one_move() {
    // Red A0 swims right two (row 0 holds A0 and Blue's C0) and eats C0, next to
    // Red's D1: Red is one swarm, and so is Blue (its last fish, J9).
    let mut pos = position(
        &[("A0", "R1"), ("D1", "R1"), ("C0", "B1"), ("J9", "B2")],
        ["C4", "F7"],
        10,
        '-',
    );
    assert_eq!(pos.outcome(&[]), None);
    play(&mut pos, "A0xC0");
    assert!(pos.is_connected(Side::First));
    assert!(pos.is_connected(Side::Second));
    assert_eq!(pos.first_union(), Some(Side::First));
}

// ------------------------------------------------------------------- setup

#[test]
fn the_start_is_mirrored_across_the_diagonal_with_the_colours_swapped() {
    let mut counts = [0u32; 3];
    for seed in 0..200 {
        let pos = Piranhas2026::start(&Default::default(), seed);
        assert_eq!(pos.turn(), 0);
        assert_eq!(pos.first_union(), None);
        for square in Square::all() {
            let mirror = Square::new(square.y(), square.x()).unwrap();
            let expected = match pos.field(square) {
                Field::Fish(side, size) => Field::Fish(side.other(), size),
                other => other,
            };
            // The kraken are drawn apart from the fish and are not mirrored.
            let kraken = |at| matches!(pos.field(at), Field::Kraken);
            if !kraken(square) && !kraken(mirror) {
                assert_eq!(pos.field(mirror), expected, "seed {seed}, {square}");
            }
            if let Field::Fish(Side::First, size) = pos.field(square) {
                counts[size as usize] += 1;
            }
        }
        for side in Side::BOTH {
            assert_eq!(pos.fish_count(side), 16);
        }
        let [a, b] = pos.kraken();
        for k in [a, b] {
            assert!((2..8).contains(&k.x()) && (2..8).contains(&k.y()), "{k}");
        }
        let (dx, dy) = (a.x() as i8 - b.x() as i8, a.y() as i8 - b.y() as i8);
        assert!(dx != 0 && dy != 0 && dx.abs() != dy.abs(), "{a} {b}");
    }
    // 3200 red fish: small 4/9 (1422), medium 3/9 (1067), large 2/9 (711).
    let [small, medium, large] = counts;
    assert_eq!(small + medium + large, 3200);
    assert!((1322..1522).contains(&small), "{counts:?}");
    assert!((977..1157).contains(&medium), "{counts:?}");
    assert!((631..791).contains(&large), "{counts:?}");
    assert_ne!(
        Piranhas2026::start(&Default::default(), 1).to_text(),
        Piranhas2026::start(&Default::default(), 2).to_text()
    );
}

// -------------------------------------------------------- sizes and hashing

#[test]
fn the_eaten_fish_and_its_size_leave_the_board_and_the_mover_keeps_its_size() {
    let mut pos = position(
        &[("A0", "R3"), ("A2", "B2"), ("J9", "B1"), ("J0", "R1")],
        ["C4", "F7"],
        10,
        '-',
    );
    play(&mut pos, "A0xA2");
    assert_eq!(pos.field(sq("A2")), Field::Fish(Side::First, Size::Large));
    assert_eq!(pos.field(sq("A0")), Field::Empty);
    assert_eq!(pos.total_weight(Side::Second), 1);
    assert_eq!(pos.hash(), pos.hash_from_scratch());
}

#[test]
fn sizes_and_the_first_union_are_part_of_the_hash() {
    let base = [("A1", "R1"), ("A5", "R1"), ("E9", "B2"), ("J5", "B1")];
    let a = position(&base, ["C4", "F7"], 20, '-');
    let mut bigger = base;
    bigger[0].1 = "R2";
    let b = position(&bigger, ["C4", "F7"], 20, '-');
    let c = position(&base, ["C4", "F7"], 20, 'r');
    let d = position(&base, ["C4", "F7"], 20, 'b');
    let hashes = [a.hash(), b.hash(), c.hash(), d.hash()];
    for i in 0..4 {
        for j in i + 1..4 {
            assert_ne!(hashes[i], hashes[j], "{i} {j}");
        }
    }
    // Transposition: the same fish reached in two orders has one hash.
    let start = Piranhas2026::start(&Default::default(), 3);
    let moves = moves_of(&start);
    let (m1, m2) = (moves[0], moves[moves.len() - 1]);
    let mut x = start;
    x.play(m1).unwrap();
    let reply = moves_of(&x)[0];
    x.play(reply).unwrap();
    x.play(m2).unwrap();
    let mut y = start;
    y.play(m2).unwrap();
    y.play(reply).unwrap();
    y.play(m1).unwrap();
    if x.to_text() == y.to_text() {
        assert_eq!(x.hash(), y.hash());
    }
    assert_eq!(x.hash(), x.hash_from_scratch());
}

// --------------------------------------------------------------------- text

#[test]
fn the_notation_example_reads_and_writes_back() {
    let text = ".B1B2B1B1B3B1B2B1./R1........R2/R2........R1/R1....K...R1/R1........R3/R3..K.....R1/R1........R1/R2........R1/R1........R2/.B2B1B1B3B1B1B1B2. r 0 -";
    let pos = Piranhas2026::from_text(text, &Default::default()).unwrap();
    assert_eq!(pos.to_text(), text);
    assert_eq!(pos.field(sq("A4")), Field::Fish(Side::First, Size::Large));
    assert_eq!(pos.field(sq("A5")), Field::Fish(Side::First, Size::Small));
    assert_eq!(pos.field(sq("F9")), Field::Fish(Side::Second, Size::Large));
    assert_eq!(pos.field(sq("D4")), Field::Kraken);
    assert_eq!(pos.field(sq("F6")), Field::Kraken);
}

fn text_error(text: &str) -> String {
    Piranhas2026::from_text(text, &Default::default())
        .unwrap_err()
        .message()
}

#[test]
fn position_text_errors_say_what_and_where() {
    let good = Piranhas2026::start(&Default::default(), 0).to_text();
    let board = good.split(' ').next().unwrap();
    assert_eq!(
        text_error(&format!("{board} r 0")),
        "expected 4 fields separated by spaces (board, side, turn, first union), found 3"
    );
    assert_eq!(
        text_error(&format!("{board} r 0 x")),
        "who first formed a swarm must be 'r', 'b' or '-', found 'x'"
    );
    let rows: Vec<&str> = board.split('/').collect();
    let with_row = |row: &str| {
        let mut rows = rows.clone();
        rows[1] = row;
        format!("{} r 0 -", rows.join("/"))
    };
    assert_eq!(
        text_error(&with_row("R4........R1")),
        "the fish 'R' on A8 is followed by '4': its weight must be 1, 2 or 3"
    );
    assert_eq!(
        text_error(&with_row("R1.........R")),
        "the fish 'R' on J8 has no weight: write 1, 2 or 3 after it"
    );
    assert_eq!(
        text_error(&with_row("R1...Q....R1")),
        "unexpected 'Q' on E8: expected R1–R3 (red fish), B1–B3 (blue fish), K (kraken) or . (empty)"
    );
    assert_eq!(
        text_error(&with_row("R1.......R1")),
        "row 8 has 9 squares, expected 10"
    );
    assert_eq!(
        text_error(&format!("{board} b 0 -")),
        "side 'b' does not match turn 0: Red moves at even turns"
    );
    assert!(Piranhas2026::from_text("", &Default::default()).is_err());
}

// -------------------------------------------------------------------- perft

/// The 2019 benchmark position (kraken F3 and E6) with every fish small.
const BENCH: &str = ".B1B1B1B1B1B1B1B1./R1........R1/R1........R1/R1...K....R1/R1........R1/R1........R1/R1....K...R1/R1........R1/R1........R1/.B1B1B1B1B1B1B1B1. r 0 -";

// Within four plies no side can lose all its fish or connect, so the 2026 tree
// from the 2019 benchmark start is the 2019 tree: these are its counts, which
// were confirmed by an independent implementation of the 2019 rules (see
// tests/rules_piranhas.rs). Sizes never change which moves are legal.
#[test]
fn perft_from_the_benchmark_position() {
    let pos = Piranhas2026::from_text(BENCH, &Default::default()).unwrap();
    assert_eq!(pos.perft(1), 48);
    assert_eq!(pos.perft(2), 2_244);
    assert_eq!(pos.perft(3), 109_086);
    assert_eq!(pos.perft(4), 5_131_516);
    let sized = Piranhas2026::from_text(&BENCH.replace("B1", "B3"), &Default::default()).unwrap();
    assert_eq!(sized.perft(3), 109_086);
}

#[test]
fn fast_perft_counts_what_the_generic_perft_counts() {
    for seed in 0..8 {
        let mut rng = SplitMix64::new(seed);
        let mut pos = Piranhas2026::start(&Default::default(), seed);
        for _ in 0..(seed * 6) {
            let moves = moves_of(&pos);
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[rng.below(moves.len() as u64) as usize]);
        }
        for depth in 0..=3 {
            assert_eq!(
                pos.perft(depth),
                perft(&pos, depth),
                "depth {depth} at {}",
                pos.to_text()
            );
        }
    }
}
