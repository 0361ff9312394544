//! Files: the data directory, writing in one step, and telling whether two
//! paths name the same file.

use std::fmt;
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The environment variable that overrides the data directory.
pub const DATA_DIR_ENV: &str = "BERNSTEIN_DATA_DIR";

/// There is no home directory to keep Bernstein's data in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoDataDir;

impl fmt::Display for NoDataDir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "no home directory to keep Bernstein's data in (set {DATA_DIR_ENV})"
        )
    }
}

impl std::error::Error for NoDataDir {}

/// Where Bernstein keeps its data (the autosave, the endgame database):
/// `$BERNSTEIN_DATA_DIR` if set, else the platform's data directory for the app
/// (`~/.local/share/bernstein` on Linux, `~/Library/Application Support/…` on
/// macOS, `%APPDATA%\…` on Windows).
pub fn data_dir() -> Result<PathBuf, NoDataDir> {
    if let Some(dir) = std::env::var_os(DATA_DIR_ENV).filter(|dir| !dir.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "Bernstein")
        .map(|dirs| dirs.data_dir().to_path_buf())
        .ok_or(NoDataDir)
}

/// Replaces `path` with `bytes` in one step: a temporary file in the same
/// directory, written and flushed to disk, then renamed over `path`. Whenever
/// the process is killed, `path` is the old complete file or the new one.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = AtomicFile::create(path)?;
    file.write_all(bytes)?;
    file.commit()
}

/// A file written piece by piece that replaces `path` in one step when
/// [`AtomicFile::commit`]ted (as [`write_atomically`] does, without holding
/// the contents whole in memory). Dropped without a commit, it leaves `path`
/// as it was and removes what it wrote.
pub struct AtomicFile {
    path: PathBuf,
    temp: PathBuf,
    file: Option<io::BufWriter<File>>,
}

impl AtomicFile {
    /// Starts the file that will replace `path`: a temporary file beside it.
    pub fn create(path: &Path) -> io::Result<AtomicFile> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let name = path
            .file_name()
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no file name"))?;
        let temp = directory_of(path).join(format!(
            ".{}.{}-{}.tmp",
            name.to_string_lossy(),
            std::process::id(),
            COUNTER.fetch_add(1, Ordering::Relaxed)
        ));
        let file = File::create(&temp)?;
        Ok(AtomicFile {
            path: path.to_path_buf(),
            temp,
            file: Some(io::BufWriter::new(file)),
        })
    }

    /// Flushes what was written to disk and renames it over the path.
    pub fn commit(mut self) -> io::Result<()> {
        let file = self.file.take().expect("committed once");
        let result = (|| {
            let file = file.into_inner().map_err(io::IntoInnerError::into_error)?;
            file.sync_all()?;
            drop(file);
            fs::rename(&self.temp, &self.path)?;
            // The rename itself is durable only once the directory is flushed (Unix).
            #[cfg(unix)]
            if let Ok(dir) = File::open(directory_of(&self.path)) {
                let _ = dir.sync_all();
            }
            Ok(())
        })();
        if result.is_err() {
            let _ = fs::remove_file(&self.temp);
        }
        result
    }
}

impl Write for AtomicFile {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.file.as_mut().expect("not committed").write(bytes)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.as_mut().expect("not committed").flush()
    }
}

impl Drop for AtomicFile {
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = fs::remove_file(&self.temp);
        }
    }
}

/// The directory a file is in (`.` for a bare name).
fn directory_of(path: &Path) -> PathBuf {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Whether `a` and `b` name the same existing file, however they are spelled
/// (`./x`, `../dir/x`, a symbolic or hard link): the same device and inode on
/// Unix, the same canonical path elsewhere. A path that does not exist names no
/// file yet, so it is never the same as another.
pub fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        match (fs::metadata(a), fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.dev() == b.dev() && a.ino() == b.ino(),
            _ => false,
        }
    }
    #[cfg(not(unix))]
    {
        match (fs::canonicalize(a), fs::canonicalize(b)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
    }
}

