//! Mühle's endgame database: every position of the moving phase (no stones in
//! hand) with 3 to K stones per side, solved by retrograde analysis on the
//! user's machine, exact under the tournament's draw rules. `docs/tablebase.md`
//! explains the method for users.
//!
//! - `symmetry.rs`: the board's 16 symmetries;
//! - `index.rs`: a position's slot in its table (a class of symmetric positions
//!   per slot, numbered by combinations);
//! - `value.rs`: the byte stored per slot (result and plies to the next take)
//!   and what it means with the position's no-removal counter;
//! - `generate.rs`: the retrograde analysis of the tables between two takes;
//! - `file.rs`: the files (header, checksum, writing in one step);
//! - `check.rs`: the checks of a generated database against the rules.
//!
//! [`Tablebase`] holds one rule variant's tables up to K stones: it loads them,
//! generates what is missing or damaged (table by table, so an interrupted
//! generation goes on where it stopped), and answers for positions and moves.
//! It is the engine's [`Oracle`] for Mühle.

use std::any::Any;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

pub mod check;
mod file;
mod generate;
mod index;
mod symmetry;
mod value;

pub use file::{FORMAT_VERSION, FileError};
pub use value::{DbResult, LIMIT};

use bernstein_engine::{Oracle, OracleResult, OracleValue};
use bernstein_rules::muehle::{Move, Muehle, Options};
use bernstein_rules::{MoveList, Position, Side};
use index::Index;
use value::{Stored, UNUSED};

/// The fewest stones per side a table has (fewer is a lost game).
pub const MIN_STONES: usize = 3;
/// The most stones per side a database may have.
pub const MAX_STONES: usize = 5;
/// The stones per side of the database the app and the command line use unless
/// told otherwise.
pub const DEFAULT_STONES: usize = 5;

/// The board's index, built once (a few milliseconds).
fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(Index::new)
}

/// A table by its stones: (the side to move's, the other side's).
pub type Shape = (usize, usize);

/// A rule variant: the two Mühle options that change the endgame.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Variant {
    pub flying: bool,
    pub mill_take: bool,
}

impl Default for Variant {
    fn default() -> Variant {
        Variant::of(&Options::default())
    }
}

impl Variant {
    /// All four variants.
    pub const ALL: [Variant; 4] = [
        Variant {
            flying: true,
            mill_take: false,
        },
        Variant {
            flying: true,
            mill_take: true,
        },
        Variant {
            flying: false,
            mill_take: false,
        },
        Variant {
            flying: false,
            mill_take: true,
        },
    ];

    pub fn of(options: &Options) -> Variant {
        Variant {
            flying: options.flying,
            mill_take: options.mill_take,
        }
    }

    pub fn options(self) -> Options {
        Options {
            flying: self.flying,
            mill_take: self.mill_take,
        }
    }

    /// The folder name: `flying-on_mill-take-off`.
    pub fn id(self) -> String {
        let on = |b: bool| if b { "on" } else { "off" };
        format!(
            "flying-{}_mill-take-{}",
            on(self.flying),
            on(self.mill_take)
        )
    }
}

/// `flying on, mill-take off`, as the command line's options name them.
impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let on = |b: bool| if b { "on" } else { "off" };
        write!(
            f,
            "flying {}, mill-take {}",
            on(self.flying),
            on(self.mill_take)
        )
    }
}

/// The tables of a database with `max` stones per side, smallest first, in the
/// order they are generated: each needs only tables before it.
pub fn tables(max: usize) -> Vec<(usize, usize)> {
    let mut shapes = Vec::new();
    for total in 2 * MIN_STONES..=2 * max {
        for m in MIN_STONES..=max {
            let o = total - m;
            if (MIN_STONES..=max).contains(&o) {
                shapes.push((m, o));
            }
        }
    }
    shapes
}

/// The slots of the table with `m` stones to move and `o` others.
pub fn table_len(m: usize, o: usize) -> usize {
    index().table_len(m, o)
}

/// The folder of a variant's files inside the data directory.
pub fn folder(data_dir: &Path, variant: Variant) -> PathBuf {
    file::folder(data_dir, variant)
}

/// What happens while a database is opened or generated.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    /// A table file that cannot be used: it is generated anew.
    Refused {
        table: (usize, usize),
        path: PathBuf,
        error: FileError,
    },
    /// The tables to be generated, in their order (a table with its mirror
    /// table is one entry, the smaller side first), and their weights in the
    /// progress (the slots of the entry's tables): said once, after the files
    /// were read and before the first is generated.
    Planned(Vec<PlannedTable>),
    /// The share (0…1) of the whole generation done, while `table` is generated.
    Progress { table: (usize, usize), done: f64 },
    /// A table (and its mirror table, when generated with it) was generated and written.
    Generated(TableReport),
}

