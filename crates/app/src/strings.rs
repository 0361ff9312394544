//! Every user-facing text of the app, by name: each is a message of the Fluent files
//! in `assets/i18n/` looked up in the language chosen ([`crate::i18n`]). Texts
//! with variables are functions, so that each language words the whole sentence.
//! The rules layer's results are worded here; the layers' errors say what they
//! are as messages of the same files ([`bernstein_words::Words`]), which
//! [`crate::i18n::say`] words in the language chosen.
//! A text that stays on screen while the language may change (a message) is kept as
//! a [`Wording`], worded anew each time it is drawn.

use std::fmt;
use std::sync::Arc;

use crate::i18n::{self, Arg, count, decimal, text_arg};
use bernstein_analysis::review::Verdict;
use bernstein_rules::{EndReason, GameKind, Outcome, Side};

/// The app's name: the same in every language.
pub const APP_TITLE: &str = "Bernstein";

/// A text without variables: the id of its message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Msg(&'static str);

impl Msg {
    pub fn id(self) -> &'static str {
        self.0
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&i18n::message(self.0))
    }
}

impl From<Msg> for String {
    fn from(msg: Msg) -> String {
        i18n::message(msg.0)
    }
}

impl From<Msg> for egui::RichText {
    fn from(msg: Msg) -> egui::RichText {
        egui::RichText::new(i18n::message(msg.0))
    }
}

impl From<Msg> for egui::WidgetText {
    fn from(msg: Msg) -> egui::WidgetText {
        i18n::message(msg.0).into()
    }
}

/// What a message says: worded anew, in the language chosen at the time, each time
/// it is drawn. Made from a text's name (`s::COPIED_GAME`) or from a closure that
/// words a text with variables (`move || s::saved_to(&path)`).
#[derive(Clone)]
pub struct Wording(Arc<dyn Fn() -> String + Send + Sync>);

impl Wording {
    /// The words in the language chosen now.
    pub fn text(&self) -> String {
        (self.0)()
    }
}

impl From<Msg> for Wording {
    fn from(msg: Msg) -> Wording {
        Wording(Arc::new(move || msg.to_string()))
    }
}

impl<F: Fn() -> String + Send + Sync + 'static> From<F> for Wording {
    fn from(words: F) -> Wording {
        Wording(Arc::new(words))
    }
}

impl fmt::Display for Wording {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl fmt::Debug for Wording {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}", self.text())
    }
}

impl PartialEq<&str> for Wording {
    fn eq(&self, other: &&str) -> bool {
        self.text() == *other
    }
}

// The texts without variables: a constant per message of the English file, its
// name the message's id in capitals (`COPIED_GAME` for `copied-game`), written by
// build.rs.
include!(concat!(env!("OUT_DIR"), "/messages.rs"));

fn with(id: &str, args: &[(&str, Arg)]) -> String {
    i18n::message_with(id, args)
}

/// The name of a game ("Mühle", "Ostsee-Schach (Originalregeln)").
pub fn game_name(kind: GameKind) -> String {
    i18n::message(&format!("game-name-{}", kind.id()))
}

/// The colour of a side: Rot/Blau, Weiß/Schwarz.
pub fn side_name(kind: GameKind, side: Side) -> String {
    i18n::message(&side_id(kind, side))
}

/// The message id of a side's colour, e.g. `side-red`.
pub fn side_id(kind: GameKind, side: Side) -> String {
    format!("side-{}", kind.side_name(side).to_lowercase())
}

/// The name of a computer level ("Anfänger"), by its number.
pub fn level_title(number: u8) -> String {
    with("level-title", &[("level", count(number))])
}

// ---- App shell: menus, dialogs, panels -------------------------------------------------

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

pub fn to_move(side: &str) -> String {
    with("to-move", &[("side", text_arg(side))])
}

pub fn result_headline(kind: GameKind, winner: Option<Side>) -> String {
    match winner {
        Some(side) => with("wins", &[("side", text_arg(side_name(kind, side)))]),
        None => i18n::message("draw"),
    }
}

/// How the players ended a game: "Blue resigned" (the side that resigned), or
/// with `None` "Draw agreed".
pub fn decision_text(kind: GameKind, resigned: Option<Side>) -> String {
    match resigned {
        Some(side) => with("resigned", &[("side", text_arg(side_name(kind, side)))]),
        None => i18n::message("draw-agreed"),
    }
}

/// Why a timed game ended: "Blue lost on time".
pub fn lost_on_time(kind: GameKind, side: Side) -> String {
    with("lost-on-time", &[("side", text_arg(side_name(kind, side)))])
}

