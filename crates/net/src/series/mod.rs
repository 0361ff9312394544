//! Test series: Bernstein starts students' bots itself, game after game, as the
//! competition's test client does, but with its own server (no Java) and its
//! engine at any level as a sparring partner. One bot against the engine at each
//! level, two bots against each other, or a round robin; colours swapped every
//! game, the same seeded starts for every pairing; faults (a bot that cannot
//! start, crashes, never connects, hangs, times out, breaks the rules or floods
//! its output) end their game against the bot and the series goes on.
//!
//! Threads, as in `serve/`: [`run_series`] runs on the caller's thread and
//! starts a thread per game (up to `parallel` at once), each with a server of
//! its own on a free port; what happens comes back as [`SeriesEvent`]s. The app
//! runs it on a thread of its own ([`SeriesHandle`]) and polls.
//!
//! One file per part, each using only those listed before it:
//!
//! - `error.rs`: why a series cannot start or its parts cannot be merged;
//! - `bot.rs`: a bot's name, command line and folder, its process and its logs;
//! - `launch.rs`: how a bot runs from its file or folder, a class's bots;
//! - `schedule.rs`: the participants, the pairings, the order of the games and
//!   a series' parts ([`Shard`]);
//! - `table.rs`: a game's report and the standings summed from the reports;
//! - `report.rs`: the tables as CSV and the one-page HTML report;
//! - `results.rs`: a part's results file and the merge of the parts;
//! - `outputs.rs`: the series' files, checked before the first game;
//! - `game.rs`: one game, its server, its bots and its watcher;
//! - `check.rs`: a bot's one game against level 1 before a series, judged.

mod bot;
pub mod check;
mod error;
mod game;
pub mod launch;
mod outputs;
pub mod report;
pub mod results;
mod schedule;
mod table;

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::thread;
use std::time::Duration;

pub use bot::{
    BotLogs, BotSpec, Exit, HOST, MAX_NAME_PART, RunningBots, distinct_names, name_of_command,
};
pub use error::{Folder, LineProblem, SeriesError};
pub use outputs::{replay_path, writable_dir};
pub use report::Locale;
pub use results::{Gaps, Merged, Part, SeriesId, merge, read_part};
pub use schedule::{GamePlan, Participant, Schedule, Shard};
pub use table::{
    EndCause, GameReport, MoveTimes, PairingStats, ParticipantStats, Standings, points,
};

use crate::serve::Timeouts;
use bernstein_engine::Level;
use bernstein_rules::{GameKind, Side};

/// How long a bot has to connect and join after it was started.
pub const CONNECT_DEADLINE: Duration = Duration::from_secs(10);

/// The most a bot may write to its standard output or to its error in one game
/// before it counts as flooding (16 MiB: far more than any log a bot needs).
pub const OUTPUT_LIMIT: u64 = 16 << 20;

/// The limits of a series without time limits (`--no-timeout`): a bot silent
/// for five minutes still loses, so that a series never waits for ever.
pub const NO_TIMEOUT_LIMITS: Timeouts = Timeouts {
    soft: Duration::from_secs(300),
    hard: Duration::from_secs(300),
};

/// How long a bot may run on after its game's result, as the test client
/// allows, before it is killed.
pub const EXIT_GRACE: Duration = Duration::from_secs(5);

/// Starts or connects that fail in a row after which a series stops.
pub const FAILURES_IN_A_ROW: u32 = 3;

/// The test client's least number of games before its early stop.
pub const DEFAULT_MIN_GAMES: u32 = 20;

/// A test series as the user sets it up.
#[derive(Clone, Debug)]
pub struct SeriesSettings {
    /// A season of the competition ([`crate::SEASON_KINDS`]).
    pub kind: GameKind,
    pub bots: Vec<BotSpec>,
    /// Bernstein's engine plays at each of these levels.
    pub levels: Vec<Level>,
    /// The bots play each other too (a round robin), not only the levels.
    pub bots_meet: bool,
    /// Games per pairing.
    pub games: u32,
    /// Stop a pairing once one side is significantly better at this level.
    pub significance: Option<f64>,
    /// Games a pairing plays before the early stop is considered.
    pub min_games: u32,
    /// The move time limits (`None`: [`NO_TIMEOUT_LIMITS`]).
    pub timeouts: Option<Timeouts>,
    /// Games played at once, each on its own port.
    pub parallel: usize,
    /// The folder of the bots' logs.
    pub logs: PathBuf,
    /// Every game as a PGN-style record into this file (rewritten after each).
    pub pgn: Option<PathBuf>,
    /// Each game's competition replay into this folder.
    pub replay_dir: Option<PathBuf>,
    /// The one-page HTML report, written at the end.
    pub report: Option<PathBuf>,
    /// The per-bot table and the crosstable as CSV, written at the end.
    pub csv: Option<PathBuf>,
    /// How the CSV and the report write numbers.
    pub csv_locale: Locale,
    /// Only this part of the schedule.
    pub shard: Option<Shard>,
    /// The part's games, a line each as they finish (for [`merge`]).
    pub results: Option<PathBuf>,
    pub seed: u64,
    pub connect_deadline: Duration,
    pub output_limit: u64,
    pub exit_grace: Duration,
    /// Set to stop the series: no new game starts, the games running end at once.
    pub stop: Arc<AtomicBool>,
    /// The bots running now (for a stop that kills them without waiting).
    pub running: RunningBots,
}

