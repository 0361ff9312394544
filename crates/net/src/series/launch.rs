//! How a bot is started from what a teacher has: a file or a folder, not a
//! command line. A `.py` runs with a Python that has the competition's `socha`
//! package (the bot's own virtual environment, else the one chosen or found
//! on this machine), a `.jar` with `java -jar` as the competition's test client
//! runs it, an executable as it is, and a folder by the official templates'
//! start script (`start.sh`) or by the file in it one of those rules runs
//! ([`plan`], every rule's answer with [`options`]). A class's folder with a
//! folder per student gives a bot each ([`import_class`]). The Pythons and the
//! Java of this machine are looked for once ([`Runtimes::find`]), which runs
//! each Python found: not for the interface's thread.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// How a bot's program is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Launch {
    /// The official templates' start script, in its folder.
    StartScript,
    /// A Python file, run by a Python with `socha`.
    Python,
    /// A Java archive, run by `java -jar` as the test client runs it.
    Java,
    /// A program run as it is.
    Program,
}

impl Launch {
    /// Every way, in the order a folder is tried.
    pub const ALL: [Launch; 4] = [
        Launch::StartScript,
        Launch::Python,
        Launch::Java,
        Launch::Program,
    ];
}

/// Why a way of running a bot does not apply, or what keeps it from running.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// Nothing is at this path.
    Missing(PathBuf),
    /// The folder holds nothing any way runs.
    NothingToRun(PathBuf),
    /// No start script (`start.sh`) there.
    NoStartScript,
    /// No Python file there (`logic.py`, or a single `.py`).
    NoPythonFile,
    /// Several Python files and no `logic.py`: which one starts the bot?
    SeveralPythonFiles(usize),
    /// No `.jar` there.
    NoJar,
    /// Several `.jar` files: which one is the bot?
    SeveralJars(usize),
    /// The file is not a program this machine runs as it is.
    NotExecutable(PathBuf),
    /// No Python found on this machine.
    NoPython,
    /// The Python found lacks the `socha` package (the bot may not need it).
    NoSocha(PathBuf),
    /// No Java found on this machine.
    NoJava,
    /// The Python chosen for the bots is not there.
    ChosenPythonMissing(PathBuf),
}

/// A Python found on this machine.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Python {
    pub path: PathBuf,
    /// Whether `import socha` works with it.
    pub socha: bool,
}

/// The interpreters a bot may need, as found on this machine.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Runtimes {
    /// The Pythons found, the chosen one first, then the virtual environment
    /// `scripts/socha-venv` makes beside the build, then those on the `PATH`.
    pub pythons: Vec<Python>,
    pub java: Option<PathBuf>,
    /// The Python chosen for the bots, where it is not there.
    pub chosen_missing: Option<PathBuf>,
}

/// How long a Python may take to say whether it has `socha`.
const PROBE_TIME: Duration = Duration::from_secs(10);

impl Runtimes {
    /// Looks for the Pythons and the Java of this machine; `chosen` is the
    /// Python the user picked (a virtual environment's folder or a Python
    /// program), tried first. Runs each Python found once.
    pub fn find(chosen: Option<&Path>) -> Runtimes {
        let mut candidates = Vec::new();
        let mut chosen_missing = None;
        if let Some(chosen) = chosen {
            match python_in(chosen) {
                Some(python) => candidates.push(python),
                None => chosen_missing = Some(chosen.to_path_buf()),
            }
        }
        candidates.extend(build_venv());
        for name in ["python3", "python"] {
            candidates.extend(on_path(name));
        }
        let mut pythons: Vec<Python> = Vec::new();
        for path in candidates {
            let same = |found: &Python| same_file(&found.path, &path);
            if pythons.iter().any(same) {
                continue;
            }
            let socha = has_socha(&path);
            pythons.push(Python { path, socha });
        }
        let java = std::env::var_os("JAVA_HOME")
            .map(|home| Path::new(&home).join("bin").join(exe("java")))
            .filter(|java| java.is_file())
            .or_else(|| on_path("java"));
        Runtimes {
            pythons,
            java,
            chosen_missing,
        }
    }

