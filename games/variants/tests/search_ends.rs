//! The variants' immediate ends inside the search: a game ended by a rule (the king on the
//! hill, a side without pieces) scores as a mate at the ply where it ends, in quiescence as
//! in the main search, and where captures are forced quiescence does not stand pat while a
//! capture is on the board. Searches are single-threaded and of fixed depth, so the tests are
//! deterministic; the positions' verdicts were checked with `gambit-variants judge`.

use gambit::kernel::Position;
use gambit::search::{search_sync, Limits, SearchGame, SearchOptions, TranspositionTable, MATE};
use gambit_variants::{Antichess, Horde, KingOfTheHill, ThreeCheck};

/// A one-thread search of `fen` to `depth`: the best move and the search's value.
fn search<G: SearchGame>(fen: &str, depth: i32) -> (String, i32) {
    let pos = G::from_fen(fen, Default::default()).expect("a valid FEN");
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let options = SearchOptions {
        threads: 1,
        ..SearchOptions::default()
    };
    let tt = TranspositionTable::new(4);
    let r = search_sync(&pos, &limits, &options, &tt, &mut |_| {});
    (pos.format_move(r.best.expect("a move")), r.value)
}

/// Three-check: black has one check left, and any check wins it, so at depth 1 quiescence
/// must see black's quiet check (`Ra1+`) after white's moves: white blocks the first rank
/// (`Re1`) instead of taking the knight (`Rxe6`), which a quiescence of captures alone
/// prefers.
#[test]
fn the_last_check_is_seen_in_quiescence() {
    // White: Kg1, Re2, pawns f2 g2 h2; black: Kh8, Ra8, Ne6; checks left 3 and 1.
    let fen = "r6k/8/4n3/8/8/8/4RPPP/6K1 w - - 3+1 0 1";
    let (best, value) = search::<Position<ThreeCheck>>(fen, 1);
    assert_eq!(best, "e2e1", "value {value}");
    assert!(value > -MATE / 2, "e2e1 stops every check: {value}");
}

/// King of the hill: the king steps onto the centre and wins at once. At depth 1 the reply
/// is left to quiescence, which must see the game is over rather than evaluate the board.
#[test]
fn the_king_on_the_hill_wins_in_quiescence() {
    // White: Kd3, black: Ka8 and a queen on h1 that checks nothing yet.
    let fen = "k7/8/8/8/8/3K4/8/7q w - - 0 1";
    let (best, value) = search::<Position<KingOfTheHill>>(fen, 1);
    assert!(["d3d4", "d3e4"].contains(&best.as_str()), "best {best}");
    assert_eq!(value, MATE - 1, "won on the hill at ply 1");
}

/// Antichess: the white rook goes where the black rook must take it, and white, left
/// without pieces, wins. Black's forced capture is in quiescence, which may not stand pat
/// while it has a capture.
#[test]
fn a_forced_capture_is_played_out_in_quiescence() {
    let fen = "1r6/8/8/8/8/8/8/R7 w - - 0 1";
    let (best, value) = search::<Position<Antichess>>(fen, 1);
    assert!(["a1b1", "a1a8"].contains(&best.as_str()), "best {best}");
    assert_eq!(value, MATE - 2, "won by losing the last piece at ply 2");
}

/// Horde: black takes white's last pawn and wins at once.
#[test]
fn the_horde_taken_to_the_last_pawn_loses() {
    let fen = "4k3/8/8/8/8/8/3p4/4P3 b - - 0 1";
    let (best, value) = search::<Position<Horde>>(fen, 1);
    assert!(best.starts_with("d2e1"), "best {best}");
    assert!(value >= MATE - 1, "{value}");
}
