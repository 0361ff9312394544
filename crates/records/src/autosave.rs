//! The app's crash-safe copy of the current game.
//!
//! The record is written to a temporary file in the same directory, flushed to disk
//! and renamed over the old copy. A rename within one directory replaces the file
//! in one step, so whenever the app is killed the autosave is either the old
//! complete record or the new complete one, never a mixture or a truncated file.
//!
//! The file lives in the platform's data directory (`~/.local/share/bernstein` on
//! Linux, `~/Library/Application Support/…` on macOS, `%APPDATA%\…` on Windows);
//! the environment variable `BERNSTEIN_DATA_DIR` overrides it (tests, portable use).
//!
//! An autosave that cannot be read (damaged, or written by a newer Bernstein) is
//! never overwritten: loading it moves it aside first, to
//! `autosave.unreadable-<UTC time>.ron` beside it, and says where it went, so the
//! next game's autosave cannot destroy a game the user may still want.

use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use bernstein_system::write_atomically;

use super::record::utc_now;
use super::{Record, RecordError, RecordErrorKind};

/// The autosave's file name inside the data directory.
pub const AUTOSAVE_FILE: &str = "autosave.ron";

/// Where Bernstein keeps its data (`bernstein_system::data_dir`), as the
/// records' error when there is none.
pub fn data_dir() -> Result<PathBuf, RecordError> {
    bernstein_system::data_dir()
        .map_err(|error| RecordError::with_kind(RecordErrorKind::Io, error.to_string()))
}

/// The autosave file in the data directory.
pub fn autosave_path() -> Result<PathBuf, RecordError> {
    Ok(data_dir()?.join(AUTOSAVE_FILE))
}

/// Writes `record` as the autosave in the data directory; returns the file's path.
pub fn autosave(record: &Record) -> Result<PathBuf, RecordError> {
    autosave_in(&data_dir()?, record)
}

/// Writes `record` as the autosave in `dir` (created if missing); returns the path.
pub fn autosave_in(dir: &Path, record: &Record) -> Result<PathBuf, RecordError> {
    fs::create_dir_all(dir).map_err(|error| RecordError::io(&error).in_file(dir))?;
    let path = dir.join(AUTOSAVE_FILE);
    write_atomically(&path, record.to_ron().as_bytes())
        .map_err(|error| RecordError::io(&error).in_file(&path))?;
    Ok(path)
}

/// An autosave that could not be read, and where it was kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnreadableAutosave {
    /// Why it could not be read (the file named is the autosave's old path).
    pub error: RecordError,
    /// Where the unreadable file now is; `None` if it could not be moved (then
    /// `error` says why) or if it could not even be read from disk (it stays).
    pub kept_as: Option<PathBuf>,
}

impl fmt::Display for UnreadableAutosave {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kept_as {
            Some(kept) => write!(
                f,
                "{} (the file was kept as {})",
                self.error,
                kept.display()
            ),
            None => write!(f, "{}", self.error),
        }
    }
}

impl std::error::Error for UnreadableAutosave {}

/// The autosaved record of the data directory; `Ok(None)` if there is none. An
/// unreadable autosave is moved aside first (see [`open_autosave_in`]).
pub fn load_autosave() -> Result<Option<Record>, RecordError> {
    load_autosave_from(&data_dir()?)
}

/// The autosaved record in `dir`; `Ok(None)` if there is none. An unreadable
/// autosave is moved aside first (see [`open_autosave_in`]); the error then keeps
/// its kind and names the autosave's path, and its message ends with where the
/// file was kept.
pub fn load_autosave_from(dir: &Path) -> Result<Option<Record>, RecordError> {
    open_autosave_in(dir).map_err(|unreadable| match unreadable.kept_as {
        Some(kept) => {
            let mut error = unreadable.error;
            error.message = format!(
                "{} (the file was kept as {})",
                error.message,
                kept.display()
            );
            error
        }
        None => unreadable.error,
    })
}

