//! Runs `scripts/socha-crosscheck`: Bernstein's Piranhas 2026 legal moves and
//! resulting boards against the competition's own Python client (`socha` 4.3.9) on
//! the positions of random games. Where python3.11 is missing or the package
//! registry does not answer, the script says "skipped: …" and this test prints
//! a `SKIPPED` line in the test output (the script remembers a failed set-up,
//! so later runs skip at once).

use std::process::Command;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

#[test]
fn piranhas_2026_moves_agree_with_the_competitions_client() {
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/scripts/socha-crosscheck");
    let output = Command::new("bash")
        .arg(script)
        .arg(env!("CARGO_BIN_EXE_bernstein"))
        .arg("16")
        .output()
        .expect("bash runs the script");
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    match output.status.code() {
        Some(0) => assert!(stdout.contains("agree"), "{stdout}"),
        Some(77) => support::script_skipped(
            "piranhas_2026_moves_agree_with_the_competitions_client",
            &stdout,
        ),
        _ => panic!("the cross-check failed:\n{stdout}\n{stderr}"),
    }
}
