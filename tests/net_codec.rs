//! The protocol's messages byte for byte, per season, against the examples of the
//! protocol description (XStream's layout: a line break and indent before each
//! element, nothing after the last), and the reading of what clients send,
//! including the layouts of the official clients. Also the fuzzing of the
//! readers: random and mutated input never panics and never waits for more.

use bernstein::net::Season;
use bernstein::net::framing::MessageReader;
use bernstein::net::message::{ClientMessage, read_client_message, read_server_message};
use bernstein::net::season::{Cause, Ending};
use bernstein::records::replay::xml::Node;
use bernstein::records::replay::xml::parse_message;
use bernstein::rules::ostseeschach::Ostseeschach;
use bernstein::rules::piranhas::{Direction, Piranhas, Square};
use bernstein::rules::{EndReason, Game, Outcome, Position, Side};
use proptest::prelude::*;

fn room(data: Node) -> String {
    Node::new("room")
        .attr("roomId", "R")
        .child(data)
        .to_message()
}

#[test]
fn lobby_messages_are_self_closing_and_start_with_a_line_break() {
    assert_eq!(
        Node::new("joined").attr("roomId", "R").to_message(),
        "\n  <joined roomId=\"R\"/>"
    );
    assert_eq!(
        Node::new("left").attr("roomId", "R").to_message(),
        "\n  <left roomId=\"R\"/>"
    );
}

#[test]
fn welcome_and_move_request_per_season() {
    assert_eq!(
        room(Piranhas::welcome(Side::First)),
        "\n  <room roomId=\"R\">\n    <data class=\"welcomeMessage\" color=\"red\"/>\n  </room>"
    );
    assert_eq!(
        room(Ostseeschach::welcome(Side::Second)),
        "\n  <room roomId=\"R\">\n    <data class=\"welcomeMessage\" color=\"TWO\"/>\n  </room>"
    );
    assert_eq!(
        room(Piranhas::move_request()),
        "\n  <room roomId=\"R\">\n    <data class=\"sc.framework.plugins.protocol.MoveRequest\"/>\n  </room>"
    );
    assert_eq!(
        room(Ostseeschach::move_request()),
        "\n  <room roomId=\"R\">\n    <data class=\"moveRequest\"/>\n  </room>"
    );
}

#[test]
fn piranhas_2019_state_has_the_java_class_lastmove_first_and_columns() {
    let mut game = Game::new(Piranhas::start(&Default::default(), 3));
    let from = Square::new(0, 3).unwrap();
    let mv = game
        .position()
        .move_in_direction(from, Direction::Right)
        .unwrap();
    game.play(mv).unwrap();
    let text = Piranhas::memento(&game).to_message();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "");
    assert_eq!(lines[1], "  <data class=\"memento\">");
    assert_eq!(
        lines[2],
        "    <state class=\"sc.plugin2019.GameState\" startPlayerColor=\"RED\" currentPlayerColor=\"BLUE\" turn=\"1\">"
    );
    assert_eq!(
        lines[3],
        "      <lastMove class=\"move\" x=\"0\" y=\"3\" direction=\"RIGHT\"/>"
    );
    assert_eq!(
        lines[4],
        "      <red displayName=\"Unknown\" color=\"RED\"/>"
    );
    assert_eq!(
        lines[5],
        "      <blue displayName=\"Unknown\" color=\"BLUE\"/>"
    );
    assert_eq!(lines[6], "      <board>");
    assert_eq!(lines[7], "        <fields>");
    assert_eq!(
        lines[8],
        "          <field x=\"0\" y=\"0\" state=\"EMPTY\"/>"
    );
    assert_eq!(lines[9], "          <field x=\"0\" y=\"1\" state=\"RED\"/>");
    assert_eq!(lines.len(), 2 + 1 + 1 + 2 + 1 + 10 * 12 + 1 + 1 + 1);
    assert!(text.ends_with("      </board>\n    </state>\n  </data>"));
    // And read back as the same position.
    let state = parse_message(&text).unwrap();
    let read = Piranhas::read_state(state.child("state").unwrap()).unwrap();
    assert_eq!(&read, game.position());
}

