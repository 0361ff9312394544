//! Match records in the PGN style that board-game tools share: tag pairs, then the
//! moves numbered one number per round (`1. d2 g7 2. a1 d5`), variations in
//! parentheses, comments in braces and the result (`1-0`, `0-1`, `1/2-1/2`, `*`).
//! A file may hold many games (a whole AI-vs-AI match).
//!
//! Tags written: the seven of PGN (`Event`, `Site`, `Date`, `Round`, the two players
//! as `Red`/`Blue` or `White`/`Black`, `Result`), then `Game` (the game's id),
//! `Setup` (the start position text), `Options` (rule options, RON), the players'
//! kinds (`RedType "program"`, `RedLevel "5"`), `TimeControl` (`"300+3"`, `"1/2"`:
//! see [`super::clock`]), `Termination` (why the game ended) and any other tags an imported record carried. Reading validates every move
//! through the rules; errors name the game, the line and the move.
//!
//! Annotations as chess tools write them: a judgement after its move (`a1-a4??`;
//! `$1`…`$6` are read too), and in the move's comment the commands
//! `[%eval 1.30]`, `[%clk 0:04:12]`, `[%best g7-f6]`, `[%cal Ga1a4]`, `[%csl Rd4]`
//! (see [`Annotation`]).

use std::fmt::Write as _;

use super::annotation::{player_note, read_player_note};
use super::tree::Numbering;
use super::{
    Annotation, GameResult, Judgement, MoveTree, NodeId, Player, PlayerKind, Record, RecordError,
    RecordErrorKind, options_from_text,
};
use bernstein_rules::with_game;
use bernstein_rules::{Game, GameKind, Position, Side};

/// Lines of moves are wrapped before this many characters (comments are never split).
const LINE_WIDTH: usize = 79;

/// Variations may nest this deep when reading; deeper files are refused, not
/// followed into a stack overflow.
const MAX_VARIATION_DEPTH: usize = super::tree::MAX_NESTING;

/// The result token of a game: `1-0`, `0-1`, `1/2-1/2`, or `*` while it goes on.
pub fn result_token(result: Option<&GameResult>) -> &'static str {
    match result.map(GameResult::winner) {
        None => "*",
        Some(Some(Side::First)) => "1-0",
        Some(Some(Side::Second)) => "0-1",
        Some(None) => "1/2-1/2",
    }
}

