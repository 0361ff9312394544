//! What a record says about a move besides its text and comment: a judgement
//! (`!`, `?`, `??`, …), an evaluation, the better move a review found, and the
//! arrows and highlighted squares a user drew. Kept per node of the
//! [`MoveTree`](super::MoveTree), saved with it, and written into PGN-style
//! records the way chess tools write them: the judgement after the move (`e4??`,
//! read also as `$4`), the rest as commands inside the move's comment:
//! `{[%eval 1.30] [%clk 0:04:12] [%best g7-f6] [%cal Ga1a4,Rb6f6] [%csl Rd4]}`
//! (`%clk`: the time the mover had left after the move, see [`super::clock`]).
//!
//! Records know no rules: squares and moves are kept as the game writes them, and
//! the app ignores arrows whose squares its board does not have.
//!
//! A move also notes who made it where that side changed hands before it (the
//! user gave the side to the computer, took it over, or changed the level): PGN
//! writes that as a comment of its own, `{Blue: computer, level 6}`.

use serde::{Deserialize, Serialize};

use super::PlayerKind;
use bernstein_rules::{GameKind, Side};

/// How a move is judged, with the six move glyphs of PGN (`$1` … `$6`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Judgement {
    /// `!` (`$1`)
    Good,
    /// `?` (`$2`)
    Mistake,
    /// `!!` (`$3`)
    Brilliant,
    /// `??` (`$4`)
    Blunder,
    /// `!?` (`$5`)
    Interesting,
    /// `?!` (`$6`)
    Inaccuracy,
}

impl Judgement {
    pub const ALL: [Judgement; 6] = [
        Judgement::Good,
        Judgement::Mistake,
        Judgement::Brilliant,
        Judgement::Blunder,
        Judgement::Interesting,
        Judgement::Inaccuracy,
    ];

    /// The numeric annotation glyph of PGN.
    pub fn nag(self) -> u8 {
        match self {
            Judgement::Good => 1,
            Judgement::Mistake => 2,
            Judgement::Brilliant => 3,
            Judgement::Blunder => 4,
            Judgement::Interesting => 5,
            Judgement::Inaccuracy => 6,
        }
    }

    /// The judgement of a numeric annotation glyph; `None` for the other glyphs.
    pub fn from_nag(nag: u8) -> Option<Judgement> {
        Judgement::ALL
            .into_iter()
            .find(|judgement| judgement.nag() == nag)
    }

    /// The glyph as written after a move: `!`, `?`, `!!`, `??`, `!?`, `?!`.
    pub fn glyph(self) -> &'static str {
        match self {
            Judgement::Good => "!",
            Judgement::Mistake => "?",
            Judgement::Brilliant => "!!",
            Judgement::Blunder => "??",
            Judgement::Interesting => "!?",
            Judgement::Inaccuracy => "?!",
        }
    }

    pub fn from_glyph(glyph: &str) -> Option<Judgement> {
        Judgement::ALL
            .into_iter()
            .find(|judgement| judgement.glyph() == glyph)
    }
}

/// An evaluation of the position after a move, from the first player's (Red's,
/// White's) view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RecordedEval {
    /// Hundredths of the game's unit (amber, victory point, fish, stone): `[%eval 1.30]`.
    Units(i32),
    /// The game is decided: `winner` wins with `moves` own moves (`[%eval #5]` for
    /// the first player, `[%eval #-5]` for the second, as chess tools write mates).
    Ends { winner: Side, moves: u32 },
}

impl RecordedEval {
    /// The command's value: `1.30`, `-0.05`, `#5`, `#-5`.
    pub fn to_text(self) -> String {
        match self {
            RecordedEval::Units(value) => {
                let sign = if value < 0 { "-" } else { "" };
                let value = value.unsigned_abs();
                format!("{sign}{}.{:02}", value / 100, value % 100)
            }
            RecordedEval::Ends { winner, moves } => match winner {
                Side::First => format!("#{moves}"),
                Side::Second => format!("#-{moves}"),
            },
        }
    }

    /// Reads [`RecordedEval::to_text`]'s forms (and any number of decimals).
    pub fn from_text(text: &str) -> Option<RecordedEval> {
        let text = text.trim();
        if let Some(mate) = text.strip_prefix('#') {
            let (winner, moves) = match mate.strip_prefix('-') {
                Some(moves) => (Side::Second, moves),
                None => (Side::First, mate.strip_prefix('+').unwrap_or(mate)),
            };
            let moves = moves.parse::<u32>().ok()?;
            return Some(RecordedEval::Ends { winner, moves });
        }
        let value: f64 = text.parse().ok()?;
        if !value.is_finite() || value.abs() > 1.0e6 {
            return None;
        }
        Some(RecordedEval::Units((value * 100.0).round() as i32))
    }
}

