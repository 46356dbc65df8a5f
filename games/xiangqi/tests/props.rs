//! Property tests on random legal xiangqi games: the generator agrees with a slow reference
//! written independently here (ray walking on a plain array, make-and-test), make/undo restores
//! everything, the incremental key equals the key from scratch, FEN round-trips.

use gambit::{Color, Game, MoveList};
use gambit_xiangqi::{Piece, PieceType, Square, Xiangqi, XiangqiNotation};

type Board = [Option<(Color, PieceType)>; 90];

fn board_of(pos: &Xiangqi) -> Board {
    let mut b = [None; 90];
    for (i, cell) in b.iter_mut().enumerate() {
        let sq = <Square as gambit::BoardSquare>::from_index_unchecked(i as u32);
        *cell = pos.piece_on(sq).map(|p: Piece| (p.color(), p.kind()));
    }
    b
}

fn at(b: &Board, f: i32, r: i32) -> Option<(Color, PieceType)> {
    b[(r * 9 + f) as usize]
}

fn in_palace(c: Color, f: i32, r: i32) -> bool {
    (3..=5).contains(&f)
        && match c {
            Color::White => (0..=2).contains(&r),
            Color::Black => (7..=9).contains(&r),
        }
}

fn own_half(c: Color, r: i32) -> bool {
    match c {
        Color::White => r <= 4,
        Color::Black => r >= 5,
    }
}

/// Pieces strictly between two squares on one line (caller guarantees the same line).
fn count_between(b: &Board, (f1, r1): (i32, i32), (f2, r2): (i32, i32)) -> u32 {
    let (df, dr) = ((f2 - f1).signum(), (r2 - r1).signum());
    let (mut f, mut r) = (f1 + df, r1 + dr);
    let mut n = 0;
    while (f, r) != (f2, r2) {
        if at(b, f, r).is_some() {
            n += 1;
        }
        f += df;
        r += dr;
    }
    n
}

/// Whether the piece on `from` may go to `to` by its movement rule (target not own, checked
/// by the caller). `capture` says whether `to` is occupied.
fn reaches(b: &Board, from: (i32, i32), to: (i32, i32)) -> bool {
    let (c, kind) = at(b, from.0, from.1).unwrap();
    let (df, dr) = (to.0 - from.0, to.1 - from.1);
    let capture = at(b, to.0, to.1).is_some();
    let same_line = df == 0 || dr == 0;
    match kind {
        PieceType::King => df.abs() + dr.abs() == 1 && in_palace(c, to.0, to.1),
        PieceType::Advisor => df.abs() == 1 && dr.abs() == 1 && in_palace(c, to.0, to.1),
        PieceType::Elephant => {
            df.abs() == 2
                && dr.abs() == 2
                && own_half(c, to.1)
                && at(b, from.0 + df / 2, from.1 + dr / 2).is_none()
        }
        PieceType::Horse => {
            if df.abs() == 1 && dr.abs() == 2 {
                at(b, from.0, from.1 + dr / 2).is_none()
            } else if df.abs() == 2 && dr.abs() == 1 {
                at(b, from.0 + df / 2, from.1).is_none()
            } else {
                false
            }
        }
        PieceType::Rook => same_line && count_between(b, from, to) == 0,
        PieceType::Cannon => same_line && count_between(b, from, to) == if capture { 1 } else { 0 },
        PieceType::Pawn => {
            let fwd = if c == Color::White { 1 } else { -1 };
            (df == 0 && dr == fwd) || (dr == 0 && df.abs() == 1 && !own_half(c, from.1))
        }
    }
}

/// `true` when `c`'s king is attacked (including by the other king along an open file).
fn king_attacked(b: &Board, c: Color) -> bool {
    let mut king = None;
    for r in 0..10 {
        for f in 0..9 {
            if at(b, f, r) == Some((c, PieceType::King)) {
                king = Some((f, r));
            }
        }
    }
    let k = king.expect("a king");
    for r in 0..10 {
        for f in 0..9 {
            let attacks = match at(b, f, r) {
                // Flying general: the other king on the same file with nothing between.
                Some((pc, PieceType::King)) if pc != c => {
                    f == k.0 && count_between(b, (f, r), k) == 0
                }
                Some((pc, _)) if pc != c => reaches(b, (f, r), k),
                _ => false,
            };
            if attacks {
                return true;
            }
        }
    }
    false
}

