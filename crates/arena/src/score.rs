//! The one score report of every match, strength test and series: wins, draws
//! and losses with the score and its Elo difference, and where the games come
//! in pairs (one start, colours swapped) the pentanomial count of the pairs.
//! The arithmetic is the engine's ([`bernstein_engine::stats`]); the words and
//! figures every command prints are here, so `match`, `sprt`, `test` and the
//! series' reports write a result, a score and an Elo the same way.

use std::collections::BTreeMap;
use std::fmt;

use bernstein_engine::stats::{signed_elo, unsigned_elo};
use bernstein_engine::{MatchScore, Pentanomial};

/// A game's points as every line writes them: `1`, `1/2` or `0` (ASCII, as a
/// PGN result writes the half).
pub fn points_text(points: f64) -> &'static str {
    if points > 0.75 {
        "1"
    } else if points > 0.25 {
        "1/2"
    } else {
        "0"
    }
}

/// A sum of points as tables write it: `7`, `6.5`.
pub fn points_total(points: f64) -> String {
    if points.fract() == 0.0 {
        format!("{points:.0}")
    } else {
        format!("{points:.1}")
    }
}

/// The points of a score (wins and half the draws).
pub fn points(score: &MatchScore) -> f64 {
    score.points.iter().sum()
}

/// What a score says about the Elo difference: an estimate with the half-width
/// of its 95 % interval, or nothing yet: a clean sweep, a single game, or an
/// interval that reaches 0 % or 100 % leaves it unbounded, and a table shows
/// "—" ([`TOO_FEW_GAMES`]) rather than "+inf ± inf".
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Elo {
    Estimate { elo: f64, error: f64 },
    TooFewGames,
}

/// Why an Elo is not shown, in the command line's words.
pub const TOO_FEW_GAMES: &str = "too few games";

impl Elo {
    /// From an Elo difference and its error bar (unbounded ones are not shown).
    pub fn new(elo: f64, error: f64) -> Elo {
        if elo.is_finite() && error.is_finite() {
            Elo::Estimate { elo, error }
        } else {
            Elo::TooFewGames
        }
    }

    /// The Elo of a score of single games.
    pub fn of(score: &MatchScore) -> Elo {
        Elo::new(score.elo(), score.elo_error95())
    }

    /// The Elo of a count of pairs.
    pub fn of_pairs(pairs: &Pentanomial) -> Elo {
        if pairs.pairs() == 0 {
            return Elo::TooFewGames;
        }
        Elo::new(pairs.elo(), pairs.elo_error95())
    }

    /// The estimate and its error bar in a table's two cells (`+93`, `70`), or
    /// `—` and an empty cell.
    pub fn cells(&self) -> (String, String) {
        match *self {
            Elo::Estimate { elo, error } => (signed_elo(elo), unsigned_elo(error)),
            Elo::TooFewGames => ("—".to_string(), String::new()),
        }
    }

    /// As a summary line writes it: `+93 ± 70`, or `— (too few games)`.
    pub fn with_reason(&self) -> String {
        match self {
            Elo::Estimate { .. } => self.to_string(),
            Elo::TooFewGames => format!("— ({TOO_FEW_GAMES})"),
        }
    }
}

/// `+93 ± 70`, or `—`.
impl fmt::Display for Elo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cells() {
            (elo, error) if !error.is_empty() => write!(f, "{elo} ± {error}"),
            (elo, _) => f.write_str(&elo),
        }
    }
}

/// The summary line of the side called `name`: `first: 61 wins, 4 draws, 35
/// losses, score 63.0%, Elo +93 ± 70`.
pub fn summary(name: &str, score: &MatchScore) -> String {
    format!(
        "{name}: {} wins, {} draws, {} losses, score {:.1}%, Elo {}",
        score.wins,
        score.draws,
        score.losses,
        100.0 * score.fraction(),
        Elo::of(score).with_reason(),
    )
}

/// The score of games played in pairs (one start, colours swapped), from one
/// side's view: the single games and, once both games of a pair are in, the
/// pair's count. Games may come in any order (several at once).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PairedScore {
    pub games: MatchScore,
    pub pairs: Pentanomial,
    /// The first game's points of each pair not yet complete.
    open: BTreeMap<u32, f64>,
}

impl PairedScore {
    /// Adds a game of pair `pair` with this side's points.
    pub fn add(&mut self, pair: u32, points: f64) {
        self.games.add(points);
        match self.open.remove(&pair) {
            Some(first) => self.pairs.add(first, points),
            None => {
                self.open.insert(pair, points);
            }
        }
    }

    /// Adds a whole pair at once.
    pub fn add_pair(&mut self, pair: u32, points: [f64; 2]) {
        self.add(pair, points[0]);
        self.add(pair, points[1]);
    }

    /// `games 26: +9 =8 -9 (50.0 %), ptnml [1, 3, 6, 2, 1], Elo 0 ± 61`: the
    /// games, and the Elo of the pairs.
    pub fn line(&self) -> String {
        let score = &self.games;
        format!(
            "games {}: +{} ={} -{} ({:.1} %), ptnml {:?}, Elo {}",
            score.games(),
            score.wins,
            score.draws,
            score.losses,
            100.0 * self.pairs.score(),
            self.pairs.0,
            Elo::of_pairs(&self.pairs).with_reason(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_are_written_one_way() {
        assert_eq!(points_text(1.0), "1");
        assert_eq!(points_text(0.5), "1/2");
        assert_eq!(points_text(0.0), "0");
        assert_eq!(points_total(6.5), "6.5");
        assert_eq!(points_total(7.0), "7");
    }

    #[test]
    fn an_unbounded_elo_is_too_few_games() {
        let mut score = MatchScore::default();
        assert_eq!(Elo::of(&score), Elo::TooFewGames);
        score.add(1.0);
        score.add(1.0);
        assert_eq!(Elo::of(&score).to_string(), "—");
        assert_eq!(
            summary("alice", &score),
            "alice: 2 wins, 0 draws, 0 losses, score 100.0%, Elo — (too few games)"
        );
        for points in [0.0, 0.5, 1.0, 0.0, 0.5, 0.5, 1.0, 0.0, 0.5, 0.5] {
            score.add(points);
        }
        assert!(matches!(Elo::of(&score), Elo::Estimate { .. }));
        assert!(Elo::of(&score).to_string().contains(" ± "));
    }

    #[test]
    fn a_summary_says_the_score_and_its_elo() {
        let mut score = MatchScore::default();
        for points in [1.0, 1.0, 0.5, 0.0, 1.0, 0.5] {
            score.add(points);
        }
        assert!(
            summary("first", &score)
                .starts_with("first: 3 wins, 2 draws, 1 losses, score 66.7%, Elo +120 ± ")
        );
        let mut even = MatchScore::default();
        for points in [1.0, 0.0, 0.5, 0.5] {
            even.add(points);
        }
        assert!(summary("first", &even).ends_with("score 50.0%, Elo 0 ± 297"));
    }

    #[test]
    fn pairs_are_counted_once_both_games_are_in() {
        let mut score = PairedScore::default();
        score.add(3, 1.0);
        score.add(1, 0.5);
        assert_eq!(score.pairs.pairs(), 0);
        score.add(3, 0.5);
        assert_eq!(score.pairs.0, [0, 0, 0, 1, 0]);
        score.add_pair(7, [0.0, 0.0]);
        assert_eq!(score.pairs.0, [1, 0, 0, 1, 0]);
        assert_eq!(score.games.games(), 5);
        assert!(
            score.line().starts_with("games 5: +1 =2 -2 ("),
            "{}",
            score.line()
        );
    }
}