impl SeriesSettings {
    pub fn new(kind: GameKind, bots: Vec<BotSpec>, logs: PathBuf) -> SeriesSettings {
        SeriesSettings {
            kind,
            bots,
            levels: Vec::new(),
            bots_meet: true,
            games: 100,
            significance: None,
            min_games: DEFAULT_MIN_GAMES,
            timeouts: Some(Timeouts::COMPETITION),
            parallel: 1,
            logs,
            pgn: None,
            replay_dir: None,
            report: None,
            csv: None,
            csv_locale: Locale::English,
            shard: None,
            results: None,
            seed: 0,
            connect_deadline: CONNECT_DEADLINE,
            output_limit: OUTPUT_LIMIT,
            exit_grace: EXIT_GRACE,
            stop: Arc::new(AtomicBool::new(false)),
            running: RunningBots::default(),
        }
    }

    /// The participants: the bots in the order given, then the engine's levels.
    pub fn participants(&self) -> Vec<Participant> {
        (0..self.bots.len())
            .map(Participant::Bot)
            .chain(self.levels.iter().map(|&level| Participant::Engine(level)))
            .collect()
    }

    /// A participant's name as logs and records give it: the bot's, or
    /// `level <n>` for the engine (`level <n> at <ms> ms` where a time per move
    /// replaced the level's limits, so that no table passes it off as the level).
    pub fn name(&self, participant: Participant) -> String {
        match participant {
            Participant::Bot(index) => self.bots[index].name.clone(),
            Participant::Engine(level) => match level.replaced_movetime() {
                Some(time) => format!("level {} at {} ms", level.number, time.as_millis()),
                None => format!("level {}", level.number),
            },
        }
    }
}

/// What a series reports while it runs.
#[derive(Clone, Debug)]
pub enum SeriesEvent {
    /// The series began: its participants, pairings and games.
    Began {
        participants: Vec<Participant>,
        names: Vec<String>,
        pairings: Vec<[usize; 2]>,
        expected: u32,
    },
    /// A game's first state: who plays Red and Blue, and the start position.
    GameStarted {
        number: u32,
        pairing: usize,
        players: [usize; 2],
        start: String,
    },
    /// A move of a running game, as move text, after `elapsed` of thinking.
    Moved {
        number: u32,
        side: Side,
        text: String,
        elapsed: Duration,
    },
    /// A game ended, and the standings with it.
    GameEnded {
        report: Box<GameReport>,
        standings: Box<Standings>,
    },
    /// A pairing stopped early: one side is significantly better.
    Decided {
        pairing: usize,
        /// Whether the pairing's first participant is the better one.
        first_better: bool,
        probability: f64,
        games: u32,
    },
}

/// Why a series ended before all its games.
#[derive(Clone, Debug, PartialEq)]
pub enum StopReason {
    /// Told to stop (Ctrl+C, the app's Stop).
    Interrupted,
    /// A bot failed to start or connect [`FAILURES_IN_A_ROW`] games in a row.
    BotFailing {
        bot: usize,
        name: String,
        /// Its error log of the last of those games.
        log: PathBuf,
        detail: String,
    },
}

/// How a series went.
#[derive(Clone, Debug)]
pub struct SeriesSummary {
    pub standings: Standings,
    pub stop: Option<StopReason>,
    /// What Bernstein itself could not do: a file it could not write (the
    /// games are in the tables all the same), a log it could not create (which
    /// stopped the series); worded by the caller.
    pub problems: Vec<SeriesError>,
}

/// What a game's thread tells the series.
pub(crate) enum Message {
    Event(SeriesEvent),
    /// A game's end, and a failure of Bernstein's own during it.
    Ended(Box<GameReport>, Option<SeriesError>),
}

