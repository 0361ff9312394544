//! Asking for the next frame from code that does not draw: the searches' threads
//! when they have news, and the computer when it waits out the pause between its
//! moves. The window hands its own ([`Repaint::of`]); code used without a window
//! (tests, a referee) hands one that asks nothing ([`Repaint::never`]).

use std::sync::Arc;
use std::time::Duration;

/// A way to ask for the next frame, now or after a wait. Cheap to clone.
#[derive(Clone)]
pub struct Repaint(Arc<dyn Fn(Duration) + Send + Sync>);

impl Repaint {
    /// Asks through `ask`, given the wait (zero: at once).
    pub fn new(ask: impl Fn(Duration) + Send + Sync + 'static) -> Repaint {
        Repaint(Arc::new(ask))
    }

    /// The window's: its next frame.
    pub fn of(ctx: &egui::Context) -> Repaint {
        let ctx = ctx.clone();
        Repaint::new(move |wait| {
            if wait.is_zero() {
                ctx.request_repaint();
            } else {
                ctx.request_repaint_after(wait);
            }
        })
    }

    /// Asks nothing: for code that polls on its own.
    pub fn never() -> Repaint {
        Repaint::new(|_| {})
    }

    /// A frame as soon as possible.
    pub fn now(&self) {
        (self.0)(Duration::ZERO);
    }

    /// A frame after `wait`.
    pub fn after(&self, wait: Duration) {
        (self.0)(wait);
    }
}
