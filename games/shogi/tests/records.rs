//! KIF, KI2 and CSA record files through the public formats (`Shogi::record_formats()`, what
//! `judge --kif`/`--csa` and `record --format` use): the samples in `tests/data` (Shift_JIS
//! and UTF-8 KIF, a board diagram, a handicap KI2, four CSA games in one file), the errors
//! (and no panic on any text or a damaged file), and the round trip (written, then read: the same start, moves, end and verdict) on every
//! shogi rule case and on random games.

use gambit::judge::{judge_record, RecordFiles, RecordFormat};
use gambit::record::Record;
use gambit::{Game, Judge, Outcome, Reason, RuleSet};
use gambit_shogi::Shogi;

const DATA: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/");

fn format(name: &str) -> RecordFormat<Shogi> {
    Shogi::record_formats()
        .into_iter()
        .find(|f| f.name == name)
        .expect("a format")
}

/// The games of `bytes` read as `name`.
fn read(name: &str, bytes: &[u8]) -> Vec<Result<Record<Shogi>, String>> {
    (format(name).read)(bytes)
        .into_iter()
        .map(|game| game.map_err(|e| e.to_string()))
        .collect()
}

/// The one game of the data file `file` read as `name`.
fn game(name: &str, file: &str) -> Record<Shogi> {
    let bytes = std::fs::read(format!("{DATA}{file}")).expect("the sample");
    let mut games = read(name, &bytes);
    assert_eq!(games.len(), 1, "{file}");
    games.remove(0).expect("a readable game")
}

/// The SFEN without its move number.
fn placement(pos: &Shogi) -> String {
    let fen = pos.fen();
    fen.rsplit_once(' ')
        .map_or(fen.clone(), |(p, _)| p.to_string())
}

/// The main line in USI.
fn usi(record: &Record<Shogi>) -> String {
    let moves: Vec<String> = record.mainline().map(|m| m.to_string()).collect();
    moves.join(" ")
}

#[test]
fn shift_jis_kif_with_comments_and_a_variation() {
    let bytes = std::fs::read(format!("{DATA}kif_sjis.kif")).expect("the sample");
    assert!(
        std::str::from_utf8(&bytes).is_err(),
        "the sample is Shift_JIS"
    );
    let record = game("kif", "kif_sjis.kif");
    // The variation (変化：3手) is not read.
    assert_eq!(usi(&record), "7g7f 3c3d 8h2b+ 3a2b B*4e");
    assert_eq!(record.start.fen(), Shogi::START_FEN);
    assert_eq!(record.tags.get("Sente"), Some("先手太郎"));
    assert_eq!(record.tags.get("Gote"), Some("後手花子"));
    assert_eq!(record.tags.get("棋戦"), Some("テスト棋戦"));
    assert_eq!(record.comment, ["対局前のコメント"]);
    assert_eq!(record.moves[1].comments, ["角道を開ける"]);
    // Gote resigned at ply 6.
    assert_eq!(record.result, Some(Outcome::FirstWins));
    let judged = judge_record(&record).expect("legal");
    assert_eq!(judged.verdict, None);
    assert_eq!(judged.disagreements.len(), 1);
}

#[test]
fn utf8_kif_from_a_board_diagram() {
    let record = game("kif", "kif_bod_utf8.kif");
    assert_eq!(record.start.fen(), "4k4/9/4P4/9/9/9/9/9/4K4 b G2P 1");
    assert_eq!(usi(&record), "G*5b");
    assert_eq!(record.tags.get("Termination"), Some("checkmate"));
    let judged = judge_record(&record).expect("legal");
    let verdict = judged.verdict.expect("mate");
    assert_eq!(
        (verdict.outcome, verdict.reason),
        (Outcome::FirstWins, Reason::CHECKMATE)
    );
    assert!(
        judged.disagreements.is_empty(),
        "{:?}",
        judged.disagreements
    );
}

#[test]
fn ki2_from_a_handicap() {
    let record = game("kif", "ki2_handicap.ki2");
    assert_eq!(
        record.start.fen(),
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    );
    assert_eq!(usi(&record), "3c3d 7g7f 2b8h+ 7i8h B*4e");
    assert_eq!(record.tags.get("Gote"), Some("上手さん"));
    assert_eq!(record.result, Some(Outcome::SecondWins));
}