fn escape_tag(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for ch in value.chars() {
        match ch {
            '\\' | '"' => {
                out.push('\\');
                out.push(ch);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            _ => out.push(ch),
        }
    }
    out
}

/// A character of a tag value as read: a line break or tab is a space, as
/// [`escape_tag`] writes it, so that a value read and written again reads the same.
fn tag_char(ch: char) -> char {
    match ch {
        '\n' | '\r' | '\t' => ' ',
        _ => ch,
    }
}

/// Comments cannot contain `}` in PGN: it would end them early.
fn escape_comment(text: &str) -> String {
    text.replace('}', ")")
}

fn player_kind_tags(out: &mut String, colour: &str, player: &Player) {
    match player.kind {
        PlayerKind::Human => {}
        PlayerKind::Computer { level } => {
            let _ = writeln!(out, "[{colour}Type \"program\"]");
            let _ = writeln!(out, "[{colour}Level \"{level}\"]");
        }
        // A program of no level of ours: PGN's program without a level.
        PlayerKind::Program => {
            let _ = writeln!(out, "[{colour}Type \"program\"]");
        }
    }
}

fn or_unknown(value: &Option<String>) -> String {
    value
        .as_deref()
        .filter(|text| !text.is_empty())
        .map(escape_tag)
        .unwrap_or_else(|| "?".to_string())
}

/// One game as PGN-style text (tags, a blank line, the moves, a final newline).
pub fn write_pgn(record: &Record) -> String {
    let mut out = String::new();
    let kind = record.game;
    let first_colour = kind.side_name(Side::First);
    let second_colour = kind.side_name(Side::Second);
    let _ = writeln!(out, "[Event \"{}\"]", or_unknown(&record.event));
    let _ = writeln!(out, "[Site \"{}\"]", or_unknown(&record.site));
    let date = record
        .date
        .as_deref()
        .map(|date| date.replace('-', "."))
        .unwrap_or_else(|| "????.??.??".into());
    let _ = writeln!(out, "[Date \"{}\"]", escape_tag(&date));
    let _ = writeln!(out, "[Round \"{}\"]", or_unknown(&record.round));
    let name = |player: &Player| {
        if player.name.is_empty() {
            "?".to_string()
        } else {
            escape_tag(&player.name)
        }
    };
    let _ = writeln!(out, "[{first_colour} \"{}\"]", name(&record.players[0]));
    let _ = writeln!(out, "[{second_colour} \"{}\"]", name(&record.players[1]));
    let result = result_token(record.result.as_ref());
    let _ = writeln!(out, "[Result \"{result}\"]");
    let _ = writeln!(out, "[Game \"{}\"]", kind.id());
    let _ = writeln!(out, "[Setup \"{}\"]", escape_tag(&record.start));
    if !record.options.is_empty() && record.options != "()" {
        let _ = writeln!(out, "[Options \"{}\"]", escape_tag(&record.options));
    }
    player_kind_tags(&mut out, first_colour, &record.players[0]);
    player_kind_tags(&mut out, second_colour, &record.players[1]);
    if let Some(control) = record.time_control {
        let _ = writeln!(out, "[TimeControl \"{}\"]", control.to_pgn());
    }
    match &record.result {
        Some(GameResult::Rules(outcome)) => {
            let _ = writeln!(
                out,
                "[Termination \"{}\"]",
                escape_tag(&outcome.reason.to_string())
            );
        }
        Some(GameResult::Declared { reason, .. }) if !reason.is_empty() => {
            let _ = writeln!(out, "[Termination \"{}\"]", escape_tag(reason));
        }
        _ => {}
    }
    if let Some(recorded) = &record.recorded
        && !record.tags.iter().any(|(name, _)| name == "ServerResult")
    {
        let _ = writeln!(
            out,
            "[ServerResult \"{}\"]",
            escape_tag(&recorded.describe(kind))
        );
    }
    for (name, value) in &record.tags {
        if is_tag_name(name) {
            let _ = writeln!(out, "[{name} \"{}\"]", escape_tag(value));
        }
    }
    out.push('\n');

    let mut tokens = Vec::new();
    write_moves(kind, &record.moves, record.numbering(), &mut tokens);
    tokens.push(result.to_string());
    let mut line_len = 0;
    for token in tokens {
        if line_len > 0 && line_len + 1 + token.len() > LINE_WIDTH {
            out.push('\n');
            line_len = 0;
        }
        if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&token);
        line_len += token.len();
    }
    out.push('\n');
    out
}

/// Many games, separated by blank lines (a match record).
pub fn write_pgn_all(records: &[Record]) -> String {
    records.iter().map(write_pgn).collect::<Vec<_>>().join("\n")
}

fn is_tag_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
}

/// The tokens of the move text: numbers, moves, comments, parentheses.
fn write_moves(kind: GameKind, tree: &MoveTree, numbering: Numbering, tokens: &mut Vec<String>) {
    if let Some(comment) = comment_token(tree, MoveTree::ROOT) {
        tokens.push(comment);
    }
    if let Some(&first) = tree.children(MoveTree::ROOT).first() {
        let from = LineStart {
            parent: MoveTree::ROOT,
            first,
            ply: 0,
        };
        write_line(kind, tree, from, numbering, tokens);
    }
    // Glue parentheses to their neighbours as PGN writers do: "(1... a1)".
    glue_parentheses(tokens);
}

/// Where a line of moves starts: its first move `first`, a child of `parent`, at `ply`.
#[derive(Clone, Copy)]
struct LineStart {
    parent: NodeId,
    first: NodeId,
    ply: usize,
}

