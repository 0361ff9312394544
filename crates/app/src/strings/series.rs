//! Test series: running one, its setup and check, its report and exports.

use super::*;

/// A bot's command line that cannot be split into words.
pub fn series_bad_command(name: &str) -> String {
    with("series-bad-command", &[("name", text_arg(name))])
}

/// The series could not run (English, from the network layer).
pub fn series_failed(error: &str) -> String {
    with("series-failed", &[("error", text_arg(error))])
}

/// "12 of 40 games".
pub fn series_progress(done: u32, total: u32) -> String {
    with(
        "series-progress",
        &[("done", count(done)), ("total", count(total))],
    )
}

/// The series stopped because a bot failed to start three games in a row.
pub fn series_bot_failing(name: &str) -> String {
    with("series-bot-failing", &[("name", text_arg(name))])
}

/// Where the series keeps its files.
pub fn series_folder(path: &str) -> String {
    with("series-folder", &[("path", text_arg(path))])
}

/// A bot's time per move: "Ø 0,41 s, max 1,41 s" (the average sign the fonts have).
pub fn series_time(average: f64, max: f64) -> String {
    with(
        "series-time",
        &[("average", decimal(average, 2)), ("max", decimal(max, 2))],
    )
}

/// One kind of fault with its count, by its message (`series-fault-soft`, …).
pub fn series_fault(id: &str, number: u32) -> String {
    with(id, &[("count", count(number))])
}

/// What the button that opens a bot's log of a game does: "Log of student".
pub fn series_log(name: &str) -> String {
    with("series-log", &[("name", text_arg(name))])
}

/// The button itself, short whatever the bot is called: "Log · Red".
pub fn series_log_side(side: &str) -> String {
    with("series-log-side", &[("side", text_arg(side))])
}

/// A pairing stopped early by the test client's test.
pub fn series_decided(name: &str, percent: f64, pairing: &str) -> String {
    with(
        "series-decided",
        &[
            ("name", text_arg(name)),
            ("percent", decimal(percent, 1)),
            ("pairing", text_arg(pairing)),
        ],
    )
}

/// How a game of a series ended by a fault: `name` is the bot at fault.
pub fn series_cause(cause: bernstein_net::series::EndCause, name: &str) -> String {
    use bernstein_net::Cause;
    use bernstein_net::series::EndCause;
    let id = match cause {
        EndCause::Server(Cause::Regular) => return HOST_CAUSE_REGULAR.to_string(),
        EndCause::Server(Cause::Left) => "series-cause-left",
        EndCause::Server(Cause::RuleViolation) => "series-cause-rule-violation",
        EndCause::Server(Cause::SoftTimeout) => "series-cause-soft-timeout",
        EndCause::Server(Cause::HardTimeout) => "series-cause-hard-timeout",
        EndCause::Server(Cause::ProtocolError) => "series-cause-protocol-error",
        EndCause::Crashed => "series-cause-crashed",
        EndCause::OutputFlood => "series-cause-output-flood",
        EndCause::CannotStart => "series-cause-cannot-start",
        EndCause::NeverConnected => "series-cause-never-connected",
        EndCause::Stopped => "series-cause-stopped",
    };
    with(id, &[("name", text_arg(name))])
}

/// The series card's title: "Test series · Piranhas 2026".
pub fn series_card_title(kind: GameKind) -> String {
    with("series-card-title", &[("game", text_arg(game_name(kind)))])
}

/// The game of the series on the board: "Game 12: alice – level 4".
pub fn series_card_game(number: u32, red: &str, blue: &str) -> String {
    with(
        "series-card-game",
        &[
            ("number", text_arg(number.to_string())),
            ("red", text_arg(red)),
            ("blue", text_arg(blue)),
        ],
    )
}

/// The log's title beside the board.
pub fn series_log_title(name: &str, number: u32) -> String {
    with(
        "series-log-title",
        &[
            ("name", text_arg(name)),
            ("number", text_arg(number.to_string())),
        ],
    )
}

/// A number of games, grouped as the language groups digits.
pub fn series_games(games: u32) -> String {
    with("series-games-count", &[("games", count(games))])
}

/// A score fraction as a percentage: "62,5 %".
pub fn series_score(fraction: f64) -> String {
    with("series-score", &[("value", decimal(100.0 * fraction, 1))])
}

/// A time in milliseconds as the language writes numbers: "1.000 ms".
pub fn milliseconds(ms: f64) -> String {
    with("milliseconds", &[("ms", count(ms.round()))])
}

/// What the early stop of a series does: after `games` games, a pairing ends
/// once one side is better with an error probability under `percent`.
pub fn series_stop_early_tip(games: u32, percent: f64) -> String {
    with(
        "series-stop-early-tip",
        &[("games", count(games)), ("percent", count(percent))],
    )
}

