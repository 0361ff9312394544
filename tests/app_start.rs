//! Starting the app where it cannot open a window: one clear sentence that says what
//! is missing and how to try it headless, instead of the windowing library's error.
#![cfg(feature = "gui")]

use std::process::Command;

#[test]
fn without_a_display_the_app_says_what_is_missing() {
    let output = Command::new(env!("CARGO_BIN_EXE_bernstein"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "a usage error: {stderr}");
    assert!(
        stderr.contains("no display found") && stderr.contains("xvfb-run"),
        "says what is missing and how to go on: {stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "one sentence: {stderr}");
}

/// The settings (language, window size, the dialogs' last choices) are kept in the
/// data directory with the autosave, so `BERNSTEIN_DATA_DIR` moves them too.
#[test]
fn the_settings_are_kept_in_the_data_directory() {
    let dir = std::path::Path::new("/somewhere/bernstein-data");
    let options = bernstein::app::native_options(Some(dir));
    assert_eq!(options.persistence_path, Some(dir.join("app.ron")));
}