    /// The Python for bots: the chosen one if it is there, else the first with
    /// `socha`, else the first found.
    pub fn python(&self, chosen: bool) -> Option<&Python> {
        if chosen && self.chosen_missing.is_none() {
            return self.pythons.first();
        }
        self.pythons
            .iter()
            .find(|python| python.socha)
            .or(self.pythons.first())
    }
}

/// A program's file name on this system (`java.exe` on Windows).
fn exe(name: &str) -> String {
    format!("{name}{}", std::env::consts::EXE_SUFFIX)
}

/// The Python of a virtual environment's folder, or the Python program itself.
pub fn python_in(path: &Path) -> Option<PathBuf> {
    if path.is_file() {
        return Some(path.to_path_buf());
    }
    ["bin/python3", "bin/python", "Scripts/python.exe"]
        .iter()
        .map(|inside| path.join(inside))
        .find(|python| python.is_file())
}

/// The virtual environment `scripts/socha-venv` sets up in the build's target
/// folder, looked for above the running program (`target/debug/bernstein`).
fn build_venv() -> Option<PathBuf> {
    let exe = std::env::current_exe().ok()?;
    exe.ancestors()
        .skip(1)
        .take(4)
        .find_map(|dir| python_in(&dir.join("socha-venv")).filter(|_| dir.is_dir()))
}

/// A program on the `PATH`.
pub fn on_path(name: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|dir| dir.join(exe(name)))
        .find(|path| path.is_file() && executable(path))
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

/// Whether `import socha` works with this Python (in at most [`PROBE_TIME`]).
fn has_socha(python: &Path) -> bool {
    let child = Command::new(python)
        .args(["-c", "import socha"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    let Ok(mut child) = child else {
        return false;
    };
    let deadline = Instant::now() + PROBE_TIME;
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return status.success(),
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(20)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                return false;
            }
        }
    }
}

/// Whether a file may be run as a program.
fn executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|meta| meta.is_file() && meta.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.extension()
            .is_some_and(|ext| ext.eq_ignore_ascii_case("exe"))
    }
}

/// How a bot is started, from its file or folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub launch: Launch,
    /// The file the way runs: the start script, the Python file, the archive,
    /// the program.
    pub program: PathBuf,
    /// The command line (Bernstein appends the competition's arguments where it
    /// names none of `{reservation}`, `{host}`, `{port}`).
    pub command: String,
    /// The folder it runs in: the program's.
    pub dir: PathBuf,
    /// Its name by default: the folder's.
    pub name: String,
    /// What may keep it from running, though it can be tried.
    pub warning: Option<Problem>,
}

/// The start script of the official templates.
const START_SCRIPT: &str = if cfg!(windows) {
    "start.bat"
} else {
    "start.sh"
};

/// The extension of a script chosen as the start script.
const SCRIPT_EXT: &str = if cfg!(windows) { "bat" } else { "sh" };

/// The file the official Python template starts.
const PYTHON_MAIN: &str = "logic.py";

/// Folders a template keeps its bot in, whose name says nothing of the bot.
const GENERIC_FOLDERS: &[&str] = &[
    "my_player",
    "player",
    "src",
    "bin",
    "build",
    "libs",
    "lib",
    "target",
    "dist",
    "out",
    "release",
    "debug",
    "bot",
    "client",
];

/// A bot's name from its file or folder: the folder's name (the folder above
/// a template's own folder, such as `my_player` or `build/libs`).
pub fn default_name(path: &Path) -> String {
    let folder = if path.is_dir() {
        Some(path)
    } else {
        path.parent()
    };
    folder
        .into_iter()
        .flat_map(Path::ancestors)
        .filter_map(|dir| dir.file_name())
        .map(|name| name.to_string_lossy().to_string())
        .find(|name| !GENERIC_FOLDERS.contains(&name.to_lowercase().as_str()))
        .or_else(|| {
            path.file_stem()
                .map(|stem| stem.to_string_lossy().to_string())
        })
        .unwrap_or_else(|| "bot".to_string())
}

