//! Reading PGN-style text into tokens (tag pairs, move numbers, moves with
//! their glyphs, comments, parentheses, results) and splitting them into
//! games, before any rules are consulted. A syntax error names its line.

use super::escape_comment;
use super::tags::tag_char;
use crate::{Judgement, RecordError, RecordErrorKind};

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Token {
    Tag(String, String),
    Comment(String),
    Open,
    Close,
    /// A move number; the number itself is not checked (numbers are recomputed).
    Number,
    Result(String),
    /// A move, with the glyph written after it (`a1-a4??`) if any.
    Move(String),
    /// A numeric annotation glyph (`$4`).
    Nag(u8),
}

struct Lexer<'a> {
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    line: usize,
    at_line_start: bool,
}

pub(super) fn syntax(line: usize, message: impl Into<String>) -> RecordError {
    RecordError::with_kind(
        RecordErrorKind::Damaged,
        format!("line {line}: {}", message.into()),
    )
}

impl<'a> Lexer<'a> {
    /// A lexer of `text`, whose first line is line `first_line` of its file.
    fn new(text: &'a str, first_line: usize) -> Lexer<'a> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Lexer {
            chars: text.char_indices().peekable(),
            line: first_line,
            at_line_start: true,
        }
    }

    fn bump(&mut self) -> Option<char> {
        let (_, ch) = self.chars.next()?;
        if ch == '\n' {
            self.line += 1;
            self.at_line_start = true;
        } else {
            self.at_line_start = false;
        }
        Some(ch)
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, ch)| ch)
    }

    /// The next token and the line it starts on, or `None` at the end.
    fn next_token(&mut self) -> Result<Option<(Token, usize)>, RecordError> {
        loop {
            let line_start = self.at_line_start;
            let Some(ch) = self.peek() else {
                return Ok(None);
            };
            let line = self.line;
            match ch {
                _ if ch.is_whitespace() => {
                    self.bump();
                }
                '%' if line_start => {
                    // An escape line: skipped to its end.
                    while let Some(ch) = self.bump() {
                        if ch == '\n' {
                            break;
                        }
                    }
                }
                '[' => {
                    self.bump();
                    return self.tag(line).map(|token| Some((token, line)));
                }
                '{' => {
                    self.bump();
                    let mut text = String::new();
                    loop {
                        match self.bump() {
                            Some('}') => break,
                            Some(ch) => text.push(ch),
                            None => return Err(syntax(line, "a comment '{' is never closed")),
                        }
                    }
                    return Ok(Some((Token::Comment(text.trim().to_string()), line)));
                }
                ';' => {
                    self.bump();
                    let mut text = String::new();
                    while let Some(ch) = self.peek() {
                        if ch == '\n' {
                            break;
                        }
                        text.push(ch);
                        self.bump();
                    }
                    // Written back in braces, where `}` cannot stand.
                    let text = escape_comment(text.trim());
                    return Ok(Some((Token::Comment(text), line)));
                }
                '(' => {
                    self.bump();
                    return Ok(Some((Token::Open, line)));
                }
                ')' => {
                    self.bump();
                    return Ok(Some((Token::Close, line)));
                }
                '$' => {
                    self.bump();
                    let mut digits = String::new();
                    while let Some(ch) = self.peek().filter(char::is_ascii_digit) {
                        digits.push(ch);
                        self.bump();
                    }
                    // Glyphs beyond 255 mean nothing to anyone: skipped like unknown ones.
                    if let Ok(nag) = digits.parse::<u8>() {
                        return Ok(Some((Token::Nag(nag), line)));
                    }
                }
                '*' => {
                    self.bump();
                    return Ok(Some((Token::Result("*".into()), line)));
                }
                ']' | '}' | '"' => {
                    return Err(syntax(line, format!("unexpected '{ch}'")));
                }
                _ => {
                    let mut word = String::new();
                    while let Some(ch) = self.peek() {
                        if ch.is_whitespace() || "(){}[];\"".contains(ch) {
                            break;
                        }
                        word.push(ch);
                        self.bump();
                    }
                    if let Some(token) = self.word(word, line) {
                        return Ok(Some((token, line)));
                    }
                }
            }
        }
    }

    /// A word of move text. A glued number ("12.f6-f4") gives the number now and
    /// leaves the move for later via `pending`.
    fn word(&mut self, word: String, _line: usize) -> Option<Token> {
        match word.as_str() {
            "1-0" | "0-1" | "1/2-1/2" => return Some(Token::Result(word)),
            "½-½" => return Some(Token::Result("1/2-1/2".into())),
            _ => {}
        }
        if word.starts_with(|ch: char| ch.is_ascii_digit()) {
            let rest = word.trim_start_matches(|ch: char| ch.is_ascii_digit());
            let after_dots = rest.trim_start_matches('.');
            if after_dots.is_empty() {
                return Some(Token::Number);
            }
            if after_dots.len() < rest.len() {
                // "12.f6-f4": the number, then the move.
                return Some(Token::Move(format!("\u{0}{after_dots}")));
            }
        }
        let trimmed = word.trim_end_matches(['!', '?']);
        if trimmed.is_empty() {
            // A glyph standing alone after its move: "a1-a4 ??".
            Judgement::from_glyph(&word).map(|judgement| Token::Nag(judgement.nag()))
        } else {
            Some(Token::Move(word))
        }
    }

    fn tag(&mut self, line: usize) -> Result<Token, RecordError> {
        while self.peek().is_some_and(|ch| ch == ' ' || ch == '\t') {
            self.bump();
        }
        let mut name = String::new();
        while let Some(ch) = self.peek() {
            if ch.is_ascii_alphanumeric() || ch == '_' {
                name.push(ch);
                self.bump();
            } else {
                break;
            }
        }
        if name.is_empty() {
            return Err(syntax(line, "a tag pair '[' without a tag name"));
        }
        while self.peek().is_some_and(|ch| ch == ' ' || ch == '\t') {
            self.bump();
        }
        if self.bump() != Some('"') {
            return Err(syntax(line, format!("tag [{name}] has no quoted value")));
        }
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('\\') => match self.bump() {
                    Some(ch) => value.push(tag_char(ch)),
                    None => return Err(syntax(line, format!("tag [{name}] is cut off"))),
                },
                Some('"') => break,
                Some('\n') | None => {
                    return Err(syntax(
                        line,
                        format!("the value of tag [{name}] is never closed"),
                    ));
                }
                Some(ch) => value.push(tag_char(ch)),
            }
        }
        while self.peek().is_some_and(|ch| ch == ' ' || ch == '\t') {
            self.bump();
        }
        if self.bump() != Some(']') {
            return Err(syntax(line, format!("tag [{name}] is not closed by ']'")));
        }
        Ok(Token::Tag(name, value))
    }
}

