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

use std::io::{Read, Write};
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::SyncSender;
use std::thread;
use std::time::Duration;

use crate::framing::{FrameError, MessageReader};

/// Connections open at once beyond which new ones are refused at once: a bound
/// on the server's threads. Connections that have not joined are fewer still
/// (the lobby closes the oldest of them to make room, see
/// `lobby::MAX_WAITING_TO_JOIN`), so only joined players can fill it.
pub const MAX_CONNECTIONS: usize = 64;

/// The messages the readers may have handed over and the game thread not yet
/// read, all connections together.
pub const QUEUE_LENGTH: usize = 256;

/// The messages one connection may have sent that the game thread has not read
/// yet. A bot sends one message when asked (a join, a move), so more is a flood.
pub const MAX_UNREAD_MESSAGES: usize = 32;

/// What the reader threads tell the game thread.
pub(super) enum Incoming {
    /// A new connection, with the count of its messages not yet read, which the
    /// game thread lowers as it reads them.
    Opened(u64, TcpStream, Arc<AtomicUsize>),
    Message(u64, String),
    /// The stream broke the protocol (not XML, too large, a flood, …).
    Fault(u64, String),
    Closed(u64),
    /// A connection refused because [`MAX_CONNECTIONS`] were open.
    Refused(SocketAddr),
    /// A move of the local user, as move text.
    Local(String),
}

/// The listener thread: accepts, refuses past [`MAX_CONNECTIONS`] (writing
/// `refusal`, which says why, before closing), starts readers.
pub(super) fn listen(
    listener: TcpListener,
    sender: SyncSender<Incoming>,
    refusal: Vec<u8>,
    open: Arc<AtomicUsize>,
    listening: Arc<AtomicBool>,
) {
    let mut next_id = 0;
    for stream in listener.incoming() {
        if !listening.load(Ordering::SeqCst) {
            return;
        }
        let Ok(mut stream) = stream else { continue };
        if open.load(Ordering::SeqCst) >= MAX_CONNECTIONS {
            let _ = stream.set_write_timeout(Some(Duration::from_millis(200)));
            let _ = stream.write_all(&refusal);
            let _ = stream.shutdown(Shutdown::Both);
            if let Ok(peer) = stream.peer_addr()
                && sender.send(Incoming::Refused(peer)).is_err()
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
        let unread = Arc::new(AtomicUsize::new(0));
        if sender
            .send(Incoming::Opened(id, writer, Arc::clone(&unread)))
            .is_err()
        {
            return;
        }
        open.fetch_add(1, Ordering::SeqCst);
        let sender = sender.clone();
        let still_open = Arc::clone(&open);
        let spawned = thread::Builder::new()
            .name(format!("sc-reader-{id}"))
            .spawn(move || {
                read_connection(id, stream, &unread, &sender);
                still_open.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            open.fetch_sub(1, Ordering::SeqCst);
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
