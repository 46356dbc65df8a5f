//! Driving a [`UciSession`] in-process: a writer the test reads after the search thread
//! wrote to it, a session whose search output goes there, and a line runner.

use gambit::protocol::Identity;
use gambit::search::SearchGame;
use gambit::uci::UciSession;
use std::io::Write;
use std::sync::{Arc, Mutex};

/// A writer the test can read after the search thread wrote to it.
#[derive(Clone, Default)]
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
    let mut s = UciSession::<G>::with_search(Identity {
        name: "test",
        author: "test",
    });
    let out = Captured::default();
    s.set_search_output(out.clone());
    (s, out)
}

/// Sends `lines`, waiting for each search to finish; returns the direct replies.
pub fn run<G: SearchGame>(s: &mut UciSession<G>, lines: &[&str]) -> String {
    let mut replies = Vec::new();
    for l in lines {
        assert!(s.handle(l, &mut replies), "the session ended on {l:?}");
        s.wait_search();
    }
    String::from_utf8_lossy(&replies).into_owned()
}
