//! `judge --pgn FILE` (chess and xiangqi files with a broken game in the middle, a mismatching
//! `Result` tag, a contradicting `Termination` tag, xiangqi games in WXF, ICCS and
//! coordinates; shogi refused), `--format json` (its shape, with and without `--pgn` and
//! `--explain`), `--explain` with the record notation, `--svg DIR` (one diagram per ply of the
//! cycle, the chasing and chased pieces ringed) and the flags' bad combinations; and
//! `gambit::judge::judge_record` on records built in code.

mod cli_support;

use cli_support::{cli, Run};
use gambit::judge::{
    judge_played, judge_record, Disagreement, EndWatch, JudgeError, RecordVerdict,
};
use gambit::record::Record;
use gambit::Game;
use gambit_chess::Chess;
use serde_json::Value;
use std::path::PathBuf;

const CHESS_PGN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/judge_chess.pgn");
const XIANGQI_PGN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/judge_xiangqi.pgn");

/// `tests/data/xiangqi.rules`, `pub-rook-chases-unprotected-cannon`: red's chariot chases the
/// black cannon on every move, 0-1.
const CHASE_FEN: &str = "1cbak4/R3a4/4b4/7P1/9/2P6/3pp4/8r/9/3AKA3 w - - 0 1";
const CHASE_MOVES: &str = "a8b8 b9a9 b8a8 a9b9 a8b8 b9a9 b8a8 a9b9 a8b8 b9a9 b8a8";

/// `judge` on the chase case, with `extra` arguments.
fn chase(extra: &[&str]) -> Run {
    let mut args = vec!["judge", "--fen", CHASE_FEN, "--moves", CHASE_MOVES];
    args.extend_from_slice(extra);
    cli("xiangqi", &args)
}

fn ok(run: &Run) -> &str {
    assert_eq!(run.status, 0, "{run:?}");
    &run.stdout
}

/// The lines of a successful run's stdout.
fn lines(run: &Run) -> Vec<&str> {
    ok(run).lines().collect()
}

/// Status 2, nothing on stdout, and stderr naming every one of `named`.
fn refused(run: &Run, named: &[&str]) {
    assert_eq!(run.status, 2, "{run:?}");
    assert!(run.stdout.is_empty(), "{run:?}");
    for word in named {
        assert!(run.stderr.contains(word), "'{word}' not named: {run:?}");
    }
}

fn json(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// A fresh directory below the target directory, for files a test writes.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("judge_pgn-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn chess_file_one_line_per_game() {
    let out = cli("chess", &["judge", "--pgn", CHESS_PGN]);
    assert_eq!(
        lines(&out),
        [
            "game 1: result: 0-1 reason: checkmate",
            "game 2: result: 1-0 reason: checkmate (the record says 1/2-1/2)",
            "game 3: error: line 16, ply 3, at 'Ke3': no legal move matches 'Ke3' in this position",
            "game 4: result: 1/2-1/2 reason: threefold-repetition",
            "game 5: result: 1-0 reason: checkmate (the record's Termination is \"unterminated\")",
            "game 6: result: * reason: none",
            "game 7: error: line 39, ply 5, at 'a3': 'a3' is illegal here: it does not get the king out of check",
        ]
    );
    assert_eq!(
        out.stderr.lines().last(),
        Some("judged 7 games: 4 over, 1 going on, 2 unreadable; 2 disagree with their record"),
        "{out:?}"
    );
}

#[test]
fn xiangqi_file_in_wxf_iccs_and_coordinates() {
    let out = cli("xiangqi", &["judge", "--pgn", XIANGQI_PGN]);
    assert_eq!(
        lines(&out),
        [
            "game 1: result: 0-1 reason: perpetual-chase",
            "game 2: result: 0-1 reason: perpetual-check",
            "game 3: result: 1/2-1/2 reason: repetition (the record says 1-0)",
            "game 4: error: line 28, ply 3, at 'R1+9': 'R1+9' is not a legal move here: no legal move of the red chariot on i0",
            "game 5: result: * reason: none",
            "game 6: result: 1-0 reason: checkmate",
        ]
    );
    // The same games as the single-game judge rules on them.
    let one = chase(&[]);
    assert_eq!(ok(&one), "result: 0-1 reason: perpetual-chase\n");
}

