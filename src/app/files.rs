//! Between the app's sessions and the records layer: a session becomes a
//! [`Record`] to save, export or autosave, and a record becomes a session again.
//! Reading and writing files is the records layer's; nothing here parses a format.

use crate::app::board::BoardGame;
use crate::app::session::{AnySession, IntoAny, Player, Session, with_session};
use crate::records::{self, GameResult, Record, RecordError};
use crate::with_game;

/// The players a record names, while its game is reviewed: opened from the record
/// and played by humans on screen. A game where someone took a side here is theirs.
pub fn recorded_players<'a, P: BoardGame>(
    session: &Session<P>,
    base: Option<&'a Record>,
) -> Option<&'a [records::Player; 2]> {
    let base = base.filter(|base| base.game == P::KIND)?;
    let review = session
        .players
        .iter()
        .all(|player| *player == Player::Human);
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
    record.start = crate::rules::Position::to_text(session.start());
    record.moves = session.tree.clone();
    let review = recorded_players(session, base).is_some();
    for (index, player) in session.players.iter().enumerate() {
        if review {
            continue;
        }
        record.players[index].kind = *player;
        if record.players[index].name.is_empty()
            && let Player::Computer { level } = player
        {
            record.players[index].name = crate::app::strings::computer_name(*level);
        }
    }
    let end = session.tree.main_line_end();
    record.result = match session.outcome(end) {
        Some(outcome) => Some(GameResult::Rules(outcome.clone())),
        // A declared result of an imported record stays while the moves do not end the game.
        None => record
            .result
            .filter(|result| matches!(result, GameResult::Declared { .. })),
    };
    record
}

pub fn record_of_any(session: &AnySession, base: Option<&Record>) -> Record {
    with_session!(session, s, P => record_of(s, base))
}

/// The session of a record (its main line's end shown). Records are checked by
/// the records layer when read, so every move replays.
/// With `keep_players` the record's computer players go on playing (the autosave);
/// otherwise both sides are taken by the user (a game opened for review).
pub fn session_of(record: &Record, keep_players: bool) -> Result<AnySession, RecordError> {
    with_game!(record.game, P => {
        let start = record.start_position::<P>()?;
        let players = if keep_players {
            [record.players[0].kind, record.players[1].kind]
        } else {
            [Player::Human, Player::Human]
        };
        let (session, error) = Session::from_tree(start, players, &record.moves);
        if let Some(error) = error {
            return Err(RecordError::new(error));
        }
        Ok(P::into_any(session))
    })
}
