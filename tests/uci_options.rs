//! Typed options through the UCI session, both games: the `option` lines are the specs', a
//! game's `Default` notation is its specs' defaults, and `setoption` checks values against the
//! spec (refused values get `info string` and the option keeps its value).

use gambit::search::SearchGame;
use gambit::{Game, Notation};
use gambit_chess::Chess;
use gambit_testkit::uci::{run, session};
use gambit_xiangqi::Xiangqi;

const ENGINE_OPTION_LINES: &[&str] = &[
    "option name Hash type spin default 16 min 1 max 65536",
    "option name Threads type spin default 1 min 1 max 256",
    "option name MultiPV type spin default 1 min 1 max 256",
    "option name Move Overhead type spin default 30 min 0 max 5000",
    "option name Clear Hash type button",
    "option name Ponder type check default false",
    "option name Skill Level type spin default 20 min 0 max 20",
    "option name UCI_LimitStrength type check default false",
];

/// The `UCI_Elo` line: its range ends at the top of the game's measured curve, where the
/// engine plays at full strength, or at Stockfish's 2850 when the curve goes past it.
fn elo_line<G: SearchGame>() -> String {
    let top = G::ELO_CURVE.last().expect("a measured curve").0.min(2850);
    format!("option name UCI_Elo type spin default 1500 min 1000 max {top}")
}

fn option_lines<G: SearchGame>() -> Vec<String> {
    let (mut s, _) = session::<G>();
    let replies = run(&mut s, &["uci"]);
    assert!(replies.ends_with("uciok\n"), "{replies}");
    replies
        .lines()
        .filter(|l| l.starts_with("option "))
        .map(str::to_string)
        .collect()
}

#[test]
fn option_lines_come_from_the_specs() {
    let chess_elo = elo_line::<Chess>();
    assert_eq!(
        chess_elo,
        "option name UCI_Elo type spin default 1500 min 1000 max 2170"
    );
    let mut chess: Vec<&str> = ENGINE_OPTION_LINES.to_vec();
    chess.push(&chess_elo);
    chess.push("option name UseNNUE type check default false");
    chess.push("option name EvalFile type string default chess-768x128-1.nnue");
    chess.push("option name UCI_Chess960 type check default false");
    assert_eq!(option_lines::<Chess>(), chess);
    let xiangqi_elo = elo_line::<Xiangqi>();
    assert_eq!(
        xiangqi_elo,
        "option name UCI_Elo type spin default 1500 min 1000 max 2850"
    );
    let mut xiangqi: Vec<&str> = ENGINE_OPTION_LINES.to_vec();
    xiangqi.push(&xiangqi_elo);
    xiangqi.push("option name UseNNUE type check default false");
    xiangqi.push("option name EvalFile type string default <empty>");
    xiangqi.push("option name RanksFrom1 type check default false");
    xiangqi.push("option name UCI_Variant type combo default xiangqi var xiangqi");
    assert_eq!(option_lines::<Xiangqi>(), xiangqi);
}

/// Xiangqi names its variant for GUIs that pick one (`UCI_Variant`): `xiangqi`, in any case,
/// is accepted silently; anything else is refused with `info string` and the engine goes on.
#[test]
fn xiangqi_names_its_variant() {
    let (mut s, _) = session::<Xiangqi>();
    let replies = run(
        &mut s,
        &[
            "setoption name UCI_Variant value xiangqi",
            "setoption name uci_variant value XIANGQI",
            "setoption name UCI_Variant value chess",
            "setoption name UCI_Variant",
            "isready",
            "go perft 1",
        ],
    );
    let mut lines = replies.lines();
    assert_eq!(
        lines.next(),
        Some("info string setoption UCI_Variant: 'chess' is not one of xiangqi")
    );
    assert_eq!(
        lines.next(),
        Some("info string setoption UCI_Variant: missing value")
    );
    assert_eq!(lines.next(), Some("readyok"));
    // Still xiangqi, ranks from 0: the start position's 44 moves, the chariot's from a0.
    assert!(replies.contains("a0a1: 1"), "{replies}");
    assert!(replies.contains("Nodes searched: 44"), "{replies}");
    // Chess has one variant only and says nothing about it.
    let (mut chess, _) = session::<Chess>();
    assert_eq!(
        run(&mut chess, &["setoption name UCI_Variant value chess"]),
        "info string setoption: unknown option 'UCI_Variant'\n"
    );
}

