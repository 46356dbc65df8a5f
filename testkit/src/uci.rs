//! Driving an engine session in-process, [`UciSession`] or a session of another dialect
//! (USI): a writer the test reads after the search thread wrote to it, a session whose search
//! output goes there, and line runners.
//!
//! ```
//! use gambit::search::SearchGame;
//! use gambit_testkit::uci::{run, session};
//!
//! /// The `bestmove` line of a depth-2 search from the start position.
//! fn best_line<G: SearchGame>() -> String {
//!     let (mut s, out) = session::<G>();
//!     run(&mut s, &["position startpos", "go depth 2"]);
//!     let text = out.text();
//!     text.lines().find(|l| l.starts_with("bestmove")).unwrap().to_string()
//! }
//! ```

use gambit::search::SearchGame;
use gambit_engine::protocol::{Dialect, Identity, LineProtocol, Session};
use gambit_engine::uci::{Uci, UciSession};
use std::io::Write;
use std::sync::{Arc, Mutex};

/// A writer the test can read after the search thread wrote to it; clones share the buffer.
#[derive(Clone, Debug, Default)]
pub struct Captured(Arc<Mutex<Vec<u8>>>);

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl Captured {
    /// Everything written so far.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }

    /// Everything written so far, emptying the buffer.
    pub fn take(&self) -> String {
        let mut v = self.0.lock().unwrap();
        let s = String::from_utf8_lossy(&v).into_owned();
        v.clear();
        s
    }
}

/// A searching session whose `info` and `bestmove` lines go to the returned writer.
pub fn session<G: SearchGame>() -> (UciSession<G>, Captured) {
    session_in::<G, Uci>()
}

/// A searching session of any dialect (USI too) whose search output goes to the returned
/// writer.
pub fn session_in<G: SearchGame, D: Dialect>() -> (Session<G, D>, Captured) {
    let mut s = Session::<G, D>::with_search(Identity {
        name: "test",
        author: "test",
    });
    let out = Captured::default();
    s.set_search_output(out.clone());
    (s, out)
}

/// Sends one line to a session of any protocol without waiting for a search; returns the
/// direct replies.
///
/// # Panics
///
/// When the session ends on the line (`quit`).
pub fn send(s: &mut impl LineProtocol, line: &str) -> String {
    let mut replies = Vec::new();
    assert!(
        s.handle(line, &mut replies),
        "the session ended on {line:?}"
    );
    String::from_utf8_lossy(&replies).into_owned()
}

/// Sends `lines` to a searching session of any dialect, waiting after each for its search to
/// finish; returns the direct replies (what the searches wrote goes to the session's output,
/// the [`Captured`] of [`session`]).
///
/// # Panics
///
/// When the session ends on one of the lines (`quit`).
pub fn run<G: SearchGame, D: Dialect>(s: &mut Session<G, D>, lines: &[&str]) -> String
where
    Session<G, D>: LineProtocol,
{
    let mut replies = Vec::new();
    for l in lines {
        assert!(s.handle(l, &mut replies), "the session ended on {l:?}");
        s.wait_search();
    }
    String::from_utf8_lossy(&replies).into_owned()
}
