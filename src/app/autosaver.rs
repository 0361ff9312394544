//! Writes the app's autosave on a thread of its own, so a slow or failing disk never
//! holds up a frame. The shell hands over the newest record at most once a frame
//! (when the game changed); the writer keeps only the newest of those waiting and
//! writes it through the records layer's crash-safe autosave. The outcome of each
//! write comes back to be shown as one persistent notice while writing fails.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use crate::records::{Record, autosave};

/// The writer thread and its two channels.
pub struct Autosaver {
    dir: PathBuf,
    to_writer: Option<Sender<Record>>,
    results: Receiver<Result<(), String>>,
    thread: Option<JoinHandle<()>>,
}

impl Autosaver {
    /// A writer for the autosave in `dir`.
    pub fn new(dir: PathBuf) -> Autosaver {
        let (to_writer, records) = mpsc::channel::<Record>();
        let (report, results) = mpsc::channel();
        let target = dir.clone();
        let thread = std::thread::Builder::new()
            .name("autosave".to_string())
            .spawn(move || {
                while let Ok(mut record) = records.recv() {
                    // Only the newest record matters: skip those overtaken meanwhile.
                    while let Ok(newer) = records.try_recv() {
                        record = newer;
                    }
                    let result = autosave::autosave_in(&target, &record)
                        .map(|_| ())
                        .map_err(|error| error.to_string());
                    if report.send(result).is_err() {
                        break;
                    }
                }
            })
            .ok();
        Autosaver {
            dir,
            to_writer: thread.is_some().then_some(to_writer),
            results,
            thread,
        }
    }

    /// Queues `record` to be written (returns at once).
    pub fn save(&self, record: Record) {
        match &self.to_writer {
            Some(sender) => {
                let _ = sender.send(record);
            }
            // No thread could be started: write here rather than not at all.
            None => {
                let _ = autosave::autosave_in(&self.dir, &record);
            }
        }
    }

    /// The outcome of the newest write finished since the last call, if any:
    /// `Ok` once writing works, `Err` with the reason while it fails.
    pub fn poll(&self) -> Option<Result<(), String>> {
        self.results.try_iter().last()
    }

    /// Writes what is queued and waits for it (closing the app, tests).
    pub fn finish(&mut self) {
        self.to_writer = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Autosaver {
    fn drop(&mut self) {
        self.finish();
    }
}
