//! Why a server could not start or stopped before its games were played
//! ([`ServeError`]): each a message of the catalogue, so the app says it in the
//! user's language and the command line in English, from the same files.

use std::fmt;
use std::io;
use std::net::SocketAddr;

use bernstein_words::{Arg, Words};

/// Why a server could not start or stopped early.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ServeError {
    /// The address cannot be listened on: the port is taken, not allowed, or
    /// the address is not this machine's. `detail` is the system's own text.
    Listen {
        address: SocketAddr,
        kind: io::ErrorKind,
        detail: String,
    },
    /// A thread of the server could not be started (the system is out of them).
    Thread { detail: String },
    /// The listener stopped before the games were played.
    ListenerStopped,
}

impl ServeError {
    pub(super) fn listen(address: SocketAddr, error: &io::Error) -> ServeError {
        ServeError::Listen {
            address,
            kind: error.kind(),
            detail: error.to_string(),
        }
    }

    pub(super) fn thread(error: &io::Error) -> ServeError {
        ServeError::Thread {
            detail: error.to_string(),
        }
    }

    /// What went wrong, as a message of the catalogue.
    pub fn words(&self) -> Words {
        match self {
            ServeError::Listen {
                address,
                kind,
                detail,
            } => Words::new("serve-cannot-listen")
                .with("address", Arg::text(address))
                .with("reason", io_reason(*kind))
                .with("detail", Arg::text(detail)),
            ServeError::Thread { detail } => {
                Words::new("serve-no-thread").with("detail", Arg::text(detail))
            }
            ServeError::ListenerStopped => Words::new("serve-listener-stopped"),
        }
    }
}

/// The kind of a system error as a selector key of the messages.
fn io_reason(kind: io::ErrorKind) -> Arg {
    Arg::text(match kind {
        io::ErrorKind::AddrInUse => "in-use",
        io::ErrorKind::PermissionDenied => "not-allowed",
        io::ErrorKind::AddrNotAvailable => "not-here",
        _ => "other",
    })
}

impl bernstein_words::Worded for ServeError {
    fn words(&self) -> Words {
        ServeError::words(self)
    }
}

/// The English of [`ServeError::words`].
impl fmt::Display for ServeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.words().fmt(f)
    }
}

impl std::error::Error for ServeError {}

#[cfg(test)]
mod tests {
    use super::*;
    use bernstein_words::Language;

    fn listen(kind: io::ErrorKind) -> ServeError {
        ServeError::listen("127.0.0.1:13050".parse().unwrap(), &io::Error::from(kind))
    }

    #[test]
    fn the_command_line_reads_the_system_s_reason_in_english() {
        let error = listen(io::ErrorKind::AddrInUse);
        assert!(
            error
                .to_string()
                .starts_with("cannot listen on 127.0.0.1:13050: "),
            "{error}"
        );
        assert_eq!(
            ServeError::ListenerStopped.to_string(),
            "the listener stopped"
        );
    }

    #[test]
    fn every_serve_error_reads_german_in_german() {
        let errors = [
            listen(io::ErrorKind::AddrInUse),
            listen(io::ErrorKind::PermissionDenied),
            listen(io::ErrorKind::AddrNotAvailable),
            ServeError::thread(&io::Error::from(io::ErrorKind::OutOfMemory)),
            ServeError::ListenerStopped,
        ];
        for error in errors {
            let german = error.words().say(Language::GERMAN);
            assert_ne!(german, error.to_string(), "not translated");
            for english in ["cannot", "listen on", "stopped", "server"] {
                assert!(!german.contains(english), "English in German: {german}");
            }
        }
        assert_eq!(
            listen(io::ErrorKind::AddrInUse)
                .words()
                .say(Language::GERMAN),
            "Auf 127.0.0.1:13050 lässt sich nicht lauschen: Die Adresse ist schon belegt."
        );
    }
}