#[test]
fn ostseeschach_2022_state_has_team_class_release_coordinates_and_amber_map() {
    let mut game = Game::new(Ostseeschach::start(&Default::default(), 1));
    let mut moves = bernstein::rules::MoveList::new();
    game.legal_moves(&mut moves);
    game.play(moves[0]).unwrap();
    let text = Ostseeschach::memento(&game).to_message();
    assert!(text.starts_with(
        "\n  <data class=\"memento\">\n    <state class=\"state\" turn=\"1\">\n      <startTeam class=\"team\">ONE</startTeam>\n      <board>\n        <pieces>\n          <entry>\n            <coordinates x=\""
    ));
    assert!(text.contains("team=\"ONE\" count=\"1\"/>\n          </entry>"));
    let mv = moves[0];
    assert!(text.contains(&format!(
        "\n      <lastMove>\n        <from x=\"{}\" y=\"{}\"/>\n        <to x=\"{}\" y=\"{}\"/>\n      </lastMove>",
        mv.from.rank(),
        mv.from.file(),
        mv.to.rank(),
        mv.to.file()
    )));
    // After ONE's first move only ONE's amber entry is written.
    assert!(text.ends_with(
        "\n      <ambers enum-type=\"team\">\n        <entry>\n          <team>ONE</team>\n          <int>0</int>\n        </entry>\n      </ambers>\n    </state>\n  </data>"
    ));
    let start = Game::new(Ostseeschach::start(&Default::default(), 1));
    assert!(
        Ostseeschach::memento(&start)
            .to_message()
            .contains("\n      <ambers enum-type=\"team\"/>\n")
    );
    let state = parse_message(&text).unwrap();
    let read = Ostseeschach::read_state(state.child("state").unwrap()).unwrap();
    assert_eq!(&read, game.position());
}

#[test]
fn results_per_season() {
    let game = Game::new(Piranhas::start(&Default::default(), 3));
    let won = Ending::regular(Outcome::win(
        Side::First,
        EndReason::SwarmConnected {
            first: 16,
            second: 9,
        },
    ));
    let text = Piranhas::result(&game, &won).to_message();
    assert!(text.starts_with(
        "\n  <data class=\"result\">\n    <definition>\n      <fragment name=\"Gewinner\">\n        <aggregation>SUM</aggregation>\n        <relevantForRanking>true</relevantForRanking>\n      </fragment>\n      <fragment name=\"\u{2205} Schwarm\">\n        <aggregation>AVERAGE</aggregation>"
    ));
    assert!(text.contains(
        "\n    <score cause=\"REGULAR\" reason=\"Das Spiel ist beendet.&#xa;Ein Spieler hat seinen Schwarm vereint.\">\n      <part>2</part>\n      <part>"
    ));
    assert!(text.ends_with("\n    <winner color=\"RED\" displayName=\"Unknown\"/>\n  </data>"));
    assert!(!text.contains("<scores>"));

    let game = Game::new(Ostseeschach::start(&Default::default(), 1));
    let violation = Ending::fault(Side::Second, Cause::RuleViolation, "Ungueltiger Zug");
    let text = Ostseeschach::result(&game, &violation).to_message();
    assert!(text.contains(
        "\n    <scores>\n      <entry>\n        <player team=\"ONE\"/>\n        <score cause=\"REGULAR\" reason=\"\">\n          <part>2</part>\n          <part>0</part>\n          <part>0</part>\n        </score>\n      </entry>\n      <entry>\n        <player team=\"TWO\"/>\n        <score cause=\"RULE_VIOLATION\" reason=\"Ungueltiger Zug\">\n          <part>0</part>"
    ));
    assert!(text.ends_with("\n    <winner team=\"ONE\"/>\n  </data>"));
    // 22.1.2 writes a hard timeout as SOFT_TIMEOUT and names no winner after a timeout.
    let timeout = Ending::fault(Side::First, Cause::HardTimeout, "zu langsam");
    let text = Ostseeschach::result(&game, &timeout).to_message();
    assert!(text.contains("<score cause=\"SOFT_TIMEOUT\" reason=\"zu langsam\">"));
    assert!(!text.contains("<winner"));
}

#[test]
fn errors_per_season() {
    let position = Piranhas::start(&Default::default(), 3);
    let data = parse_message("<data class=\"move\" x=\"5\" y=\"5\" direction=\"UP\"/>").unwrap();
    assert_eq!(
        Piranhas::illegal_move_error(
            &position,
            &data,
            "x",
            "Field does not belong to the current player"
        )
        .to_message(),
        "\n  <data class=\"error\" message=\"Ungueltiger Zug von &apos;Unknown&apos;.&#xa;Field does not belong to the current player\"/>"
    );
    assert_eq!(
        Piranhas::out_of_turn_error(&data).to_message(),
        "\n  <data class=\"error\" message=\"It&apos;s not your turn yet.\">\n    <originalRequest class=\"move\" x=\"5\" y=\"5\" direction=\"UP\"/>\n  </data>"
    );
    let position = Ostseeschach::start(&Default::default(), 1);
    let data =
        parse_message("<data class=\"move\"><from x=\"0\" y=\"0\"/><to x=\"5\" y=\"5\"/></data>")
            .unwrap();
    let text =
        Ostseeschach::illegal_move_error(&position, &data, "m", "INVALID_MOVEMENT").to_message();
    assert!(text.starts_with("\n  <data class=\"error\" message=\"Ungueltiger Zug von &apos;&apos;.&#xa;InvalidMoveException(mistake=INVALID_MOVEMENT, move=m)\">\n    <originalMessage class=\"move\">\n      <from x=\"0\" y=\"0\"/>\n      <to x=\"5\" y=\"5\"/>\n    </originalMessage>\n  </data>"));
}

