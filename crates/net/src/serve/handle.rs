//! The server for the app ([`ServerHandle`]): on threads of its own, its events
//! collected without waiting, the local user's moves handed in, stopped when
//! dropped.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, SyncSender};
use std::thread;

use super::error::ServeError;
use super::events::ServerEvent;
use super::host::{bind, serve_on};
use super::listener::{Incoming, QUEUE_LENGTH};
use super::settings::ServeSettings;
use crate::season::Season;

/// A server on threads of its own, for the app: events are collected without
/// waiting ([`ServerHandle::poll`]), the local user's moves are handed in with
/// [`ServerHandle::play`], and dropping the handle stops the server.
pub struct ServerHandle<P: Season> {
    events: Receiver<ServerEvent<P>>,
    moves: SyncSender<Incoming>,
    stop: Arc<AtomicBool>,
    /// The error that ended the server early, once it has ended.
    failure: Receiver<ServeError>,
}

impl<P: Season> ServerHandle<P> {
    /// Starts serving; `notify` runs on the server's thread after each event
    /// (the app asks for a repaint). An address that cannot be listened on is
    /// said at once.
    pub fn start(
        settings: ServeSettings,
        notify: impl Fn() + Send + 'static,
    ) -> Result<ServerHandle<P>, ServeError> {
        let listener = bind(&settings)?;
        let (sender, receiver) = mpsc::sync_channel(QUEUE_LENGTH);
        let (event_sender, events) = mpsc::channel();
        let (failure_sender, failure) = mpsc::channel();
        let stop = Arc::clone(&settings.stop);
        let moves = sender.clone();
        thread::Builder::new()
            .name("sc-server".into())
            .spawn(move || {
                let result = serve_on::<P>(&settings, listener, sender, receiver, |event| {
                    let _ = event_sender.send(event);
                    notify();
                });
                if let Err(error) = result {
                    let _ = failure_sender.send(error);
                    notify();
                }
            })
            .map_err(|error| ServeError::thread(&error))?;
        Ok(ServerHandle {
            events,
            moves,
            stop,
            failure,
        })
    }

    /// The events since the last poll (never waits).
    pub fn poll(&self) -> Vec<ServerEvent<P>> {
        self.events.try_iter().collect()
    }

    /// The error the server stopped with, if it did (e.g. the port is taken).
    pub fn failure(&self) -> Option<ServeError> {
        self.failure.try_recv().ok()
    }

    /// The local user's move, as move text (used when it is the user's turn).
    /// Waits while the server's queue is full (bots flooding it), which the game
    /// thread empties as it goes.
    pub fn play(&self, text: &str) {
        let _ = self.moves.send(Incoming::Local(text.to_string()));
    }

    /// Stops serving: a game in progress ends, the connections are closed.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

impl<P: Season> Drop for ServerHandle<P> {
    fn drop(&mut self) {
        self.stop();
    }
}
