//! The real-client test: the competition's official Python client (`socha`
//! 4.3.9) plays a whole Piranhas 2026 game against `bernstein serve`, run by
//! `scripts/socha-client-test`. Where Python 3.11 or the package registry is not
//! available the script says "skipped: …" and this test prints a `SKIPPED`
//! line in the test output (the script remembers a failed set-up, so later runs
//! skip at once).

use std::process::Command;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

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
        Some(77) => support::script_skipped(
            "the_official_python_client_plays_a_whole_game_against_the_server",
            &text,
        ),
        _ => panic!("the official client's game failed:\n{text}"),
    }
}
