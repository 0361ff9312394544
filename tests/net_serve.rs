//! The server and the client over loopback: Bernstein's client against
//! Bernstein's server for a whole game per season, and the faults a bot can
//! make, played by a scripted client (garbage, an invalid move, a move out of
//! turn, silence past each limit, leaving mid-game, an oversize message, a flood
//! of connections): each game ends with the right cause, and the next game on the
//! same server is played normally. Connections that never join, or more
//! connections than the server takes, are told why they are closed and cannot
//! lock a bot out.

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::mpsc;
use std::thread;
use std::time::{Duration, Instant};

use bernstein::engine::Level;
use bernstein::net::client::JoinBy;
use bernstein::net::framing::MessageReader;
use bernstein::net::message::{ServerMessage, read_server_message};
use bernstein::net::{
    Cause, ClientSettings, Opponent, Season, ServeSettings, ServerEvent, ServerHandle, Timeouts,
    play_client, serve,
};
use bernstein::records::replay::read_replay;
use bernstein::records::replay::xml::Node;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::piranhas::Piranhas;
use bernstein::rules::{MoveList, Position, Side};

/// What a finished game looked like from the server.
#[derive(Debug)]
struct Played {
    winner: Option<Side>,
    cause: Cause,
    offender: Option<Side>,
    plies: usize,
    replay: String,
}

/// A quick engine: depth-limited level 1 with a short time.
fn quick_level() -> Level {
    let mut level = *Level::get(1).unwrap();
    level.limits.movetime = Some(Duration::from_millis(20));
    level
}

/// A server's settings as the tests use them: on a free port, `games` games
/// against the engine or between bots, and the limits.
fn test_settings(games: u32, engine: bool, timeouts: Option<Timeouts>) -> ServeSettings {
    let mut settings = ServeSettings::new("127.0.0.1:0".parse().unwrap());
    settings.games = games;
    settings.opponent = if engine {
        Opponent::Engine(quick_level())
    } else {
        Opponent::Bot
    };
    settings.timeouts = timeouts;
    settings.seed = 11;
    settings.close_grace = Duration::from_millis(300);
    settings
}

/// Starts a server on a free port; returns its address and the finished games.
fn start_server<P: Season>(
    games: u32,
    engine: bool,
    timeouts: Option<Timeouts>,
) -> (SocketAddr, mpsc::Receiver<Played>) {
    let (address, played, _log) = start_logged::<P>(test_settings(games, engine, timeouts));
    (address, played)
}

/// Starts a server with `settings`; returns its address, the finished games and
/// its log lines.
fn start_logged<P: Season>(
    settings: ServeSettings,
) -> (SocketAddr, mpsc::Receiver<Played>, mpsc::Receiver<String>) {
    let (address_sender, address) = mpsc::channel();
    let (played_sender, played) = mpsc::channel();
    let (log_sender, log) = mpsc::channel();
    thread::spawn(move || {
        serve::<P>(&settings, |event| match event {
            ServerEvent::Listening(address) => address_sender.send(address).unwrap(),
            ServerEvent::Log(line) => {
                let _ = log_sender.send(line);
            }
            ServerEvent::GameEnded {
                ending,
                game,
                replay,
                ..
            } => {
                let _ = played_sender.send(Played {
                    winner: ending.winner,
                    cause: ending.cause,
                    offender: ending.offender,
                    plies: game.moves().len(),
                    replay,
                });
            }
            _ => {}
        })
        .unwrap();
    });
    (address.recv().unwrap(), played, log)
}

/// Waits for the server's log line that contains `text`; returns it.
fn log_line(log: &mpsc::Receiver<String>, text: &str) -> String {
    loop {
        let line = log
            .recv_timeout(Duration::from_secs(60))
            .unwrap_or_else(|_| panic!("no log line with '{text}'"));
        if line.contains(text) {
            return line;
        }
    }
}

/// All a connection receives until the server closes it.
fn everything_until_closed(mut stream: TcpStream) -> String {
    stream
        .set_read_timeout(Some(Duration::from_secs(60)))
        .unwrap();
    let mut received = Vec::new();
    let _ = stream.read_to_end(&mut received);
    String::from_utf8_lossy(&received).into_owned()
}

fn next_game(played: &mpsc::Receiver<Played>) -> Played {
    played
        .recv_timeout(Duration::from_secs(120))
        .expect("the game ends")
}