/// The colours of arrows and highlights, with the letters chess tools use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MarkColor {
    Green,
    Red,
    Yellow,
    Blue,
}

impl MarkColor {
    pub const ALL: [MarkColor; 4] = [
        MarkColor::Green,
        MarkColor::Red,
        MarkColor::Yellow,
        MarkColor::Blue,
    ];

    pub fn letter(self) -> char {
        match self {
            MarkColor::Green => 'G',
            MarkColor::Red => 'R',
            MarkColor::Yellow => 'Y',
            MarkColor::Blue => 'B',
        }
    }

    pub fn from_letter(letter: char) -> Option<MarkColor> {
        MarkColor::ALL
            .into_iter()
            .find(|color| color.letter() == letter)
    }
}

/// An arrow drawn from one square to another.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Arrow {
    pub color: MarkColor,
    pub from: String,
    pub to: String,
}

/// A highlighted square.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Highlight {
    pub color: MarkColor,
    pub square: String,
}

/// Everything a record says about one node besides its move and comment. Empty
/// annotations are not written.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Annotation {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub judgement: Option<Judgement>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval: Option<RecordedEval>,
    /// The move a review found better than this one, from the position before it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub better: Option<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub arrows: Vec<Arrow>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlights: Vec<Highlight>,
    /// Who made this move, where it is not who made the side's moves before it
    /// (the record's players for the start, then each such note on the way).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub player: Option<PlayerKind>,
    /// In a timed game: the mover's time left after the move, in milliseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<u64>,
}

impl Annotation {
    pub fn is_empty(&self) -> bool {
        *self == Annotation::default()
    }

    /// Writes a review's findings: the evaluation and better move are replaced;
    /// the judgement is the review's, except that a `!`, `!!` or `!?` a user gave
    /// is kept where the review finds nothing wrong.
    pub fn set_review(
        &mut self,
        judgement: Option<Judgement>,
        eval: Option<RecordedEval>,
        better: Option<String>,
    ) {
        let users_own = matches!(
            self.judgement,
            Some(Judgement::Good | Judgement::Brilliant | Judgement::Interesting)
        );
        if judgement.is_some() || !users_own {
            self.judgement = judgement;
        }
        self.eval = eval;
        self.better = better;
    }

    /// Adds the arrow, or removes it if the same arrow is there (as drawing it
    /// again does on chess boards); an arrow of another colour is replaced.
    pub fn toggle_arrow(&mut self, arrow: Arrow) {
        let before = self.arrows.len();
        self.arrows.retain(|old| *old != arrow);
        if self.arrows.len() == before {
            self.arrows
                .retain(|old| !(old.from == arrow.from && old.to == arrow.to));
            self.arrows.push(arrow);
        }
    }

    /// Highlights the square, or clears it if it is highlighted in that colour.
    pub fn toggle_highlight(&mut self, highlight: Highlight) {
        let before = self.highlights.len();
        self.highlights.retain(|old| *old != highlight);
        if self.highlights.len() == before {
            self.highlights.retain(|old| old.square != highlight.square);
            self.highlights.push(highlight);
        }
    }

    /// The commands of a PGN comment, e.g. `[%eval 1.30] [%cal Ga1a4]`; empty when
    /// there is nothing but the judgement (which is written after the move).
    pub fn comment_commands(&self) -> String {
        let mut commands = Vec::new();
        if let Some(eval) = self.eval {
            commands.push(format!("[%eval {}]", eval.to_text()));
        }
        if let Some(clock) = self.clock {
            commands.push(format!("[%clk {}]", super::clock::clock_text(clock)));
        }
        if let Some(better) = &self.better {
            commands.push(format!("[%best {better}]"));
        }
        if !self.arrows.is_empty() {
            let arrows: Vec<String> = self
                .arrows
                .iter()
                .map(|arrow| format!("{}{}{}", arrow.color.letter(), arrow.from, arrow.to))
                .collect();
            commands.push(format!("[%cal {}]", arrows.join(",")));
        }
        if !self.highlights.is_empty() {
            let squares: Vec<String> = self
                .highlights
                .iter()
                .map(|mark| format!("{}{}", mark.color.letter(), mark.square))
                .collect();
            commands.push(format!("[%csl {}]", squares.join(",")));
        }
        commands.join(" ")
    }

