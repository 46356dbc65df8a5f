//! PGN records of the lichess variants as python-chess exports them
//! (`tests/data/lichess_variants.pgn`, written by `scripts/lichess_pgn_games.py`: random
//! games, most played to their end, each `Result` python-chess's): each variant's reader takes
//! its own records by their `Variant` tag and refuses the others by name, the judge agrees
//! with every recorded result, the SAN written is python-chess's move for move, and written
//! records read back to the same games.

use gambit::judge::judge_record;
use gambit::kernel::pgn::{read_pgn, VariantPgn};
use gambit::kernel::{Position, Variant};
use gambit::record::pgn;
use gambit::Game;
use gambit_variants::{
    Antichess, Atomic, Crazyhouse, Horde, KingOfTheHill, RacingKings, ThreeCheck,
};

const RECORDS: &str = include_str!("data/lichess_variants.pgn");

/// The movetext tokens of each game in `text` (no move numbers, no result), in python-chess's
/// SAN, one list per game.
fn python_chess_moves(text: &str) -> Vec<Vec<String>> {
    text.split("\n\n[Event")
        .map(|game| {
            let movetext = game.split("\n\n").nth(1).unwrap_or("");
            movetext
                .split_whitespace()
                .filter(|t| !t.ends_with('.') && !matches!(*t, "*" | "1-0" | "0-1" | "1/2-1/2"))
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// A token as both writers spell it: python-chess writes a pawn drop `@e4`, lichess `P@e4`.
fn normalised(token: &str) -> String {
    match token.strip_prefix('@') {
        Some(square) => format!("P@{square}"),
        None => token.to_string(),
    }
}

fn check_variant<V: Variant>() {
    let python = python_chess_moves(RECORDS);
    let mut own = 0;
    for (i, game) in read_pgn::<V>(RECORDS, Default::default()).enumerate() {
        let record = match game {
            Ok(record) => record,
            Err(e) => {
                let text = e.to_string();
                assert!(
                    text.contains("the record is of variant") && text.contains(V::NAME),
                    "{}: game {}: {text}",
                    V::NAME,
                    i + 1
                );
                continue;
            }
        };
        own += 1;
        let verdict = judge_record(&record).expect("a legal game");
        assert!(
            verdict.disagreements.is_empty(),
            "{}: game {}: {:?} against the record's {:?}",
            V::NAME,
            i + 1,
            verdict.verdict,
            record.result
        );
        // The SAN of every move, as python-chess wrote it.
        let mut pos: Position<V> = record.start.clone();
        for (ply, m) in record.mainline().enumerate() {
            assert_eq!(
                pos.san(m),
                normalised(&python[i][ply]),
                "{}: game {}, ply {}",
                V::NAME,
                i + 1,
                ply + 1
            );
            pos.make(m);
        }
        // Written, then read: the same start, moves and result.
        let text = pgn::write(&VariantPgn::<V>::new(Default::default()), &record);
        assert!(
            text.contains(&format!("[Variant \"{}\"]", V::PGN_NAME)),
            "{text}"
        );
        let again = read_pgn::<V>(&text, Default::default())
            .next()
            .expect("one game")
            .expect("its own record reads back");
        assert_eq!(again.start.fen(), record.start.fen());
        assert_eq!(
            again.mainline().collect::<Vec<_>>(),
            record.mainline().collect::<Vec<_>>()
        );
        assert_eq!(again.result, record.result);
    }
    assert_eq!(own, 4, "{}: its records in the file", V::NAME);
}

#[test]
fn crazyhouse_records() {
    check_variant::<Crazyhouse>();
}

#[test]
fn king_of_the_hill_records() {
    check_variant::<KingOfTheHill>();
}

#[test]
fn three_check_records() {
    check_variant::<ThreeCheck>();
}

#[test]
fn antichess_records() {
    check_variant::<Antichess>();
}

#[test]
fn atomic_records() {
    check_variant::<Atomic>();
}

#[test]
fn horde_records() {
    check_variant::<Horde>();
}

#[test]
fn racing_kings_records() {
    check_variant::<RacingKings>();
}

#[test]
fn san_reading_is_lenient_and_exact() {
    let pos = Position::<Crazyhouse>::from_fen_text(
        "r3k2r/8/8/8/3p4/8/4P3/R3K2R[Nn] w KQkq - 0 1",
        false,
    )
    .unwrap();
    for (text, uci) in [
        ("O-O", "e1g1"),
        ("0-0-0", "e1c1"),
        ("N@f3", "N@f3"),
        ("e4", "e2e4"),
        ("e2e4", "e2e4"),
        ("Rb1!?", "a1b1"),
        ("Rf1", "h1f1"),
        ("Rhf1", "h1f1"),
        ("Rh1f1", "h1f1"),
        ("Rh1-f1", "h1f1"),
    ] {
        let m = pos
            .parse_san(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(pos.format_move(m), uci, "{text}");
    }
    for bad in ["Raf1", "Kxe2", "Q@e4", "O-O-O-O", "e5", "", "@", "=Q", "N@"] {
        assert!(pos.parse_san(bad).is_err(), "{bad} read");
    }
    // Written with no more disambiguation than needed.
    let m = pos.parse_san("Rh1f1").unwrap();
    assert_eq!(pos.san(m), "Rf1");
    // Two knights reach d2: the file tells them apart.
    let pos =
        Position::<Crazyhouse>::from_fen_text("4k3/8/8/8/8/8/8/1N2KN2[] w - - 0 1", false).unwrap();
    assert!(pos.parse_san("Nd2").is_err(), "ambiguous Nd2 read");
    let m = pos.parse_san("Nbd2").unwrap();
    assert_eq!(pos.san(m), "Nbd2");
}

#[test]
fn judge_pgn_takes_the_variant_from_the_tag() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/lichess_variants.pgn"
    );
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gambit-variants"))
            .args(args)
            .output()
            .expect("gambit-variants runs");
        // Verdicts on stdout, the closing count on stderr.
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr)
    };
    // The file's first game is crazyhouse: its four records are judged, the others refused.
    let text = run(&["judge", "--pgn", path]);
    assert!(
        text.contains("judged 28 games: 3 over, 1 going on, 24 unreadable; 0 disagree"),
        "{text}"
    );
    assert!(
        text.contains("the record is of variant 'Atomic', not crazyhouse"),
        "{text}"
    );
    // A variant named on the command line reads its own records.
    let text = run(&["judge", "--variant", "atomic", "--pgn", path]);
    assert!(
        text.contains("3 over, 1 going on, 24 unreadable; 0 disagree"),
        "{text}"
    );
}
