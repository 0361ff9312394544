//! Texts: positions and game records pasted or loaded from text, and the
//! clipboard.

use crate::App;
use crate::action::TextAction;
use crate::open_game::{self, OpenGame};
use crate::panels::dialogs::{PickedGame, Picker, TextDialog};
use crate::strings as s;
use crate::strings::Wording;
use bernstein_records::{self as records, PlayerKind};
use bernstein_rules::GameKind;

impl App {
    /// Carries out a request about texts and the clipboard.
    pub(super) fn apply_text(&mut self, ctx: &egui::Context, action: TextAction) {
        match action {
            TextAction::CopyPosition => self.copy_position(ctx),
            TextAction::CopyGame => {
                if let Some(record) = self.record() {
                    ctx.copy_text(records::pgn::write_pgn(&record));
                    self.toasts.info(s::COPIED_GAME);
                }
            }
            TextAction::RequestPaste => ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste),
            TextAction::Paste(text) => self.paste(&text),
            TextAction::ShowDialog => self.dialogs.text = Some(TextDialog::default()),
            TextAction::Load(text) => match self.load_text(&text) {
                Ok(()) => self.dialogs.text = None,
                Err(message) => {
                    if let Some(dialog) = &mut self.dialogs.text {
                        dialog.error = Some(message.to_string());
                    }
                }
            },
            TextAction::CloseDialog => self.dialogs.text = None,
        }
    }

    /// Reads pasted text: a position of the current game (or of another game), or a
    /// game record (PGN). On error a message says why and the game stays.
    pub fn load_text(&mut self, text: &str) -> Result<(), Wording> {
        let text = text.trim();
        if text.is_empty() {
            return Err(s::PASTE_EMPTY.into());
        }
        // A position of the game on screen first (same rule options), then of any game.
        let current = self.desk.game.as_ref().map(|game| game.kind());
        let mut kinds: Vec<GameKind> = current.into_iter().collect();
        kinds.extend(
            GameKind::ALL
                .into_iter()
                .filter(|kind| Some(*kind) != current),
        );
        let players = self
            .desk
            .game
            .as_ref()
            .map_or([PlayerKind::Human; 2], |game| game.players());
        let mut first_error = None;
        for kind in kinds {
            match self.position_game(kind, text, players) {
                Ok(game) => {
                    self.set_game(game, None, None);
                    return Ok(());
                }
                Err(error) => {
                    first_error.get_or_insert((kind, error));
                }
            }
        }
        if text.starts_with('[') || text.contains("1.") {
            match records::pgn::read_pgn(text) {
                Ok(mut games) if games.len() == 1 => {
                    self.open_record(games.remove(0), None);
                    return Ok(());
                }
                Ok(games) if !games.is_empty() => {
                    let count = games.len();
                    self.dialogs.picker = Some(Picker {
                        title: Wording::from(move || {
                            s::pick_game_title(&s::PASTED_TEXT.to_string(), count)
                        }),
                        games: games
                            .into_iter()
                            .map(|record| PickedGame { record, file: None })
                            .collect(),
                    });
                    return Ok(());
                }
                Ok(_) => {}
                Err(error) => {
                    return Err(Wording::from(move || {
                        s::bad_game_text(&crate::i18n::say(&error))
                    }));
                }
            }
        }
        Err(Wording::from(move || {
            let (kind, why) = match &first_error {
                Some((kind, error)) => (*kind, crate::i18n::say(error)),
                None => (GameKind::Ostseeschach, String::new()),
            };
            s::bad_position_text(&s::game_name(kind), &why)
        }))
    }

    /// A game of `kind` from a position text: with the rule options and players of
    /// the game on screen when it is of that kind, else default options and `players`.
    pub(super) fn position_game(
        &self,
        kind: GameKind,
        text: &str,
        players: [PlayerKind; 2],
    ) -> Result<Box<dyn OpenGame>, bernstein_rules::PositionError> {
        match &self.desk.game {
            Some(game) if game.kind() == kind => game.with_position_text(text),
            _ => open_game::from_position_text(kind, text, players),
        }
    }

    /// Reads text and shows a message when it cannot be read (the paste action).
    pub fn paste(&mut self, text: &str) {
        if let Err(message) = self.load_text(text) {
            self.toasts.error(message);
        }
    }

    fn copy_position(&mut self, ctx: &egui::Context) {
        let Some(game) = &self.desk.game else { return };
        ctx.copy_text(game.position_text(game.current()));
        self.toasts.info(s::COPIED_POSITION);
    }
}
