//! How a server is set up: the seasons it can host ([`SEASON_KINDS`],
//! `with_season!`), the port, the move time limits and who plays against the
//! bots that connect ([`ServeSettings`]).

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use bernstein_engine::Level;

/// The move time limits of every season: a move after the soft limit loses, and
/// no move by the hard limit loses too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timeouts {
    pub soft: Duration,
    pub hard: Duration,
}

impl Timeouts {
    /// 2 s and 10 s, as in all three seasons.
    pub const COMPETITION: Timeouts = Timeouts {
        soft: Duration::from_millis(2000),
        hard: Duration::from_millis(10_000),
    };
}

/// The games the competition played, which a server can host, in the order the
/// app offers them: the one table the app asks (with [`crate::with_season!`]) instead
/// of naming games itself.
pub const SEASON_KINDS: [bernstein_rules::GameKind; 3] = [
    bernstein_rules::GameKind::Piranhas,
    bernstein_rules::GameKind::Ostseeschach,
    bernstein_rules::GameKind::Piranhas2026,
];

/// Calls `$body` with `$P` bound to the [`Season`] of `$kind` and gives
/// `Some` of its value, or `None` for a game the competition never played: the
/// one place where a season chosen at run time becomes a type.
///
/// [`Season`]: crate::Season
#[macro_export]
macro_rules! with_season {
    ($kind:expr, $P:ident => $body:expr) => {
        match $kind {
            $crate::__rules::GameKind::Piranhas => {
                type $P = $crate::__rules::piranhas::Piranhas;
                Some($body)
            }
            $crate::__rules::GameKind::Ostseeschach => {
                type $P = $crate::__rules::ostseeschach::Ostseeschach;
                Some($body)
            }
            $crate::__rules::GameKind::Piranhas2026 => {
                type $P = $crate::__rules::piranhas_2026::Piranhas2026;
                Some($body)
            }
            _ => None,
        }
    };
}

/// The competition's port, which bots connect to unless told otherwise.
pub const DEFAULT_PORT: u16 = 13050;

/// How the server plays.
#[derive(Clone, Debug)]
pub struct ServeSettings {
    /// The address to listen on (port 0 picks a free port; the event says which).
    pub listen: SocketAddr,
    /// Games to play, one after another.
    pub games: u32,
    /// The number of the first game (1; a test series, which plays each game on
    /// a server of its own, gives the game's number in the series): the games
    /// are numbered from it, and the engine's colour follows the number.
    pub first_game: u32,
    /// Who plays against the connecting bots.
    pub opponent: Opponent,
    /// The limits per move (`None`: no time limits).
    pub timeouts: Option<Timeouts>,
    /// The random start setups come from this seed.
    pub seed: u64,
    /// Only `joinPrepared` with the codes announced per game may join.
    pub reservations: bool,
    /// A connection that has not joined after this long is closed (and told why).
    pub join_deadline: Duration,
    /// How long a player may stay connected after its game's `<left>`.
    pub close_grace: Duration,
    /// Set to stop serving (the app's "stop"); checked between messages.
    pub stop: Arc<AtomicBool>,
}

impl ServeSettings {
    pub fn new(listen: SocketAddr) -> ServeSettings {
        ServeSettings {
            listen,
            games: 1,
            first_game: 1,
            opponent: Opponent::Bot,
            timeouts: Some(Timeouts::COMPETITION),
            seed: 0,
            reservations: false,
            join_deadline: Duration::from_secs(5),
            close_grace: Duration::from_secs(2),
            stop: Arc::new(AtomicBool::new(false)),
        }
    }
}

impl ServeSettings {
    /// The seed of each game's start setup, in the order the games are played:
    /// drawn from `seed` alone, so that a printed seed replays them.
    pub fn setup_seeds(&self) -> impl Iterator<Item = u64> + use<> {
        let mut setups = bernstein_rules::rng::SplitMix64::new(self.seed);
        std::iter::repeat_with(move || setups.next_u64())
    }
}

/// Who plays against the bots that connect.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Another bot: two join each game, the first plays Red.
    Bot,
    /// Bernstein's engine at this level; one bot joins each game.
    Engine(Level),
    /// The user of the app, whose moves come through [`ServerHandle::play`];
    /// one bot joins each game.
    ///
    /// [`ServerHandle::play`]: super::ServerHandle::play
    Local,
}
