//! Game records: saved games (RON), match records (PGN-style), competition replays.
//!
//! A [`Record`] is everything a saved game holds: which game, its rule options, the
//! start position, the moves with variations and comments ([`MoveTree`]), the
//! players, the result, the date and the app version. It knows no rules itself: it
//! keeps positions and moves as text and replays them through the rules when a
//! position is needed.
//!
//! Every loader takes a path or a text and returns a record or a [`RecordError`]
//! that says which file, where and what; none opens a dialog, prints or panics, so
//! the app, the command line and the tests share them:
//! - [`Record::to_ron`] / [`Record::from_ron`] (module [`saved`]), [`save`] /
//!   [`load`] by extension (module [`files`]),
//! - [`pgn::write_pgn`] / [`pgn::read_pgn`] (many games per file),
//! - [`replay::read_replay`] (Software Challenge XML, `.xml` or `.xml.gz`),
//! - [`convert::convert`] (from one format to another, as `bernstein convert` does),
//! - [`autosave`] (the app's crash-safe copy of the current game).
//!
//! `docs/records.md` describes the formats. Records sit beside the engine, above
//! the rules: nothing here uses the engine, the app or the command line.

pub mod annotation;
pub mod autosave;
pub mod bounded;
pub mod clock;
pub mod convert;
pub mod error;
pub mod files;
pub mod pgn;
pub mod record;
pub mod replay;
pub mod saved;
pub mod stream;
pub mod tree;

pub use annotation::{Annotation, Arrow, Highlight, Judgement, MarkColor, RecordedEval};
pub use bounded::MAX_RECORD_FILE_BYTES;
pub use clock::TimeControl;
pub use error::{RecordCause, RecordError, RecordErrorKind};
pub use files::{FileFormat, load, load_all, load_games, save, save_all};
pub use record::{GameResult, Player, PlayerKind, Record, RecordedResult, ServerScore, today};
pub use saved::{APP_VERSION, FORMAT_VERSION, options_from_text, options_to_text};
pub use stream::{GameWriter, read_games};
pub use tree::{MoveTree, NodeId, normalize_tree, replay_moves, replay_tree, validate_tree};
