//! The listener thread, which accepts connections, and a reader thread per
//! connection, which cuts its stream into messages: both only pass what they get
//! on to the game thread ([`Incoming`]), through one queue of bounded length.
//!
//! What a peer can make the server hold is bounded: the queue holds at most
//! [`QUEUE_LENGTH`] messages (a reader whose message does not fit waits, and so
//! does its peer, whose sends wait in TCP), and a connection may have at most
//! [`MAX_UNREAD_MESSAGES`] messages the game thread has not read yet: a bot that
//! sends more floods the server, and its reader stops with a fault (in a game,
//! a protocol error that loses it; in the lobby, the connection is closed).
//!
//! Connections are limited per peer address before they are limited at all: one
//! address may have at most [`MAX_WAITING_PER_PEER`] connections open that have
//! not joined, so that connections opened again and again from one address
//! cannot take the room of players from others; all connections together are
//! bounded by [`MAX_OPEN`] (threads), which leaves room beyond the
//! [`MAX_CONNECTIONS`] players for those still joining.

use std::io::{Read, Write};
use std::net::{IpAddr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::SyncSender;
use std::thread;
use std::time::Duration;

use crate::framing::{FrameError, MessageReader};

/// Players (connections that joined, play or are closing after their game) at
/// most: beyond them the server is full, and only a player with a reservation
/// code for a seat is admitted.
pub const MAX_CONNECTIONS: usize = 64;

/// Connections that have not joined yet, at most, kept by the lobby: a
/// newcomer beyond them closes the one that has waited longest (a bot joins at
/// once after connecting; see `lobby.rs`).
pub const MAX_WAITING_TO_JOIN: usize = 8;

/// Connections of one peer address that have not joined, at most: a newcomer
/// beyond them is refused at once. The lobby keeps fewer waiting (it closes the
/// oldest of the address with the most, see [`MAX_WAITING_TO_JOIN`]), so
/// this bounds only an address that opens them faster than the lobby closes
/// them. A bot joins right after connecting.
pub const MAX_WAITING_PER_PEER: usize = 2 * MAX_WAITING_TO_JOIN;

/// Connections open at once, at most (a bound on the server's threads): the
/// players and room for several peers' connections still joining.
pub const MAX_OPEN: usize = MAX_CONNECTIONS + 4 * MAX_WAITING_PER_PEER;

/// The messages the readers may have handed over and the game thread not yet
/// read, all connections together.
pub const QUEUE_LENGTH: usize = 256;

/// The messages one connection may have sent that the game thread has not read
/// yet. A bot sends one message when asked (a join, a move), so more is a flood.
pub const MAX_UNREAD_MESSAGES: usize = 32;

/// What the listener, a connection's reader and the game thread share of it.
#[derive(Default)]
pub(super) struct Shared {
    /// Its messages the reader handed over that the game thread has not read.
    pub(super) unread: AtomicUsize,
    /// Set by the game thread once it joined (it no longer counts as waiting).
    pub(super) joined: AtomicBool,
    /// Set by the reader when the connection has ended.
    closed: AtomicBool,
}

/// A connection refused before the game thread saw it: who, and why (for the log).
pub(super) struct Refusal {
    pub(super) peer: SocketAddr,
    pub(super) why: String,
}

/// What the reader threads tell the game thread.
pub(super) enum Incoming {
    /// A new connection, with what the game thread shares with its reader.
    Opened(u64, TcpStream, Arc<Shared>),
    Message(u64, String),
    /// The stream broke the protocol (not XML, too large, a flood, …).
    Fault(u64, String),
    Closed(u64),
    /// A connection refused by the listener (too many of its address, or open).
    Refused(Refusal),
    /// A move of the local user, as move text.
    Local(String),
}

/// The listener thread: accepts; refuses (writing `refusal(message)`, which
/// says why in the server's German, before closing) a peer with
/// [`MAX_WAITING_PER_PEER`] connections that have not joined, then any past
/// [`MAX_OPEN`]; starts readers.
pub(super) fn listen(
    listener: TcpListener,
    sender: SyncSender<Incoming>,
    refusal: impl Fn(&str) -> Vec<u8>,
    listening: Arc<AtomicBool>,
) {
    let mut next_id = 0;
    // The open connections: each one's peer address and shared state.
    let mut open: Vec<(Option<IpAddr>, Arc<Shared>)> = Vec::new();
    for stream in listener.incoming() {
        if !listening.load(Ordering::SeqCst) {
            return;
        }
        let Ok(mut stream) = stream else { continue };
        open.retain(|(_, shared)| !shared.closed.load(Ordering::SeqCst));
        let peer = stream.peer_addr().ok();
        let waiting = open
            .iter()
            .filter(|(address, shared)| {
                *address == peer.map(|peer| peer.ip()) && !shared.joined.load(Ordering::SeqCst)
            })
            .count();
        let refused = if waiting >= MAX_WAITING_PER_PEER {
            Some((
                format!("{waiting} connections from this address have not joined"),
                format!(
                    "Zu viele Verbindungen von Ihrer Adresse ({waiting}), die sich nicht angemeldet haben. Bitte spaeter wieder versuchen."
                ),
            ))
        } else if open.len() >= MAX_OPEN {
            Some((
                format!("{MAX_OPEN} connections are open"),
                format!(
                    "Der Server ist voll ({MAX_CONNECTIONS} Verbindungen). Bitte spaeter wieder versuchen."
                ),
            ))
        } else {
            None
        };
        if let Some((why, message)) = refused {
            let _ = stream.set_write_timeout(Some(Duration::from_millis(200)));
            let _ = stream.write_all(&refusal(&message));
            let _ = stream.shutdown(Shutdown::Both);
            if let Some(peer) = peer
                && sender
                    .send(Incoming::Refused(Refusal { peer, why }))
                    .is_err()
            {
                return;
            }
            continue;
        }
        next_id += 1;
        let id = next_id;
        let _ = stream.set_nodelay(true);
        let Ok(writer) = stream.try_clone() else {
            continue;
        };
        // A player that stops reading must not hold up the game thread's writes.
        let _ = writer.set_write_timeout(Some(Duration::from_secs(5)));
        let shared = Arc::new(Shared::default());
        if sender
            .send(Incoming::Opened(id, writer, Arc::clone(&shared)))
            .is_err()
        {
            return;
        }
        open.push((peer.map(|peer| peer.ip()), Arc::clone(&shared)));
        let sender = sender.clone();
        let spawned = thread::Builder::new()
            .name(format!("sc-reader-{id}"))
            .spawn({
                let shared = Arc::clone(&shared);
                move || {
                    read_connection(id, stream, &shared.unread, &sender);
                    shared.closed.store(true, Ordering::SeqCst);
                }
            });
        if spawned.is_err() {
            shared.closed.store(true, Ordering::SeqCst);
        }
    }
}

/// A reader thread: messages until the stream ends, breaks the protocol or
/// floods the server.
fn read_connection(
    id: u64,
    stream: impl Read,
    unread: &AtomicUsize,
    sender: &SyncSender<Incoming>,
) {
    let mut reader = MessageReader::new(stream);
    loop {
        let incoming = match reader.next_message() {
            Ok(Some(_)) if unread.load(Ordering::SeqCst) >= MAX_UNREAD_MESSAGES => Incoming::Fault(
                id,
                format!(
                    "flooding: more than {MAX_UNREAD_MESSAGES} messages sent that the server had not read yet"
                ),
            ),
            Ok(Some(message)) => {
                unread.fetch_add(1, Ordering::SeqCst);
                Incoming::Message(id, message)
            }
            Ok(None) | Err(FrameError::Io(_)) => Incoming::Closed(id),
            Err(error) => Incoming::Fault(id, error.to_string()),
        };
        let last = !matches!(incoming, Incoming::Message(..));
        if sender.send(incoming).is_err() || last {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;

    #[test]
    fn a_reader_stops_a_connection_that_sends_more_than_the_server_reads() {
        let flood = "<join/>".repeat(1000);
        let stream = format!("<protocol>{flood}");
        let (sender, receiver) = mpsc::sync_channel(QUEUE_LENGTH);
        let unread = AtomicUsize::new(0);
        // Nobody reads: the messages stay unread.
        read_connection(7, stream.as_bytes(), &unread, &sender);
        drop(sender);
        let received: Vec<Incoming> = receiver.try_iter().collect();
        assert_eq!(received.len(), MAX_UNREAD_MESSAGES + 1);
        assert!(
            received[..MAX_UNREAD_MESSAGES].iter().all(
                |incoming| matches!(incoming, Incoming::Message(7, text) if text == "<join/>")
            )
        );
        assert!(
            matches!(&received[MAX_UNREAD_MESSAGES], Incoming::Fault(7, why) if why.starts_with("flooding")),
            "the last is the fault"
        );
    }

    #[test]
    fn a_reader_hands_over_as_many_unread_messages_as_allowed() {
        let stream = format!(
            "<protocol>{}</protocol>",
            "<join/>".repeat(MAX_UNREAD_MESSAGES)
        );
        let (sender, receiver) = mpsc::sync_channel(QUEUE_LENGTH);
        read_connection(7, stream.as_bytes(), &AtomicUsize::new(0), &sender);
        drop(sender);
        let received: Vec<Incoming> = receiver.try_iter().collect();
        assert_eq!(received.len(), MAX_UNREAD_MESSAGES + 1);
        assert!(matches!(received.last(), Some(Incoming::Closed(7))));
    }
}
