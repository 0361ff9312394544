//! "Play against a program…" driven like a user: the dialog's choices are
//! reachable by name in English and German; starting shows the waiting screen
//! with the port and the bot's command line; Cancel frees the port; a scripted
//! bot joins over TCP and plays whole games against the computer and against the
//! user's moves, which show in the move list, end with the competition's result
//! and its cause, and can be saved with the players' names.
#![cfg(feature = "gui")]

use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::Path;
use std::thread;
use std::time::{Duration, Instant};

use bernstein::app::App;
use bernstein::app::i18n::Language;
use bernstein::app::network::{HostChoices, OtherSide, Phase};
use bernstein::net::Season;
use bernstein::net::framing::MessageReader;
use bernstein::net::message::{ServerMessage, read_server_message};
use bernstein::records::replay::xml::Node;
use bernstein::records::{self, GameResult, PlayerKind};
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::{GameKind, MoveList, Position};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

#[allow(dead_code)] // each test file uses part of the shared helpers
mod support;
use support::TempDir;

fn harness(dir: &Path) -> Harness<'static, App> {
    let mut harness = support::app(dir, [1280.0, 820.0]);
    // A game on screen (a fixed setup, for the pictures), away from the
    // new-game dialog the app opens with.
    support::show_game(&mut harness, GameKind::Ostseeschach, &[]);
    harness
}

/// A port no one listens on: the system's choice for a listener dropped at once.
fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start(harness: &mut Harness<'static, App>, port: u16, other_side: OtherSide) {
    let choices = HostChoices {
        kind: GameKind::Piranhas,
        port_text: port.to_string(),
        other_side,
        time_limits: false,
        error: None,
        seed: Some(4711),
    };
    let ctx = harness.ctx.clone();
    harness.state_mut().start_hosting(&ctx, choices);
    harness.run_steps(3);
}

/// Steps frames until `done` or the deadline (the server runs on its threads).
fn run_until(harness: &mut Harness<'static, App>, done: impl Fn(&App) -> bool) {
    let deadline = Instant::now() + Duration::from_secs(180);
    while !done(harness.state()) {
        assert!(
            Instant::now() < deadline,
            "the hosted game went on too long"
        );
        harness.step();
        thread::sleep(Duration::from_millis(5));
    }
    harness.run_steps(3);
}

#[test]
fn the_dialog_s_choices_are_reachable_by_name_in_both_languages() {
    let dir = TempDir::new("network-dialog");
    let mut harness = harness(&dir);
    harness.get_by_label("Game").click();
    harness.run_steps(2);
    harness.get_by_label("Play against a program…").click();
    harness.run_steps(3);
    assert!(
        harness
            .query_by_role_and_label(egui::Role::TextInput, "Port")
            .is_some()
    );
    for label in [
        "You, with the mouse",
        "The computer",
        "Computer level",
        "Start",
        "Cancel",
    ] {
        assert!(harness.query_by_label(label).is_some(), "{label}");
    }
    for kind in bernstein::net::SEASON_KINDS {
        assert!(
            harness
                .query_by_role_and_label(egui::Role::RadioButton, kind.name())
                .is_some(),
            "{kind:?}"
        );
    }
    assert!(
        harness.query_by_label("Mühle").is_none(),
        "only the competition's games"
    );
    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(3);
    for label in [
        "Du, mit der Maus",
        "Der Computer",
        "Stufe des Computers",
        "Starten",
        "Abbrechen",
    ] {
        assert!(harness.query_by_label(label).is_some(), "{label}");
    }
    harness.get_by_label("Abbrechen").click();
    harness.run_steps(3);
    assert!(
        harness.query_by_label("Starten").is_none(),
        "the dialog closes"
    );
}

