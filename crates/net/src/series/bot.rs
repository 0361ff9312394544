//! The bots' processes: a bot as the user names it (`name=<name>:<command>`), its
//! command line for one game (the competition's test client's convention, or
//! placeholders where the command names them), and the running process: in a
//! process group of its own, its standard output and error copied into the game's
//! log files up to a bound, and ended by being waited for or by killing its whole
//! group. Every group still running is listed in [`RunningBots`], so that a stop
//! (Ctrl+C, the app's Stop, the app closing) kills them at once.

use std::collections::HashSet;
use std::fs::File;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The host the bots connect to: the series' servers listen on this machine only.
pub const HOST: &str = "127.0.0.1";

/// A bot as the user gave it: its name and the command line that starts it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BotSpec {
    pub name: String,
    pub command: String,
}

impl BotSpec {
    /// Reads `name=<name>:<command>` or a bare command, whose name is the file
    /// name of the program it runs ([`name_of_command`]).
    pub fn parse(text: &str) -> Result<BotSpec, String> {
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
        };
        spec.words()?;
        Ok(spec)
    }

    /// The command split into words as a shell splits them (quotes, backslashes),
    /// without a shell: a program that does not exist is reported as such.
    pub fn words(&self) -> Result<Vec<String>, String> {
        let words = shlex::split(&self.command)
            .ok_or_else(|| format!("the command of {} has an unclosed quote", self.name))?;
        if words.is_empty() {
            return Err(format!("the command of {} is empty", self.name));
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

/// A name as part of a file name: letters, digits, `-`, `_` and `.` kept, every
/// other character `_`.
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
    if part.is_empty() || part.starts_with('.') {
        format!("bot{part}")
    } else {
        part
    }
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

/// The process groups of the bots running now, so that a stop can kill them all
/// without waiting for the games' threads.
#[derive(Clone, Debug, Default)]
pub struct RunningBots(Arc<Mutex<HashSet<u32>>>);

impl RunningBots {
    /// Kills every bot running now, with everything it started.
    pub fn kill_all(&self) {
        let groups = self.0.lock().unwrap_or_else(|e| e.into_inner());
        for &group in groups.iter() {
            kill_group(group);
        }
    }

    /// How many bots run now.
    pub fn count(&self) -> usize {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    fn add(&self, group: u32) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(group);
    }

    fn remove(&self, group: u32) {
        self.0
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(&group);
    }
}

/// Where a bot's output of one game goes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BotLogs {
    /// Standard output.
    pub out: PathBuf,
    /// Standard error, with Bernstein's own notes on the process (how it was
    /// started, how it ended).
    pub err: PathBuf,
}

/// How a bot's process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It ended by itself with this status.
    Status(ExitStatus),
    /// Bernstein killed it (it was still running, or a fault ended its game).
    Killed,
}

impl Exit {
    /// Whether the process failed by itself: a status other than 0, or a signal.
    pub fn crashed(self) -> bool {
        matches!(self, Exit::Status(status) if !status.success())
    }

    /// The status as words for a log: `exit status 1`, `signal 11`, `killed`.
    pub fn describe(self) -> String {
        match self {
            Exit::Killed => "killed by Bernstein".to_string(),
            Exit::Status(status) => describe_status(status),
        }
    }
}

fn describe_status(status: ExitStatus) -> String {
    if let Some(code) = status.code() {
        return format!("exit status {code}");
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(signal) = status.signal() {
            return format!("killed by signal {signal}");
        }
    }
    "ended without a status".to_string()
}

/// A bot's process for one game.
pub struct BotProcess {
    child: Child,
    group: u32,
    running: RunningBots,
    readers: Vec<thread::JoinHandle<()>>,
    flooded: Arc<AtomicBool>,
    /// The first end seen.
    exit: Option<Exit>,
    err_note: Option<File>,
}