#[test]
fn json_for_a_file() {
    let out = cli("chess", &["judge", "--pgn", CHESS_PGN, "--format", "json"]);
    let games = json(ok(&out));
    let games = games.as_array().expect("an array");
    assert_eq!(games.len(), 7);
    for (i, g) in games.iter().enumerate() {
        assert_eq!(g["game"], i + 1, "{g}");
    }
    assert_eq!(games[0]["result"], "0-1");
    assert_eq!(games[0]["winner"], "black");
    assert_eq!(games[0]["reason"], "checkmate");
    assert_eq!(games[0]["ply"], 4);
    assert_eq!(games[0]["record"], "0-1");
    assert_eq!(games[0]["disagreements"], serde_json::json!([]));
    assert!(
        games[0].get("cycle").is_none(),
        "no --explain: {}",
        games[0]
    );
    assert_eq!(games[1]["winner"], "white");
    assert_eq!(games[1]["ply"], 7);
    assert_eq!(games[1]["record"], "1/2-1/2");
    assert_eq!(
        games[1]["disagreements"],
        serde_json::json!(["the record says 1/2-1/2"])
    );
    for i in [2, 6] {
        let error = games[i]["error"].as_str().expect("an error");
        assert!(error.starts_with("line "), "{error}");
        assert!(games[i].get("result").is_none(), "{}", games[i]);
    }
    assert_eq!(games[3]["winner"], Value::Null);
    assert_eq!(games[3]["result"], "1/2-1/2");
    assert_eq!(games[5]["result"], "*");
    assert_eq!(games[5]["reason"], "none");
    assert_eq!(games[5]["ply"], 2);
}

#[test]
fn json_for_one_game_with_the_cycle() {
    let plain = cli(
        "chess",
        &[
            "judge",
            "--moves",
            "f2f3 e7e5 g2g4 d8h4",
            "--format",
            "json",
        ],
    );
    assert_eq!(
        json(ok(&plain)),
        serde_json::json!({"result": "0-1", "winner": "black", "reason": "checkmate", "ply": 4})
    );

    let v = json(ok(&chase(&["--explain", "--format", "json"])));
    assert_eq!(
        (&v["result"], &v["winner"], &v["reason"], &v["ply"]),
        (
            &Value::from("0-1"),
            &Value::from("black"),
            &Value::from("perpetual-chase"),
            &Value::from(11)
        )
    );
    let cycle = &v["cycle"];
    assert_eq!(
        (&cycle["first"], &cycle["occurrences"]),
        (&3.into(), &3.into())
    );
    let plies = cycle["plies"].as_array().expect("plies");
    assert_eq!(plies.len(), 8);
    let moves: Vec<&str> = CHASE_MOVES.split_whitespace().collect();
    for (i, p) in plies.iter().enumerate() {
        let ply = 4 + i;
        assert_eq!(p["ply"], ply, "{p}");
        assert_eq!(p["move"]["coordinates"], moves[ply - 1], "{p}");
        assert_eq!(p["check"], false, "{p}");
        let red = ply % 2 == 1;
        assert_eq!(p["side"], if red { "red" } else { "black" }, "{p}");
        let chase = p["chase"].as_array().expect("chase");
        if red {
            // The chariot, wherever it went, on the cannon that started the cycle on a9.
            assert_eq!(chase.len(), 1, "{p}");
            assert_eq!(chase[0]["by"]["piece"], "R");
            assert_eq!(chase[0]["by"]["square"], &moves[ply - 1][2..]);
            assert_eq!(chase[0]["target"]["piece"], "c");
            assert_eq!(chase[0]["target"]["from"], "a9");
        } else {
            assert!(chase.is_empty(), "black chases nothing: {p}");
        }
    }
    assert_eq!(plies[1]["move"]["record"], "R9.8");
    assert_eq!(plies[0]["move"]["record"], "C1.2");

    // No repetition: the cycle is null.
    let v = json(ok(&cli(
        "chess",
        &["judge", "--moves", "e2e4", "--explain", "--format", "json"],
    )));
    assert_eq!(v["cycle"], Value::Null);
}

