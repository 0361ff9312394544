//! `bernstein image`: a position drawn as SVG or PNG from the command line, with
//! moves played and the last marked, arrows and circles, coordinates on or off;
//! wrong input says what is wrong and writes nothing.

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;

use std::path::Path;
use std::process::Output;

use bernstein::diagram::marks::{mark_color, palette};
use bernstein::records::MarkColor;
use support::TempDir;

fn image(dir: &Path, args: &[&str]) -> Output {
    support::bernstein_command()
        .arg("image")
        .args(args)
        .current_dir(dir)
        .output()
        .expect("bernstein runs")
}

fn hex(color: egui::Color32) -> String {
    let [r, g, b, _] = color.to_srgba_unmultiplied();
    format!("#{r:02x}{g:02x}{b:02x}")
}

#[test]
fn a_position_with_moves_arrows_and_circles_as_svg() {
    let dir = TempDir::new("cli-image-svg");
    let out = image(
        &dir,
        &[
            "muehle",
            "d2",
            "g7",
            "--arrow",
            "d2-a1:red",
            "--circle",
            "g7:blue",
            "--out",
            "board.svg",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("wrote board.svg"));
    let svg = std::fs::read_to_string(dir.join("board.svg")).unwrap();
    assert!(svg.starts_with("<svg"));
    for color in [
        mark_color(MarkColor::Red),
        mark_color(MarkColor::Blue),
        palette::LAST_MOVE,
    ] {
        assert!(svg.contains(&hex(color)), "{} in the picture", hex(color));
    }
    // Coordinates are drawn as outlines: fewer paths without them.
    let out = image(&dir, &["muehle", "--no-coordinates", "--out", "plain.svg"]);
    assert!(out.status.success());
    let plain = std::fs::read_to_string(dir.join("plain.svg")).unwrap();
    let with = image(&dir, &["muehle", "--out", "coordinates.svg"]);
    assert!(with.status.success());
    let coordinates = std::fs::read_to_string(dir.join("coordinates.svg")).unwrap();
    assert_eq!(
        coordinates.matches("<path").count() - plain.matches("<path").count(),
        14,
        "a–g and 1–7"
    );
}

#[test]
fn a_png_has_the_size_asked_for() {
    let dir = TempDir::new("cli-image-png");
    let out = image(
        &dir,
        &[
            "piranhas-2026",
            "--seed",
            "4711",
            "--size",
            "300",
            "--flip",
            "--out",
            "fish.png",
        ],
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let png = std::fs::read(dir.join("fish.png")).unwrap();
    assert_eq!(&png[1..4], b"PNG");
    let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
    // The board and the room its shadow needs.
    assert_eq!((width, height), (312, 312));
}

#[test]
fn wrong_input_says_what_is_wrong_and_writes_nothing() {
    let dir = TempDir::new("cli-image-errors");
    for (args, says) in [
        (
            &["ostseeschach", "--out", "board.gif"][..],
            "must end in .svg or .png",
        ),
        (
            &["ostseeschach", "z9", "--out", "board.svg"][..],
            "illegal z9",
        ),
        (
            &["ostseeschach", "--arrow", "a1-z9", "--out", "board.svg"][..],
            "no square 'z9'",
        ),
        (
            &[
                "ostseeschach",
                "--circle",
                "e4:purple",
                "--out",
                "board.svg",
            ][..],
            "unknown colour 'purple'",
        ),
        (
            &["muehle", "--position", "nonsense", "--out", "board.png"][..],
            "bad position",
        ),
        (
            &["muehle", "--size", "1", "--out", "board.png"][..],
            "--size 1",
        ),
    ] {
        let out = image(&dir, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(says), "{args:?}: {stderr}");
    }
    assert_eq!(std::fs::read_dir(&*dir).unwrap().count(), 0);
}
