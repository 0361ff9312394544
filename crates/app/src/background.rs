//! A search the app runs on a thread of its own (the game review, a move tried
//! while learning from mistakes): its stop flag, set when the job is dropped,
//! and its result, taken once without waiting. The app polls; nothing here
//! blocks the interface.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// Stack for the thread: the search keeps a move list per ply.
const STACK_BYTES: usize = 32 * 1024 * 1024;

/// One piece of work on its thread, and what it came to.
pub struct Background<T> {
    stop: Arc<AtomicBool>,
    result: Arc<Mutex<Option<T>>>,
}

impl<T: Send + 'static> Background<T> {
    /// Runs `work` on a thread named `name`, given the stop flag and `notify`
    /// (e.g. to repaint as it goes); `notify` runs once more after the result is
    /// kept. A thread that cannot be started leaves the job stopped, without a
    /// result.
    pub fn start(
        name: &str,
        work: impl FnOnce(Arc<AtomicBool>, &dyn Fn()) -> Option<T> + Send + 'static,
        notify: impl Fn() + Send + 'static,
    ) -> Background<T> {
        let stop = Arc::new(AtomicBool::new(false));
        let result = Arc::new(Mutex::new(None));
        let (thread_stop, thread_result) = (stop.clone(), result.clone());
        let spawned = std::thread::Builder::new()
            .name(name.to_string())
            .stack_size(STACK_BYTES)
            .spawn(move || {
                let outcome = work(thread_stop, &notify);
                if let Ok(mut slot) = thread_result.lock() {
                    *slot = outcome;
                }
                notify();
            });
        if spawned.is_err() {
            stop.store(true, Ordering::Relaxed);
        }
        Background { stop, result }
    }
}

impl<T> Background<T> {
    /// Whether the job was stopped (or could not start).
    pub fn is_stopped(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// The result, once it is there (non-blocking); `None` before and after.
    pub fn take_result(&self) -> Option<T> {
        self.result.lock().ok()?.take()
    }
}

impl<T> Drop for Background<T> {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
