//! The one process supervisor for every program Bernstein starts (bots of a
//! series, engine processes of `sprt`, a program run per move): each starts in
//! a process group of its own with a mark in its environment, its output is
//! copied with a bound ([`copy_output`]) or read line by line ([`read_lines`]),
//! and when its game is over it ends with everything it started
//! ([`Supervised::end`]).
//!
//! Everything it started: a bot's helpers may leave its process group
//! (`setsid`) and its parent (a double fork). On Linux Bernstein therefore
//! becomes a child subreaper (`PR_SET_CHILD_SUBREAPER`), so that such orphans
//! are its own children rather than init's, and ending a tree kills every
//! process that carries the tree's mark ([`TREE_VARIABLE`], inherited by every
//! descendant that does not clear its environment), again until none is left,
//! and reaps those that were handed to Bernstein. Elsewhere the process group
//! is killed (Unix), or the program itself (Windows).

use std::fs::File;
use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, Command, ExitStatus};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

/// The environment variable that marks every process of one tree:
/// `BERNSTEIN_PROCESS_TREE=<Bernstein's pid>-<n>`.
pub const TREE_VARIABLE: &str = "BERNSTEIN_PROCESS_TREE";

/// How a supervised process ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    /// It ended by itself with this status.
    Status(ExitStatus),
    /// Bernstein killed it (it was still running when its game ended).
    Killed,
}

impl Exit {
    /// Whether the process failed by itself: a status other than 0, or a signal.
    pub fn crashed(self) -> bool {
        matches!(self, Exit::Status(status) if !status.success())
    }

    /// The status as words for a log: `exit status 1`, `killed by signal 11`,
    /// `killed by Bernstein`.
    pub fn describe(self) -> String {
        match self {
            Exit::Killed => "killed by Bernstein".to_string(),
            Exit::Status(status) => describe_status(status),
        }
    }
}

/// An exit status in words: `exit status 1`, `killed by signal 11`.
pub fn describe_status(status: ExitStatus) -> String {
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

/// A started program and everything it starts.
pub struct Supervised {
    child: Child,
    tree: Tree,
    exit: Option<Exit>,
    ended: bool,
    /// Where the tree is listed while it runs.
    running: Option<Running>,
}

/// What identifies a tree: its first process (the leader of its process group)
/// and its mark.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Tree {
    leader: u32,
    mark: String,
}

impl Supervised {
    /// Starts `command` in a process group of its own, marked, listed in
    /// `running` (if given) until it ends. The error is the system's for the
    /// program (not found, not executable).
    pub fn start(command: &mut Command, running: Option<&Running>) -> std::io::Result<Supervised> {
        static NEXT: AtomicU64 = AtomicU64::new(1);
        let mark = format!(
            "{}-{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed)
        );
        command.env(TREE_VARIABLE, &mark);
        #[cfg(unix)]
        {
            use std::os::unix::process::CommandExt;
            command.process_group(0);
        }
        #[cfg(target_os = "linux")]
        linux::adopt_orphans();
        let child = command.spawn()?;
        let tree = Tree {
            leader: child.id(),
            mark,
        };
        if let Some(running) = running {
            running.add(&tree);
        }
        Ok(Supervised {
            child,
            tree,
            exit: None,
            ended: false,
            running: running.cloned(),
        })
    }

    /// The process id of the program started.
    pub fn id(&self) -> u32 {
        self.tree.leader
    }

    pub fn take_stdin(&mut self) -> Option<ChildStdin> {
        self.child.stdin.take()
    }

    pub fn take_stdout(&mut self) -> Option<ChildStdout> {
        self.child.stdout.take()
    }

    pub fn take_stderr(&mut self) -> Option<ChildStderr> {
        self.child.stderr.take()
    }

    /// How the program ended, if it has (never waits). Its helpers may still run.
    pub fn poll(&mut self) -> Option<Exit> {
        if self.exit.is_none()
            && let Ok(Some(status)) = self.child.try_wait()
        {
            self.exit = Some(Exit::Status(status));
        }
        self.exit
    }