/// Writes the line that starts at `from`, then follows first children; after each
/// main-line move, its alternatives come in parentheses, as PGN has them. A move
/// whose side changed hands before it gets the note of who made it as a comment of
/// its own, before the move's comment.
fn write_line(
    kind: GameKind,
    tree: &MoveTree,
    from: LineStart,
    numbering: Numbering,
    tokens: &mut Vec<String>,
) {
    let mut parent = from.parent;
    let mut node = from.first;
    let mut ply = from.ply;
    let mut need_number = true;
    loop {
        let (number, second) = numbering.at(ply);
        if !second {
            tokens.push(format!("{number}."));
        } else if need_number {
            tokens.push(format!("{number}..."));
        }
        let glyph = tree
            .annotation(node)
            .and_then(|annotation| annotation.judgement)
            .map_or("", Judgement::glyph);
        tokens.push(format!(
            "{}{glyph}",
            tree.move_text(node).unwrap_or_default()
        ));
        need_number = false;
        if let Some(player) = tree
            .annotation(node)
            .and_then(|annotation| annotation.player)
        {
            let side = if second { Side::Second } else { Side::First };
            tokens.push(format!("{{{}}}", player_note(kind, side, player)));
            need_number = true;
        }
        if let Some(comment) = comment_token(tree, node) {
            tokens.push(comment);
            need_number = true;
        }
        let siblings = tree.children(parent);
        if siblings.first() == Some(&node) && siblings.len() > 1 {
            for &variation in &siblings[1..] {
                tokens.push("(".to_string());
                let from = LineStart {
                    parent,
                    first: variation,
                    ply,
                };
                write_line(kind, tree, from, numbering, tokens);
                tokens.push(")".to_string());
            }
            need_number = true;
        }
        match tree.children(node).first() {
            Some(&next) => {
                parent = node;
                node = next;
                ply += 1;
            }
            None => break,
        }
    }
}

/// The comment of a node in braces: the annotation's commands, then the text.
fn comment_token(tree: &MoveTree, node: NodeId) -> Option<String> {
    let commands = tree
        .annotation(node)
        .map(Annotation::comment_commands)
        .unwrap_or_default();
    let text = tree.comment(node).map(escape_comment).unwrap_or_default();
    let joined = [commands, text]
        .into_iter()
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
    (!joined.is_empty()).then(|| format!("{{{joined}}}"))
}

fn glue_parentheses(tokens: &mut Vec<String>) {
    let mut glued: Vec<String> = Vec::with_capacity(tokens.len());
    let mut open_pending = false;
    for token in tokens.drain(..) {
        if token == "(" {
            if open_pending {
                // "((" cannot happen: a variation starts with a move.
                glued.push("(".to_string());
            }
            open_pending = true;
            continue;
        }
        if token == ")" {
            match glued.last_mut() {
                Some(last) => last.push_str(&token),
                None => glued.push(token),
            }
            continue;
        }
        if open_pending {
            glued.push(format!("({token}"));
            open_pending = false;
        } else {
            glued.push(token);
        }
    }
    if open_pending {
        glued.push("(".to_string());
    }
    *tokens = glued;
}

// ---------------------------------------------------------------------------
// Reading

