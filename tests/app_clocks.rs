//! Clocks in the app: the new-game dialog offers the time controls, a timed game
//! shows both sides' clocks, a side's clock starts with its first move (nobody
//! loses on time before moving, as on lichess), a human whose time runs out loses
//! (the reason shown and recorded), the computer plays within a tiny clock without
//! running out, looking at an earlier move stops the clock, and a take back gives
//! the time back. Plus a picture of a timed game in a small window.
#![cfg(feature = "gui")]

use std::time::{Duration, Instant};

use bernstein::app::clock::TimeControl;
use bernstein::app::open_game::Nav;
use bernstein::app::{App, NewGameSettings};
use bernstein::records::{GameResult, PlayerKind as Player};
use bernstein::rules::{GameKind, Side};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

fn harness(name: &str, size: [f32; 2]) -> (TempDir, Harness<'static, App>) {
    support::quiet_graphics();
    let dir = TempDir::new(&format!("clocks-{name}"));
    let data_dir = dir.to_path_buf();
    let mut harness = Harness::builder()
        .with_size(size)
        .build_eframe(move |cc| App::with_data_dir(cc, Some(data_dir)));
    harness.run_steps(2);
    (dir, harness)
}

fn timed_game(harness: &mut Harness<'static, App>, players: [Player; 2], clock: TimeControl) {
    timed_game_of(harness, GameKind::Muehle, players, clock);
}

fn timed_game_of(
    harness: &mut Harness<'static, App>,
    kind: GameKind,
    players: [Player; 2],
    clock: TimeControl,
) {
    let settings = NewGameSettings {
        kind,
        players,
        clock: Some(clock),
        ..NewGameSettings::default()
    };
    harness.state_mut().start_new_game(settings).unwrap();
    harness.run_steps(2);
}

fn left(harness: &Harness<'static, App>, side: Side) -> Duration {
    harness
        .state()
        .session()
        .and_then(|game| game.clock_left(side))
        .expect("a timed game")
}