    /// Kills the program with everything it started, now (without waiting for
    /// the program's end to be collected: [`Supervised::end`] does).
    pub fn kill(&mut self) {
        if self.poll().is_none() {
            self.exit = Some(Exit::Killed);
        }
        self.tree.end();
        #[cfg(not(unix))]
        let _ = self.child.kill();
    }

    /// Ends the tree: the program and everything it started is killed, the
    /// program's end collected. Returns how the program ended.
    pub fn end(&mut self) -> Exit {
        if !self.ended {
            self.kill();
            let _ = self.child.wait();
            // Anything started in the moment the program died is ended too.
            self.tree.end();
            if let Some(running) = self.running.take() {
                running.remove(&self.tree);
            }
            self.ended = true;
        }
        self.exit.unwrap_or(Exit::Killed)
    }

    /// Waits up to `grace` for the program to end by itself, then ends the tree.
    pub fn finish(&mut self, grace: Duration) -> Exit {
        let deadline = Instant::now() + grace;
        while self.poll().is_none() && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(10));
        }
        self.end()
    }

    /// Waits for the program's end until `deadline` (`None`: it still runs).
    pub fn wait_until(&mut self, deadline: Instant) -> Option<Exit> {
        loop {
            if let Some(exit) = self.poll() {
                return Some(exit);
            }
            if Instant::now() >= deadline {
                return None;
            }
            thread::sleep(Duration::from_millis(2));
        }
    }
}

impl Drop for Supervised {
    /// A supervised program never outlives its owner's use of it.
    fn drop(&mut self) {
        self.end();
    }
}

impl Tree {
    fn end(&self) {
        #[cfg(unix)]
        kill_group(self.leader);
        #[cfg(target_os = "linux")]
        linux::end_marked(&self.mark, self.leader);
    }
}

#[cfg(unix)]
fn kill_group(group: u32) {
    if let Ok(group) = i32::try_from(group)
        && group > 1
    {
        // SAFETY: killpg only sends a signal; the group is one Bernstein started
        // (its leader's id), whose leader it has not collected yet.
        unsafe {
            libc::killpg(group, libc::SIGKILL);
        }
    }
}

/// The trees running now, so that a stop (Ctrl+C, the app's Stop) ends them
/// all at once without waiting for their owners.
#[derive(Clone, Debug, Default)]
pub struct Running(Arc<Mutex<Vec<Tree>>>);

impl Running {
    /// Ends every tree running now.
    pub fn kill_all(&self) {
        for tree in self.lock().iter() {
            tree.end();
        }
    }

    /// How many programs run now.
    pub fn count(&self) -> usize {
        self.lock().len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Tree>> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn add(&self, tree: &Tree) {
        self.lock().push(tree.clone());
    }

    fn remove(&self, tree: &Tree) {
        self.lock().retain(|t| t != tree);
    }
}

/// A thread copying a program's output somewhere, up to a bound.
pub struct Copier {
    thread: thread::JoinHandle<Vec<u8>>,
    flooded: Arc<AtomicBool>,
}

/// Where a [`Copier`] writes.
pub enum Sink {
    /// A log file; the cut is noted in it.
    File(File),
    /// Kept in memory, handed back by [`Copier::join`].
    Memory,
}

/// Copies `stream` into `sink` until `limit` bytes, then notes the cut (in a
/// file), sets [`Copier::flooded`] and reads on without keeping anything (a
/// program blocked on a full pipe would only hang).
pub fn copy_output(
    mut stream: impl Read + Send + 'static,
    mut sink: Sink,
    limit: u64,
) -> std::io::Result<Copier> {
    let flooded = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&flooded);
    let thread = thread::Builder::new()
        .name("program-output".into())
        .spawn(move || {
            let mut kept = Vec::new();
            let mut written = 0u64;
            let mut buffer = [0u8; 8192];
            loop {
                let read = match stream.read(&mut buffer) {
                    Ok(0) | Err(_) => return kept,
                    Ok(read) => read,
                };
                let keep = (limit - written).min(read as u64) as usize;
                match &mut sink {
                    Sink::File(file) => {
                        let _ = file.write_all(&buffer[..keep]);
                    }
                    Sink::Memory => kept.extend_from_slice(&buffer[..keep]),
                }
                written += keep as u64;
                if keep < read
                    && !flag.swap(true, Ordering::SeqCst)
                    && let Sink::File(file) = &mut sink
                {
                    let note = format!(
                        "\n[bernstein] output cut after {limit} bytes: the program floods its output\n"
                    );
                    let _ = file.write_all(note.as_bytes());
                }
            }
        })?;
    Ok(Copier { thread, flooded })
}

