//! Rule-regression cases: every record of `tests/data/chess.rules`, `tests/data/xiangqi.rules`
//! and `tests/data/shogi.rules` runs through the rule judge (the library call behind the
//! `judge` subcommand) and must give the recorded result and reason.
//!
//! Record format (docs/conventions.md): `name`, `fen` (or `startpos`), `moves`, `result`, `reason`,
//! optional `source`/`pyffish`, `#` comment lines; records are separated by blank lines. A
//! record may also say `error: <ply>`: the judge must refuse the move at that ply, and with
//! `result: error` its `reason` says why: `illegal` (unreadable or illegal) or `after-end`.

use gambit::judge::{judge, verdict_line, Explain, JudgeError};
use gambit::{Game, History, RuleSet};

const CHESS: &str = include_str!("data/chess.rules");
const XIANGQI: &str = include_str!("data/xiangqi.rules");
const SHOGI: &str = include_str!("data/shogi.rules");

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

/// For a record saying `result: error`, its `reason` names the kind of refusal.
fn error_kind_agrees(case: &Case, e: &JudgeError) -> bool {
    if case.result != "error" {
        return true;
    }
    match case.reason.as_str() {
        "illegal" => matches!(e, JudgeError::Move { .. }),
        "after-end" => matches!(e, JudgeError::AfterEnd { .. }),
        other => panic!("{}: unknown error reason {other:?}", case.name),
    }
}