impl BotProcess {
    /// Starts `words` (the game's command line) in a process group of its own,
    /// its output into `logs` (each stream cut after `output_limit` bytes), with
    /// no input.
    pub fn start(
        words: &[String],
        logs: &BotLogs,
        output_limit: u64,
        running: &RunningBots,
    ) -> Result<BotProcess, String> {
        let open = |path: &Path| {
            File::create(path).map_err(|error| format!("cannot write {}: {error}", path.display()))
        };
        let (out_file, mut err_file) = (open(&logs.out)?, open(&logs.err)?);
        let note = format!("[bernstein] started: {}\n", shlex_join(words));
        let _ = err_file.write_all(note.as_bytes());
        let mut command = Command::new(&words[0]);
        command
            .args(&words[1..])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            command.process_group(0);
        }
        let mut child = command.spawn().map_err(|error| {
            let why = format!("cannot start {}: {error}", words[0]);
            let _ = err_file.write_all(format!("[bernstein] {why}\n").as_bytes());
            why
        })?;
        let group = child.id();
        running.add(group);
        let flooded = Arc::new(AtomicBool::new(false));
        let mut readers = Vec::new();
        let streams: [(Option<Box<dyn Read + Send>>, File); 2] = [
            (
                child
                    .stdout
                    .take()
                    .map(|s| Box::new(s) as Box<dyn Read + Send>),
                out_file,
            ),
            (
                child
                    .stderr
                    .take()
                    .map(|s| Box::new(s) as Box<dyn Read + Send>),
                err_file.try_clone().map_err(|e| e.to_string())?,
            ),
        ];
        for (stream, file) in streams {
            if let Some(stream) = stream {
                let flooded = Arc::clone(&flooded);
                let reader = thread::Builder::new()
                    .name("bot-output".into())
                    .spawn(move || copy_bounded(stream, file, output_limit, &flooded))
                    .map_err(|error| format!("cannot read the bot's output: {error}"))?;
                readers.push(reader);
            }
        }
        Ok(BotProcess {
            child,
            group,
            running: running.clone(),
            readers,
            flooded,
            exit: None,
            err_note: Some(err_file),
        })
    }

    /// How the process ended, if it has (never waits).
    pub fn poll(&mut self) -> Option<Exit> {
        if self.exit.is_none()
            && let Ok(Some(status)) = self.child.try_wait()
        {
            self.exit = Some(Exit::Status(status));
        }
        self.exit
    }

    /// Whether the bot wrote more than its bound to one of its streams.
    pub fn flooded(&self) -> bool {
        self.flooded.load(Ordering::SeqCst)
    }

    /// Kills the bot with everything it started (its process group).
    pub fn kill(&mut self) {
        if self.poll().is_none() {
            self.exit = Some(Exit::Killed);
        }
        kill_group(self.group);
        // Without process groups, at least the bot itself.
        #[cfg(not(unix))]
        let _ = self.child.kill();
    }

    /// Ends the bot: waits up to `grace` for it to end by itself, then kills its
    /// group (whatever it started is ended either way), and notes the end in its
    /// error log. Returns how it ended.
    pub fn finish(&mut self, grace: Duration) -> Exit {
        let deadline = Instant::now() + grace;
        while self.poll().is_none() && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(20));
        }
        self.kill();
        self.running.remove(self.group);
        let _ = self.child.wait();
        // The readers end when the last process holding the pipes is gone; one
        // that escaped the group is not waited for long.
        let deadline = Instant::now() + Duration::from_secs(2);
        for reader in std::mem::take(&mut self.readers) {
            while !reader.is_finished() && Instant::now() < deadline {
                thread::sleep(Duration::from_millis(10));
            }
            if reader.is_finished() {
                let _ = reader.join();
            }
        }
        let exit = self.exit.unwrap_or(Exit::Killed);
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

/// Copies a bot's stream into its log until `limit` bytes, then notes the cut,
/// sets `flooded` and reads on without writing (a bot blocked on a full pipe
/// would only hang).
fn copy_bounded(mut stream: impl Read, mut file: File, limit: u64, flooded: &AtomicBool) {
    let mut written = 0u64;
    let mut buffer = [0u8; 8192];
    loop {
        let read = match stream.read(&mut buffer) {
            Ok(0) | Err(_) => return,
            Ok(read) => read,
        };
        if written < limit {
            let keep = (limit - written).min(read as u64) as usize;
            let _ = file.write_all(&buffer[..keep]);
            written += keep as u64;
            if keep < read {
                flooded.store(true, Ordering::SeqCst);
                let _ = file.write_all(
                    format!(
                        "\n[bernstein] output cut after {limit} bytes: the bot floods its output\n"
                    )
                    .as_bytes(),
                );
                written = limit;
            }
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

#[cfg(unix)]
fn kill_group(group: u32) {
    if let Ok(group) = i32::try_from(group)
        && group > 1
    {
        // SAFETY: killpg only sends a signal; the group is one this process
        // started (its leader's id) and has not reaped yet.
        unsafe {
            libc::killpg(group, libc::SIGKILL);
        }
    }
}

#[cfg(not(unix))]
fn kill_group(_group: u32) {}

#[cfg(test)]
mod tests {
    use super::*;

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