#[test]
fn explain_shows_the_record_notation() {
    let out = cli(
        "chess",
        &[
            "judge",
            "--moves",
            "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8",
            "--explain",
        ],
    );
    assert_eq!(
        lines(&out),
        [
            "result: 1/2-1/2 reason: threefold-repetition",
            "cycle: 8 plies since the first of 3 occurrences (ply 0)",
            "ply 1: white g1f3 (Nf3) -",
            "ply 2: black g8f6 (Nf6) -",
            "ply 3: white f3g1 (Ng1) -",
            "ply 4: black f6g8 (Ng8) -",
            "ply 5: white g1f3 (Nf3) -",
            "ply 6: black g8f6 (Nf6) -",
            "ply 7: white f3g1 (Ng1) -",
            "ply 8: black f6g8 (Ng8) -",
        ]
    );
    let out = chase(&["--explain"]);
    let got = lines(&out);
    assert_eq!(
        got[1],
        "cycle: 8 plies since the first of 3 occurrences (ply 3)"
    );
    assert_eq!(got[2], "ply 4: black a9b9 (C1.2) - chases: -");
    assert_eq!(
        got[3],
        "ply 5: red a8b8 (R9.8) - chases: R@b8 -> c@b9 (from a9)"
    );
    // Ranks from 1: the coordinates in the notation in force.
    let fen = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
    let moves = "a8a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10";
    let out = cli(
        "xiangqi",
        &[
            "judge",
            "--ranks-from-1",
            "--fen",
            fen,
            "--moves",
            moves,
            "--explain",
        ],
    );
    let got = lines(&out);
    assert_eq!(got[0], "result: 0-1 reason: perpetual-check");
    assert_eq!(got[3], "ply 3: red a10a9 (R9-1) check (R@a9) chases: -");

    // With --pgn, each game's cycle indented under its line.
    let out = cli("xiangqi", &["judge", "--pgn", XIANGQI_PGN, "--explain"]);
    let got = lines(&out);
    assert_eq!(got[0], "game 1: result: 0-1 reason: perpetual-chase");
    assert_eq!(
        got[1],
        "  cycle: 8 plies since the first of 3 occurrences (ply 3)"
    );
    assert_eq!(got[10], "game 2: result: 0-1 reason: perpetual-check");
}

#[test]
fn svg_per_ply_of_the_cycle() {
    let dir = scratch("svg");
    let d = dir.to_str().expect("a UTF-8 path");
    let out = chase(&["--explain", "--svg", d]);
    assert!(ok(&out).starts_with("result: 0-1 reason: perpetual-chase\n"));
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("DIR made")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort_by_key(|n| {
        n.trim_start_matches("ply-")
            .trim_end_matches(".svg")
            .parse::<u32>()
            .ok()
    });
    let want: Vec<String> = (4..=11).map(|n| format!("ply-{n}.svg")).collect();
    assert_eq!(names, want);
    for n in 4..=11 {
        let svg = std::fs::read_to_string(dir.join(format!("ply-{n}.svg"))).expect("read");
        assert!(svg.starts_with("<svg") || svg.starts_with("<?xml"), "{n}");
        let marks = svg.matches("class=\"mark\"").count();
        // Red's plies: the chariot (green) and the cannon (blue); black's: none.
        assert_eq!(marks, if n % 2 == 1 { 2 } else { 0 }, "ply {n}");
        if n % 2 == 1 {
            assert!(
                svg.contains("#1a9e3a") && svg.contains("#1e6fd9"),
                "ply {n}"
            );
        }
    }
    // A perpetual check: the checking chariot ringed red.
    let check = scratch("svg-check");
    let c = check.to_str().expect("a UTF-8 path");
    let fen = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
    let moves = "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9";
    let out = cli(
        "xiangqi",
        &[
            "judge",
            "--fen",
            fen,
            "--moves",
            moves,
            "--explain",
            "--svg",
            c,
        ],
    );
    ok(&out);
    let svg = std::fs::read_to_string(check.join("ply-9.svg")).expect("read");
    assert_eq!(svg.matches("class=\"mark\"").count(), 1);
    assert!(svg.contains("#d62728"));

    // A DIR that cannot be made: the error names it.
    let file = scratch("svg-file");
    std::fs::create_dir_all(file.parent().expect("a parent")).expect("target dir");
    std::fs::write(&file, "not a directory").expect("write");
    let f = file.to_str().expect("a UTF-8 path");
    let out = chase(&["--explain", "--svg", f]);
    refused(&out, &["error: --svg", f]);

    // With --pgn: a directory per game that ends in a cycle (both games of the file do).
    let per_game = scratch("svg-pgn");
    let p = per_game.to_str().expect("a UTF-8 path");
    let out = cli(
        "xiangqi",
        &["judge", "--pgn", XIANGQI_PGN, "--explain", "--svg", p],
    );
    assert!(ok(&out).starts_with("game 1: result: 0-1 reason: perpetual-chase\n"));
    let first = per_game.join("game-1");
    let svg = std::fs::read_to_string(first.join("ply-5.svg")).expect("game 1, ply 5");
    assert_eq!(svg.matches("class=\"mark\"").count(), 2);
    assert_eq!(
        std::fs::read_dir(&first).expect("game-1").count(),
        8,
        "the 8 plies of game 1's cycle"
    );
    assert!(per_game.join("game-2").is_dir());
    for path in [dir, check, file, per_game] {
        let _ = std::fs::remove_dir_all(&path);
        let _ = std::fs::remove_file(&path);
    }
}