fn client_settings(address: SocketAddr) -> ClientSettings {
    ClientSettings {
        address: address.to_string(),
        join: JoinBy::GameType,
        level: quick_level(),
        movetime: Some(Duration::from_millis(20)),
    }
}

/// Bernstein's client plays a whole game against the server's engine, and the
/// replay the server wrote reads back as the same game.
fn whole_game_against_the_engine<P: Season>() {
    let (address, played) = start_server::<P>(1, true, Some(Timeouts::COMPETITION));
    let summary = play_client::<P>(&client_settings(address), |_| {}).unwrap();
    let game = next_game(&played);
    assert_eq!(game.cause, Cause::Regular);
    assert!(summary.finished);
    assert_eq!(summary.side, Some(Side::First), "the bot is Red in game 1");
    assert_eq!(summary.winner, game.winner);
    assert_eq!(summary.causes, ["REGULAR", "REGULAR"]);
    assert!(game.plies > 4);
    assert_eq!(summary.moves_sent, game.plies.div_ceil(2));
    let replay = read_replay(&game.replay).unwrap();
    assert_eq!(replay.record.moves.main_line().len(), game.plies);
}

#[test]
fn client_against_server_piranhas_2019() {
    whole_game_against_the_engine::<Piranhas>();
}

#[test]
fn client_against_server_ostseeschach_2022() {
    whole_game_against_the_engine::<Ostseeschach>();
}

#[test]
fn two_bots_meet_and_the_first_to_join_plays_red() {
    let (address, played) = start_server::<Ostseeschach>(1, false, Some(Timeouts::COMPETITION));
    let first =
        thread::spawn(move || play_client::<Ostseeschach>(&client_settings(address), |_| {}));
    thread::sleep(Duration::from_millis(200));
    let second = play_client::<Ostseeschach>(&client_settings(address), |_| {}).unwrap();
    let first = first.join().unwrap().unwrap();
    let game = next_game(&played);
    assert_eq!(game.cause, Cause::Regular);
    assert_eq!(first.side, Some(Side::First));
    assert_eq!(second.side, Some(Side::Second));
    assert_eq!(first.winner, second.winner);
}

// ---------------------------------------------------------------------------
// A scripted client

struct Script {
    stream: TcpStream,
    reader: MessageReader<TcpStream>,
    room: String,
    /// The season's reading of a colour or team name.
    side_of: fn(&str) -> Option<Side>,
}

impl Script {
    /// Connects and joins (as the Python client does: `<join/>`).
    fn join<P: Season>(address: SocketAddr) -> Script {
        let stream = TcpStream::connect(address).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let mut script = Script {
            reader: MessageReader::new(stream.try_clone().unwrap()),
            stream,
            room: String::new(),
            side_of: P::side_of,
        };
        script.send("<protocol><join/>\n");
        match script.next() {
            Some(ServerMessage::Joined(room)) => script.room = room,
            other => panic!("expected joined, got {other:?}"),
        }
        script
    }

    fn send(&mut self, text: &str) {
        let _ = self.stream.write_all(text.as_bytes());
    }

    /// The next message a player acts on; `None` when the server closed.
    fn next(&mut self) -> Option<ServerMessage> {
        loop {
            match self.reader.next_message() {
                Ok(Some(text)) => {
                    if let Some(message) = read_server_message(&text, self.side_of).unwrap() {
                        return Some(message);
                    }
                }
                // A reset connection has ended too (the server closed it, or we did).
                Ok(None) | Err(bernstein::net::framing::FrameError::Io(_)) => return None,
                Err(error) => panic!("the server's stream: {error}"),
            }
        }
    }

    /// Reads up to the move request; returns the last state's position.
    fn until_request<P: Season>(&mut self) -> P {
        let mut position = None;
        loop {
            match self.next() {
                Some(ServerMessage::State(state)) => {
                    position = Some(P::read_state(&state).unwrap())
                }
                Some(ServerMessage::MoveRequest) => return position.expect("a state first"),
                Some(_) => {}
                None => panic!("the server closed before asking for a move"),
            }
        }
    }