/// The autosaved record in `dir`; `Ok(None)` if there is none. When the file is
/// there but its content cannot be read (damaged, not UTF-8, from a newer
/// Bernstein), it is renamed beside itself to `autosave.unreadable-<time>.ron`
/// (never over an existing file) before this returns, so no later autosave
/// overwrites it; [`UnreadableAutosave::kept_as`] says where it went.
pub fn open_autosave_in(dir: &Path) -> Result<Option<Record>, UnreadableAutosave> {
    let path = dir.join(AUTOSAVE_FILE);
    let error = match read_autosave(&path) {
        Ok(record) => return Ok(record),
        Err(error) if error.kind == RecordErrorKind::Io => {
            // Not read from disk at all: nothing is known to be wrong with it.
            return Err(UnreadableAutosave {
                error,
                kept_as: None,
            });
        }
        Err(error) => error,
    };
    match keep_aside(dir) {
        Ok(kept_as) => Err(UnreadableAutosave { error, kept_as }),
        Err(move_error) => {
            let mut error = error;
            error.message = format!(
                "{}; it could not be moved aside ({})",
                error.message, move_error.message
            );
            Err(UnreadableAutosave {
                error,
                kept_as: None,
            })
        }
    }
}

/// Moves the autosave in `dir` aside if it is there and its content cannot be
/// read; returns where it went (`None`: no autosave, or a readable one). For a
/// caller that starts without loading the autosave but will write one.
pub fn set_aside_unreadable(dir: &Path) -> Result<Option<PathBuf>, RecordError> {
    match open_autosave_in(dir) {
        Ok(_) => Ok(None),
        Err(UnreadableAutosave {
            kept_as: Some(kept),
            ..
        }) => Ok(Some(kept)),
        Err(UnreadableAutosave { error, .. }) => Err(error),
    }
}

/// Renames the autosave in `dir`, whatever it holds, to
/// `autosave.unreadable-<UTC time>.ron` beside it (with `-2`, `-3`, … added if that
/// name is taken: an existing file is never replaced). `Ok(None)` if there is no
/// autosave. For the app when a record reads but cannot be opened as a game.
pub fn keep_aside(dir: &Path) -> Result<Option<PathBuf>, RecordError> {
    let path = dir.join(AUTOSAVE_FILE);
    if !path.exists() {
        return Ok(None);
    }
    let stem = format!("autosave.unreadable-{}", utc_now().replace(':', "-"));
    for number in 1u32.. {
        let name = if number == 1 {
            format!("{stem}.ron")
        } else {
            format!("{stem}-{number}.ron")
        };
        let kept = dir.join(name);
        if kept.symlink_metadata().is_ok() {
            continue;
        }
        fs::rename(&path, &kept).map_err(|error| RecordError::io(&error).in_file(&path))?;
        return Ok(Some(kept));
    }
    unreachable!("some numbered name is free")
}

/// Reads and checks the autosave at `path`; `Ok(None)` if there is none.
fn read_autosave(path: &Path) -> Result<Option<Record>, RecordError> {
    match fs::read(path) {
        Ok(bytes) => {
            let text = String::from_utf8(bytes).map_err(|_| {
                RecordError::with_kind(RecordErrorKind::Damaged, "the autosave is not UTF-8 text")
                    .in_file(path)
            })?;
            Record::from_ron(&text)
                .map(Some)
                .map_err(|error| error.in_file(path))
        }
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(RecordError::io(&error).in_file(path)),
    }
}

/// Removes the autosave of the data directory (e.g. after the game was saved).
pub fn clear_autosave() -> Result<(), RecordError> {
    let path = autosave_path()?;
    match fs::remove_file(&path) {
        Err(error) if error.kind() != io::ErrorKind::NotFound => {
            Err(RecordError::io(&error).in_file(&path))
        }
        _ => Ok(()),
    }
}