/// A path as one word of a command line, quoted where needed.
fn word(path: &Path) -> String {
    let text = path.display().to_string();
    shlex::try_quote(&text).map_or(text.clone(), |quoted| quoted.to_string())
}

/// Files of a folder whose name ends with `ext` (lower case, with the dot).
fn files_ending(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            path.is_file()
                && path
                    .file_name()
                    .is_some_and(|name| name.to_string_lossy().to_lowercase().ends_with(ext))
        })
        .collect();
    found.sort();
    found
}

fn has_ext(path: &Path, ext: &str) -> bool {
    path.extension()
        .is_some_and(|found| found.eq_ignore_ascii_case(ext))
}

/// The one file a folder holds of a kind: `preferred` in the folder or in one
/// of `inside`, else the only file ending with `ext` there.
fn one_file(
    dir: &Path,
    preferred: Option<&str>,
    inside: &[&str],
    ext: &str,
) -> Result<PathBuf, usize> {
    let folders: Vec<PathBuf> = std::iter::once(dir.to_path_buf())
        .chain(inside.iter().map(|sub| dir.join(sub)))
        .collect();
    if let Some(name) = preferred
        && let Some(found) = folders.iter().map(|f| f.join(name)).find(|f| f.is_file())
    {
        return Ok(found);
    }
    for folder in &folders {
        match files_ending(folder, ext).as_slice() {
            [] => continue,
            [one] => return Ok(one.clone()),
            several => return Err(several.len()),
        }
    }
    Err(0)
}

/// How `path` (a file or a folder) runs in the way `launch`, or why it does not.
pub fn plan_as(
    path: &Path,
    launch: Launch,
    runtimes: &Runtimes,
    chosen: bool,
) -> Result<Plan, Problem> {
    if !path.exists() {
        return Err(Problem::Missing(path.to_path_buf()));
    }
    let folder = path.is_dir();
    let program = match launch {
        Launch::StartScript => match folder {
            true => Some(path.join(START_SCRIPT)).filter(|script| script.is_file()),
            false => Some(path.to_path_buf()).filter(|file| has_ext(file, SCRIPT_EXT)),
        }
        .ok_or(Problem::NoStartScript)?,
        Launch::Python => match folder {
            true => one_file(path, Some(PYTHON_MAIN), &["my_player"], ".py").map_err(|count| {
                match count {
                    0 => Problem::NoPythonFile,
                    n => Problem::SeveralPythonFiles(n),
                }
            })?,
            false if has_ext(path, "py") => path.to_path_buf(),
            false => return Err(Problem::NoPythonFile),
        },
        Launch::Java => match folder {
            true => one_file(path, None, &["build/libs"], ".jar").map_err(|count| match count {
                0 => Problem::NoJar,
                n => Problem::SeveralJars(n),
            })?,
            false if has_ext(path, "jar") => path.to_path_buf(),
            false => return Err(Problem::NoJar),
        },
        Launch::Program => match folder {
            true => return Err(Problem::NotExecutable(path.to_path_buf())),
            false if executable(path) && !has_ext(path, "py") && !has_ext(path, "jar") => {
                path.to_path_buf()
            }
            false => return Err(Problem::NotExecutable(path.to_path_buf())),
        },
    };
    let program = std::path::absolute(&program).unwrap_or(program);
    // A folder chosen is where its bot runs (as the start script runs it from
    // the template's top), a file runs in its own folder.
    let dir = match folder {
        true => std::path::absolute(path).unwrap_or(path.to_path_buf()),
        false => program.parent().map(Path::to_path_buf).unwrap_or_default(),
    };
    let mut warning = None;
    let command = match launch {
        Launch::StartScript if executable(&program) => word(&program),
        Launch::StartScript if cfg!(windows) => format!("cmd /C {}", word(&program)),
        Launch::StartScript => format!("sh {}", word(&program)),
        Launch::Python => {
            // The bot's own virtual environment (beside it or one folder up),
            // else the Python chosen or found for every bot.
            let beside = program.parent().unwrap_or(&dir);
            let own = [beside, &dir, beside.parent().unwrap_or(beside)]
                .iter()
                .flat_map(|at| [".venv", "venv", "env"].map(|name| at.join(name)))
                .find_map(|venv| python_in(&venv).filter(|_| venv.is_dir()));
            let python = match own {
                Some(own) => own,
                None => {
                    if chosen && let Some(missing) = &runtimes.chosen_missing {
                        return Err(Problem::ChosenPythonMissing(missing.clone()));
                    }
                    let python = runtimes.python(chosen).ok_or(Problem::NoPython)?;
                    if !python.socha {
                        warning = Some(Problem::NoSocha(python.path.clone()));
                    }
                    python.path.clone()
                }
            };
            // -u: the bot's output reaches its log line by line, also the
            // lines before a crash.
            format!("{} -u {}", word(&python), word(&program))
        }
        Launch::Java => {
            let java = runtimes.java.as_ref().ok_or(Problem::NoJava)?;
            format!(
                "{} -jar -mx1500m {} -r {{reservation}} -h {{host}} -p {{port}}",
                word(java),
                word(&program)
            )
        }
        Launch::Program => word(&program),
    };
    Ok(Plan {
        launch,
        name: default_name(path),
        program,
        command,
        dir,
        warning,
    })
}

