//! Between the app's sessions and the records layer: a session becomes a
//! [`Record`] to save, export or autosave (a record becomes a game again in
//! [`crate::open_game::from_record`]). Reading and writing files is the records
//! layer's; nothing here parses a format.

use crate::board::BoardGame;
use crate::session::Session;
use bernstein_records::{self as records, GameResult, PlayerKind, Record};
use bernstein_rules::GameKind;

/// The players a record names, while its game is reviewed: opened from the record
/// and played by humans on screen. A game where someone took a side here is theirs.
pub fn recorded_players(
    kind: GameKind,
    players: [PlayerKind; 2],
    base: Option<&Record>,
) -> Option<&[records::Player; 2]> {
    let base = base.filter(|base| base.game == kind)?;
    let review = players.iter().all(|player| *player == PlayerKind::Human);
    review.then_some(&base.players)
}

/// The record of a session. `base` is the record the game was opened from, whose
/// tags, names, date and recorded result are kept.
pub fn record_of<P: BoardGame>(session: &Session<P>, base: Option<&Record>) -> Record {
    let mut record = match base {
        Some(base) if base.game == P::KIND => base.clone(),
        _ => Record::from_start(session.start()),
    };
    record.format = records::FORMAT_VERSION;
    record.app_version = records::APP_VERSION.to_string();
    record.options = records::options_to_text::<P>(session.start().options());
    record.start = bernstein_rules::Position::to_text(session.start());
    record.moves = session.tree.clone();
    record.time_control = session.clocks.as_ref().map(|clocks| clocks.control);
    let review = recorded_players(P::KIND, *session.players, base).is_some();
    for (index, player) in session.players.iter().enumerate() {
        if review {
            continue;
        }
        record.players[index].kind = *player;
        if record.players[index].name.is_empty()
            && let PlayerKind::Computer { level } = player
        {
            record.players[index].name = crate::strings::computer_name(*level);
        }
    }
    let end = session.tree.main_line_end();
    record.result = match (session.outcome(end), session.verdict(end)) {
        (Some(outcome), _) => Some(GameResult::Rules(outcome.clone())),
        // A resignation, agreed draw or loss on time at the end of the main
        // line, as its referee gives records the reason.
        (None, Some(verdict)) => Some(GameResult::Declared {
            winner: verdict.winner,
            reason: verdict.declared_reason(P::KIND),
        }),
        // A declared result of an imported record stays while the moves do not end the game.
        (None, None) => record
            .result
            .filter(|result| matches!(result, GameResult::Declared { .. })),
    };
    record
}
