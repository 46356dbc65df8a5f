//! A hang detector: a test that does not finish within a generous limit ends the whole test
//! process with a message, instead of hanging CI until its time runs out. It is no timing
//! assertion: the limit is many times what the test needs on a loaded machine.

use std::sync::mpsc;
use std::time::Duration;

/// Aborts the process unless dropped within the limit.
pub struct Watchdog {
    _done: mpsc::Sender<()>,
}

impl Watchdog {
    /// Starts watching `what`.
    pub fn new(what: &str, limit: Duration) -> Self {
        let (done, rx) = mpsc::channel::<()>();
        let what = what.to_string();
        std::thread::spawn(move || {
            if let Err(mpsc::RecvTimeoutError::Timeout) = rx.recv_timeout(limit) {
                eprintln!("watchdog: {what} did not finish within {limit:?}: a hang");
                std::process::abort();
            }
        });
        Watchdog { _done: done }
    }
}
