//! The database's files: one per table, in a folder per rule variant under the
//! data directory (`tablebase/muehle/<variant>/<m>v<o>.tb`). A file is a header
//! (what it is, the format version, the rules, the stones per side, the number of
//! positions and a CRC-32 of the header and the values) followed by one byte per
//! slot. A file is written to a temporary name and renamed, so it is either
//! complete or missing; a file that is damaged, cut short, of another format or
//! of other rules is refused with the reason and never used.

use std::fmt;
use std::fs;
use std::io::{self, Read};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use super::Variant;

/// What every file starts with.
const MAGIC: &[u8; 8] = b"BRNSTNTB";
/// The game the tables are of.
const GAME: &[u8; 8] = b"muehle\0\0";
/// The layout of the header and the meaning of the bytes after it; a new
/// meaning needs a new number (old files are then regenerated).
pub const FORMAT_VERSION: u32 = 1;
/// Bytes before the values.
const HEADER_LEN: usize = 40;

/// The folder of the database inside the data directory.
pub fn folder(data_dir: &Path, variant: Variant) -> PathBuf {
    data_dir.join("tablebase").join("muehle").join(variant.id())
}

/// The file of the table with `m` stones to move and `o` others.
pub fn path(folder: &Path, m: usize, o: usize) -> PathBuf {
    folder.join(format!("{m}v{o}.tb"))
}

/// Why a table file cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    Missing,
    /// Reading failed (the system's message).
    Unreadable(String),
    /// Not a table file of Bernstein's at all.
    NotATable,
    /// Written by another version of the format.
    OtherVersion(u32),
    /// A table of other rules, another game or other stones than its name says.
    Foreign(String),
    /// Shorter or longer than its header says (bytes of the whole file).
    WrongLength {
        expected: u64,
        found: u64,
    },
    /// The header counts another number of positions (slots) than the table has.
    WrongSlots {
        expected: u64,
        found: u64,
    },
    /// The checksum does not match: the contents are damaged.
    Damaged,
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Missing => f.write_str("missing"),
            FileError::Unreadable(why) => write!(f, "cannot be read: {why}"),
            FileError::NotATable => f.write_str("not a Bernstein endgame table"),
            FileError::OtherVersion(found) => write!(
                f,
                "format version {found}, this Bernstein reads version {FORMAT_VERSION}"
            ),
            FileError::Foreign(what) => write!(f, "a table of {what}"),
            FileError::WrongLength { expected, found } => {
                write!(
                    f,
                    "{found} bytes where {expected} belong (cut short or padded)"
                )
            }
            FileError::WrongSlots { expected, found } => write!(
                f,
                "its header counts {found} positions where the table has {expected}"
            ),
            FileError::Damaged => f.write_str("its checksum does not match"),
        }
    }
}

/// What is wrong with the file as a message of the catalogue, for the app to say
/// in the user's language (the system's own detail of a failed read stays as the
/// system gave it).
impl bernstein_words::Worded for FileError {
    fn words(&self) -> bernstein_words::Words {
        use bernstein_words::{Arg, Words};
        match self {
            FileError::Missing => Words::new("tablebase-file-missing"),
            FileError::Unreadable(why) => {
                Words::new("tablebase-file-unreadable").with("detail", Arg::text(why))
            }
            FileError::NotATable => Words::new("tablebase-file-not-a-table"),
            FileError::OtherVersion(version) => {
                Words::new("tablebase-file-version").with("version", Arg::count(*version))
            }
            FileError::Foreign(_) => Words::new("tablebase-file-foreign"),
            FileError::WrongLength { .. } => Words::new("tablebase-file-length"),
            FileError::WrongSlots { expected, found } => Words::new("tablebase-file-slots")
                .with("found", Arg::count(*found as f64))
                .with("expected", Arg::count(*expected as f64)),
            FileError::Damaged => Words::new("tablebase-file-damaged"),
        }
    }
}

fn header(variant: Variant, m: usize, o: usize, values: &[u8]) -> [u8; HEADER_LEN] {
    let mut header = [0u8; HEADER_LEN];
    header[0..8].copy_from_slice(MAGIC);
    header[8..12].copy_from_slice(&FORMAT_VERSION.to_le_bytes());
    header[12..20].copy_from_slice(GAME);
    header[20] = variant.flying as u8;
    header[21] = variant.mill_take as u8;
    header[22] = m as u8;
    header[23] = o as u8;
    header[24..32].copy_from_slice(&(values.len() as u64).to_le_bytes());
    let checksum = checksum(&header[..32], values);
    header[32..36].copy_from_slice(&checksum.to_le_bytes());
    header
}

fn checksum(header: &[u8], values: &[u8]) -> u32 {
    let mut crc = flate2::Crc::new();
    crc.update(header);
    crc.update(values);
    crc.sum()
}

/// Writes a table (header and values) to `path` in one step.
pub fn write(path: &Path, variant: Variant, m: usize, o: usize, values: &[u8]) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    let mut bytes = Vec::with_capacity(HEADER_LEN + values.len());
    bytes.extend_from_slice(&header(variant, m, o, values));
    bytes.extend_from_slice(values);
    bernstein_system::write_atomically(path, &bytes)
}

/// Whether tables can be written into `folder` (created if missing): a file
/// is started there and dropped, as a table's is before it is renamed.
pub fn check_writable(folder: &Path) -> io::Result<()> {
    fs::create_dir_all(folder)?;
    bernstein_system::AtomicFile::create(&folder.join("check.tb")).map(drop)
}