/// Starts hosting from the dialog on a port another program listens on; the
/// dialog stays, and the port is returned.
fn start_on_a_busy_port(harness: &mut Harness<'static, App>) -> u16 {
    harness.state_mut().show_network_dialog();
    let busy = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = busy.local_addr().unwrap().port();
    start(harness, port, OtherSide::User);
    assert!(harness.state().hosting().is_none());
    port
}

#[test]
fn a_bad_or_busy_port_is_a_message_in_the_dialog() {
    let dir = TempDir::new("network-port");
    let mut harness = harness(&dir);
    let port = start_on_a_busy_port(&mut harness);
    assert!(
        harness
            .query_by_label_contains(&format!("Port {port} cannot be opened"))
            .is_some()
    );
    let ctx = harness.ctx.clone();
    harness.state_mut().start_hosting(
        &ctx,
        HostChoices {
            port_text: "70000".to_string(),
            ..HostChoices::default()
        },
    );
    harness.run_steps(2);
    assert!(
        harness
            .query_by_label("The port must be a number from 1 to 65535.")
            .is_some()
    );
}

/// Why the server cannot start reads German in the German app: the network
/// layer's error is a message of the catalogue, worded in the app's language.
#[test]
fn a_german_user_reads_why_the_server_cannot_start_in_german() {
    let dir = TempDir::new("network-port-german");
    let mut harness = harness(&dir);
    harness.state_mut().set_language(Language::GERMAN);
    let port = start_on_a_busy_port(&mut harness);
    assert!(
        harness
            .query_by_label_contains(&format!("Port {port} lässt sich nicht öffnen"))
            .is_some()
    );
    for english in ["cannot", "listen", "Address", "in use"] {
        assert!(
            harness.query_by_label_contains(english).is_none(),
            "English in the German dialog: {english}"
        );
    }
}

#[test]
fn waiting_shows_the_port_and_the_command_and_cancel_frees_the_port() {
    let dir = TempDir::new("network-cancel");
    let mut harness = harness(&dir);
    let before = harness.state().session().map(|game| game.start_text());
    let port = free_port();
    start(&mut harness, port, OtherSide::Computer(1));
    assert!(
        harness
            .query_by_label(&format!("Waiting for a program to connect on port {port}"))
            .is_some()
    );
    assert!(
        harness
            .query_by_label(&format!("python logic.py --host 127.0.0.1 --port {port}"))
            .is_some()
    );
    assert!(
        harness
            .query_by_label(&format!(
                "java -jar <bot>.jar --host 127.0.0.1 --port {port}"
            ))
            .is_some()
    );
    harness.get_by_label("Cancel").click();
    harness.run_steps(3);
    assert!(harness.state().hosting().is_none());
    assert_eq!(
        harness.state().session().map(|game| game.start_text()),
        before,
        "the game on screen stays"
    );
    let deadline = Instant::now() + Duration::from_secs(5);
    while TcpListener::bind(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "the port is freed");
        thread::sleep(Duration::from_millis(50));
    }
}

