//! Rule-regression cases: every record of `tests/data/chess.rules` and
//! `tests/data/xiangqi.rules` runs through the rule judge (the library call behind the
//! `judge` subcommand) and must give the recorded result and reason.
//!
//! Record format (docs/conventions.md): `name`, `fen` (or `startpos`), `moves`, `result`, `reason`,
//! optional `source`/`pyffish`, `#` comment lines; records are separated by blank lines. A
//! record may also say `error: <ply>`: the judge must refuse the move at that ply.

use gambit::judge::{judge, verdict_line, JudgeError};
use gambit::{Game, History, RuleSet};

const CHESS: &str = include_str!("data/chess.rules");
const XIANGQI: &str = include_str!("data/xiangqi.rules");

#[derive(Debug, Default)]
struct Case {
    name: String,
    fen: Option<String>,
    moves: Vec<String>,
    result: String,
    reason: String,
    error_ply: Option<usize>,
}

fn parse(text: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    for block in text.split("\n\n") {
        let mut case = Case::default();
        let mut any = false;
        for line in block.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((key, value)) = line.split_once(':') else {
                panic!("bad line {line:?}");
            };
            let value = value.trim();
            any = true;
            match key.trim() {
                "name" => case.name = value.to_string(),
                "fen" => case.fen = (value != "startpos").then(|| value.to_string()),
                "moves" => case.moves = value.split_whitespace().map(str::to_string).collect(),
                "result" => case.result = value.to_string(),
                "reason" => case.reason = value.to_string(),
                "error" => case.error_ply = Some(value.parse().expect("error: <ply>")),
                _ => {}
            }
        }
        if any {
            assert!(!case.name.is_empty(), "record without a name: {block}");
            cases.push(case);
        }
    }
    cases
}

