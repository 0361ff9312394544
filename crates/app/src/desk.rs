//! The game on the board and what belongs to it: the record it came from, the
//! file it was saved to, how it is looked at, and the window's endgame databases
//! it asks. The shell and the controllers of the test series and the hosted
//! games put games on the board through [`Desk::show`]; the count of games shown
//! ([`Desk::shown`]) tells whoever keeps something about one game (a dialog
//! about its moves, the autosave's last revision) that the game changed.

use std::path::PathBuf;

use crate::open_game::{self, OpenGame};
use crate::tablebase::Databases;
use bernstein_records::{self as records, PlayerKind, Record, RecordError};

/// How the game is looked at: the user's choices that are not part of the game.
pub(crate) struct View {
    pub analysis: bool,
    pub flipped: bool,
    /// Computer players wait (computer against computer).
    pub paused: bool,
    pub pause_between_moves_ms: u32,
    /// Search threads (1 to [`max_threads`]), kept in the app's settings.
    pub threads: usize,
}

/// The most threads the Threads setting offers: one per core.
pub(crate) fn max_threads() -> usize {
    std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, bernstein_engine::MAX_THREADS)
}

/// The game on the board: see the module docs.
pub(crate) struct Desk {
    pub game: Option<Box<dyn OpenGame>>,
    /// The record the game was opened from (tags, names, recorded result), if any.
    pub base: Option<Record>,
    /// The file the game was last saved to or opened from (for "Save").
    pub file: Option<PathBuf>,
    pub view: View,
    /// Mühle's endgame databases, shared by the games of the window.
    pub databases: Databases,
    /// How many games were put on the board so far.
    pub shown: u64,
}

impl Desk {
    pub fn new(view: View, databases: Databases) -> Desk {
        Desk {
            game: None,
            base: None,
            file: None,
            view,
            databases,
            shown: 0,
        }
    }

    /// Puts `game` on the board in place of the one there (whose searches stop).
    pub fn show(
        &mut self,
        mut game: Box<dyn OpenGame>,
        base: Option<Record>,
        file: Option<PathBuf>,
    ) {
        if let Some(old) = &mut self.game {
            old.stop_searches();
        }
        // A game that starts with the second player at the bottom reads better when
        // the human plays the second side alone.
        let players = game.players();
        self.view.flipped = players[1] == PlayerKind::Human && players[0] != PlayerKind::Human;
        self.view.paused = false;
        game.set_databases(self.databases.clone());
        self.game = Some(game);
        self.base = base;
        self.file = file;
        self.shown += 1;
    }

    /// Shows a record's game for review (both sides the user's); a saved game's
    /// file is kept for "Save". On error the game on the board stays.
    pub fn show_record(
        &mut self,
        record: Record,
        file: Option<PathBuf>,
    ) -> Result<(), RecordError> {
        let game = open_game::from_record(&record, false)?;
        let file = file.filter(|path| {
            records::FileFormat::from_path(path).ok() == Some(records::FileFormat::Ron)
        });
        self.show(game, Some(record), file);
        Ok(())
    }

    /// The game as a record (what Save writes).
    pub fn record(&self) -> Option<Record> {
        self.game
            .as_ref()
            .map(|game| game.record(self.base.as_ref()))
    }

    /// The name of the file the game belongs to.
    pub fn file_name(&self) -> Option<String> {
        let path = self.file.as_ref()?;
        Some(
            path.file_name()
                .map(|n| n.to_string_lossy().to_string())
                .unwrap_or_default(),
        )
    }
}
