//! The bots' processes: a bot as the user names it (`name=<name>:<command>`), its
//! command line for one game (the competition's test client's convention, or
//! placeholders where the command names them), and the running process,
//! supervised by the arena ([`bernstein_arena::process`]): its standard output
//! and error copied into the game's log files up to a bound, and ended by being
//! waited for or killed, with everything it started either way. Every bot still
//! running is listed in [`RunningBots`], so that a stop (Ctrl+C, the app's
//! Stop, the app closing) ends them at once.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::SeriesError;
pub use bernstein_arena::Exit;
use bernstein_arena::process::{Copier, Running, Sink, Supervised, copy_output};

/// The host the bots connect to: the series' servers listen on this machine only.
pub const HOST: &str = "127.0.0.1";

/// A bot as the user gave it: its name, the command line that starts it and
/// the folder it runs in (`None`: Bernstein's own).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BotSpec {
    pub name: String,
    pub command: String,
    /// A results file of a part without it was written before bots had one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dir: Option<PathBuf>,
}

impl BotSpec {
    /// Reads `name=<name>:<command>` or a bare command, whose name is the file
    /// name of the program it runs ([`name_of_command`]).
    pub fn parse(text: &str) -> Result<BotSpec, SeriesError> {
        let text = text.trim();
        let (name, command) = match text
            .strip_prefix("name=")
            .and_then(|rest| rest.split_once(':'))
        {
            Some((name, command)) => (name.trim().to_string(), command.trim().to_string()),
            None => (String::new(), text.to_string()),
        };
        let spec = BotSpec {
            name: if name.is_empty() {
                name_of_command(&command)
            } else {
                name
            },
            command,
            dir: None,
        };
        spec.words()?;
        Ok(spec)
    }

    /// The command split into words as a shell splits them (quotes, backslashes),
    /// without a shell: a program that does not exist is reported as such.
    pub fn words(&self) -> Result<Vec<String>, SeriesError> {
        let words = shlex::split(&self.command).ok_or_else(|| SeriesError::UnclosedQuote {
            bot: self.name.clone(),
        })?;
        if words.is_empty() {
            return Err(SeriesError::EmptyCommand {
                bot: self.name.clone(),
            });
        }
        Ok(words)
    }
}

/// Interpreters whose script, not themselves, names a bot.
const INTERPRETERS: &[&str] = &[
    "python", "python2", "python3", "pypy", "pypy3", "java", "node", "deno", "bun", "ruby", "perl",
    "php", "sh", "bash", "zsh", "dotnet", "mono", "kotlin", "env", "uv", "poetry", "run", "exec",
    "time", "nice",
];

/// A bot's name from its command: the file name (without extension) of the first
/// word that is neither an option nor an interpreter (`python3 logic.py` is
/// `logic`, `java -jar bots/alice.jar` is `alice`), else of the program itself.
pub fn name_of_command(command: &str) -> String {
    let words = shlex::split(command).unwrap_or_default();
    let stem = |word: &str| {
        Path::new(word)
            .file_stem()
            .map(|stem| stem.to_string_lossy().to_string())
            .unwrap_or_default()
    };
    let is_interpreter = |word: &str| {
        let stem = stem(word);
        let base = stem.trim_end_matches(|c: char| c.is_ascii_digit() || c == '.');
        INTERPRETERS.contains(&stem.as_str()) || INTERPRETERS.contains(&base)
    };
    words
        .iter()
        .find(|word| !word.starts_with('-') && !is_interpreter(word) && !stem(word).is_empty())
        .or(words.first())
        .map(|word| stem(word))
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| "bot".to_string())
}

/// The most bytes of a bot's name in its logs' file names: with the game's
/// number and the extension far below the 255 bytes file systems allow.
pub const MAX_NAME_PART: usize = 100;

/// A name as part of a file name: letters, digits, `-`, `_` and `.` kept, every
/// other character `_`; a name longer than [`MAX_NAME_PART`] bytes is cut and
/// marked with a hash of the whole name, so that long names stay apart.
pub fn file_name_part(name: &str) -> String {
    let part: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect();
    let part = if part.is_empty() || part.starts_with('.') {
        format!("bot{part}")
    } else {
        part
    };
    if part.len() <= MAX_NAME_PART {
        return part;
    }
    // FNV-1a: the same mark on every machine and run.
    let hash = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    });
    let mut end = MAX_NAME_PART - 9;
    while !part.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}~{:08x}", &part[..end], hash as u32)
}