#[test]
fn reads_joins_moves_and_closes_as_clients_send_them() {
    // The official Python client's first bytes: `<protocol><join/>` and a line break.
    let mut reader = MessageReader::new(&b"<protocol><join/>\n"[..]);
    let first = reader.next_message().unwrap().unwrap();
    assert_eq!(read_client_message(&first), Ok(ClientMessage::Join(None)));
    assert_eq!(
        read_client_message("<join gameType=\"swc_2022\"/>"),
        Ok(ClientMessage::Join(Some("swc_2022".into())))
    );
    assert_eq!(
        read_client_message("<joinPrepared reservationCode=\"\"/>"),
        Ok(ClientMessage::JoinPrepared(String::new()))
    );
    assert_eq!(
        read_client_message("<joinRoom roomId=\"abc\"/>"),
        Ok(ClientMessage::JoinRoom("abc".into()))
    );
    for close in [
        "<close/>",
        "<sc.protocol.CloseConnection/>",
        "<sc.protocol.responses.CloseConnection/>",
    ] {
        assert_eq!(read_client_message(close), Ok(ClientMessage::Close));
    }
    assert!(read_client_message("<observe roomId=\"x\"/>").is_err());
    assert!(read_client_message("<room roomId=\"x\"/>").is_err());

    // A pretty-printed 2022 move as the Python clients lay it out.
    let position = Ostseeschach::start(&Default::default(), 1);
    let mut moves = bernstein::rules::MoveList::new();
    position.legal_moves(&mut moves);
    let mv = moves[0];
    let text = format!(
        "<room roomId=\"R\">\n  <data class=\"move\">\n    <from x=\"{}\" y=\"{}\"/>\n    <to x=\"{}\" y=\"{}\"/>\n  </data>\n</room>",
        mv.from.rank(),
        mv.from.file(),
        mv.to.rank(),
        mv.to.file()
    );
    let Ok(ClientMessage::Room { room, data }) = read_client_message(&text) else {
        panic!("a room packet")
    };
    assert_eq!(room, "R");
    assert_eq!(Ostseeschach::read_move(&data, &position), Ok(mv));
    // An unknown child in a move is not a move.
    let extra = parse_message(
        "<data class=\"move\"><from x=\"0\" y=\"0\"/><to x=\"1\" y=\"1\"/><hint/></data>",
    )
    .unwrap();
    assert!(matches!(
        Ostseeschach::read_move(&extra, &position),
        Err(bernstein::net::season::MoveFault::Malformed(_))
    ));
    // A 2019 move with a debug hint is a move.
    let position = Piranhas::start(&Default::default(), 3);
    let data = parse_message(
        "<data class=\"move\" x=\"0\" y=\"3\" direction=\"RIGHT\"><hint content=\"hi\"/></data>",
    )
    .unwrap();
    let mv = Piranhas::read_move(&data, &position).unwrap();
    assert_eq!(mv.from, Square::new(0, 3).unwrap());
    // Off the board is a rule violation, not a protocol error.
    let data =
        parse_message("<data class=\"move\" x=\"12\" y=\"3\" direction=\"RIGHT\"/>").unwrap();
    assert!(matches!(
        Piranhas::read_move(&data, &position),
        Err(bernstein::net::season::MoveFault::Illegal { .. })
    ));
}

#[test]
fn reads_what_the_server_sends() {
    use bernstein::net::message::ServerMessage;
    assert_eq!(
        read_server_message("<joined roomId=\"R\"/>", Piranhas::side_of),
        Ok(Some(ServerMessage::Joined("R".into())))
    );
    assert_eq!(
        read_server_message(
            &room(Piranhas::welcome(Side::Second))[3..],
            Piranhas::side_of
        ),
        Ok(Some(ServerMessage::Welcome(Side::Second)))
    );
    assert_eq!(
        read_server_message(&room(Piranhas::move_request())[3..], Piranhas::side_of),
        Ok(Some(ServerMessage::MoveRequest))
    );
    assert_eq!(
        read_server_message("<left roomId=\"R\"/>", Piranhas::side_of),
        Ok(Some(ServerMessage::Left))
    );
    assert_eq!(
        read_server_message("<observed roomId=\"R\"/>", Piranhas::side_of),
        Ok(None)
    );
}