/// A table (with its mirror table) the generation will generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlannedTable {
    pub table: (usize, usize),
    /// Its share of the work: the slots of the table and of its mirror table.
    pub weight: usize,
}

/// The figures of one generated table.
#[derive(Clone, Debug, PartialEq)]
pub struct TableReport {
    pub table: (usize, usize),
    /// Positions stored (used slots), and the slots of the file.
    pub positions: usize,
    pub slots: usize,
    /// Wall time and CPU time of the process (all threads) while it was generated
    /// (the CPU time where the system tells it: Linux).
    pub elapsed: Duration,
    pub cpu: Option<Duration>,
    /// The process's peak memory so far, where the system tells it (Linux).
    pub peak_memory: Option<u64>,
    pub file_bytes: u64,
}

/// Why a database could not be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// The generation was stopped; the tables finished so far are kept.
    Stopped,
    /// A table could not be written (the path and the system's message).
    Write(PathBuf, String),
    /// `max` is outside MIN_STONES..=MAX_STONES.
    Stones(usize),
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Stopped => f.write_str("stopped"),
            GenerateError::Write(path, why) => write!(f, "cannot write {}: {why}", path.display()),
            GenerateError::Stones(k) => write!(
                f,
                "{k} stones per side: the database has {MIN_STONES} to {MAX_STONES}"
            ),
        }
    }
}

/// A move of a database position with what it leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub mv: Move,
    /// Whether the move takes a stone.
    pub takes: bool,
    /// The result for the side that plays it, the plies counted from before it
    /// (1 for a take).
    pub result: DbResult,
    /// The position after it for the other side (`None` when the move ends the
    /// game: the other side is left with two stones).
    pub after: Option<DbResult>,
}

/// One rule variant's database with up to `max` stones per side, in memory.
pub struct Tablebase {
    variant: Variant,
    max: usize,
    /// `tables[m][o]`: the bytes of the table with `m` stones to move, `o` others.
    tables: Vec<Vec<Vec<u8>>>,
}

impl Tablebase {
    fn empty(variant: Variant, max: usize) -> Tablebase {
        Tablebase {
            variant,
            max,
            tables: vec![vec![Vec::new(); max + 1]; max + 1],
        }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The most stones per side it covers.
    pub fn max_stones(&self) -> usize {
        self.max
    }

    /// Opens the database in `folder` when every table is there and sound;
    /// otherwise lists the tables that are not (and why).
    pub fn open(
        folder: &Path,
        variant: Variant,
        max: usize,
    ) -> Result<Tablebase, Vec<(Shape, FileError)>> {
        let mut base = Tablebase::empty(variant, max.clamp(MIN_STONES, MAX_STONES));
        let mut faults = Vec::new();
        for (m, o) in tables(base.max) {
            match file::read(&file::path(folder, m, o), variant, m, o, table_len(m, o)) {
                Ok(values) => base.tables[m][o] = values,
                Err(error) => faults.push(((m, o), error)),
            }
        }
        if faults.is_empty() {
            Ok(base)
        } else {
            Err(faults)
        }
    }

    /// Opens the largest database in `folder` whose tables are all there and
    /// sound (up to [`MAX_STONES`] stones per side); `None` when not even the
    /// 3-against-3 table is.
    pub fn open_available(folder: &Path, variant: Variant) -> Option<Tablebase> {
        let mut base = Tablebase::empty(variant, MAX_STONES);
        let mut complete = None;
        'sizes: for k in MIN_STONES..=MAX_STONES {
            let new = tables(k).into_iter().filter(|&(m, o)| m.max(o) == k);
            for (m, o) in new {
                match file::read(&file::path(folder, m, o), variant, m, o, table_len(m, o)) {
                    Ok(values) => base.tables[m][o] = values,
                    Err(_) => break 'sizes,
                }
            }
            complete = Some(k);
        }
        let complete = complete?;
        for (m, row) in base.tables.iter_mut().enumerate() {
            for (o, table) in row.iter_mut().enumerate() {
                if m > complete || o > complete {
                    *table = Vec::new();
                }
            }
        }
        base.max = complete;
        Some(base)
    }

