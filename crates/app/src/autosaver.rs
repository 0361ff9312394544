//! Writes the app's autosave on a thread of its own, so a slow or failing disk never
//! holds up a frame. The shell hands over the newest record at most once a frame
//! (when the game changed); the writer keeps only the newest of those waiting and
//! writes it through the records layer's crash-safe autosave. The outcome of each
//! write comes back to be shown as one persistent notice while writing fails.

use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender};
use std::thread::JoinHandle;

use bernstein_records::{Record, RecordError, autosave};

/// What the writer is asked to do.
enum Job {
    Save(Box<Record>),
    /// Answer once everything before has been written.
    Flush(Sender<()>),
}

/// The writer thread and its two channels.
pub struct Autosaver {
    dir: PathBuf,
    to_writer: Option<Sender<Job>>,
    results: Receiver<Result<(), RecordError>>,
    thread: Option<JoinHandle<()>>,
}

impl Autosaver {
    /// A writer for the autosave in `dir`.
    pub fn new(dir: PathBuf) -> Autosaver {
        let (to_writer, jobs) = mpsc::channel::<Job>();
        let (report, results) = mpsc::channel();
        let target = dir.clone();
        let thread = std::thread::Builder::new()
            .name("autosave".to_string())
            .spawn(move || {
                let mut waiting: Option<Record> = None;
                while let Ok(job) = jobs.recv() {
                    let mut flushes = Vec::new();
                    match job {
                        Job::Save(record) => waiting = Some(*record),
                        Job::Flush(done) => flushes.push(done),
                    }
                    // Only the newest record matters: skip those overtaken meanwhile.
                    for job in jobs.try_iter() {
                        match job {
                            Job::Save(record) => waiting = Some(*record),
                            Job::Flush(done) => flushes.push(done),
                        }
                    }
                    if let Some(record) = waiting.take() {
                        let result = autosave::autosave_in(&target, &record).map(|_| ());
                        if report.send(result).is_err() {
                            break;
                        }
                    }
                    for done in flushes {
                        let _ = done.send(());
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
                let _ = sender.send(Job::Save(Box::new(record)));
            }
            // No thread could be started: write here rather than not at all.
            None => {
                let _ = autosave::autosave_in(&self.dir, &record);
            }
        }
    }

    /// The outcome of the newest write finished since the last call, if any:
    /// `Ok` once writing works, `Err` with the reason while it fails.
    pub fn poll(&self) -> Option<Result<(), RecordError>> {
        self.results.try_iter().last()
    }

    /// Waits until everything queued so far is written.
    pub fn flush(&self) {
        if let Some(sender) = &self.to_writer {
            let (done, wait) = mpsc::channel();
            if sender.send(Job::Flush(done)).is_ok() {
                let _ = wait.recv();
            }
        }
    }

    /// Writes what is queued and ends the writer (closing the app).
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
