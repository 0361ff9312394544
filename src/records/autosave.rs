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

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::{Record, RecordError, RecordErrorKind};

/// The environment variable that overrides the data directory.
pub const DATA_DIR_ENV: &str = "BERNSTEIN_DATA_DIR";

/// The autosave's file name inside the data directory.
pub const AUTOSAVE_FILE: &str = "autosave.ron";

/// Where Bernstein keeps its data: `$BERNSTEIN_DATA_DIR` if set, else the
/// platform's data directory for the app.
pub fn data_dir() -> Result<PathBuf, RecordError> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|dir| !dir.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "Bernstein")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .ok_or_else(|| {
            RecordError::with_kind(
                RecordErrorKind::Io,
                format!("no home directory to keep the autosave in (set {DATA_DIR_ENV})"),
            )
        })
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

/// The autosaved record of the data directory; `Ok(None)` if there is none.
pub fn load_autosave() -> Result<Option<Record>, RecordError> {
    load_autosave_from(&data_dir()?)
}

/// The autosaved record in `dir`; `Ok(None)` if there is none.
pub fn load_autosave_from(dir: &Path) -> Result<Option<Record>, RecordError> {
    let path = dir.join(AUTOSAVE_FILE);
    match fs::read(&path) {
        Ok(bytes) => {
            let text = String::from_utf8(bytes).map_err(|_| {
                RecordError::with_kind(RecordErrorKind::Damaged, "the autosave is not UTF-8 text")
                    .in_file(&path)
            })?;
            Record::from_ron(&text)
                .map(Some)
                .map_err(|error| error.in_file(&path))
        }
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(RecordError::io(&error).in_file(&path)),
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

/// Replaces `path` with `bytes` in one step: temp file in the same directory,
/// written and flushed to disk, then renamed over `path`.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no file name"))?;
    let temp = dir.join(format!(
        ".{}.{}-{}.tmp",
        name.to_string_lossy(),
        std::process::id(),
        COUNTER.fetch_add(1, Ordering::Relaxed)
    ));
    let result = (|| {
        let mut file = File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)?;
        // The rename itself is durable only once the directory is flushed (Unix).
        #[cfg(unix)]
        if let Ok(dir) = File::open(&dir) {
            let _ = dir.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temp);
    }
    result
}