/// Every way of running `path`, each with its plan or why it does not apply.
pub fn options(
    path: &Path,
    runtimes: &Runtimes,
    chosen: bool,
) -> Vec<(Launch, Result<Plan, Problem>)> {
    Launch::ALL
        .into_iter()
        .map(|launch| (launch, plan_as(path, launch, runtimes, chosen)))
        .collect()
}

/// How `path` runs: in the way `wanted` where it applies, else the first way
/// that does (a folder: its start script, its Python file, its archive), or
/// why none does.
pub fn plan(
    path: &Path,
    wanted: Option<Launch>,
    runtimes: &Runtimes,
    chosen: bool,
) -> Result<Plan, Problem> {
    if !path.exists() {
        return Err(Problem::Missing(path.to_path_buf()));
    }
    let all = options(path, runtimes, chosen);
    if let Some(wanted) = wanted
        && let Some((_, Ok(plan))) = all.iter().find(|(launch, _)| *launch == wanted)
    {
        return Ok(plan.clone());
    }
    let mut first_problem = None;
    for (launch, result) in all {
        match result {
            Ok(plan) => return Ok(plan),
            // A way that fits the file but lacks its interpreter says more
            // than "no such file here".
            Err(
                problem @ (Problem::NoPython | Problem::NoJava | Problem::ChosenPythonMissing(_)),
            ) => {
                first_problem.get_or_insert(problem);
            }
            Err(problem @ (Problem::SeveralJars(_) | Problem::SeveralPythonFiles(_))) => {
                first_problem.get_or_insert(problem);
            }
            Err(_) if launch == Launch::Program && !path.is_dir() => {
                let fits_another = has_ext(path, "py") || has_ext(path, "jar");
                if !fits_another {
                    first_problem.get_or_insert(Problem::NotExecutable(path.to_path_buf()));
                }
            }
            Err(_) => {}
        }
    }
    Err(first_problem.unwrap_or_else(|| Problem::NothingToRun(path.to_path_buf())))
}

/// A class's bots from its folder, one subfolder per student.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassImport {
    /// The bots found, by their folders' names.
    pub found: Vec<Plan>,
    /// The subfolders without a bot: the folder's name and why.
    pub not_found: Vec<(String, Problem)>,
}

