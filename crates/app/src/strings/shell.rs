//! The app's shell: menus and tooltips, the new-game dialog, players and levels,
//! the side panel's moves and comments.

use super::*;

/// A tool's tooltip when only its icon shows: "New game: start a new game …".
pub fn named_tip(name: &str, tip: &str) -> String {
    with(
        "named-tip",
        &[("name", text_arg(name)), ("tip", text_arg(tip))],
    )
}

// Toolbar and menus
/// A path typed to open that names no file.
pub fn path_not_a_file(path: &str) -> String {
    with("path-not-a-file", &[("path", text_arg(path))])
}

// New game dialog
/// The name of rule option `id` in the new-game dialog (`option-flying`).
pub fn rule_option(id: &str) -> String {
    i18n::message(&format!("option-{id}"))
}
/// The name of value `value` of rule option `id` (`option-setup-standard`).
pub fn rule_option_value(id: &str, value: &str) -> String {
    i18n::message(&format!("option-{id}-{value}"))
}

pub fn bad_seed(text: &str) -> String {
    with("bad-seed", &[("text", text_arg(text))])
}

/// "Level 3 · Explorer" (the level's name in the current language).
pub fn level_name(number: u8) -> String {
    with(
        "level-name",
        &[
            ("level", count(number)),
            ("name", text_arg(level_title(number))),
        ],
    )
}

/// A level with what it means: "Level 3 · Casual — 3 moves ahead, at most 10,000
/// positions and 0.5 s a move".
pub fn level_choice(number: u8) -> String {
    let Some(level) = bernstein_engine::Level::get(number) else {
        return level_name(number);
    };
    let seconds = level.limits.movetime.map_or(0.0, |time| time.as_secs_f64());
    let budget = match (level.limits.depth, level.limits.nodes) {
        (Some(depth), Some(nodes)) => with(
            "level-budget-depth",
            &[
                ("depth", count(depth)),
                ("nodes", count(nodes as f64)),
                ("seconds", decimal(seconds, 1)),
            ],
        ),
        (_, Some(nodes)) => with(
            "level-budget-nodes",
            &[
                ("nodes", count(nodes as f64)),
                ("seconds", decimal(seconds, 1)),
            ],
        ),
        (_, None) => with("level-budget-time", &[("seconds", decimal(seconds, 1))]),
    };
    with(
        "level-choice",
        &[
            ("name", text_arg(level_name(number))),
            ("budget", text_arg(budget)),
        ],
    )
}

/// The accessible name of a side's level choice, e.g. "Blue level".
pub fn level_label(side: &str) -> String {
    with("level-label", &[("side", text_arg(side))])
}

/// "Human Red", "Computer Blue": the accessible names of a side's player choice.
pub fn player_choice(side: &str, computer: bool) -> String {
    let id = if computer {
        "player-choice-computer"
    } else {
        "player-choice-human"
    };
    with(id, &[("side", text_arg(side))])
}

/// A computer player as the bars, the menus and the move list name it, with its
/// level named as the level menus do: "Computer · Level 3 · Casual" (a level
/// Bernstein does not have, from another program's record: "Computer").
pub fn computer_name(level: u8) -> String {
    match bernstein_engine::Level::get(level) {
        Some(_) => with("computer-name", &[("name", text_arg(level_name(level)))]),
        None => PLAYER_COMPUTER.to_string(),
    }
}

/// A recorded player's name as shown: the name it was given, except that a name
/// Bernstein writes for a kind of player ("Computer · Stufe 3 · …", "Programm",
/// "Human"), in any of its languages and as earlier versions wrote it, is worded in
/// the language shown now; a player without a name is named by its kind (a person
/// without a name: one word for that, also for the 2019 server's "Unknown").
pub fn player_name(player: &bernstein_records::Player) -> String {
    use bernstein_records::PlayerKind;
    let name = player.name.trim();
    if name.is_empty() || name == "Unknown" {
        return match player.kind {
            PlayerKind::Human => NAMELESS.to_string(),
            PlayerKind::Computer { level } => computer_name(level),
            PlayerKind::Program => HOST_PROGRAM.to_string(),
        };
    }
    match written_name(name) {
        Some(WrittenName::Human) => PLAYER_HUMAN.to_string(),
        Some(WrittenName::Program) => HOST_PROGRAM.to_string(),
        Some(WrittenName::Computer(level)) => computer_name(level),
        None => name.to_string(),
    }
}

/// A kind of player whose name Bernstein writes into records.
#[derive(Clone, Copy)]
enum WrittenName {
    Human,
    Program,
    Computer(u8),
}

/// Which of Bernstein's own names for a player `name` is, in any language: compared
/// by letters and digits only, so that "Computer · level 3 Casual" (as earlier
/// versions wrote it) is "Computer · Level 3 · Casual".
fn written_name(name: &str) -> Option<WrittenName> {
    fn letters(text: &str) -> String {
        text.chars()
            .filter(|c| c.is_alphanumeric())
            .flat_map(char::to_lowercase)
            .collect()
    }
    thread_local! {
        static NAMES: Vec<(String, WrittenName)> = i18n::Language::all()
            .flat_map(|language| {
                i18n::in_language(language, || {
                    let mut names = vec![
                        (letters(&PLAYER_HUMAN.to_string()), WrittenName::Human),
                        (letters(&HOST_PROGRAM.to_string()), WrittenName::Program),
                    ];
                    for level in bernstein_engine::levels() {
                        names.push((
                            letters(&computer_name(level.number)),
                            WrittenName::Computer(level.number),
                        ));
                    }
                    names
                })
            })
            .collect();
    }
    let name = letters(name);
    NAMES.with(|names| {
        names
            .iter()
            .find(|(written, _)| *written == name)
            .map(|(_, kind)| *kind)
    })
}

/// One line about each game for the new-game dialog.
pub fn game_description(kind: GameKind) -> String {
    i18n::message(&format!("game-description-{}", kind.id()))
}

// Side panel
/// The placeholder of the move entry, with an example in the game's own notation.
pub fn move_entry_hint(kind: GameKind) -> String {
    let example =
        bernstein_rules::with_game!(kind, P => <P as bernstein_rules::Position>::MOVE_EXAMPLE);
    with("move-entry-hint", &[("example", text_arg(example))])
}
/// What the move list says at a move made after the players changed: "Blue from
/// this move: Computer · level 6 Strong".
pub fn player_change(kind: GameKind, side: Side, player: bernstein_records::PlayerKind) -> String {
    let who = match player {
        bernstein_records::PlayerKind::Human => PLAYER_HUMAN.to_string(),
        bernstein_records::PlayerKind::Computer { level } => computer_name(level),
        bernstein_records::PlayerKind::Program => HOST_PROGRAM.to_string(),
    };
    with(
        "player-change",
        &[
            ("side", text_arg(side_name(kind, side))),
            ("player", text_arg(who)),
        ],
    )
}

/// The accessible name of a move in the move list: "Move 12. b1-c2", "Move 12… b1-c2".
pub fn move_label(number: usize, second: bool, text: &str) -> String {
    with(
        "move-label",
        &[("title", text_arg(move_title(number, second, text)))],
    )
}

/// A move as its menu and the comment editor name it: "12. b1-c2", "12… b1-c2".
pub fn move_title(number: usize, second: bool, text: &str) -> String {
    if second {
        format!("{number}… {text}")
    } else {
        format!("{number}. {text}")
    }
}

// Comment editor
pub fn comment_title(move_title: &str) -> String {
    with("comment-title", &[("move", text_arg(move_title))])
}
