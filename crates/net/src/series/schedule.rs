//! Who meets whom, and in which order: the participants (the bots, then
//! Bernstein's engine at each level), the pairings of a round robin (every two
//! participants of which at least one is a bot), and the games one after another
//! in rounds of pairs, each pair from one seeded start with the colours swapped,
//! the same starts for every pairing.

use bernstein_engine::Level;
use bernstein_rules::rng::SplitMix64;

/// One who plays in a series.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Participant {
    /// The bot with this index in the series' list.
    Bot(usize),
    /// Bernstein's engine at this level.
    Engine(Level),
}

impl Participant {
    pub fn is_bot(&self) -> bool {
        matches!(self, Participant::Bot(_))
    }
}

/// One game to play: its number in the series, its pairing, who plays Red and
/// Blue (indices into the participants) and the seed of its start setup.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GamePlan {
    pub number: u32,
    pub pairing: usize,
    pub players: [usize; 2],
    pub setup_seed: u64,
}

/// The games of a series in the order they are played.
#[derive(Clone, Debug)]
pub struct Schedule {
    /// Each pairing's two participants; the first plays Red in odd-numbered games.
    pub pairings: Vec<[usize; 2]>,
    games: u32,
    seed: u64,
    /// Games of each pairing handed out so far.
    handed: Vec<u32>,
    /// Pairings that play no more games (decided early).
    closed: Vec<bool>,
    next_number: u32,
    /// The pairing (index) whose turn it is in the current round.
    cursor: usize,
    /// Units handed out so far: a unit is a pair of games (one start, both
    /// colours), or a pairing's last game alone.
    units: u32,
    /// Only the games of this part, and how many they are.
    part: Option<(Shard, u32)>,
}

/// One of N disjoint parts of a series' schedule: the K-th (1-based) plays
/// every N-th unit of games (a pair from one start, both colours), so that the
/// parts add up to exactly the whole series. Written `K/N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Shard {
    pub part: u32,
    pub parts: u32,
}

impl std::str::FromStr for Shard {
    type Err = super::SeriesError;

    fn from_str(text: &str) -> Result<Shard, super::SeriesError> {
        let bad = || super::SeriesError::NotAPart {
            text: text.to_string(),
        };
        let (part, parts) = text.split_once('/').ok_or_else(bad)?;
        let (part, parts): (u32, u32) = (
            part.trim().parse().map_err(|_| bad())?,
            parts.trim().parse().map_err(|_| bad())?,
        );
        if parts == 0 || part == 0 || part > parts {
            return Err(super::SeriesError::PartOutOfRange {
                text: text.to_string(),
                parts,
            });
        }
        Ok(Shard { part, parts })
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.part, self.parts)
    }
}

impl Schedule {
    /// Every two participants of which at least one is a bot (with
    /// `bots_meet` false: one bot and one level), `games` games each, starts
    /// drawn from `seed`.
    pub fn new(participants: &[Participant], bots_meet: bool, games: u32, seed: u64) -> Schedule {
        let mut pairings = Vec::new();
        for first in 0..participants.len() {
            for second in first + 1..participants.len() {
                let bots = [first, second].map(|index| participants[index].is_bot());
                let meet = match bots {
                    [true, true] => bots_meet,
                    [false, false] => false,
                    _ => true,
                };
                if meet {
                    pairings.push([first, second]);
                }
            }
        }
        let count = pairings.len();
        Schedule {
            pairings,
            games,
            seed,
            handed: vec![0; count],
            closed: vec![false; count],
            next_number: 1,
            cursor: 0,
            units: 0,
            part: None,
        }
    }

    /// The games planned at most (each pairing's full number); more than a
    /// series can number (`u32`) where the arguments ask for too many.
    pub fn planned(&self) -> u64 {
        u64::from(self.games) * self.pairings.len() as u64
    }

    /// The same schedule with only the games of `shard`. Every part is decided
    /// by the arguments alone, so the parts add up to the whole series.
    pub fn shard(mut self, shard: Shard) -> Schedule {
        let mut counting = self.clone();
        counting.part = Some((shard, 0));
        let games = std::iter::from_fn(|| counting.next()).count() as u32;
        self.part = Some((shard, games));
        self
    }

    /// The game numbers this schedule plays (a part's, or all), in order.
    pub fn numbers(&self) -> Vec<u32> {
        let mut all = self.clone();
        std::iter::from_fn(|| all.next())
            .map(|plan| plan.number)
            .collect()
    }

    /// The games that will be played if none is stopped early: those handed out
    /// and those still to come of the open pairings.
    pub fn expected(&self) -> u32 {
        if let Some((_, games)) = self.part {
            return games;
        }
        (0..self.pairings.len())
            .map(|p| {
                if self.closed[p] {
                    self.handed[p]
                } else {
                    self.games
                }
            })
            .sum()
    }

    /// Stops a pairing: it plays no more games.
    pub fn close(&mut self, pairing: usize) {
        self.closed[pairing] = true;
    }
}

impl Iterator for Schedule {
    type Item = GamePlan;

    /// The next game, or `None` when every pairing has played its games. Rounds
    /// of pairs: each open pairing plays its next two games (one start, both
    /// colours), then the next pairing; so a series stopped early has played its
    /// pairings evenly.
    fn next(&mut self) -> Option<GamePlan> {
        loop {
            let plan = self.next_of_all()?;
            match self.part {
                Some((shard, _)) if (self.units - 1) % shard.parts != shard.part - 1 => continue,
                _ => return Some(plan),
            }
        }
    }
}

