//! Bad input for xiangqi: malformed FENs (each field), impossible positions (each validation),
//! unparsable and illegal moves; random strings never panic.

use gambit::PlacementError::{BadChar, RankCount, RankLength};
use gambit::{Color, Game};
use gambit_xiangqi::{FenError, MoveError, Xiangqi, XiangqiNotation};
use proptest::prelude::*;

const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn fen_err(fen: &str) -> FenError {
    match Xiangqi::from_fen(fen, XiangqiNotation::default()) {
        Ok(_) => panic!("accepted: {fen}"),
        Err(e) => e,
    }
}

fn ok(fen: &str) -> Xiangqi {
    Xiangqi::from_fen(fen, XiangqiNotation::default())
        .unwrap_or_else(|e| panic!("refused {fen}: {e}"))
}

#[test]
fn optional_fields_and_aliases() {
    let full = ok(START);
    for fen in [
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR r - -",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w 0 1",
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
    ] {
        let pos = ok(fen);
        assert_eq!(pos.fen(), full.fen(), "{fen}");
        assert_eq!(pos.key(), full.key());
    }
    let black = ok("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 7 12");
    assert_eq!(black.side_to_move(), Color::Black);
    assert_eq!(
        black.fen().split(' ').skip(4).collect::<Vec<_>>(),
        ["7", "12"]
    );
    assert_ne!(black.key(), full.key());
}