#[test]
fn csa_file_of_four_games() {
    let bytes = std::fs::read(format!("{DATA}csa_games.csa")).expect("the sample");
    let games = read("csa", &bytes);
    assert_eq!(games.len(), 4);
    let first = games[0].as_ref().expect("game 1");
    assert_eq!(usi(first), "2g2f 3c3d");
    assert_eq!(first.start.fen(), Shogi::START_FEN);
    assert_eq!(first.tags.get("Sente"), Some("NAKAHARA"));
    assert_eq!(
        first.tags.get("EVENT"),
        Some("13th World Computer Shogi Championship")
    );
    assert_eq!(first.moves[1].comments, ["a comment after a move"]);
    assert_eq!(first.result, None);
    // PI without the rook and bishop: two-piece handicap, gote first, gote resigns.
    let second = games[1].as_ref().expect("game 2");
    assert_eq!(
        second.start.fen(),
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    );
    assert_eq!(usi(second), "3c3d 7g7f");
    assert_eq!(second.result, Some(Outcome::FirstWins));
    // Rows and hands, the rest to gote's hand (00AL); mated.
    let third = games[2].as_ref().expect("game 3");
    assert_eq!(
        third.start.fen(),
        "4k4/9/4P4/9/9/9/9/9/4K4 b G2r2b3g4s4n4l17p 1"
    );
    let verdict = judge_record(third).expect("legal").verdict.expect("mate");
    assert_eq!(verdict.reason, Reason::CHECKMATE);
    assert_eq!(third.result, Some(Outcome::FirstWins));
    let fourth = games[3].as_ref().expect_err("an illegal move");
    assert_eq!(
        fourth,
        "line 44, ply 2, at '-1112OU': no legal move here is '-1112OU'"
    );
}

#[test]
fn mistakes_name_their_line() {
    let cases: [(&str, &str, &str); 18] = [
        ("kif", "\n \n", "the file is empty: no KIF game"),
        ("csa", "", "the file is empty: no CSA game"),
        (
            "kif",
            "手合割：平手\n   1 ７六歩(77)\n   2 ７六歩(77)\n",
            "line 3, ply 2, at '７六歩(77)': no legal move here",
        ),
        ("kif", "手合割：謎落ち\n", "line 1: '謎落ち' is no handicap"),
        (
            "kif",
            "   1 ７六歩(77)\n   3 ３四歩(33)\n",
            "line 2: move number 3, but this is ply 2",
        ),
        ("kif", "hello\n", "line 1: 'hello' is no KIF line"),
        (
            "kif",
            "   1 ７六歩(77)\n   2 投了\n   3 ３四歩(33)\n",
            "line 3: '３四歩(33)' after the game's end",
        ),
        ("kif", "▲７六歩 △７六歩\n", "line 1, ply 2, at '△７六歩'"),
        (
            "kif",
            "後手の持駒：なし\n| ・ ・|一\n",
            "line 2: board row 1 is not nine squares",
        ),
        (
            "kif",
            "後手の持駒：なし\n先手の持駒：象\n",
            "line 2: '象' is no piece in hand",
        ),
        (
            "kif",
            "後手の持駒：なし\n+---------------------------+\n   1 ７六歩(77)\n",
            "line 3: the board diagram has 0 rows",
        ),
        (
            "csa",
            "PI\n+7776FU\n",
            "line 2: a move or end before the side to move",
        ),
        (
            "csa",
            "+\n",
            "line 1: the side to move before the start position",
        ),
        ("csa", "PI\n+\n%FOO\n", "line 3: '%FOO' is no CSA end"),
        ("csa", "PI\n+\nXYZ\n", "line 3: 'XYZ' is no CSA statement"),
        ("csa", "P+00XX\n", "line 1: '00XX' is no square and piece"),
        (
            "csa",
            "PI\n+\n+7776FU\n+3334FU\n",
            "line 4, ply 2, at '+3334FU': '+3334FU' is sente's move, but gote is to move",
        ),
        (
            "csa",
            "P1 *  *  *  *  *  *  *  *  * \n+\n",
            "line 2: the start position is no legal one",
        ),
    ];
    for (name, text, expected) in cases {
        let games = read(name, text.as_bytes());
        let why = games[0].as_ref().map(usi).expect_err(text);
        assert!(why.starts_with(expected), "{text:?}: {why}");
    }
    // A CSA game that fails leaves the next one readable.
    let games = read("csa", b"PI\n+\n+7776XX\n/\nPI\n+\n+7776FU\n");
    assert!(games[0].is_err());
    assert_eq!(usi(games[1].as_ref().expect("game 2")), "7g7f");
}

#[test]
fn garbage_is_refused_without_a_panic() {
    let samples: [&[u8]; 6] = [
        b"",
        b"\xff\xfe\x00\x01",
        b"\x82\xa0\x82",
        "   1 ７六歩(77\n".as_bytes(),
        b"P1+FU+FU+FU+FU+FU+FU+FU+FU+FU+FU\n",
        b"PI99\n",
    ];
    for bytes in samples {
        for name in ["kif", "csa"] {
            let games = read(name, bytes);
            assert!(!games.is_empty());
        }
    }
}