    fn send_move<P: Season>(&mut self, position: &P) {
        let mut moves = MoveList::new();
        position.legal_moves(&mut moves);
        let packet = Node::new("room")
            .attr("roomId", &self.room)
            .child(P::move_data(position, moves[0]));
        self.send(&packet.to_message());
    }

    /// Everything until the server closes: errors, whether a result and
    /// `<left>` came, and whether the stream ended with `</protocol>`.
    fn rest(&mut self) -> (Vec<String>, bool, bool) {
        let (mut errors, mut result, mut left) = (Vec::new(), false, false);
        while let Some(message) = self.next() {
            match message {
                ServerMessage::Error(text) => errors.push(text),
                ServerMessage::Result(_) => result = true,
                ServerMessage::Left => {
                    left = true;
                    self.send("<close/></protocol>");
                }
                _ => {}
            }
        }
        (errors, result, left)
    }
}

/// Short limits, so silence is quick to test.
const QUICK: Timeouts = Timeouts {
    soft: Duration::from_millis(400),
    hard: Duration::from_millis(1200),
};

/// The fault game is game 1 (the bot plays Red against the engine); game 2 is
/// then played by Bernstein's client and ends regularly.
fn fault<P: Season>(act: impl FnOnce(&mut Script, P)) -> (Played, (Vec<String>, bool, bool)) {
    let (address, played) = start_server::<P>(2, true, Some(QUICK));
    let mut script = Script::join::<P>(address);
    let position = script.until_request::<P>();
    act(&mut script, position);
    let seen = script.rest();
    let faulty = next_game(&played);
    let summary = play_client::<P>(&client_settings(address), |_| {}).unwrap();
    let second = next_game(&played);
    assert_eq!(
        second.cause,
        Cause::Regular,
        "the next game is played normally"
    );
    assert!(summary.finished);
    (faulty, seen)
}

#[test]
fn garbage_is_a_protocol_error_and_the_bot_loses() {
    let (game, (_, result, _)) = fault::<Piranhas>(|script, _| script.send("this is not XML"));
    assert_eq!(game.cause, Cause::ProtocolError);
    assert_eq!(game.offender, Some(Side::First));
    assert_eq!(game.winner, Some(Side::Second));
    assert!(!result, "the connection is closed at once");
}

#[test]
fn an_unknown_element_is_a_protocol_error() {
    let (game, _) = fault::<Ostseeschach>(|script, _| script.send("<observe roomId=\"x\"/>"));
    assert_eq!(game.cause, Cause::ProtocolError);
}

#[test]
fn an_invalid_move_2019_disconnects_the_violator() {
    let (game, (errors, result, _)) = fault::<Piranhas>(|script, _| {
        let room = script.room.clone();
        script.send(&format!(
            "<room roomId=\"{room}\"><data class=\"move\" x=\"5\" y=\"5\" direction=\"UP\"/></room>"
        ));
    });
    assert_eq!(game.cause, Cause::RuleViolation);
    assert_eq!(game.winner, Some(Side::Second));
    assert_eq!(errors.len(), 1);
    assert!(
        errors[0].starts_with("Ungueltiger Zug von 'Unknown'.\n"),
        "{errors:?}"
    );
    assert!(
        !result,
        "2019 closes the violator's connection before the result"
    );
}

#[test]
fn an_invalid_move_2022_gets_an_error_and_the_result() {
    let (game, (errors, result, left)) = fault::<Ostseeschach>(|script, _| {
        let room = script.room.clone();
        script.send(&format!(
            "<room roomId=\"{room}\"><data class=\"move\"><from x=\"3\" y=\"3\"/><to x=\"4\" y=\"4\"/></data></room>"
        ));
    });
    assert_eq!(game.cause, Cause::RuleViolation);
    assert_eq!(errors.len(), 1);
    assert!(
        result && left,
        "2022 keeps the violator for the result and <left>"
    );
    assert!(game.replay.contains("<data class=\"error\""));
}

#[test]
fn a_move_after_the_soft_limit_loses() {
    let (game, (_, result, left)) = fault::<Ostseeschach>(|script, position| {
        thread::sleep(QUICK.soft + Duration::from_millis(200));
        script.send_move(&position);
    });
    assert_eq!(game.cause, Cause::SoftTimeout);
    assert_eq!(game.plies, 0, "the late move is not played");
    assert!(result && left);
}

