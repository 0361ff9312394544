//! The header of a PGN-style record, both ways: the tag pairs written from a
//! record's fields (the seven of PGN, the game, its start and options, the
//! players' kinds, the time control, why the game ended, the tags an imported
//! record carried) and read back into them, the unknown ones kept as they are.

use std::fmt::Write as _;

use super::lexer::RawGame;
use super::result_token;
use crate::{GameResult, Player, PlayerKind, Record, RecordError, RecordErrorKind, TimeControl};
use bernstein_rules::{Position, Side};

/// The header's tag pairs of `record`, one a line: the seven of PGN, then
/// Bernstein's own and the ones an imported record carried.
pub(super) fn write_tags(out: &mut String, record: &Record) {
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
    player_kind_tags(out, first_colour, &record.players[0]);
    player_kind_tags(out, second_colour, &record.players[1]);
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
pub(super) fn tag_char(ch: char) -> char {
    match ch {
        '\n' | '\r' | '\t' => ' ',
        _ => ch,
    }
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

fn is_tag_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
}

/// A record of the game from `start` with the header's tags: the event, the
/// players, the time control, the tags Bernstein does not know.
pub(super) fn read_headers<P: Position>(raw: &RawGame, start: &P) -> Result<Record, RecordError> {
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
        && let Ok(control) = TimeControl::from_pgn(text)
    {
        record.time_control = control;
        record
            .tags
            .retain(|(name, _)| !name.eq_ignore_ascii_case("TimeControl"));
    }
    Ok(record)
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
