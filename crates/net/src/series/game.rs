//! One game of a series: a server of its own on a free port (the competition's
//! server in `serve/`, one game, reservation codes), the bots started with their
//! codes once it listens, a watcher beside it that ends the game when a bot
//! cannot start, does not join in time, crashes or floods its output, and at the
//! end every bot ended with its whole process group and the game's report: who
//! won and why, the times per move, the record and the replay.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Sender;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use super::bot::{BotLogs, BotProcess, BotSpec, Exit, RunningBots, file_name_part, game_command};
use super::schedule::{GamePlan, Participant};
use super::table::{EndCause, GameReport, MoveTimes};
use super::{Message, SeriesEvent};
use crate::season::{Ending, Season};
use crate::serve::{Opponent, ServeSettings, ServerEvent, Timeouts, serve};
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

/// Plays one game; its moves go to `events` as they are played.
pub(super) fn play<P: Season>(
    plan: &GamePlan,
    setup: &GameSetup,
    events: &Sender<Message>,
) -> GameReport {
    let server_stop = Arc::new(AtomicBool::new(false));
    let mut settings = ServeSettings::new(SocketAddr::from((Ipv4Addr::LOCALHOST, 0)));
    settings.games = 1;
    settings.first_game = plan.number;
    settings.seed = plan.setup_seed;
    settings.reservations = true;
    settings.timeouts = Some(setup.timeouts);
    settings.stop = Arc::clone(&server_stop);
    settings.opponent = Opponent::Bot;
    let players = plan.players.map(|index| setup.participants[index]);
    for participant in players {
        if let Participant::Engine(level) = participant {
            settings.opponent = Opponent::Engine(level);
        }
    }
    let names = plan.players.map(|index| setup.names[index].clone());
    let logs: [Option<BotLogs>; 2] = Side::BOTH.map(|side| match players[side.index()] {
        Participant::Bot(_) => Some(log_paths(setup, plan.number, &names[side.index()])),
        Participant::Engine(_) => None,
    });

    let watch = Arc::new(Mutex::new(Watch::default()));
    let done = Arc::new(AtomicBool::new(false));
    let watcher = {
        let watch = Arc::clone(&watch);
        let done = Arc::clone(&done);
        let server_stop = Arc::clone(&server_stop);
        let series_stop = Arc::clone(&setup.stop);
        let deadline = setup.connect_deadline;
        thread::Builder::new()
            .name(format!("series-watch-{}", plan.number))
            .spawn(move || watch_bots(&watch, &done, &server_stop, &series_stop, deadline))
    };

    let mut times = [MoveTimes::default(); 2];
    let mut ended: Option<(Ending, Game<P>, Record, String)> = None;
    let mut port = 0;
    let mut server_log: Vec<String> = Vec::new();
    let mut fault_log: Option<String> = None;
    let served = serve::<P>(&settings, |event| match event {
        ServerEvent::Listening(address) => port = address.port(),
        ServerEvent::Reservations { codes, .. } => {
            let mut watch = lock(&watch);
            for side in Side::BOTH {
                let (Participant::Bot(index), Some(paths)) =
                    (players[side.index()], &logs[side.index()])
                else {
                    continue;
                };
                let started = setup.bots[index].words().and_then(|words| {
                    let words = game_command(&words, port, &codes[side.index()]);
                    BotProcess::start(&words, paths, setup.output_limit, &setup.running)
                });
                match started {
                    Ok(process) => {
                        watch.bots[side.index()] = Some(process);
                        watch.started_at[side.index()] = Some(Instant::now());
                    }
                    Err(error) => {
                        watch.faults[side.index()] = Some((EndCause::CannotStart, error));
                        server_stop.store(true, Ordering::SeqCst);
                    }
                }
            }
        }
        ServerEvent::Joined {
            reserved: Some(side),
            ..
        } => lock(&watch).joined[side.index()] = true,
        ServerEvent::GameStarted { game, .. } => {
            lock(&watch).playing = true;
            let _ = events.send(Message::Event(SeriesEvent::GameStarted {
                number: plan.number,
                pairing: plan.pairing,
                players: plan.players,
                start: game.position().to_text(),
            }));
        }
        ServerEvent::Moved {
            side,
            text,
            elapsed,
            ..
        } => {
            times[side.index()].add(elapsed);
            let _ = events.send(Message::Event(SeriesEvent::Moved {
                number: plan.number,
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
            ..
        } => {
            // What the server logged last before the result explains a fault.
            fault_log = server_log.last().cloned();
            ended = Some((ending, game, *record, replay));
        }
        // The server says in English what a player did wrong.
        ServerEvent::Log(line) => server_log.push(line),
        ServerEvent::Joined { .. } => {}
    });
    // Whatever happened, the bots end now: a bot still running after its
    // result's grace is killed, and so is everything it started.
    let stopped = setup.stop.load(Ordering::SeqCst);
    let exits: [Option<Exit>; 2] = {
        let mut watch = lock(&watch);
        let grace = if ended.is_some() && !stopped {
            setup.exit_grace
        } else {
            Duration::ZERO
        };
        let mut bots = std::mem::take(&mut watch.bots);
        drop(watch);
        let exits = bots
            .each_mut()
            .map(|bot| bot.as_mut().map(|bot| bot.finish(grace)));
        drop(bots);
        exits
    };
    done.store(true, Ordering::SeqCst);
    if let Ok(watcher) = watcher {
        let _ = watcher.join();
    }
    let watch = lock(&watch);
    let faults = watch.faults.clone();
    let playing = watch.playing;
    drop(watch);

    let mut report = GameReport {
        number: plan.number,
        pairing: plan.pairing,
        players: plan.players,
        winner: None,
        scored: true,
        cause: EndCause::Stopped,
        offenders: [false; 2],
        reason: String::new(),
        detail: String::new(),
        plies: 0,
        times,
        record: Box::new(Record::from_game(&Game::new(P::start(
            &Default::default(),
            settings.setup_seeds().next().unwrap_or_default(),
        )))),
        replay: None,
        logs,
    };
    let faulted: Vec<Side> = Side::BOTH
        .into_iter()
        .filter(|side| faults[side.index()].is_some())
        .collect();
    match (faulted.as_slice(), ended) {
        // A fault the watcher found decides the game, whatever the server made
        // of the connection it closed.
        ([side], ended) if !stopped || !playing => {
            let (cause, detail) = faults[side.index()].clone().expect("a fault");
            report.cause = cause;
            report.detail = detail;
            report.offenders[side.index()] = true;
            report.winner = Some(side.other());
            if let Some((_, game, record, replay)) = ended {
                report.plies = game.moves().len();
                report.record = Box::new(record);
                report.replay = Some(replay);
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
        (_, Some((ending, game, record, replay)))
            if !stopped || ending.cause == crate::Cause::Regular =>
        {
            report.plies = game.moves().len();
            report.record = Box::new(record);
            report.replay = Some(replay);
            report.winner = ending.winner;
            report.cause = EndCause::Server(ending.cause);
            if let Some(offender) = ending.offender {
                report.offenders[offender.index()] = true;
                // What the rules refused, or what broke the protocol, as the
                // server's log said it (the result's own words are German).
                if matches!(
                    ending.cause,
                    crate::Cause::RuleViolation | crate::Cause::ProtocolError
                ) {
                    report.detail = fault_log.clone().unwrap_or_default();
                }
                // A bot whose connection closed because its process failed
                // crashed.
                if ending.cause == crate::Cause::Left
                    && let Some(exit) = exits[offender.index()]
                    && exit.crashed()
                {
                    report.cause = EndCause::Crashed;
                    report.detail = exit.describe();
                }
            }
        }
        (_, ended) => {
            // Stopped: the game as far as it went, not counted.
            report.scored = false;
            report.cause = EndCause::Stopped;
            if let Some((_, game, record, replay)) = ended {
                report.plies = game.moves().len();
                report.record = Box::new(record);
                report.replay = Some(replay);
            }
        }
    }
    if let Err(error) = served {
        report.detail = error;
        if report.cause == EndCause::Stopped {
            report.scored = false;
        }
    }
    report.reason = match (&report.cause, &report.record.result) {
        (&EndCause::REGULAR, Some(GameResult::Rules(outcome))) => outcome.reason.id().to_string(),
        (cause, _) => cause.id().to_string(),
    };
    name_record(&mut report, &names, &players);
    report
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
            }
            for side in Side::BOTH {
                if series_stop.load(Ordering::SeqCst) {
                    break;
                }
                let i = side.index();
                let Some(bot) = watch.bots[i].as_mut() else {
                    continue;
                };
                if watch.faults[i].is_some() {
                    continue;
                }
                let fault = if bot.flooded() {
                    Some((EndCause::OutputFlood, String::new()))
                } else if let Some(exit) = bot.poll() {
                    // Before joining, any end is a bot that never connected;
                    // after it, the server sees the connection close.
                    (!watch.joined[i]).then(|| {
                        (
                            EndCause::NeverConnected,
                            format!("ended before it joined ({})", exit.describe()),
                        )
                    })
                } else if !watch.joined[i]
                    && watch.started_at[i].is_some_and(|at| at.elapsed() > connect_deadline)
                {
                    Some((
                        EndCause::NeverConnected,
                        format!("did not join within {} s", connect_deadline.as_secs()),
                    ))
                } else {
                    None
                };
                if let Some(fault) = fault {
                    // Killing the bot closes its connection, which ends its game
                    // at once; a game not begun is not waited for.
                    bot.kill();
                    if !watch.playing {
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
        }
        thread::sleep(Duration::from_millis(50));
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}