/// The shogi rule cases that are games (`tests/data/shogi.rules`), judged: start, end, verdict.
fn rule_cases() -> Vec<(String, Shogi)> {
    let text = include_str!("../../../tests/data/shogi.rules");
    let mut games = Vec::new();
    for case in text.split("\n\n") {
        let field = |key: &str| {
            case.lines()
                .find_map(|l| l.strip_prefix(key).map(|v| v.trim().to_string()))
        };
        let (Some(name), Some(fen)) = (field("name:"), field("fen:")) else {
            continue;
        };
        if field("result:").as_deref() == Some("error") {
            continue;
        }
        let fen = if fen == "startpos" {
            Shogi::START_FEN.to_string()
        } else {
            fen
        };
        let moves = field("moves:").unwrap_or_default();
        let (end, _) = Shogi::judge(&fen, &moves).unwrap_or_else(|e| panic!("{name}: {e}"));
        games.push((name, end));
    }
    assert!(games.len() > 30, "{} cases", games.len());
    games
}

/// Random games from the start, a handicap and a position reached at random.
fn random_games() -> Vec<(String, Shogi)> {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut play = |pos: &mut Shogi, plies: u64| {
        for _ in 0..plies {
            if pos.verdict().is_some() {
                break;
            }
            let moves = pos.legal_moves();
            let m = moves[(next() % moves.len() as u64) as usize];
            pos.make(m);
        }
    };
    let handicap = "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    let mut games = Vec::new();
    for i in 0..30 {
        let start = if i % 3 == 1 {
            handicap
        } else {
            Shogi::START_FEN
        };
        let mut pos: Shogi = start.parse().expect("a start");
        if i % 3 == 2 {
            // A start of its own, with pieces in hand: a diagram in KIF, rows in CSA.
            play(&mut pos, 40);
            pos = pos.fen().parse().expect("an SFEN of a game");
        }
        play(&mut pos, 250);
        games.push((format!("random game {i}"), pos));
    }
    games
}

#[test]
fn written_records_read_back_the_same() {
    let mut ended = 0;
    for (name, end) in rule_cases().into_iter().chain(random_games()) {
        let record = Record::from_position(&end);
        let verdict = end.verdict();
        ended += usize::from(verdict.is_some());
        for format in Shogi::record_formats() {
            let text = (format.write)(&record);
            let games = (format.read)(text.as_bytes());
            let back = match &games[..] {
                [Ok(back)] => back,
                _ => panic!("{name} as {}: {games:?}\n{text}", format.name),
            };
            let what = format!("{name} as {}:\n{text}", format.name);
            // The files keep no move number.
            assert_eq!(placement(&back.start), placement(&record.start), "{what}");
            assert_eq!(usi(back), usi(&record), "{what}");
            let judged = judge_record(back).unwrap_or_else(|e| panic!("{what}: {e}"));
            assert_eq!(placement(&judged.end), placement(&end), "{what}");
            assert_eq!(judged.verdict, verdict, "{what}");
            // The end written is the verdict's: the record agrees with it.
            assert_eq!(back.result, verdict.map(|v| v.outcome), "{what}");
            assert!(judged.disagreements.is_empty(), "{what}");
        }
    }
    assert!(ended > 30, "{ended} games ended");
}

proptest::proptest! {
    /// Lines made of the formats' own pieces (numbers, kanji, CSA codes, marks) read without a
    /// panic, as a game or an error.
    #[test]
    fn any_text_reads_without_a_panic(
        text in "([ 0-9０-９一二三四五六七八九十歩香桂銀金角飛玉と成不打同　()+\\-PIN%*/,:：|v・▲△ABFGHIKLNORSTUY]{0,30}\n){0,12}"
    ) {
        for name in ["kif", "csa"] {
            let games = read(name, text.as_bytes());
            proptest::prop_assert!(!games.is_empty());
        }
    }

    /// A real record cut short, with one byte changed, reads without a panic.
    #[test]
    fn damaged_records_read_without_a_panic(
        cut in 0usize..2000, at in 0usize..2000, byte: u8, file in 0usize..4
    ) {
        let files = ["kif_sjis.kif", "kif_bod_utf8.kif", "ki2_handicap.ki2", "csa_games.csa"];
        let mut bytes = std::fs::read(format!("{DATA}{}", files[file])).expect("the sample");
        bytes.truncate(cut);
        if let Some(b) = bytes.get_mut(at) {
            *b = byte;
        }
        for name in ["kif", "csa"] {
            proptest::prop_assert!(!read(name, &bytes).is_empty());
        }
    }
}