/// Reads the table with `m` stones to move and `o` others of `variant`, which
/// must have `len` slots, and checks everything its header says.
pub fn read(
    path: &Path,
    variant: Variant,
    m: usize,
    o: usize,
    len: usize,
) -> Result<Vec<u8>, FileError> {
    let mut file = match fs::File::open(path) {
        Ok(file) => file,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Err(FileError::Missing),
        Err(error) => return Err(FileError::Unreadable(error.to_string())),
    };
    let unreadable = |error: io::Error| FileError::Unreadable(error.to_string());
    let size = file.metadata().map_err(unreadable)?.len();
    let expected = (HEADER_LEN + len) as u64;
    let mut head = [0u8; HEADER_LEN];
    if size < HEADER_LEN as u64 {
        let mut start = Vec::new();
        file.read_to_end(&mut start).map_err(unreadable)?;
        return Err(if start.starts_with(MAGIC) {
            FileError::WrongLength {
                expected,
                found: size,
            }
        } else {
            FileError::NotATable
        });
    }
    file.read_exact(&mut head).map_err(unreadable)?;
    if &head[0..8] != MAGIC {
        return Err(FileError::NotATable);
    }
    let version = u32::from_le_bytes(head[8..12].try_into().expect("4 bytes"));
    if version != FORMAT_VERSION {
        return Err(FileError::OtherVersion(version));
    }
    if &head[12..20] != GAME {
        return Err(FileError::Foreign("another game".to_string()));
    }
    let (flying, mill_take) = (head[20] != 0, head[21] != 0);
    if flying != variant.flying || mill_take != variant.mill_take {
        let found = Variant { flying, mill_take };
        return Err(FileError::Foreign(format!("other rules ({found})")));
    }
    if (head[22] as usize, head[23] as usize) != (m, o) {
        return Err(FileError::Foreign(format!(
            "{} against {} stones, not {m} against {o}",
            head[22], head[23]
        )));
    }
    let slots = u64::from_le_bytes(head[24..32].try_into().expect("8 bytes"));
    if slots != len as u64 {
        return Err(FileError::WrongSlots {
            expected: len as u64,
            found: slots,
        });
    }
    if size != expected {
        return Err(FileError::WrongLength {
            expected,
            found: size,
        });
    }
    let mut values = vec![0u8; len];
    file.read_exact(&mut values).map_err(unreadable)?;
    let stored = u32::from_le_bytes(head[32..36].try_into().expect("4 bytes"));
    if checksum(&head[..32], &values) != stored {
        return Err(FileError::Damaged);
    }
    Ok(values)
}

/// Removes what an interrupted write left behind in `folder`: temporary files
/// older than `age` (younger ones may belong to a generation running elsewhere).
pub fn remove_leftovers(folder: &Path, age: Duration) {
    let Ok(entries) = fs::read_dir(folder) else {
        return;
    };
    let now = SystemTime::now();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().to_string();
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|modified| now.duration_since(modified).ok())
            .is_some_and(|elapsed| elapsed >= age);
        if name.starts_with('.') && name.ends_with(".tmp") && old {
            let _ = fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bernstein-tb-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_table_reads_back_and_every_kind_of_damage_is_refused() {
        let dir = temp_dir("file");
        let variant = Variant::default();
        let values: Vec<u8> = (0..1000).map(|i| (i % 203) as u8).collect();
        let file = path(&dir, 4, 3);
        write(&file, variant, 4, 3, &values).unwrap();
        assert_eq!(read(&file, variant, 4, 3, 1000), Ok(values.clone()));

        let other = Variant {
            flying: false,
            ..variant
        };
        assert!(matches!(
            read(&file, other, 4, 3, 1000),
            Err(FileError::Foreign(_))
        ));
        assert!(matches!(
            read(&file, variant, 3, 4, 1000),
            Err(FileError::Foreign(_))
        ));
        assert_eq!(
            read(&path(&dir, 3, 3), variant, 3, 3, 10),
            Err(FileError::Missing)
        );

        let bytes = fs::read(&file).unwrap();
        let mut flipped = bytes.clone();
        flipped[HEADER_LEN + 500] ^= 1;
        fs::write(&file, &flipped).unwrap();
        assert_eq!(read(&file, variant, 4, 3, 1000), Err(FileError::Damaged));

        let mut miscounted = bytes.clone();
        miscounted[24] ^= 4;
        fs::write(&file, &miscounted).unwrap();
        let error = read(&file, variant, 4, 3, 1000).unwrap_err();
        assert_eq!(
            error,
            FileError::WrongSlots {
                expected: 1000,
                found: 1004
            }
        );
        assert_eq!(
            error.to_string(),
            "its header counts 1004 positions where the table has 1000"
        );

        fs::write(&file, &bytes[..bytes.len() - 10]).unwrap();
        assert!(matches!(
            read(&file, variant, 4, 3, 1000),
            Err(FileError::WrongLength { .. })
        ));
        fs::write(&file, &bytes[..20]).unwrap();
        assert!(matches!(
            read(&file, variant, 4, 3, 1000),
            Err(FileError::WrongLength { .. })
        ));
        fs::write(
            &file,
            b"PK\x03\x04 something else entirely, long enough to be a header",
        )
        .unwrap();
        assert_eq!(read(&file, variant, 4, 3, 1000), Err(FileError::NotATable));
        let mut newer = bytes.clone();
        newer[8] = 9;
        fs::write(&file, &newer).unwrap();
        assert_eq!(
            read(&file, variant, 4, 3, 1000),
            Err(FileError::OtherVersion(9))
        );
        let _ = fs::remove_dir_all(&dir);
    }
}
