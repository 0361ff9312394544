//! The layout at the window sizes players use (a small laptop window 760x540,
//! 1024x700, a school laptop's 1366x768 and full HD), in English and German:
//! player bars whose parts never lie over each other in any state of a game,
//! dialogs that fit the window, a move list that keeps its rows, dialogs that
//! stay where they opened. Each test drives the real app through AccessKit.
#![cfg(feature = "gui")]

use std::time::{Duration, Instant};

use bernstein::app::clock::TimeControl;
use bernstein::app::i18n::Language;
use bernstein::app::{App, NewGameSettings};
use bernstein::records::PlayerKind as Player;
use bernstein::rules::GameKind;
use egui::Rect;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

/// The window sizes checked: a small laptop window, an older laptop, the most
/// common school laptop, full HD.
const SIZES: [[f32; 2]; 4] = [
    [760.0, 540.0],
    [1024.0, 700.0],
    [1366.0, 768.0],
    [1920.0, 1080.0],
];

const LANGUAGES: [Language; 2] = [Language::ENGLISH, Language::GERMAN];

fn app(dir: &TempDir, size: [f32; 2], language: Language) -> Harness<'static, App> {
    let mut harness = support::app(dir, size);
    harness.state_mut().set_language(language);
    harness.run_steps(2);
    harness
}

/// Every named thing on screen with its rect.
fn named(harness: &Harness<'static, App>) -> Vec<(String, Rect)> {
    // AccessKit keeps a label's text as its value.
    let name = |node: &egui_kittest::kittest::AccessKitNode<'_>| match node.role() {
        egui::accesskit::Role::Label => node.value(),
        _ => node.label(),
    };
    harness
        .query_all_by(|node| name(node).is_some_and(|text| !text.is_empty()))
        .map(|node| {
            (
                name(&node.accesskit_node()).unwrap_or_default(),
                node.rect(),
            )
        })
        .collect()
}

/// Whether two rects share more than an edge.
fn overlap(a: Rect, b: Rect) -> bool {
    let both = a.intersect(b);
    both.width() > 0.5 && both.height() > 0.5
}

/// The parts of each player bar (the row of a side's clock, left of the clock's
/// right end): none lies over another, and each stays inside its bar. Returns the
/// labels of the bars' parts, for the caller to check what the bars said.
fn check_bars(harness: &Harness<'static, App>, when: &str) -> Vec<String> {
    let all = named(harness);
    let clocks: Vec<Rect> = all
        .iter()
        .filter(|(label, _)| label.starts_with("Clock of ") || label.starts_with("Uhr von "))
        .map(|(_, rect)| *rect)
        .collect();
    assert_eq!(clocks.len(), 2, "two clocks {when}: {all:?}");
    let mut labels = Vec::new();
    for clock in clocks {
        // The clock's own rect is inset by 3 points in its bar.
        let bar = clock.expand(3.0);
        let parts: Vec<&(String, Rect)> = all
            .iter()
            .filter(|(_, rect)| {
                rect.center().y > bar.top()
                    && rect.center().y < bar.bottom()
                    && rect.right() <= bar.right() + 0.5
                    && rect.height() <= bar.height() + 0.5
            })
            .collect();
        let left_end = parts
            .iter()
            .map(|(_, rect)| rect.left())
            .fold(f32::INFINITY, f32::min);
        for (index, (label, rect)) in parts.iter().enumerate() {
            assert!(
                rect.top() >= bar.top() - 0.5 && rect.bottom() <= bar.bottom() + 0.5,
                "{label:?} leaves its bar {when}: {rect:?} in {bar:?}"
            );
            for (other, other_rect) in &parts[index + 1..] {
                assert!(
                    !overlap(*rect, *other_rect),
                    "{label:?} {rect:?} lies over {other:?} {other_rect:?} {when}"
                );
            }
            labels.push(label.clone());
        }
        assert!(left_end.is_finite(), "the bar has parts {when}");
    }
    labels
}