#[derive(Clone, Debug, PartialEq)]
enum Token {
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

fn syntax(line: usize, message: impl Into<String>) -> RecordError {
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
struct RawGame {
    tags: Vec<(String, String)>,
    body: Vec<(Token, usize)>,
    /// Numeric annotation glyphs, each with the number of body tokens before it.
    glyphs: Vec<(usize, u8)>,
    result: Option<String>,
    line: usize,
}

impl RawGame {
    fn tag(&self, name: &str) -> Option<&str> {
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
fn split_games_from(text: &str, first_line: usize) -> Result<Vec<RawGame>, RecordError> {
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

/// Reads every game of a PGN-style text, checking each move through the rules.
/// An error names the game (1-based), the line and the move, e.g.
/// "game 2, line 14, move 7... (b1-c3) is illegal: a cockle cannot move there".
pub fn read_pgn(text: &str) -> Result<Vec<Record>, RecordError> {
    read_pgn_part(text, 1, 0, false)
}

/// Reads the games of a part of a PGN-style text (as [`read_pgn`]) that starts
/// on line `first_line` after `games_before` games; `more_follow` says whether
/// games follow it. An error names the game when the file holds more than one.
pub(crate) fn read_pgn_part(
    text: &str,
    first_line: usize,
    games_before: usize,
    more_follow: bool,
) -> Result<Vec<Record>, RecordError> {
    let games = split_games_from(text, first_line)?;
    let several = more_follow || games_before > 0 || games.len() > 1;
    let mut records = Vec::with_capacity(games.len());
    for (index, raw) in games.iter().enumerate() {
        let number = games_before + index + 1;
        let record = build_game(raw).map_err(|error| {
            if several {
                error.at(format!("game {number}"))
            } else {
                error
            }
        })?;
        records.push(record);
    }
    Ok(records)
}

fn build_game(raw: &RawGame) -> Result<Record, RecordError> {
    let Some(id) = raw.tag("Game") else {
        return Err(RecordError::with_kind(
            RecordErrorKind::NotARecord,
            format!(
                "line {}: no [Game] tag, so it is not clear which game the moves are of",
                raw.line
            ),
        ));
    };
    let kind = GameKind::from_id(id.trim()).ok_or_else(|| RecordError::unknown_game(id))?;
    with_game!(kind, P => build_typed::<P>(raw))
}

fn unknown_to_none(value: Option<&str>) -> Option<String> {
    value
        .map(str::trim)
        .filter(|text| !text.is_empty() && *text != "?")
        .map(str::to_string)
}

/// Tags that the reader turns into record fields; the others are kept as they are.
const KNOWN_TAGS: [&str; 19] = [
    "Event",
    "Site",
    "Date",
    "Round",
    "Red",
    "Blue",
    "White",
    "Black",
    "Result",
    "Game",
    "Setup",
    "Options",
    "Termination",
    "RedType",
    "BlueType",
    "WhiteType",
    "BlackType",
    "RedLevel",
    "BlueLevel",
];
const MORE_KNOWN_TAGS: [&str; 2] = ["WhiteLevel", "BlackLevel"];

fn is_known_tag(name: &str) -> bool {
    KNOWN_TAGS
        .iter()
        .chain(MORE_KNOWN_TAGS.iter())
        .any(|known| known.eq_ignore_ascii_case(name))
}

fn read_player(raw: &RawGame, colours: [&str; 2]) -> Result<Player, RecordError> {
    let name = colours
        .iter()
        .find_map(|colour| unknown_to_none(raw.tag(colour)))
        .unwrap_or_default();
    let kind_tag = colours
        .iter()
        .find_map(|colour| raw.tag(&format!("{colour}Type")));
    let level_tag = colours
        .iter()
        .find_map(|colour| raw.tag(&format!("{colour}Level")));
    let is_program = kind_tag.is_some_and(|kind| {
        let kind = kind.trim().to_ascii_lowercase();
        kind == "program" || kind == "computer"
    });
    if !is_program {
        return Ok(Player::human(name));
    }
    // A program without a level of ours is what `player_kind_tags` writes for
    // one (a bot that played over the network), so it reads back as one.
    let Some(text) = level_tag else {
        return Ok(Player {
            name,
            kind: PlayerKind::Program,
        });
    };
    let level = text.trim().parse::<u8>().map_err(|_| {
        RecordError::with_kind(
            RecordErrorKind::Invalid,
            format!("[{}Level \"{text}\"] is not a level number", colours[0]),
        )
    })?;
    Ok(Player::computer(name, level))
}

fn build_typed<P: Position>(raw: &RawGame) -> Result<Record, RecordError> {
    let options = options_from_text::<P>(raw.tag("Options").unwrap_or(""))?;
    let start = match raw.tag("Setup") {
        Some(text) => P::from_text(text.trim(), &options)
            .map_err(|error| RecordError::bad_position(&format!("[Setup \"{text}\"]"), &error))?,
        None => P::start(&options, 0),
    };
    let mut record = read_headers::<P>(raw, &start)?;
    record.moves = read_moves(raw, &start)?;
    record.result = read_result::<P>(raw, &record)?;
    Ok(record)
}

/// A record of the game from `start` with the header's tags: the event, the
/// players, the time control, the tags Bernstein does not know.
fn read_headers<P: Position>(raw: &RawGame, start: &P) -> Result<Record, RecordError> {
    let mut record = Record::from_start(start);
    record.app_version = String::new();
    record.event = unknown_to_none(raw.tag("Event"));
    record.site = unknown_to_none(raw.tag("Site"));
    record.round = unknown_to_none(raw.tag("Round"));
    record.date = raw
        .tag("Date")
        .map(|date| date.trim().replace('.', "-"))
        .filter(|date| !date.is_empty() && date != "?" && date != "????-??-??");
    let first = P::KIND.side_name(Side::First);
    let second = P::KIND.side_name(Side::Second);
    record.players = [
        read_player(raw, [first, if first == "Red" { "White" } else { "Red" }])?,
        read_player(
            raw,
            [second, if second == "Blue" { "Black" } else { "Blue" }],
        )?,
    ];
    record.tags = raw
        .tags
        .iter()
        .filter(|(name, _)| !is_known_tag(name))
        .cloned()
        .collect();
    // A time control Bernstein plays becomes the record's; another form stays a tag.
    if let Some(text) = raw.tag("TimeControl")
        && let Ok(control) = super::TimeControl::from_pgn(text)
    {
        record.time_control = control;
        record
            .tags
            .retain(|(name, _)| !name.eq_ignore_ascii_case("TimeControl"));
    }
    Ok(record)
}

/// The move tree of the game's body from `start`: its moves, variations,
/// comments and glyphs, each move checked by the rules.
fn read_moves<P: Position>(raw: &RawGame, start: &P) -> Result<MoveTree, RecordError> {
    let numbering = Numbering::of(start);
    let mut tree = MoveTree::new();
    let mut game = Game::new(start.clone());
    let mut cursor = MoveTree::ROOT;
    // Where each open variation returns to: (node, game there).
    let mut stack: Vec<(NodeId, Game<P>)> = Vec::new();
    // A comment at the start of a variation, before its first move.
    let mut pending_comment: Option<String> = None;
    let mut variation_just_opened = false;
    // Each glyph counts the body tokens before it, so they come in the body's
    // order and one pass over both finds every token's glyphs.
    let mut glyphs = raw.glyphs.iter().copied().peekable();
    for (index, (token, line)) in raw.body.iter().enumerate() {
        let line = *line;
        // Glyphs written after the move before this token (`$4`).
        while let Some((_, nag)) = glyphs.next_if(|&(at, _)| at == index) {
            if let Some(judgement) = Judgement::from_nag(nag)
                && !variation_just_opened
                && cursor != MoveTree::ROOT
                && let Some(annotation) = tree.annotation_mut(cursor)
            {
                annotation.judgement = Some(judgement);
            }
        }
        match token {
            Token::Number => {}
            Token::Move(written) => {
                let text = written.trim_end_matches(['!', '?']);
                let ply = game.moves().len();
                let mv = match game.play_text(text) {
                    Ok(mv) => mv,
                    Err(error) => {
                        let which = numbering.describe(ply, text);
                        return Err(RecordError::bad_move(&which, &error)
                            .for_move(P::KIND, ply, numbering, &error)
                            .at(format!("line {line}")));
                    }
                };
                // The rules' own writing, so `b1xc2` and `b1-c2` are one node.
                let canonical = game
                    .position_at(ply)
                    .expect("the position before the move")
                    .move_to_text(mv);
                cursor = tree.add_move(cursor, &canonical);
                if let Some(comment) = pending_comment.take() {
                    let rest = take_commands(&mut tree, cursor, &comment);
                    tree.set_comment(cursor, Some(rest));
                }
                let glyph = &written[text.len()..];
                if let Some(judgement) = Judgement::from_glyph(glyph)
                    && let Some(annotation) = tree.annotation_mut(cursor)
                {
                    annotation.judgement = Some(judgement);
                }
                variation_just_opened = false;
            }
            Token::Comment(text) => {
                if text.is_empty() {
                    continue;
                }
                if variation_just_opened {
                    pending_comment = Some(join_comments(pending_comment.as_deref(), text));
                } else if let Some(player) = player_note_of(&game, text)
                    && let Some(annotation) = tree.annotation_mut(cursor)
                    && annotation.player.is_none()
                {
                    annotation.player = Some(player);
                } else {
                    let rest = take_commands(&mut tree, cursor, text);
                    if !rest.is_empty() {
                        let joined = join_comments(tree.comment(cursor), &rest);
                        tree.set_comment(cursor, Some(joined));
                    }
                }
            }
            Token::Open => {
                let Some(parent) = tree.parent(cursor) else {
                    return Err(syntax(line, "a variation '(' before any move"));
                };
                if stack.len() >= MAX_VARIATION_DEPTH {
                    return Err(syntax(
                        line,
                        format!("variations nest deeper than {MAX_VARIATION_DEPTH}"),
                    ));
                }
                stack.push((cursor, game.clone()));
                game.undo();
                cursor = parent;
                variation_just_opened = true;
            }
            Token::Close => {
                let Some((node, saved)) = stack.pop() else {
                    return Err(syntax(line, "')' without a '(' before it"));
                };
                if variation_just_opened {
                    return Err(syntax(line, "an empty variation '()'"));
                }
                if let Some(comment) = pending_comment.take() {
                    // A variation with only a comment: keep the words on the move before it.
                    let joined = join_comments(tree.comment(node), &comment);
                    tree.set_comment(node, Some(joined));
                }
                cursor = node;
                game = saved;
            }
            Token::Tag(..) | Token::Result(_) | Token::Nag(_) => {
                unreachable!("split_games_from keeps tags, results and glyphs out of the body")
            }
        }
    }
    // Glyphs after the last move.
    for (_, nag) in glyphs {
        if let Some(judgement) = Judgement::from_nag(nag)
            && cursor != MoveTree::ROOT
            && let Some(annotation) = tree.annotation_mut(cursor)
        {
            annotation.judgement = Some(judgement);
        }
    }
    if !stack.is_empty() {
        return Err(RecordError::with_kind(
            RecordErrorKind::Damaged,
            format!("{} variation(s) '(' never closed", stack.len()),
        ));
    }
    let has_better_moves = tree.preorder().into_iter().any(|id| {
        tree.annotation(id)
            .is_some_and(|annotation| annotation.better.is_some())
    });
    if has_better_moves {
        // A review's advice in the rules' own writing, or dropped if not legal.
        super::normalize_tree(start, &mut tree)?;
    }
    Ok(tree)
}

/// The game's result: the rules' where the moves end the game (a stated result
/// must agree), else the one the game states, if any.
fn read_result<P: Position>(
    raw: &RawGame,
    record: &Record,
) -> Result<Option<GameResult>, RecordError> {
    let stated = raw
        .result
        .as_deref()
        .or(raw.tag("Result"))
        .map(str::trim)
        .unwrap_or("*");
    let stated_winner: Option<Option<Side>> = match stated {
        "1-0" => Some(Some(Side::First)),
        "0-1" => Some(Some(Side::Second)),
        "1/2-1/2" => Some(None),
        "*" | "" | "?" => None,
        other => {
            return Err(RecordError::with_kind(
                RecordErrorKind::Invalid,
                format!("result '{other}' is not 1-0, 0-1, 1/2-1/2 or *"),
            ));
        }
    };
    let main_line = record.main_line_game::<P>()?;
    Ok(match (main_line.outcome(), stated_winner) {
        (Some(outcome), Some(winner)) if outcome.winner != winner => {
            return Err(RecordError::with_kind(
                RecordErrorKind::Invalid,
                format!(
                    "the result {stated} contradicts the moves, which end the game: {}",
                    outcome.describe(P::KIND)
                ),
            ));
        }
        (Some(outcome), _) => Some(GameResult::Rules(outcome)),
        (None, Some(winner)) => Some(GameResult::Declared {
            winner,
            reason: raw
                .tag("Termination")
                .map(|text| text.trim().to_string())
                .unwrap_or_default(),
        }),
        (None, None) => None,
    })
}

/// The player a comment names for the last move of `game`, if the comment is a
/// note of who made it ([`player_note`]) for the side that made it.
fn player_note_of<P: Position>(game: &Game<P>, comment: &str) -> Option<PlayerKind> {
    let ply = game.moves().len().checked_sub(1)?;
    let side = game.position_at(ply)?.side_to_move();
    read_player_note(P::KIND, side, comment)
}

/// Moves the annotation commands of a comment onto `node`; returns the text left.
fn take_commands(tree: &mut MoveTree, node: NodeId, comment: &str) -> String {
    match tree.annotation_mut(node) {
        Some(annotation) => annotation.take_commands(comment),
        None => comment.to_string(),
    }
}

fn join_comments(existing: Option<&str>, more: &str) -> String {
    match existing {
        Some(text) if !text.is_empty() => format!("{text} {more}"),
        _ => more.to_string(),
    }
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

    #[test]
    fn syntax_errors_say_where() {
        let error = split_games_from("[Event \"x\"]\n\n1. d2 {open", 1)
            .err()
            .unwrap();
        assert_eq!(error.message, "line 3: a comment '{' is never closed");
        let error = split_games_from("[Event x]", 1).err().unwrap();
        assert_eq!(error.message, "line 1: tag [Event] has no quoted value");
        let error = read_pgn("1. d2 g7 *").unwrap_err();
        assert!(error.message.contains("no [Game] tag"), "{error}");
        let error = read_pgn("[Game \"schach\"] *").unwrap_err();
        assert!(
            error.message.starts_with("unknown game 'schach'"),
            "{error}"
        );
    }

    #[test]
    fn parentheses_glue_to_their_moves() {
        let mut tokens: Vec<String> = ["1.", "d2", "(", "1.", "a1", ")", "1...", "g7"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        glue_parentheses(&mut tokens);
        assert_eq!(tokens, vec!["1.", "d2", "(1.", "a1)", "1...", "g7"]);
    }
}
