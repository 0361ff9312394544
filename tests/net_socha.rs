//! The real-client tests: the competition's official Python client (`socha`
//! 4.3.9) plays a whole Piranhas 2026 game against `bernstein serve`, run by
//! `scripts/socha-client-test`, and a short test series of `bernstein test`,
//! run by `scripts/socha-series-test`. Where Python 3.11 or the package registry is not
//! available the script says "skipped: …" and so does this test.

use std::process::Command;

#[test]
fn the_official_python_client_plays_a_whole_game_against_the_server() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/socha-client-test");
    let output = Command::new(script)
        .arg(env!("CARGO_BIN_EXE_bernstein"))
        .output()
        .expect("the script runs");
    let text = String::from_utf8_lossy(&output.stdout);
    match output.status.code() {
        Some(0) => assert!(
            text.contains("the official client played a whole game"),
            "{text}"
        ),
        Some(77) => println!("{}", text.trim()),
        _ => panic!("the official client's game failed:\n{text}"),
    }
}

/// A short round robin of real programs under `bernstein test`: the official
/// Python client with a few lines of logic, `bernstein client` and the engine,
/// run by `scripts/socha-series-test` (skipped as above).
#[test]
fn the_official_python_client_plays_a_test_series() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/socha-series-test");
    let output = Command::new(script)
        .arg(env!("CARGO_BIN_EXE_bernstein"))
        .output()
        .expect("the script runs");
    let text = String::from_utf8_lossy(&output.stdout);
    match output.status.code() {
        Some(0) => {
            assert!(
                text.contains("the official client played a series"),
                "{text}"
            );
            assert!(text.contains("game 6: "), "{text}");
            assert!(text.contains("crosstable"), "{text}");
        }
        Some(77) => println!("{}", text.trim()),
        _ => panic!("the official client's series failed:\n{text}"),
    }
}
