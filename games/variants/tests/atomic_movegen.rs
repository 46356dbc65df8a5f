//! Property tests of atomic's legal moves: the kernel's generator for exploding captures
//! (quiet moves by the checks and pins, in bulk; captures and king steps judged from the
//! squares they empty) against the make-and-test reference, and the counting shortcuts
//! against counting after a full make. Positions come from random games from the suite's
//! positions and from random placements where the kings often stand side by side, one side
//! is often in check and captures often blow up a king.

use gambit::kernel::Position;
use gambit::perft::CountReplies;
use gambit::prelude::*;
use gambit_variants::Atomic;
use proptest::prelude::*;

const EPD: &str = include_str!("data/atomic.epd");

/// The suite's FENs.
fn suite_fens() -> Vec<&'static str> {
    EPD.lines()
        .filter_map(|l| l.split(';').next())
        .map(str::trim)
        .filter(|f| !f.is_empty())
        .collect()
}

/// The generator equals make-and-test at `pos`, the counts equal the list's length, and the
/// count of each move's replies equals the count after making it.
fn check(pos: &Position<Atomic>) {
    let fen = pos.fen();
    let moves = pos.legal_moves();
    let sorted = |ms: &[_]| {
        let mut t: Vec<String> = ms.iter().map(|&m| pos.format_move(m)).collect();
        t.sort();
        t
    };
    assert_eq!(
        sorted(&moves),
        sorted(&pos.legal_moves_by_testing()),
        "generator against make-and-test at {fen}"
    );
    assert_eq!(pos.count_legal(), moves.len(), "count at {fen}");
    let mut p = pos.clone();
    for &m in moves.iter() {
        let counted = p.count_legal_after(m);
        p.make(m);
        let after = p.legal_moves_by_testing().len();
        assert_eq!(counted, after, "replies to {} at {fen}", pos.format_move(m));
        p.undo();
    }
}

/// Checks `pos` and each position of a random game from it, `choices` picking the moves.
fn walk(mut pos: Position<Atomic>, choices: &[u16]) {
    for &c in choices {
        check(&pos);
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return;
        }
        pos.make(moves[c as usize % moves.len()]);
    }
    check(&pos);
}

/// A FEN of the kings on `wk` and `bk` (`bk` moved next to `wk` when `touch`), the `pieces`
/// (square, letter index) on the squares still free (no pawn on the first or last rank),
/// `white` to move.
fn placement(wk: u8, bk: u8, touch: Option<u8>, pieces: &[(u8, u8)], white: bool) -> String {
    let mut cells = [None; 64];
    cells[wk as usize] = Some('K');
    let bk = match touch {
        Some(d) => {
            let (f, r) = ((wk % 8) as i8, (wk / 8) as i8);
            let steps = [
                (-1, -1),
                (0, -1),
                (1, -1),
                (-1, 0),
                (1, 0),
                (-1, 1),
                (0, 1),
                (1, 1),
            ];
            let (df, dr) = steps[d as usize % 8];
            let (nf, nr) = (f + df, r + dr);
            if (0..8).contains(&nf) && (0..8).contains(&nr) {
                (nr * 8 + nf) as u8
            } else {
                bk
            }
        }
        None => bk,
    };
    if cells[bk as usize].is_some() {
        return String::new();
    }
    cells[bk as usize] = Some('k');
    for &(sq, k) in pieces {
        let letter = b"PNBRQpnbrq"[k as usize % 10] as char;
        let rank = sq / 8;
        if cells[sq as usize].is_some()
            || (letter.eq_ignore_ascii_case(&'p') && (rank == 0 || rank == 7))
        {
            continue;
        }
        cells[sq as usize] = Some(letter);
    }
    let mut fen = String::new();
    for r in (0..8).rev() {
        let mut empty = 0;
        for f in 0..8 {
            match cells[r * 8 + f] {
                Some(c) => {
                    if empty > 0 {
                        fen.push_str(&empty.to_string());
                        empty = 0;
                    }
                    fen.push(c);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            fen.push_str(&empty.to_string());
        }
        if r > 0 {
            fen.push('/');
        }
    }
    fen.push_str(if white { " w - - 0 1" } else { " b - - 0 1" });
    fen
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_games_from_the_suite(
        start in any::<prop::sample::Index>(),
        choices in prop::collection::vec(any::<u16>(), 0..60),
    ) {
        let fens = suite_fens();
        let fen = fens[start.index(fens.len())];
        let pos = Position::<Atomic>::from_fen(fen, Default::default()).expect("a suite FEN");
        walk(pos, &choices);
    }

    #[test]
    fn random_placements(
        wk in 0u8..64,
        bk in 0u8..64,
        touch in prop::option::of(0u8..8),
        pieces in prop::collection::vec((0u8..64, 0u8..10), 0..24),
        white in any::<bool>(),
        choices in prop::collection::vec(any::<u16>(), 0..8),
    ) {
        // A placement whose side not to move is in check is no position: the other side
        // moves instead, and one refused both ways is skipped.
        for side in [white, !white] {
            let fen = placement(wk, bk, touch, &pieces, side);
            if let Ok(pos) = Position::<Atomic>::from_fen(&fen, Default::default()) {
                walk(pos, &choices);
                break;
            }
        }
    }
}
