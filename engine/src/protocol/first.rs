//! One engine that speaks UCI or UCCI, as the GUI's greeting asks: a session starts in UCI (a
//! GUI may send `isready` or `position` without a greeting), and `ucci` turns it into a UCCI
//! session. The greeting of the other protocol later starts over in that protocol, with its
//! options at their defaults (the running search is stopped first).

use super::stdio::LineProtocol;
use super::ucci::UcciSession;
use super::uci::UciSession;
use super::Identity;
use gambit::perft;
use gambit::search::SearchGame;
use std::io::Write;

/// A searching session in UCI or UCCI, chosen by the greeting (`uci`, `ucci`).
pub struct ByFirstCommand<G: SearchGame> {
    id: Identity,
    divide: perft::Divide<G>,
    session: Either<G>,
}

enum Either<G: SearchGame> {
    Uci(Box<UciSession<G>>),
    Ucci(Box<UcciSession<G>>),
}

impl<G: SearchGame> ByFirstCommand<G> {
    /// A UCI session until the GUI greets with `ucci`; `go perft` counts with `divide`.
    pub fn new(id: Identity, divide: perft::Divide<G>) -> Self {
        ByFirstCommand {
            id,
            divide,
            session: Either::Uci(Box::new(UciSession::with_search(id).with_divide(divide))),
        }
    }

    /// `true` while the session speaks UCCI.
    pub fn is_ucci(&self) -> bool {
        matches!(self.session, Either::Ucci(_))
    }
}

impl<G: SearchGame> LineProtocol for ByFirstCommand<G> {
    fn handle(&mut self, line: &str, out: &mut (impl Write + Send)) -> bool {
        let greeting = line.split_whitespace().next();
        match (&mut self.session, greeting) {
            (Either::Uci(s), Some("ucci")) => {
                s.stop_search();
                let ucci = UcciSession::with_search(self.id).with_divide(self.divide);
                self.session = Either::Ucci(Box::new(ucci));
            }
            (Either::Ucci(s), Some("uci")) => {
                s.stop_search();
                let uci = UciSession::with_search(self.id).with_divide(self.divide);
                self.session = Either::Uci(Box::new(uci));
            }
            _ => {}
        }
        match &mut self.session {
            Either::Uci(s) => s.handle(line, out),
            Either::Ucci(s) => s.handle(line, out),
        }
    }

    fn end_of_input(&mut self) {
        match &mut self.session {
            Either::Uci(s) => s.end_of_input(),
            Either::Ucci(s) => s.end_of_input(),
        }
    }
}
