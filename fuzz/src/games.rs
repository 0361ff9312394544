//! Games for fuzz inputs and seeds: the game a byte picks and games played at
//! random. Shared by the fuzz targets (through the crate's lib) and the seed
//! writer (which includes this file, since it cannot link libFuzzer).

use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{Game, GameKind, MoveList, Position};

/// The game a byte picks (any byte picks one of [`GameKind::ALL`]).
pub fn kind(byte: u8) -> GameKind {
    GameKind::ALL[byte as usize % GameKind::ALL.len()]
}

/// The seasons of the competition, which the network protocol speaks.
pub const SEASONS: [GameKind; 3] = [
    GameKind::Piranhas,
    GameKind::Ostseeschach,
    GameKind::Piranhas2026,
];

/// A game of up to `plies` random legal moves from the start drawn from `seed`.
pub fn random_game<P: Position>(seed: u64, plies: usize) -> Game<P> {
    let mut rng = SplitMix64::new(seed);
    let mut game = Game::new(P::start(&Default::default(), seed));
    let mut moves = MoveList::new();
    for _ in 0..plies {
        game.legal_moves(&mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
        game.play(mv).expect("a legal move is played");
    }
    game
}

/// The byte that picks `kind` among [`SEASONS`].
pub fn season_byte(kind: GameKind) -> Option<u8> {
    SEASONS.iter().position(|&k| k == kind).map(|i| i as u8)
}

/// The byte that picks `kind` (see [`kind`]).
pub fn kind_byte(kind: GameKind) -> u8 {
    GameKind::ALL
        .iter()
        .position(|&k| k == kind)
        .expect("a kind of ALL") as u8
}