#[test]
fn default_notation_is_the_spec_defaults() {
    fn check<G: Game>() {
        let notation = G::Notation::default();
        for spec in <G::Notation as Notation>::OPTIONS {
            assert_eq!(
                notation.get(spec.name),
                Some(spec.default_value()),
                "{}",
                spec.name
            );
        }
    }
    check::<Chess>();
    check::<Xiangqi>();
}

/// The divide line of the castling move of `position`, written with the notation in force.
fn castle_line<G: SearchGame>(lines: &[&str]) -> String {
    let (mut s, _) = session::<G>();
    let mut all = lines.to_vec();
    all.extend([
        "position fen r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        "go perft 1",
    ]);
    run(&mut s, &all)
        .lines()
        .filter(|l| l.starts_with("e1g1") || l.starts_with("e1h1"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn check_values_are_checked() {
    assert_eq!(castle_line::<Chess>(&[]), "e1g1: 1");
    assert_eq!(
        castle_line::<Chess>(&["setoption name uci_chess960 value TRUE"]),
        "e1h1: 1"
    );
    for bad in ["maybe", "1", ""] {
        let (mut s, _) = session::<Chess>();
        let replies = run(
            &mut s,
            &[&format!("setoption name UCI_Chess960 value {bad}")],
        );
        assert!(
            replies.starts_with("info string setoption UCI_Chess960: expected true or false"),
            "{bad}: {replies}"
        );
        // Refused: still off.
        assert_eq!(
            castle_line::<Chess>(&[&format!("setoption name UCI_Chess960 value {bad}")]),
            "e1g1: 1"
        );
    }
    let (mut s, _) = session::<Xiangqi>();
    let replies = run(
        &mut s,
        &[
            "setoption name RanksFrom1",
            "setoption name RanksFrom1 value true",
            "go perft 1",
        ],
    );
    let mut lines = replies.lines();
    assert_eq!(
        lines.next(),
        Some("info string setoption RanksFrom1: expected true or false, got nothing")
    );
    // Ranks 1..10: the red chariot's first move is from a1.
    assert!(replies.contains("a1a2: 1"), "{replies}");
}

#[test]
fn spin_values_are_checked() {
    let (mut s, _) = session::<Chess>();
    let replies = run(
        &mut s,
        &[
            "setoption name MultiPV value 0",
            "setoption name multipv value 257",
            "setoption name Move Overhead value -1",
            "setoption name Threads",
            "setoption name Threads value two",
        ],
    );
    assert_eq!(
        replies,
        "info string setoption MultiPV: 0 is outside 1..256\n\
         info string setoption MultiPV: 257 is outside 1..256\n\
         info string setoption Move Overhead: -1 is outside 0..5000\n\
         info string setoption Threads: missing value\n\
         info string setoption Threads: 'two' is not a number\n"
    );
}

#[test]
fn refusals_are_typed_and_keep_the_game_error() {
    use gambit_engine::protocol::{CommandError, GoError};
    use std::error::Error;
    let (mut s, _) = session::<Chess>();
    assert!(matches!(
        s.setoption(&["name", "Nope", "value", "1"]),
        Err(CommandError::UnknownOption(name)) if name == "Nope"
    ));
    let bad = s.setoption(&["name", "Hash", "value", "0"]).unwrap_err();
    assert!(
        matches!(bad, CommandError::BadValue { name: "Hash", .. }),
        "{bad:?}"
    );
    assert!(bad.source().is_some());
    let fen = s.set_position(&["fen", "8/8/8/8/8/8/8/8", "w", "-", "-", "0", "1"]);
    let fen = fen.unwrap_err();
    assert!(matches!(fen, CommandError::Position(_)), "{fen:?}");
    assert!(fen.to_string().starts_with("position refused: "), "{fen}");
    assert!(fen.source().is_some());
    let illegal = s
        .set_position(&["startpos", "moves", "e2e4", "e2e4"])
        .unwrap_err();
    assert!(
        matches!(&illegal, CommandError::Move { ply: 2, text, .. } if text == "e2e4"),
        "{illegal:?}"
    );
    assert!(matches!(
        s.set_position(&["fen"]),
        Err(CommandError::PositionSyntax { word: "fen" })
    ));
    let mut out = Vec::new();
    assert!(matches!(
        s.go(&["depth", "x"], &mut out),
        Err(CommandError::Go(GoError::NotANumber { .. }))
    ));
}

/// A chess network file of `hidden` units whose weights are all zero and whose output bias
/// makes every position worth `cp` centipawns to the side to move.
fn flat_network(hidden: usize, cp: i32) -> Vec<u8> {
    use gambit::nnue::{NetworkFile, QA, QB, SCALE};
    NetworkFile {
        game: "chess".into(),
        note: "flat".into(),
        inputs: 768,
        hidden,
        ft_weights: vec![0; 768 * hidden],
        ft_bias: vec![0; hidden],
        out_weights: vec![0; 2 * hidden],
        out_bias: cp * QA * QB / SCALE,
    }
    .to_bytes()
}

/// `EvalFile` loads a network of the game's shape and refuses anything else with a note,
/// keeping the network it had; `UseNNUE` switches between the network and the hand-written
/// evaluation (a flat network of 250 centipawns makes the search's score -250 at depth 1:
/// every reply leaves the opponent 250 up).
#[test]
fn chess_network_options() {
    let dir = std::env::temp_dir().join(format!("gambit-evalfile-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let flat = dir.join("flat.nnue");
    std::fs::write(&flat, flat_network(128, 250)).unwrap();
    let narrow = dir.join("narrow.nnue");
    std::fs::write(&narrow, flat_network(16, 250)).unwrap();
    let junk = dir.join("junk.nnue");
    std::fs::write(&junk, b"not a network").unwrap();
    let missing = dir.join("missing.nnue");
    let (flat, narrow, junk, missing) = (
        flat.display().to_string(),
        narrow.display().to_string(),
        junk.display().to_string(),
        missing.display().to_string(),
    );
    let (mut s, searched) = session::<Chess>();
    let lines = [
        format!("setoption name EvalFile value {missing}"),
        format!("setoption name EvalFile value {junk}"),
        format!("setoption name EvalFile value {narrow}"),
        "isready".to_string(),
        format!("setoption name EvalFile value {flat}"),
        "setoption name UseNNUE value true".to_string(),
        "go depth 1".to_string(),
    ];
    let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
    let replies = run(&mut s, &lines);
    let notes: Vec<&str> = replies
        .lines()
        .filter(|l| l.starts_with("info string"))
        .collect();
    assert_eq!(notes.len(), 3, "{replies}");
    assert!(notes[0].starts_with(&format!("info string setoption EvalFile: {missing}: ")));
    assert!(
        notes[0].ends_with("; keeping chess-768x128-1.nnue"),
        "{replies}"
    );
    assert!(notes[1].contains("not a network file"), "{replies}");
    assert!(
        notes[2].contains("this build needs 768 and 128"),
        "{replies}"
    );
    assert!(replies.contains("readyok"), "{replies}");
    let search = searched.take();
    assert!(search.contains("score cp -250"), "{search}");
    assert!(search.contains("bestmove "), "{search}");

    // Off again: the hand-written evaluation; the file stays loaded for the next switch.
    let again = run(
        &mut s,
        &[
            "setoption name UseNNUE value false",
            "go depth 1",
            "setoption name UseNNUE value true",
            "setoption name EvalFile value /no/such/file",
            "go depth 1",
        ],
    );
    assert!(again.contains(&format!("keeping {flat}")), "{again}");
    let search = searched.take();
    let scores: Vec<&str> = search.lines().filter(|l| l.contains(" score ")).collect();
    assert_eq!(scores.len(), 2, "{search}");
    assert!(!scores[0].contains("score cp -250"), "{search}");
    assert!(scores[1].contains("score cp -250"), "{search}");
    // The name of the network compiled in goes back to it.
    assert!(run(
        &mut s,
        &["setoption name EvalFile value chess-768x128-1.nnue"]
    )
    .is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}
