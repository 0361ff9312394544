//! One game of a series: a server of its own on a free port (the competition's
//! server in `serve/`, one game, reservation codes, the arena's referee), the
//! bots started with their codes once it listens, a watcher beside it that ends
//! the game when a bot cannot start, does not join in time, leaves before the
//! game begins, crashes or floods its output, and at the end every bot ended
//! with everything it started and the game's report: who won and why, the
//! times per move, the record and the replay.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::bot::{
    BotLogs, BotProcess, BotSpec, Exit, RunningBots, StartError, file_name_part, game_command,
};
use super::schedule::{GamePlan, Participant};
use super::table::{EndCause, GameReport, MoveTimes};
use super::{Message, SeriesError, SeriesEvent};
use crate::season::{Cause, Ending, Season};
use crate::serve::{Opponent, ServeError, ServeSettings, ServerEvent, Timeouts, serve};
use bernstein_records::{GameResult, Player, PlayerKind, Record};
use bernstein_rules::{Game, Side};

/// What every game of a series shares.
pub(super) struct GameSetup {
    pub bots: Vec<BotSpec>,
    pub participants: Vec<Participant>,
    /// The participants' names, as records and logs name them.
    pub names: Vec<String>,
    pub timeouts: Timeouts,
    pub logs: PathBuf,
    /// Digits of a game's number in file names.
    pub number_width: usize,
    pub connect_deadline: Duration,
    pub output_limit: u64,
    /// How long a bot may run on after its game's result before it is killed.
    pub exit_grace: Duration,
    /// The series' stop.
    pub stop: Arc<AtomicBool>,
    pub running: RunningBots,
}

/// What the watcher and the server's events know of the bots of a game.
#[derive(Default)]
struct Watch {
    bots: [Option<BotProcess>; 2],
    started_at: [Option<Instant>; 2],
    joined: [bool; 2],
    /// A fault the watcher found, with what happened.
    faults: [Option<(EndCause, String)>; 2],
    /// The game's first state went out: faults before it mean it never started.
    playing: bool,
    /// A failure of Bernstein's own (a log it cannot write): no bot's fault.
    own_error: Option<SeriesError>,
}

/// The file names of a bot's output in game `number`.
pub(super) fn log_paths(setup: &GameSetup, number: u32, name: &str) -> BotLogs {
    let stem = format!(
        "game-{number:0width$}-{}",
        file_name_part(name),
        width = setup.number_width
    );
    BotLogs {
        out: setup.logs.join(format!("{stem}.log")),
        err: setup.logs.join(format!("{stem}.err")),
    }
}

/// The end of a game as its server reported it.
struct Ended<P: Season> {
    ending: Ending,
    game: Game<P>,
    record: Record,
    replay: String,
    times: [MoveTimes; 2],
}

/// One game as it runs: who plays, the bots and what the server said.
struct GameRun<'a, P: Season> {
    plan: &'a GamePlan,
    setup: &'a GameSetup,
    events: &'a Sender<Message>,
    players: [Participant; 2],
    names: [String; 2],
    logs: [Option<BotLogs>; 2],
    watch: Arc<Mutex<Watch>>,
    /// Ends the game's server (a fault before the game began).
    server_stop: Arc<AtomicBool>,
    port: u16,
    /// What the server logged, in English; its last line explains a fault.
    server_log: Vec<String>,
    fault_log: Option<String>,
    ended: Option<Ended<P>>,
}

/// Plays one game; its moves go to `events` as they are played.
pub(super) fn play<P: Season>(
    plan: &GamePlan,
    setup: &GameSetup,
    events: &Sender<Message>,
) -> (GameReport, Option<SeriesError>) {
    let players = plan.players.map(|index| setup.participants[index]);
    let names = plan.players.map(|index| setup.names[index].clone());
    let logs = Side::BOTH.map(|side| match players[side.index()] {
        Participant::Bot(_) => Some(log_paths(setup, plan.number, &names[side.index()])),
        Participant::Engine(_) => None,
    });
    let mut run = GameRun::<P> {
        plan,
        setup,
        events,
        players,
        names,
        logs,
        watch: Arc::new(Mutex::new(Watch::default())),
        server_stop: Arc::new(AtomicBool::new(false)),
        port: 0,
        server_log: Vec::new(),
        fault_log: None,
        ended: None,
    };
    let settings = run.server_settings();
    let done = Arc::new(AtomicBool::new(false));
    let watcher = {
        let watch = Arc::clone(&run.watch);
        let done = Arc::clone(&done);
        let server_stop = Arc::clone(&run.server_stop);
        let series_stop = Arc::clone(&setup.stop);
        let deadline = setup.connect_deadline;
        thread::Builder::new()
            .name(format!("series-watch-{}", plan.number))
            .spawn(move || watch_bots(&watch, &done, &server_stop, &series_stop, deadline))
    };
    let served = serve::<P>(&settings, |event| run.take(event));
    let exits = run.end_bots();
    done.store(true, Ordering::SeqCst);
    if let Ok(watcher) = watcher {
        let _ = watcher.join();
    }
    let own_error = lock(&run.watch).own_error.clone();
    (run.report(&settings, exits, served), own_error)
}