    /// Opens the database in `folder`, generating every table that is missing or
    /// refused (and writing it there as soon as it is done, so that a generation
    /// stopped or killed goes on from there next time). `report` hears of every
    /// refused file, the tables planned, the progress and each generated table;
    /// `stop` ends the generation between two steps. The generation waits while
    /// `report` does not return, which is how a caller pauses it (the progress
    /// is reported every few thousand positions while a table is generated).
    pub fn generate(
        folder: &Path,
        variant: Variant,
        max: usize,
        threads: usize,
        report: &(dyn Fn(Event) + Sync),
        stop: &AtomicBool,
    ) -> Result<Tablebase, GenerateError> {
        if !(MIN_STONES..=MAX_STONES).contains(&max) {
            return Err(GenerateError::Stones(max));
        }
        file::remove_leftovers(folder, Duration::from_secs(600));
        let mut base = Tablebase::empty(variant, max);
        let mut missing = Vec::new();
        for (m, o) in tables(max) {
            let path = file::path(folder, m, o);
            match file::read(&path, variant, m, o, table_len(m, o)) {
                Ok(values) => base.tables[m][o] = values,
                Err(FileError::Missing) => missing.push((m, o)),
                Err(error) => {
                    report(Event::Refused {
                        table: (m, o),
                        path,
                        error,
                    });
                    missing.push((m, o));
                }
            }
        }
        let weight = |(m, o): (usize, usize)| table_len(m, o) as f64;
        let total: f64 = missing.iter().map(|&t| weight(t)).sum();
        let planned: Vec<PlannedTable> = tables(max)
            .into_iter()
            .filter(|&(m, o)| o >= m && (missing.contains(&(m, o)) || missing.contains(&(o, m))))
            .map(|(m, o)| PlannedTable {
                table: (m, o),
                weight: if m == o {
                    table_len(m, o)
                } else {
                    table_len(m, o) + table_len(o, m)
                },
            })
            .collect();
        if !planned.is_empty() {
            report(Event::Planned(planned));
        }
        let mut done = 0.0;
        for (m, o) in tables(max) {
            // A table and its mirror table are generated together: both anew when
            // either is missing.
            if o < m || !(missing.contains(&(m, o)) || missing.contains(&(o, m))) {
                continue;
            }
            let shapes: Vec<(usize, usize)> = if m == o {
                vec![(m, o)]
            } else {
                vec![(m, o), (o, m)]
            };
            let segment_weight: f64 = shapes.iter().map(|&t| weight(t)).sum();
            let started = Instant::now();
            let cpu_before = process_cpu_time();
            let on_progress = |fraction: f64| {
                report(Event::Progress {
                    table: (m, o),
                    done: if total > 0.0 {
                        ((done + fraction * segment_weight) / total).min(1.0)
                    } else {
                        1.0
                    },
                })
            };
            let values = base
                .generate_segment((m, o), threads, &on_progress, stop)
                .ok_or(GenerateError::Stopped)?;
            let elapsed = started.elapsed();
            let cpu = process_cpu_time()
                .zip(cpu_before)
                .map(|(after, before)| after.saturating_sub(before));
            for (&(tm, to), values) in shapes.iter().zip(values) {
                let path = file::path(folder, tm, to);
                file::write(&path, variant, tm, to, &values)
                    .map_err(|error| GenerateError::Write(path.clone(), error.to_string()))?;
                let file_bytes = std::fs::metadata(&path).map(|m| m.len()).unwrap_or(0);
                let positions = values.iter().filter(|&&v| v != UNUSED).count();
                report(Event::Generated(TableReport {
                    table: (tm, to),
                    positions,
                    slots: values.len(),
                    // The mirror table's figures are the segment's too.
                    elapsed,
                    cpu,
                    peak_memory: peak_memory(),
                    file_bytes,
                }));
                base.tables[tm][to] = values;
            }
            done += segment_weight;
        }
        Ok(base)
    }

    /// Generates the whole database in memory, without files (tests, benchmarks).
    pub fn generate_in_memory(variant: Variant, max: usize, threads: usize) -> Tablebase {
        Tablebase::generate_in_memory_until(variant, max, (max, max), threads)
    }