impl Copier {
    /// Whether the program wrote more than the bound.
    pub fn flooded(&self) -> bool {
        self.flooded.load(Ordering::SeqCst)
    }

    /// Whether the output has closed (everything holding it has ended).
    pub fn is_finished(&self) -> bool {
        self.thread.is_finished()
    }

    /// What was kept in memory, once the output has closed; waits at most
    /// until `deadline` (an escaped process may hold the output open).
    pub fn join(self, deadline: Instant) -> Option<Vec<u8>> {
        while !self.thread.is_finished() && Instant::now() < deadline {
            thread::sleep(Duration::from_millis(5));
        }
        if self.thread.is_finished() {
            self.thread.join().ok()
        } else {
            None
        }
    }
}

/// Reads `stream` line by line on a thread of its own, so that waiting for a
/// line can time out; the channel closes when the output does.
pub fn read_lines(stream: impl Read + Send + 'static) -> std::io::Result<Receiver<String>> {
    let (sender, lines) = mpsc::channel();
    thread::Builder::new()
        .name("program-lines".into())
        .spawn(move || {
            for line in BufReader::new(stream).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        })?;
    Ok(lines)
}

#[cfg(target_os = "linux")]
mod linux {
    //! Finding a tree's processes by their mark in `/proc`, and collecting
    //! those handed to Bernstein as their subreaper.

    use std::collections::HashSet;
    use std::sync::Once;
    use std::time::{Duration, Instant};

    use super::TREE_VARIABLE;

    /// Makes Bernstein the child subreaper of everything it starts: an orphan
    /// of a supervised tree becomes Bernstein's child instead of init's.
    pub(super) fn adopt_orphans() {
        static ONCE: Once = Once::new();
        ONCE.call_once(|| {
            // SAFETY: prctl with PR_SET_CHILD_SUBREAPER only sets a flag of this
            // process; a failure (an old kernel) leaves the group kill alone.
            unsafe {
                libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
            }
        });
    }

    /// A process as `/proc/<pid>/stat` gives it.
    struct Stat {
        parent: u32,
        zombie: bool,
    }

    fn stat(pid: u32) -> Option<Stat> {
        let text = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // The command name is in parentheses and may hold anything.
        let after = &text[text.rfind(')')? + 1..];
        let mut fields = after.split_whitespace();
        let state = fields.next()?;
        let parent = fields.next()?.parse().ok()?;
        Some(Stat {
            parent,
            zombie: state == "Z" || state == "X",
        })
    }

