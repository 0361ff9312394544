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

/// The window's app id is the one name the desktop file, the icon and the
/// metainfo use, so the desktop matches the window to its menu entry and icon.
#[test]
fn the_window_is_named_and_drawn_as_the_desktop_files_say() {
    let options = bernstein::app::native_options(None);
    let app_id = bernstein::app::APP_ID;
    assert_eq!(options.viewport.app_id.as_deref(), Some(app_id));
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let desktop =
        std::fs::read_to_string(root.join(format!("packaging/linux/{app_id}.desktop"))).unwrap();
    assert!(
        desktop
            .lines()
            .any(|line| line == format!("StartupWMClass={app_id}"))
    );
    assert!(desktop.lines().any(|line| line == format!("Icon={app_id}")));

    // The 128-pixel icon the package installs (the 256-pixel one is larger than
    // an X11 request may be: the window would show none), opaque where the amber
    // is and clear in the corners.
    let icon = options.viewport.icon.expect("the window has an icon");
    assert_eq!((icon.width, icon.height), (128, 128));
    assert_eq!(*icon, bernstein::app::window_icon());
    let alpha = |x: usize, y: usize| icon.rgba[(y * 128 + x) * 4 + 3];
    assert_eq!(alpha(0, 0), 0, "a clear corner");
    assert_eq!(alpha(64, 100), 255, "the amber");
    // As X11 cardinals (width, height, a pixel each) with the request's header,
    // within the 262,140 bytes of one request.
    let request = (2 + icon.width as usize * icon.height as usize) * 4 + 24;
    assert!(request <= 65_535 * 4, "{request} bytes: too large for X11");
    let installed = root.join(format!("assets/icon/hicolor/128x128/apps/{app_id}.png"));
    assert!(installed.is_file());
}

/// The app id changed from "bernstein" to the reverse-domain name; the settings
/// must stay where earlier versions kept them (`~/.local/share/bernstein/app.ron`
/// on Linux), although the windowing library would name its folder after the new
/// id. Run in a child process with a home directory of its own, so that the
/// platform's directories are computed as for a user.
#[test]
fn the_settings_stay_where_earlier_versions_kept_them() {
    const CHILD: &str = "BERNSTEIN_TEST_SETTINGS_CHILD";
    if std::env::var_os(CHILD).is_some() {
        let data_dir = bernstein::records::autosave::data_dir().ok();
        let settings = bernstein::app::native_options(data_dir.as_deref()).persistence_path;
        let earlier = eframe::storage_dir("bernstein").map(|dir| dir.join("app.ron"));
        assert_eq!(
            settings, earlier,
            "where eframe kept them under the old app id"
        );
        assert_ne!(
            settings,
            eframe::storage_dir(bernstein::app::APP_ID).map(|dir| dir.join("app.ron"))
        );
        if cfg!(target_os = "linux") {
            let expected = std::path::Path::new("/home/anna/.local/share/bernstein/app.ron");
            assert_eq!(settings.as_deref(), Some(expected));
        }
        // No data directory found: the settings still go where they were.
        assert_eq!(bernstein::app::settings_path(None), earlier);
        return;
    }
    let output = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "the_settings_stay_where_earlier_versions_kept_them",
            "--nocapture",
        ])
        .env(CHILD, "1")
        .env("HOME", "/home/anna")
        .env_remove("XDG_DATA_HOME")
        .env_remove("BERNSTEIN_DATA_DIR")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{text}");
    assert!(text.contains("1 passed"), "the child ran the test: {text}");
}
