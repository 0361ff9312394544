//! A game as it is played: whose move, clocks, draws and resignations, results and
//! how a game ended (the rules' reasons and the competition server's).

use super::*;

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
