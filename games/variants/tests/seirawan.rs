//! Seirawan's gating as Fairy-Stockfish plays it: the pockets and the open gates in the FEN,
//! gated moves (`g1f3h`, castling gated on the king's square `e1g1h` or on the rook's
//! `h1e1h`), their SAN (`Nf3/H`, `O-O/Hh1`), and a gated move legal exactly when the plain
//! one is. Every expected list and text here is pyffish's (0.0.90) for the same position.

use gambit::kernel::Position;
use gambit::prelude::*;
use gambit_variants::Seirawan;

mod common;

fn position(fen: &str) -> Position<Seirawan> {
    common::position(fen)
}

fn moves(pos: &Position<Seirawan>) -> Vec<String> {
    common::moves(pos)
}

fn play(fen: &str, moves: &[&str]) -> Position<Seirawan> {
    common::play(fen, moves)
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1";

#[test]
fn the_start_position_gates_on_every_first_move_of_a_back_rank_piece() {
    let pos = position(START);
    // pyffish writes the pockets in its own order.
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[EHeh] w KQBCDFGkqbcdfg - 0 1"
    );
    let all = moves(&pos);
    assert_eq!(all.len(), 28, "{all:?}");
    for gated in ["b1a3e", "b1a3h", "g1f3e", "g1f3h", "g1h3h"] {
        assert!(all.contains(&gated.to_string()), "{gated} in {all:?}");
    }
    assert_eq!(perft(&pos, 2), 784);
    assert_eq!(perft(&pos, 3), 24830);
}

#[test]
fn a_gate_closes_when_its_piece_leaves_and_the_clock_is_not_reset() {
    let pos = play(START, &["g1f3h"]);
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKBHR[Eeh] b KQBCDFkqbcdfg - 1 1"
    );
    let start = position(START);
    let m = start.parse_move("g1f3h").expect("legal");
    assert_eq!(start.san(m), "Nf3/H");
    assert_eq!(start.parse_san("Nf3/H"), Ok(m));
    let plain = start.parse_move("g1f3").expect("legal");
    assert_eq!(start.parse_san("Nf3"), Ok(plain));
}

#[test]
fn castling_gates_on_the_kings_square_or_the_rooks() {
    let fen = "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1";
    let pos = position(fen);
    let all = moves(&pos);
    assert_eq!(all.len(), 47, "{all:?}");
    for gated in ["e1g1h", "e1g1e", "h1e1h", "h1e1e", "e1c1h", "a1e1e"] {
        assert!(all.contains(&gated.to_string()), "{gated} in {all:?}");
    }
    let on_rook = pos.parse_move("h1e1h").expect("legal");
    assert_eq!(pos.san(on_rook), "O-O/Hh1");
    let on_king = pos.parse_move("e1g1e").expect("legal");
    assert_eq!(pos.san(on_king), "O-O/Ee1");
    assert_eq!(pos.parse_san("O-O/Hh1"), Ok(on_rook));
    let after = play(fen, &["h1e1h"]);
    assert_eq!(
        after.fen(),
        "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4RKH[Eeh] b Akq - 1 1"
    );
}

#[test]
fn a_gated_move_is_legal_exactly_when_the_plain_one_is() {
    // The bishop is pinned on the back rank: gating would block the rook's line, but the
    // move stays illegal; only the king moves.
    let pinned = position("4k3/8/8/8/8/8/8/r2BK3[H] w D - 0 1");
    assert_eq!(moves(&pinned), ["e1d2", "e1e2", "e1f1", "e1f2"]);
    // In check along the back rank: the king may gate as it steps off, but not to f1,
    // which the rook still sees through e1 without the gated piece.
    let checked = position("4k3/8/8/8/8/8/8/r3K2R[E] w K - 0 1");
    assert_eq!(
        moves(&checked),
        ["e1d2", "e1d2e", "e1e2", "e1e2e", "e1f2", "e1f2e"]
    );
}

#[test]
fn make_and_undo_restore_every_bit_through_gated_moves() {
    let mut pos = position("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1");
    let before = (pos.fen(), pos.key());
    for m in pos.legal_moves().iter().copied().collect::<Vec<_>>() {
        pos.make(m);
        let fen = pos.fen();
        let again = position(&fen);
        assert_eq!(again.key(), pos.key(), "key after {m} ({fen})");
        pos.undo();
        assert_eq!((pos.fen(), pos.key()), before, "after {m}");
    }
}