/// Frames a few milliseconds apart until `done` or `limit` has passed; the bars
/// are checked at every frame.
fn play_checking_bars(
    harness: &mut Harness<'static, App>,
    limit: Duration,
    when: &str,
    mut done: impl FnMut(&Harness<'static, App>, &[String]) -> bool,
) {
    let started = Instant::now();
    loop {
        let labels = check_bars(harness, when);
        if done(harness, &labels) || started.elapsed() > limit {
            break;
        }
        harness.step();
        std::thread::sleep(Duration::from_millis(15));
    }
}

/// A timed game against the computer from the first move to a loss on time, at
/// each size, in both languages: while the human is to move (resign and draw
/// beside a running clock), while the computer thinks (its level, the spinner and
/// the seconds), with the clock under ten seconds, and after the loss on time
/// (the result in the winner's bar) the bars' parts never lie over each other.
#[test]
fn player_bars_never_overlap_in_any_state_at_any_size() {
    for (kind, first) in [(GameKind::Muehle, "d2"), (GameKind::Ostseeschach, "a1-b2")] {
        for size in SIZES {
            for language in LANGUAGES {
                let when = format!("{kind:?} at {size:?} in {}", language.code());
                let dir = TempDir::new("layout-bars");
                let mut harness = app(&dir, size, language);
                let settings = NewGameSettings {
                    kind,
                    seed_text: "4711".to_string(),
                    players: [Player::Human, Player::Computer { level: 3 }],
                    clock: Some(TimeControl::Game {
                        base_ms: 2500,
                        increment_ms: 0,
                    }),
                    ..NewGameSettings::default()
                };
                harness.state_mut().start_new_game(settings).unwrap();
                harness.run_steps(2);
                let labels = check_bars(&harness, &format!("before the first move, {when}"));
                let resign = if language == Language::GERMAN {
                    "Aufgeben"
                } else {
                    "Resign"
                };
                assert!(
                    labels.iter().any(|label| label.contains(resign)),
                    "the human can resign {when}: {labels:?}"
                );
                // The human's first move; the computer answers; the human's clock
                // runs out.
                harness.state_mut().play_text(first).unwrap();
                let ended = |harness: &Harness<'static, App>| {
                    harness
                        .state()
                        .record()
                        .is_some_and(|record| record.result.is_some())
                };
                play_checking_bars(
                    &mut harness,
                    Duration::from_secs(30),
                    &format!("during the game, {when}"),
                    |harness, _| ended(harness),
                );
                assert!(ended(&harness), "the game ended on time {when}");
                harness.run_steps(2);
                let labels = check_bars(&harness, &format!("after the loss on time, {when}"));
                let wins = if language == Language::GERMAN {
                    "gewinnt"
                } else {
                    "wins"
                };
                assert!(
                    labels.iter().any(|label| label.contains(wins)),
                    "the winner's bar says so {when}: {labels:?}"
                );
            }
        }
    }
}

fn replace_text(harness: &mut Harness<'static, App>, label: &str, text: &str) {
    harness.get_by_label(label).focus();
    harness.run_steps(1);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    harness.run_steps(1);
    harness.get_by_label(label).type_text(text);
    harness.run_steps(2);
}

fn rect_of(harness: &Harness<'static, App>, label: &str) -> Rect {
    harness.get_by_label(label).rect()
}

/// The new-game dialog grows and shrinks as the clock's rows come and go; its
/// top stays where it opened, so the next click lands where the user aimed.
#[test]
fn the_new_game_dialog_keeps_its_top_left_when_its_height_changes() {
    let dir = TempDir::new("layout-new-game");
    let mut harness = app(&dir, [1920.0, 1080.0], Language::ENGLISH);
    harness
        .state_mut()
        .show_new_game_dialog(NewGameSettings::default());
    harness.run_steps(4);
    let opened = rect_of(&harness, "No clock");
    harness.get_by_label("Minutes + increment").click();
    harness.run_steps(4);
    assert_eq!(
        rect_of(&harness, "No clock"),
        opened,
        "with the clock's rows"
    );
    harness.get_by_label("No clock").click();
    harness.run_steps(4);
    assert_eq!(rect_of(&harness, "No clock"), opened, "without them again");
}

fn editor_for_muehle(size: [f32; 2], name: &str) -> (TempDir, Harness<'static, App>) {
    let dir = TempDir::new(name);
    let mut harness = app(&dir, size, Language::ENGLISH);
    support::show_game(&mut harness, GameKind::Muehle, &["d2"]);
    harness.state_mut().open_position_editor();
    harness.run_steps(4);
    (dir, harness)
}

/// At 760x540 the position editor lies inside the window: every point of the
/// board, and the position text; what is below scrolls.
#[test]
fn the_position_editor_fits_a_small_window() {
    let (_dir, harness) = editor_for_muehle([760.0, 540.0], "layout-editor-small");
    let window = Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(760.0, 540.0));
    // The main board's points bear the same names; each must be inside.
    for point in ["a7", "g7", "a1", "g1"] {
        let rects: Vec<Rect> = harness
            .query_all_by_label(point)
            .map(|node| node.rect())
            .collect();
        assert_eq!(rects.len(), 2, "{point} on the board and in the editor");
        for rect in rects {
            assert!(
                window.contains_rect(rect),
                "{point} {rect:?} lies inside the window"
            );
        }
    }
    let text = rect_of(&harness, "Position text");
    assert!(
        text.left() >= 0.0 && text.right() <= 760.0,
        "the position text is not cut at the sides: {text:?}"
    );
}