#[test]
fn shogi_has_no_pgn() {
    let out = cli("shogi", &["judge", "--pgn", CHESS_PGN]);
    refused(
        &out,
        &["error: gambit-test has no `judge --pgn`: its game reads no PGN"],
    );
}

#[test]
fn bad_combinations_and_files() {
    let cases: [(&[&str], &[&str]); 4] = [
        (
            &["--pgn", CHESS_PGN, "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1"],
            &["--pgn", "--fen"],
        ),
        (
            &["--pgn", CHESS_PGN, "--moves", "e2e4"],
            &["--pgn", "--moves"],
        ),
        (&["--svg", "x"], &["--svg", "--explain"]),
        (&["--format", "xml"], &["'xml'", "--format"]),
    ];
    for (args, named) in cases {
        let mut all = vec!["judge"];
        all.extend_from_slice(args);
        refused(&cli("chess", &all), named);
    }
    refused(
        &cli("chess", &["judge", "--progress", "5"]),
        &["--progress", "--pgn"],
    );
    refused(
        &cli("chess", &["judge", "--threads", "2", "--moves", "e2e4"]),
        &["--threads", "--pgn"],
    );
    refused(
        &cli("chess", &["judge", "--pgn", CHESS_PGN, "--threads", "0"]),
        &["--threads", ">= 1"],
    );
    let missing = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/no-such-file.pgn");
    refused(
        &cli("chess", &["judge", "--pgn", missing]),
        &["error: --pgn", missing],
    );
}

#[test]
fn progress_on_stderr() {
    for threads in ["1", "2"] {
        let out = cli(
            "chess",
            &[
                "judge",
                "--pgn",
                CHESS_PGN,
                "--progress",
                "3",
                "--threads",
                threads,
            ],
        );
        ok(&out);
        let got: Vec<&str> = out.stderr.lines().collect();
        assert_eq!(got.len(), 3, "{out:?}");
        // `judged 3 games, 0.0 s, 2500 games/s`
        for (line, n) in got.iter().zip(["3", "6"]) {
            let words: Vec<&str> = line.split(' ').collect();
            assert_eq!(words[..3], ["judged", n, "games,"], "{out:?}");
            assert_eq!((words[4], words[6]), ("s,", "games/s"), "{out:?}");
            assert!(words[3].parse::<f64>().is_ok() && words[5].parse::<f64>().is_ok());
        }
        assert!(got[2].starts_with("judged 7 games: "), "{out:?}");
    }
    let quiet = cli("chess", &["judge", "--pgn", CHESS_PGN, "--progress", "0"]);
    assert_eq!(quiet.stderr.lines().count(), 1, "{quiet:?}");
    // An empty file: no games, an empty JSON array.
    let empty = scratch("empty.pgn");
    std::fs::create_dir_all(empty.parent().expect("a parent")).expect("target dir");
    std::fs::write(&empty, "").expect("write");
    let e = empty.to_str().expect("a UTF-8 path");
    let out = cli("chess", &["judge", "--pgn", e, "--format", "json"]);
    assert_eq!(json(ok(&out)), serde_json::json!([]));
    let _ = std::fs::remove_file(&empty);
}

/// Plays SAN moves from the start position into a record.
fn record(sans: &str) -> Record<Chess> {
    let mut pos: Chess = Chess::START_FEN.parse().unwrap();
    for san in sans.split_whitespace() {
        pos.play_san(san).unwrap();
    }
    Record::from_position(&pos)
}