impl<P: Season> GameRun<'_, P> {
    /// A server for this one game: its number and start, reservation codes,
    /// the series' limits, the engine in the seat of a level.
    fn server_settings(&self) -> ServeSettings {
        let mut settings = ServeSettings::new(SocketAddr::from((Ipv4Addr::LOCALHOST, 0)));
        settings.games = 1;
        settings.first_game = self.plan.number;
        settings.seed = self.plan.setup_seed;
        settings.reservations = true;
        settings.timeouts = Some(self.setup.timeouts);
        settings.stop = Arc::clone(&self.server_stop);
        settings.opponent = Opponent::Bot;
        for participant in self.players {
            if let Participant::Engine(level) = participant {
                settings.opponent = Opponent::Engine(level);
            }
        }
        settings
    }

    /// What the server reports: the port and codes start the bots, joins and
    /// the game's start are watched, moves passed on, the end kept.
    fn take(&mut self, event: ServerEvent<P>) {
        match event {
            ServerEvent::Listening(address) => self.port = address.port(),
            ServerEvent::Reservations { codes, .. } => self.start_bots(&codes),
            ServerEvent::Joined {
                reserved: Some(side),
                ..
            } => lock(&self.watch).joined[side.index()] = true,
            ServerEvent::GameStarted { game, .. } => {
                lock(&self.watch).playing = true;
                let _ = self.events.send(Message::Event(SeriesEvent::GameStarted {
                    number: self.plan.number,
                    pairing: self.plan.pairing,
                    players: self.plan.players,
                    start: game.position().to_text(),
                }));
            }
            ServerEvent::Moved {
                side,
                text,
                elapsed,
                ..
            } => {
                let _ = self.events.send(Message::Event(SeriesEvent::Moved {
                    number: self.plan.number,
                    side,
                    text,
                    elapsed,
                }));
            }
            ServerEvent::GameEnded {
                ending,
                game,
                record,
                replay,
                times,
                ..
            } => {
                self.fault_log = self.server_log.last().cloned();
                self.ended = Some(Ended {
                    ending,
                    game,
                    record: *record,
                    replay,
                    times,
                });
            }
            ServerEvent::Log(line) => self.server_log.push(line),
            ServerEvent::Joined { .. } => {}
        }
    }

    /// Starts each bot with its reservation code; one that cannot start ends
    /// the game before it begins.
    fn start_bots(&mut self, codes: &[String; 2]) {
        let mut watch = lock(&self.watch);
        for side in Side::BOTH {
            let (Participant::Bot(index), Some(paths)) =
                (self.players[side.index()], &self.logs[side.index()])
            else {
                continue;
            };
            let bot = &self.setup.bots[index];
            let started = bot
                .words()
                .map_err(|error| StartError::Program(error.to_string()))
                .and_then(|words| {
                    let words = game_command(&words, self.port, &codes[side.index()]);
                    let setup = self.setup;
                    let dir = bot.dir.as_deref();
                    BotProcess::start(&words, dir, paths, setup.output_limit, &setup.running)
                });
            match started {
                Ok(process) => {
                    watch.bots[side.index()] = Some(process);
                    watch.started_at[side.index()] = Some(Instant::now());
                }
                Err(StartError::Program(error)) => {
                    watch.faults[side.index()] = Some((EndCause::CannotStart, error));
                    self.server_stop.store(true, Ordering::SeqCst);
                }
                Err(StartError::Own(error)) => {
                    watch.own_error.get_or_insert(error);
                    self.server_stop.store(true, Ordering::SeqCst);
                }
            }
        }
    }

    /// Whatever happened, the bots end now: a bot still running after its
    /// result's grace is killed, and so is everything it started.
    fn end_bots(&mut self) -> [Option<Exit>; 2] {
        let stopped = self.setup.stop.load(Ordering::SeqCst);
        let grace = if self.ended.is_some() && !stopped {
            self.setup.exit_grace
        } else {
            Duration::ZERO
        };
        let mut bots = std::mem::take(&mut lock(&self.watch).bots);
        bots.each_mut()
            .map(|bot| bot.as_mut().map(|bot| bot.finish(grace)))
    }

    /// The game's report from the watcher's faults and the server's end.
    fn report(
        mut self,
        settings: &ServeSettings,
        exits: [Option<Exit>; 2],
        served: Result<(), ServeError>,
    ) -> GameReport {
        let stopped = self.setup.stop.load(Ordering::SeqCst);
        let (faults, playing, own_error) = {
            let watch = lock(&self.watch);
            (watch.faults.clone(), watch.playing, watch.own_error.clone())
        };
        let start_seed = settings.setup_seeds().next().unwrap_or_default();
        let mut report = GameReport {
            number: self.plan.number,
            pairing: self.plan.pairing,
            players: self.plan.players,
            winner: None,
            scored: true,
            cause: EndCause::Stopped,
            offenders: [false; 2],
            reason: String::new(),
            detail: String::new(),
            plies: 0,
            times: [MoveTimes::default(); 2],
            record: Box::new(Record::from_game(&Game::new(P::start(
                &Default::default(),
                start_seed,
            )))),
            replay: None,
            logs: self.logs.clone(),
        };
        let faulted: Vec<Side> = Side::BOTH
            .into_iter()
            .filter(|side| faults[side.index()].is_some())
            .collect();
        let ended = self.ended.take();
        match (faulted.as_slice(), ended) {
            // Bernstein's own failure: no one's fault, the game does not count.
            _ if own_error.is_some() => {
                report.scored = false;
                report.detail = own_error.map(|error| error.to_string()).unwrap_or_default();
            }
            // A fault the watcher found decides the game, whatever the server made
            // of the connection it closed.
            ([side], ended) if !stopped || !playing => {
                let (cause, detail) = faults[side.index()].clone().expect("a fault");
                report.cause = cause;
                report.detail = detail;
                report.offenders[side.index()] = true;
                report.winner = Some(side.other());
                if let Some(ended) = ended {
                    keep_game(&mut report, ended);
                }
            }
            ([_, _], _) if !stopped => {
                // Neither bot could play: no one wins, the game does not count.
                let (cause, detail) = faults[0].clone().expect("a fault");
                report.cause = cause;
                report.detail = detail;
                report.offenders = [true, true];
                report.scored = false;
            }
            (_, Some(ended)) if !stopped || ended.ending.cause == Cause::Regular => {
                let ending = ended.ending.clone();
                keep_game(&mut report, ended);
                report.winner = ending.winner;
                report.cause = EndCause::Server(ending.cause);
                if let Some(offender) = ending.offender {
                    self.blame(&mut report, &ending, offender, exits);
                }
            }
            (_, ended) => {
                // Stopped: the game as far as it went, not counted.
                report.scored = false;
                report.cause = EndCause::Stopped;
                if let Some(ended) = ended {
                    keep_game(&mut report, ended);
                }
            }
        }
        if let Err(error) = served {
            report.detail = error.to_string();
            if report.cause == EndCause::Stopped {
                report.scored = false;
            }
        }
        report.reason = match (&report.cause, &report.record.result) {
            (&EndCause::REGULAR, Some(GameResult::Rules(outcome))) => {
                outcome.reason.id().to_string()
            }
            (cause, _) => cause.id().to_string(),
        };
        name_record(&mut report, &self.names, &self.players);
        report
    }

    /// The server's fault: what the rules refused or what broke the protocol
    /// as its log said it (the result's own words are German), and a bot whose
    /// connection closed because its process failed crashed.
    fn blame(
        &self,
        report: &mut GameReport,
        ending: &Ending,
        offender: Side,
        exits: [Option<Exit>; 2],
    ) {
        report.offenders[offender.index()] = true;
        if matches!(ending.cause, Cause::RuleViolation | Cause::ProtocolError) {
            report.detail = self.fault_log.clone().unwrap_or_default();
        }
        if ending.cause == Cause::Left
            && let Some(exit) = exits[offender.index()]
            && exit.crashed()
        {
            report.cause = EndCause::Crashed;
            report.detail = exit.describe();
        }
    }
}

