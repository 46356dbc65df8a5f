//! PGN for xiangqi (`gambit_xiangqi::pgn`): the `Variant` and `FEN` tags, movetext in WXF, ICCS
//! and coordinates (told apart per token, mixed in one game), errors naming the game, the
//! ply and the token, the export format, and a property test that a written game, in each of
//! the three forms, reads back to the same game.

use gambit::record::pgn::{self, PgnErrorKind};
use gambit::record::Record;
use gambit::{Game, Outcome};
use gambit_xiangqi::pgn::{MoveForm, PgnMoveError, SetupError};
use gambit_xiangqi::{read_pgn, write_pgn, Xiangqi, XiangqiNotation, XiangqiPgn};
use proptest::prelude::*;

/// The only game of `text`, read.
fn one(text: &str) -> Record<Xiangqi> {
    let mut games: Vec<_> = read_pgn(text).collect();
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0).unwrap_or_else(|e| panic!("{e}"))
}

/// The moves of a record, in coordinates.
fn coords(game: &Record<Xiangqi>) -> Vec<String> {
    let mut pos = game.start.clone();
    game.mainline()
        .map(|m| {
            let s = pos.format_move(m);
            pos.make(m);
            s
        })
        .collect()
}

const OPENING: &str = "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7";

#[test]
fn each_movetext_form_reads_the_same_game() {
    for movetext in [
        "1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3 *",
        "1. H2-E2 H9-G7 2. H0-G2 I9-H9 3. I0-H0 B9-C7 *",
        "1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 *",
        // Mixed, lower-case ICCS, ICCS without the dash, Fairy-Stockfish's `=`, lower-case WXF.
        "1. C2=5 h9-g7 2. H0G2 r9.8 3. i0h0 B9-C7 *",
    ] {
        let game = one(&format!("[Variant \"xiangqi\"]\n\n{movetext}\n"));
        assert_eq!(coords(&game).join(" "), OPENING, "{movetext}");
        assert_eq!(game.result, None);
    }
}

#[test]
fn variant_and_fen_tags() {
    for variant in [
        "xiangqi",
        "Xiangqi",
        "Chinese Chess",
        "CHINESE CHESS",
        "chinese-chess",
    ] {
        let game = one(&format!("[Variant \"{variant}\"]\n\nC2.5 *\n"));
        assert_eq!(coords(&game), ["h2e2"], "{variant}");
    }
    // No Variant tag: the file was handed to xiangqi.
    assert_eq!(coords(&one("1. C2.5 1-0\n")), ["h2e2"]);

    let fen = "4k4/R8/9/9/9/9/9/9/9/3K4R w - - 0 1";
    let game = one(&format!(
        "[Variant \"xiangqi\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n[Result \"1-0\"]\n\n1. R1+9 1-0\n"
    ));
    assert_eq!(game.start.fen(), fen);
    assert_eq!(coords(&game), ["i0i9"]);
    assert_eq!(game.result, Some(gambit_xiangqi::rules::RED_WINS));
    // The fullmove number of the FEN numbers the moves; black to move starts with `N...`.
    let fen = "4k4/R8/9/9/9/9/9/9/9/3K4R b - - 0 7";
    let game = one(&format!("[FEN \"{fen}\"]\n\n7... K5.6 8. R1+9 *\n"));
    assert_eq!(coords(&game), ["e9f9", "i0i9"]);
}

#[test]
fn setup_errors() {
    let setup = |text: &str| {
        let e = read_pgn(text).next().expect("a game").expect_err("refused");
        assert_eq!((e.game, e.ply), (1, None), "{e}");
        match &e.kind {
            PgnErrorKind::Setup(inner) => (e.to_string(), inner.to_string()),
            other => panic!("{text}: {other}"),
        }
    };
    let (whole, why) = setup("[Variant \"chess\"]\n\ne4 *\n");
    assert_eq!(
        why,
        SetupError::Variant("chess".into()).to_string(),
        "{whole}"
    );
    assert!(whole.contains("unsupported variant 'chess'"), "{whole}");
    let (_, why) = setup("[Variant \"xiangqi\"]\n[FEN \"9/9/9 w - - 0 1\"]\n\n*\n");
    assert!(why.starts_with("FEN tag: "), "{why}");
}

