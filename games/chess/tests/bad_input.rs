//! Malformed FENs, impossible positions and bad moves give the right error, never a panic.

use gambit::Game;
use gambit_chess::{Chess, ChessNotation, FenError, MoveError};
use proptest::prelude::*;

fn fen(s: &str) -> Result<Chess, FenError> {
    Chess::from_fen(s, ChessNotation::default())
}

#[test]
fn each_field_is_checked() {
    use gambit::PlacementError::*;
    use FenError::*;
    type Expect = fn(&FenError) -> bool;
    let cases: &[(&str, Expect)] = &[
        ("", |e| matches!(e, Empty)),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", |e| {
            matches!(e, Placement(RankCount { found: 7, .. }))
        }),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w - - 0 1",
            |e| matches!(e, Placement(RankCount { found: 9, .. })),
        ),
        (
            "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            |e| matches!(e, Placement(RankLength { rank, squares: 7, .. }) if rank == "7"),
        ),
        (
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            |e| matches!(e, Placement(RankLength { rank, squares: 9, .. }) if rank == "6"),
        ),
        (
            "rnbqkbnr/pppxpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            |e| matches!(e, Placement(BadChar { ch: 'x', rank }) if rank == "7"),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            |e| matches!(e, Side(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1",
            |e| matches!(e, CastlingChar(_)),
        ),
        (
            "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            |e| matches!(e, CastlingRook('k')),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1",
            |e| matches!(e, EnPassant(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
            |e| matches!(e, EnPassant(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",
            |e| matches!(e, EnPassantImpossible(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
            |e| matches!(e, Halfmove(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",
            |e| matches!(e, Halfmove(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
            |e| matches!(e, Fullmove(_)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra",
            |e| matches!(e, TrailingFields(_)),
        ),
        (
            "rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
            |e| matches!(e, KingCount("black", 0)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1",
            |e| matches!(e, KingCount("white", 2)),
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w kq - 0 1",
            |e| matches!(e, PawnOnBackRank(_)),
        ),
        ("4k3/8/8/8/8/8/PPPPPPPP/PPPPKPPP w - - 0 1", |e| {
            matches!(e, PawnOnBackRank(_))
        }),
        ("4k2R/8/8/8/8/8/8/4K3 w - - 0 1", |e| {
            matches!(e, OppositeCheck)
        }),
        ("4k3/8/8/8/1b6/3n4/8/R3K2q w Q - 0 1", |e| {
            matches!(e, TooManyCheckers(3))
        }),
    ];
    for (text, ok) in cases {
        match fen(text) {
            Ok(_) => panic!("accepted: {text}"),
            Err(e) => {
                assert!(ok(&e), "{text}: unexpected error {e:?}");
                assert!(!e.to_string().is_empty());
            }
        }
    }
}

#[test]
fn missing_clock_fields_default() {
    let p = fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -").unwrap();
    assert_eq!(p.fen(), Chess::START_FEN);
    let p = fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR").unwrap();
    assert_eq!(
        p.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
}

#[test]
fn bad_moves() {
    let p = Chess::startpos(ChessNotation::default());
    for text in [
        "", "e2", "e2e9", "i2i4", "e2e4x", "e2e4qq", "e7e8k", "é2e4", "e2e4 ",
    ] {
        assert!(
            matches!(p.parse_move(text), Err(MoveError::Syntax(_))),
            "{text:?}"
        );
    }
    for text in ["e2e5", "e1g1", "a1a1", "e7e5", "e2e4q", "b1d2"] {
        assert!(
            matches!(p.parse_move(text), Err(MoveError::Illegal(_))),
            "{text}"
        );
    }
    assert!(p.parse_move("e2e4").is_ok());
}

#[test]
fn ep_square_kept_only_when_capturable() {
    // No black pawn can capture on e3: the square is dropped, so the keys agree.
    let a = fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1").unwrap();
    let b = fen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1").unwrap();
    assert_eq!(a.key(), b.key());
    assert_eq!(a.fen(), b.fen());
    // Capturing would expose the black king along the rank: also dropped.
    let c = fen("8/8/8/8/k2pP2Q/8/8/4K3 b - e3 0 1").unwrap();
    assert_eq!(c.fen().split(' ').nth(3), Some("-"));
    let d = fen("8/8/8/8/3pP3/8/8/k3K3 b - e3 0 1").unwrap();
    assert_eq!(d.fen().split(' ').nth(3), Some("e3"));
}

proptest! {
    #[test]
    fn random_text_never_panics(s in "\\PC{0,80}") {
        let _ = fen(&s);
        let p = Chess::startpos(ChessNotation::default());
        let _ = p.parse_move(&s);
    }

    #[test]
    fn fen_like_text_never_panics(s in "[rnbqkpRNBQKP1-9/]{0,70} [wb-] [KQkqA-Ha-h-]{1,5} [a-h1-8-]{1,2} [0-9-]{1,3} [0-9]{1,3}") {
        let _ = fen(&s);
    }
}