    /// Generates in memory the tables of a database with `max` stones per side
    /// up to and with the table `last` and its mirror table (tests: the small
    /// tables only); the others stay empty and unknown to [`Tablebase::probe`].
    pub fn generate_in_memory_until(
        variant: Variant,
        max: usize,
        last: (usize, usize),
        threads: usize,
    ) -> Tablebase {
        let mut base = Tablebase::empty(variant, max.clamp(MIN_STONES, MAX_STONES));
        let never = AtomicBool::new(false);
        let shapes = tables(base.max);
        let end = shapes
            .iter()
            .position(|&(m, o)| (m, o) == last || (o, m) == last)
            .map_or(shapes.len(), |i| i + 1);
        for &(m, o) in &shapes[..end] {
            if o < m {
                continue;
            }
            let values = base
                .generate_segment((m, o), threads, &|_: f64| {}, &never)
                .expect("not stopped");
            let shapes = if m == o {
                vec![(m, o)]
            } else {
                vec![(m, o), (o, m)]
            };
            for ((tm, to), values) in shapes.into_iter().zip(values) {
                base.tables[tm][to] = values;
            }
        }
        base
    }

    fn generate_segment(
        &self,
        shape: (usize, usize),
        threads: usize,
        progress: &(dyn Fn(f64) + Sync),
        stop: &AtomicBool,
    ) -> Option<Vec<Vec<u8>>> {
        let smaller = |m: usize, o: usize| -> Option<&[u8]> {
            let table = self.tables.get(m)?.get(o)?;
            (!table.is_empty()).then_some(table.as_slice())
        };
        generate::segment(
            index(),
            self.variant,
            shape,
            &smaller,
            threads,
            &progress,
            stop,
        )
    }

    /// Whether `pos` is one of the database's positions: its rules, no stones in
    /// hand, 3 to K stones on each side.
    pub fn covers(&self, pos: &Muehle) -> bool {
        Variant::of(pos.options()) == self.variant
            && Side::BOTH.into_iter().all(|side| {
                pos.in_hand(side) == 0
                    && (MIN_STONES..=self.max).contains(&(pos.on_board(side) as usize))
            })
    }

    /// The stored value of the position where the side to move has `mover` and
    /// the other side `other`.
    pub(crate) fn stored(&self, mover: u32, other: u32) -> Stored {
        let (m, o) = (mover.count_ones() as usize, other.count_ones() as usize);
        match self.tables.get(m).and_then(|t| t.get(o)) {
            Some(table) if !table.is_empty() => {
                Stored::from_byte(table[index().slot(mover, other)])
            }
            _ => Stored::Unused,
        }
    }

    /// The value of `pos` for its side to move, with its no-removal counter;
    /// `None` when the database does not cover it.
    pub fn probe(&self, pos: &Muehle) -> Option<DbResult> {
        if !self.covers(pos) {
            return None;
        }
        let side = pos.side_to_move();
        let masks = pos.masks();
        self.stored(masks[side.index()], masks[side.other().index()])
            .at_counter(pos.plies_since_removal())
    }

    /// Every legal move of `pos` with its value, best first for the side to move
    /// (fast wins, then cursed wins, draws, blessed losses, slow losses; among
    /// wins by a take, the take after which the next comes soonest); `None` when
    /// the database does not cover `pos`.
    pub fn moves(&self, pos: &Muehle) -> Option<Vec<MoveValue>> {
        if !self.covers(pos) {
            return None;
        }
        let mut legal = MoveList::new();
        pos.legal_moves(&mut legal);
        let mut values = Vec::with_capacity(legal.len());
        for &mv in &legal {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            let takes = mv.remove.is_some();
            let after = if child.stones_left(child.side_to_move()) < MIN_STONES as u8 {
                None
            } else {
                Some(self.probe(&child)?)
            };
            let result = match after {
                None => DbResult::Win { plies: 1 },
                Some(after) => for_mover(after, takes),
            };
            values.push(MoveValue {
                mv,
                takes,
                result,
                after,
            });
        }
        values.sort_by_key(|value| std::cmp::Reverse(move_rank(value)));
        Some(values)
    }
}

/// The value of a move for its mover from the value `after` it for the other
/// side: the sides swap and a move without a take adds its ply.
fn for_mover(after: DbResult, takes: bool) -> DbResult {
    let plus = |n: u32| if takes { 1 } else { n + 1 };
    let plus_needed = |needs: Option<u32>| if takes { None } else { needs.map(|n| n + 1) };
    match after {
        DbResult::Win { plies } => DbResult::Loss { plies: plus(plies) },
        DbResult::Loss { plies } => DbResult::Win { plies: plus(plies) },
        DbResult::Draw => DbResult::Draw,
        DbResult::CursedWin { needs } => DbResult::BlessedLoss {
            needs: plus_needed(needs),
        },
        DbResult::BlessedLoss { needs } => DbResult::CursedWin {
            needs: plus_needed(needs),
        },
    }
}