#[test]
fn move_errors_name_the_game_the_ply_and_the_token() {
    let text = "[Event \"good\"]\n\n1. C2.5 H8+7 *\n\n\
                [Event \"wxf\"]\n\n1. C2.5 H8+7 2. R1+9 *\n\n\
                [Event \"iccs\"]\n\n1. H2-E3 *\n\n\
                [Event \"coordinates\"]\n\n1. h2e2 h9g7 2. h0g3 *\n\n\
                [Event \"good again\"]\n\n1. h2e2 *\n";
    let games: Vec<_> = read_pgn(text).collect();
    assert_eq!(games.len(), 5);
    assert!(games[0].is_ok() && games[4].is_ok());
    let expect = |i: usize, ply: usize, token: &str, line: usize| {
        let e = games[i].as_ref().expect_err("refused");
        assert_eq!(
            (e.game, e.ply, e.token.as_str(), e.line),
            (i + 1, Some(ply), token, line),
            "{e}"
        );
        let PgnErrorKind::Move(inner) = &e.kind else {
            panic!("{e}")
        };
        (e.to_string(), inner.downcast_ref::<PgnMoveError>().cloned())
    };
    let (text, kind) = expect(1, 3, "R1+9", 7);
    assert!(matches!(kind, Some(PgnMoveError::Wxf(_))), "{text}");
    assert!(
        text.starts_with("game 2, line 7, ply 3, at 'R1+9': 'R1+9' is not a legal move here"),
        "{text}"
    );
    let (text, kind) = expect(2, 1, "H2-E3", 11);
    assert!(matches!(kind, Some(PgnMoveError::Iccs(_))), "{text}");
    assert!(text.contains("ICCS: 'H2-E3' is not legal"), "{text}");
    let (text, kind) = expect(3, 3, "h0g3", 15);
    assert!(matches!(kind, Some(PgnMoveError::Coordinates(_))), "{text}");
    assert!(text.contains("coordinates: 'h0g3' is not legal"), "{text}");
}

/// `23.4` (the second of three soldiers on file 3, with tandems on two files) is a move, not
/// the move number 23 followed by `4`; so is `33.4`, and glued to its number (`1.23.4`) the
/// number is read first.
#[test]
fn wxf_beginning_with_digits_and_a_dot_is_a_move() {
    let fen = "3k5/9/2P3P2/2P3P2/6P2/9/9/9/9/5K3 w - - 0 1";
    let mut pos: Xiangqi = fen.parse().unwrap();
    let m = pos.parse_move("g6f6").unwrap();
    assert_eq!(pos.wxf(m), "23.4");
    pos.make(m);
    let text = write_pgn(&Record::from_position(&pos));
    assert!(text.contains("\n1. 23.4 *\n"), "{text}");
    assert_eq!(coords(&one(&text)), ["g6f6"]);
    let game = one(&format!("[FEN \"{fen}\"]\n\n1. 33.4 *\n"));
    assert_eq!(coords(&game), ["g5f5"]);
    // Glued to the move number, the number is read first.
    let game = one(&format!("[FEN \"{fen}\"]\n\n1.23.4 *\n"));
    assert_eq!(coords(&game), ["g6f6"]);
    let game = one(&format!("[FEN \"{fen}\"]\n\n1.13+1 *\n"));
    assert_eq!(coords(&game), ["g7g8"]);
}

