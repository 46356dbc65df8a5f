//! Static exchange evaluation in the described variants: captures, drops and promotions
//! played out on their square, with lines that open as pieces leave and hoppers that need
//! their screens.

use gambit::kernel::{Position, Variant};
use gambit::prelude::*;
use gambit::search::SearchGame;
use gambit_variants::{Antichess, Atomic, Capablanca, Crazyhouse, Janggi};

/// Whether `mv` (in UCI notation) in `fen` gains at least `threshold`.
fn see<V: Variant>(fen: &str, mv: &str, threshold: i32) -> bool {
    let pos = Position::<V>::from_fen(fen, Default::default()).expect("a valid FEN");
    let m = pos.parse_move(mv).expect("a legal move");
    pos.see_ge(m, threshold)
}

#[test]
fn a_defended_pawn_costs_the_queen_that_takes_it() {
    let fen = "4k3/8/4p3/3p4/8/8/3Q4/4K3[] w - - 0 1";
    assert!(see::<Crazyhouse>(fen, "d2d5", -850));
    assert!(!see::<Crazyhouse>(fen, "d2d5", -849));
}

#[test]
fn an_undefended_rook_is_won_whole() {
    let fen = "4k3/8/8/3r4/8/8/3R4/4K3[] w - - 0 1";
    assert!(see::<Crazyhouse>(fen, "d2d5", 500));
    assert!(!see::<Crazyhouse>(fen, "d2d5", 501));
}

#[test]
fn a_rook_behind_the_first_backs_it() {
    // Rxd5 Rxd5 Rxd5: a pawn up.
    let fen = "3rk3/8/8/3p4/8/8/3R4/3RK3[] w - - 0 1";
    assert!(see::<Crazyhouse>(fen, "d2d5", 100));
    assert!(!see::<Crazyhouse>(fen, "d2d5", 101));
    // Without it, the rook goes for the pawn.
    let fen = "3rk3/8/8/3p4/8/8/3R4/4K3[] w - - 0 1";
    assert!(see::<Crazyhouse>(fen, "d2d5", -400));
    assert!(!see::<Crazyhouse>(fen, "d2d5", -399));
}

#[test]
fn a_drop_stakes_the_dropped_piece() {
    // On e5 the d6 pawn takes the knight; on e4 nothing does.
    let fen = "4k3/8/3p4/8/8/8/8/4K3[N] w - - 0 1";
    assert!(!see::<Crazyhouse>(fen, "N@e5", 0));
    assert!(see::<Crazyhouse>(fen, "N@e5", -300));
    assert!(see::<Crazyhouse>(fen, "N@e4", 0));
    assert!(!see::<Crazyhouse>(fen, "N@e4", 1));
}

#[test]
fn the_king_takes_back_only_what_is_not_defended() {
    // Qxd2 Rxd2 Kxd2: the queens go off and the king wins the rook.
    let fen = "3rk3/8/8/8/8/8/3q4/3QK3[] w - - 0 1";
    assert!(see::<Crazyhouse>(fen, "d1d2", 500));
    assert!(!see::<Crazyhouse>(fen, "d1d2", 501));
    // With a second rook behind, the king cannot take back: the queens go off, no more.
    let fen = "3rk3/3r4/8/8/8/8/3q4/3QK3[] w - - 0 1";
    assert!(see::<Crazyhouse>(fen, "d1d2", 0));
    assert!(!see::<Crazyhouse>(fen, "d1d2", 1));
}

#[test]
fn a_compound_counts_at_its_value() {
    // Capablanca: the archbishop (800) takes a pawn the f6 pawn defends.
    let fen = "4k5/10/5p4/4p5/10/10/1A8/4K5 w - - 0 1";
    assert!(see::<Capablanca>(fen, "b2e5", -700));
    assert!(!see::<Capablanca>(fen, "b2e5", -699));
}

#[test]
fn a_cannon_takes_back_only_over_a_screen() {
    // Janggi: the chariot takes the pawn on e5; the cannon on e8 takes back over the pawn
    // on e7, and without that screen it cannot.
    let screened = "9/4k4/4c4/4p4/9/R3p4/9/9/3K5/9 w - - 0 1";
    assert!(!see::<Janggi>(screened, "a5e5", 0));
    let open = "9/4k4/4c4/9/9/R3p4/9/9/3K5/9 w - - 0 1";
    assert!(see::<Janggi>(open, "a5e5", 1));
}

#[test]
fn explosions_and_forced_captures_are_not_weighed() {
    let fen = "4k3/8/4p3/3p4/8/8/3Q4/4K3 w - - 0 1";
    assert!(see::<Atomic>(fen, "d2d5", 10_000));
    let fen = "8/8/4p3/3p4/8/8/3Q4/8 w - - 0 1";
    assert!(see::<Antichess>(fen, "d2d5", 10_000));
}
