//! Bernstein installed like an app: the desktop files pass their check
//! (`packaging/linux/check-desktop-files`: validators, and the desktop's own MIME
//! lookup naming real replays and saved games), and the Debian package installs
//! into a scratch root with everything in its place, valid, and a binary that runs.
//!
//! The package test needs `dpkg-deb` and a package. It never builds a release (CI
//! builds none): `BERNSTEIN_DEB=<file>` names a package to test (what
//! `scripts/package-deb` built); otherwise, where `cargo-deb` is installed, the
//! test packs the binary this test run built (`scripts/package-deb --debug`,
//! seconds, with the same configuration, dependencies and files as the release
//! package); otherwise it uses `target/debian/bernstein_<version>_amd64.deb` if one
//! is there. With none of them it says SKIPPED and why.

// Debian packages and the freedesktop files are Linux things: elsewhere the file
// is empty, and its file modes (std::os::unix) do not compile.
#![cfg(target_os = "linux")]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use bernstein::records::Record;
use bernstein::rules::muehle::Muehle;
use bernstein::rules::{Game, Position};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

const APP_ID: &str = "io.github.bernstein.Bernstein";

fn repository() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn have(tool: &str) -> bool {
    Command::new("sh")
        .args(["-c", &format!("command -v {tool}")])
        .output()
        .is_ok_and(|output| output.status.success())
}

/// Runs a check script and fails with its output if a check failed; its
/// "skipped: <tool> not installed" lines are reported as this test's skips.
fn run_check(test: &str, command: &mut Command) -> String {
    let output = command.output().expect("the check runs");
    let stdout = String::from_utf8_lossy(&output.stdout).to_string();
    assert!(
        output.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    for line in stdout.lines().filter(|line| line.starts_with("skipped: ")) {
        support::skipped(test, &line["skipped: ".len()..]);
    }
    let summary = stdout.lines().last().unwrap_or_default();
    assert!(summary.contains("checks passed, 0 failed"), "{stdout}");
    stdout
}

/// A saved game as Bernstein writes it, for the MIME check to recognise.
fn saved_game(dir: &Path) -> PathBuf {
    let mut game = Game::new(Muehle::start(&Default::default(), 0));
    game.play_text("d2").unwrap();
    let path = dir.join("saved.ron");
    std::fs::write(&path, Record::from_game(&game).to_ron()).unwrap();
    path
}

#[test]
fn the_desktop_files_pass_their_check() {
    let dir = TempDir::new("desktop-check");
    let out = run_check(
        "the_desktop_files_pass_their_check",
        Command::new(repository().join("packaging/linux/check-desktop-files"))
            .env("BERNSTEIN_SAVED_GAME", saved_game(&dir)),
    );
    assert!(out.contains("ok: desktop file: StartupWMClass=io.github.bernstein.Bernstein"));
}

/// The package to test, and how it was found; `None` says why there is none.
fn package(dir: &Path) -> Result<(PathBuf, String), String> {
    if let Some(file) = std::env::var_os("BERNSTEIN_DEB") {
        return Ok((PathBuf::from(file), "BERNSTEIN_DEB".to_string()));
    }
    let version = env!("CARGO_PKG_VERSION");
    if have("cargo-deb") {
        // The binary this test run built, packed as the release is.
        let output = Command::new(repository().join("scripts/package-deb"))
            .arg("--debug")
            .arg(dir)
            .env("BERNSTEIN_BINARY", env!("CARGO_BIN_EXE_bernstein"))
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            output.status.success(),
            "scripts/package-deb --debug: {stderr}"
        );
        let file = dir.join(format!("bernstein_{version}_amd64.deb"));
        return Ok((
            file,
            "the test build's binary, packed by scripts/package-deb --debug".into(),
        ));
    }
    let built = repository().join(format!("target/debian/bernstein_{version}_amd64.deb"));
    if built.is_file() {
        return Ok((built, "built by scripts/package-deb".to_string()));
    }
    Err(format!(
        "no package: cargo-deb is not installed (cargo install cargo-deb) and scripts/package-deb has not built {}",
        built.display()
    ))
}