/// Bernstein's engine as a participant of a series: "Bernstein · level 4", or
/// "Bernstein · level 4 · 1,000 ms" where a time per move replaced the
/// level's own limits.
pub fn series_engine(level: &bernstein_engine::Level) -> String {
    match level.replaced_movetime() {
        Some(time) => with(
            "series-engine-at",
            &[
                ("level", count(level.number)),
                ("ms", count(time.as_millis() as f64)),
            ],
        ),
        None => with("series-engine", &[("level", count(level.number))]),
    }
}

// ---- Setting a test series up, its check, its exports --------------------------

/// How a way of starting a bot is named ("Python (the official Python client)").
pub fn launch_name(launch: bernstein_net::series::launch::Launch) -> String {
    use bernstein_net::series::launch::Launch;
    i18n::message(match launch {
        Launch::StartScript => "series-launch-start-script",
        Launch::Python => "series-launch-python",
        Launch::Java => "series-launch-java",
        Launch::Program => "series-launch-program",
    })
}

/// Why a bot's file or folder cannot run (in a way), in plain words.
pub fn bot_problem(problem: &bernstein_net::series::launch::Problem) -> String {
    use bernstein_net::series::launch::Problem;
    let path = |path: &std::path::Path| ("path", text_arg(path.display().to_string()));
    match problem {
        Problem::Missing(at) => with("series-problem-missing", &[path(at)]),
        Problem::NothingToRun(at) => with("series-problem-nothing", &[path(at)]),
        Problem::NoStartScript => i18n::message("series-problem-no-start-script"),
        Problem::NoPythonFile => i18n::message("series-problem-no-python-file"),
        Problem::SeveralPythonFiles(n) => with(
            "series-problem-several-python",
            &[("count", count(*n as f64))],
        ),
        Problem::NoJar => i18n::message("series-problem-no-jar"),
        Problem::SeveralJars(n) => with(
            "series-problem-several-jars",
            &[("count", count(*n as f64))],
        ),
        Problem::NotExecutable(at) => with("series-problem-not-executable", &[path(at)]),
        Problem::NoPython => i18n::message("series-problem-no-python"),
        Problem::NoSocha(at) => with("series-problem-no-socha", &[path(at)]),
        Problem::NoJava => i18n::message("series-problem-no-java"),
        Problem::ChosenPythonMissing(at) => {
            with("series-problem-chosen-python-missing", &[path(at)])
        }
    }
}

/// Why a bot of the dialog cannot start yet, after its name.
pub fn bot_not_ready(name: &str, problem: &crate::series::BotProblem) -> String {
    use crate::series::BotProblem;
    let why = match problem {
        BotProblem::Empty => SERIES_NO_BOT.to_string(),
        BotProblem::Path(problem) => bot_problem(problem),
        BotProblem::Searching => SERIES_BOT_SEARCHING.to_string(),
        BotProblem::BadCommand => return series_bad_command(name),
    };
    with(
        "series-bot-not-ready",
        &[("name", text_arg(name)), ("why", text_arg(why))],
    )
}

/// The Python a bot's plan runs it with.
pub fn series_python_used(path: &str) -> String {
    with("series-python-used", &[("path", text_arg(path))])
}

/// How many bots a class import added, from which folder.
pub fn series_imported(added: usize, folder: &str) -> String {
    with(
        "series-imported",
        &[("count", count(added as f64)), ("folder", text_arg(folder))],
    )
}

/// A check's game running: "Playing a game against level 1… (12 plies)".
pub fn series_check_running(plies: usize) -> String {
    with("series-check-running", &[("plies", count(plies as f64))])
}

/// A check passed: the game's result for the bot and its length.
pub fn series_check_played(points: f64, plies: usize) -> String {
    let result = i18n::message(if points > 0.75 {
        "series-check-won"
    } else if points > 0.25 {
        "series-check-drawn"
    } else {
        "series-check-lost"
    });
    with(
        "series-check-played",
        &[("result", text_arg(result)), ("plies", count(plies as f64))],
    )
}

/// A process's end as the series' detail says it ("exit status 3", "killed by
/// signal 9"), in the app's language.
pub fn series_exit(detail: &str) -> String {
    let number_after = |word: &str| -> Option<f64> {
        let rest = detail.split(word).nth(1)?;
        let digits: String = rest
            .trim_start()
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        digits.parse().ok()
    };
    if let Some(code) = number_after("exit status") {
        with("series-exit-status", &[("code", count(code))])
    } else if let Some(signal) = number_after("signal") {
        with("series-exit-signal", &[("signal", count(signal))])
    } else {
        detail.to_string()
    }
}

