//! The UCCI dialect (Universal Chinese Chess Protocol, the protocol of XQWizard, BHGUI and
//! other Chinese GUIs; ElephantEye's UCCI 3.0): the names of its options and `go` words, its
//! command words, and its `option`, `info`, `bestmove` and `pophash` lines. Everything else is
//! the shared [`Session`].
//!
//! UCCI differs from UCI in form, not in what a session does:
//!
//! - `option <name> type <type> ...` and `setoption <name> [<value>]`, without `name` and
//!   `value` (option names have no spaces); check values `true`/`false` or `on`/`off`;
//! - `go [ponder|draw] time T [movestogo N|increment I] [opptime T [oppmovestogo N|oppincrement
//!   I]]`: the clock of the side to move and of its opponent, in seconds unless the option
//!   `usemillisec` is on (then milliseconds); `go draw` and `ponderhit draw` offer a draw,
//!   which the answer accepts with `bestmove M draw`;
//! - `banmoves M...`: moves the searches of the current position must not play;
//! - `probe <position>`: `pophash ...`, what the table and the evaluation know of it;
//! - scores are plain numbers: centipawns, or `10000 - N` for a mate in N plies (negative when
//!   mated), as ElephantEye writes them;
//! - `bestmove M [ponder P] [draw|resign]`, `nobestmove` without a move and for a `stop`
//!   while no search runs; `quit` is answered `bye`;
//! - the greeting's answer adds `id copyright`.

use super::error::CommandError;
use super::moves::best_and_ponder;
use super::options::option_type;
use super::{
    truncate, write_line, Dialect, DrawOffer, EngineOption, GoParam, GoWord, Identity, Session,
    SharedOut,
};
use gambit::game::Game;
use gambit::options::{OptionKind, OptionSpec};
use gambit::search::tt::Bound;
use gambit::search::{Limits, Report, Score, SearchResult, SearchSink, TableProbe};
use std::io::Write;

/// The Universal Chinese Chess Protocol.
pub struct Ucci;

/// A UCCI session of game `G`.
pub type UcciSession<G> = Session<G, Ucci>;

/// The score of a mate on the board: a mate in N plies is `MATE_VALUE - N`.
pub const MATE_VALUE: i32 = 10000;

/// The largest centipawn score written: beyond it a number would read as a mate.
pub const MAX_CP: i32 = 9800;

impl Dialect for Ucci {
    // UCCI's own names: lower case, no spaces.
    const ENGINE_OPTIONS: &'static [EngineOption] = &[
        EngineOption::milliseconds("usemillisec", false),
        EngineOption::hash("hashsize", 16, 1, 65536),
        EngineOption::threads("threads", 1, 1, 256),
        EngineOption::ponder("ponder"),
        EngineOption::new_game("newgame"),
    ];

    // `go [ponder|draw] <mode>`, the modes as the UCCI document lists them; `perft` is
    // gambit's.
    const GO_WORDS: &'static [GoWord] = &[
        ("ponder", GoParam::Ponder),
        ("draw", GoParam::Draw),
        ("depth", GoParam::Depth),
        ("nodes", GoParam::Nodes),
        ("time", GoParam::MoverTime),
        ("movestogo", GoParam::MovesToGo),
        ("increment", GoParam::MoverIncrement),
        ("opptime", GoParam::OpponentTime),
        ("oppmovestogo", GoParam::OpponentMovesToGo),
        ("oppincrement", GoParam::OpponentIncrement),
        ("infinite", GoParam::Infinite),
        ("perft", GoParam::Perft),
    ];

    const QUIT_REPLY: Option<&'static str> = Some("bye");

    const IDLE_STOP_REPLY: Option<&'static str> = Some("nobestmove");

    /// `id name`, `id copyright` (the licence) and `id author`; UCCI's `id user` names the
    /// licensee of a commercial engine, which a free one has none of.
    fn id_lines(id: &Identity) -> Vec<String> {
        vec![
            format!("id name {}", id.name),
            format!("id copyright {}, MIT OR Apache-2.0", id.author),
            format!("id author {}", id.author),
        ]
    }

    const POSITION_WORD: &'static str = "fen";

    /// Handles one UCCI line, writing replies to `out`; `false` on `quit` (after `bye`).
    fn handle_line<G: Game>(
        session: &mut Session<G, Self>,
        line: &str,
        out: &mut (impl Write + Send),
    ) -> bool {
        session.handle_with(line, out, |s, cmd, args, out| match cmd {
            "ucci" => s.introduce(out, "ucciok"),
            "setoption" => Some(s.ucci_setoption(args)),
            "banmoves" => Some(s.ban_moves(args)),
            "ponderhit" => Some(match args {
                [] => {
                    s.ponderhit();
                    Ok(())
                }
                ["draw"] => {
                    s.offer_draw();
                    s.ponderhit();
                    Ok(())
                }
                _ => Err(CommandError::Expected {
                    command: "ponderhit",
                    expected: "nothing or 'draw'",
                    got: truncate(&args.join(" ")),
                }),
            }),
            "probe" => Some(s.probe(args).map(|(pos, probe)| {
                let _ = writeln!(out, "{}", pophash_line(&pos, &probe));
            })),
            _ => None,
        })
    }

    fn sink<G: Game>(out: SharedOut) -> Box<dyn SearchSink<G>> {
        Box::new(UcciSink {
            out,
            offer: DrawOffer::default(),
        })
    }

    fn search_sink<G: Game>(
        out: SharedOut,
        _limits: &Limits,
        offer: &DrawOffer,
    ) -> Box<dyn SearchSink<G>> {
        Box::new(UcciSink {
            out,
            offer: offer.clone(),
        })
    }

    fn option_line(spec: &OptionSpec) -> String {
        option_line(spec)
    }
}