/// The game as far as it went: its plies, record, replay and times.
fn keep_game<P: Season>(report: &mut GameReport, ended: Ended<P>) {
    report.plies = ended.game.moves().len();
    *report.record = ended.record;
    report.replay = Some(ended.replay);
    report.times = ended.times;
}

/// The record names the players (bots as programs, the engine with its level)
/// and, for an end by a fault, says whose and which.
fn name_record(report: &mut GameReport, names: &[String; 2], players: &[Participant; 2]) {
    let record = &mut report.record;
    record.players = Side::BOTH.map(|side| match players[side.index()] {
        Participant::Bot(_) => Player {
            name: names[side.index()].clone(),
            kind: PlayerKind::Program,
        },
        Participant::Engine(level) => Player::computer(names[side.index()].clone(), level.number),
    });
    let kind = record.game;
    let offender = Side::BOTH
        .into_iter()
        .find(|side| report.offenders[side.index()]);
    if report.cause != EndCause::REGULAR {
        record.result = if report.scored {
            Some(GameResult::Declared {
                winner: report.winner,
                reason: format!(
                    "{} {}",
                    kind.side_name(offender.unwrap_or(Side::First))
                        .to_lowercase(),
                    report.cause.id()
                ),
            })
        } else {
            None
        };
    }
    record.site = Some("bernstein test".to_string());
    record.round = Some(report.number.to_string());
    if record.date.is_none() {
        record.date = Some(bernstein_records::today());
    }
}