#[test]
fn the_debian_package_installs_and_runs() {
    const TEST: &str = "the_debian_package_installs_and_runs";
    if !have("dpkg-deb") {
        support::skipped(TEST, "dpkg-deb not installed (not a Debian system)");
        return;
    }
    let dir = TempDir::new("deb");
    let (deb, found) = match package(&dir) {
        Ok(found) => found,
        Err(why) => return support::skipped(TEST, &why),
    };
    // Said in every run (not only on failure), as a skip is: which package this was.
    let _ = writeln!(
        std::io::stderr(),
        "{TEST}: testing {} ({found})",
        deb.display()
    );
    let dpkg = |args: &[&str]| {
        let output = Command::new("dpkg-deb")
            .args(args)
            .arg(&deb)
            .output()
            .unwrap();
        assert!(output.status.success(), "dpkg-deb {args:?}");
        String::from_utf8(output.stdout).unwrap()
    };

    // The control data: what dpkg-shlibdeps found the binary links, and the
    // libraries it loads at run time, declared in Cargo.toml.
    let control = dpkg(&["--field"]);
    let field = |name: &str| {
        control
            .lines()
            .find_map(|line| line.strip_prefix(&format!("{name}: ")))
            .unwrap_or_default()
            .to_string()
    };
    assert_eq!(field("Package"), "bernstein");
    assert_eq!(field("Version"), env!("CARGO_PKG_VERSION"));
    assert_eq!(field("Architecture"), "amd64");
    let depends = field("Depends");
    assert!(
        !depends.contains("$auto"),
        "dpkg-shlibdeps filled in: {depends}"
    );
    for library in [
        "libc6 (>= ",
        "libx11-6",
        "libxkbcommon-x11-0",
        "libegl1 | libgl1",
    ] {
        assert!(
            depends.contains(library),
            "Depends names {library}: {depends}"
        );
    }
    assert!(
        field("Recommends").contains("libwayland-client0"),
        "{control}"
    );

    // Unpacked as dpkg would install it.
    let root = dir.join("root");
    let output = Command::new("dpkg-deb")
        .arg("-x")
        .arg(&deb)
        .arg(&root)
        .output()
        .unwrap();
    assert!(output.status.success());
    let share = root.join("usr/share");
    let mut expected: Vec<PathBuf> = vec![
        root.join("usr/bin/bernstein"),
        share.join(format!("applications/{APP_ID}.desktop")),
        share.join(format!("mime/packages/{APP_ID}.xml")),
        share.join(format!("metainfo/{APP_ID}.metainfo.xml")),
        share.join(format!("icons/hicolor/scalable/apps/{APP_ID}.svg")),
        share.join("man/man1/bernstein.1.gz"),
        share.join("man/man1/bernstein-perft.1.gz"),
        share.join("man/man1/bernstein-tablebase.1.gz"),
        share.join("bash-completion/completions/bernstein"),
        share.join("zsh/vendor-completions/_bernstein"),
        share.join("fish/vendor_completions.d/bernstein.fish"),
        share.join("doc/bernstein/copyright"),
    ];
    for size in [16, 24, 32, 48, 64, 128, 256, 512] {
        expected.push(share.join(format!("icons/hicolor/{size}x{size}/apps/{APP_ID}.png")));
    }
    for file in &expected {
        assert!(
            file.is_file(),
            "the package installs {}",
            file.strip_prefix(&root).unwrap().display()
        );
    }
    let copyright = std::fs::read_to_string(share.join("doc/bernstein/copyright")).unwrap();
    assert!(
        copyright.contains("Permission is hereby granted, free of charge"),
        "{copyright}"
    );
    // A man page for every subcommand --help lists: as many as `bernstein manual` writes.
    let pages = std::fs::read_dir(share.join("man/man1")).unwrap().count();
    assert!(pages >= 14, "{pages} man pages");
    let mode = std::os::unix::fs::PermissionsExt::mode(
        &std::fs::metadata(root.join("usr/bin/bernstein"))
            .unwrap()
            .permissions(),
    );
    assert_eq!(mode & 0o755, 0o755, "the binary is executable");

    // Valid as installed, and recognised by the desktop's MIME database.
    run_check(
        TEST,
        Command::new(repository().join("packaging/linux/check-desktop-files"))
            .arg("--installed")
            .arg(&root)
            .env("BERNSTEIN_SAVED_GAME", saved_game(&dir)),
    );

    // The installed binary runs.
    let bernstein = || {
        let mut command = Command::new(root.join("usr/bin/bernstein"));
        command.env("BERNSTEIN_DATA_DIR", dir.join("data"));
        command
    };
    let output = bernstein().arg("--version").output().unwrap();
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stdout).trim(),
        format!("bernstein {}", env!("CARGO_PKG_VERSION"))
    );
    // Mühle's start position has 24 placements, then 24 × 23.
    let output = bernstein().args(["perft", "muehle", "2"]).output().unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stdout).trim(), "552");
}
