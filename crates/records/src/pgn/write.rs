//! Writing records as PGN-style text: the header's tags, then the moves
//! numbered one number per round with their variations, comments and glyphs,
//! wrapped into lines, and the result.

use super::tags::write_tags;
use super::{escape_comment, result_token};
use crate::annotation::player_note;
use crate::tree::Numbering;
use crate::{Annotation, Judgement, MoveTree, NodeId, Record};
use bernstein_rules::{GameKind, Side};

/// Lines of moves are wrapped before this many characters (comments are never split).
const LINE_WIDTH: usize = 79;

/// One game as PGN-style text (tags, a blank line, the moves, a final newline).
pub fn write_pgn(record: &Record) -> String {
    let mut out = String::new();
    write_tags(&mut out, record);
    out.push('\n');

    let mut tokens = Vec::new();
    write_moves(record.game, &record.moves, record.numbering(), &mut tokens);
    tokens.push(result_token(record.result.as_ref()).to_string());
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

#[cfg(test)]
mod tests {
    use super::*;

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