/// Whether two paths name one file, or would once it is written: the same file
/// on disk ([`same_file`]), or the same name in the same folder (`x.pgn`,
/// `./x.pgn`, `../dir/x.pgn`) for a file not there yet. For two outputs of one
/// command, which must not write over each other.
pub fn same_place(a: &Path, b: &Path) -> bool {
    let place = |path: &Path| {
        let folder = match path.parent() {
            Some(folder) if !folder.as_os_str().is_empty() => folder,
            _ => Path::new("."),
        };
        Some((fs::canonicalize(folder).ok()?, path.file_name()?.to_owned()))
    };
    a == b || same_file(a, b) || place(a).is_some_and(|a| Some(a) == place(b))
}

/// An output that is the command's own input under another name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SameFile {
    pub input: PathBuf,
    pub output: PathBuf,
}

impl fmt::Display for SameFile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.input == self.output {
            write!(
                f,
                "{} is the input: writing it would replace it; choose another output file",
                self.output.display()
            )
        } else {
            write!(
                f,
                "{} is the input {} under another name: writing it would replace it; choose another output file",
                self.output.display(),
                self.input.display()
            )
        }
    }
}

impl std::error::Error for SameFile {}

/// Refuses to write `output` when it is the file `input` (see [`same_file`]),
/// or spelled the same (a file not there yet). For every command that writes
/// beside what it reads.
pub fn refuse_same_file(input: &Path, output: &Path) -> Result<(), SameFile> {
    if input == output || same_file(input, output) {
        return Err(SameFile {
            input: input.to_path_buf(),
            output: output.to_path_buf(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("bernstein-system-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(dir.join("sub")).unwrap();
        dir
    }

    #[test]
    fn one_file_under_several_names_is_the_same_file() {
        let dir = scratch("same");
        let file = dir.join("base.pgn");
        fs::write(&file, "x").unwrap();
        let other = dir.join("other.pgn");
        fs::write(&other, "x").unwrap();
        let dotted = dir.join(".").join("base.pgn");
        let around = dir.join("sub").join("..").join("base.pgn");
        assert!(same_file(&file, &dotted));
        assert!(same_file(&file, &around));
        assert!(!same_file(&file, &other), "equal contents are not one file");
        assert!(!same_file(&file, &dir.join("missing.pgn")));
        assert!(refuse_same_file(&file, &around).is_err());
        let missing = dir.join("missing.pgn");
        assert!(same_place(
            &missing,
            &dir.join("sub").join("..").join("missing.pgn")
        ));
        assert!(!same_place(&missing, &dir.join("sub").join("missing.pgn")));
        assert!(same_place(&file, &dotted));
        assert!(refuse_same_file(&file, &other).is_ok());
        let missing = dir.join("missing.pgn");
        assert!(
            refuse_same_file(&missing, &missing).is_err(),
            "the same spelling is refused before the file exists"
        );
        #[cfg(unix)]
        {
            let link = dir.join("sub").join("link.pgn");
            std::os::unix::fs::symlink(&file, &link).unwrap();
            assert!(same_file(&file, &link));
            let hard = dir.join("hard.pgn");
            fs::hard_link(&file, &hard).unwrap();
            assert!(same_file(&hard, &file));
        }
        let error = refuse_same_file(&file, &around).unwrap_err().to_string();
        assert!(error.contains("under another name"), "{error}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_atomic_write_replaces_the_file_and_leaves_no_temporary() {
        let dir = scratch("atomic");
        let file = dir.join("a.txt");
        write_atomically(&file, b"old").unwrap();
        write_atomically(&file, b"new").unwrap();
        assert_eq!(fs::read(&file).unwrap(), b"new");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 2, "a.txt and sub only");
        let mut unfinished = AtomicFile::create(&file).unwrap();
        unfinished.write_all(b"half").unwrap();
        drop(unfinished);
        assert_eq!(
            fs::read(&file).unwrap(),
            b"new",
            "a file not committed changes nothing"
        );
        assert_eq!(
            fs::read_dir(&dir).unwrap().count(),
            2,
            "and leaves nothing behind"
        );
        let _ = fs::remove_dir_all(&dir);
    }
}