#[test]
fn judge_record_in_code() {
    let mut game = record("f3 e5 g4 Qh4#");
    let r = judge_record(&game).expect("judged");
    assert_eq!(
        r.verdict.map(|v| v.outcome),
        Some(gambit_chess::rules::BLACK_WINS)
    );
    assert_eq!(r.plies, 4);
    assert_eq!(r.disagreements, [Disagreement::Result(None)]);
    game.result = Some(gambit_chess::rules::BLACK_WINS);
    game.tags.set("Termination", "White won on time");
    let r = judge_record(&game).expect("judged");
    assert_eq!(
        r.disagreements,
        [Disagreement::Termination("White won on time".into())]
    );
    assert_eq!(
        r.disagreements[0].to_string(),
        "the record's Termination is \"White won on time\""
    );
    game.tags.set("Termination", "Black won by checkmate");
    assert!(judge_record(&game)
        .expect("judged")
        .disagreements
        .is_empty());

    // The fifth occurrence ends the game by itself: a move after it is refused by its ply,
    // written in SAN.
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(4);
    let game = record(&format!("{shuffle} e4"));
    match judge_record(&game) {
        Err(JudgeError::AfterEnd { ply, text, verdict }) => {
            assert_eq!((ply, text.as_str()), (17, "e4"));
            assert_eq!(verdict.reason.word(), "fivefold-repetition");
        }
        other => panic!("{other:?}"),
    }
    // Past the claimable threefold, play goes on.
    let game = record("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 e4");
    assert_eq!(judge_record(&game).expect("judged").verdict, None);
}

/// A game judged, as a comparable string: the verdict, the plies, the record's result, the
/// disagreements and the end position; or the error.
fn judged_shown(judged: Result<RecordVerdict<Chess>, String>) -> String {
    match judged {
        Ok(r) => format!(
            "{:?} {} {:?} {:?} {}",
            r.verdict,
            r.plies,
            r.recorded,
            r.disagreements,
            r.end.fen()
        ),
        Err(e) => format!("error: {e}"),
    }
}

/// Judged while read (each move played once, [`EndWatch`] on the main line) or read whole and
/// replayed ([`judge_record`]): the same verdicts, disagreements and errors, on the test
/// file and on games with moves after their own end (fivefold repetition, seventy-five moves,
/// insufficient material) or after a mate.
#[test]
fn judged_while_read_as_replayed() {
    use gambit::record::pgn::{GameTexts, MainLines};
    use gambit_chess::{read_pgn, ChessPgn};
    let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(4);
    let text = format!(
        "{}\n[Termination \"time forfeit\"]\n{shuffle} e4 Nc6 *\n\n{shuffle} e4 Zz9 *\n\n\
         [FEN \"4k3/8/8/8/8/8/3q4/4K3 w - - 0 1\"]\n1. Kxd2 Ke7 2. Ke2 1/2-1/2\n\n\
         [FEN \"4k3/8/8/8/8/8/4P3/R3K3 w - - 149 80\"]\n80. Ra2 Kd7 81. e4 *\n\n1. f3 e5 2. g4 Qh4# 3. a3 0-1\n",
        std::fs::read_to_string(CHESS_PGN).expect("the test file")
    );
    let replayed: Vec<String> = read_pgn(&text)
        .map(|g| {
            let g = g.map_err(|e| {
                let s = e.to_string();
                s.strip_prefix(&format!("game {}, ", e.game))
                    .unwrap_or(&s)
                    .to_string()
            });
            judged_shown(g.and_then(|r| judge_record(&r).map_err(|e| e.to_string())))
        })
        .collect();
    let mut texts = GameTexts::new(text.as_bytes());
    let mut lines = MainLines::new(ChessPgn, &["Termination"]);
    let read: Vec<String> = std::iter::from_fn(|| lines.next(&mut texts, &mut EndWatch))
        .map(|g| {
            let g = g.expect("reading from memory").map_err(|e| {
                let s = e.to_string();
                s.strip_prefix("game 1, ").unwrap_or(&s).to_string()
            });
            judged_shown(g.and_then(|p| judge_played(p).map_err(|e| e.to_string())))
        })
        .collect();
    assert_eq!(read, replayed);
    let ends: Vec<&String> = read.iter().filter(|g| g.contains("already over")).collect();
    assert_eq!(ends.len(), 3, "{read:#?}");
    assert!(
        ends[0].contains("ply 17 (e4)") && ends[0].contains("fivefold"),
        "{}",
        ends[0]
    );
    assert!(ends[1].contains("insufficient-material"), "{}", ends[1]);
    assert!(ends[2].contains("seventyfive"), "{}", ends[2]);
    // A refused move later in the game is named before the move after the end.
    assert!(read.iter().any(|g| g.contains("at 'Zz9'")), "{read:#?}");
}