/// A bot as a student writes one: joins with `<join/>`, answers each move
/// request with the first legal move (the first after `first_delay`), and
/// leaves after the result.
fn scripted_bot(port: u16, first_delay: Duration) -> thread::JoinHandle<usize> {
    thread::spawn(move || {
        let address: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
        // The app's server binds on its own thread: on a busy machine the bot may
        // be quicker, and tries again as a real bot's start-up script would.
        let deadline = Instant::now() + Duration::from_secs(20);
        let mut stream = loop {
            match TcpStream::connect(address) {
                Ok(stream) => break stream,
                Err(_) if Instant::now() < deadline => thread::sleep(Duration::from_millis(50)),
                Err(error) => panic!("the app's server never listened: {error}"),
            }
        };
        stream
            .set_read_timeout(Some(Duration::from_secs(120)))
            .unwrap();
        let mut reader = MessageReader::new(stream.try_clone().unwrap());
        use std::io::Write;
        stream.write_all(b"<protocol><join/>\n").unwrap();
        let mut room = String::new();
        let mut position: Option<Piranhas> = None;
        let mut sent = 0;
        while let Ok(Some(text)) = reader.next_message() {
            match read_server_message(&text, Piranhas::side_of).unwrap() {
                Some(ServerMessage::Joined(id)) => room = id,
                Some(ServerMessage::State(state)) => {
                    position = Some(Piranhas::read_state(&state).unwrap())
                }
                Some(ServerMessage::MoveRequest) => {
                    if sent == 0 {
                        thread::sleep(first_delay);
                    }
                    let position = position.as_ref().expect("a state first");
                    let mut moves = MoveList::new();
                    position.legal_moves(&mut moves);
                    let packet = Node::new("room")
                        .attr("roomId", &room)
                        .child(Piranhas::move_data(position, moves[0]));
                    // The app may have gone meanwhile (a test that only looks).
                    if stream.write_all(packet.to_message().as_bytes()).is_err() {
                        break;
                    }
                    sent += 1;
                }
                Some(ServerMessage::Left) => {
                    let _ = stream.write_all(b"<close/></protocol>");
                    break;
                }
                _ => {}
            }
        }
        sent
    })
}

#[test]
fn a_bot_plays_a_whole_game_against_the_computer_and_it_can_be_saved() {
    let dir = TempDir::new("network-computer");
    let mut harness = harness(&dir);
    let port = free_port();
    start(&mut harness, port, OtherSide::Computer(1));
    let bot = scripted_bot(port, Duration::ZERO);
    run_until(&mut harness, |app| {
        app.hosting()
            .is_some_and(|hosting| hosting.phase != Phase::Waiting)
    });
    assert!(
        harness
            .query_by_label_contains(&format!("Against a program · port {port}"))
            .is_some()
    );
    run_until(&mut harness, |app| {
        app.hosting()
            .is_some_and(|hosting| hosting.phase == Phase::Ended)
    });
    let sent = bot.join().unwrap();
    assert!(sent > 0);
    let game = harness.state().session().unwrap();
    let main_line = game.tree().main_line();
    assert!(
        main_line.len() >= 2 * sent - 1,
        "every move is on the board"
    );
    let first = game.tree().move_text(main_line[0]).unwrap().to_string();
    assert!(
        harness.query_by_label_contains(&first).is_some(),
        "the moves are in the move list"
    );
    assert!(
        harness
            .query_by_label("The game ended by the rules.")
            .is_some()
    );
    assert!(harness.query_by_label("Competition result").is_some());
    assert_eq!(
        harness.query_all_by_label("Competition result").count(),
        1,
        "the result is shown once"
    );
    let path = dir.join("hosted.pgn");
    harness.state_mut().save_to(&path).unwrap();
    let record = records::load(&path).unwrap();
    assert_eq!(record.moves.main_line().len(), main_line.len());
    assert!(matches!(record.result, Some(GameResult::Rules(_))));
    let names: Vec<&str> = record.players.iter().map(|p| p.name.as_str()).collect();
    assert!(names.contains(&"Program"), "{names:?}");
    assert!(
        record
            .players
            .iter()
            .any(|player| player.kind == PlayerKind::Computer { level: 1 })
    );
}

