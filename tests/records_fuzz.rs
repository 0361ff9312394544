//! No reader panics, whatever it is given: random bytes, and valid files with
//! random damage (bytes changed, cut off, lines swapped) of every game and every
//! replay season. Each returns a record or an error. (The coverage-guided fuzz
//! targets in `fuzz/` go deeper; these run with every `cargo test`.)

use bernstein::records::Record;
use bernstein::records::pgn::{read_pgn, write_pgn};
use bernstein::records::replay::{read_replay_bytes, write_replay, write_replay_gz};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::ostseeschach_original::OstseeschachOriginal;
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::piranhas_2026::Piranhas2026;
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{Game, MoveList, Position};
use proptest::prelude::*;

fn played<P: Position>(seed: u64, plies: usize) -> Record {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::new(P::start(&P::Options::default(), seed));
    for _ in 0..plies {
        let mut moves = MoveList::new();
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        game.play(moves[rng.below(moves.len() as u64) as usize])
            .unwrap();
    }
    let mut record = Record::from_game(&game);
    let end = record.moves.main_line_end();
    record.moves.set_comment(end, Some("the end".into()));
    record
}

/// Valid files of every reader, to be damaged (made once).
fn samples() -> &'static [Vec<u8>] {
    static SAMPLES: std::sync::OnceLock<Vec<Vec<u8>>> = std::sync::OnceLock::new();
    SAMPLES.get_or_init(make_samples)
}

fn make_samples() -> Vec<Vec<u8>> {
    let muehle = played::<Muehle>(1, 40);
    let ostsee = played::<Ostseeschach>(2, 12);
    let piranhas = played::<Piranhas>(3, 12);
    let piranhas_2026 = played::<Piranhas2026>(4, 12);
    let original = played::<OstseeschachOriginal>(5, 16);
    vec![
        muehle.to_ron().into_bytes(),
        ostsee.to_ron().into_bytes(),
        original.to_ron().into_bytes(),
        write_pgn(&muehle).into_bytes(),
        write_pgn(&piranhas).into_bytes(),
        write_pgn(&original).into_bytes(),
        write_pgn(&piranhas_2026).into_bytes(),
        write_replay(&ostsee).unwrap().into_bytes(),
        write_replay(&piranhas).unwrap().into_bytes(),
        write_replay_gz(&piranhas).unwrap(),
        write_replay(&piranhas_2026).unwrap().into_bytes(),
        write_replay_gz(&piranhas_2026).unwrap(),
    ]
}

fn read_everything(bytes: &[u8]) {
    let text = String::from_utf8_lossy(bytes);
    let _ = Record::from_ron(&text);
    let _ = read_pgn(&text);
    let _ = read_replay_bytes(bytes);
}

#[derive(Debug, Clone)]
enum Damage {
    Set(usize, u8),
    Cut(usize),
    Delete(usize, usize),
    Duplicate(usize, usize),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(at, byte)| Damage::Set(at, byte)),
        any::<usize>().prop_map(Damage::Cut),
        (any::<usize>(), 0usize..200).prop_map(|(at, len)| Damage::Delete(at, len)),
        (any::<usize>(), 0usize..200).prop_map(|(at, len)| Damage::Duplicate(at, len)),
    ]
}

fn apply(bytes: &mut Vec<u8>, damage: &Damage) {
    if bytes.is_empty() {
        return;
    }
    match *damage {
        Damage::Set(at, byte) => {
            let at = at % bytes.len();
            bytes[at] = byte;
        }
        Damage::Cut(at) => bytes.truncate(at % bytes.len()),
        Damage::Delete(at, len) => {
            let at = at % bytes.len();
            let end = (at + len).min(bytes.len());
            bytes.drain(at..end);
        }
        Damage::Duplicate(at, len) => {
            let at = at % bytes.len();
            let end = (at + len).min(bytes.len());
            let copy: Vec<u8> = bytes[at..end].to_vec();
            bytes.splice(at..at, copy);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..2000)) {
        read_everything(&bytes);
    }

    #[test]
    fn random_text_never_panics(text in "[\\[\\]{}()\"\\\\a-h1-8x.:; \n*-]{0,400}") {
        read_everything(text.as_bytes());
    }

    #[test]
    fn damaged_files_never_panic(which in any::<proptest::sample::Index>(), damages in proptest::collection::vec(damage(), 1..5)) {
        let mut bytes = which.get(samples()).clone();
        for damage in &damages {
            apply(&mut bytes, damage);
        }
        read_everything(&bytes);
    }
}
