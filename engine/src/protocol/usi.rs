//! The USI dialect (Universal Shogi Interface): the names of its options and `go` words, its
//! command words, and its `info`, `bestmove` and `checkmate` lines. Everything else is the
//! shared [`Session`].
//!
//! USI names the colours as shogi does: sente, who moves first (`b` in an SFEN), is the core's
//! first colour ([`Color::White`]); so `btime`/`binc` are that colour's clock and `wtime`/`winc`
//! the other's. Mates are counted in plies. A result without a move is `bestmove resign`, a
//! declaration ([`gambit::rules::RuleSet::declaration_win`]) is `bestmove win`, and `go mate`
//! is a checkmate search answered with `checkmate <moves>|nomate|timeout`.

use super::error::CommandError;
use super::moves::{best_and_ponder, pv_text};
use super::{
    info_line_scored, write_line, Dialect, DrawOffer, EngineOption, GoParam, GoWord, Session,
    SharedOut,
};
use gambit::game::Game;
use gambit::search::{Limits, Report, Score, SearchResult, SearchSink};
use gambit::square::Color;
use std::io::Write;

/// The Universal Shogi Interface.
pub struct Usi;

/// A USI session of game `G`.
pub type UsiSession<G> = Session<G, Usi>;

/// Sente, who moves first: USI's `b` (`btime`, `binc`).
const SENTE: Color = Color::White;
/// Gote: USI's `w` (`wtime`, `winc`).
const GOTE: Color = Color::Black;

impl Dialect for Usi {
    // USI option names have no spaces.
    const ENGINE_OPTIONS: &'static [EngineOption] = &[
        EngineOption::hash("USI_Hash", 16, 1, 65536),
        EngineOption::ponder("USI_Ponder"),
        EngineOption::threads("Threads", 1, 1, 256),
        EngineOption::multipv("MultiPV", 1, 1, 256),
        EngineOption::move_overhead("MoveOverhead", 30, 0, 5000),
        EngineOption::clear_hash("ClearHash"),
    ];

    const GO_WORDS: &'static [GoWord] = &[
        ("searchmoves", GoParam::SearchMoves),
        ("ponder", GoParam::Ponder),
        ("btime", GoParam::Time(SENTE)),
        ("wtime", GoParam::Time(GOTE)),
        ("binc", GoParam::Increment(SENTE)),
        ("winc", GoParam::Increment(GOTE)),
        ("byoyomi", GoParam::Byoyomi),
        ("depth", GoParam::Depth),
        ("nodes", GoParam::Nodes),
        ("mate", GoParam::Checkmate),
        ("movetime", GoParam::MoveTime),
        ("infinite", GoParam::Infinite),
        ("perft", GoParam::Perft),
    ];

    const POSITION_WORD: &'static str = "sfen";

    /// Handles one USI line, writing replies to `out`; `false` on `quit`.
    fn handle_line<G: Game>(
        session: &mut Session<G, Self>,
        line: &str,
        out: &mut (impl Write + Send),
    ) -> bool {
        session.handle_with(line, out, |s, cmd, args, out| match cmd {
            "usi" => s.introduce(out, "usiok"),
            "usinewgame" => {
                s.new_game();
                Some(Ok(()))
            }
            "gameover" => Some(s.gameover(args)),
            _ => None,
        })
    }

    fn sink<G: Game>(out: SharedOut) -> Box<dyn SearchSink<G>> {
        Box::new(UsiSink {
            out,
            checkmate: false,
        })
    }

    /// `go mate` (the only USI search with [`Limits::mate`]) ends with a `checkmate` line.
    fn search_sink<G: Game>(
        out: SharedOut,
        limits: &Limits,
        _offer: &DrawOffer,
    ) -> Box<dyn SearchSink<G>> {
        Box::new(UsiSink {
            out,
            checkmate: limits.mate.is_some(),
        })
    }
}

impl<G: Game> Session<G, Usi> {
    /// `gameover win|lose|draw`: the game has ended, a running search (a ponder search) is
    /// stopped. Anything else is refused and changes nothing.
    fn gameover(&mut self, args: &[&str]) -> Result<(), CommandError> {
        match args {
            ["win" | "lose" | "draw"] => {
                self.stop_search();
                Ok(())
            }
            _ => Err(CommandError::Expected {
                command: "gameover",
                expected: "'win', 'lose' or 'draw'",
                got: super::truncate(&args.join(" ")),
            }),
        }
    }
}

/// Writes a search's events as USI lines to a shared output.
struct UsiSink {
    out: SharedOut,
    /// A checkmate search (`go mate`): the answer is a `checkmate` line, not `bestmove`.
    checkmate: bool,
}

impl<G: Game> SearchSink<G> for UsiSink {
    fn report(&mut self, root: &G, report: &Report<G::Move>) {
        write_line(&self.out, &info_line(root, report));
    }

    fn finished(&mut self, root: &G, result: &SearchResult<G::Move>) {
        let line = if self.checkmate {
            checkmate_line(root, result)
        } else {
            bestmove_line(root, result)
        };
        write_line(&self.out, &line);
    }
}

/// A score as USI writes it: `cp N`, or `mate N` in plies (positive when the side to move
/// mates, negative when it is mated; `mate -0`: mated on the board).
pub fn format_score(score: Score) -> String {
    match score {
        Score::Cp(cp) => format!("cp {cp}"),
        Score::Mate(plies) if plies > 0 => format!("mate {plies}"),
        Score::Mate(plies) => format!("mate -{}", -plies),
    }
}

