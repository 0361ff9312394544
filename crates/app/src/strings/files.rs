//! Files and texts: saving and opening games, the autosave, game and position
//! text, the game picker and the rules window.

use super::*;

pub fn saved_to(path: &str) -> String {
    with("saved-to", &[("path", text_arg(path))])
}

pub fn file_has_no_game(path: &str) -> String {
    with("file-has-no-game", &[("path", text_arg(path))])
}

pub fn autosave_unreadable(why: &str) -> String {
    with("autosave-unreadable", &[("why", text_arg(why))])
}

/// An unreadable file and where it was kept instead of being overwritten.
pub fn kept_as(why: &str, kept: &str) -> String {
    with(
        "kept-as",
        &[("why", text_arg(why)), ("kept", text_arg(kept))],
    )
}

pub fn autosave_failed(why: &str) -> String {
    with("autosave-failed", &[("why", text_arg(why))])
}

pub fn bad_game_text(why: &str) -> String {
    with("bad-game-text", &[("why", text_arg(why))])
}

pub fn position_refused(game: &str, why: &str) -> String {
    with(
        "position-refused",
        &[("game", text_arg(game)), ("why", text_arg(why))],
    )
}

pub fn bad_position_text(game: &str, why: &str) -> String {
    with(
        "bad-position-text",
        &[("game", text_arg(game)), ("why", text_arg(why))],
    )
}

pub fn pick_game_title(name: &str, games: usize) -> String {
    with(
        "pick-game-title",
        &[("name", text_arg(name)), ("games", count(games as f64))],
    )
}

pub fn pick_game_of_files_title(files: usize, games: usize) -> String {
    with(
        "pick-game-of-files-title",
        &[
            ("files", count(files as f64)),
            ("games", count(games as f64)),
        ],
    )
}

/// One line about a game of a match record, for the list to pick from.
pub fn game_summary(index: usize, record: &bernstein_records::Record) -> String {
    let name = |side: Side| {
        let player = &record.players[side.index()];
        if player.name.trim().is_empty() {
            side_name(record.game, side)
        } else {
            player_name(player)
        }
    };
    let result = record
        .result
        .as_ref()
        .map(|result| game_result(record.game, result))
        .unwrap_or_else(|| i18n::message("unfinished"));
    // The rounds played, one per number as the move list counts them (from 1
    // also when the record starts later in a game).
    let plies = record.moves.main_line().len();
    let rounds = bernstein_records::tree::Numbering {
        first_round: 1,
        ..record.numbering()
    };
    let moves = match plies.checked_sub(1) {
        Some(last) => rounds.at(last).0,
        None => 0,
    };
    with(
        "game-summary",
        &[
            ("index", text_arg(index.to_string())),
            ("first", text_arg(name(Side::First))),
            ("second", text_arg(name(Side::Second))),
            ("game", text_arg(game_name(record.game))),
            ("moves", count(moves as f64)),
            ("result", text_arg(result)),
        ],
    )
}

// Rules window
pub fn rules_title(kind: GameKind) -> String {
    with("rules-title", &[("game", text_arg(game_name(kind)))])
}

/// A piece of the rules text.
pub enum RulesBlock {
    Heading(String),
    Text(String),
    Bullet(String),
}

/// The rules of a game in plain words: the same rules as `docs/rules.md`.
/// Their message has a block per line: `## ` starts a heading, `- ` a bullet.
pub fn rules(kind: GameKind) -> Vec<RulesBlock> {
    i18n::message(&format!("rules-{}", kind.id()))
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            if let Some(heading) = line.strip_prefix("## ") {
                RulesBlock::Heading(heading.to_string())
            } else if let Some(bullet) = line.strip_prefix("- ") {
                RulesBlock::Bullet(bullet.to_string())
            } else {
                RulesBlock::Text(line.to_string())
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::game_summary;
    use bernstein_records::pgn::read_pgn;

    #[test]
    fn a_game_in_a_file_counts_moves_as_the_move_list_numbers_them() {
        let three_plies = read_pgn("[Game \"muehle\"]\n\n1. d2 g7 2. a1 *").unwrap();
        let summary = game_summary(1, &three_plies[0]);
        assert!(summary.contains(" · 2 moves · "), "{summary}");
        let empty = read_pgn("[Game \"muehle\"]\n\n*").unwrap();
        assert!(game_summary(1, &empty[0]).contains(" · 0 moves · "));
    }
}