/// Why a bot's program could not be started, from the series' detail
/// ("cannot start python3: No such file or directory (os error 2)").
pub fn series_cannot_start(detail: &str) -> String {
    let program = detail
        .strip_prefix("cannot start ")
        .and_then(|rest| rest.split(": ").next())
        .unwrap_or("")
        .to_string();
    let why = if let Some(folder) = detail
        .split("its folder ")
        .nth(1)
        .and_then(|rest| rest.strip_suffix(" is missing"))
    {
        with("series-why-folder-missing", &[("path", text_arg(folder))])
    } else if detail.contains("(os error 2)") {
        with("series-why-not-found", &[("program", text_arg(program))])
    } else if detail.contains("(os error 13)") {
        with("series-why-not-allowed", &[("program", text_arg(program))])
    } else {
        detail.to_string()
    };
    with("series-check-cannot-start", &[("why", text_arg(why))])
}

/// A check's game ended by the bot's fault, in plain words: the first line.
pub fn series_check_fault(
    cause: bernstein_net::series::EndCause,
    detail: &str,
    name: &str,
) -> String {
    use bernstein_net::series::EndCause;
    let exit = || ("exit", text_arg(series_exit(detail)));
    match cause {
        EndCause::CannotStart => series_cannot_start(detail),
        EndCause::NeverConnected if detail.starts_with("ended before") => {
            with("series-check-ended-early", &[exit()])
        }
        EndCause::NeverConnected => with(
            "series-check-no-connect",
            &[(
                "seconds",
                count(bernstein_net::series::CONNECT_DEADLINE.as_secs() as f64),
            )],
        ),
        EndCause::Crashed if detail.starts_with("left before") => {
            with("series-check-left-early", &[exit()])
        }
        EndCause::Crashed => with("series-check-crashed", &[exit()]),
        cause => series_cause(cause, name),
    }
}

/// A Python package the bot's program lacked.
pub fn series_check_missing_module(module: &str) -> String {
    with(
        "series-check-missing-module",
        &[("module", text_arg(module))],
    )
}

/// Bernstein's own failure to run a check.
pub fn series_check_failed(error: &str) -> String {
    with("series-check-failed", &[("error", text_arg(error))])
}

/// "Stop the series?": the games finished stay.
pub fn series_stop_question(done: usize) -> String {
    with("series-stop-question", &[("done", count(done as f64))])
}

/// A file that could not be written, and why.
pub fn series_cannot_write(path: &str, error: &std::io::Error) -> String {
    use std::io::ErrorKind;
    let why = match error.kind() {
        ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem => {
            i18n::message("series-io-denied")
        }
        ErrorKind::NotFound => i18n::message("series-io-no-folder"),
        ErrorKind::IsADirectory => i18n::message("series-io-is-folder"),
        _ => error.to_string(),
    };
    with(
        "series-cannot-write",
        &[("path", text_arg(path)), ("why", text_arg(why))],
    )
}

/// The parts could not be put together (the network layer's reason).
pub fn series_merge_failed(error: &str) -> String {
    with("series-merge-failed", &[("error", text_arg(error))])
}

/// What a merge of a series' parts lacks or has twice, a sentence each.
pub fn series_merge_gaps(gaps: &bernstein_net::series::Gaps) -> Vec<String> {
    use bernstein_net::series::results::ranges;
    let parts = ("parts", count(gaps.parts as f64));
    let mut lines = Vec::new();
    for part in &gaps.parts_twice {
        lines.push(with(
            "series-merge-part-twice",
            &[("part", count(*part as f64)), parts.clone()],
        ));
    }
    for part in &gaps.parts_missing {
        lines.push(with(
            "series-merge-part-missing",
            &[("part", count(*part as f64)), parts.clone()],
        ));
    }
    if !gaps.games_twice.is_empty() {
        lines.push(with(
            "series-merge-games-twice",
            &[("games", text_arg(ranges(&gaps.games_twice)))],
        ));
    }
    if !gaps.games_missing.is_empty() {
        lines.push(with(
            "series-merge-games-missing",
            &[
                ("missing", count(gaps.games_missing.len() as f64)),
                ("planned", count(gaps.games_planned as f64)),
                ("games", text_arg(ranges(&gaps.games_missing))),
            ],
        ));
    }
    lines
}

/// The results files a series was put together from.
pub fn series_merged_from(files: &str) -> String {
    with("series-merged-from", &[("files", text_arg(files))])
}

// Player bars that give way in a narrow window
/// A level by its number alone: "Stufe 3".
pub fn level_short(level: u8) -> String {
    with("level-short", &[("level", count(level))])
}
/// The computer at a level without the level's word: "Computer · Stufe 3".
pub fn computer_name_short(level: u8) -> String {
    with("computer-name", &[("name", text_arg(level_short(level)))])
}