#[test]
fn malformed_fields() {
    assert!(matches!(fen_err(""), FenError::Empty));
    assert!(matches!(fen_err("   "), FenError::Empty));
    assert!(matches!(
        fen_err("rnbakabnx/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
        FenError::Board(BadChar { ch: 'x', rank }) if rank == "9"
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/0/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
        FenError::Board(BadChar { ch: '0', .. })
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
        FenError::Board(RankCount { found: 9, .. })
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
        FenError::Board(RankCount { found: 11, .. })
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/8/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
        FenError::Board(RankLength { rank, squares: 8, .. }) if rank == "5"
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/91/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
        FenError::Board(RankLength { rank, .. }) if rank == "5"
    ));
    assert!(matches!(
        fen_err("rnbakabnrr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"),
        FenError::Board(RankLength { rank, squares: 10, .. }) if rank == "9"
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1"),
        FenError::BadSide(_)
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1"),
        FenError::BadPlaceholder {
            field: "castling",
            ..
        }
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1"),
        FenError::BadPlaceholder {
            field: "en passant",
            ..
        }
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1"),
        FenError::BadCounter {
            field: "halfmove clock",
            ..
        }
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 -3"),
        FenError::BadCounter {
            field: "fullmove number",
            ..
        }
    ));
    assert!(matches!(
        fen_err("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 9"),
        FenError::ExtraField(_)
    ));
}

#[test]
fn impossible_positions() {
    // Too many of a kind.
    assert!(matches!(
        fen_err("4k4/9/9/9/9/9/9/9/9/RRR1K4 w - - 0 1"),
        FenError::TooManyPieces {
            piece: 'R',
            count: 3,
            max: 2
        }
    ));
    assert!(matches!(
        fen_err("4k4/9/9/pppppp3/9/9/9/9/9/4K4 w - - 0 1"),
        FenError::TooManyPieces {
            piece: 'p',
            count: 6,
            max: 5
        }
    ));
    assert!(matches!(
        fen_err("3k1k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1"),
        FenError::TooManyPieces {
            piece: 'k',
            count: 2,
            max: 1
        }
    ));
    assert!(matches!(
        fen_err("9/9/9/9/9/9/9/9/9/4K4 w - - 0 1"),
        FenError::MissingKing(Color::Black)
    ));
    assert!(matches!(
        fen_err("4k4/9/9/9/9/9/9/9/9/9 w - - 0 1"),
        FenError::MissingKing(Color::White)
    ));
    // Off their squares: king, advisor, elephant, pawn behind its start, pawn on an odd file
    // of its own half.
    for (fen, piece, square) in [
        ("4k4/9/9/9/9/9/9/9/9/K8 w - - 0 1", 'K', "a0"),
        ("9/9/9/9/4k4/9/9/9/9/4K4 w - - 0 1", 'k', "e5"),
        ("3k5/9/9/9/9/9/9/4A4/9/4K4 w - - 0 1", 'A', "e2"),
        ("3k5/9/9/9/9/9/9/9/9/A3K4 w - - 0 1", 'A', "a0"),
        ("4k4/9/9/9/9/9/9/9/3A5/3K5 w - - 0 1", 'A', "d1"),
        ("4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1", 'A', "e0"),
        ("4k4/9/9/9/9/9/9/9/9/1B1K5 w - - 0 1", 'B', "b0"),
        ("4k4/9/9/9/9/B8/9/9/9/3K5 w - - 0 1", 'B', "a4"),
        ("4k4/9/9/9/3b5/9/9/9/9/3K5 w - - 0 1", 'b', "d5"),
        ("4k4/9/9/9/9/9/9/P8/9/3K5 w - - 0 1", 'P', "a2"),
        ("4k4/9/9/9/9/9/1P7/9/9/3K5 w - - 0 1", 'P', "b3"),
        ("4k4/9/9/1p7/9/9/9/9/9/3K5 w - - 0 1", 'p', "b6"),
        ("4k4/9/p8/9/9/9/9/9/9/3K5 w - - 0 1", 'p', "a7"),
    ] {
        match fen_err(fen) {
            FenError::PieceOffSquare {
                piece: p,
                square: s,
            } => {
                assert_eq!((p, s.to_string().as_str()), (piece, square), "{fen}");
            }
            e => panic!("{fen}: {e:?}"),
        }
    }
    // Pawns across the river may stand on any file; advanced pawns on the last rank too.
    ok("4k4/9/9/9/1P7/9/9/9/9/3K5 w - - 0 1");
    ok("1P2k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    // Facing kings: accepted as a check (flying general) on the side to move.
    for fen in [
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1",
    ] {
        let p = Xiangqi::from_fen(fen, Default::default()).unwrap();
        assert!(p.in_check(), "{fen}");
        let mut moves = gambit::MoveList::<Xiangqi>::default();
        p.generate_legal(&mut moves);
        assert!(!moves.is_empty());
        for m in moves {
            let mut q = p.clone();
            q.make(m);
            assert!(!q.fen().starts_with("4k4/9/9/9/9/9/9/9/9/4K4"), "{fen}");
        }
    }
    // Red to move, but black is in check from the red chariot.
    assert!(matches!(
        fen_err(
            "4k4/9/9/9/9/9/9/9/9/3K0R w - - 0 1"
                .replace("0R", "3R")
                .as_str()
        ),
        FenError::Board(RankLength { .. })
    ));
    assert!(matches!(
        fen_err("4k3R/9/9/9/9/9/9/9/9/3K5 w - - 0 1"),
        FenError::OpponentInCheck
    ));
    // The same position with black to move is fine.
    ok("4k3R/9/9/9/9/9/9/9/9/3K5 b - - 0 1");
    // Cannon check and horse check on the side not to move.
    assert!(matches!(
        fen_err("4k4/4a4/9/9/4C4/9/9/9/9/3K5 w - - 0 1"),
        FenError::OpponentInCheck
    ));
    assert!(matches!(
        fen_err("4k4/9/5N3/9/9/9/9/9/9/3K5 w - - 0 1"),
        FenError::OpponentInCheck
    ));
}

#[test]
fn bad_moves() {
    let pos = ok(START);
    for text in [
        "", "h", "h2", "h2e", "22e2", "h2e2x", "H2E2", "h2 e2", "h-2e2", "h123e2", "é2e2",
    ] {
        assert!(
            matches!(pos.parse_move(text), Err(MoveError::Syntax(_))),
            "{text:?}: {:?}",
            pos.parse_move(text)
        );
    }
    for text in ["j2e2", "h2e10", "z9a0", "a0a99"] {
        assert!(
            matches!(pos.parse_move(text), Err(MoveError::OffBoard(_))),
            "{text:?}: {:?}",
            pos.parse_move(text)
        );
    }
    // Legal-looking but illegal: empty square, opponent's piece, blocked, same square, a
    // cannon capture without a screen, a king leaving the palace.
    for text in ["e4e5", "h7e7", "b0d1", "h2h2", "h2h8", "e0e1e", "a0a0"] {
        assert!(pos.parse_move(text).is_err(), "{text}");
    }
    for text in ["e4e5", "h7e7", "b0d1", "h2h2", "h2h8", "a3a5"] {
        assert!(
            matches!(pos.parse_move(text), Err(MoveError::Illegal(_))),
            "{text:?}: {:?}",
            pos.parse_move(text)
        );
    }
    assert!(pos.parse_move("h2e2").is_ok());
    assert!(
        pos.parse_move("h2h9").is_ok(),
        "cannon captures the horse over the screen"
    );
    // A pinned piece may not leave the file between the kings (flying general).
    let pinned = ok("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1");
    for text in ["e1d0", "e1f0", "e1d2", "e1f2"] {
        assert!(
            matches!(pinned.parse_move(text), Err(MoveError::Illegal(_))),
            "{text}"
        );
    }
    assert!(pinned.parse_move("e0d0").is_ok());
    // In the 1-10 notation rank 0 does not exist.
    let from1 = Xiangqi::startpos(XiangqiNotation { ranks_from1: true });
    assert!(matches!(
        from1.parse_move("h0e0"),
        Err(MoveError::OffBoard(_))
    ));
    assert!(from1.parse_move("a10a9").is_err());
    assert!(from1.parse_move("h3e3").is_ok());
}

#[test]
fn pretty_shows_board_fen_and_key() {
    let pos = ok(START);
    let text = pos.pretty();
    assert!(text.contains(START), "{text}");
    assert!(text.contains(&format!("Key: {:016X}", pos.key())), "{text}");
    assert!(text.contains("a b c d e f g h i"));
    assert!(text
        .lines()
        .any(|l| l.trim_start().starts_with("9 | r n b a k a b n r")));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn from_fen_never_panics(s in ".{0,120}") {
        let _ = Xiangqi::from_fen(&s, XiangqiNotation::default());
    }

    #[test]
    fn from_fen_never_panics_on_fen_like_text(
        s in "[rnbakcpRNBAKCPeEhH0-9/]{0,100}( [wbrx-]{0,2})?( [-0-9a-z]{0,3}){0,5}"
    ) {
        let _ = Xiangqi::from_fen(&s, XiangqiNotation::default());
    }

    #[test]
    fn parse_move_never_panics(s in ".{0,12}", from1 in any::<bool>()) {
        let pos = Xiangqi::startpos(XiangqiNotation { ranks_from1: from1 });
        let _ = pos.parse_move(&s);
    }

    #[test]
    fn parse_move_never_panics_on_move_like_text(s in "[a-k][0-9]{1,3}[a-k][0-9]{1,3}") {
        let pos = Xiangqi::startpos(XiangqiNotation::default());
        let _ = pos.parse_move(&s);
    }
}