fn run<G: RuleSet>(text: &str, min_cases: usize) {
    let cases = parse(text);
    assert!(cases.len() >= min_cases, "only {} cases", cases.len());
    let mut failures = Vec::new();
    for case in &cases {
        let got = judge::<G, String>(case.fen.as_deref(), &case.moves, G::Notation::default());
        let ok = match (&got, case.error_ply) {
            (
                Err(e @ (JudgeError::Move { ply, .. } | JudgeError::AfterEnd { ply, .. })),
                Some(want),
            ) => *ply == want && error_kind_agrees(case, e),
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
    run::<gambit_chess::Chess>(CHESS, 40);
}

#[test]
fn xiangqi_rule_cases() {
    run::<gambit_xiangqi::Xiangqi>(XIANGQI, 60);
}

#[test]
fn shogi_rule_cases() {
    run::<gambit_shogi::Shogi>(SHOGI, 60);
}

/// The chess search's history verdict rules the draws a player may claim, one move early:
/// a position seen once before, inside the tree or before its root (whoever made it occur a
/// second time could claim with a third), and the fifty-move count at 99 plies, when a quiet
/// move reaches 100. A fresh position costs nothing.
#[test]
fn chess_search_verdict_sees_claimable_draws() {
    use gambit::Outcome;
    use gambit_chess::rules::{FIFTY_MOVES, THREEFOLD_REPETITION};
    use gambit_chess::Chess;
    let mut pos = Chess::startpos(Default::default());
    assert_eq!(pos.search_verdict(0), None);
    let play = |pos: &mut Chess, moves: &[&str]| {
        for m in moves {
            let mv = pos.parse_move(m).unwrap();
            pos.make(mv);
        }
    };
    play(&mut pos, &["g1f3", "g8f6", "f3g1"]);
    assert_eq!(pos.search_verdict(3), None, "nothing repeats yet");
    play(&mut pos, &["f6g8"]);
    for plies_from_root in [0, 4] {
        let v = pos
            .search_verdict(plies_from_root)
            .expect("a second occurrence");
        assert_eq!((v.outcome, v.reason), (Outcome::Draw, THREEFOLD_REPETITION));
    }
    // The judge rules no draw yet: the claim needs a third occurrence, in one move.
    assert_eq!(pos.verdict(), None);

    let fifty = |fen: &str| {
        Chess::from_fen(fen, Default::default())
            .unwrap()
            .search_verdict(0)
            .map(|v| v.reason)
    };
    assert_eq!(fifty("8/8/8/4k3/8/8/R7/4K3 w - - 98 90"), None);
    assert_eq!(fifty("8/8/8/4k3/8/8/R7/4K3 w - - 99 90"), Some(FIFTY_MOVES));
    assert_eq!(
        fifty("8/8/8/4k3/8/8/R7/4K3 w - - 100 90"),
        Some(FIFTY_MOVES)
    );
    // At 99 plies only a capture can be played: no claim.
    assert_eq!(fifty("7k/8/8/8/8/8/1q6/K7 w - - 99 90"), None);
}

/// Errors name the ply: an illegal move, a move after an automatic end, a bad FEN.
#[test]
fn judge_errors_name_the_ply() {
    use gambit_chess::Chess;
    let err = judge::<Chess, &str>(None, &["e2e4", "e7e5", "e1e3"], Default::default())
        .expect_err("illegal move");
    assert!(matches!(err, JudgeError::Move { ply: 3, .. }), "{err}");
    assert!(err.to_string().starts_with("ply 3 (e1e3)"), "{err}");
    let mate = ["f2f3", "e7e5", "g2g4", "d8h4", "a2a3"];
    let err = judge::<Chess, &str>(None, &mate, Default::default()).expect_err("after mate");
    assert!(matches!(err, JudgeError::AfterEnd { ply: 5, .. }), "{err}");
    // A claimable draw may be played past.
    let shuffle = [
        "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "e2e4",
    ];
    let (_, v) = judge::<Chess, &str>(None, &shuffle, Default::default()).expect("play on");
    assert_eq!(v, None);
    for fen in [
        "",
        "garbage",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp w KQkq - 0 1",
    ] {
        let err = judge::<Chess, &str>(Some(fen), &[], Default::default()).expect_err(fen);
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
        let err = judge::<Chess, &str>(None, &[bad], Default::default()).expect_err(bad);
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
    use gambit_chess::Chess;
    let mut pos = Chess::startpos(Default::default());
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
        (Outcome::SecondWins, Reason::PERPETUAL_CHECK)
    );
    assert_eq!(pos.search_verdict(0), None);
}

// ---------------------------------------------------------------------------------------------
// Shogi.

/// Judges `moves` (space-separated) from `sfen` as shogi.
fn shogi_judge(
    sfen: &str,
    moves: &str,
) -> Result<(gambit_shogi::Shogi, Option<gambit::Verdict>), JudgeError> {
    let moves: Vec<&str> = moves.split_whitespace().collect();
    judge::<gambit_shogi::Shogi, &str>(Some(sfen), &moves, Default::default())
}

/// `judge --explain` lists the cycle from the first of the four occurrences, each ply with
/// whether it gave check: all of sente's moves for a perpetual check, and for the draw whose
/// checks began after the first occurrence, the quiet moves that make it a draw.
#[test]
fn shogi_explain_shows_the_checks_of_the_cycle() {
    let fen = "4k4/9/5R3/9/9/9/9/9/4K4 b - 1";
    let cycle = "4c5c 5a4a 5c4c 4a5a";
    let (pos, v) = shogi_judge(fen, &[cycle; 3].join(" ")).expect("legal");
    assert_eq!(
        verdict_line(v),
        "result: 0-1 reason: perpetual-check",
        "sente checked all along"
    );
    let lines = pos.explain();
    assert_eq!(
        lines[0],
        "cycle: 12 plies since the first of 4 occurrences (ply 0)"
    );
    let plies: Vec<String> = [cycle; 3]
        .join(" ")
        .split_whitespace()
        .enumerate()
        .map(|(i, m)| match i % 2 {
            0 => format!("ply {}: sente {m} check (R@{})", i + 1, &m[2..]),
            _ => format!("ply {}: gote {m} -", i + 1),
        })
        .collect();
    assert_eq!(lines[1..], plies[..]);

    let moves = "4c4d 5a6a 4d4c 6a5a 4c5c 5a4a 5c4c 4a5a 4c5c 5a4a 5c4c 4a5a";
    let (pos, v) = shogi_judge(fen, moves).expect("legal");
    assert_eq!(verdict_line(v), "result: 1/2-1/2 reason: repetition");
    let lines = pos.explain();
    assert_eq!(lines.len(), 13, "{lines:?}");
    assert_eq!(lines[1], "ply 1: sente 4c4d -");
    assert_eq!(lines[3], "ply 3: sente 4d4c -");
    assert_eq!(lines[5], "ply 5: sente 4c5c check (R@5c)");

    // Gote's checks, gote's moves being the odd plies here.
    let fen = "4k4/9/9/9/9/9/3r5/9/4K4 w - 1";
    let (pos, v) = shogi_judge(fen, &["6g5g 5i6i 5g6g 6i5i"; 3].join(" ")).expect("legal");
    assert_eq!(verdict_line(v), "result: 1-0 reason: perpetual-check");
    assert_eq!(
        pos.explain()[1..3],
        ["ply 1: gote 6g5g check (r@5g)", "ply 2: sente 5i6i -"]
    );

    let (pos, v) = shogi_judge(fen, "6g5g").expect("legal");
    assert_eq!(v, None);
    assert_eq!(
        pos.explain(),
        ["no repetition: the current position has not occurred before"]
    );
}

/// Errors name the ply: unreadable and illegal moves (including the pawn-drop mate and two
/// pawns on a file), moves after a mate, a stalemate or the fourth occurrence; a bad SFEN is
/// refused before any move. An available declaration ends nothing: play goes on past it.
#[test]
fn shogi_judge_errors_name_the_ply() {
    let start = gambit_shogi::Shogi::START_FEN;
    let err = shogi_judge(start, "7g7f 3c3d 8h2b 2b8h").expect_err("illegal");
    assert!(matches!(err, JudgeError::Move { ply: 4, .. }), "{err}");
    assert!(err.to_string().starts_with("ply 4 (2b8h)"), "{err}");
    let err = shogi_judge(start, "7g7f 3c3d 8h2b+ 3a2b P*3c").expect_err("no pawn in hand");
    assert!(matches!(err, JudgeError::Move { ply: 5, .. }), "{err}");
    for bad in [
        "",
        "7g",
        "7g7j",
        "0g7f",
        "P*",
        "K*5e",
        "+P*5e",
        "7g7f++",
        "zzzz",
        "P*5e5f",
        "\u{e9}\u{e9}",
    ] {
        let err = judge::<gambit_shogi::Shogi, &str>(None, &["7g7f", bad], Default::default())
            .expect_err(bad);
        assert!(
            matches!(err, JudgeError::Move { ply: 2, .. }),
            "{bad:?}: {err}"
        );
    }

    // The pawn-drop mate is refused, the gold drop mates, and nothing may follow the mate.
    let fen = "7nk/7p1/9/7N1/9/9/9/9/4K4 b GP 1";
    let err = shogi_judge(fen, "P*1b").expect_err("uchifuzume");
    assert!(matches!(err, JudgeError::Move { ply: 1, .. }), "{err}");
    let (_, v) = shogi_judge(fen, "G*1b").expect("legal");
    assert_eq!(verdict_line(v), "result: 1-0 reason: checkmate");
    let err = shogi_judge(fen, "G*1b 2b2c").expect_err("after mate");
    assert!(matches!(err, JudgeError::AfterEnd { ply: 2, .. }), "{err}");
    assert!(
        err.to_string()
            .contains("already over (result: 1-0 reason: checkmate)"),
        "{err}"
    );

    let err = shogi_judge("8k/7P1/9/8G/9/9/9/9/4K4 b - 1", "1d1c 1a2a").expect_err("stalemate");
    assert!(matches!(err, JudgeError::AfterEnd { ply: 2, .. }), "{err}");

    let shuffle = ["2h3h 8b7b 3h2h 7b8b"; 3].join(" ");
    let err = shogi_judge(start, &format!("{shuffle} 7g7f")).expect_err("after fourfold");
    assert!(matches!(err, JudgeError::AfterEnd { ply: 13, .. }), "{err}");
    // The third occurrence ends nothing: the game goes on and may repeat again later.
    let (_, v) = shogi_judge(start, &["2h3h 8b7b 3h2h 7b8b"; 2].join(" ")).expect("legal");
    assert_eq!(v, None);

    // Past an available declaration: not an error, and ruled on the final position only.
    let fen = "RB7/GGGGK4/SSSS5/9/9/9/9/9/8k b RB 1";
    let (_, v) = shogi_judge(fen, "").expect("legal");
    assert_eq!(verdict_line(v), "result: 1-0 reason: impasse");
    let (_, v) = shogi_judge(fen, "6c7d 1i1h 7d6c 1h1i 5b4b").expect("legal");
    assert_eq!(v, None, "gote to move");
    let (_, v) = shogi_judge(fen, "6c7d 1i1h").expect("legal");
    assert_eq!(v, None, "a silver left the zone");

    for sfen in [
        "",
        "garbage",
        "9/9/9/9/9/9/9/9/9 b - 1",
        "4k4/9/9/9/9/9/9/9/4K4 x - 1",
        "4k4/9/9/9/9/9/9/9/4K4 b",
        "4k4/9/9/9/9/9/9/9/4K4 b 19P 1",
        "4k4/9/9/9/9/9/9/9/4K4 b - 0",
        "4k4/4R4/9/9/9/9/9/9/4K4 b - 1",
        "4k4/9/9/9/9/9/9/9/4K3p b - 1",
        "P3k4/9/9/9/9/9/9/9/4K4 b - 1",
        "4k4/9/9/9/4P4/4P4/9/9/4K4 b - 1",
    ] {
        let err = shogi_judge(sfen, "").expect_err(sfen);
        assert!(matches!(err, JudgeError::Fen(_)), "{sfen:?}: {err}");
    }
}

/// Board, hands and side to move make a position: after sente's pawn is dropped and taken and
/// every other piece has gone back, the board equals the start's but the pawn is in gote's
/// hand, which is another position. Its own repeats compare equal.
#[test]
fn shogi_same_position_needs_equal_hands() {
    let fen = "4k4/9/4g4/9/9/9/9/9/4K4 b P 1";
    let moves = "P*5d 5c5d 5i4h 5d5c 4h4i 5a4a 4i5i 4a5a 5i6i 5a6a 6i5i 6a5a";
    let (pos, v) = shogi_judge(fen, moves).expect("legal");
    assert_eq!(v, None);
    let (at_8, _) = shogi_judge(fen, "P*5d 5c5d 5i4h 5d5c 4h4i 5a4a 4i5i 4a5a").unwrap();
    let (start, _) = shogi_judge(fen, "").unwrap();
    let fields = |p: &gambit_shogi::Shogi| {
        p.fen()
            .split(' ')
            .take(3)
            .map(str::to_string)
            .collect::<Vec<_>>()
    };
    let (a, b) = (fields(&start), fields(&at_8));
    assert_eq!(
        (a[0].as_str(), a[1].as_str()),
        (b[0].as_str(), b[1].as_str())
    );
    assert_eq!((a[2].as_str(), b[2].as_str()), ("P", "p"));

    assert!(!pos.same_position(0, 8), "equal boards, different hands");
    assert!(!pos.same_position(0, 12));
    assert!(pos.same_position(8, 12));
    assert!(pos.same_position(1, 1));
    assert!(!pos.same_position(8, 10), "different king squares");
    assert!(!pos.same_position(7, 8), "different sides to move");
    use gambit::GameState;
    let states = pos.states();
    assert_ne!(states[0].key(), states[8].key());
    assert_eq!(states[8].key(), states[12].key());
}

/// The search's history verdicts in shogi: a cycle inside the tree in which one side checked
/// with every move is lost by it, a cycle with a quiet move of each side is a draw, and a
/// declaration available to the side to move wins, at any ply.
#[test]
fn shogi_search_verdict_rules_on_cycles() {
    use gambit::{Outcome, Reason};
    use gambit_shogi::{rules::IMPASSE, Shogi};
    let play = |fen: &str, moves: &str| {
        let mut pos = Shogi::from_fen(fen, Default::default()).unwrap();
        for m in moves.split_whitespace() {
            let mv = pos.parse_move(m).unwrap();
            pos.make(mv);
        }
        pos
    };
    let ruling = |pos: &Shogi, ply| pos.search_verdict(ply).map(|v| (v.outcome, v.reason));
    let fen = "4k4/9/5R3/9/9/9/9/9/4K4 b - 1";
    let pos = play(fen, "4c5c 5a4a 5c4c 4a5a");
    assert_eq!(
        ruling(&pos, 4),
        Some((Outcome::SecondWins, Reason::PERPETUAL_CHECK))
    );
    assert_eq!(
        ruling(&pos, 3),
        None,
        "the first occurrence is before the root"
    );
    // Gote's view of the same: the cycle from the position after the first check.
    let pos = play(fen, "4c5c 5a4a 5c4c 4a5a 4c5c");
    assert_eq!(
        ruling(&pos, 4),
        Some((Outcome::SecondWins, Reason::PERPETUAL_CHECK))
    );
    // A third occurrence in all is decided at any ply.
    let pos = play(fen, &["4c5c 5a4a 5c4c 4a5a"; 2].join(" "));
    assert_eq!(
        ruling(&pos, 0),
        Some((Outcome::SecondWins, Reason::PERPETUAL_CHECK))
    );

    let pos = play(fen, "4c5c 5a6a 5c4c 6a5a");
    assert_eq!(ruling(&pos, 4), Some((Outcome::Draw, Reason::REPETITION)));
    let pos = play("4k4/9/9/9/9/9/4+r4/9/4K4 b - 1", "5i4i 5g4g 4i5i 4g5g 5i4i");
    assert_eq!(
        ruling(&pos, 4),
        Some((Outcome::FirstWins, Reason::PERPETUAL_CHECK))
    );
    let pos = play(Shogi::START_FEN, "2h3h 8b7b 3h2h 7b8b");
    assert_eq!(ruling(&pos, 4), Some((Outcome::Draw, Reason::REPETITION)));
    assert_eq!(ruling(&pos, 2), None);

    let pos = play("RB7/GGGGK4/SSSS5/9/9/9/9/9/8k b RB 1", "");
    assert_eq!(ruling(&pos, 0), Some((Outcome::FirstWins, IMPASSE)));
    let pos = play("K8/9/9/9/9/9/5ssss/4kgggg/7br w r4p 1", "");
    assert_eq!(ruling(&pos, 3), Some((Outcome::SecondWins, IMPASSE)));
    let pos = play("K8/9/9/9/9/9/5ssss/4kgggg/7br w r3p 1", "");
    assert_eq!(ruling(&pos, 3), None, "26 points");
}

/// A differential run: the records of the file named by `GAMBIT_SHOGI_RULES`, written with
/// the reference's verdicts by `scripts/shogi_rules_check.py --generate` (random games and
/// positions; needs cshogi, hence not part of the ordinary run).
#[test]
#[ignore = "needs a file from scripts/shogi_rules_check.py --generate"]
fn shogi_rule_cases_from_file() {
    let path = std::env::var("GAMBIT_SHOGI_RULES")
        .expect("GAMBIT_SHOGI_RULES names a file written by shogi_rules_check.py --generate");
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    run::<gambit_shogi::Shogi>(&text, 1);
}