/// The editor's window keeps its top-left while a message below the position
/// text changes its height; a text that cannot be read says why.
#[test]
fn the_editor_stays_put_and_says_why_a_text_cannot_be_read() {
    let (_dir, mut harness) = editor_for_muehle([1366.0, 768.0], "layout-editor-why");
    let before = rect_of(&harness, "Position text");
    replace_text(&mut harness, "Position text", "WW./.B./... w 9:9 0 1");
    let message = harness
        .query_all_by(|node| {
            node.value()
                .is_some_and(|value| value.starts_with("Could not read that position text"))
        })
        .next()
        .map(|node| node.accesskit_node().value().unwrap_or_default())
        .expect("a message about the text");
    assert!(
        message.starts_with("Could not read that position text: ") && message.len() > 70,
        "the message says why: {message:?}"
    );
    let after = rect_of(&harness, "Position text");
    assert_eq!(after.min, before.min, "the editor did not move");
}

/// The rect of the thing named or saying `text` (a label's text is its value).
fn rect_of_text(harness: &Harness<'static, App>, text: &str) -> Option<Rect> {
    harness
        .query_all_by(|node| {
            node.label().as_deref() == Some(text) || node.value().as_deref() == Some(text)
        })
        .map(|node| node.rect())
        .next()
}

/// A dialog's title stands in the window, and its button, scrolled to where the
/// dialog scrolls, lies whole inside it.
fn check_fits(harness: &mut Harness<'static, App>, title: &str, button: &str, when: &str) {
    let window = Rect::from_min_size(egui::Pos2::ZERO, harness.ctx.content_rect().size());
    let heading = rect_of_text(harness, title).unwrap_or_else(|| panic!("{title:?} shown {when}"));
    assert!(
        window.contains_rect(heading),
        "{title:?} {heading:?} in the window {when}"
    );
    // The dialog's button (a toolbar's of the same name comes first).
    harness
        .query_all_by_label(button)
        .last()
        .unwrap_or_else(|| panic!("{button:?} shown {when}"))
        .scroll_to_me();
    harness.run_steps(3);
    let rect = harness
        .query_all_by_label(button)
        .last()
        .expect("the button")
        .rect();
    assert!(
        window.contains_rect(rect),
        "{button:?} {rect:?} in the window {when}"
    );
    let heading = rect_of_text(harness, title).expect("the title");
    assert!(
        heading.left() >= 0.0 && heading.right() <= window.right(),
        "{title:?} not cut at the sides {when}"
    );
}

/// Every dialog fits a 760x540 window, or scrolls so that its buttons are in
/// reach, in both languages: the new game, the test series, the position editor
/// (Mühle), a program over the network, a position from text, a path, a picture.
#[test]
fn every_dialog_fits_or_scrolls_in_a_small_window() {
    use bernstein::app::strings as s;
    for language in LANGUAGES {
        let when = format!("at 760x540 in {}", language.code());
        let dir = TempDir::new("layout-dialogs");
        let mut harness = app(&dir, [760.0, 540.0], language);
        support::show_game(&mut harness, GameKind::Muehle, &["d2"]);
        let close = |harness: &mut Harness<'static, App>| {
            harness.key_press(egui::Key::Escape);
            harness.run_steps(3);
        };

        harness.state_mut().show_new_game_dialog(NewGameSettings {
            kind: GameKind::Muehle,
            ..NewGameSettings::default()
        });
        harness.run_steps(4);
        check_fits(
            &mut harness,
            &s::NEW_GAME_TITLE.to_string(),
            &s::START_GAME.to_string(),
            &when,
        );
        close(&mut harness);

        let ctx = harness.ctx.clone();
        harness.state_mut().show_series_dialog(&ctx);
        harness.run_steps(4);
        check_fits(
            &mut harness,
            &s::SERIES_TITLE.to_string(),
            &s::HOST_START.to_string(),
            &when,
        );
        close(&mut harness);

        harness.state_mut().show_network_dialog();
        harness.run_steps(4);
        check_fits(
            &mut harness,
            &s::HOST_TITLE.to_string(),
            &s::HOST_START.to_string(),
            &when,
        );
        close(&mut harness);

        harness
            .get_by_label(&s::LOAD_FROM_TEXT_SHORT.to_string())
            .click();
        harness.run_steps(4);
        check_fits(
            &mut harness,
            &s::LOAD_FROM_TEXT_TITLE.to_string(),
            &s::LOAD.to_string(),
            &when,
        );
        close(&mut harness);

        harness.get_by_label(&s::MENU_GAME.to_string()).click();
        harness.run_steps(2);
        harness.get_by_label(&s::OPEN_PATH.to_string()).click();
        harness.run_steps(4);
        check_fits(
            &mut harness,
            &s::PATH_TITLE_OPEN.to_string(),
            &s::OPEN.to_string(),
            &when,
        );
        close(&mut harness);

        harness.state_mut().show_picture_dialog();
        harness.run_steps(4);
        check_fits(
            &mut harness,
            &s::PICTURE_TITLE.to_string(),
            &s::PICTURE_SAVE.to_string(),
            &when,
        );
        close(&mut harness);

        harness.state_mut().open_position_editor();
        harness.run_steps(4);
        check_fits(
            &mut harness,
            &s::EDIT_POSITION_TITLE.to_string(),
            &s::EDITOR_APPLY.to_string(),
            &when,
        );
    }
}