/// "Stop the server" during a game: the screen says what the server told the bot
/// (the side to move left, the other won), and the side the computer played stays
/// the computer's: it answers the user's move, as in any game against it.
#[test]
fn stopping_the_server_says_what_the_bot_was_told_and_the_computer_plays_on() {
    let dir = TempDir::new("network-stop");
    let mut harness = harness(&dir);
    let port = free_port();
    start(&mut harness, port, OtherSide::Computer(1));
    // The bot is Red and thinks long about its first move.
    let _bot = scripted_bot(port, Duration::from_secs(20));
    run_until(&mut harness, |app| {
        app.hosting()
            .is_some_and(|hosting| hosting.phase == Phase::Playing)
    });
    harness.get_by_label("Stop the server").click();
    harness.run_steps(3);
    assert!(harness.state().hosting().is_none(), "the server is gone");
    assert!(
        harness
            .query_by_label_contains(
                "It told your program that Blue won because Red left the game (LEFT)"
            )
            .is_some(),
        "the screen says what the bot was told"
    );
    let game = harness.state().session().unwrap();
    assert_eq!(
        game.players(),
        [PlayerKind::Human, PlayerKind::Computer { level: 1 }],
        "the program's side is the user's, the computer's stays the computer's"
    );
    assert!(
        harness
            .query_by_label("Computer · Level 1 · Beginner")
            .is_some()
    );
    // The user moves for Red; the computer answers as Blue.
    let position =
        Piranhas::from_text(&game.position_text(game.current()), &Default::default()).unwrap();
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    let text = position.move_to_text(moves[0]);
    harness.state_mut().play_text(&text).unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    while harness.state().session().unwrap().tree().move_count() < 2 {
        assert!(Instant::now() < deadline, "the computer answers");
        harness.step();
        thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn a_bot_plays_against_the_user_s_moves() {
    let dir = TempDir::new("network-user");
    let mut harness = harness(&dir);
    let port = free_port();
    start(&mut harness, port, OtherSide::User);
    // The bot thinks about its first move long enough for the user to try
    // moving in its place.
    let bot = scripted_bot(port, Duration::from_secs(3));
    run_until(&mut harness, |app| {
        app.hosting()
            .is_some_and(|hosting| hosting.phase != Phase::Waiting)
    });
    // The bot is Red in the first game; the user answers each of its moves
    // through the move entry, as a click on the board would.
    let deadline = Instant::now() + Duration::from_secs(180);
    let mut refused = false;
    while harness
        .state()
        .hosting()
        .is_some_and(|hosting| hosting.phase == Phase::Playing)
    {
        assert!(Instant::now() < deadline, "the game ends");
        let app = harness.state();
        let game = app.session().unwrap();
        let end = game.tree().main_line_end();
        let at_end = game.current() == end;
        if at_end && game.outcome(end).is_none() {
            let position =
                Piranhas::from_text(&game.position_text(end), &Default::default()).unwrap();
            let mut moves = MoveList::new();
            position.legal_moves(&mut moves);
            let text = position.move_to_text(moves[moves.len() - 1]);
            if game.side_to_move(end) == bernstein::rules::Side::Second {
                harness.state_mut().play_text(&text).unwrap();
            } else if !refused && game.tree().main_line().is_empty() {
                // On the bot's turn the user's move is refused.
                let entry = harness.get_by_label("Move text");
                entry.focus();
                entry.type_text(&text);
                harness.run_steps(1);
                harness.get_by_label("Play").click();
                harness.run_steps(2);
                refused = true;
                assert!(
                    harness
                        .query_by_label_contains("Not while the program is playing")
                        .is_some()
                );
                assert_eq!(
                    harness.state().session().unwrap().tree().main_line_end(),
                    end
                );
            }
        }
        harness.step();
        thread::sleep(Duration::from_millis(5));
    }
    harness.run_steps(3);
    assert!(refused, "the user tried to move on the bot's turn");
    let sent = bot.join().unwrap();
    let game = harness.state().session().unwrap();
    assert!(game.tree().main_line().len() >= 2 * sent - 1);
    assert!(harness.query_by_label("Competition result").is_some());
    let record = harness.state().record().unwrap();
    assert!(record.result.is_some());
    assert_eq!(
        record.players.map(|player| player.name),
        ["Program".to_string(), "Human".to_string()]
    );
}

#[test]
fn a_game_against_a_program_comes_back_without_the_program_after_a_restart() {
    let dir = TempDir::new("network-restart");
    let mut harness = harness(&dir);
    let port = free_port();
    start(&mut harness, port, OtherSide::User);
    let _bot = scripted_bot(port, Duration::ZERO);
    // The bot is Red in the first game; the user answers two of its moves.
    let deadline = Instant::now() + Duration::from_secs(60);
    let mut answered = 0;
    while answered < 2 {
        assert!(Instant::now() < deadline, "the bot moves");
        let game = harness.state().session().unwrap();
        let end = game.tree().main_line_end();
        let bot_moved = game.side_to_move(end) == bernstein::rules::Side::Second
            && !game.tree().main_line().is_empty();
        if bot_moved && game.current() == end {
            let position =
                Piranhas::from_text(&game.position_text(end), &Default::default()).unwrap();
            let mut moves = MoveList::new();
            position.legal_moves(&mut moves);
            let text = position.move_to_text(moves[moves.len() - 1]);
            harness.state_mut().play_text(&text).unwrap();
            answered += 1;
        }
        harness.step();
        thread::sleep(Duration::from_millis(5));
    }
    harness.run_steps(3);
    harness.state_mut().flush_autosave();
    let played = harness.state().record().unwrap().moves.main_line().len();
    drop(harness);

    // The app again, from the same data folder: the game is back, Red to move.
    let mut harness = support::app(&dir, [1280.0, 820.0]);
    let game = harness.state().session().expect("the game is back");
    assert_eq!(game.tree().main_line().len(), played);
    assert_eq!(
        game.players(),
        [PlayerKind::Human, PlayerKind::Human],
        "no engine plays the program's side"
    );
    let record = harness.state().record().unwrap();
    assert_eq!(record.players[0].name, "Program", "Red is named as before");
    assert_eq!(record.players[0].kind, PlayerKind::Program);
    // The user's side, Blue, stays at the bottom: the program's bar is at the top.
    harness.run_steps(2);
    let program_bar = harness.get_by_label("Program").rect();
    assert!(
        program_bar.center().y < 410.0,
        "the program's side at the top: {program_bar:?}"
    );
    assert!(
        harness
            .query_by_label_contains("The program that played Red is no longer connected")
            .is_some()
    );
    harness.state_mut().set_language(Language::GERMAN);
    harness.run_steps(1);
    assert!(
        harness
            .query_by_label_contains("Das Programm, das Rot gespielt hat, ist nicht mehr verbunden")
            .is_some()
    );
    // A while passes: nobody moves for Red.
    for _ in 0..40 {
        harness.step();
        thread::sleep(Duration::from_millis(10));
    }
    let game = harness.state().session().unwrap();
    assert_eq!(game.tree().main_line().len(), played, "Red's move waits");
    // The user makes Red's move.
    let game = harness.state().session().unwrap();
    let end = game.tree().main_line_end();
    let position = Piranhas::from_text(&game.position_text(end), &Default::default()).unwrap();
    let mut moves = MoveList::new();
    position.legal_moves(&mut moves);
    let text = position.move_to_text(moves[0]);
    harness.state_mut().play_text(&text).unwrap();
    harness.run_steps(2);
    let game = harness.state().session().unwrap();
    assert_eq!(game.tree().main_line().len(), played + 1);
}

/// Pictures of the waiting screen and of the game on the board while the bot
/// thinks about its first move (a fixed port and setup; the port must be free).
#[test]
fn snapshots_of_the_waiting_screen_and_the_live_game() {
    const PORT: u16 = 13_049;
    let dir = TempDir::new("network-snapshots");
    let mut harness = harness(&dir);
    start(&mut harness, PORT, OtherSide::User);
    assert!(
        harness.state().hosting().is_some(),
        "port {PORT} must be free for this test"
    );
    harness.run_steps(3);
    harness.snapshot("app_network_waiting");
    let _bot = scripted_bot(PORT, Duration::from_secs(30));
    run_until(&mut harness, |app| {
        app.hosting()
            .is_some_and(|hosting| hosting.phase == Phase::Playing)
    });
    harness.run_steps(10);
    harness.snapshot("app_network_live");
}