/// The `option` line of a spec as UCCI writes it (ElephantEye's order):
/// `option N type spin min A max B default D`, `type check default D`,
/// `type combo var V1 var V2 ... default D`, `type string default D` (`<empty>` for nothing),
/// `type button`.
pub fn option_line(spec: &OptionSpec) -> String {
    format!("option {} {}", spec.name, option_type(spec, true))
}

impl<G: Game> Session<G, Ucci> {
    /// `setoption <name> [<value>]`: the option `name`, the rest of the line its value (`on`
    /// and `off` read as `true` and `false` for a check). A UCI-style `setoption name N value
    /// V` is read as UCI writes it.
    fn ucci_setoption(&mut self, args: &[&str]) -> Result<(), CommandError> {
        let Some((&name, rest)) = args.split_first() else {
            return Err(CommandError::MissingName);
        };
        if name == "name" && !self.option_specs().any(|s| s.is_named("name")) {
            return self.setoption(args);
        }
        let value = (!rest.is_empty()).then(|| rest.join(" "));
        let is_check = self
            .option_specs()
            .find(|s| s.is_named(name))
            .is_some_and(|s| matches!(s.kind, OptionKind::Check { .. }));
        let value = match value.as_deref() {
            Some(v) if is_check && v.eq_ignore_ascii_case("on") => Some("true"),
            Some(v) if is_check && v.eq_ignore_ascii_case("off") => Some("false"),
            v => v,
        };
        self.set_option(name, value)
    }
}

/// Writes a search's events as UCCI lines to a shared output.
struct UcciSink {
    out: SharedOut,
    /// The opponent's draw offer to this search.
    offer: DrawOffer,
}

impl<G: Game> SearchSink<G> for UcciSink {
    fn report(&mut self, root: &G, report: &Report<G::Move>) {
        // UCCI reports one line of play.
        if report.multipv > 1 {
            return;
        }
        let ms = report.time.as_millis();
        write_line(&self.out, &format!("info time {ms} nodes {}", report.nodes));
        write_line(&self.out, &info_line(root, report));
    }

    fn finished(&mut self, root: &G, result: &SearchResult<G::Move>) {
        write_line(
            &self.out,
            &bestmove_line(root, result, self.offer.is_offered()),
        );
    }
}

/// A score as UCCI writes it: centipawns as a plain number (at most [`MAX_CP`] either way),
/// a mate in N plies as `MATE_VALUE - N`, mated in N plies as `N - MATE_VALUE`.
pub fn format_score(score: Score) -> String {
    let value = match score {
        Score::Cp(cp) => cp.clamp(-MAX_CP, MAX_CP),
        Score::Mate(plies) if plies > 0 => MATE_VALUE - plies,
        Score::Mate(plies) => -MATE_VALUE - plies,
    };
    value.to_string()
}

/// The UCCI `info` line of a report on `root`: `info depth D score S pv M...` (only the legal
/// prefix of the variation).
pub fn info_line<G: Game>(root: &G, r: &Report<G::Move>) -> String {
    let mut line = format!("info depth {} score {}", r.depth, format_score(r.score));
    let pv = super::moves::pv_text(root, &r.pv);
    if !pv.is_empty() {
        line.push_str(" pv ");
        line.push_str(&pv.join(" "));
    }
    line
}

/// The UCCI answer to a search on `root`: `bestmove M [ponder P]`, then `draw` when the
/// opponent offered a draw (`offered`) and the score is not above 0 (the engine accepts),
/// else `resign` when the score is a forced mate against the side to move; `nobestmove`
/// without a move.
pub fn bestmove_line<G: Game>(root: &G, result: &SearchResult<G::Move>, offered: bool) -> String {
    let Some((best, ponder)) = best_and_ponder(root, result) else {
        return "nobestmove".to_string();
    };
    let mut line = format!("bestmove {best}");
    if let Some(p) = ponder {
        line.push_str(" ponder ");
        line.push_str(&p);
    }
    let losing = match result.score {
        Score::Cp(cp) => cp <= 0,
        Score::Mate(plies) => plies <= 0,
    };
    if offered && losing {
        line.push_str(" draw");
    } else if matches!(result.score, Score::Mate(plies) if plies <= 0) {
        line.push_str(" resign");
    }
    line
}

