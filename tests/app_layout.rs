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
