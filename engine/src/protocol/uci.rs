//! The UCI dialect: the names of its options and `go` words, its command words, and its
//! `info` and `bestmove` lines. Everything else is the shared [`Session`].

use super::moves::best_and_ponder;
use super::{
    info_line_scored, write_line, Dialect, EngineOption, GoParam, GoWord, Session, SharedOut,
};
use gambit::game::Game;
use gambit::search::{Report, Score, SearchResult, SearchSink};
use gambit::square::Color;
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
        EngineOption::skill_level("Skill Level", 20, 0, 20),
        EngineOption::limit_strength("UCI_LimitStrength"),
        EngineOption::elo("UCI_Elo", 1500, 1000, 2850),
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

    /// Handles one UCI line, writing replies to `out`; `false` on `quit`.
    fn handle_line<G: Game>(
        session: &mut Session<G, Self>,
        line: &str,
        out: &mut (impl Write + Send),
    ) -> bool {
        session.handle_with(line, out, |s, cmd, _, out| match cmd {
            "uci" => s.introduce(out, "uciok"),
            "ucinewgame" => {
                s.new_game();
                Some(Ok(()))
            }
            _ => None,
        })
    }

    fn sink<G: Game>(out: SharedOut) -> Box<dyn SearchSink<G>> {
        Box::new(UciSink { out })
    }
}

/// Writes a search's events as UCI lines to a shared output.
struct UciSink {
    out: SharedOut,
}

impl<G: Game> SearchSink<G> for UciSink {
    fn report(&mut self, root: &G, report: &Report<G::Move>) {
        write_line(&self.out, &info_line(root, report));
    }

    fn finished(&mut self, root: &G, result: &SearchResult<G::Move>) {
        write_line(&self.out, &bestmove_line(root, result));
    }
}

/// A score as UCI writes it: `cp N` or `mate N` (moves, negative when being mated).
pub fn format_score(score: Score) -> String {
    match (score, score.mate_moves()) {
        (_, Some(moves)) => format!("mate {moves}"),
        (Score::Cp(cp), None) | (Score::Mate(cp), None) => format!("cp {cp}"),
    }
}

/// The UCI `info` line of a report on `root`, moves written by its notation.
pub fn info_line<G: Game>(root: &G, r: &Report<G::Move>) -> String {
    info_line_scored(root, r, &format_score(r.score))
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
    use gambit::search::MATE;

    #[test]
    fn scores() {
        let uci = |v| format_score(Score::from_value(v));
        assert_eq!(uci(31), "cp 31");
        assert_eq!(uci(MATE - 1), "mate 1");
        assert_eq!(uci(MATE - 3), "mate 2");
        assert_eq!(uci(MATE - 4), "mate 2");
        assert_eq!(uci(-MATE), "mate 0");
        assert_eq!(uci(-MATE + 2), "mate -1");
        assert_eq!(uci(-MATE + 3), "mate -1");
    }
}
