//! `datagen --pgn`: the positions of games played elsewhere (OpenBench's, cutechess's and
//! fastchess's PGN, each move's comment starting with the mover's score), written to a
//! position data file as `datagen` writes its own.

use gambit::game::Game;
use gambit::rules::Outcome;
use gambit_chess::Chess;
use gambit_engine::protocol::Identity;
use gambit_engine::tune::data::{DataReader, DataWriter};
use gambit_engine::tune::pgn_data::{import, PgnDataSummary};

const GAMES: &str = r#"[Event "scored"]
[White "a"]
[Black "b"]
[Result "1-0"]

1. e4 {+0.35 12/15 123 45678} e5 {-0.20 11/14 100 40000} 2. Nf3 {book} Nc6 {-0.15/10 0.5s}
3. Bb5 {+0.40} a6 {-0.30} 4. Bxc6 {+0.50} dxc6 {-0.45} 5. O-O {+M7} 1-0

[Event "going on"]
[Result "*"]

1. d4 {+0.10} *

[Event "illegal"]
[Result "1-0"]

1. e5 {+0.10} 1-0
"#;

/// The start position after `moves` (coordinates).
fn after(moves: &[&str]) -> String {
    let mut pos = Chess::startpos(Default::default());
    for m in moves {
        pos.play(m).unwrap();
    }
    pos.fen()
}

#[test]
fn scored_quiet_moves_give_their_positions_from_the_first_players_side() {
    let mut writer = DataWriter::new(Vec::new(), "chess", "test").unwrap();
    let mut summary = PgnDataSummary::default();
    import::<Chess, _>(GAMES, Default::default(), &mut writer, &mut summary).unwrap();
    assert_eq!(
        summary,
        PgnDataSummary {
            games: 2,
            unreadable: 1,
            unfinished: 1,
            positions: 5
        }
    );
    let bytes = writer.finish().unwrap();
    let records: Vec<_> = DataReader::new(bytes.as_slice(), "chess")
        .unwrap()
        .map(Result::unwrap)
        .collect();
    let got: Vec<(String, i16, u16)> = records
        .iter()
        .map(|r| (r.fen.clone(), r.score, r.ply))
        .collect();
    // The book move, the two captures and the mate score give nothing; black's scores turn.
    assert_eq!(
        got,
        vec![
            (after(&[]), 35, 0),
            (after(&["e2e4"]), 20, 1),
            (after(&["e2e4", "e7e5", "g1f3"]), 15, 3),
            (after(&["e2e4", "e7e5", "g1f3", "b8c6"]), 40, 4),
            (after(&["e2e4", "e7e5", "g1f3", "b8c6", "f1b5"]), 30, 5),
        ]
    );
    assert!(records.iter().all(|r| r.result == Outcome::FirstWins));
}

/// `datagen --pgn PGN --out OUT`.
fn datagen(pgn: &std::path::Path, out: &std::path::Path) -> Vec<String> {
    vec![
        "datagen".into(),
        "--pgn".into(),
        pgn.display().to_string(),
        "--out".into(),
        out.display().to_string(),
    ]
}

#[test]
fn datagen_reads_pgn_files_on_the_command_line() {
    let dir = std::env::temp_dir().join(format!("gambit-pgn-data-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pgn = dir.join("games.pgn");
    let out = dir.join("data.bin");
    std::fs::write(&pgn, GAMES).unwrap();
    let id = Identity {
        name: "gambit-test",
        author: "the gambit developers",
    };
    let args = datagen(&pgn, &out);
    assert_eq!(gambit_chess::program(id).run(&args), 0);
    let data = std::fs::read(&out).unwrap();
    let reader = DataReader::new(data.as_slice(), "chess").unwrap();
    assert!(reader.note().contains("--pgn"), "{}", reader.note());
    assert_eq!(reader.count(), 5);
    // A file that cannot be read is named, with status 2 and no data file.
    let missing = dir.join("missing.pgn");
    let args = datagen(&missing, &out);
    std::fs::remove_file(&out).unwrap();
    assert_eq!(gambit_chess::program(id).run(&args), 2);
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(&dir);
}