/// Valid client messages of both seasons, for mutation.
const SAMPLES: [&str; 6] = [
    "<protocol><join gameType=\"swc_2019_piranhas\"/>",
    "<room roomId=\"R\"><data class=\"move\" x=\"0\" y=\"3\" direction=\"RIGHT\"/></room>",
    "<room roomId=\"R\">\n  <data class=\"move\">\n    <from x=\"0\" y=\"1\"/>\n    <to x=\"1\" y=\"2\"/>\n  </data>\n</room>",
    "<joinPrepared reservationCode=\"abc\"/>",
    "<sc.protocol.CloseConnection/></protocol>",
    "<?xml version=\"1.0\"?><!-- c --><room roomId='R'><data class=\"move\"><![CDATA[x]]></data></room>",
];

/// Reads every message of a stream and interprets it as both sides would.
fn read_all(bytes: &[u8]) {
    let mut reader = MessageReader::with_limit(bytes, 4096);
    // Each call consumes input or ends, so a finite input ends the loop.
    for _ in 0..=bytes.len() {
        match reader.next_message() {
            Ok(Some(message)) => {
                let client = read_client_message(&message);
                let _ = read_server_message(&message, Piranhas::side_of);
                let _ = read_server_message(&message, Ostseeschach::side_of);
                if let Ok(ClientMessage::Room { data, .. }) = client {
                    let _ = Piranhas::read_move(&data, &Piranhas::start(&Default::default(), 1));
                    let _ = Ostseeschach::read_move(
                        &data,
                        &Ostseeschach::start(&Default::default(), 1),
                    );
                }
            }
            Ok(None) | Err(_) => return,
        }
    }
    panic!("the reader did not come to an end");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        let mut input = b"<protocol>".to_vec();
        input.extend(&bytes);
        read_all(&input);
        read_all(&bytes);
    }

    #[test]
    fn mutated_messages_never_panic(
        sample in 0..SAMPLES.len(),
        edits in proptest::collection::vec((any::<usize>(), any::<u8>(), 0..3u8), 1..8),
    ) {
        let mut bytes = b"<protocol>".to_vec();
        bytes.extend(SAMPLES[sample].as_bytes());
        for (at, byte, kind) in edits {
            let at = at % (bytes.len() + 1);
            match kind {
                0 => bytes.insert(at, byte),
                1 if at < bytes.len() => { bytes.remove(at); }
                _ if at < bytes.len() => bytes[at] = byte,
                _ => bytes.push(byte),
            }
        }
        read_all(&bytes);
    }
}

#[test]
fn piranhas_2026_state_is_122_board_lines_with_attributes_and_a_direction_element() {
    use bernstein::rules::piranhas_2026::Piranhas2026;
    let mut game = Game::new(Piranhas2026::start(&Default::default(), 5));
    let mut moves = bernstein::rules::MoveList::new();
    game.legal_moves(&mut moves);
    let mv = moves[0];
    game.play(mv).unwrap();
    let text = Piranhas2026::memento(&game).to_message();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[2],
        "    <state class=\"state\" startTeam=\"ONE\" turn=\"1\">"
    );
    assert_eq!(lines[3], "      <lastMove>");
    assert_eq!(
        lines[4],
        format!(
            "        <from x=\"{}\" y=\"{}\"/>",
            mv.from.x(),
            mv.from.y()
        )
    );
    assert!(lines[5].starts_with("        <direction>") && lines[5].ends_with("</direction>"));
    assert_eq!(lines[7], "      <board>");
    assert_eq!(lines[8], "        <row>");
    assert_eq!(
        lines[9], "          <field>EMPTY</field>",
        "(0, 0) is a corner"
    );
    // The board is 122 lines: its tags and ten rows of a tag pair and ten fields.
    let board_lines = lines
        .iter()
        .skip(7)
        .take_while(|line| !line.contains("</state>"))
        .count();
    assert_eq!(board_lines, 122);
    let state = parse_message(&text).unwrap();
    let read = Piranhas2026::read_state(state.child("state").unwrap()).unwrap();
    assert_eq!(&read, game.position());
    assert_eq!(
        room(Piranhas2026::move_data(game.position(), mv)),
        format!(
            "\n  <room roomId=\"R\">\n    <data class=\"move\">\n      <from x=\"{}\" y=\"{}\"/>\n      <direction>{}</direction>\n    </data>\n  </room>",
            mv.from.x(),
            mv.from.y(),
            mv.direction().name()
        )
    );
    // The result: no cause on scores, a winner with regular and the reason; a
    // violator scores zeros.
    let violation = Ending::fault(Side::Second, Cause::RuleViolation, "WRONG_START bei 'x'");
    let text = Piranhas2026::result(&game, &violation).to_message();
    assert!(text.contains("\n      <fragment name=\"Schwarmgröße\">"));
    assert!(text.contains(
        "\n        <player team=\"TWO\"/>\n        <score>\n          <part>0</part>\n          <part>0</part>\n        </score>"
    ));
    assert!(text.ends_with(
        "\n    <winner team=\"ONE\" regular=\"false\" reason=\"Regelverletzung von TWO: WRONG_START bei &apos;x&apos;\"/>\n  </data>"
    ));
}