/// Makes the bots' names distinct, as the test client does: a name that occurs
/// more than once gets `-1`, `-2`, … in the order given.
pub fn distinct_names(bots: &mut [BotSpec]) {
    let names: Vec<String> = bots.iter().map(|bot| bot.name.clone()).collect();
    let mut seen: std::collections::HashMap<String, usize> = Default::default();
    for bot in bots.iter_mut() {
        if names.iter().filter(|name| **name == bot.name).count() > 1 {
            let count = seen.entry(bot.name.clone()).or_default();
            *count += 1;
            bot.name = format!("{}-{count}", bot.name);
        }
    }
}

/// The words that start a bot for one game: `{reservation}`, `{host}` and
/// `{port}` replaced where the command names any of them; otherwise the test
/// client's convention, a `.jar` run by `java -jar -mx1500m <jar> -r <code> -h
/// <host> -p <port>` and anything else with `--reservation <code> --host <host>
/// --port <port>` appended.
pub fn game_command(words: &[String], port: u16, reservation: &str) -> Vec<String> {
    let placeholders = ["{reservation}", "{host}", "{port}"];
    if words
        .iter()
        .any(|word| placeholders.iter().any(|p| word.contains(p)))
    {
        return words
            .iter()
            .map(|word| {
                word.replace("{reservation}", reservation)
                    .replace("{host}", HOST)
                    .replace("{port}", &port.to_string())
            })
            .collect();
    }
    let port = port.to_string();
    if words.len() == 1 && words[0].to_lowercase().ends_with(".jar") {
        return ["java", "-jar", "-mx1500m", &words[0]]
            .into_iter()
            .chain(["-r", reservation, "-h", HOST, "-p", &port])
            .map(str::to_string)
            .collect();
    }
    words
        .iter()
        .cloned()
        .chain(
            [
                "--reservation",
                reservation,
                "--host",
                HOST,
                "--port",
                &port,
            ]
            .map(str::to_string),
        )
        .collect()
}

/// The bots running now, so that a stop can end them all (with everything they
/// started) without waiting for the games' threads.
pub type RunningBots = Running;

/// Where a bot's output of one game goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotLogs {
    /// Standard output.
    pub out: PathBuf,
    /// Standard error, with Bernstein's own notes on the process (how it was
    /// started, how it ended).
    pub err: PathBuf,
}

/// Why a bot did not start: its program's fault, or Bernstein's own (its logs
/// cannot be written), which is no fault of the bot's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StartError {
    /// The program cannot be started (not found, not executable).
    Program(String),
    /// Bernstein cannot do its part.
    Own(SeriesError),
}

/// A bot's process for one game: supervised by the arena, its output copied
/// into its logs up to a bound.
pub struct BotProcess {
    process: Supervised,
    copiers: Vec<Copier>,
    err_note: Option<File>,
}

impl BotProcess {
    /// Starts `words` (the game's command line) in the folder `dir` (`None`:
    /// Bernstein's own) with no input, its output into `logs` (each stream cut
    /// after `output_limit` bytes), listed in `running`.
    pub fn start(
        words: &[String],
        dir: Option<&Path>,
        logs: &BotLogs,
        output_limit: u64,
        running: &RunningBots,
    ) -> Result<BotProcess, StartError> {
        let open = |path: &Path| {
            File::create(path)
                .map_err(|error| StartError::Own(SeriesError::not_writable(path, error)))
        };
        let (out_file, mut err_file) = (open(&logs.out)?, open(&logs.err)?);
        // The bot's standard error log, or a thread that copies its output.
        let own =
            |error: std::io::Error| StartError::Own(SeriesError::not_writable(&logs.err, error));
        let no_thread = |error: std::io::Error| {
            StartError::Own(SeriesError::NoThread {
                game: true,
                detail: error.to_string(),
            })
        };
        let note = match dir {
            Some(dir) => format!(
                "[bernstein] started in {}: {}\n",
                dir.display(),
                shlex_join(words)
            ),
            None => format!("[bernstein] started: {}\n", shlex_join(words)),
        };
        err_file.write_all(note.as_bytes()).map_err(own)?;
        if let Some(dir) = dir.filter(|dir| !dir.is_dir()) {
            let why = format!(
                "cannot start {}: its folder {} is missing",
                words[0],
                dir.display()
            );
            let _ = err_file.write_all(format!("[bernstein] {why}\n").as_bytes());
            return Err(StartError::Program(why));
        }
        let mut command = Command::new(&words[0]);
        command
            .args(&words[1..])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        if let Some(dir) = dir {
            command.current_dir(dir);
        }
        let mut process = Supervised::start(&mut command, Some(running)).map_err(|error| {
            let why = format!("cannot start {}: {error}", words[0]);
            let _ = err_file.write_all(format!("[bernstein] {why}\n").as_bytes());
            StartError::Program(why)
        })?;
        let mut copiers = Vec::new();
        if let Some(stdout) = process.take_stdout() {
            copiers
                .push(copy_output(stdout, Sink::File(out_file), output_limit).map_err(no_thread)?);
        }
        if let Some(stderr) = process.take_stderr() {
            let file = err_file.try_clone().map_err(own)?;
            copiers.push(copy_output(stderr, Sink::File(file), output_limit).map_err(no_thread)?);
        }
        Ok(BotProcess {
            process,
            copiers,
            err_note: Some(err_file),
        })
    }