/// The watcher: every 50 ms, a bot's output flood, its early end, its missing
/// join, or the series' stop ends the game.
fn watch_bots(
    watch: &Mutex<Watch>,
    done: &AtomicBool,
    server_stop: &AtomicBool,
    series_stop: &AtomicBool,
    connect_deadline: Duration,
) {
    while !done.load(Ordering::SeqCst) {
        {
            let mut watch = lock(watch);
            let watch = &mut *watch;
            if series_stop.load(Ordering::SeqCst) {
                // A stopped series ends its games; no bot is at fault.
                server_stop.store(true, Ordering::SeqCst);
                for bot in watch.bots.iter_mut().flatten() {
                    bot.kill();
                }
            } else {
                for side in Side::BOTH {
                    look_at_bot(watch, side, server_stop, connect_deadline);
                }
            }
        }
        thread::sleep(Duration::from_millis(50));
    }
}

/// One look at a bot: a fault ends its game (killing the bot closes its
/// connection, which ends a game under way at once; a game not begun is not
/// waited for).
fn look_at_bot(
    watch: &mut Watch,
    side: Side,
    server_stop: &AtomicBool,
    connect_deadline: Duration,
) {
    let i = side.index();
    let (joined, playing, started_at) = (watch.joined[i], watch.playing, watch.started_at[i]);
    let Some(bot) = watch.bots[i].as_mut() else {
        return;
    };
    if watch.faults[i].is_some() {
        return;
    }
    let fault = if bot.flooded() {
        Some((EndCause::OutputFlood, String::new()))
    } else if let Some(exit) = bot.poll() {
        if !joined {
            Some((
                EndCause::NeverConnected,
                format!("ended before it joined ({})", exit.describe()),
            ))
        } else if !playing {
            // Joined and gone before the game began: the server would wait for
            // it for ever.
            let cause = if exit.crashed() {
                EndCause::Crashed
            } else {
                EndCause::Server(Cause::Left)
            };
            Some((
                cause,
                format!("left before the game began ({})", exit.describe()),
            ))
        } else {
            // During the game the server sees the connection close.
            None
        }
    } else if !joined && started_at.is_some_and(|at| at.elapsed() > connect_deadline) {
        Some((
            EndCause::NeverConnected,
            format!("did not join within {} s", connect_deadline.as_secs()),
        ))
    } else {
        None
    };
    if let Some(fault) = fault {
        bot.kill();
        if !playing {
            server_stop.store(true, Ordering::SeqCst);
        }
        watch.faults[i] = Some(fault);
    } else if let Some(exit) = bot.poll()
        && exit.crashed()
    {
        // A crashed bot's helpers may hold its connection open.
        bot.kill();
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}
