//! The listener thread, which accepts connections, and a reader thread per
//! connection, which cuts its stream into messages: both only pass what they get
//! on to the game thread ([`Incoming`]).

use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::Sender;
use std::thread;
use std::time::Duration;

use crate::net::framing::{FrameError, MessageReader};

/// Connections open at once beyond which new ones are closed at once: two
/// players and a few waiting for the next game are all a local server needs.
pub const MAX_CONNECTIONS: usize = 16;

/// What the reader threads tell the game thread.
pub(super) enum Incoming {
    Opened(u64, TcpStream),
    Message(u64, String),
    /// The stream broke the protocol (not XML, too large, …).
    Fault(u64, String),
    Closed(u64),
    /// A move of the local user, as move text.
    Local(String),
}

/// The listener thread: accepts, refuses past [`MAX_CONNECTIONS`], starts readers.
pub(super) fn listen(
    listener: TcpListener,
    sender: Sender<Incoming>,
    open: Arc<AtomicUsize>,
    listening: Arc<AtomicBool>,
) {
    let mut next_id = 0;
    for stream in listener.incoming() {
        if !listening.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = stream else { continue };
        if open.load(Ordering::SeqCst) >= MAX_CONNECTIONS {
            let _ = stream.shutdown(Shutdown::Both);
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
        if sender.send(Incoming::Opened(id, writer)).is_err() {
            return;
        }
        open.fetch_add(1, Ordering::SeqCst);
        let sender = sender.clone();
        let still_open = Arc::clone(&open);
        let spawned = thread::Builder::new()
            .name(format!("sc-reader-{id}"))
            .spawn(move || {
                read_connection(id, stream, &sender);
                still_open.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            open.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// A reader thread: messages until the stream ends or breaks the protocol.
fn read_connection(id: u64, stream: TcpStream, sender: &Sender<Incoming>) {
    let mut reader = MessageReader::new(stream);
    loop {
        let incoming = match reader.next_message() {
            Ok(Some(message)) => Incoming::Message(id, message),
            Ok(None) | Err(FrameError::Io(_)) => {
                let _ = sender.send(Incoming::Closed(id));
                return;
            }
            Err(error) => {
                let _ = sender.send(Incoming::Fault(id, error.to_string()));
                return;
            }
        };
        if sender.send(incoming).is_err() {
            return;
        }
    }
}