    /// How the process ended, if it has (never waits).
    pub fn poll(&mut self) -> Option<Exit> {
        self.process.poll()
    }

    /// Whether the bot wrote more than its bound to one of its streams.
    pub fn flooded(&self) -> bool {
        self.copiers.iter().any(Copier::flooded)
    }

    /// Kills the bot with everything it started.
    pub fn kill(&mut self) {
        self.process.kill();
    }

    /// Ends the bot: waits up to `grace` for it to end by itself, then ends it
    /// with everything it started either way, and notes the end in its error
    /// log. Returns how it ended.
    pub fn finish(&mut self, grace: Duration) -> Exit {
        let exit = self.process.finish(grace);
        // The copies end when the last process holding the pipes is gone.
        let deadline = Instant::now() + Duration::from_secs(2);
        for copier in std::mem::take(&mut self.copiers) {
            copier.join(deadline);
        }
        if let Some(mut note) = self.err_note.take() {
            let _ = note.write_all(format!("[bernstein] ended: {}\n", exit.describe()).as_bytes());
        }
        exit
    }
}

impl Drop for BotProcess {
    /// A bot never outlives its game, whatever ended the game.
    fn drop(&mut self) {
        if self.err_note.is_some() {
            self.finish(Duration::ZERO);
        }
    }
}

/// The words as one command line, quoted where needed (for the logs).
fn shlex_join(words: &[String]) -> String {
    words
        .iter()
        .map(|word| shlex::try_quote(word).map_or_else(|_| word.clone(), |q| q.to_string()))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_are_cut_in_file_names_and_stay_apart() {
        let long = "ä".repeat(150);
        let part = file_name_part(&long);
        assert!(part.len() <= MAX_NAME_PART, "{}", part.len());
        assert!(part.starts_with("ää"));
        assert_ne!(part, file_name_part(&format!("{long}b")));
        assert_eq!(file_name_part("alice"), "alice");
        assert_eq!(file_name_part(".x y"), "bot.x_y");
    }

    #[test]
    fn names_come_from_the_spec_or_the_program() {
        let named = BotSpec::parse("name=Alice B:python3 logic.py").unwrap();
        assert_eq!(named.name, "Alice B");
        assert_eq!(named.command, "python3 logic.py");
        assert_eq!(
            BotSpec::parse("python3 -u bots/logic.py").unwrap().name,
            "logic"
        );
        assert_eq!(BotSpec::parse("java -jar alice.jar").unwrap().name, "alice");
        assert_eq!(BotSpec::parse("./start.sh").unwrap().name, "start");
        assert_eq!(
            BotSpec::parse("bernstein client piranhas-2026 --level 3")
                .unwrap()
                .name,
            "bernstein"
        );
        assert_eq!(BotSpec::parse("python3.11 x.py").unwrap().name, "x");
        assert!(BotSpec::parse("name=a:").is_err());
        assert!(BotSpec::parse("python3 'logic.py").is_err());
        let mut bots = vec![
            BotSpec::parse("a/logic.py").unwrap(),
            BotSpec::parse("b/logic.py").unwrap(),
            BotSpec::parse("c/other.py").unwrap(),
        ];
        distinct_names(&mut bots);
        let names: Vec<&str> = bots.iter().map(|b| b.name.as_str()).collect();
        assert_eq!(names, ["logic-1", "logic-2", "other"]);
        assert_eq!(file_name_part("Alice B/ö"), "Alice_B_ö");
        assert_eq!(file_name_part(".."), "bot..");
    }

    #[test]
    fn the_game_s_command_line_follows_the_test_client() {
        let words = |text: &str| shlex::split(text).unwrap();
        assert_eq!(
            game_command(&words("python3 logic.py"), 4711, "abc"),
            words("python3 logic.py --reservation abc --host 127.0.0.1 --port 4711")
        );
        assert_eq!(
            game_command(&words("bots/alice.jar"), 4711, "abc"),
            words("java -jar -mx1500m bots/alice.jar -r abc -h 127.0.0.1 -p 4711")
        );
        assert_eq!(
            game_command(
                &words("./bot -p {port} --code={reservation} {host}"),
                9,
                "x"
            ),
            words("./bot -p 9 --code=x 127.0.0.1")
        );
    }
}