/// The answer to `probe` on `pos`: `pophash [bestmove M] [lowerbound V depth D] [upperbound V
/// depth D]` from the transposition table (an exact score is both bounds); without a table
/// entry, the static evaluation as both bounds at depth 0.
pub fn pophash_line<G: Game>(pos: &G, probe: &TableProbe<G::Move>) -> String {
    let mut line = "pophash".to_string();
    if let Some(m) = probe.best {
        line.push_str(&format!(" bestmove {}", pos.format_move(m)));
    }
    let (lower, upper, depth) = match probe.entry {
        Some((bound, value, depth)) => {
            let v = format_score(Score::from_value(value));
            match bound {
                Bound::Exact => (Some(v.clone()), Some(v), depth.max(0)),
                Bound::Lower => (Some(v), None, depth.max(0)),
                Bound::Upper => (None, Some(v), depth.max(0)),
            }
        }
        None => {
            let v = format_score(Score::Cp(probe.eval));
            (Some(v.clone()), Some(v), 0)
        }
    };
    if let Some(v) = lower {
        line.push_str(&format!(" lowerbound {v} depth {depth}"));
    }
    if let Some(v) = upper {
        line.push_str(&format!(" upperbound {v} depth {depth}"));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::protocol::go::{parse_go_as, GoCommand};
    use gambit::square::Color;

    #[test]
    fn option_lines() {
        let line = |o: EngineOption| option_line(&o.spec);
        assert_eq!(
            line(EngineOption::hash("hashsize", 16, 1, 65536)),
            "option hashsize type spin min 1 max 65536 default 16"
        );
        assert_eq!(
            line(EngineOption::milliseconds("usemillisec", false)),
            "option usemillisec type check default false"
        );
        assert_eq!(
            line(EngineOption::new_game("newgame")),
            "option newgame type button"
        );
        assert_eq!(
            option_line(&OptionSpec::combo("style", "normal", &["solid", "normal"])),
            "option style type combo var solid var normal default normal"
        );
        assert_eq!(
            option_line(&OptionSpec::string("bookfiles", "")),
            "option bookfiles type string default <empty>"
        );
        for o in Ucci::ENGINE_OPTIONS {
            assert!(!o.spec.name.contains(' '), "{}", o.spec.name);
        }
    }

    #[test]
    fn scores_are_plain_numbers() {
        let s = |v| format_score(Score::from_value(v));
        use gambit::search::MATE;
        assert_eq!(s(31), "31");
        assert_eq!(s(-250), "-250");
        assert_eq!(s(MATE - 1), "9999");
        assert_eq!(s(MATE - 3), "9997");
        assert_eq!(s(-MATE), "-10000");
        assert_eq!(s(-MATE + 2), "-9998");
        assert_eq!(format_score(Score::Cp(20000)), "9800");
        assert_eq!(format_score(Score::Cp(-20000)), "-9800");
    }

    fn go(args: &[&str], mover: Color) -> (Limits, bool) {
        match parse_go_as(args, Ucci::GO_WORDS, mover) {
            Ok(GoCommand::Search { limits, draw, .. }) => (limits, draw),
            other => panic!("{args:?}: {other:?}"),
        }
    }

    #[test]
    fn clocks_are_the_movers_and_the_opponents() {
        let words = [
            "time",
            "300",
            "increment",
            "5",
            "opptime",
            "200",
            "oppincrement",
            "3",
        ];
        let (l, draw) = go(&words, Color::Black);
        assert!(!draw);
        assert_eq!(l.time, [Some(200), Some(300)]);
        assert_eq!(l.inc, [3, 5]);
        let (l, _) = go(&words, Color::White);
        assert_eq!(l.time, [Some(300), Some(200)]);
        let (l, draw) = go(
            &[
                "draw",
                "time",
                "60",
                "movestogo",
                "20",
                "opptime",
                "50",
                "oppmovestogo",
                "19",
            ],
            Color::White,
        );
        assert!(draw);
        assert_eq!(l.movestogo, Some(20));
        let (l, _) = go(&["ponder", "time", "10"], Color::White);
        assert!(l.ponder);
        let (l, _) = go(&["depth", "7"], Color::White);
        assert_eq!(l.depth, Some(7));
        assert!(parse_go_as(&["wtime", "10"], Ucci::GO_WORDS, Color::White).is_err());
        assert!(parse_go_as(&["time"], Ucci::GO_WORDS, Color::White).is_err());
        assert!(parse_go_as(&["oppmovestogo", "x"], Ucci::GO_WORDS, Color::White).is_err());
    }
}