#[test]
fn silence_past_the_hard_limit_loses() {
    let started = Instant::now();
    let (game, (_, result, left)) = fault::<Piranhas>(|_, _| {});
    assert_eq!(game.cause, Cause::HardTimeout);
    assert_eq!(game.winner, Some(Side::Second));
    assert!(result && left, "a timed-out player is told the result");
    assert!(started.elapsed() >= QUICK.hard);
}

#[test]
fn leaving_mid_game_loses() {
    let (game, _) = fault::<Ostseeschach>(|script, position| {
        script.send_move(&position);
        let _ = script.until_request::<Ostseeschach>();
        let _ = script.stream.shutdown(std::net::Shutdown::Both);
    });
    assert_eq!(game.cause, Cause::Left);
    assert_eq!(game.offender, Some(Side::First));
    assert_eq!(game.plies, 2);
}

#[test]
fn a_move_out_of_turn_ends_the_game_per_season() {
    fn out_of_turn<P: Season>() -> Played {
        let (address, played) = start_server::<P>(1, false, Some(Timeouts::COMPETITION));
        let mut red = Script::join::<P>(address);
        let mut blue = Script::join::<P>(address);
        let position = red.until_request::<P>();
        // Blue moves while Red is asked.
        blue.send_move(&position);
        let (blue_errors, _, _) = blue.rest();
        assert!(
            blue_errors
                .iter()
                .any(|e| e.starts_with("It's not your turn yet")),
            "{blue_errors:?}"
        );
        let (_, red_result, _) = red.rest();
        assert!(red_result, "the other player gets the result");
        next_game(&played)
    }
    let game = out_of_turn::<Piranhas>();
    assert_eq!(
        (game.cause, game.offender),
        (Cause::Left, Some(Side::Second))
    );
    let game = out_of_turn::<Ostseeschach>();
    assert_eq!(
        (game.cause, game.offender),
        (Cause::RuleViolation, Some(Side::Second))
    );
}

#[test]
fn oversize_messages_and_connection_floods_do_not_harm_the_game_in_progress() {
    let (address, played) = start_server::<Piranhas>(1, true, Some(Timeouts::COMPETITION));
    let player = thread::spawn(move || play_client::<Piranhas>(&client_settings(address), |_| {}));
    thread::sleep(Duration::from_millis(100));
    // A connection that sends a message of a megabyte is closed.
    let mut big = TcpStream::connect(address).unwrap();
    big.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let _ = big.write_all(b"<protocol><room roomId=\"x\">");
    let _ = big.write_all(&vec![b' '; 1024 * 1024]);
    let mut rest = Vec::new();
    let _ = big.read_to_end(&mut rest);
    // Many connections at once: those past the limit are closed at once.
    let flood: Vec<TcpStream> = (0..40)
        .filter_map(|_| TcpStream::connect(address).ok())
        .collect();
    let summary = player.join().unwrap().unwrap();
    let game = next_game(&played);
    assert_eq!(game.cause, Cause::Regular);
    assert!(summary.finished);
    drop(flood);
}

#[test]
fn connections_that_never_join_cannot_lock_a_bot_out() {
    // As a hostile user did: sixteen connections that never join, then a bot.
    // Two games, so that the server still waits (for the second game's bot)
    // when the idle connections' time to join is up.
    let (address, played, log) = start_logged::<Piranhas>(test_settings(2, true, None));
    let idle: Vec<TcpStream> = (0..16)
        .map(|_| TcpStream::connect(address).unwrap())
        .collect();
    // The ninth evicted the first: eight wait at most, the newest kept.
    let evicted = log_line(&log, "connection 1 closed");
    assert!(
        evicted.contains("8 connections were waiting to join"),
        "{evicted}"
    );
    log_line(&log, "connection 16 opened");
    let summary = play_client::<Piranhas>(&client_settings(address), |_| {}).unwrap();
    assert!(summary.finished, "the bot played its game");
    assert_eq!(next_game(&played).cause, Cause::Regular);
    let mut idle = idle.into_iter();
    // The oldest is told why it goes (the 2019 server's lobby error).
    let told = everything_until_closed(idle.next().unwrap());
    assert!(
        told.contains("<error message=\"Zu viele Verbindungen warten"),
        "{told}"
    );
    // The others go when their five seconds to join are up, told so.
    let told = everything_until_closed(idle.next_back().unwrap());
    assert!(
        told.contains("Keine Anmeldung (join) innerhalb von 5 Sekunden"),
        "{told}"
    );
    let late = log_line(&log, "connection 16 closed");
    assert!(late.contains("did not join within 5 s"), "{late}");
}