/// The rule cases of `tests/data/<game>.rules` as one PGN text, each game's `Result` tag the
/// case's result (WXF, ICCS and coordinates in turn for xiangqi), with the line `judge --pgn`
/// must print for it. A case the judge refuses (`error:`) is left out.
fn rule_cases_as_pgn<G: Game>(
    rules: &str,
    write: impl Fn(usize, &Record<G>) -> String,
) -> (String, Vec<String>) {
    let (mut text, mut want) = (String::new(), Vec::new());
    for block in rules.split("\n\n") {
        let field = |key: &str| {
            block
                .lines()
                .find_map(|l| l.strip_prefix(key).map(|v| v.trim().to_string()))
        };
        let (Some(fen), Some(moves)) = (field("fen:"), field("moves:")) else {
            continue;
        };
        if field("error:").is_some() {
            continue;
        }
        let mut pos = if fen == "startpos" {
            G::startpos(Default::default())
        } else {
            G::from_fen(&fen, Default::default()).expect("the case's FEN")
        };
        for m in moves.split_whitespace() {
            pos.play(m).expect("a legal move");
        }
        let mut record = Record::from_position(&pos);
        let n = want.len() + 1;
        let (result, reason) = (field("result:").unwrap(), field("reason:").unwrap());
        want.push(format!("game {n}: result: {result} reason: {reason}"));
        record.result = gambit::record::parse_result(&result).unwrap_or(None);
        text.push_str(&write(n, &record));
    }
    (text, want)
}

/// Every rule case, written as PGN and judged from the file, gets the verdict the single-game
/// judge gives it, with no disagreement.
#[test]
fn rule_cases_judged_from_pgn() {
    use gambit_xiangqi::pgn::MoveForm;
    use gambit_xiangqi::{Xiangqi, XiangqiPgn};
    let forms = [MoveForm::Wxf, MoveForm::Iccs, MoveForm::Coordinates];
    let chess = rule_cases_as_pgn::<Chess>(include_str!("data/chess.rules"), |_, r| {
        gambit_chess::write_pgn(r)
    });
    let xiangqi = rule_cases_as_pgn::<Xiangqi>(include_str!("data/xiangqi.rules"), |n, r| {
        gambit::record::pgn::write(&XiangqiPgn::writing(forms[n % 3]), r)
    });
    for (game, (text, want)) in [("chess", chess), ("xiangqi", xiangqi)] {
        assert!(want.len() >= 50, "{game}: {} cases", want.len());
        let file = scratch(&format!("{game}-rules.pgn"));
        std::fs::create_dir_all(file.parent().expect("a parent")).expect("target dir");
        std::fs::write(&file, &text).expect("write");
        let out = cli(game, &["judge", "--pgn", file.to_str().expect("UTF-8")]);
        let got = lines(&out);
        assert_eq!(got.len(), want.len(), "{game}: {out:?}");
        assert_eq!(got, want, "{game}");
        let _ = std::fs::remove_file(&file);
    }
}

/// `--threads N`: the same output as one thread, in file order, on a file of several hundred
/// games (many batches for each worker) with errors, illegal moves, moves after a mate and
/// every result; text and JSON, chess and xiangqi.
#[test]
fn threads_give_the_output_of_one() {
    let dir = scratch("threads");
    std::fs::create_dir_all(&dir).expect("scratch dir");
    for (game, file) in [("chess", CHESS_PGN), ("xiangqi", XIANGQI_PGN)] {
        let text = std::fs::read_to_string(file).expect("test file");
        let path = dir.join(format!("{game}.pgn"));
        std::fs::write(&path, text.repeat(60)).expect("write");
        let path = path.to_str().expect("a UTF-8 path");
        for format in ["text", "json"] {
            let run = |threads: &str| {
                let args = [
                    "judge",
                    "--pgn",
                    path,
                    "--format",
                    format,
                    "--threads",
                    threads,
                ];
                let out = cli(game, &args);
                ok(&out);
                out
            };
            let one = run("1");
            assert!(one.stdout.lines().count() >= 60 * 6, "{}", one.stderr);
            assert!(one.stdout.contains("error"), "{}", one.stderr);
            for threads in ["2", "3"] {
                let many = run(threads);
                assert_eq!(
                    many.stdout, one.stdout,
                    "{game} {format} --threads {threads}"
                );
                assert_eq!(
                    many.stderr, one.stderr,
                    "{game} {format} --threads {threads}"
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