/// The bots of a class: each subfolder of `folder` (hidden ones aside, in the
/// order of their names) by the rules of [`plan`].
pub fn import_class(
    folder: &Path,
    runtimes: &Runtimes,
    chosen: bool,
) -> Result<ClassImport, Problem> {
    if !folder.is_dir() {
        return Err(Problem::Missing(folder.to_path_buf()));
    }
    let mut students: Vec<PathBuf> = std::fs::read_dir(folder)
        .into_iter()
        .flatten()
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| {
            path.is_dir()
                && !path
                    .file_name()
                    .is_some_and(|name| name.to_string_lossy().starts_with('.'))
        })
        .collect();
    students.sort();
    if students.is_empty() {
        return Err(Problem::NothingToRun(folder.to_path_buf()));
    }
    let mut import = ClassImport::default();
    for student in students {
        let name = student
            .file_name()
            .map(|name| name.to_string_lossy().to_string())
            .unwrap_or_default();
        match plan(&student, None, runtimes, chosen) {
            Ok(mut plan) => {
                plan.name = name;
                import.found.push(plan);
            }
            Err(problem) => import.not_found.push((name, problem)),
        }
    }
    Ok(import)
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Scratch(PathBuf);

    impl Scratch {
        fn new(name: &str) -> Scratch {
            let dir = std::env::temp_dir()
                .join(format!("bernstein-launch-{}-{name}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            Scratch(dir)
        }

        fn file(&self, path: &str, executable: bool) -> PathBuf {
            let path = self.0.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, "#!/bin/sh\n").unwrap();
            #[cfg(unix)]
            if executable {
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
            }
            let _ = executable;
            path
        }
    }

    impl Drop for Scratch {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    fn runtimes(socha: bool, java: bool) -> Runtimes {
        Runtimes {
            pythons: vec![Python {
                path: PathBuf::from("/usr/bin/python3"),
                socha,
            }],
            java: java.then(|| PathBuf::from("/usr/bin/java")),
            chosen_missing: None,
        }
    }

    #[test]
    fn a_file_runs_by_its_kind_in_its_folder_named_after_the_folder() {
        let scratch = Scratch::new("files");
        let py = scratch.file("anna/logic.py", false);
        let all = runtimes(true, true);
        let plan = plan(&py, None, &all, false).unwrap();
        assert_eq!(plan.launch, Launch::Python);
        assert_eq!(plan.name, "anna");
        assert_eq!(plan.dir, scratch.0.join("anna"));
        assert_eq!(
            plan.command,
            format!("/usr/bin/python3 -u {}", py.display())
        );
        assert_eq!(plan.warning, None);
        let jar = scratch.file("ben/build/libs/player.jar", false);
        let plan = super::plan(&jar, None, &all, false).unwrap();
        assert_eq!((plan.launch, plan.name.as_str()), (Launch::Java, "ben"));
        assert_eq!(
            plan.command,
            format!(
                "/usr/bin/java -jar -mx1500m {} -r {{reservation}} -h {{host}} -p {{port}}",
                jar.display()
            )
        );
        let program = scratch.file("cleo/bot", true);
        let plan = super::plan(&program, None, &all, false).unwrap();
        assert_eq!((plan.launch, plan.name.as_str()), (Launch::Program, "cleo"));
        let text = scratch.file("dora/notes.txt", false);
        assert_eq!(
            super::plan(&text, None, &all, false),
            Err(Problem::NotExecutable(text.clone()))
        );
        let missing = scratch.0.join("nobody/logic.py");
        assert_eq!(
            super::plan(&missing, None, &all, false),
            Err(Problem::Missing(missing.clone()))
        );
    }

    #[test]
    fn what_cannot_apply_says_why() {
        let scratch = Scratch::new("options");
        let py = scratch.file("anna/logic.py", false);
        let none = Runtimes::default();
        let options = options(&py, &none, false);
        let why = |launch: Launch| {
            options
                .iter()
                .find(|(l, _)| *l == launch)
                .unwrap()
                .1
                .clone()
                .err()
        };
        assert_eq!(why(Launch::Python), Some(Problem::NoPython));
        assert_eq!(why(Launch::Java), Some(Problem::NoJar));
        assert_eq!(why(Launch::StartScript), Some(Problem::NoStartScript));
        assert_eq!(plan(&py, None, &none, false), Err(Problem::NoPython));
        let jar = scratch.file("ben/player.jar", false);
        assert_eq!(plan(&jar, None, &none, false), Err(Problem::NoJava));
        // A Python without socha is tried, with a warning.
        let plan = super::plan(&py, None, &runtimes(false, false), false).unwrap();
        assert_eq!(
            plan.warning,
            Some(Problem::NoSocha(PathBuf::from("/usr/bin/python3")))
        );
        // The Python chosen is not there.
        let chosen = Runtimes {
            chosen_missing: Some(PathBuf::from("/nowhere/venv")),
            ..runtimes(true, false)
        };
        assert_eq!(
            super::plan(&py, None, &chosen, true),
            Err(Problem::ChosenPythonMissing(PathBuf::from("/nowhere/venv")))
        );
    }

    #[test]
    fn a_folder_runs_its_start_script_else_its_python_file_else_its_archive() {
        let scratch = Scratch::new("folders");
        let all = runtimes(true, true);
        let template = scratch.0.join("anna");
        scratch.file("anna/my_player/logic.py", false);
        let script = scratch.file("anna/start.sh", false);
        let plan = plan(&template, None, &all, false).unwrap();
        assert_eq!(plan.launch, Launch::StartScript);
        assert_eq!(plan.command, format!("sh {}", script.display()));
        assert_eq!(plan.dir, template);
        // The teacher may run the Python file instead.
        let python = super::plan(&template, Some(Launch::Python), &all, false).unwrap();
        assert_eq!(python.program, template.join("my_player/logic.py"));
        assert_eq!(python.name, "anna", "my_player names no one");
        // Its own virtual environment runs it.
        let own = scratch.file("anna/.venv/bin/python", true);
        let python = super::plan(&template, Some(Launch::Python), &all, false).unwrap();
        assert!(
            python.command.starts_with(&own.display().to_string()),
            "{}",
            python.command
        );
        let several = scratch.0.join("ben");
        scratch.file("ben/a.py", false);
        scratch.file("ben/b.py", false);
        assert_eq!(
            super::plan(&several, None, &all, false),
            Err(Problem::SeveralPythonFiles(2))
        );
        let empty = scratch.0.join("cleo");
        std::fs::create_dir_all(&empty).unwrap();
        assert_eq!(
            super::plan(&empty, None, &all, false),
            Err(Problem::NothingToRun(empty.clone()))
        );
    }

    #[test]
    fn a_class_folder_gives_a_bot_per_student_and_says_what_is_missing() {
        let scratch = Scratch::new("class");
        scratch.file("anna/logic.py", false);
        scratch.file("ben/player.jar", false);
        scratch.file("cleo/readme.txt", false);
        scratch.file("dora/start.sh", true);
        scratch.file(".git/config", false);
        let import = import_class(&scratch.0, &runtimes(true, false), false).unwrap();
        let found: Vec<(&str, Launch)> = import
            .found
            .iter()
            .map(|plan| (plan.name.as_str(), plan.launch))
            .collect();
        assert_eq!(
            found,
            [("anna", Launch::Python), ("dora", Launch::StartScript)]
        );
        assert_eq!(
            import.not_found,
            [
                ("ben".to_string(), Problem::NoJava),
                (
                    "cleo".to_string(),
                    Problem::NothingToRun(scratch.0.join("cleo"))
                ),
            ]
        );
        assert_eq!(
            import_class(&scratch.0.join("nobody"), &Runtimes::default(), false),
            Err(Problem::Missing(scratch.0.join("nobody")))
        );
    }

    #[test]
    fn names_skip_the_templates_own_folders() {
        assert_eq!(
            default_name(Path::new("/class/anna/my_player/logic.py")),
            "anna"
        );
        assert_eq!(
            default_name(Path::new("/class/ben/build/libs/x.jar")),
            "ben"
        );
        assert_eq!(default_name(Path::new("/class/cleo/bot.py")), "cleo");
    }
}