    /// The processes whose environment carries `mark` (zombies have none).
    fn marked(mark: &str) -> Vec<u32> {
        let needle = format!("{TREE_VARIABLE}={mark}");
        let mut found = Vec::new();
        let Ok(entries) = std::fs::read_dir("/proc") else {
            return found;
        };
        for entry in entries.flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            else {
                continue;
            };
            let Ok(environment) = std::fs::read(entry.path().join("environ")) else {
                continue;
            };
            if environment
                .split(|&byte| byte == 0)
                .any(|entry| entry == needle.as_bytes())
            {
                found.push(pid);
            }
        }
        found
    }

    /// Kills every process of the tree `mark` until none is found alive, and
    /// collects those that became Bernstein's children (all but `leader`, whose
    /// owner collects it).
    pub(super) fn end_marked(mark: &str, leader: u32) {
        let me = std::process::id();
        let mut killed: HashSet<u32> = HashSet::new();
        // A process may fork while it is killed: its child carries the mark too
        // and is found by the next pass.
        for _ in 0..100 {
            let alive: Vec<u32> = marked(mark)
                .into_iter()
                .filter(|&pid| pid != me && stat(pid).is_some_and(|s| !s.zombie))
                .collect();
            if alive.is_empty() {
                break;
            }
            for &pid in &alive {
                if let Ok(pid) = i32::try_from(pid) {
                    // SAFETY: sends a signal to a process that carries this
                    // tree's mark, so one that Bernstein's program started.
                    unsafe {
                        libc::kill(pid, libc::SIGKILL);
                    }
                }
            }
            killed.extend(alive);
        }
        killed.remove(&leader);
        collect(&mut killed, me);
    }

    /// Waits (briefly) for killed processes to end, collecting those whose
    /// parent is now Bernstein.
    fn collect(killed: &mut HashSet<u32>, me: u32) {
        let deadline = Instant::now() + Duration::from_secs(2);
        while !killed.is_empty() && Instant::now() < deadline {
            killed.retain(|&pid| match stat(pid) {
                None => false,
                Some(stat) if stat.zombie && stat.parent == me => {
                    // SAFETY: waits for one process that is Bernstein's child
                    // (handed over as its subreaper) and has ended.
                    unsafe {
                        libc::waitpid(pid as i32, std::ptr::null_mut(), libc::WNOHANG);
                    }
                    false
                }
                // Another process of the tree collects it, or it ends soon.
                Some(stat) => stat.parent != 1 || !stat.zombie,
            });
            if !killed.is_empty() {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Stdio;

    #[test]
    fn output_is_cut_at_its_bound() {
        let data: &'static [u8] = b"0123456789abcdef";
        let copier = copy_output(data, Sink::Memory, 10).unwrap();
        while !copier.is_finished() {
            thread::sleep(Duration::from_millis(1));
        }
        assert!(copier.flooded());
        let kept = copier
            .join(Instant::now() + Duration::from_secs(5))
            .unwrap();
        assert_eq!(kept, b"0123456789");
        // Exactly the bound is not a flood.
        let copier = copy_output(&data[..10], Sink::Memory, 10).unwrap();
        let kept = copier
            .join(Instant::now() + Duration::from_secs(5))
            .unwrap();
        assert_eq!(kept.len(), 10);
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn a_tree_ends_with_the_helpers_that_left_its_group() {
        let dir = std::env::temp_dir().join(format!("bernstein-arena-tree-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let pid_file = dir.join("helper.pid");
        // The helper leaves the process group (setsid) and its parent (the
        // subshell ends), then sleeps.
        let script = format!(
            "( setsid sh -c 'echo $$ > {}; exec sleep 600' & ) ; sleep 600",
            pid_file.display()
        );
        let mut command = Command::new("sh");
        command.args(["-c", &script]).stdin(Stdio::null());
        let running = Running::default();
        let mut program = Supervised::start(&mut command, Some(&running)).unwrap();
        assert_eq!(running.count(), 1);
        let deadline = Instant::now() + Duration::from_secs(20);
        let helper: i32 = loop {
            if let Some(pid) = std::fs::read_to_string(&pid_file)
                .ok()
                .and_then(|text| text.trim().parse().ok())
            {
                break pid;
            }
            assert!(Instant::now() < deadline, "the helper starts");
            thread::sleep(Duration::from_millis(10));
        };
        // SAFETY: asks whether a process exists (signal 0).
        assert_eq!(unsafe { libc::kill(helper, 0) }, 0, "the helper runs");
        assert_eq!(program.end(), Exit::Killed);
        assert_eq!(running.count(), 0);
        // SAFETY: as above.
        let alive = unsafe { libc::kill(helper, 0) } == 0;
        assert!(!alive, "the helper was ended and collected");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
