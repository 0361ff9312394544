//! The ten AI levels offered to users. Low levels search shallowly and draw their
//! move by temperature among the near-best moves (a controlled error rate); middle
//! levels search a fixed number of nodes (the same strength on every machine);
//! the top levels think for a fixed time.

use std::fmt;
use std::time::Duration;

use super::search::{Limits, SearchParams};

/// One AI level: its number, its name and how it searches.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// 1 (weakest) to 10 (strongest).
    pub number: u8,
    /// The name shown beside the number, e.g. "Beginner".
    pub name: &'static str,
    /// When the level stops thinking.
    pub limits: Limits,
    /// Temperature of the move draw in evaluation units (0: always the best move);
    /// see [`SearchParams::temperature`].
    pub temperature: u32,
}

impl Level {
    /// The search parameters for one move, the draw seeded by `seed`.
    pub fn params(&self, seed: u64) -> SearchParams {
        SearchParams {
            limits: self.limits,
            temperature: self.temperature,
            seed,
            lines: 1,
        }
    }

    /// This level with its node and time budgets multiplied by `factor` (depth
    /// limits and temperature unchanged), for ladders at a short time per move:
    /// the levels keep their proportions to each other. Budgets never drop below
    /// one node or one millisecond.
    pub fn scaled(&self, factor: f64) -> Level {
        let mut limits = self.limits;
        limits.nodes = limits
            .nodes
            .map(|nodes| ((nodes as f64 * factor).round() as u64).max(1));
        limits.movetime = limits.movetime.map(|time| scale_duration(time, factor));
        Level { limits, ..*self }
    }

    /// This level thinking `time` per move in place of its node and time
    /// budgets (its depth limit and temperature stay): how a bot is measured
    /// against Bernstein at the competition's pace.
    pub fn at_movetime(&self, time: Duration) -> Level {
        let mut limits = self.limits;
        limits.movetime = Some(time);
        limits.nodes = None;
        Level { limits, ..*self }
    }

    /// The time per move that replaced this level's own limits (by
    /// [`Level::at_movetime`] or [`Level::scaled`]), so that no table or record
    /// passes such a level off as the standard one; `None` for a standard level.
    pub fn replaced_movetime(&self) -> Option<Duration> {
        let standard = Level::get(self.number).map(|standard| standard.limits);
        self.limits
            .movetime
            .filter(|_| standard != Some(self.limits))
    }

    /// Whether the level asks an endgame database where one is ready (see
    /// [`crate::Oracle`]): the top levels play what it says; the others
    /// search, so that their mistakes stay theirs.
    pub fn uses_oracle(&self) -> bool {
        self.number >= ORACLE_FROM_LEVEL
    }

    /// The label for menus, e.g. "3 Casual".
    pub fn label(&self) -> String {
        self.to_string()
    }

    /// The level with this number (1–10).
    pub fn get(number: u8) -> Option<&'static Level> {
        LEVELS.iter().find(|level| level.number == number)
    }

    /// A short description of the limits for help texts, e.g. "depth 2, temperature 60".
    pub fn describe_limits(&self) -> String {
        let mut parts = Vec::new();
        if let Some(depth) = self.limits.depth {
            parts.push(format!("depth {depth}"));
        }
        if let Some(nodes) = self.limits.nodes {
            parts.push(format!("{nodes} nodes"));
        }
        if let Some(time) = self.limits.movetime {
            parts.push(format!("{} ms", time.as_millis()));
        }
        if self.temperature > 0 {
            parts.push(format!("temperature {}", self.temperature));
        }
        parts.join(", ")
    }
}

/// `time` multiplied by `factor`, at least a millisecond, and at most the longest
/// duration there is (a factor so large that the product cannot be represented
/// means "no time limit to speak of", not a panic).
fn scale_duration(time: Duration, factor: f64) -> Duration {
    let seconds = time.as_secs_f64() * factor;
    if seconds.is_nan() || seconds <= 0.0 {
        return Duration::from_millis(1);
    }
    Duration::try_from_secs_f64(seconds)
        .unwrap_or(Duration::MAX)
        .max(Duration::from_millis(1))
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.number, self.name)
    }
}

const fn level(
    number: u8,
    name: &'static str,
    depth: Option<u32>,
    nodes: Option<u64>,
    millis: u64,
    temperature: u32,
) -> Level {
    Level {
        number,
        name,
        limits: Limits {
            depth,
            nodes,
            movetime: Some(Duration::from_millis(millis)),
            clock: None,
        },
        temperature,
    }
}

/// The lowest level that plays by an endgame database ([`Level::uses_oracle`]).
pub const ORACLE_FROM_LEVEL: u8 = 9;