#[test]
fn a_full_server_refuses_with_a_reason_and_logs_it() {
    // Two games: joiners past the first game's two wait for the second.
    let settings = test_settings(2, false, None);
    let stop = settings.stop.clone();
    let (address, _played, log) = start_logged::<Ostseeschach>(settings);
    // Joined players fill every connection the server takes (two of them play).
    let joined: Vec<TcpStream> = (0..bernstein::net::serve::MAX_CONNECTIONS)
        .map(|_| {
            let stream = TcpStream::connect(address).unwrap();
            let mut writer = stream.try_clone().unwrap();
            writer.write_all(b"<protocol><join/>").unwrap();
            let mut reader = MessageReader::new(stream.try_clone().unwrap());
            let text = reader.next_message().unwrap().unwrap();
            assert!(text.contains("<joined"), "{text}");
            stream
        })
        .collect();
    let refused = TcpStream::connect(address).unwrap();
    let told = everything_until_closed(refused);
    assert!(
        told.contains("<errorpacket message=\"Der Server ist voll"),
        "{told}"
    );
    log_line(&log, "refused a connection from 127.0.0.1");
    stop.store(true, std::sync::atomic::Ordering::SeqCst);
    drop(joined);
}

#[test]
fn the_app_s_handle_runs_a_game_against_the_local_user_without_waiting() {
    let mut settings = ServeSettings::new("127.0.0.1:0".parse().unwrap());
    settings.opponent = Opponent::Local;
    let handle = ServerHandle::<Piranhas>::start(settings, || {}).unwrap();
    let deadline = Instant::now() + Duration::from_secs(120);
    let mut client = None;
    let mut seats = None;
    let mut ended = None;
    // Answers the local user's turn from the latest game the server reported.
    let answer = |game: &bernstein::rules::Game<Piranhas>, handle: &ServerHandle<Piranhas>| {
        if game.outcome().is_none() && game.position().side_to_move() == Side::Second {
            let mut moves = MoveList::new();
            game.legal_moves(&mut moves);
            handle.play(&game.position().move_to_text(moves[0]));
        }
    };
    while ended.is_none() {
        assert!(Instant::now() < deadline, "the game ends");
        for event in handle.poll() {
            match event {
                ServerEvent::Listening(address) => {
                    client = Some(thread::spawn(move || {
                        play_client::<Piranhas>(&client_settings(address), |_| {})
                    }));
                }
                ServerEvent::GameStarted {
                    seats: started,
                    game,
                    ..
                } => {
                    seats = Some(started);
                    answer(&game, &handle);
                }
                ServerEvent::Moved { game, .. } => answer(&game, &handle),
                ServerEvent::GameEnded { ending, record, .. } => ended = Some((ending, record)),
                _ => {}
            }
        }
        thread::sleep(Duration::from_millis(5));
    }
    let (ending, record) = ended.unwrap();
    assert_eq!(ending.cause, Cause::Regular);
    assert!(matches!(
        seats,
        Some([bernstein::net::Seat::Player(_), bernstein::net::Seat::Local])
    ));
    assert!(record.moves.main_line().len() > 2);
    let summary = client.unwrap().join().unwrap().unwrap();
    assert_eq!(summary.winner, ending.winner);
    assert!(handle.failure().is_none());
}

#[test]
fn client_against_server_piranhas_2026() {
    whole_game_against_the_engine::<bernstein::rules::piranhas_2026::Piranhas2026>();
}