#[test]
fn export_format() {
    let mut pos = Xiangqi::startpos(Default::default());
    for m in OPENING.split_whitespace() {
        pos.play(m).unwrap();
    }
    let mut game = Record::from_position(&pos);
    game.result = Some(Outcome::Draw);
    game.tags.set("Red", "Lü Qin");
    game.tags.set("Variant", "Chinese Chess");
    let text = write_pgn(&game);
    assert_eq!(
        text,
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"1/2-1/2\"]\n[Variant \"xiangqi\"]\n[Red \"Lü Qin\"]\n\n\
         1. C2.5 H8+7 2. H2+3 R9.8 3. R1.2 H2+3 1/2-1/2\n\n"
    );
    let iccs = pgn::write(&XiangqiPgn::writing(MoveForm::Iccs), &game);
    assert!(iccs.contains("\n1. H2-E2 H9-G7 2. H0-G2 I9-H9 3. I0-H0 B9-C7 1/2-1/2\n"));
    let plain = pgn::write(&XiangqiPgn::writing(MoveForm::Coordinates), &game);
    assert!(plain.contains("\n1. h2e2 h9g7 2. h0g2 i9h9 3. i0h0 b9c7 1/2-1/2\n"));

    // Another start: SetUp and FEN, numbered from the FEN's move number.
    let fen = "4k4/R8/9/9/9/9/9/9/9/3K4R b - - 0 7";
    let mut pos: Xiangqi = fen.parse().unwrap();
    pos.play("e9f9").unwrap();
    let text = write_pgn(&Record::from_position(&pos));
    assert!(
        text.contains(&format!(
            "[Variant \"xiangqi\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n7... K5.6 *\n"
        )),
        "{text}"
    );
}

/// Coordinates with ranks from 1, as the `--ranks-from-1` flag reads them; ICCS stays 0-9.
#[test]
fn coordinates_in_the_dialect_notation() {
    let dialect = XiangqiPgn {
        notation: XiangqiNotation { ranks_from1: true },
        form: MoveForm::Coordinates,
    };
    let games: Vec<_> = pgn::read("1. h3e3 H9-G7 2. h1g3 *\n", dialect).collect();
    let game = games[0].as_ref().unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(game.moves.len(), 3);
    let text = pgn::write(&dialect, game);
    assert!(text.contains("\n1. h3e3 h10g8 2. h1g3 *\n"), "{text}");
}

/// A random game from `fen`: each choice picks a legal move, until the game ends by itself.
fn playout(fen: &str, choices: &[u16]) -> Xiangqi {
    let mut pos: Xiangqi = fen.parse().unwrap();
    for &c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.make(moves[c as usize % moves.len()]);
    }
    pos
}

const FENS: [&str; 3] = [
    Xiangqi::START_FEN,
    "3k5/9/2P3P2/2P3P2/6P2/9/9/9/9/5K3 w - - 0 1",
    "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 4 3",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Written in each form, read back: the same start, moves, result and tags.
    #[test]
    fn written_games_read_back(
        which in 0usize..FENS.len(),
        choices in prop::collection::vec(any::<u16>(), 0..120),
        result in prop::option::of(prop::sample::select(vec![
            Outcome::FirstWins, Outcome::SecondWins, Outcome::Draw,
        ])),
    ) {
        let pos = playout(FENS[which], &choices);
        let mut game = Record::from_position(&pos);
        game.result = result;
        game.tags.set("Event", "round trip");
        for form in [MoveForm::Wxf, MoveForm::Iccs, MoveForm::Coordinates] {
            let text = pgn::write(&XiangqiPgn::writing(form), &game);
            let read: Vec<_> = read_pgn(&text).collect();
            prop_assert_eq!(read.len(), 1);
            let back = read[0].as_ref().map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
            prop_assert_eq!(back.start.fen(), game.start.fen());
            prop_assert_eq!(back.mainline().collect::<Vec<_>>(), game.mainline().collect::<Vec<_>>());
            prop_assert_eq!(back.result, game.result);
            prop_assert_eq!(back.tags.get("Event"), Some("round trip"));
            prop_assert_eq!(back.tags.get("Variant"), Some("xiangqi"));
        }
    }
}
