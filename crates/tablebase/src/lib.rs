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
//! It is the engine's [`Oracle`] for Mühle; the [`Endgame`] trait says, for code
//! generic over the games, which game has a database (Mühle alone).

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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GenerateError {
    /// The generation was stopped; the tables finished so far are kept.
    #[error("stopped")]
    Stopped,
    /// A table could not be written (the path and the system's message).
    #[error("cannot write {path}: {1}", path = .0.display())]
    Write(PathBuf, String),
    /// `max` is outside MIN_STONES..=MAX_STONES.
    #[error("{0} stones per side: the database has {MIN_STONES} to {MAX_STONES}")]
    Stones(usize),
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
        Tablebase::open_checked(folder, variant).0
    }

    /// As [`Tablebase::open_available`], and every table file in `folder` that
    /// is there but cannot be used (damaged, cut short, of other rules…), so
    /// that what is not used can be named.
    pub fn open_checked(folder: &Path, variant: Variant) -> (Option<Tablebase>, Vec<DamagedTable>) {
        let mut base = Tablebase::empty(variant, MAX_STONES);
        let mut complete = None;
        let mut whole = true;
        let mut damaged = Vec::new();
        for k in MIN_STONES..=MAX_STONES {
            let new = tables(k).into_iter().filter(|&(m, o)| m.max(o) == k);
            for (m, o) in new {
                let path = file::path(folder, m, o);
                match file::read(&path, variant, m, o, table_len(m, o)) {
                    Ok(values) if whole => base.tables[m][o] = values,
                    // A sound table above a missing or refused one is not used.
                    Ok(_) => {}
                    Err(FileError::Missing) => whole = false,
                    Err(error) => {
                        whole = false;
                        damaged.push(DamagedTable {
                            path,
                            error,
                            variant,
                        });
                    }
                }
            }
            if whole {
                complete = Some(k);
            }
        }
        let Some(complete) = complete else {
            return (None, damaged);
        };
        for (m, row) in base.tables.iter_mut().enumerate() {
            for (o, table) in row.iter_mut().enumerate() {
                if m > complete || o > complete {
                    *table = Vec::new();
                }
            }
        }
        base.max = complete;
        (Some(base), damaged)
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
        // A folder the tables cannot be written to is found before any is
        // computed, not after the first one.
        if !missing.is_empty() {
            file::check_writable(folder)
                .map_err(|error| GenerateError::Write(folder.to_path_buf(), error.to_string()))?;
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
            let cpu_before = bernstein_system::process_cpu_time();
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
            let cpu = bernstein_system::process_cpu_time()
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
                    peak_memory: bernstein_system::peak_memory(),
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

/// The longest line [`Tablebase::plies_to_end`] follows: longer than any win of
/// the largest tables, takes included.
const LONGEST_LINE: u32 = 4096;

impl Tablebase {
    /// The plies to the game's end from `pos` (counted from before the side to
    /// move's move) when both sides play the database's first move: the winner
    /// the fastest next take, the loser the slowest. That is the win the database
    /// plays, its takes included, as players count a win's length (the stored
    /// distance reaches only to the next take). `None` where the database does not
    /// cover `pos` or the game is not won or lost there.
    pub fn plies_to_end(&self, pos: &Muehle) -> Option<u32> {
        self.probe(pos)?.plies()?;
        let mut pos = pos.clone();
        for plies in 0..LONGEST_LINE {
            let moves = self.moves(&pos)?;
            let Some(best) = moves.first() else {
                // No move left: the side to move has lost, the line ended before.
                return Some(plies);
            };
            if best.after.is_none() {
                return Some(plies + 1);
            }
            pos.play_unchecked(best.mv);
        }
        None
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

/// A game's part in an endgame database, for the code that is generic over the
/// games (the app, the command line): by default a game has none; Mühle's
/// positions are answered by this crate's database.
pub trait Endgame: Position {
    /// The rule variant whose database holds this game's endgames under the
    /// position's rules; `None` for a game without a database.
    fn database_variant(&self) -> Option<Variant> {
        None
    }

    /// Whether a search from here may reach the positions of a database with
    /// up to `max` stones per side, so that loading it is worth its time.
    fn may_reach_database(&self, _max: usize) -> bool {
        false
    }

    /// The database as a search's oracle for this game; `None` for a game
    /// without a database.
    fn database_oracle(_base: Arc<Tablebase>) -> Option<Arc<dyn Oracle<Self>>> {
        None
    }
}

impl Endgame for bernstein_rules::ostseeschach::Ostseeschach {}
impl Endgame for bernstein_rules::ostseeschach_original::OstseeschachOriginal {}
impl Endgame for bernstein_rules::piranhas::Piranhas {}
impl Endgame for bernstein_rules::piranhas_2026::Piranhas2026 {}

impl Endgame for Muehle {
    fn database_variant(&self) -> Option<Variant> {
        Some(Variant::of(self.options()))
    }

    /// Neither side has more than `max` + 2 stones left (board and hand).
    fn may_reach_database(&self, max: usize) -> bool {
        Side::BOTH
            .into_iter()
            .all(|side| self.stones_left(side) as usize <= max + 2)
    }

    fn database_oracle(base: Arc<Tablebase>) -> Option<Arc<dyn Oracle<Muehle>>> {
        Some(base)
    }
}

/// What a search gets of the data directory's database: the oracle, and the
/// tables that are there but damaged (so that the search can say that the
/// database was not used, or only in part).
pub struct FromDataDir<P: Position> {
    pub oracle: Option<Arc<dyn Oracle<P>>>,
    pub damaged: Vec<DamagedTable>,
}

/// The database generated in the data directory (the platform's, or
/// `BERNSTEIN_DATA_DIR`) as a search's oracle, when it is there for the rules of
/// `position` and a search from there may reach it (no side has more than 7
/// stones left); none for the other games. For the command line, which never
/// generates it unasked.
pub fn oracle_from_data_dir<P: Endgame>(position: &P) -> FromDataDir<P> {
    let mut found = FromDataDir {
        oracle: None,
        damaged: Vec::new(),
    };
    let Some(variant) = position.database_variant() else {
        return found;
    };
    if !position.may_reach_database(MAX_STONES) {
        return found;
    }
    let Ok(dir) = bernstein_system::data_dir() else {
        return found;
    };
    let (base, damaged) = Tablebase::open_checked(&folder(&dir, variant), variant);
    found.damaged = damaged;
    found.oracle = base.and_then(|base| P::database_oracle(Arc::new(base)));
    found
}

/// A table file that is there but cannot be used. Displayed for the command
/// line as "damaged: `<file>`: `<why>` — `bernstein tablebase muehle generate`
/// repairs it".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DamagedTable {
    pub path: PathBuf,
    pub error: FileError,
    pub variant: Variant,
}

impl fmt::Display for DamagedTable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "damaged: {}: {} — `{}` repairs it",
            self.path.display(),
            self.error,
            generate_command(self.variant)
        )
    }
}

/// The command that generates (and repairs) `variant`'s database, with the
/// options that name its rules when they are not the default ones.
pub fn generate_command(variant: Variant) -> String {
    let mut command = "bernstein tablebase muehle generate".to_string();
    let default = Variant::default();
    if variant.flying != default.flying {
        command.push_str(if variant.flying {
            " --rule flying=on"
        } else {
            " --rule flying=off"
        });
    }
    if variant.mill_take != default.mill_take {
        command.push_str(if variant.mill_take {
            " --rule mill-take=on"
        } else {
            " --rule mill-take=off"
        });
    }
    command
}