/// 2019: a player that joins with `joinPrepared` hears `<joined>` only once
/// the room is complete, as the competition's server answered; the welcome
/// follows it. A plain `<join>` is answered at once.
#[test]
fn a_prepared_join_2019_is_answered_when_the_room_is_complete() {
    let (address, _played) = start_server::<Piranhas>(1, false, None);
    let connect = || {
        let stream = TcpStream::connect(address).unwrap();
        let reader = MessageReader::new(stream.try_clone().unwrap());
        (stream, reader)
    };
    let (mut first, mut first_reader) = connect();
    first
        .write_all(b"<protocol><joinPrepared reservationCode=\"abc\"/>")
        .unwrap();
    first
        .set_read_timeout(Some(Duration::from_millis(400)))
        .unwrap();
    assert!(
        matches!(
            first_reader.next_message(),
            Err(bernstein::net::framing::FrameError::Io(_))
        ),
        "no answer while the room waits for its second player"
    );
    first
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    let (mut second, mut second_reader) = connect();
    second
        .write_all(b"<protocol><joinPrepared reservationCode=\"\"/>")
        .unwrap();
    second
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    for reader in [&mut first_reader, &mut second_reader] {
        let text = reader.next_message().unwrap().unwrap();
        assert!(
            matches!(read_server_message(&text, Piranhas::side_of), Ok(Some(ServerMessage::Joined(room))) if !room.is_empty()),
            "joined first: {text}"
        );
        let text = reader.next_message().unwrap().unwrap();
        assert!(
            matches!(
                read_server_message(&text, Piranhas::side_of),
                Ok(Some(ServerMessage::Welcome(_)))
            ),
            "then the welcome: {text}"
        );
    }
    // 2022 answers a prepared join at once.
    let (address, _played) = start_server::<Ostseeschach>(1, false, None);
    let mut third = TcpStream::connect(address).unwrap();
    let mut third_reader = MessageReader::new(third.try_clone().unwrap());
    third
        .set_read_timeout(Some(Duration::from_secs(30)))
        .unwrap();
    third
        .write_all(b"<protocol><joinPrepared reservationCode=\"abc\"/>")
        .unwrap();
    let text = third_reader.next_message().unwrap().unwrap();
    assert!(matches!(
        read_server_message(&text, Ostseeschach::side_of),
        Ok(Some(ServerMessage::Joined(_)))
    ));
}

/// A connection from `source`, one of the loopback addresses (127.x.y.z), so
/// that a test can be several peers.
fn connect_from(source: std::net::IpAddr, address: SocketAddr) -> std::io::Result<TcpStream> {
    let socket = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None)?;
    socket.bind(&SocketAddr::new(source, 0).into())?;
    socket.connect(&address.into())?;
    Ok(socket.into())
}

#[test]
fn renewed_idle_connections_from_other_addresses_never_keep_a_bot_out() {
    // As a hostile user did: connections that never join, opened again as soon
    // as the server closes them (here: as soon as 64 are open, the oldest is
    // dropped and a new one opened), from three addresses, while real bots
    // join game after game from a fourth.
    // Real bots play at least four games and go on until 256 idle connections
    // have been opened beside them (a busy machine opens them more slowly), at
    // most `GAMES`.
    const GAMES: u32 = 40;
    let (address, played, log) = start_logged::<Piranhas>(test_settings(GAMES, true, None));
    let done = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let opened = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let flood = {
        let done = done.clone();
        let opened = opened.clone();
        thread::spawn(move || {
            let sources: Vec<std::net::IpAddr> = (2..5)
                .map(|last| std::net::Ipv4Addr::new(127, 0, 0, last).into())
                .collect();
            let mut idle = std::collections::VecDeque::new();
            let mut round = 0usize;
            while !done.load(std::sync::atomic::Ordering::SeqCst) {
                if let Ok(stream) = connect_from(sources[round % sources.len()], address) {
                    opened.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    idle.push_back(stream);
                }
                if idle.len() > 64 {
                    idle.pop_front();
                }
                round += 1;
                thread::sleep(Duration::from_millis(2));
            }
        })
    };
    let mut games = 0;
    while games < 4 || (opened.load(std::sync::atomic::Ordering::SeqCst) < 256 && games < GAMES) {
        let summary = play_client::<Piranhas>(&client_settings(address), |_| {})
            .expect("the bot's join is answered and it plays");
        assert!(summary.finished, "the bot played its game to the end");
        assert_eq!(next_game(&played).cause, Cause::Regular);
        games += 1;
    }
    done.store(true, std::sync::atomic::Ordering::SeqCst);
    flood.join().unwrap();
    let opened = opened.load(std::sync::atomic::Ordering::SeqCst);
    assert!(
        opened >= 256,
        "{opened} idle connections were opened in {games} games"
    );
    // The idle connections made room for the bots, theirs being the most.
    log_line(&log, "waited longest of its address's");
}
