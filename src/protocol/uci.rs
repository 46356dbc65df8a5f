//! The UCI dialect: the names of its options and `go` words, its command words, and its
//! `info` and `bestmove` lines. Everything else is the shared [`Session`].

use super::moves::{best_and_ponder, pv_text};
use super::{Dialect, EngineOption, GoParam, GoWord, LineProtocol, Session, SharedOut};
use crate::game::Game;
use crate::search::{Report, Score, SearchResult, SearchSink};
use crate::square::Color;
use std::io::Write;

/// The Universal Chess Interface.
pub struct Uci;

/// A UCI session of game `G`.
pub type UciSession<G> = Session<G, Uci>;

impl Dialect for Uci {
    const ENGINE_OPTIONS: &'static [EngineOption] = &[
        EngineOption::hash("Hash", 16, 1, 65536),
        EngineOption::threads("Threads", 1, 1, 256),
        EngineOption::multipv("MultiPV", 1, 1, 256),
        EngineOption::move_overhead("Move Overhead", 30, 0, 5000),
        EngineOption::clear_hash("Clear Hash"),
        EngineOption::ponder("Ponder"),
    ];

    const GO_WORDS: &'static [GoWord] = &[
        ("searchmoves", GoParam::SearchMoves),
        ("ponder", GoParam::Ponder),
        ("wtime", GoParam::Time(Color::White)),
        ("btime", GoParam::Time(Color::Black)),
        ("winc", GoParam::Increment(Color::White)),
        ("binc", GoParam::Increment(Color::Black)),
        ("movestogo", GoParam::MovesToGo),
        ("depth", GoParam::Depth),
        ("nodes", GoParam::Nodes),
        ("mate", GoParam::Mate),
        ("movetime", GoParam::MoveTime),
        ("infinite", GoParam::Infinite),
        ("perft", GoParam::Perft),
    ];

    const POSITION_WORD: &'static str = "fen";

    fn note(text: &str) -> String {
        format!("info string {text}")
    }

    fn sink<G: Game>(out: SharedOut) -> Box<dyn SearchSink<G>> {
        Box::new(UciSink { out })
    }
}

impl<G: Game> Session<G, Uci> {
    /// Handles one UCI line, writing replies to `out`; `false` on `quit`.
    pub fn handle(&mut self, line: &str, out: &mut (impl Write + Send)) -> bool {
        let line = line.trim();
        let mut words = line.split_whitespace();
        let Some(cmd) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        let result = match cmd {
            "uci" => {
                self.introduce(out);
                let _ = writeln!(out, "uciok");
                Ok(())
            }
            "isready" => {
                let _ = writeln!(out, "readyok");
                Ok(())
            }
            "ucinewgame" => {
                self.new_game();
                Ok(())
            }
            "setoption" => self.setoption(&rest),
            "position" => self.set_position(&rest),
            "go" => self.go(&rest, out),
            "d" => {
                self.describe(out);
                Ok(())
            }
            "stop" => {
                self.stop_search();
                Ok(())
            }
            "ponderhit" => {
                self.ponderhit();
                Ok(())
            }
            "bench" => self.bench(&rest, out),
            "quit" => {
                self.stop_search();
                return false;
            }
            _ => Err(format!("unknown command: {}", super::truncate(line))),
        };
        if let Err(why) = result {
            let _ = writeln!(out, "{}", Uci::note(&why));
        }
        true
    }
}

impl<G: Game> LineProtocol for Session<G, Uci> {
    fn handle(&mut self, line: &str, out: &mut (impl Write + Send)) -> bool {
        Session::handle(self, line, out)
    }

    fn end_of_input(&mut self) {
        Session::end_of_input(self);
    }
}

/// Writes a search's events as UCI lines to a shared output.
struct UciSink {
    out: SharedOut,
}

impl UciSink {
    fn line(&self, line: &str) {
        if let Ok(mut o) = self.out.lock() {
            let _ = writeln!(o, "{line}");
            let _ = o.flush();
        }
    }
}

impl<G: Game> SearchSink<G> for UciSink {
    fn report(&mut self, root: &G, report: &Report<G::Move>) {
        self.line(&info_line(root, report));
    }

    fn finished(&mut self, root: &G, result: &SearchResult<G::Move>) {
        self.line(&bestmove_line(root, result));
    }
}

/// A score as UCI writes it: `cp N` or `mate N` (moves, negative when being mated).
pub fn format_score(score: i32) -> String {
    match Score::from_search(score) {
        Score::Centipawns(cp) => format!("cp {cp}"),
        Score::MateIn(plies) => format!("mate {}", plies.div_ceil(2)),
        Score::MatedIn(plies) => format!("mate {}", -i64::from(plies / 2)),
    }
}

/// The UCI `info` line of a report on `root`, moves written by its notation.
pub fn info_line<G: Game>(root: &G, r: &Report<G::Move>) -> String {
    let ms = r.time.as_millis() as u64;
    let nps = r.nodes * 1000 / ms.max(1);
    let mut line = format!(
        "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {}",
        r.depth,
        r.seldepth.max(1),
        r.multipv,
        format_score(r.score),
        r.nodes,
        nps,
        r.hashfull,
        ms
    );
    let pv = pv_text(root, &r.pv);
    if !pv.is_empty() {
        line.push_str(" pv ");
        line.push_str(&pv.join(" "));
    }
    line
}

/// The UCI `bestmove` line of a result on `root`: `bestmove M [ponder P]`, or
/// `bestmove (none)` without a move.
pub fn bestmove_line<G: Game>(root: &G, result: &SearchResult<G::Move>) -> String {
    match best_and_ponder(root, result) {
        None => "bestmove (none)".to_string(),
        Some((best, None)) => format!("bestmove {best}"),
        Some((best, Some(ponder))) => format!("bestmove {best} ponder {ponder}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{MATE, RULE_WIN};

    #[test]
    fn scores() {
        assert_eq!(format_score(31), "cp 31");
        assert_eq!(format_score(-RULE_WIN), "cp -25000");
        assert_eq!(format_score(MATE - 1), "mate 1");
        assert_eq!(format_score(MATE - 3), "mate 2");
        assert_eq!(format_score(MATE - 4), "mate 2");
        assert_eq!(format_score(-MATE), "mate 0");
        assert_eq!(format_score(-MATE + 2), "mate -1");
        assert_eq!(format_score(-MATE + 3), "mate -1");
    }
}