/// Frames (each a few milliseconds apart) until `done` or `limit` has passed.
fn step_until(
    harness: &mut Harness<'static, App>,
    limit: Duration,
    mut done: impl FnMut(&Harness<'static, App>) -> bool,
) {
    let started = Instant::now();
    while !done(harness) && started.elapsed() < limit {
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// What the dialog says of a clock's start.
const FIRST_MOVE_FREE: &str = "As on lichess, a side's clock starts after its first move: the first move of each side costs no time.";

#[test]
fn the_dialog_offers_time_controls_and_the_game_shows_both_clocks() {
    let (_dir, mut harness) = harness("dialog", [1280.0, 820.0]);
    let settings = NewGameSettings {
        kind: GameKind::Muehle,
        players: [Player::Human, Player::Human],
        ..NewGameSettings::default()
    };
    harness.state_mut().show_new_game_dialog(settings);
    harness.run_steps(2);
    for choice in ["No clock", "Minutes + increment", "Time per move"] {
        harness.get_by_label(choice);
    }
    harness.get_by_label("Time per move").click();
    harness.run_steps(4);
    harness.get_by_label("Seconds per move");
    harness.get_by_label(FIRST_MOVE_FREE);
    harness.get_by_label("Minutes + increment").click();
    harness.run_steps(4);
    harness.get_by_label(FIRST_MOVE_FREE);
    harness.get_by_label("Minutes per game");
    harness.get_by_label("Increment per move in seconds");
    harness.get_by_label("3+2").click();
    harness.run_steps(2);
    harness.get_by_label("Start game").click();
    harness.run_steps(3);
    // White is to move, and its clock runs; Black's stands at the full three minutes.
    harness.get_by_label("Clock of Black: 3:00");
    assert_eq!(
        harness
            .query_all_by_label_contains("Clock of White: ")
            .count(),
        1,
        "White's clock is shown"
    );
    assert!(left(&harness, Side::First) <= Duration::from_secs(180));
    // The choice is remembered for the next game.
    assert_eq!(
        harness.state().new_game_settings().clock,
        Some(TimeControl::Game {
            base_ms: 180_000,
            increment_ms: 2000
        })
    );
}

/// Some legal move of the Ostseeschach position shown.
fn a_sea_move(harness: &Harness<'static, App>) -> String {
    use bernstein::rules::Position;
    use bernstein::rules::ostseeschach::Ostseeschach;
    let game = harness.state().session().expect("a game");
    let text = game.position_text(game.current());
    let position = Ostseeschach::from_text(&text, &Default::default()).unwrap();
    let mut moves = bernstein::rules::MoveList::new();
    position.legal_moves(&mut moves);
    position.move_to_text(moves[0])
}

/// Ostseeschach with 5 s a move: the human thinks longer than that over the
/// first move and does not lose on time (the first move of each side is free of
/// the clock), the clock standing at its full time meanwhile.
#[test]
fn a_human_does_not_lose_on_time_before_the_first_move() {
    let (_dir, mut harness) = harness("first-move", [1280.0, 820.0]);
    let five_seconds = TimeControl::PerMove { ms: 5000 };
    timed_game_of(
        &mut harness,
        GameKind::Ostseeschach,
        [Player::Human, Player::Human],
        five_seconds,
    );
    step_until(&mut harness, Duration::from_millis(5600), |harness| {
        harness.query_by_label("Red lost on time").is_some()
    });
    assert!(harness.query_by_label("Red lost on time").is_none());
    assert_eq!(harness.state().record().unwrap().result, None);
    harness.get_by_label("Clock of Red: 0:05.0");
    assert_eq!(left(&harness, Side::First), Duration::from_secs(5));
    let first = a_sea_move(&harness);
    harness.state_mut().play_text(&first).unwrap();
    harness.run_steps(2);
    assert_eq!(left(&harness, Side::First), Duration::from_secs(5));
    assert_eq!(left(&harness, Side::Second), Duration::from_secs(5));
}

/// Mühle 5+3: the clocks read 5:00 before anyone moved, however long White
/// thinks, and still after each side's first move (no increment for a move that
/// cost nothing); White's second move is the first the clock counts.
#[test]
fn the_clocks_read_their_full_time_until_each_side_has_moved() {
    let (_dir, mut harness) = harness("full-time", [1280.0, 820.0]);
    let blitz = TimeControl::Game {
        base_ms: 300_000,
        increment_ms: 3000,
    };
    timed_game(&mut harness, [Player::Human, Player::Human], blitz);
    for _ in 0..120 {
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    harness.get_by_label("Clock of White: 5:00");
    harness.get_by_label("Clock of Black: 5:00");
    assert_eq!(left(&harness, Side::First), Duration::from_secs(300));
    harness.state_mut().play_text("d2").unwrap();
    for _ in 0..50 {
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(left(&harness, Side::First), Duration::from_secs(300));
    assert_eq!(left(&harness, Side::Second), Duration::from_secs(300));
    harness.state_mut().play_text("g7").unwrap();
    harness.run_steps(2);
    assert_eq!(left(&harness, Side::Second), Duration::from_secs(300));
    let record = harness.state().record().unwrap();
    for node in record.moves.main_line() {
        assert_eq!(record.moves.annotation(node).unwrap().clock, Some(300_000));
    }
    for _ in 0..30 {
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert!(left(&harness, Side::First) < Duration::from_secs(300));
}

#[test]
fn a_human_out_of_time_loses_and_the_record_says_so() {
    let (_dir, mut harness) = harness("flag", [1280.0, 820.0]);
    let tiny = TimeControl::Game {
        base_ms: 300,
        increment_ms: 0,
    };
    timed_game(&mut harness, [Player::Human, Player::Human], tiny);
    // Each side's first move is free of the clock; White's second is not.
    harness.state_mut().play_text("d2").unwrap();
    harness.state_mut().play_text("g7").unwrap();
    step_until(&mut harness, Duration::from_secs(10), |harness| {
        harness.query_by_label("White lost on time").is_some()
    });
    harness.get_by_label("White lost on time");
    assert_eq!(left(&harness, Side::First), Duration::ZERO);
    let record = harness.state().record().unwrap();
    assert_eq!(
        record.result,
        Some(GameResult::Declared {
            winner: Some(Side::Second),
            reason: "time forfeit".into()
        })
    );
    let pgn = bernstein::records::pgn::write_pgn(&record);
    assert!(pgn.contains("[Termination \"time forfeit\"]"), "{pgn}");
    assert!(pgn.contains("[TimeControl \"0.3\"]"), "{pgn}");
    // No move after the flag; a take back gives the game back, with the time.
    assert!(harness.state_mut().play_text("a1").is_err());
    harness.state_mut().take_back();
    harness.run_steps(1);
    assert!(harness.query_by_label("White lost on time").is_none());
    assert!(left(&harness, Side::First) > Duration::from_millis(200));
}

/// A game lost on time comes back after a restart with the loser's clock at zero
/// and the winner's as it stood, not with the time the loser had at the start of
/// the turn it lost on.
#[test]
fn a_game_lost_on_time_comes_back_with_its_clocks_as_they_were() {
    let (dir, mut harness) = harness("flag-restored", [1280.0, 820.0]);
    let tiny = TimeControl::Game {
        base_ms: 3000,
        increment_ms: 0,
    };
    timed_game(&mut harness, [Player::Human, Player::Human], tiny);
    harness.state_mut().play_text("d2").unwrap();
    harness.state_mut().play_text("g7").unwrap();
    step_until(&mut harness, Duration::from_secs(10), |harness| {
        harness.query_by_label("White lost on time").is_some()
    });
    harness.get_by_label("White lost on time");
    let black_then = left(&harness, Side::Second);
    assert_eq!(left(&harness, Side::First), Duration::ZERO);
    harness.state_mut().flush_autosave();
    drop(harness);

    let data_dir = dir.to_path_buf();
    let mut again = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(move |cc| App::with_data_dir(cc, Some(data_dir)));
    again.run_steps(3);
    again.get_by_label("White lost on time");
    assert_eq!(left(&again, Side::First), Duration::ZERO, "White's clock");
    assert_eq!(left(&again, Side::Second), black_then, "Black's clock");
    again.get_by_label("Clock of White: 0:00.0");
}

#[test]
fn the_computer_plays_within_a_tiny_clock_without_running_out() {
    let (_dir, mut harness) = harness("computer", [1280.0, 820.0]);
    let tiny = TimeControl::Game {
        base_ms: 1000,
        increment_ms: 1000,
    };
    let computer = Player::Computer { level: 6 };
    timed_game(&mut harness, [computer, computer], tiny);
    let moves = |harness: &Harness<'static, App>| {
        harness
            .state()
            .session()
            .map_or(0, |game| game.tree().main_line().len())
    };
    step_until(&mut harness, Duration::from_secs(60), |harness| {
        moves(harness) >= 8
    });
    let record = harness.state().record().unwrap();
    assert_eq!(record.result, None, "nobody ran out of time");
    assert!(moves(&harness) >= 8, "the computers went on playing");
    for node in record.moves.main_line() {
        let clock = record.moves.annotation(node).unwrap().clock;
        assert!(
            clock.is_some_and(|ms| ms > 0),
            "each move kept time left: {clock:?}"
        );
    }
}

#[test]
fn looking_at_an_earlier_move_stops_the_clock_and_a_take_back_gives_time_back() {
    let (_dir, mut harness) = harness("navigate", [1280.0, 820.0]);
    let minute = TimeControl::Game {
        base_ms: 60_000,
        increment_ms: 0,
    };
    timed_game(&mut harness, [Player::Human, Player::Human], minute);
    // The first moves are free of the clock: Black's clock runs from its second.
    for text in ["d2", "g7", "a1"] {
        harness.state_mut().play_text(text).unwrap();
    }
    harness.run_steps(2);
    let before = left(&harness, Side::Second);
    harness.state_mut().navigate(Nav::Back);
    for _ in 0..40 {
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    harness.state_mut().navigate(Nav::End);
    harness.run_steps(1);
    let after = left(&harness, Side::Second);
    assert!(
        before.saturating_sub(after) < Duration::from_millis(250),
        "Black's clock stood while an earlier move was shown: {before:?} → {after:?}"
    );
    // Black thinks a while and moves; taking the move back gives Black its time back.
    for _ in 0..30 {
        harness.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    let thought = left(&harness, Side::Second);
    harness.state_mut().play_text("g1").unwrap();
    harness.state_mut().take_back();
    harness.run_steps(1);
    let again = left(&harness, Side::Second);
    assert!(
        again > thought + Duration::from_millis(150),
        "the take back restored Black's time: {thought:?} → {again:?}"
    );
}

#[test]
fn timed_game_snapshot() {
    let (_dir, mut harness) = harness("snapshot", [1024.0, 700.0]);
    let blitz = TimeControl::Game {
        base_ms: 300_000,
        increment_ms: 3000,
    };
    timed_game(&mut harness, [Player::Human, Player::Human], blitz);
    for text in ["d2", "g7", "a1"] {
        harness.state_mut().play_text(text).unwrap();
    }
    // An earlier move shown: both clocks stand at the times the moves left.
    harness.state_mut().navigate(Nav::Back);
    harness.run_steps(30);
    harness.snapshot("app_clocks");
}