/// Runs a series on the caller's thread, reporting to `on_event`; returns when
/// every game is played, the series is stopped, or at once if it cannot start
/// (no bot, a game that was never a season, too many games, a file or folder
/// that cannot be written).
pub fn run_series(
    settings: &SeriesSettings,
    mut on_event: impl FnMut(SeriesEvent),
) -> Result<SeriesSummary, SeriesError> {
    let settings = checked(settings)?;
    let participants = settings.participants();
    let mut schedule = schedule_of(&settings, &participants)?;
    let width = schedule.planned().to_string().len().max(3);
    let mut outputs = outputs::Outputs::open(&settings, &schedule, width)?;
    let names: Vec<String> = participants.iter().map(|&p| settings.name(p)).collect();
    let setup = Arc::new(game::GameSetup {
        bots: settings.bots.clone(),
        participants: participants.clone(),
        names: names.clone(),
        timeouts: settings.timeouts.unwrap_or(NO_TIMEOUT_LIMITS),
        logs: settings.logs.clone(),
        number_width: width,
        connect_deadline: settings.connect_deadline,
        output_limit: settings.output_limit,
        exit_grace: settings.exit_grace,
        stop: Arc::clone(&settings.stop),
        running: settings.running.clone(),
    });
    let mut standings = Standings::new(
        participants.clone(),
        &schedule.pairings,
        schedule.expected(),
    );
    on_event(SeriesEvent::Began {
        participants: participants.clone(),
        names: names.clone(),
        pairings: schedule.pairings.clone(),
        expected: schedule.expected(),
    });
    let (sender, receiver) = mpsc::channel();
    let mut running = 0usize;
    let mut reports: Vec<GameReport> = Vec::new();
    let mut failures = vec![0u32; settings.bots.len()];
    let mut stop: Option<StopReason> = None;
    loop {
        if stop.is_none() && settings.stop.load(Ordering::SeqCst) {
            stop = Some(StopReason::Interrupted);
        }
        if stop.is_some() {
            settings.stop.store(true, Ordering::SeqCst);
            settings.running.kill_all();
        }
        while stop.is_none() && running < settings.parallel.max(1) {
            let Some(plan) = schedule.next() else { break };
            start_game(settings.kind, plan, &setup, &sender)?;
            running += 1;
        }
        if running == 0 {
            break;
        }
        match receiver.recv_timeout(Duration::from_millis(100)) {
            Ok(Message::Event(event)) => on_event(event),
            Ok(Message::Ended(report, own_error)) => {
                running -= 1;
                if let Some(error) = own_error {
                    // Bernstein's own failure: the series stops, no bot is blamed.
                    outputs.problems.push(error);
                    stop.get_or_insert(StopReason::Interrupted);
                }
                outputs.keep(&report);
                standings.add(&report);
                if stop.is_none() {
                    stop = count_failures(&report, &participants, &names, &mut failures);
                }
                let decided = decide_early(&settings, &report, &mut standings, &mut schedule);
                standings.expected = schedule.expected();
                reports.push((*report).clone());
                on_event(SeriesEvent::GameEnded {
                    report,
                    standings: Box::new(standings.clone()),
                });
                if let Some(event) = decided {
                    on_event(event);
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => break,
        }
    }
    reports.sort_by_key(|report| report.number);
    outputs.finish(&report::Tables {
        kind: settings.kind,
        names: &names,
        standings: &standings,
        games: &reports,
    });
    Ok(SeriesSummary {
        standings,
        stop,
        problems: outputs.problems,
    })
}

/// The settings checked, with the bots' names made distinct.
fn checked(settings: &SeriesSettings) -> Result<SeriesSettings, SeriesError> {
    if !crate::SEASON_KINDS.contains(&settings.kind) {
        return Err(SeriesError::NotASeason {
            game: settings.kind,
        });
    }
    if settings.bots.is_empty() {
        return Err(SeriesError::NoBot);
    }
    if settings.games == 0 {
        return Err(SeriesError::NoGames);
    }
    if settings.shard.is_some() && settings.significance.is_some() {
        return Err(SeriesError::PartsCannotStopEarly);
    }
    let mut bots = settings.bots.clone();
    distinct_names(&mut bots);
    for bot in &bots {
        bot.words()?;
    }
    Ok(SeriesSettings {
        bots,
        ..settings.clone()
    })
}

/// The series' schedule (only its part's games where it is a part).
fn schedule_of(
    settings: &SeriesSettings,
    participants: &[Participant],
) -> Result<Schedule, SeriesError> {
    let schedule = Schedule::new(
        participants,
        settings.bots_meet,
        settings.games,
        settings.seed,
    );
    if schedule.pairings.is_empty() {
        return Err(SeriesError::NoOpponent);
    }
    if schedule.planned() > u64::from(u32::MAX) {
        return Err(SeriesError::TooManyGames {
            pairings: schedule.pairings.len(),
            games: settings.games,
            total: schedule.planned(),
        });
    }
    Ok(match settings.shard {
        Some(shard) => schedule.shard(shard),
        None => schedule,
    })
}

fn start_game(
    kind: GameKind,
    plan: GamePlan,
    setup: &Arc<game::GameSetup>,
    sender: &Sender<Message>,
) -> Result<(), SeriesError> {
    let setup = Arc::clone(setup);
    let sender = sender.clone();
    thread::Builder::new()
        .name(format!("series-game-{}", plan.number))
        .spawn(move || {
            let (report, own_error) =
                crate::with_season!(kind, P => game::play::<P>(&plan, &setup, &sender))
                    .expect("the series checked its season");
            let _ = sender.send(Message::Ended(Box::new(report), own_error));
        })
        .map(|_| ())
        .map_err(|error| SeriesError::NoThread {
            game: true,
            detail: error.to_string(),
        })
}

/// Counts a bot's failures to start or connect in a row; the third stops the
/// series.
fn count_failures(
    report: &GameReport,
    participants: &[Participant],
    names: &[String],
    failures: &mut [u32],
) -> Option<StopReason> {
    if report.cause == EndCause::Stopped {
        return None;
    }
    for side in Side::BOTH {
        let Participant::Bot(bot) = participants[report.players[side.index()]] else {
            continue;
        };
        if report.offenders[side.index()] && report.cause.never_started() {
            failures[bot] += 1;
            if failures[bot] >= FAILURES_IN_A_ROW {
                return Some(StopReason::BotFailing {
                    bot,
                    name: names[report.players[side.index()]].clone(),
                    log: report.logs[side.index()]
                        .as_ref()
                        .map(|logs| logs.err.clone())
                        .unwrap_or_default(),
                    detail: report.detail.clone(),
                });
            }
        } else {
            failures[bot] = 0;
        }
    }
    None
}

/// The test client's early stop, per pairing.
fn decide_early(
    settings: &SeriesSettings,
    report: &GameReport,
    standings: &mut Standings,
    schedule: &mut Schedule,
) -> Option<SeriesEvent> {
    let significance = settings.significance?;
    let pairing = &mut standings.pairings[report.pairing];
    if pairing.decided.is_some() || !report.scored {
        return None;
    }
    let (first_better, probability) = pairing
        .score
        .significantly_better(significance, settings.min_games)?;
    pairing.decided = Some((first_better, probability));
    schedule.close(report.pairing);
    Some(SeriesEvent::Decided {
        pairing: report.pairing,
        first_better,
        probability,
        games: pairing.score.games(),
    })
}

/// A series on a thread of its own, for the app: events collected without
/// waiting, stopped (its bots killed at once) with [`SeriesHandle::stop`] or
/// when dropped.
pub struct SeriesHandle {
    events: Receiver<SeriesEvent>,
    finished: Receiver<Result<SeriesSummary, SeriesError>>,
    stop: Arc<AtomicBool>,
    running: RunningBots,
}

impl SeriesHandle {
    /// Starts the series; `notify` runs after each event (the app repaints).
    pub fn start(
        settings: SeriesSettings,
        notify: impl Fn() + Send + 'static,
    ) -> Result<SeriesHandle, SeriesError> {
        let (event_sender, events) = mpsc::channel();
        let (finished_sender, finished) = mpsc::channel();
        let stop = Arc::clone(&settings.stop);
        let running = settings.running.clone();
        thread::Builder::new()
            .name("series".into())
            .spawn(move || {
                let result = run_series(&settings, |event| {
                    let _ = event_sender.send(event);
                    notify();
                });
                let _ = finished_sender.send(result);
                notify();
            })
            .map_err(|error| SeriesError::NoThread {
                game: false,
                detail: error.to_string(),
            })?;
        Ok(SeriesHandle {
            events,
            finished,
            stop,
            running,
        })
    }

    /// The events since the last poll (never waits).
    pub fn poll(&self) -> Vec<SeriesEvent> {
        self.events.try_iter().collect()
    }

    /// How the series ended, once it has (never waits; given once).
    pub fn finished(&self) -> Option<Result<SeriesSummary, SeriesError>> {
        self.finished.try_recv().ok()
    }

    /// Stops the series: the bots running are killed now, the games end.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        self.running.kill_all();
    }
}

impl Drop for SeriesHandle {
    fn drop(&mut self) {
        self.stop();
    }
}