/// A clock's time: "4:12", "1:02:03", and under ten seconds with tenths ("0:09.7",
/// German "0:09,7"). Never more than is left: parts of a second are cut off.
pub fn clock_time(left: std::time::Duration) -> String {
    let ms = left.as_millis() as u64;
    if ms < 10_000 {
        let tenths = (ms / 100) as f64 / 10.0;
        return with("clock-tenths", &[("value", decimal(tenths, 1))]);
    }
    let seconds = ms / 1000;
    if seconds >= 3600 {
        format!(
            "{}:{:02}:{:02}",
            seconds / 3600,
            seconds / 60 % 60,
            seconds % 60
        )
    } else {
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

/// A number in a field the user edits, in the language's writing ("0.5", "0,5").
pub fn field_number(value: f64) -> String {
    let decimal = if i18n::language() == i18n::Language::GERMAN {
        ','
    } else {
        '.'
    };
    i18n::write_number(value, None, Some(1), false, decimal, ' ')
}

/// Reads what the user typed into a number field, with a decimal point or comma.
pub fn read_field_number(text: &str) -> Option<f64> {
    text.trim().replace(',', ".").parse().ok()
}

/// The accessible name of a side's clock: "Clock of Blue: 4:12".
pub fn clock_label(side: &str, time: &str) -> String {
    with(
        "clock-label",
        &[("side", text_arg(side)), ("time", text_arg(time))],
    )
}
/// The accessible name of a player bar's menu of players: "Blue player".
pub fn players_menu(side: &str) -> String {
    with("players-menu", &[("side", text_arg(side))])
}

/// "Red offers a draw."
pub fn draw_offer(side: &str) -> String {
    with("draw-offer", &[("side", text_arg(side))])
}

/// The answer to a draw offer: a person's ("Blue declines the draw."), or the
/// computer's with the evaluation it went by ("Blue declines the draw: it sees
/// itself ahead (−1.3 ambers for Red).").
pub fn draw_answer(side: &str, accepted: bool, score: Option<&str>) -> String {
    let side = ("side", text_arg(side));
    match (accepted, score) {
        (true, Some(score)) => with(
            "draw-accepted-by-score",
            &[side, ("score", text_arg(score))],
        ),
        (true, None) => i18n::message("draw-agreed"),
        (false, Some(score)) => with(
            "draw-declined-by-score",
            &[side, ("score", text_arg(score))],
        ),
        (false, None) => with("draw-declined", &[side]),
    }
}

/// What resigning means, asked before it is done: "Blue gives up and Red wins …".
pub fn resign_explain(side: &str, winner: &str) -> String {
    with(
        "resign-explain",
        &[("side", text_arg(side)), ("winner", text_arg(winner))],
    )
}
/// The accessible name of a player bar's button: "Resign (Blue)".
pub fn bar_action(action: &str, side: &str) -> String {
    with(
        "bar-action",
        &[("action", text_arg(action)), ("side", text_arg(side))],
    )
}

/// A result for the user: "Blau gewinnt: beide Schwärme verbunden, 12 Fische zu 9".
pub fn outcome(kind: GameKind, outcome: &Outcome) -> String {
    with(
        "outcome",
        &[
            ("result", text_arg(result_headline(kind, outcome.winner))),
            ("reason", text_arg(end_reason(kind, &outcome.reason))),
        ],
    )
}

/// The result of a record: by the rules, or as declared (the record's own reason
/// as it stands).
pub fn game_result(kind: GameKind, result: &bernstein_records::GameResult) -> String {
    match result {
        bernstein_records::GameResult::Rules(found) => outcome(kind, found),
        bernstein_records::GameResult::Declared { winner, reason } if reason.is_empty() => {
            result_headline(kind, *winner)
        }
        bernstein_records::GameResult::Declared { winner, reason } => with(
            "outcome",
            &[
                ("result", text_arg(result_headline(kind, *winner))),
                ("reason", text_arg(reason.as_str())),
            ],
        ),
    }
}

/// The competition server's result in one line: "Competition server: Red wins
/// (Blue: sent no move in time (hard time-out), sent no move within 10 seconds of
/// the request)". The score parts are shown apart ([`score_part_label`]).
pub fn recorded_result(kind: GameKind, recorded: &bernstein_records::RecordedResult) -> String {
    let mut text = result_headline(kind, recorded.winner);
    let details: Vec<String> = Side::BOTH
        .iter()
        .zip(&recorded.scores)
        .filter(|(_, score)| !score.cause.is_empty() && score.cause != "REGULAR")
        .map(|(side, score)| {
            let side = text_arg(side_name(kind, *side));
            // A time-out's reason says what its cause says, only more exactly
            // (the seconds): it stands alone rather than after the cause.
            let timed_out = matches!(score.cause.as_str(), "SOFT_TIMEOUT" | "HARD_TIMEOUT");
            if let Some(reason) = timeout_reason(&score.reason).filter(|_| timed_out) {
                return with(
                    "recorded-cause",
                    &[("side", side), ("cause", text_arg(reason))],
                );
            }
            let cause = text_arg(server_cause(&score.cause));
            if score.reason.is_empty() {
                with("recorded-cause", &[("side", side), ("cause", cause)])
            } else {
                let reason = text_arg(server_reason(&score.reason));
                with(
                    "recorded-cause-reason",
                    &[("side", side), ("cause", cause), ("reason", reason)],
                )
            }
        })
        .collect();
    if !details.is_empty() {
        text = with(
            "recorded-details",
            &[
                ("result", text_arg(text)),
                ("details", text_arg(details.join("; "))),
            ],
        );
    }
    with("recorded-by-server", &[("result", text_arg(text))])
}

/// A cause the competition server gives for how a game ended for a player
/// (`HARD_TIMEOUT`), in words; an unknown one as the server wrote it.
pub fn server_cause(cause: &str) -> String {
    let id = match cause {
        "LEFT" => "cause-left",
        "RULE_VIOLATION" => "cause-rule-violation",
        "SOFT_TIMEOUT" => "cause-soft-timeout",
        "HARD_TIMEOUT" => "cause-hard-timeout",
        "UNKNOWN" => "cause-unknown",
        _ => return cause.to_string(),
    };
    i18n::message(id)
}

/// A reason the competition server wrote (always German): the texts its seasons
/// write are worded in the language shown; any other is quoted as the server's
/// words (in German, as it is).
pub fn server_reason(reason: &str) -> String {
    if let Some(worded) = timeout_reason(reason) {
        return worded;
    }
    let reason = reason.split_whitespace().collect::<Vec<_>>().join(" ");
    let trimmed = reason.trim_end_matches('.');
    if trimmed == "Das Rundenlimit wurde erreicht" {
        return i18n::message("server-reason-round-limit");
    }
    if trimmed == "Das Spiel ist beendet. Ein Spieler hat seinen Schwarm vereint" {
        return i18n::message("server-reason-swarm-united");
    }
    if trimmed == "Beide Spieler sind gleichauf" {
        return i18n::message("server-reason-tie");
    }
    for (ending, id) in [
        (
            " hat den größeren zusammenhängenden Schwarm",
            "server-reason-bigger-swarm",
        ),
        (
            " hat den groesseren zusammenhaengenden Schwarm",
            "server-reason-bigger-swarm",
        ),
        (
            " hat zuerst alle Fische einer Farbe vereinigt",
            "server-reason-first-union",
        ),
    ] {
        if let Some(name) = trimmed.strip_suffix(ending) {
            return with(id, &[("name", text_arg(name))]);
        }
    }
    with("server-words", &[("text", text_arg(reason))])
}

/// The server's reason for a time-out ("Der Spieler hat innerhalb von 10 Sekunden
/// nach Aufforderung keinen Zug gesendet") in words, if it is one.
fn timeout_reason(reason: &str) -> Option<String> {
    let reason = reason.split_whitespace().collect::<Vec<_>>().join(" ");
    let seconds_before = |marker: &str| -> Option<f64> {
        let before = &reason[..reason.find(marker)?];
        before.split_whitespace().last()?.parse::<f64>().ok()
    };
    if reason.contains("nach Aufforderung keinen Zug gesendet")
        && let Some(seconds) = seconds_before(" Sekunden nach Aufforderung")
    {
        return Some(with(
            "server-reason-hard-timeout",
            &[("seconds", count(seconds))],
        ));
    }
    for marker in [" Sekunden gebraucht", " Sekunden Gebraucht"] {
        if (reason.contains("länger als") || reason.contains("laenger als"))
            && let Some(seconds) = seconds_before(marker)
        {
            return Some(with(
                "server-reason-soft-timeout",
                &[("seconds", count(seconds))],
            ));
        }
    }
    None
}

/// What the `index`th score part of a competition result measures in `kind`'s
/// season (the server's own fragment name `server_name` for one we do not know).
pub fn score_part_label(kind: GameKind, index: usize, server_name: &str) -> String {
    match score_part_ids(kind, index) {
        Some((label, _)) => i18n::message(&label),
        None => server_name.to_string(),
    }
}

/// A score part's value with its unit ("2 ambers", "8 fish"); text the server
/// wrote that is not a number stays as it is.
pub fn score_part_value(kind: GameKind, index: usize, value: &str) -> String {
    match (score_part_ids(kind, index), value.trim().parse::<f64>()) {
        (Some((_, id)), Ok(number)) => with(&id, &[("count", count(number))]),
        _ => value.to_string(),
    }
}

/// The messages of score part `index`'s name and of a value with its unit, from
/// what the season's server scores ([`bernstein_net::Season::SCORE_PARTS`]): win
/// points (2 won, 1 draw, 0 lost), then Ostseeschach 2022's ambers and the light
/// piece furthest from its start line, Piranhas 2019's largest swarm (fish) or
/// Piranhas 2026's heaviest swarm.
fn score_part_ids(kind: GameKind, index: usize) -> Option<(String, String)> {
    let part =
        bernstein_net::with_season!(kind, P => <P as bernstein_net::Season>::SCORE_PARTS.get(index).copied())
            .flatten()?;
    Some((format!("score-part-{part}"), format!("score-value-{part}")))
}

/// Why the server's result differs from ours: it ended the game in `round`
/// where our rules let it go on.
pub fn recorded_differs_goes_on(round: usize) -> String {
    with("recorded-differs-goes-on", &[("round", count_arg(round))])
}

/// Why a game ended, in words: the counts as `first`/`second` (Red/Blue,
/// White/Black), the colours as `first-side`/`second-side`.
pub fn end_reason(kind: GameKind, reason: &EndReason) -> String {
    let sides = [
        ("first-side", text_arg(side_name(kind, Side::First))),
        ("second-side", text_arg(side_name(kind, Side::Second))),
    ];
    let pair = |first: u8, second: u8| [("first", count(first)), ("second", count(second))];
    let id = format!("end-reason-{}", reason.id());
    match reason {
        EndReason::Ambers { first, second }
        | EndReason::SwarmConnected { first, second }
        | EndReason::RoundLimitSwarm { first, second }
        | EndReason::RoundLimitWeight { first, second }
        | EndReason::VictoryPoints { first, second } => {
            let mut args = pair(*first, *second).to_vec();
            args.extend(sides);
            with(&id, &args)
        }
        // Larger first, as the rules say it: the winner's swarm is the larger.
        EndReason::BothSwarmsConnected { first, second }
        | EndReason::HeavierSwarm { first, second } => {
            with(&id, &pair(*first.max(second), *first.min(second)))
        }
        EndReason::DistanceTieBreak { first, second } => {
            // The first place where the lists differ decides: said in words, the
            // raw lists are for the command line.
            let differs = first
                .iter()
                .zip(second)
                .enumerate()
                .find(|(_, (red, blue))| red != blue);
            match differs {
                Some((place, (&red, &blue))) => {
                    let leader = if red > blue {
                        Side::First
                    } else {
                        Side::Second
                    };
                    with(
                        &id,
                        &[
                            ("leader", text_arg(side_name(kind, leader))),
                            ("place", count(place as f64 + 1.0)),
                            ("ahead", count(red.max(blue))),
                            ("behind", count(red.min(blue))),
                        ],
                    )
                }
                None => i18n::message("end-reason-distance-level"),
            }
        }
        EndReason::FirstUnion { weight } | EndReason::EqualSwarms { weight } => {
            with(&id, &[("weight", count(*weight))])
        }
        EndReason::NoLegalMove
        | EndReason::FewerThanThreeStones
        | EndReason::ThreefoldRepetition
        | EndReason::NoRemovalFiftyMoves
        | EndReason::OnePieceLeft
        | EndReason::PlyLimit => i18n::message(&id),
    }
}

/// The round limit of a game, if its rules have one.
pub fn round_limit(kind: GameKind) -> Option<u32> {
    bernstein_rules::with_game!(kind, P => <P as bernstein_rules::Position>::ROUND_LIMIT)
}

pub fn round_text(round: usize, limit: Option<u32>) -> String {
    match limit {
        Some(limit) => with(
            "round-of",
            &[
                ("round", count(round.min(limit as usize) as f64)),
                ("limit", count(limit)),
            ],
        ),
        None => with("round", &[("round", count(round as f64))]),
    }
}

/// A move of a record that cannot be played; `why` is the rules' reason, worded.
pub fn record_move_refused(number: usize, second: bool, text: &str, why: &str) -> String {
    let id = if second {
        "record-move-refused-second"
    } else {
        "record-move-refused"
    };
    with(
        id,
        &[
            ("number", count(number as f64)),
            ("move", text_arg(text)),
            ("why", text_arg(why)),
        ],
    )
}

/// A move the rules refused; `why` is the rules' reason, worded ("d2: d2 is not empty").
pub fn move_refused(why: &str) -> String {
    with("move-refused", &[("why", text_arg(why))])
}

/// The evaluation bar's name for screen readers: "Evaluation bar: Expected White 57%".
pub fn eval_bar(chance: &str) -> String {
    with("eval-bar", &[("chance", text_arg(chance))])
}

/// The tooltip of the button that searches `count` lines.
pub fn lines_tip(count: usize) -> String {
    with("lines-tip", &[("count", count_arg(count))])
}

/// The tooltip of the threads setting, on a computer with `cores` cores.
pub fn threads_tip(cores: usize) -> String {
    with("threads-tip", &[("cores", count_arg(cores))])
}

fn count_arg(value: usize) -> Arg {
    count(value as f64)
}

/// A line's score in few characters: "+1,3", "−0,4".
pub fn short_score(units: f64) -> String {
    let (sign, shown) = signed(units);
    with(
        "short-score",
        &[("sign", text_arg(sign)), ("value", decimal(shown, 1))],
    )
}

/// A line that ends the game: "Rot in 3".
pub fn short_win(side: &str, moves: u32) -> String {
    with(
        "short-win",
        &[("side", text_arg(side)), ("moves", count(moves.max(1)))],
    )
}

/// A line's depth: "T 12" / "d 12".
pub fn depth_short(depth: u32) -> String {
    with("depth-short", &[("depth", count(depth))])
}

/// The name of a move of a line, for screen readers and tests: "line 2: b4".
pub fn line_move_label(line: usize, text: &str) -> String {
    with(
        "line-move-label",
        &[("line", count_arg(line)), ("move", text_arg(text))],
    )
}

/// "a1-a4?? – better: g7-f6".
pub fn better_move(played: &str, better: &str) -> String {
    with(
        "better-move",
        &[("played", text_arg(played)), ("better", text_arg(better))],
    )
}

/// "Learn from mistakes · White".
pub fn learn_title(side: &str) -> String {
    with("learn-title", &[("side", text_arg(side))])
}

/// The hover text of the button that starts learning from `side`'s mistakes.
pub fn learn_start_tip(side: &str) -> String {
    with("tip-learn-start", &[("side", text_arg(side))])
}

/// "Mistake 1 of 3: the game went 30. a1-a4??".
pub fn learn_task(number: usize, total: usize, game_move: &str) -> String {
    with(
        "learn-task",
        &[
            ("number", count_arg(number)),
            ("total", count_arg(total)),
            ("move", text_arg(game_move)),
        ],
    )
}

/// "Find a better move for White."
pub fn learn_prompt(side: &str) -> String {
    with("learn-prompt", &[("side", text_arg(side))])
}

pub fn learn_game_move(tried: &str) -> String {
    with("learn-game-move", &[("move", text_arg(tried))])
}

pub fn learn_checking(tried: &str) -> String {
    with("learn-checking", &[("move", text_arg(tried))])
}

pub fn learn_best(tried: &str) -> String {
    with("learn-best", &[("move", text_arg(tried))])
}

pub fn learn_good(tried: &str) -> String {
    with("learn-good", &[("move", text_arg(tried))])
}

/// A try the review would mark.
pub fn learn_not_better(tried: &str, verdict: Verdict) -> String {
    with(
        "learn-not-better",
        &[("move", text_arg(tried)), ("verdict", verdict_arg(verdict))],
    )
}

/// How the messages choose the words of a review's mark (`[mistake] …`).
fn verdict_arg(verdict: Verdict) -> Arg {
    text_arg(match verdict {
        Verdict::Inaccuracy => "inaccuracy",
        Verdict::Mistake => "mistake",
        Verdict::Blunder => "blunder",
    })
}

pub fn learn_solution(better: &str) -> String {
    with("learn-solution", &[("move", text_arg(better))])
}

/// "Done: you found 2 of 3 better moves yourself."
pub fn learn_done(found: usize, total: usize) -> String {
    with(
        "learn-done",
        &[("found", count_arg(found)), ("total", count_arg(total))],
    )
}

/// The progress bar's text: "position 12 of 61".
pub fn review_progress(done: usize, total: usize) -> String {
    with(
        "review-progress",
        &[("done", count_arg(done)), ("total", count_arg(total))],
    )
}

/// The first player's expected score beside the score: "Erwartung Weiß 71 %", "Expected White 71%".
pub fn win_chance(side: &str, percent: f64) -> String {
    with(
        "win-chance",
        &[("side", text_arg(side)), ("percent", count(percent))],
    )
}

/// The chances behind it, on hover.
pub fn win_chance_tip(side: &str, win: f64, draw: f64, loss: f64) -> String {
    with(
        "win-chance-tip",
        &[
            ("side", text_arg(side)),
            ("win", count(win)),
            ("draw", count(draw)),
            ("loss", count(loss)),
        ],
    )
}

/// The graph button that shows the first player's winning chance.
pub fn graph_chance_tip(side: &str) -> String {
    with("graph-chance-tip", &[("side", text_arg(side))])
}

/// The threat switch's hover text, naming the opponent.
pub fn tip_threat(side: &str) -> String {
    with("tip-threat", &[("side", text_arg(side))])
}

/// "Blue threatens e4-f5", "Blau droht e4-f5".
pub fn threat_move(side: &str, mv: &str) -> String {
    with(
        "threat-move",
        &[("side", text_arg(side)), ("move", text_arg(mv))],
    )
}

/// The head of one side's review line: "White:", "Weiß:".
pub fn review_side(side: &str) -> String {
    with("review-side", &[("side", text_arg(side))])
}

/// How screen readers and tests name one count of a side's review: "White: 1 ??".
pub fn review_count(side: &str, count: usize, glyph: &str) -> String {
    with(
        "review-count",
        &[
            ("side", text_arg(side)),
            ("count", count_arg(count)),
            ("glyph", text_arg(glyph)),
        ],
    )
}

/// The end of a side's review line: "· accuracy 71.3 %", "· Genauigkeit 71,3 %".
pub fn review_accuracy(accuracy: f64) -> String {
    with("review-accuracy", &[("accuracy", decimal(accuracy, 1))])
}

/// A count's hover text: "Show White's next blunder (??)".
pub fn tip_review_next(side: &str, mark: Verdict) -> String {
    with(
        "tip-review-next",
        &[("side", text_arg(side)), ("mark", verdict_arg(mark))],
    )
}

/// "+1.3 ambers for Red", "+1,3 Bernsteine für Rot" (always from the first
/// player's view; the unit's plural form follows the number).
pub fn score_value(kind: GameKind, units: f64) -> String {
    let (sign, shown) = signed(units);
    with(
        &format!("score-value-{}", kind.id()),
        &[
            ("sign", text_arg(sign)),
            ("value", decimal(shown, 1)),
            ("side", text_arg(side_name(kind, Side::First))),
        ],
    )
}

/// A score's sign and size as shown, to a tenth: rounded first, so that "1.0"
/// takes the plural of 1.0, not of 0.96, and the sign is the sign of what is
/// shown. Every score that shows as zero is "0.0", without a sign.
fn signed(units: f64) -> (&'static str, f64) {
    let shown = (units.abs() * 10.0).round() / 10.0;
    let sign = if shown == 0.0 {
        ""
    } else if units > 0.0 {
        "+"
    } else {
        "−"
    };
    (sign, shown)
}

pub fn wins_in(side: &str, moves: u32) -> String {
    // A win "in 0" is the win with the next move as well.
    with(
        "wins-in",
        &[("side", text_arg(side)), ("moves", count(moves.max(1)))],
    )
}

/// A duration in seconds with one decimal: "0.6 s", "0,6 s".
pub fn seconds(value: f64) -> String {
    with("seconds", &[("value", decimal(value, 1))])
}

/// "Tiefe 12/20 · 1.234.567 Knoten · 2,5 Mio. Knoten/s"; from ten million nodes
/// on the count in millions ("16,9 Mio. Knoten"), so the line stays short enough
/// for a narrow panel during a long analysis.
pub fn search_stats(depth: u32, seldepth: u32, nodes: u64, nps: u64) -> String {
    let nodes = if nodes >= 10_000_000 {
        text_arg(with(
            "nodes-millions",
            &[("value", decimal(nodes as f64 / 1e6, 1))],
        ))
    } else {
        count(nodes as f64)
    };
    let speed = if nps >= 1_000_000 {
        with("speed-millions", &[("value", decimal(nps as f64 / 1e6, 1))])
    } else {
        with("speed-thousands", &[("value", count((nps / 1000) as f64))])
    };
    with(
        "search-stats",
        &[
            ("depth", count(depth)),
            ("seldepth", count(seldepth)),
            ("nodes", nodes),
            ("speed", text_arg(speed)),
        ],
    )
}

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

// ---- Boards: hints and labels ----------------------------------------------------------

/// A piece of the editor's palette: "Red cockle, tower of 2", "Herzmuschel (Rot), Zweierturm".
pub fn editor_piece(kind: GameKind, side: Side, piece: Msg, tower: bool) -> String {
    let id = if tower {
        "editor-piece-tower"
    } else {
        "editor-piece"
    };
    with(
        id,
        &[
            ("side", text_arg(side_name(kind, side))),
            ("piece", text_arg(piece.to_string())),
        ],
    )
}

/// One side's value of a pair of counters: "Ambers: Red".
pub fn side_value(label: &str, kind: GameKind, side: Side) -> String {
    with(
        "side-value",
        &[
            ("label", text_arg(label)),
            ("side", text_arg(side_name(kind, side))),
        ],
    )
}

// ---- Boards: position editor -------------------------------------------------------------

// ---- A game hosted for a student's bot ---------------------------------------------------

/// "Port 13050 cannot be opened: …".
pub fn host_port_taken(port: u16) -> String {
    with("host-port-taken", &[("port", text_arg(port.to_string()))])
}

/// The server stopped with an error (the network layer's, worded).
pub fn host_failed(error: &str) -> String {
    with("host-failed", &[("error", text_arg(error))])
}

/// What a replay was, as the start of its game's comment says it: "Replay der
/// Software Challenge 2019 (Piranhas)".
pub fn replay_note(note: bernstein_records::replay::ReplayNote) -> String {
    use bernstein_records::replay::{ReplayNote, sc2022::Convention};
    match note {
        ReplayNote::Piranhas2019 => REPLAY_PIRANHAS_2019.to_string(),
        ReplayNote::Piranhas2026 => REPLAY_PIRANHAS_2026.to_string(),
        ReplayNote::Ostseeschach2022 {
            pre_release,
            convention,
        } => {
            let format = if pre_release {
                REPLAY_FORMAT_PRE_RELEASE
            } else {
                REPLAY_FORMAT_RELEASE
            };
            let coordinates = match convention {
                Convention::XRank => REPLAY_COORDINATES_RELEASE,
                Convention::YRank => REPLAY_COORDINATES_EARLY,
            };
            with(
                "replay-ostseeschach-2022",
                &[
                    ("format", text_arg(format.to_string())),
                    ("coordinates", text_arg(coordinates.to_string())),
                ],
            )
        }
    }
}

/// A game against a program, opened again without its connection: "The program
/// that played Red is no longer connected. …".
pub fn host_program_gone(side: &str) -> String {
    with("host-program-gone", &[("side", text_arg(side))])
}

/// What the server told the bot when the user stopped it during a game: the side
/// to move "left" (the competition's LEFT) and the other won.
pub fn host_stopped(left: &str, winner: &str) -> String {
    with(
        "host-stopped",
        &[("left", text_arg(left)), ("winner", text_arg(winner))],
    )
}

/// "Waiting for a program to connect on port 13050".
pub fn host_waiting(port: u16) -> String {
    with("host-waiting", &[("port", text_arg(port.to_string()))])
}

/// The hosted game card's title, with its port.
pub fn host_live_title(port: u16) -> String {
    with("host-live-title", &[("port", text_arg(port.to_string()))])
}

/// "last move 0.04 s": to the hundredth, as a bot answers in a few of them.
pub fn host_last_move(seconds: f64) -> String {
    with("host-last-move", &[("seconds", decimal(seconds, 2))])
}

/// The competition's limits per move.
pub fn host_limit(soft: f64, hard: f64) -> String {
    with(
        "host-limit",
        &[("soft", decimal(soft, 0)), ("hard", decimal(hard, 0))],
    )
}

pub fn host_cause_left(side: &str) -> String {
    with("host-cause-left", &[("side", text_arg(side))])
}

pub fn host_cause_rule_violation(side: &str) -> String {
    with("host-cause-rule-violation", &[("side", text_arg(side))])
}

pub fn host_cause_soft_timeout(side: &str, seconds: f64) -> String {
    with(
        "host-cause-soft-timeout",
        &[("side", text_arg(side)), ("seconds", decimal(seconds, 0))],
    )
}

pub fn host_cause_hard_timeout(side: &str, seconds: f64) -> String {
    with(
        "host-cause-hard-timeout",
        &[("side", text_arg(side)), ("seconds", decimal(seconds, 0))],
    )
}

pub fn host_cause_protocol_error(side: &str) -> String {
    with("host-cause-protocol-error", &[("side", text_arg(side))])
}

// Mühle's endgame database.

/// The generation's bar: "Database: table 5 of 12 · 42% · about 3 min left".
pub fn tablebase_generating(number: usize, count: usize, percent: f64, left: &str) -> String {
    let args = [
        ("number", count_arg(number)),
        ("count", count_arg(count)),
        ("percent", decimal(percent, 0)),
        ("left", text_arg(left)),
    ];
    if left.is_empty() {
        with("tablebase-generating", &args)
    } else {
        with("tablebase-generating-left", &args)
    }
}

/// "Database: White wins in 12 moves", with the next take where it comes
/// before the end: "…, the next take in 3 moves" (the winner's moves).
pub fn tablebase_wins(side: &str, moves: u32, take: Option<u32>) -> String {
    let mut args = vec![("side", text_arg(side)), ("moves", count(moves))];
    match take {
        Some(take) => {
            args.push(("take", count(take)));
            with("tablebase-wins-take", &args)
        }
        None => with("tablebase-wins", &args),
    }
}

/// "Database: draw – White would win, but the 50-move rule saves Black".
pub fn tablebase_rule_saves(winner: &str, loser: &str) -> String {
    with(
        "tablebase-rule-saves",
        &[("winner", text_arg(winner)), ("loser", text_arg(loser))],
    )
}

/// "the win needs 15 moves to the next take, 6 moves each left".
pub fn tablebase_needs(needs: u32, left: u32) -> String {
    with(
        "tablebase-needs",
        &[("needs", count(needs)), ("left", count(left))],
    )
}

/// A score the database decided, in the analysis: "White wins (database)".
pub fn tablebase_score(side: &str) -> String {
    with("tablebase-score", &[("side", text_arg(side))])
}

/// The same in a line's few characters: "White DB".
pub fn short_tablebase(side: &str) -> String {
    with("short-tablebase", &[("side", text_arg(side))])
}

/// A move's distance to the end in the database's list: "in 7 moves".
pub fn tablebase_plies(moves: u32) -> String {
    with("tablebase-plies", &[("moves", count(moves))])
}

/// The name of a move of the database's list, for screen readers and tests.
pub fn tablebase_move_label(text: &str) -> String {
    with("tablebase-move-label", &[("move", text_arg(text))])
}

/// "Damaged: `<file>`: `<why>` — Bernstein generates the table anew, as …".
pub fn tablebase_refused(file: &str, why: &str) -> String {
    with(
        "tablebase-refused",
        &[("file", text_arg(file)), ("why", text_arg(why))],
    )
}

/// "written in another format (version 2)".
pub fn tablebase_file_version(version: u32) -> String {
    with("tablebase-file-version", &[("version", count(version))])
}

/// "its header counts 1004 positions where the table has 1000".
pub fn tablebase_file_slots(found: u64, expected: u64) -> String {
    with(
        "tablebase-file-slots",
        &[
            ("found", count(found as f64)),
            ("expected", count(expected as f64)),
        ],
    )
}

/// The database could not be generated (the system's reason).
pub fn tablebase_failed(why: &str) -> String {
    with("tablebase-failed", &[("why", text_arg(why))])
}

// ---- Test series ---------------------------------------------------------------

/// A bot's command line that cannot be split into words.
pub fn series_bad_command(name: &str) -> String {
    with("series-bad-command", &[("name", text_arg(name))])
}

/// The series could not run (English, from the network layer).
pub fn series_failed(error: &str) -> String {
    with("series-failed", &[("error", text_arg(error))])
}

/// "12 of 40 games".
pub fn series_progress(done: u32, total: u32) -> String {
    with(
        "series-progress",
        &[("done", count(done)), ("total", count(total))],
    )
}

/// The series stopped because a bot failed to start three games in a row.
pub fn series_bot_failing(name: &str) -> String {
    with("series-bot-failing", &[("name", text_arg(name))])
}

/// Where the series keeps its files.
pub fn series_folder(path: &str) -> String {
    with("series-folder", &[("path", text_arg(path))])
}

/// A bot's time per move: "Ø 0,41 s, max 1,41 s" (the average sign the fonts have).
pub fn series_time(average: f64, max: f64) -> String {
    with(
        "series-time",
        &[("average", decimal(average, 2)), ("max", decimal(max, 2))],
    )
}

/// One kind of fault with its count, by its message (`series-fault-soft`, …).
pub fn series_fault(id: &str, number: u32) -> String {
    with(id, &[("count", count(number))])
}

/// What the button that opens a bot's log of a game does: "Log of student".
pub fn series_log(name: &str) -> String {
    with("series-log", &[("name", text_arg(name))])
}

/// The button itself, short whatever the bot is called: "Log · Red".
pub fn series_log_side(side: &str) -> String {
    with("series-log-side", &[("side", text_arg(side))])
}

/// A pairing stopped early by the test client's test.
pub fn series_decided(name: &str, percent: f64, pairing: &str) -> String {
    with(
        "series-decided",
        &[
            ("name", text_arg(name)),
            ("percent", decimal(percent, 1)),
            ("pairing", text_arg(pairing)),
        ],
    )
}

/// How a game of a series ended by a fault: `name` is the bot at fault.
pub fn series_cause(cause: bernstein_net::series::EndCause, name: &str) -> String {
    use bernstein_net::Cause;
    use bernstein_net::series::EndCause;
    let id = match cause {
        EndCause::Server(Cause::Regular) => return HOST_CAUSE_REGULAR.to_string(),
        EndCause::Server(Cause::Left) => "series-cause-left",
        EndCause::Server(Cause::RuleViolation) => "series-cause-rule-violation",
        EndCause::Server(Cause::SoftTimeout) => "series-cause-soft-timeout",
        EndCause::Server(Cause::HardTimeout) => "series-cause-hard-timeout",
        EndCause::Server(Cause::ProtocolError) => "series-cause-protocol-error",
        EndCause::Crashed => "series-cause-crashed",
        EndCause::OutputFlood => "series-cause-output-flood",
        EndCause::CannotStart => "series-cause-cannot-start",
        EndCause::NeverConnected => "series-cause-never-connected",
        EndCause::Stopped => "series-cause-stopped",
    };
    with(id, &[("name", text_arg(name))])
}

/// The series card's title: "Test series · Piranhas 2026".
pub fn series_card_title(kind: GameKind) -> String {
    with("series-card-title", &[("game", text_arg(game_name(kind)))])
}

/// The game of the series on the board: "Game 12: alice – level 4".
pub fn series_card_game(number: u32, red: &str, blue: &str) -> String {
    with(
        "series-card-game",
        &[
            ("number", text_arg(number.to_string())),
            ("red", text_arg(red)),
            ("blue", text_arg(blue)),
        ],
    )
}

/// The log's title beside the board.
pub fn series_log_title(name: &str, number: u32) -> String {
    with(
        "series-log-title",
        &[
            ("name", text_arg(name)),
            ("number", text_arg(number.to_string())),
        ],
    )
}

/// A number of games, grouped as the language groups digits.
pub fn series_games(games: u32) -> String {
    with("series-games-count", &[("games", count(games))])
}

/// A score fraction as a percentage: "62,5 %".
pub fn series_score(fraction: f64) -> String {
    with("series-score", &[("value", decimal(100.0 * fraction, 1))])
}

/// A time in milliseconds as the language writes numbers: "1.000 ms".
pub fn milliseconds(ms: f64) -> String {
    with("milliseconds", &[("ms", count(ms.round()))])
}

/// What the early stop of a series does: after `games` games, a pairing ends
/// once one side is better with an error probability under `percent`.
pub fn series_stop_early_tip(games: u32, percent: f64) -> String {
    with(
        "series-stop-early-tip",
        &[("games", count(games)), ("percent", count(percent))],
    )
}

/// Bernstein's engine as a participant of a series: "Bernstein · level 4", or
/// "Bernstein · level 4 · 1,000 ms" where a time per move replaced the
/// level's own limits.
pub fn series_engine(level: &bernstein_engine::Level) -> String {
    match level.replaced_movetime() {
        Some(time) => with(
            "series-engine-at",
            &[
                ("level", count(level.number)),
                ("ms", count(time.as_millis() as f64)),
            ],
        ),
        None => with("series-engine", &[("level", count(level.number))]),
    }
}

// ---- Setting a test series up, its check, its exports --------------------------

/// How a way of starting a bot is named ("Python (the official Python client)").
pub fn launch_name(launch: bernstein_net::series::launch::Launch) -> String {
    use bernstein_net::series::launch::Launch;
    i18n::message(match launch {
        Launch::StartScript => "series-launch-start-script",
        Launch::Python => "series-launch-python",
        Launch::Java => "series-launch-java",
        Launch::Program => "series-launch-program",
    })
}

/// Why a bot's file or folder cannot run (in a way), in plain words.
pub fn bot_problem(problem: &bernstein_net::series::launch::Problem) -> String {
    use bernstein_net::series::launch::Problem;
    let path = |path: &std::path::Path| ("path", text_arg(path.display().to_string()));
    match problem {
        Problem::Missing(at) => with("series-problem-missing", &[path(at)]),
        Problem::NothingToRun(at) => with("series-problem-nothing", &[path(at)]),
        Problem::NoStartScript => i18n::message("series-problem-no-start-script"),
        Problem::NoPythonFile => i18n::message("series-problem-no-python-file"),
        Problem::SeveralPythonFiles(n) => with(
            "series-problem-several-python",
            &[("count", count(*n as f64))],
        ),
        Problem::NoJar => i18n::message("series-problem-no-jar"),
        Problem::SeveralJars(n) => with(
            "series-problem-several-jars",
            &[("count", count(*n as f64))],
        ),
        Problem::NotExecutable(at) => with("series-problem-not-executable", &[path(at)]),
        Problem::NoPython => i18n::message("series-problem-no-python"),
        Problem::NoSocha(at) => with("series-problem-no-socha", &[path(at)]),
        Problem::NoJava => i18n::message("series-problem-no-java"),
        Problem::ChosenPythonMissing(at) => {
            with("series-problem-chosen-python-missing", &[path(at)])
        }
    }
}

/// Why a bot of the dialog cannot start yet, after its name.
pub fn bot_not_ready(name: &str, problem: &crate::series::BotProblem) -> String {
    use crate::series::BotProblem;
    let why = match problem {
        BotProblem::Empty => SERIES_NO_BOT.to_string(),
        BotProblem::Path(problem) => bot_problem(problem),
        BotProblem::Searching => SERIES_BOT_SEARCHING.to_string(),
        BotProblem::BadCommand => return series_bad_command(name),
    };
    with(
        "series-bot-not-ready",
        &[("name", text_arg(name)), ("why", text_arg(why))],
    )
}

/// The Python a bot's plan runs it with.
pub fn series_python_used(path: &str) -> String {
    with("series-python-used", &[("path", text_arg(path))])
}

/// How many bots a class import added, from which folder.
pub fn series_imported(added: usize, folder: &str) -> String {
    with(
        "series-imported",
        &[("count", count(added as f64)), ("folder", text_arg(folder))],
    )
}

/// A check's game running: "Playing a game against level 1… (12 plies)".
pub fn series_check_running(plies: usize) -> String {
    with("series-check-running", &[("plies", count(plies as f64))])
}

/// A check passed: the game's result for the bot and its length.
pub fn series_check_played(points: f64, plies: usize) -> String {
    let result = i18n::message(if points > 0.75 {
        "series-check-won"
    } else if points > 0.25 {
        "series-check-drawn"
    } else {
        "series-check-lost"
    });
    with(
        "series-check-played",
        &[("result", text_arg(result)), ("plies", count(plies as f64))],
    )
}

/// A process's end as the series' detail says it ("exit status 3", "killed by
/// signal 9"), in the app's language.
pub fn series_exit(detail: &str) -> String {
    let number_after = |word: &str| -> Option<f64> {
        let rest = detail.split(word).nth(1)?;
        let digits: String = rest
            .trim_start()
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().ok()
    };
    if let Some(code) = number_after("exit status") {
        with("series-exit-status", &[("code", count(code))])
    } else if let Some(signal) = number_after("signal") {
        with("series-exit-signal", &[("signal", count(signal))])
    } else {
        detail.to_string()
    }
}

/// Why a bot's program could not be started, from the series' detail
/// ("cannot start python3: No such file or directory (os error 2)").
pub fn series_cannot_start(detail: &str) -> String {
    let program = detail
        .strip_prefix("cannot start ")
        .and_then(|rest| rest.split(": ").next())
        .unwrap_or("")
        .to_string();
    let why = if let Some(folder) = detail
        .split("its folder ")
        .nth(1)
        .and_then(|rest| rest.strip_suffix(" is missing"))
    {
        with("series-why-folder-missing", &[("path", text_arg(folder))])
    } else if detail.contains("(os error 2)") {
        with("series-why-not-found", &[("program", text_arg(program))])
    } else if detail.contains("(os error 13)") {
        with("series-why-not-allowed", &[("program", text_arg(program))])
    } else {
        detail.to_string()
    };
    with("series-check-cannot-start", &[("why", text_arg(why))])
}

/// A check's game ended by the bot's fault, in plain words: the first line.
pub fn series_check_fault(
    cause: bernstein_net::series::EndCause,
    detail: &str,
    name: &str,
) -> String {
    use bernstein_net::series::EndCause;
    let exit = || ("exit", text_arg(series_exit(detail)));
    match cause {
        EndCause::CannotStart => series_cannot_start(detail),
        EndCause::NeverConnected if detail.starts_with("ended before") => {
            with("series-check-ended-early", &[exit()])
        }
        EndCause::NeverConnected => with(
            "series-check-no-connect",
            &[(
                "seconds",
                count(bernstein_net::series::CONNECT_DEADLINE.as_secs() as f64),
            )],
        ),
        EndCause::Crashed if detail.starts_with("left before") => {
            with("series-check-left-early", &[exit()])
        }
        EndCause::Crashed => with("series-check-crashed", &[exit()]),
        cause => series_cause(cause, name),
    }
}

/// A Python package the bot's program lacked.
pub fn series_check_missing_module(module: &str) -> String {
    with(
        "series-check-missing-module",
        &[("module", text_arg(module))],
    )
}

/// Bernstein's own failure to run a check.
pub fn series_check_failed(error: &str) -> String {
    with("series-check-failed", &[("error", text_arg(error))])
}

/// "Stop the series?": the games finished stay.
pub fn series_stop_question(done: usize) -> String {
    with("series-stop-question", &[("done", count(done as f64))])
}

/// A file that could not be written, and why.
pub fn series_cannot_write(path: &str, error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let why = match error.kind() {
        ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => {
            i18n::message("series-io-denied")
        }
        ErrorKind::NotFound => i18n::message("series-io-no-folder"),
        ErrorKind::IsADirectory => i18n::message("series-io-is-folder"),
        _ => error.to_string(),
    };
    with(
        "series-cannot-write",
        &[("path", text_arg(path)), ("why", text_arg(why))],
    )
}

/// The parts could not be put together (the network layer's reason).
pub fn series_merge_failed(error: &str) -> String {
    with("series-merge-failed", &[("error", text_arg(error))])
}

/// What a merge of a series' parts lacks or has twice, a sentence each.
pub fn series_merge_gaps(gaps: &bernstein_net::series::Gaps) -> Vec<String> {
    use bernstein_net::series::results::ranges;
    let parts = ("parts", count(gaps.parts as f64));
    let mut lines = Vec::new();
    for part in &gaps.parts_twice {
        lines.push(with(
            "series-merge-part-twice",
            &[("part", count(*part as f64)), parts.clone()],
        ));
    }
    for part in &gaps.parts_missing {
        lines.push(with(
            "series-merge-part-missing",
            &[("part", count(*part as f64)), parts.clone()],
        ));
    }
    if !gaps.games_twice.is_empty() {
        lines.push(with(
            "series-merge-games-twice",
            &[("games", text_arg(ranges(&gaps.games_twice)))],
        ));
    }
    if !gaps.games_missing.is_empty() {
        lines.push(with(
            "series-merge-games-missing",
            &[
                ("missing", count(gaps.games_missing.len() as f64)),
                ("planned", count(gaps.games_planned as f64)),
                ("games", text_arg(ranges(&gaps.games_missing))),
            ],
        ));
    }
    lines
}

/// The results files a series was put together from.
pub fn series_merged_from(files: &str) -> String {
    with("series-merged-from", &[("files", text_arg(files))])
}

// Player bars that give way in a narrow window
/// A level by its number alone: "Stufe 3".
pub fn level_short(level: u8) -> String {
    with("level-short", &[("level", count(level))])
}
/// The computer at a level without the level's word: "Computer · Stufe 3".
pub fn computer_name_short(level: u8) -> String {
    with("computer-name", &[("name", text_arg(level_short(level)))])
}

// ---- The board on hover, the pictures, the endgame database on the board ----------------

/// A piece on the board on hover: "Robbe (Rot)"; a tower: "Turm aus 2 Figuren,
/// oben Robbe (Rot)".
pub fn piece_tip(piece: &str, side: &str, height: u8) -> String {
    let args = [
        ("piece", text_arg(piece)),
        ("side", text_arg(side)),
        ("height", count_arg(height as usize)),
    ];
    let tip = if height > 1 {
        with("piece-tip-tower", &args)
    } else {
        with("piece-tip", &args)
    };
    // English names the animals in lower case within a sentence; the tip
    // starts a line.
    let mut chars = tip.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A move's verdict on the board, on hover: "Gewinn in 5 Zügen (Datenbank)".
pub fn verdict_win(moves: u32) -> String {
    with("verdict-win", &[("moves", count(moves))])
}

/// "Verlust in 5 Zügen (Datenbank)".
pub fn verdict_loss(moves: u32) -> String {
    with("verdict-loss", &[("moves", count(moves))])
}

/// The picture could not be written: "Das Bild konnte nicht nach … geschrieben werden: …".
pub fn picture_not_written(path: &str, why: &str) -> String {
    with(
        "picture-not-written",
        &[("path", text_arg(path)), ("why", text_arg(why))],
    )
}

/// The picture could not be made (a size it cannot have).
pub fn picture_failed(why: &str) -> String {
    with("picture-failed", &[("why", text_arg(why))])
}

/// The generation's time left: "noch etwa 3 min", "about 3 min left".
pub fn tablebase_time_left(seconds: u64) -> String {
    with(
        "tablebase-time-left",
        &[("minutes", count(seconds.div_ceil(60).max(1) as f64))],
    )
}

/// The table being generated, on hover: "Table 5 of 12: 4 against 5 stones".
pub fn tablebase_table(number: usize, count: usize, mover: usize, other: usize) -> String {
    with(
        "tablebase-table",
        &[
            ("number", count_arg(number)),
            ("count", count_arg(count)),
            ("mover", count_arg(mover)),
            ("other", count_arg(other)),
        ],
    )
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
