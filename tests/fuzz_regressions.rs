//! Inputs the fuzzers found that broke an invariant, kept as regression tests (the fix is in
//! the commit that adds each one).

mod fuzzing;

use fuzzing::checks::check_fen;
use gambit::Game;
use gambit_xiangqi::{Xiangqi, XiangqiNotation};

/// A xiangqi FEN's move counters are bounded as chess's are: a halfmove clock or fullmove
/// number near `u32::MAX` was accepted, and the next move overflowed it (a panic with overflow
/// checks, a wrong 60-move count and FEN without).
#[test]
fn xiangqi_counters_near_the_integer_limit() {
    let board = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    for counters in ["4294967295 1", "0 4294967295", "10000 1", "0 1000000"] {
        let fen = format!("{board} w - - {counters}");
        assert!(
            Xiangqi::from_fen(&fen, XiangqiNotation::default()).is_err(),
            "{fen} accepted"
        );
    }
    for counters in ["9999 1", "0 999999", "9999 999999"] {
        for side in ["w", "b"] {
            let fen = format!("{board} {side} - - {counters}");
            let pos = Xiangqi::from_fen(&fen, XiangqiNotation::default()).expect("in range");
            assert_eq!(pos.fen(), fen);
            check_fen::<Xiangqi>(&fen, XiangqiNotation::default());
        }
    }
}

/// Chess FENs at the bounds of the counters: the FEN after a move (halfmove clock 10000,
/// fullmove number 1000000) was refused on reading back.
#[test]
fn chess_counters_at_the_bound() {
    use gambit_chess::{Chess, ChessNotation};
    let board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    for side in ["w", "b"] {
        let fen = format!("{board} {side} KQkq - 9999 999999");
        check_fen::<Chess>(&fen, ChessNotation::default());
    }
}

/// Castling in a Chess960 setup read without Chess960, where the king's destination is one
/// step away: castling was written `f8g8`, the text of the king's step to g8, so it did not
/// parse back to itself. It is written king-takes-rook (`f8h8`) there.
#[test]
fn chess_castling_that_would_read_as_a_king_step() {
    use gambit_chess::{Chess, ChessNotation};
    let fen = "3r1k1r/Pppp1ppp/1b4b1/1P3NN1/B1n1n3/q7/P2P1BPP/q2QKR2 b k - 3 6";
    check_fen::<Chess>(fen, ChessNotation::default());
    let pos = Chess::from_fen(fen, ChessNotation::default()).unwrap();
    let step = pos.parse_move("f8g8").expect("the king's step");
    let castle = pos.parse_move("f8h8").expect("castling");
    assert_ne!(step, castle);
    assert_eq!(pos.format_move(castle), "f8h8");
    assert_eq!(pos.format_move(step), "f8g8");
    // The standard case keeps the king's move.
    let start = Chess::from_fen(
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1",
        ChessNotation::default(),
    )
    .unwrap();
    assert_eq!(start.format_move(start.parse_move("e1g1").unwrap()), "e1g1");
    assert_eq!(start.format_move(start.parse_move("e1c1").unwrap()), "e1c1");
}