/// One game's tokens, before the rules are consulted.
#[derive(Default)]
pub(super) struct RawGame {
    pub(super) tags: Vec<(String, String)>,
    pub(super) body: Vec<(Token, usize)>,
    /// Numeric annotation glyphs, each with the number of body tokens before it.
    pub(super) glyphs: Vec<(usize, u8)>,
    pub(super) result: Option<String>,
    pub(super) line: usize,
}

impl RawGame {
    pub(super) fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(tag, _)| tag.eq_ignore_ascii_case(name))
            .map(|(_, value)| value.as_str())
    }

    fn is_empty(&self) -> bool {
        self.tags.is_empty()
            && self.body.is_empty()
            && self.glyphs.is_empty()
            && self.result.is_none()
    }
}

/// The games of `text`, whose first line is line `first_line` of its file.
pub(super) fn split_games_from(text: &str, first_line: usize) -> Result<Vec<RawGame>, RecordError> {
    let mut lexer = Lexer::new(text, first_line);
    let mut games = Vec::new();
    let mut current = RawGame::default();
    while let Some((token, line)) = lexer.next_token()? {
        if current.is_empty() {
            current.line = line;
        }
        match token {
            Token::Tag(name, value) => {
                if !current.body.is_empty() || current.result.is_some() {
                    games.push(std::mem::take(&mut current));
                    current.line = line;
                }
                current.tags.push((name, value));
            }
            Token::Result(result) => {
                current.result = Some(result);
                games.push(std::mem::take(&mut current));
            }
            Token::Nag(nag) => current.glyphs.push((current.body.len(), nag)),
            Token::Move(text) if text.starts_with('\u{0}') => {
                current.body.push((Token::Number, line));
                current
                    .body
                    .push((Token::Move(text[1..].to_string()), line));
            }
            token => current.body.push((token, line)),
        }
    }
    if !current.is_empty() {
        games.push(current);
    }
    Ok(games)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lexer_splits_numbers_moves_comments_and_results() {
        let games = split_games_from(
            "[Game \"muehle\"]\n1.d2 g7 {nice} 2... a1 (2... b2 $1) 1/2-1/2\n[Game \"x\"] *",
            1,
        )
        .unwrap();
        assert_eq!(games.len(), 2);
        let tokens: Vec<Token> = games[0]
            .body
            .iter()
            .map(|(token, _)| token.clone())
            .collect();
        assert_eq!(
            tokens,
            vec![
                Token::Number,
                Token::Move("d2".into()),
                Token::Move("g7".into()),
                Token::Comment("nice".into()),
                Token::Number,
                Token::Move("a1".into()),
                Token::Open,
                Token::Number,
                Token::Move("b2".into()),
                Token::Close,
            ]
        );
        assert_eq!(games[0].result.as_deref(), Some("1/2-1/2"));
        assert_eq!(games[1].tag("game"), Some("x"));
    }
}