/// Legal moves by brute force: every (from, to) pair that the movement rules allow, played on a
/// copy of the array, kept when the mover's king is not attacked afterwards.
fn reference_moves(pos: &Xiangqi) -> Vec<String> {
    let b = board_of(pos);
    let us = pos.side_to_move();
    let mut out = Vec::new();
    for from in 0..90i32 {
        let (ff, fr) = (from % 9, from / 9);
        match at(&b, ff, fr) {
            Some((c, _)) if c == us => {}
            _ => continue,
        }
        for to in 0..90i32 {
            let (tf, tr) = (to % 9, to / 9);
            if to == from || matches!(at(&b, tf, tr), Some((c, _)) if c == us) {
                continue;
            }
            if !reaches(&b, (ff, fr), (tf, tr)) {
                continue;
            }
            let mut after = b;
            after[to as usize] = after[from as usize].take();
            if !king_attacked(&after, us) {
                out.push(format!(
                    "{}{}{}{}",
                    (b'a' + ff as u8) as char,
                    fr,
                    (b'a' + tf as u8) as char,
                    tr
                ));
            }
        }
    }
    out
}

fn starts() -> Vec<Xiangqi> {
    gambit_testkit::read_epd(include_str!("../../../tests/data/xiangqi_perft.epd"))
        .iter()
        .map(|c| Xiangqi::from_fen(&c.fen, XiangqiNotation::default()).unwrap())
        .collect()
}

#[test]
fn every_suite_position_agrees_with_reference_and_move_contract() {
    gambit_testkit::check_positions(&starts(), reference_moves);
}

#[test]
fn null_move_is_never_legal() {
    for pos in starts() {
        assert!(!pos.is_legal(Default::default()));
        let mut moves = MoveList::<Xiangqi>::default();
        pos.generate_legal(&mut moves);
        assert!(!moves.contains(&Default::default()));
        for &m in &moves {
            assert!(pos.is_legal(m), "{} at {}", pos.format_move(m), pos.fen());
        }
    }
}

#[test]
fn check_run_counts_consecutive_checks() {
    // Red checks with the rook, black steps aside, red checks again.
    let mut pos =
        Xiangqi::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", Default::default()).unwrap();
    for (m, run) in [("a0a9", 1), ("d9d8", 0), ("a9a8", 2)] {
        let mv = pos.parse_move(m).unwrap();
        pos.make(mv);
        assert_eq!(pos.state().check_run, run, "after {m}");
    }
}

#[test]
fn rule60_counts_plies_since_capture_not_pawn_moves() {
    let mut pos = Xiangqi::startpos(Default::default());
    for m in ["c3c4", "c6c5", "c4c5"] {
        let mv = pos.parse_move(m).unwrap();
        pos.make(mv);
    }
    // c4c5 captured black's pawn.
    assert_eq!(gambit::GameState::reversible_plies(pos.state()), 0);
    pos.undo();
    assert_eq!(gambit::GameState::reversible_plies(pos.state()), 2);
}

// Random games with every contract check at every ply (gambit-testkit shrinks a failing game
// before it reports it).

#[test]
fn random_games_from_start() {
    let start = [Xiangqi::startpos(XiangqiNotation::default())];
    let plies = gambit_testkit::check_random_games(&start, 256, 160, reference_moves);
    assert!(plies > 2_000, "only {plies} plies played");
}

#[test]
fn random_games_from_suite() {
    let plies = gambit_testkit::check_random_games(&starts(), 256, 80, reference_moves);
    assert!(plies > 2_000, "only {plies} plies played");
}

#[test]
fn random_games_in_ranks_from_1() {
    let start = [Xiangqi::startpos(XiangqiNotation { ranks_from1: true })];
    let plies = gambit_testkit::check_random_games(&start, 256, 60, |p| {
        reference_moves(p)
            .into_iter()
            .map(|m| {
                // Shift both rank digits by one (0-9 -> 1-10).
                let b = m.as_bytes();
                let r1 = (b[1] - b'0') + 1;
                let r2 = (b[3] - b'0') + 1;
                format!("{}{}{}{}", b[0] as char, r1, b[2] as char, r2)
            })
            .collect()
    });
    assert!(plies > 2_000, "only {plies} plies played");
}