/// The order of moves for their mover, best largest.
fn move_rank(value: &MoveValue) -> (u8, i64, i64) {
    // Among moves of equal value, a take that ends the game first, then the
    // take after which the next take comes soonest (won) or latest (lost).
    let after = match value.after {
        None => i64::MAX,
        Some(after) => match after {
            DbResult::Loss { plies } => -i64::from(plies),
            DbResult::Win { plies } => i64::from(plies),
            _ => 0,
        },
    };
    match value.result {
        DbResult::Win { plies } => (4, -i64::from(plies), after),
        // The cursed win that needs the fewest plies (the opponent may still err).
        DbResult::CursedWin { needs } => (3, -i64::from(needs.unwrap_or(u32::MAX)), after),
        DbResult::Draw => (2, 0, 0),
        DbResult::BlessedLoss { needs } => (1, i64::from(needs.unwrap_or(u32::MAX)), after),
        DbResult::Loss { plies } => (0, i64::from(plies), after),
    }
}

fn oracle_value(result: DbResult) -> OracleValue {
    match result {
        DbResult::Win { plies } => OracleValue {
            result: OracleResult::Win,
            plies,
        },
        DbResult::Loss { plies } => OracleValue {
            result: OracleResult::Loss,
            plies,
        },
        _ => OracleValue::DRAW,
    }
}

impl Oracle<Muehle> for Tablebase {
    fn probe(&self, pos: &Muehle) -> Option<OracleValue> {
        Tablebase::probe(self, pos).map(oracle_value)
    }

    fn rank_moves(&self, pos: &Muehle) -> Option<Vec<(Move, OracleValue)>> {
        let moves = self.moves(pos)?;
        Some(
            moves
                .into_iter()
                .map(|value| (value.mv, oracle_value(value.result)))
                .collect(),
        )
    }
}

/// The database as the engine's oracle for the game `P`: `Some` for Mühle only
/// (for the app's and the command line's code that is generic over the games).
pub fn oracle_for<P: Position>(base: Arc<Tablebase>) -> Option<Arc<dyn Oracle<P>>> {
    let oracle: Arc<dyn Oracle<Muehle>> = base;
    let boxed: Box<dyn Any> = Box::new(oracle);
    boxed
        .downcast::<Arc<dyn Oracle<P>>>()
        .ok()
        .map(|oracle| *oracle)
}

/// The rule variant of a position of the game `P`: `Some` for Mühle only.
pub fn variant_of<P: Position>(pos: &P) -> Option<Variant> {
    (pos as &dyn Any)
        .downcast_ref::<Muehle>()
        .map(|pos| Variant::of(pos.options()))
}

/// Whether a search from `pos` may reach the database's positions: a Mühle
/// position where neither side has more than `max` + 2 stones left (board and
/// hand), so that loading the database is worth its time.
pub fn may_reach<P: Position>(pos: &P, max: usize) -> bool {
    (pos as &dyn Any)
        .downcast_ref::<Muehle>()
        .is_some_and(|pos| {
            Side::BOTH
                .into_iter()
                .all(|side| pos.stones_left(side) as usize <= max + 2)
        })
}

/// The database generated in the data directory (the platform's, or
/// `BERNSTEIN_DATA_DIR`) as a search's oracle, when it is there for the rules of
/// `position` and a search from there may reach it (no side has more than 7
/// stones left); `None` for the other games. For the command line, which never
/// generates it unasked.
pub fn oracle_from_data_dir<P: Position>(position: &P) -> Option<Arc<dyn Oracle<P>>> {
    let variant = variant_of(position)?;
    if !may_reach(position, MAX_STONES) {
        return None;
    }
    let dir = bernstein_records::autosave::data_dir().ok()?;
    let base = Tablebase::open_available(&folder(&dir, variant), variant)?;
    oracle_for::<P>(Arc::new(base))
}

/// The CPU time the process has used so far (all threads), where the system
/// tells it (Linux: `/proc/self/stat`).
pub fn process_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The fields after the command name (which may hold spaces) in parentheses.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?;
    // The kernel's clock ticks are 100 per second on every Linux Bernstein runs on.
    Some(Duration::from_millis(ticks * 10))
}

/// The process's peak resident memory in bytes so far, where the system tells
/// it (Linux: `VmHWM` in `/proc/self/status`).
pub fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}
