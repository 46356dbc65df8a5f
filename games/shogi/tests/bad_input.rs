//! Bad input for shogi: malformed SFENs (each field), impossible positions (each validation),
//! the edge cases that must still be accepted, unparsable and illegal USI moves; random
//! strings never panic.

use gambit::PlacementError::{BadChar, NotPromotable, RankCount, RankLength};
use gambit::{Color, Game};
use gambit_shogi::{FenError, MoveError, PieceType, Shogi, ShogiNotation};
use proptest::prelude::*;

const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
const BOARD: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
/// Two bare kings, for hands and single pieces.
const KINGS: &str = "4k4/9/9/9/9/9/9/9/4K4";

fn fen_err(fen: &str) -> FenError {
    match Shogi::from_fen(fen, ShogiNotation) {
        Ok(_) => panic!("accepted: {fen}"),
        Err(e) => e,
    }
}

fn ok(fen: &str) -> Shogi {
    Shogi::from_fen(fen, ShogiNotation).unwrap_or_else(|e| panic!("refused {fen}: {e}"))
}

#[test]
fn empty_and_malformed_board() {
    assert_eq!(fen_err(""), FenError::Empty);
    assert_eq!(fen_err(" \t "), FenError::Empty);
    assert!(matches!(
        fen_err("lnsgkgsnl/1r5b1/ppppppppp/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
        FenError::Board(RankCount {
            found: 8,
            expected: 9
        })
    ));
    assert!(matches!(
        fen_err("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
        FenError::Board(RankCount { found: 10, .. })
    ));
    assert!(matches!(
        fen_err("lnsgkgsnl/1r5b1/ppppppppp/8/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
        FenError::Board(RankLength { rank, squares: 8, expected: 9 }) if rank == "d"
    ));
    assert!(matches!(
        fen_err("lnsgkgsnll/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
        FenError::Board(RankLength { rank, squares: 10, .. }) if rank == "a"
    ));
    assert!(matches!(
        fen_err("lnsgkgsnl/1r5b1/ppppppppp/91/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
        FenError::Board(RankLength { rank, .. }) if rank == "d"
    ));
    assert!(matches!(
        fen_err("lnsgkgsnx/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
        FenError::Board(BadChar { ch: 'x', rank }) if rank == "a"
    ));
    assert!(matches!(
        fen_err("lnsgkgsnl/1r5b1/ppppppppp/0/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
        FenError::Board(BadChar { ch: '0', .. })
    ));
    // Chess letters are no shogi pieces.
    assert!(matches!(
        fen_err("4k4/9/9/9/4Q4/9/9/9/4K4 b - 1"),
        FenError::Board(BadChar { ch: 'Q', .. })
    ));
    // A `+` must stand before a piece that promotes.
    for (fen, ch) in [
        ("4+k4/9/9/9/9/9/9/9/4K4 b - 1", 'k'),
        ("4k4/9/9/9/4+G4/9/9/9/4K4 b - 1", 'G'),
    ] {
        assert!(
            matches!(fen_err(fen), FenError::Board(NotPromotable { ch: c, .. }) if c == ch),
            "{fen}"
        );
    }
    for fen in [
        "4k4/9/9/9/8+/9/9/9/4K4 b - 1",
        "4k4/9/9/9/4++P3/9/9/9/4K4 b - 1",
        "4k4/9/9/9/4+3/9/9/9/4K4 b - 1",
    ] {
        assert!(
            matches!(fen_err(fen), FenError::Board(BadChar { .. })),
            "{fen}: {:?}",
            fen_err(fen)
        );
    }
}

#[test]
fn malformed_side_hands_and_move_number() {
    assert_eq!(fen_err(BOARD), FenError::BadSide(String::new()));
    for side in ["x", "B", "W", "white", "-", "1"] {
        assert_eq!(
            fen_err(&format!("{BOARD} {side} - 1")),
            FenError::BadSide(side.into()),
            "{side}"
        );
    }
    assert_eq!(fen_err(&format!("{BOARD} b")), FenError::MissingHands);
    assert_eq!(fen_err(&format!("{BOARD} w")), FenError::MissingHands);
    // Hands: a zero count, a count without a letter, a king, a promoted piece, a stranger,
    // a count after its letter, a chess letter, a lone sign.
    for hands in [
        "0P", "2", "K", "k", "+P", "x", "P2", "Q", "--", "2+P", "00P", "01P", "P-", "3p2",
    ] {
        assert_eq!(
            fen_err(&format!("{KINGS} b {hands} 1")),
            FenError::BadHands(hands.into()),
            "{hands}"
        );
    }
    // Move numbers: not a number, zero, negative, past the bound, past u32.
    for n in [
        "x",
        "0",
        "-1",
        "1000000",
        "4294967296",
        "99999999999999999999",
        "1.5",
    ] {
        assert_eq!(
            fen_err(&format!("{KINGS} b - {n}")),
            FenError::BadMoveNumber(n.into()),
            "{n}"
        );
    }
    assert_eq!(
        fen_err(&format!("{START} 1")),
        FenError::ExtraField("1".into())
    );
    assert_eq!(
        fen_err(&format!("{START} moves")),
        FenError::ExtraField("moves".into())
    );
    // The messages quote what is wrong.
    let hands = fen_err(&format!("{KINGS} b 0P 1")).to_string();
    assert!(hands.contains("'0P'"), "{hands}");
    let number = fen_err(&format!("{KINGS} b - 0")).to_string();
    assert!(number.contains("'0'"), "{number}");
}

#[test]
fn too_many_pieces() {
    let too_many = |fen: &str, piece: char, count: u32, max: u32| {
        assert_eq!(
            fen_err(fen),
            FenError::TooManyPieces { piece, count, max },
            "{fen}"
        );
    };
    // Nineteen pawns: a pawn in hand, a tokin on the board, or both sides' hands.
    too_many(&format!("{BOARD} b P 1"), 'P', 19, 18);
    too_many(&format!("{BOARD} b p 1"), 'P', 19, 18);
    too_many(
        "lnsgkgsnl/1r5b1/ppppppppp/9/4+P4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        'P',
        19,
        18,
    );
    too_many(&format!("{KINGS} b 10P9p 1"), 'P', 19, 18);
    too_many(&format!("{KINGS} b 19P 1"), 'P', 19, 18);
    // Three rooks (a dragon counts as a rook), three bishops, five golds, silvers, knights,
    // lances.
    too_many(&format!("{BOARD} b R 1"), 'R', 3, 2);
    too_many(
        "lnsgkgsnl/1r5b1/ppppppppp/9/4+R4/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        'R',
        3,
        2,
    );
    too_many(&format!("{KINGS} b 3R 1"), 'R', 3, 2);
    too_many(&format!("{KINGS} b 2Bb 1"), 'B', 3, 2);
    too_many(&format!("{BOARD} w g 1"), 'G', 5, 4);
    too_many(&format!("{BOARD} b S 1"), 'S', 5, 4);
    too_many(&format!("{BOARD} b N 1"), 'N', 5, 4);
    too_many(&format!("{BOARD} b L 1"), 'L', 5, 4);
    too_many(&format!("{KINGS} b 3L2l 1"), 'L', 5, 4);
    // Counts far past any set stop at the hands field, without overflow.
    for (hands, count) in [("201P", 201), ("100P101P", 201)] {
        too_many(&format!("{KINGS} b {hands} 1"), 'P', count, 18);
    }
    assert!(matches!(
        fen_err(&format!("{KINGS} b 99999999999999999999P 1")),
        FenError::TooManyPieces { piece: 'P', .. }
    ));
}

#[test]
fn kings() {
    assert_eq!(
        fen_err("9/9/9/9/9/9/9/9/4K4 b - 1"),
        FenError::KingCount {
            side: "gote",
            count: 0
        }
    );
    assert_eq!(
        fen_err("4k4/9/9/9/9/9/9/9/9 b - 1"),
        FenError::KingCount {
            side: "sente",
            count: 0
        }
    );
    assert_eq!(
        fen_err("4k4/9/9/9/9/9/9/9/3KK4 b - 1"),
        FenError::KingCount {
            side: "sente",
            count: 2
        }
    );
    assert_eq!(
        fen_err("3kk4/9/9/9/9/9/9/9/4K4 w - 1"),
        FenError::KingCount {
            side: "gote",
            count: 2
        }
    );
}

#[test]
fn two_pawns_on_a_file() {
    assert_eq!(
        fen_err("4k4/9/9/9/4P4/9/4P4/9/4K4 b - 1"),
        FenError::TwoPawnsOnFile {
            side: "sente",
            file: 5
        }
    );
    assert_eq!(
        fen_err("4k4/p8/9/p8/9/9/9/9/4K4 b - 1"),
        FenError::TwoPawnsOnFile {
            side: "gote",
            file: 9
        }
    );
    assert_eq!(
        fen_err("4k4/9/9/9/9/9/P7P/8P/4K4 b - 1"),
        FenError::TwoPawnsOnFile {
            side: "sente",
            file: 1
        }
    );
    // A pawn of each side on a file, and a tokin beside a pawn, are no nifu.
    ok("4k4/9/9/4p4/9/9/4P4/9/4K4 b - 1");
    ok("4k4/9/9/9/4+P4/4P4/9/9/4K4 b - 1");
    ok("4k4/4+p4/4p4/9/9/9/9/9/4K4 w - 1");
}

#[test]
fn pieces_that_could_never_move() {
    for (fen, piece, square) in [
        // Sente: pawn and lance on rank a, knight on rank a or b.
        ("P3k4/9/9/9/9/9/9/9/4K4 b - 1", "P", "9a"),
        ("4k3L/9/9/9/9/9/9/9/4K4 b - 1", "L", "1a"),
        ("4k1N2/9/9/9/9/9/9/9/4K4 b - 1", "N", "3a"),
        ("4k4/2N6/9/9/9/9/9/9/4K4 b - 1", "N", "7b"),
        // Gote: pawn and lance on rank i, knight on rank i or h.
        ("4k4/9/9/9/9/9/9/9/p3K4 b - 1", "p", "9i"),
        ("4k4/9/9/9/9/9/9/9/4K3l b - 1", "l", "1i"),
        ("4k4/9/9/9/9/9/9/9/4K1n2 b - 1", "n", "3i"),
        ("4k4/9/9/9/9/9/9/2n6/4K4 b - 1", "n", "7h"),
    ] {
        match fen_err(fen) {
            FenError::DeadPiece {
                piece: p,
                square: s,
            } => {
                assert_eq!(
                    (p.as_str(), s.to_string().as_str()),
                    (piece, square),
                    "{fen}"
                )
            }
            e => panic!("{fen}: {e:?}"),
        }
    }
    // One rank nearer they move; promoted they move backwards too.
    for fen in [
        "4k4/P8/9/9/9/9/9/9/4K4 b - 1",
        "4k4/8L/9/9/9/9/9/9/4K4 b - 1",
        "4k4/9/2N6/9/9/9/9/9/4K4 b - 1",
        "4k4/9/9/9/9/9/9/p8/4K4 b - 1",
        "4k4/9/9/9/9/9/2n6/9/4K4 b - 1",
        "+P3k3+L/2+N6/9/9/9/9/9/2+n6/+p3K3+l b - 1",
        // Gote's pieces on sente's dead squares and the other way round are fine.
        "p3k3l/2n6/9/9/9/9/9/2N6/P3K3L b - 1",
    ] {
        ok(fen);
    }
}

#[test]
fn side_not_to_move_in_check() {
    // Sente to move while the gote king is attacked: by a rook, a pawn, a knight, a dragon's
    // step, a bishop's long diagonal.
    for fen in [
        "4k3R/9/9/9/9/9/9/9/4K4 b - 1",
        "4k4/4P4/9/9/9/9/9/9/4K4 b - 1",
        "4k4/9/3N5/9/9/9/9/9/4K4 b - 1",
        "4k4/5+R3/9/9/9/9/9/9/4K4 b - 1",
        "4k4/9/9/9/B8/9/9/9/4K4 b - 1",
    ] {
        assert_eq!(fen_err(fen), FenError::OpponentInCheck, "{fen}");
    }
    // Gote to move while the sente king is attacked.
    assert_eq!(
        fen_err("4k4/9/9/9/9/9/9/4p4/4K4 w - 1"),
        FenError::OpponentInCheck
    );
    // The same positions with the checked side to move are fine, and in check.
    for fen in [
        "4k3R/9/9/9/9/9/9/9/4K4 w - 1",
        "4k4/9/9/9/B8/9/9/9/4K4 w - 1",
        "4k4/9/9/9/9/9/9/4p4/4K4 b - 1",
    ] {
        assert!(ok(fen).in_check(), "{fen}");
    }
    // A blocked line gives no check.
    ok("4k3R/9/9/9/9/9/9/9/4K4 b - 1"
        .replace("4k3R", "4k1g1R")
        .as_str());
}

#[test]
fn edge_cases_accepted() {
    // The move number is optional (1), bounded by 999999, and written back.
    let start = ok(START);
    for fen in [BOARD.to_string() + " b -", START.to_string()] {
        let pos = ok(&fen);
        assert_eq!(pos.fen(), START);
        assert_eq!(pos.key(), start.key());
    }
    let late = ok(&format!("{BOARD} w - 999999"));
    assert_eq!(late.side_to_move(), Color::Black);
    assert!(late.fen().ends_with(" w - 999999"));
    assert_ne!(late.key(), start.key());
    // Whitespace between fields is any run of blanks.
    assert_eq!(ok(&format!("  {BOARD}\tb  -   1 ")).fen(), START);
    // Eighteen pawns in hand, multi-digit counts, both sides, any order: written in the usual
    // order (sente's then gote's, RBGSNLP) with the counts.
    for (hands, written) in [
        ("18P", "18P"),
        ("18p", "18p"),
        ("10P8p", "10P8p"),
        ("8p10P", "10P8p"),
        ("pP", "Pp"),
        ("PPP", "3P"),
        ("1P", "P"),
        ("2R2B4G4S4N4L18P", "2R2B4G4S4N4L18P"),
        ("plnsgbrPLNSGBR", "RBGSNLPrbgsnlp"),
    ] {
        let pos = ok(&format!("{KINGS} b {hands} 1"));
        assert_eq!(pos.fen(), format!("{KINGS} b {written} 1"), "{hands}");
        let again = ok(&pos.fen());
        assert_eq!(again.key(), pos.key(), "{hands}");
    }
    let full = ok(&format!("{KINGS} b 10P8p 1"));
    assert_eq!(full.hand(Color::White).count(PieceType::Pawn), 10);
    assert_eq!(full.hand(Color::Black).count(PieceType::Pawn), 8);
    // Every piece of the set placed, promoted or in hand: the counts are the set's.
    ok("lnsgkgsnl/1r5b1/pppp+ppppp/9/9/9/PPPPPPPPP/1+B5R1/LNSGKGSNL b - 1");
    ok("l+nsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B7/LNSGKGSNL b Rr 1");
    // The side to move may be in double check.
    let double = ok("4k4/9/9/9/9/9/9/3+r5/r3K4 b - 1");
    assert_eq!(double.checkers().count(), 2);
}

#[test]
fn bad_moves() {
    let pos = ok(START);
    for text in [
        "",
        "7",
        "7g",
        "7g7",
        "P*",
        "P*5",
        "7g7f++",
        "7g7f=",
        "7g7f ",
        " 7g7f",
        "7G7F",
        "g7f7",
        "+P*5e",
        "p*5e",
        "P+5e",
        "P*5e+",
        "PP*5e",
        "*P5e",
        "７g7f",
        "7g7f\u{0}",
        "Q*5e",
    ] {
        assert!(
            matches!(pos.parse_move(text), Err(MoveError::Syntax(_))),
            "{text:?}: {:?}",
            pos.parse_move(text)
        );
    }
    for text in [
        "0g7f", "7g0f", "7j7f", "7g7z", "P*0e", "P*5j", "10a9a", "77gf",
    ] {
        assert!(
            matches!(
                pos.parse_move(text),
                Err(MoveError::OffBoard(_) | MoveError::Syntax(_))
            ),
            "{text:?}: {:?}",
            pos.parse_move(text)
        );
    }
    for text in ["0g7f", "P*0e", "7j7f"] {
        assert!(
            matches!(pos.parse_move(text), Err(MoveError::OffBoard(_))),
            "{text:?}: {:?}",
            pos.parse_move(text)
        );
    }
    assert!(matches!(pos.parse_move("K*5e"), Err(MoveError::BadDrop(_))));
    // Well formed, but not legal here: the same square, an empty origin, the other side's
    // piece, a blocked slide, a promotion outside the zone, a drop with an empty hand, a
    // capture of one's own piece.
    for text in [
        "7g7g", "7f7e", "3c3d", "8h2b", "8h2b+", "7g7f+", "2h2c", "P*5e", "G*5e", "9i9g", "1i1f",
    ] {
        assert!(
            matches!(pos.parse_move(text), Err(MoveError::Illegal(_))),
            "{text:?}: {:?}",
            pos.parse_move(text)
        );
    }
    assert!(pos.parse_move("7g7f").is_ok());
    // The king may not step onto the rook's rank.
    let rook = ok("4k4/9/9/9/9/9/9/r8/4K4 b - 1");
    for text in ["5i5h", "5i4h", "5i6h"] {
        assert!(
            matches!(rook.parse_move(text), Err(MoveError::Illegal(_))),
            "{text}"
        );
    }
    for text in ["5i4i", "5i6i"] {
        assert!(rook.parse_move(text).is_ok(), "{text}");
    }
    // Gote to move: sente's opening move is illegal, gote's is fine.
    let gote = ok(&format!("{BOARD} w - 1"));
    assert!(matches!(
        gote.parse_move("7g7f"),
        Err(MoveError::Illegal(_))
    ));
    assert!(gote.parse_move("3c3d").is_ok());
}

#[test]
fn bad_drops() {
    let pos = ok("4k4/9/9/9/4P4/9/9/9/4K4 b P 1");
    // Dead pawn, nifu, an occupied square, a piece not in hand.
    for text in [
        "P*5a", "P*1a", "P*5f", "P*5i", "P*5e", "L*3c", "G*3c", "R*1e",
    ] {
        assert!(
            matches!(pos.parse_move(text), Err(MoveError::Illegal(_))),
            "{text:?}: {:?}",
            pos.parse_move(text)
        );
    }
    assert!(pos.parse_move("P*4b").is_ok());
    // Gote's hand is not sente's.
    let gote_has = ok("4k4/9/9/9/9/9/9/9/4K4 b g 1");
    assert!(gote_has.parse_move("G*5e").is_err());
    // Pawn-drop mate, and the same drop once the king can take the pawn.
    let mate = ok("8k/6S2/7G1/9/9/9/9/9/4K4 b GP 1");
    assert!(matches!(
        mate.parse_move("P*1b"),
        Err(MoveError::Illegal(_))
    ));
    assert!(mate.parse_move("G*1b").is_ok());
    assert!(ok("8k/9/9/9/9/9/9/9/4K4 b P 1").parse_move("P*1b").is_ok());
    // Knights not on the last two ranks, lances not on the last.
    let minors = ok("4k4/9/9/9/9/9/9/9/4K4 b NL 1");
    for text in ["N*1a", "N*1b", "L*1a"] {
        assert!(minors.parse_move(text).is_err(), "{text}");
    }
    for text in ["N*1c", "L*1b"] {
        assert!(minors.parse_move(text).is_ok(), "{text}");
    }
}

#[test]
fn pretty_shows_hands_board_sfen_and_key() {
    let pos = ok("4k4/9/9/9/9/9/9/9/4K4 b 2Pg 1");
    let text = pos.pretty();
    assert!(text.contains("4k4/9/9/9/9/9/9/9/4K4 b 2Pg 1"), "{text}");
    assert!(text.contains(&format!("Key: {:016X}", pos.key())), "{text}");
    assert!(text.contains("Gote hand: 1G"), "{text}");
    assert!(text.contains("Sente hand: 2P"), "{text}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn from_fen_never_panics(s in ".{0,120}") {
        let _ = Shogi::from_fen(&s, ShogiNotation);
    }

    #[test]
    fn from_fen_never_panics_on_sfen_like_text(
        s in "[plnsgbrkPLNSGBRK+0-9/]{0,100}( [bw-]{0,2})?( [-0-9plnsgbrkPLNSGBRK+]{0,6}){0,3}"
    ) {
        if let Ok(pos) = Shogi::from_fen(&s, ShogiNotation) {
            let again = Shogi::from_fen(&pos.fen(), ShogiNotation).expect("own SFEN");
            prop_assert_eq!(again.fen(), pos.fen());
        }
    }

    #[test]
    fn hands_never_panic(hands in "[-0-9plnsgbrkPLNSGBRK+*]{0,12}") {
        let _ = Shogi::from_fen(&format!("{KINGS} b {hands} 1"), ShogiNotation);
    }

    #[test]
    fn parse_move_never_panics(s in ".{0,12}") {
        let _ = Shogi::startpos(ShogiNotation).parse_move(&s);
    }

    #[test]
    fn parse_move_never_panics_on_move_like_text(s in "[PLNSGBRK+*0-9a-k]{0,7}") {
        let pos = ok("4k4/9/9/9/9/9/9/9/4K4 b RBGSNLP 1");
        if let Ok(m) = pos.parse_move(&s) {
            prop_assert_eq!(pos.format_move(m), s);
        }
    }
}
