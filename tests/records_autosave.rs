//! The autosave survives the app being killed at any moment: a child process
//! autosaves a growing game in a loop, is killed with SIGKILL at random moments,
//! and the file left behind must always be a complete record that loads.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bernstein::records::autosave::{self, AUTOSAVE_FILE};
use bernstein::records::{Record, RecordErrorKind};
use bernstein::rules::muehle::Muehle;
use bernstein::rules::rng::SplitMix64;
use bernstein::rules::{Game, MoveList, Position};
use bernstein::system::DATA_DIR_ENV;

/// Set in the child's environment: the directory it autosaves into.
const CHILD_DIR_ENV: &str = "BERNSTEIN_AUTOSAVE_TEST_CHILD_DIR";

fn scratch_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bernstein-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Random Mühle games, each ply saved: many small writes, as the app makes them.
fn autosave_forever(dir: &Path) -> ! {
    let mut rng = SplitMix64::new(7);
    loop {
        let mut game = Game::new(Muehle::start(&Default::default(), 0));
        let mut record = Record::from_game(&game);
        for ply in 0..200 {
            let mut moves = MoveList::new();
            game.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
            game.play(mv).unwrap();
            record = Record::from_game(&game);
            // A long comment makes each write take several blocks.
            record.moves.set_comment(
                record.moves.main_line_end(),
                Some(format!("ply {ply} {}", "x".repeat(4000))),
            );
            autosave::autosave_in(dir, &record).unwrap();
        }
        let _ = record;
    }
}

/// Not a test of its own: the body of the child process of
/// `autosave_survives_kill_9`, which starts it with `--ignored --exact`. Ignored so
/// that a normal run does not count it as a passing test; it does nothing unless
/// that test starts it.
#[test]
#[ignore = "the child process of autosave_survives_kill_9, which starts it"]
fn autosave_child_process() {
    if let Some(dir) = std::env::var_os(CHILD_DIR_ENV) {
        autosave_forever(Path::new(&dir));
    }
}

#[cfg(unix)]
#[test]
fn autosave_survives_kill_9() {
    let dir = scratch_dir("autosave-kill");
    let mut rng = SplitMix64::new(99);
    let mut loaded_plies = Vec::new();
    for _round in 0..12 {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args([
                "autosave_child_process",
                "--ignored",
                "--exact",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_DIR_ENV, &dir)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the test binary can start itself");
        // Wait until the child has written at least once, then a random while.
        let started = Instant::now();
        while !dir.join(AUTOSAVE_FILE).exists() && started.elapsed() < Duration::from_secs(60) {
            std::thread::sleep(Duration::from_millis(5));
        }
        std::thread::sleep(Duration::from_millis(20 + rng.next_u64() % 200));
        child.kill().expect("SIGKILL the child"); // std's kill is SIGKILL on Unix
        child.wait().unwrap();

        let record = autosave::load_autosave_from(&dir)
            .unwrap_or_else(|error| panic!("the autosave after kill -9 does not load: {error}"))
            .expect("the autosave exists");
        let game = record
            .main_line_game::<Muehle>()
            .expect("the autosaved game replays");
        loaded_plies.push(game.moves().len());
    }
    // Leftover temporary files of killed writes are hidden and never the autosave.
    for entry in std::fs::read_dir(&dir).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            name == AUTOSAVE_FILE || name.starts_with(&format!(".{AUTOSAVE_FILE}.")),
            "stray file {name}"
        );
    }
    // The child saves after every ply, so each autosave holds at least one move;
    // kills at random moments must have caught it at different points of its games,
    // past the first ply, or the test did not kill a child in the middle of writing.
    assert!(
        loaded_plies.iter().any(|&plies| plies > 1),
        "the child never got past the first ply: {loaded_plies:?}"
    );
    let mut distinct = loaded_plies.clone();
    distinct.sort_unstable();
    distinct.dedup();
    assert!(
        distinct.len() > 1,
        "every kill found the same autosave: {loaded_plies:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn autosave_round_trips_and_reports_damage() {
    let dir = scratch_dir("autosave-basic");
    assert_eq!(autosave::load_autosave_from(&dir).unwrap(), None);
    let mut game = Game::new(Muehle::start(&Default::default(), 0));
    game.play_text("d2").unwrap();
    let record = Record::from_game(&game);
    let path = autosave::autosave_in(&dir, &record).unwrap();
    assert_eq!(path, dir.join(AUTOSAVE_FILE));
    assert_eq!(autosave::load_autosave_from(&dir).unwrap(), Some(record));

    // A damaged autosave is an error that names the file, not a panic.
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, &text[..text.len() / 2]).unwrap();
    let error = autosave::load_autosave_from(&dir).unwrap_err();
    assert_eq!(error.kind, RecordErrorKind::Damaged);
    assert!(
        error.to_string().starts_with(&path.display().to_string()),
        "{error}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn data_dir_follows_the_environment() {
    // Only this test in this binary reads the variable, so setting it is safe.
    let dir = scratch_dir("autosave-env");
    unsafe { std::env::set_var(DATA_DIR_ENV, &dir) };
    assert_eq!(autosave::data_dir().unwrap(), dir);
    assert_eq!(autosave::autosave_path().unwrap(), dir.join(AUTOSAVE_FILE));
    let game = Game::new(Muehle::start(&Default::default(), 0));
    autosave::autosave(&Record::from_game(&game)).unwrap();
    assert!(autosave::load_autosave().unwrap().is_some());
    autosave::clear_autosave().unwrap();
    assert_eq!(autosave::load_autosave().unwrap(), None);
    unsafe { std::env::remove_var(DATA_DIR_ENV) };
    let _ = std::fs::remove_dir_all(&dir);
}