/// The USI `info` line of a report on `root`, moves written by its notation.
pub fn info_line<G: Game>(root: &G, r: &Report<G::Move>) -> String {
    info_line_scored(root, r, &format_score(r.score))
}

/// The USI `bestmove` line of a result on `root`: `bestmove win` for a declaration,
/// `bestmove M [ponder P]`, or `bestmove resign` without a move.
pub fn bestmove_line<G: Game>(root: &G, result: &SearchResult<G::Move>) -> String {
    if result.declares_win {
        return "bestmove win".to_string();
    }
    match best_and_ponder(root, result) {
        None => "bestmove resign".to_string(),
        Some((best, None)) => format!("bestmove {best}"),
        Some((best, Some(ponder))) => format!("bestmove {best} ponder {ponder}"),
    }
}

/// The answer to `go mate` on `root`: `checkmate M1 M2 ...` when the result is a mate for the
/// side to move whose whole line is known ([`mate_line`]); `checkmate nomate` when the side to
/// move has no legal move (it cannot mate) or a checkmate search proved it has no mate
/// ([`SearchResult::no_mate`]); else `checkmate timeout`: the search ended (time,
/// `stop`, its last depth) without proving either.
pub fn checkmate_line<G: Game>(root: &G, result: &SearchResult<G::Move>) -> String {
    if let Some(line) = mate_line(root, result) {
        format!("checkmate {}", line.join(" "))
    } else if result.no_mate || root.count_legal() == 0 {
        "checkmate nomate".to_string()
    } else {
        "checkmate timeout".to_string()
    }
}

/// The mating line of `result` on `root`, written: when its score is a mate in N plies for the
/// side to move and the first N moves of its principal variation are legal, one after the
/// other, and leave the mated side without a legal move. `None` otherwise (no mate, or a
/// variation the search cut short).
pub fn mate_line<G: Game>(root: &G, result: &SearchResult<G::Move>) -> Option<Vec<String>> {
    let plies = match result.score {
        Score::Mate(plies) if plies > 0 => plies,
        _ => return None,
    };
    let line = result.pv.get(..plies as usize)?;
    let text = pv_text(root, line);
    if text.len() != line.len() {
        return None;
    }
    let mut end = root.clone();
    for &m in line {
        end.make(m);
    }
    (end.count_legal() == 0).then_some(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::go::{parse_go, GoCommand, ANY_MATE};
    use gambit::search::MATE;

    #[test]
    fn scores_count_plies() {
        assert_eq!(format_score(Score::from_value(31)), "cp 31");
        assert_eq!(format_score(Score::from_value(MATE - 1)), "mate 1");
        assert_eq!(format_score(Score::from_value(MATE - 3)), "mate 3");
        assert_eq!(format_score(Score::from_value(MATE - 4)), "mate 4");
        assert_eq!(format_score(Score::from_value(-MATE)), "mate -0");
        assert_eq!(format_score(Score::from_value(-MATE + 2)), "mate -2");
        assert_eq!(format_score(Score::from_value(-MATE + 3)), "mate -3");
    }

    #[test]
    fn option_names_have_no_spaces() {
        for o in Usi::ENGINE_OPTIONS {
            assert!(!o.spec.name.contains(' '), "{}", o.spec.name);
        }
    }

    fn limits(args: &[&str]) -> Limits {
        match parse_go(args, Usi::GO_WORDS) {
            Ok(GoCommand::Search { limits, .. }) => limits,
            other => panic!("{args:?}: {other:?}"),
        }
    }

    #[test]
    fn clocks_are_sente_first() {
        let l = limits(&["btime", "1000", "wtime", "2000", "binc", "10", "winc", "20"]);
        assert_eq!(l.time[SENTE.index()], Some(1000));
        assert_eq!(l.time[GOTE.index()], Some(2000));
        assert_eq!(l.inc[SENTE.index()], 10);
        assert_eq!(l.inc[GOTE.index()], 20);
        assert_eq!(SENTE, Color::White);
        let l = limits(&["btime", "0", "wtime", "0", "byoyomi", "200"]);
        assert_eq!(l.byoyomi, 200);
        assert!(l.uses_clock(SENTE) && l.uses_clock(GOTE));
        assert!(parse_go(&["byoyomi"], Usi::GO_WORDS).is_err());
        assert!(parse_go(&["byoyomi", "x"], Usi::GO_WORDS).is_err());
        // UCI's word for moves to go is no USI word.
        assert!(parse_go(&["movestogo", "3"], Usi::GO_WORDS).is_err());
    }

    #[test]
    fn go_mate_is_a_checkmate_search() {
        let l = limits(&["mate", "5000"]);
        assert_eq!((l.mate, l.movetime), (Some(ANY_MATE), Some(5000)));
        let l = limits(&["mate", "infinite"]);
        assert_eq!(
            (l.mate, l.movetime, l.infinite),
            (Some(ANY_MATE), None, false)
        );
        assert!(parse_go(&["mate"], Usi::GO_WORDS).is_err());
        assert!(parse_go(&["mate", "soon"], Usi::GO_WORDS).is_err());
    }
}
