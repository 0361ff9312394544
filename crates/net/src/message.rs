//! The season-neutral messages: what a player may send the server (joining,
//! moves, closing) and what the server sends a player, each read from one framed
//! message. Joining is read forgivingly (any `gameType`, any reservation code);
//! everything else strictly, since the competition's server drops a client that
//! sends an element it does not know.

use bernstein_records::RecordError;
use bernstein_records::replay::xml::{Element, parse_message};
use bernstein_rules::Side;

/// What is wrong with a message a player or the server sent.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum MessageError {
    /// Not well-formed XML.
    #[error(transparent)]
    Xml(#[from] RecordError),
    #[error("a room packet holds exactly one <data>")]
    RoomPacketData,
    #[error("a room packet without <data>")]
    RoomPacketWithoutData,
    #[error("unknown message <{0}>")]
    UnknownMessage(String),
    #[error("unknown colour '{0}'")]
    UnknownColour(String),
    #[error("a memento without <state>")]
    MementoWithoutState,
}

/// A message from a player to the server.
#[derive(Clone, Debug, PartialEq)]
pub enum ClientMessage {
    /// `<join gameType="…"/>`, the game type if given.
    Join(Option<String>),
    /// `<joinRoom roomId="…"/>` (2022 on).
    JoinRoom(String),
    /// `<joinPrepared reservationCode="…"/>`.
    JoinPrepared(String),
    /// A room packet: the room id and its `data`.
    Room { room: String, data: Element },
    /// The close element in any season's spelling.
    Close,
}

/// A message from the server to a player.
#[derive(Clone, Debug, PartialEq)]
pub enum ServerMessage {
    Joined(String),
    Welcome(Side),
    /// A memento's `state` element.
    State(Element),
    MoveRequest,
    /// The `data class="result"` element.
    Result(Element),
    /// An error in a room, or the lobby's `errorpacket`/`error`: its message.
    Error(String),
    Left,
    Close,
}

/// The names of the close element: 2026, 2022 and 2019.
pub const CLOSE_NAMES: [&str; 3] = [
    "close",
    "sc.protocol.CloseConnection",
    "sc.protocol.responses.CloseConnection",
];

/// Reads a player's message; the error says what is wrong with it.
pub fn read_client_message(text: &str) -> Result<ClientMessage, MessageError> {
    let element = parse_message(text)?;
    let attribute = |name: &str| element.attr(name).unwrap_or("").to_string();
    match element.name.as_str() {
        "join" => Ok(ClientMessage::Join(
            element.attr("gameType").map(str::to_string),
        )),
        "joinRoom" => Ok(ClientMessage::JoinRoom(attribute("roomId"))),
        "joinPrepared" => Ok(ClientMessage::JoinPrepared(attribute("reservationCode"))),
        "room" => {
            let room = attribute("roomId");
            match element.children.as_slice() {
                [data] if data.name == "data" => Ok(ClientMessage::Room {
                    room,
                    data: data.clone(),
                }),
                _ => Err(MessageError::RoomPacketData),
            }
        }
        name if CLOSE_NAMES.contains(&name) => Ok(ClientMessage::Close),
        name => Err(MessageError::UnknownMessage(name.to_string())),
    }
}

/// Reads a server's message; `None` for a message a player need not act on
/// (observer and admin messages). `side_of` is the season's mapping from a
/// colour or team name to a side ([`crate::Season::side_of`]).
pub fn read_server_message(
    text: &str,
    side_of: impl Fn(&str) -> Option<Side>,
) -> Result<Option<ServerMessage>, MessageError> {
    let element = parse_message(text)?;
    let message = match element.name.as_str() {
        "joined" => Some(ServerMessage::Joined(
            element.attr("roomId").unwrap_or("").to_string(),
        )),
        "left" => Some(ServerMessage::Left),
        "errorpacket" | "error" => Some(ServerMessage::Error(
            element.attr("message").unwrap_or("").to_string(),
        )),
        name if CLOSE_NAMES.contains(&name) => Some(ServerMessage::Close),
        "room" => {
            let data = element
                .child("data")
                .ok_or(MessageError::RoomPacketWithoutData)?;
            match data.attr("class").unwrap_or("") {
                "welcomeMessage" => {
                    let colour = data.attr("color").unwrap_or("");
                    let side = side_of(colour)
                        .ok_or_else(|| MessageError::UnknownColour(colour.to_string()))?;
                    Some(ServerMessage::Welcome(side))
                }
                "memento" => Some(ServerMessage::State(
                    data.child("state")
                        .ok_or(MessageError::MementoWithoutState)?
                        .clone(),
                )),
                "moveRequest" | "sc.framework.plugins.protocol.MoveRequest" => {
                    Some(ServerMessage::MoveRequest)
                }
                "result" => Some(ServerMessage::Result(data.clone())),
                "error" => Some(ServerMessage::Error(
                    data.attr("message").unwrap_or("").to_string(),
                )),
                _ => None,
            }
        }
        _ => None,
    };
    Ok(message)
}