/// Every season's replay of every way a game can end, as the server writes it
/// (the mementos and the result), reads back with the right winner: in the
/// record (so `convert` writes the right PGN result) and in the result message
/// a client reads. 22.x writes no `<winner>` after a timeout; its win points
/// (2 against 0) say who won.
#[test]
fn every_season_s_replay_of_every_ending_reads_back_with_its_winner() {
    fn season<P: Season>() {
        use bernstein::records::pgn::write_pgn;
        use bernstein::records::replay::xml::document;
        use bernstein::records::replay::{read_replay, read_result, room};
        use bernstein::rules::MoveList;
        // A game played to its end by the rules (first legal move each turn),
        // and its first four plies for the faults.
        let mut game = Game::new(P::start(&Default::default(), 5));
        while game.outcome().is_none() {
            let mut moves = MoveList::new();
            game.legal_moves(&mut moves);
            game.play(moves[0]).unwrap();
        }
        let finished = game.clone();
        let mut short = Game::new(game.start().clone());
        for mv in &game.moves()[..4] {
            short.play(*mv).unwrap();
        }
        let outcome = finished.outcome().unwrap();
        let mut endings = vec![(finished, Ending::regular(outcome))];
        for cause in [
            Cause::SoftTimeout,
            Cause::HardTimeout,
            Cause::RuleViolation,
            Cause::Left,
            Cause::ProtocolError,
        ] {
            for offender in Side::BOTH {
                endings.push((short.clone(), Ending::fault(offender, cause, "Grund")));
            }
        }
        for (game, ending) in endings {
            let what = format!(
                "{} {:?} by {:?}",
                P::GAME_TYPE,
                ending.cause,
                ending.offender
            );
            let mut played = Game::new(game.start().clone());
            let mut rooms = vec![room("R", P::memento(&played))];
            for mv in game.moves() {
                played.play(*mv).unwrap();
                rooms.push(room("R", P::memento(&played)));
            }
            let result = P::result(&game, &ending);
            rooms.push(room("R", result.clone()));
            let replay = read_replay(&document(&rooms)).unwrap_or_else(|e| panic!("{what}: {e}"));
            let record = &replay.record;
            assert_eq!(record.moves.main_line().len(), game.moves().len(), "{what}");
            let result_of_record = record.result.as_ref().expect("a result");
            assert_eq!(result_of_record.winner(), ending.winner, "{what}");
            assert_eq!(
                record.recorded.as_ref().unwrap().winner,
                ending.winner,
                "{what}: the server's result"
            );
            let expected = match ending.winner {
                Some(Side::First) => "[Result \"1-0\"]",
                Some(Side::Second) => "[Result \"0-1\"]",
                None => "[Result \"1/2-1/2\"]",
            };
            let pgn = write_pgn(record);
            assert!(pgn.contains(expected), "{what}:\n{pgn}");
            // The result message as a client reads it.
            let Ok(Some(bernstein::net::message::ServerMessage::Result(data))) =
                read_server_message(&room("R", result).to_message(), P::side_of)
            else {
                panic!("{what}: not a result message");
            };
            let (recorded, _) = read_result(&data, 0, P::side_of);
            assert_eq!(
                recorded.winner, ending.winner,
                "{what}: the client's reading"
            );
            if ending.cause != Cause::Regular {
                let offender = ending.offender.unwrap().index();
                assert_ne!(recorded.scores[offender].cause, "REGULAR", "{what}");
            }
        }
    }
    season::<Piranhas>();
    season::<Ostseeschach>();
    season::<bernstein::rules::piranhas_2026::Piranhas2026>();
}