/// Every level also has a time limit, so the app never waits long even on a slow
/// machine; the depth and node limits bind long before it on a normal one. Each
/// level's limits are at least those of the level below (depth, nodes, time) and
/// its temperature at most, so no level is weaker than the one below in any game.
static LEVELS: [Level; 10] = [
    level(1, "Beginner", Some(1), Some(2_000), 500, 250),
    level(2, "Novice", Some(2), Some(5_000), 500, 120),
    level(3, "Casual", Some(3), Some(10_000), 500, 60),
    level(4, "Amateur", Some(4), Some(20_000), 500, 30),
    level(5, "Intermediate", None, Some(20_000), 500, 10),
    level(6, "Club player", None, Some(60_000), 1_000, 0),
    level(7, "Advanced", None, Some(200_000), 1_500, 0),
    level(8, "Expert", None, Some(700_000), 2_500, 0),
    level(9, "Master", None, None, 4_000, 0),
    level(10, "Maximum", None, None, 10_000, 0),
];

/// The ten levels, weakest first.
pub fn levels() -> &'static [Level] {
    &LEVELS
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_numbered_named_levels() {
        let all = levels();
        assert_eq!(all.len(), 10);
        for (i, level) in all.iter().enumerate() {
            assert_eq!(level.number as usize, i + 1);
            assert!(!level.name.is_empty());
            assert!(
                level.limits.movetime.is_some(),
                "{level}: every level has a time cap"
            );
        }
        for pair in all.windows(2) {
            let (lower, upper) = (&pair[0].limits, &pair[1].limits);
            // `None` is no limit: the upper level may drop a limit, never tighten one.
            let at_least = |upper: Option<u64>, lower: Option<u64>| {
                upper.is_none() || lower.is_some_and(|l| upper >= Some(l))
            };
            assert!(
                at_least(upper.depth.map(u64::from), lower.depth.map(u64::from)),
                "{}",
                pair[1]
            );
            assert!(at_least(upper.nodes, lower.nodes), "{}", pair[1]);
            assert!(upper.movetime >= lower.movetime, "{}", pair[1]);
            assert!(pair[1].temperature <= pair[0].temperature, "{}", pair[1]);
        }
        assert_eq!(all[0].label(), "1 Beginner");
        assert_eq!(all[9].label(), "10 Maximum");
        assert_eq!(Level::get(3).map(|l| l.name), Some("Casual"));
        assert!(Level::get(10).unwrap().uses_oracle() && Level::get(9).unwrap().uses_oracle());
        assert!(!Level::get(8).unwrap().uses_oracle());
        assert!(Level::get(11).is_none());
    }

    #[test]
    fn a_level_at_a_time_per_move_keeps_its_depth_and_says_so() {
        let casual = Level::get(3).unwrap();
        assert_eq!(casual.replaced_movetime(), None);
        let timed = casual.at_movetime(Duration::from_millis(1_500));
        assert_eq!(timed.limits.depth, Some(3));
        assert_eq!(timed.limits.nodes, None);
        assert_eq!(timed.temperature, casual.temperature);
        assert_eq!(
            timed.replaced_movetime(),
            Some(Duration::from_millis(1_500))
        );
        assert_eq!(timed.label(), "3 Casual");
        // Level 9's own limit is a time per move: given it again, it is level 9.
        let master = Level::get(9).unwrap();
        let same = master.at_movetime(master.limits.movetime.unwrap());
        assert_eq!(same.replaced_movetime(), None);
        assert_eq!(
            master
                .at_movetime(Duration::from_millis(100))
                .replaced_movetime(),
            Some(Duration::from_millis(100))
        );
    }

    #[test]
    fn scaling_keeps_depth_and_temperature_and_scales_budgets() {
        let casual = Level::get(3).unwrap().scaled(0.1);
        assert_eq!(casual.limits.depth, Some(3));
        assert_eq!(casual.limits.nodes, Some(1_000));
        assert_eq!(casual.limits.movetime, Some(Duration::from_millis(50)));
        assert_eq!(casual.temperature, 60);
        let maximum = Level::get(10).unwrap().scaled(0.05);
        assert_eq!(maximum.limits.movetime, Some(Duration::from_millis(500)));
        assert_eq!(maximum.limits.nodes, None);
        assert_eq!(maximum.label(), "10 Maximum");
        let tiny = Level::get(1).unwrap().scaled(0.0);
        assert_eq!(tiny.limits.nodes, Some(1));
        assert_eq!(tiny.limits.movetime, Some(Duration::from_millis(1)));
    }

    #[test]
    fn scaling_far_up_saturates_instead_of_overflowing() {
        let huge = Level::get(1).unwrap().scaled(1e20);
        assert_eq!(huge.limits.depth, Some(1));
        assert_eq!(huge.limits.movetime, Some(Duration::MAX));
        let nodes = Level::get(5).unwrap().scaled(1e30).limits.nodes;
        assert_eq!(nodes, Some(u64::MAX));
    }
}