    /// Takes the commands this annotation knows (`%eval`, `%clk`, `%best`, `%cal`,
    /// `%csl`) out of a comment's text into `self` and returns the text left. Other
    /// commands (`[%emt 0:00:05]`) and commands whose value cannot be read stay in
    /// the text, so nothing a file says is lost.
    pub fn take_commands(&mut self, comment: &str) -> String {
        let mut rest = String::new();
        let mut text = comment;
        while let Some(start) = text.find("[%") {
            let Some(length) = text[start..].find(']') else {
                break;
            };
            let command = &text[start + 2..start + length];
            rest.push_str(&text[..start]);
            if !self.take_command(command) {
                rest.push_str(&text[start..start + length + 1]);
            }
            text = &text[start + length + 1..];
        }
        rest.push_str(text);
        rest.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    fn take_command(&mut self, command: &str) -> bool {
        let (name, value) = command
            .trim()
            .split_once(char::is_whitespace)
            .unwrap_or((command.trim(), ""));
        let value = value.trim();
        match name {
            "eval" => match RecordedEval::from_text(value) {
                Some(eval) => self.eval = Some(eval),
                None => return false,
            },
            "clk" => match super::clock::read_clock(value) {
                Some(clock) => self.clock = Some(clock),
                None => return false,
            },
            "best" if !value.is_empty() && !value.contains(char::is_whitespace) => {
                self.better = Some(value.to_string());
            }
            "cal" => {
                let Some(arrows) = value
                    .split(',')
                    .map(|item| parse_arrow(item.trim()))
                    .collect::<Option<Vec<_>>>()
                else {
                    return false;
                };
                for arrow in arrows {
                    if !self.arrows.contains(&arrow) {
                        self.arrows.push(arrow);
                    }
                }
            }
            "csl" => {
                let Some(highlights) = value
                    .split(',')
                    .map(|item| parse_highlight(item.trim()))
                    .collect::<Option<Vec<_>>>()
                else {
                    return false;
                };
                for highlight in highlights {
                    if !self.highlights.contains(&highlight) {
                        self.highlights.push(highlight);
                    }
                }
            }
            _ => return false,
        }
        true
    }
}

/// The comment that notes who made a move of `side`: `Blue: human`,
/// `Blue: computer, level 6` (`Blue: computer` for a program of unknown level,
/// which a program that played over the network is to other tools).
pub fn player_note(kind: GameKind, side: Side, player: PlayerKind) -> String {
    let colour = kind.side_name(side);
    match player {
        PlayerKind::Human => format!("{colour}: human"),
        PlayerKind::Computer { level: 0 } | PlayerKind::Program => format!("{colour}: computer"),
        PlayerKind::Computer { level } => format!("{colour}: computer, level {level}"),
    }
}

/// Reads a comment written by [`player_note`] for a move of `side` (the whole
/// comment, any case, spaces as they come); `None` for any other text.
pub fn read_player_note(kind: GameKind, side: Side, comment: &str) -> Option<PlayerKind> {
    let words = comment.split_whitespace().collect::<Vec<_>>().join(" ");
    let (colour, who) = words.split_once(':')?;
    if !colour.trim().eq_ignore_ascii_case(kind.side_name(side)) {
        return None;
    }
    let who = who.trim().to_ascii_lowercase();
    if who == "human" {
        return Some(PlayerKind::Human);
    }
    // As `player_note` writes a program of no level of ours.
    if who == "computer" {
        return Some(PlayerKind::Program);
    }
    let level = who.strip_prefix("computer, level ")?.parse::<u8>().ok()?;
    Some(PlayerKind::Computer { level })
}

/// The length of the square name at the start of `text`: letters then digits
/// (`e4`, `A4`, `d10`), or `None`.
fn square_length(text: &str) -> Option<usize> {
    let letters = text.chars().take_while(char::is_ascii_alphabetic).count();
    let digits = text[letters..]
        .chars()
        .take_while(char::is_ascii_digit)
        .count();
    (letters == 1 && (1..=2).contains(&digits)).then_some(letters + digits)
}

fn split_color(item: &str) -> Option<(MarkColor, &str)> {
    let mut chars = item.chars();
    let color = MarkColor::from_letter(chars.next()?)?;
    Some((color, chars.as_str()))
}

/// `Ge2e4` (colour, from, to).
fn parse_arrow(item: &str) -> Option<Arrow> {
    let (color, squares) = split_color(item)?;
    let from = square_length(squares)?;
    let to = square_length(&squares[from..])?;
    (from + to == squares.len()).then(|| Arrow {
        color,
        from: squares[..from].to_string(),
        to: squares[from..].to_string(),
    })
}

/// `Rd4` (colour, square).
fn parse_highlight(item: &str) -> Option<Highlight> {
    let (color, square) = split_color(item)?;
    (square_length(square)? == square.len()).then(|| Highlight {
        color,
        square: square.to_string(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_round_trip_and_leave_other_text() {
        let mut annotation = Annotation {
            eval: Some(RecordedEval::Units(-5)),
            better: Some("g7-f6".into()),
            ..Annotation::default()
        };
        annotation.toggle_arrow(Arrow {
            color: MarkColor::Green,
            from: "A4".into(),
            to: "C4".into(),
        });
        annotation.toggle_highlight(Highlight {
            color: MarkColor::Red,
            square: "d4".into(),
        });
        let commands = annotation.comment_commands();
        assert_eq!(
            commands,
            "[%eval -0.05] [%best g7-f6] [%cal GA4C4] [%csl Rd4]"
        );
        let mut read = Annotation::default();
        let rest = read.take_commands(&format!("good {commands} [%emt 0:01:00] move"));
        assert_eq!(read, annotation);
        assert_eq!(rest, "good [%emt 0:01:00] move");
    }

    #[test]
    fn evals_read_mates_and_decimals_and_refuse_nonsense() {
        assert_eq!(
            RecordedEval::from_text("#-3"),
            Some(RecordedEval::Ends {
                winner: Side::Second,
                moves: 3
            })
        );
        assert_eq!(
            RecordedEval::from_text("1.3"),
            Some(RecordedEval::Units(130))
        );
        assert_eq!(RecordedEval::Units(130).to_text(), "1.30");
        assert_eq!(RecordedEval::from_text("NaN"), None);
        assert_eq!(RecordedEval::from_text("#x"), None);
        let mut annotation = Annotation::default();
        assert_eq!(
            annotation.take_commands("[%cal Gz] [%eval x]"),
            "[%cal Gz] [%eval x]"
        );
        assert!(annotation.is_empty());
    }

    #[test]
    fn player_notes_read_back_and_refuse_other_text() {
        let kind = GameKind::Ostseeschach;
        for player in [
            PlayerKind::Human,
            PlayerKind::Computer { level: 6 },
            PlayerKind::Program,
        ] {
            let note = player_note(kind, Side::Second, player);
            assert_eq!(read_player_note(kind, Side::Second, &note), Some(player));
            assert_eq!(read_player_note(kind, Side::First, &note), None);
        }
        assert_eq!(
            player_note(kind, Side::Second, PlayerKind::Computer { level: 6 }),
            "Blue: computer, level 6"
        );
        assert_eq!(
            read_player_note(kind, Side::First, "red:  Computer, level  3"),
            Some(PlayerKind::Computer { level: 3 })
        );
        for other in [
            "Red: a fine move",
            "Red human",
            "Red: computer, level x",
            "",
        ] {
            assert_eq!(read_player_note(kind, Side::First, other), None, "{other}");
        }
    }

    #[test]
    fn drawing_a_mark_again_removes_it() {
        let mut annotation = Annotation::default();
        let arrow = |color| Arrow {
            color,
            from: "e2".into(),
            to: "e4".into(),
        };
        annotation.toggle_arrow(arrow(MarkColor::Green));
        annotation.toggle_arrow(arrow(MarkColor::Red));
        assert_eq!(annotation.arrows, vec![arrow(MarkColor::Red)]);
        annotation.toggle_arrow(arrow(MarkColor::Red));
        assert!(annotation.is_empty());
        assert_eq!(Judgement::from_nag(4), Some(Judgement::Blunder));
        annotation.judgement = Some(Judgement::Good);
        annotation.set_review(None, Some(RecordedEval::Units(5)), None);
        assert_eq!(annotation.judgement, Some(Judgement::Good));
        annotation.set_review(Some(Judgement::Mistake), None, Some("d2".into()));
        annotation.set_review(None, None, None);
        assert!(annotation.is_empty(), "a review's own marks are replaced");
        assert_eq!(Judgement::from_glyph("?!"), Some(Judgement::Inaccuracy));
    }
}
