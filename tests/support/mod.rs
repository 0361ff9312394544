//! Shared by the test files: a temporary directory that removes itself, the
//! `bernstein` binary as a command that sees no user data, a graphics start that
//! prints nothing, and the line that says a test was skipped. Each test file uses
//! the part it needs.

use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::Once;

/// A fresh directory under the system's temporary directory, removed with all its
/// contents when the value is dropped (also when the test fails), so test runs leave
/// nothing behind. Declare it before the harness that writes into it: values drop in
/// reverse order, so the app is gone before its directory.
pub struct TempDir(PathBuf);

impl TempDir {
    /// A new, empty directory whose name says which test made it (`name`) in which
    /// run (the process id), so parallel tests and runs never share one.
    pub fn new(name: &str) -> Self {
        let dir =
            std::env::temp_dir().join(format!("bernstein-test-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Deref for TempDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// The `bernstein` binary as a command whose data directory is an empty folder
/// under cargo's temporary directory for tests: what the user keeps in theirs (an
/// endgame database, an autosave) must not change what a test sees. A test that
/// needs a data directory of its own sets `BERNSTEIN_DATA_DIR` again.
pub fn bernstein_command() -> std::process::Command {
    let empty = Path::new(env!("CARGO_TARGET_TMPDIR")).join("no-user-data");
    std::fs::create_dir_all(&empty).unwrap();
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_bernstein"));
    command.env("BERNSTEIN_DATA_DIR", &empty);
    command
}

/// Says that `test` checked nothing, and why (a tool or the network it needs is
/// missing), on a line of its own in `cargo test`'s output: written to the
/// process's standard error directly, which the test harness does not capture,
/// so the skip shows in every run and in CI's log, not only on failure.
pub fn skipped(test: &str, why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {why}");
}

/// A script's skip (exit code 77 and a line `skipped: <why>` on its standard
/// output) as a [`skipped`] line for `test`.
pub fn script_skipped(test: &str, stdout: &str) {
    let why = stdout.trim().strip_prefix("skipped: ");
    let why = why.unwrap_or_else(|| panic!("a skip says why: {stdout}"));
    skipped(test, why);
}

/// Call before building a harness. Mesa's Vulkan device-select layer (installed with
/// the software driver the snapshots render on) connects to Wayland to find the
/// default GPU and, on a machine without a desktop session, prints "error:
/// XDG_RUNTIME_DIR is invalid or not set" for every harness. The tests draw off
/// screen on the CPU adapter that egui_kittest picks itself, so the layer has
/// nothing to choose: `NODEVICE_SELECT=1` turns it off (unless the caller set it).
pub fn quiet_graphics() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if std::env::var_os("NODEVICE_SELECT").is_none() {
            // SAFETY: every harness in these test files is built after this call
            // returns (`Once` makes the other test threads wait), and nothing else in
            // the tests reads the environment from outside Rust's own locked access,
            // so no thread reads the environment while it changes.
            unsafe { std::env::set_var("NODEVICE_SELECT", "1") };
        }
    });
}

/// The app in a window of `size`, with its settings and autosave in `dir`, after
/// its first frames.
#[cfg(feature = "gui")]
pub fn app(dir: &Path, size: [f32; 2]) -> egui_kittest::Harness<'static, bernstein::app::App> {
    quiet_graphics();
    let dir = dir.to_path_buf();
    let mut harness = egui_kittest::Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| bernstein::app::App::with_data_dir(cc, Some(dir)));
    harness.run_steps(2);
    harness
}

/// Starts a game of `kind` for two humans from the seed the snapshots use (4711),
/// plays `moves` and lets the animations end: the screen the snapshot tests take.
#[cfg(feature = "gui")]
pub fn show_game(
    harness: &mut egui_kittest::Harness<'static, bernstein::app::App>,
    kind: bernstein::rules::GameKind,
    moves: &[&str],
) {
    use bernstein::records::PlayerKind;
    let settings = bernstein::app::NewGameSettings {
        kind,
        seed_text: "4711".to_string(),
        players: [PlayerKind::Human, PlayerKind::Human],
        ..bernstein::app::NewGameSettings::default()
    };
    harness.state_mut().start_new_game(settings).unwrap();
    for text in moves {
        harness.state_mut().play_text(text).unwrap();
    }
    harness.run_steps(30);
}
