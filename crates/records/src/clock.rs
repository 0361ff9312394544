//! Time controls and clock times as records keep them: a game's [`TimeControl`]
//! (minutes per game plus an increment per move, or the Software Challenge's fixed
//! time per move), written as PGN's `[TimeControl]` tag, and the time a player had
//! left after a move, written in the move's comment as chess tools write it:
//! `{[%clk 0:04:12]}` ([`clock_text`], [`read_clock`]).
//!
//! The tag's forms are those of the PGN standard (section 9.6.1): `"300+3"` is
//! 300 seconds per game and 3 more after each move; a fixed time per move is one
//! move per period of that many seconds, `"1/2"` (the standard's "moves/seconds"
//! form; the period starts again with every move). `"-"` (no time control) and `"?"`
//! read as none; cutechess's `"2/move"` is read too.

use serde::{Deserialize, Serialize};

/// How much time each player has.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TimeControl {
    /// `base_ms` for the whole game, and `increment_ms` added after each own move.
    Game { base_ms: u64, increment_ms: u64 },
    /// Each move within `ms`; unused time is not carried over (the Software
    /// Challenge's limit per move).
    PerMove { ms: u64 },
}

impl TimeControl {
    /// The tag's value: `300+3`, `300`, `1/2` (see the module docs).
    pub fn to_pgn(self) -> String {
        match self {
            TimeControl::Game {
                base_ms,
                increment_ms: 0,
            } => seconds_text(base_ms),
            TimeControl::Game {
                base_ms,
                increment_ms,
            } => format!("{}+{}", seconds_text(base_ms), seconds_text(increment_ms)),
            TimeControl::PerMove { ms } => format!("1/{}", seconds_text(ms)),
        }
    }

    /// Reads the tag's value. `Ok(None)` for "no time control" (`-`, `?`, empty);
    /// `Err` (saying so) for a form Bernstein does not play (several periods, a
    /// sandclock), which the caller keeps as an unknown tag.
    pub fn from_pgn(text: &str) -> Result<Option<TimeControl>, UnplayedTimeControl> {
        let unplayed = || UnplayedTimeControl(text.to_string());
        let text = text.trim();
        if text.is_empty() || text == "-" || text == "?" {
            return Ok(None);
        }
        if let Some((moves, seconds)) = text.split_once('/') {
            let ms = if moves.trim() == "1" {
                read_seconds(seconds)
            } else if seconds.trim() == "move" {
                read_seconds(moves)
            } else {
                None
            };
            return match ms {
                Some(ms) if ms > 0 => Ok(Some(TimeControl::PerMove { ms })),
                _ => Err(unplayed()),
            };
        }
        let (base, increment) = text.split_once('+').unwrap_or((text, "0"));
        match (read_seconds(base), read_seconds(increment)) {
            (Some(base_ms), Some(increment_ms)) if base_ms > 0 => Ok(Some(TimeControl::Game {
                base_ms,
                increment_ms,
            })),
            _ => Err(unplayed()),
        }
    }
}

/// A time control tag of a form Bernstein does not play (several periods, a
/// sandclock): the tag's text.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("time control '{0}' is not one Bernstein plays")]
pub struct UnplayedTimeControl(pub String);

/// Whole seconds as a number, other times with their decimals (`0.5`).
fn seconds_text(ms: u64) -> String {
    if ms.is_multiple_of(1000) {
        (ms / 1000).to_string()
    } else {
        let text = format!("{}.{:03}", ms / 1000, ms % 1000);
        text.trim_end_matches('0').to_string()
    }
}

/// Seconds with optional decimals, as milliseconds; at most a week.
fn read_seconds(text: &str) -> Option<u64> {
    let text = text.trim();
    if text.is_empty() || !text.chars().all(|ch| ch.is_ascii_digit() || ch == '.') {
        return None;
    }
    let seconds: f64 = text.parse().ok()?;
    (seconds <= 7.0 * 86_400.0).then(|| (seconds * 1000.0).round() as u64)
}

/// A clock time as `%clk` writes it: `H:MM:SS`, with tenths when there are any
/// (`0:00:09.7`).
pub fn clock_text(ms: u64) -> String {
    let tenths = ms / 100;
    let seconds = tenths / 10;
    let base = format!(
        "{}:{:02}:{:02}",
        seconds / 3600,
        seconds / 60 % 60,
        seconds % 60
    );
    if tenths.is_multiple_of(10) {
        base
    } else {
        format!("{base}.{}", tenths % 10)
    }
}

/// Reads `H:MM:SS` or `M:SS` with optional decimals (`0:04:12`, `4:12.35`) as
/// milliseconds.
pub fn read_clock(text: &str) -> Option<u64> {
    let parts: Vec<&str> = text.trim().split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return None;
    }
    let whole = |part: &str| {
        (!part.is_empty() && part.chars().all(|ch| ch.is_ascii_digit()))
            .then(|| part.parse::<u64>().ok())
            .flatten()
    };
    let (hours, minutes) = match parts.len() {
        3 => (whole(parts[0])?, whole(parts[1])?),
        _ => (0, whole(parts[0])?),
    };
    let seconds = read_seconds(parts[parts.len() - 1])?;
    if hours > 1000 || (parts.len() == 3 && minutes >= 60) || seconds >= 60_000 {
        return None;
    }
    Some((hours * 60 + minutes) * 60_000 + seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_read_the_standard_forms() {
        let blitz = TimeControl::Game {
            base_ms: 300_000,
            increment_ms: 3000,
        };
        assert_eq!(blitz.to_pgn(), "300+3");
        assert_eq!(TimeControl::from_pgn("300+3"), Ok(Some(blitz)));
        let per_move = TimeControl::PerMove { ms: 2000 };
        assert_eq!(per_move.to_pgn(), "1/2");
        assert_eq!(TimeControl::from_pgn("1/2"), Ok(Some(per_move)));
        assert_eq!(TimeControl::from_pgn("2/move"), Ok(Some(per_move)));
        let sudden = TimeControl::Game {
            base_ms: 60_000,
            increment_ms: 0,
        };
        assert_eq!(sudden.to_pgn(), "60");
        assert_eq!(TimeControl::from_pgn(" 60 "), Ok(Some(sudden)));
        assert_eq!(
            TimeControl::from_pgn("60+0.5"),
            Ok(Some(TimeControl::Game {
                base_ms: 60_000,
                increment_ms: 500
            }))
        );
        assert_eq!(TimeControl::PerMove { ms: 500 }.to_pgn(), "1/0.5");
        assert_eq!(TimeControl::from_pgn("-"), Ok(None));
        assert_eq!(TimeControl::from_pgn("?"), Ok(None));
        for other in ["*180", "40/9000:300", "abc", "0", "-5+1", "1/0"] {
            assert!(TimeControl::from_pgn(other).is_err(), "{other}");
        }
    }

    #[test]
    fn clock_times_round_trip_in_tenths() {
        assert_eq!(clock_text(252_000), "0:04:12");
        assert_eq!(clock_text(9_750), "0:00:09.7");
        assert_eq!(clock_text(3_723_000), "1:02:03");
        for ms in [0, 9_700, 252_000, 3_723_000] {
            assert_eq!(read_clock(&clock_text(ms)), Some(ms));
        }
        assert_eq!(read_clock("4:12.35"), Some(252_350));
        for bad in ["", "12", "0:60:00", "a:00:00", "0:00:-1", "1:2:3:4"] {
            assert_eq!(read_clock(bad), None, "{bad}");
        }
    }
}