fn run<G: RuleSet>(text: &str, min_cases: usize) {
    let cases = parse(text);
    assert!(cases.len() >= min_cases, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let got = judge::<G, String>(case.fen.as_deref(), &case.moves, G::Notation::default());
        let ok = match (&got, case.error_ply) {
            (Err(JudgeError::Move { ply, .. } | JudgeError::AfterEnd { ply, .. }), Some(want)) => {
                *ply == want
            }
            (Ok((_, verdict)), None) => {
                let line = verdict_line(*verdict);
                line == format!("result: {} reason: {}", case.result, case.reason)
            }
            _ => false,
        };
        if !ok {
            let got = match got {
                Ok((_, v)) => verdict_line(v),
                Err(e) => format!("error: {e}"),
            };
            failures.push(format!(
                "{}: expected {} {}{}, got {got}",
                case.name,
                case.result,
                case.reason,
                case.error_ply
                    .map(|p| format!(" (error at ply {p})"))
                    .unwrap_or_default()
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} failed:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn chess_rule_cases() {
    run::<gambit_chess::Position>(CHESS, 40);
}

#[test]
fn xiangqi_rule_cases() {
    run::<gambit_xiangqi::Xiangqi>(XIANGQI, 60);
}

/// The search's history verdict agrees with the judge on a plain repetition, and costs
/// nothing on a fresh position.
#[test]
fn search_verdict_sees_repetitions() {
    let mut pos = gambit_chess::Position::startpos(Default::default());
    assert_eq!(pos.search_verdict(0), None);
    for m in ["g1f3", "g8f6", "f3g1", "f6g8"] {
        let mv = pos.parse_move(m).unwrap();
        pos.make(mv);
    }
    // One repetition inside the search tree is a draw; before the root it is not yet.
    assert!(pos.search_verdict(4).is_some());
    assert_eq!(pos.search_verdict(0), None);
}

/// Errors name the ply: an illegal move, a move after an automatic end, a bad FEN.
#[test]
fn judge_errors_name_the_ply() {
    use gambit_chess::Position;
    let err = judge::<Position, &str>(None, &["e2e4", "e7e5", "e1e3"], Default::default())
        .expect_err("illegal move");
    assert!(matches!(err, JudgeError::Move { ply: 3, .. }), "{err}");
    assert!(err.to_string().starts_with("ply 3 (e1e3)"), "{err}");
    let mate = ["f2f3", "e7e5", "g2g4", "d8h4", "a2a3"];
    let err = judge::<Position, &str>(None, &mate, Default::default()).expect_err("after mate");
    assert!(matches!(err, JudgeError::AfterEnd { ply: 5, .. }), "{err}");
    // A claimable draw may be played past.
    let shuffle = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "e2e4",
    ];
    let (_, v) = judge::<Position, &str>(None, &shuffle, Default::default()).expect("play on");
    assert_eq!(v, None);
    for fen in [
        "",
        "garbage",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp w KQkq - 0 1",
    ] {
        let err = judge::<Position, &str>(Some(fen), &[], Default::default()).expect_err(fen);
        assert!(matches!(err, JudgeError::Fen(_)), "{err}");
    }
    for bad in [
        "",
        "e2",
        "e2e9",
        "zzzz",
        "e7e8x",
        "\u{e9}\u{e9}\u{e9}\u{e9}",
    ] {
        let err = judge::<Position, &str>(None, &[bad], Default::default()).expect_err(bad);
        assert!(matches!(err, JudgeError::Move { ply: 1, .. }), "{err}");
    }
}

/// Xiangqi: a move after a mate or the move limit is refused; play may continue past a
/// repetition ruling (the judge rules on the final position, as the public cases expect).
#[test]
fn xiangqi_moves_after_the_end() {
    use gambit_xiangqi::Xiangqi;
    let fen = "4k1P2/R8/9/5N3/9/9/9/9/9/3K5 w - - 0 1";
    let err = judge::<Xiangqi, &str>(Some(fen), &["a8e8", "e9f9"], Default::default())
        .expect_err("after mate");
    assert!(matches!(err, JudgeError::AfterEnd { ply: 2, .. }), "{err}");
    let fen = "4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 119 80";
    let err = judge::<Xiangqi, &str>(Some(fen), &["e3e4", "e9f9"], Default::default())
        .expect_err("after the move limit");
    assert!(matches!(err, JudgeError::AfterEnd { ply: 2, .. }), "{err}");
    let err = judge::<Xiangqi, &str>(None, &["h2e2", "h9g7", "e2e9"], Default::default())
        .expect_err("illegal");
    assert!(matches!(err, JudgeError::Move { ply: 3, .. }), "{err}");
}

/// Repetitions are confirmed exactly: positions with equal keys are compared board by board,
/// and positions of different sides to move or boards never count.
#[test]
fn same_position_is_exact() {
    use gambit_chess::Position;
    let mut pos = Position::startpos(Default::default());
    for m in ["g1f3", "g8f6", "f3g1", "f6g8", "b1c3"] {
        let mv = pos.parse_move(m).unwrap();
        pos.make(mv);
    }
    assert!(pos.same_position(0, 4));
    assert!(!pos.same_position(1, 3));
    assert!(!pos.same_position(0, 2));
    assert!(!pos.same_position(1, 5));
    assert!(pos.same_position(5, 5));
    let mut xq = gambit_xiangqi::Xiangqi::startpos(Default::default());
    for m in ["b0c2", "b9c7", "c2b0", "c7b9", "h0g2"] {
        let mv = xq.parse_move(m).unwrap();
        xq.make(mv);
    }
    assert!(xq.same_position(0, 4));
    assert!(!xq.same_position(1, 3));
    assert!(!xq.same_position(2, 4));
}

/// The search treats a single repetition inside its tree as decided, and rules on the cycle
/// in xiangqi (here a perpetual check by red).
#[test]
fn xiangqi_search_verdict_rules_on_cycles() {
    use gambit::{Outcome, Reason};
    let fen = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
    let mut pos = gambit_xiangqi::Xiangqi::from_fen(fen, Default::default()).unwrap();
    assert_eq!(pos.search_verdict(0), None);
    for m in ["a7a9", "e9e8", "a9a8", "e8e9", "a8a9"] {
        let mv = pos.parse_move(m).unwrap();
        pos.make(mv);
    }
    let v = pos.search_verdict(5).expect("a repetition inside the tree");
    assert_eq!(
        (v.outcome, v.reason),
        (Outcome::BlackWins, Reason::PERPETUAL_CHECK)
    );
    assert_eq!(pos.search_verdict(0), None);
}
