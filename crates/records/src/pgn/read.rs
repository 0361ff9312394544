//! Reading records from PGN-style text: each game's header, its moves checked
//! one by one through the rules into a tree with variations, comments and
//! glyphs, and its result. An error names the game, the line and the move.

use super::lexer::{RawGame, Token, split_games_from, syntax};
use super::tags::read_headers;
use crate::annotation::read_player_note;
use crate::tree::Numbering;
use crate::{
    GameResult, Judgement, MoveTree, NodeId, PlayerKind, Record, RecordError, RecordErrorKind,
    options_from_text,
};
use bernstein_rules::with_game;
use bernstein_rules::{Game, GameKind, Position, Side};

/// Variations may nest this deep when reading; deeper files are refused, not
/// followed into a stack overflow.
const MAX_VARIATION_DEPTH: usize = crate::tree::MAX_NESTING;

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
        crate::normalize_tree(start, &mut tree)?;
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
/// note of who made it ([`crate::annotation::player_note`]) for the side that made it.
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
}