impl Schedule {
    /// The next game of the whole series.
    fn next_of_all(&mut self) -> Option<GamePlan> {
        let count = self.pairings.len();
        for _ in 0..=count {
            let pairing = self.cursor;
            let handed = self.handed[pairing];
            if self.closed[pairing] || handed >= self.games {
                self.cursor = (self.cursor + 1) % count;
                continue;
            }
            // The second game of a pair follows the first at once.
            if handed % 2 == 1 || handed + 1 >= self.games {
                self.cursor = (self.cursor + 1) % count;
            }
            if handed.is_multiple_of(2) {
                self.units += 1;
            }
            self.handed[pairing] += 1;
            let number = self.next_number;
            self.next_number += 1;
            let [first, second] = self.pairings[pairing];
            let players = if number % 2 == 1 {
                [first, second]
            } else {
                [second, first]
            };
            return Some(GamePlan {
                number,
                pairing,
                players,
                setup_seed: start_seed(self.seed, handed / 2),
            });
        }
        None
    }
}

/// The seed of the start setup of pair `pair`: the same for every pairing.
fn start_seed(seed: u64, pair: u32) -> u64 {
    SplitMix64::new(seed ^ u64::from(pair).wrapping_mul(0x9E37_79B9_7F4A_7C15)).next_u64()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(number: u8) -> Participant {
        Participant::Engine(*Level::get(number).unwrap())
    }

    #[test]
    fn pairings_need_a_bot_and_games_come_in_pairs() {
        let participants = [Participant::Bot(0), Participant::Bot(1), level(4), level(6)];
        let mut schedule = Schedule::new(&participants, true, 3, 7);
        // Level 4 never meets level 6.
        assert_eq!(
            schedule.pairings,
            vec![[0, 1], [0, 2], [0, 3], [1, 2], [1, 3]]
        );
        assert_eq!(schedule.planned(), 15);
        let games: Vec<GamePlan> = std::iter::from_fn(|| schedule.next()).collect();
        assert_eq!(games.len(), 15);
        assert_eq!(
            games.iter().map(|g| g.number).collect::<Vec<_>>(),
            (1..=15).collect::<Vec<_>>()
        );
        // The first round: two games per pairing, colours swapped, one start.
        assert_eq!(games[0].pairing, 0);
        assert_eq!(games[1].pairing, 0);
        assert_eq!(games[0].players, [0, 1]);
        assert_eq!(games[1].players, [1, 0]);
        assert_eq!(games[0].setup_seed, games[1].setup_seed);
        assert_eq!(games[2].pairing, 1);
        // Every pairing starts from the same setups.
        assert_eq!(games[2].setup_seed, games[0].setup_seed);
        // The second round: each pairing's third game, from the second start.
        assert_eq!(games[10].pairing, 0);
        assert_ne!(games[10].setup_seed, games[0].setup_seed);
        for pairing in 0..5 {
            assert_eq!(games.iter().filter(|g| g.pairing == pairing).count(), 3);
        }
        // An engine is always the second participant of its pairing, so the bot
        // plays Red in odd-numbered games, as `bernstein serve` seats it.
        for game in &games {
            let bot_red = participants[game.players[0]].is_bot();
            assert!(bot_red || game.number % 2 == 0, "{game:?}");
        }
    }

    #[test]
    fn a_closed_pairing_plays_no_more() {
        let participants = [Participant::Bot(0), level(2), level(3)];
        let mut schedule = Schedule::new(&participants, true, 4, 1);
        assert_eq!(schedule.expected(), 8);
        let first = schedule.next().unwrap();
        assert_eq!(first.pairing, 0);
        schedule.close(0);
        assert_eq!(schedule.expected(), 5);
        let rest: Vec<GamePlan> = std::iter::from_fn(|| schedule.next()).collect();
        assert_eq!(rest.len(), 4);
        assert!(rest.iter().all(|g| g.pairing == 1));
    }

    #[test]
    fn the_parts_add_up_to_the_whole_series() {
        let participants = [Participant::Bot(0), Participant::Bot(1), level(4)];
        // Odd games: each pairing's last game is a unit of its own.
        let whole = Schedule::new(&participants, true, 5, 3);
        let all: Vec<GamePlan> = whole.clone().collect();
        assert_eq!(all.len(), 15);
        let mut parts: Vec<GamePlan> = Vec::new();
        for part in 1..=4 {
            let shard = Shard { part, parts: 4 };
            let schedule = whole.clone().shard(shard);
            let games: Vec<GamePlan> = schedule.clone().collect();
            assert_eq!(schedule.expected() as usize, games.len());
            assert_eq!(
                schedule.numbers(),
                games.iter().map(|g| g.number).collect::<Vec<_>>()
            );
            // A pair's two games stay in one part.
            for game in &games {
                if game.number % 2 == 1
                    && all
                        .iter()
                        .any(|g| g.number == game.number + 1 && g.pairing == game.pairing)
                {
                    assert!(
                        games.iter().any(|g| g.number == game.number + 1),
                        "{game:?}"
                    );
                }
            }
            parts.extend(games);
        }
        parts.sort_by_key(|plan| plan.number);
        assert_eq!(parts, all, "disjoint parts of exactly the whole");
        assert_eq!("2/5".parse::<Shard>(), Ok(Shard { part: 2, parts: 5 }));
        for refused in ["0/3", "4/3", "1/0", "x", "1-2"] {
            assert!(refused.parse::<Shard>().is_err(), "{refused}");
        }
    }

    #[test]
    fn bots_may_meet_the_levels_only() {
        let participants = [Participant::Bot(0), Participant::Bot(1), level(5)];
        let schedule = Schedule::new(&participants, false, 2, 1);
        assert_eq!(schedule.pairings, vec![[0, 2], [1, 2]]);
    }
}
