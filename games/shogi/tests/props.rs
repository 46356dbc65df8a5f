//! Property tests on random legal shogi games: the generator agrees with a slow reference
//! written independently here (a plain array of 81 cells and two hands, step and ray walking,
//! make-and-test for king safety and for pawn-drop mate), make/undo restores every bit of the
//! board and the state, the incremental key equals the key from scratch, the checkers are the
//! pieces that reach the king, SFEN round-trips. Games start from the start position and from
//! the perft suite's positions, and are uniform, sharp (captures, drops and checks first) or
//! shuffling (each side often takes its last move back).

use gambit::{Color, Game, MoveList};
use gambit_shogi::Board as CrateBoard;
use gambit_shogi::{Move, PieceType, Shogi, ShogiNotation, Square};
use proptest::prelude::*;

const EPD: &str = include_str!("../../../tests/data/shogi_perft.epd");

type Cell = Option<(Color, PieceType)>;

/// The reference's position: cells `rank * 9 + file` (file 0 is USI file 9, rank 0 is USI rank
/// `i`), hand counts per color and droppable kind, and the side to move.
#[derive(Clone)]
struct Ref {
    cells: [Cell; 81],
    hands: [[u32; 7]; 2],
    stm: Color,
}

/// The droppable kinds, in the reference's hand order (no order of the crate is assumed).
const DROPPABLE: [PieceType; 7] = [
    PieceType::Pawn,
    PieceType::Lance,
    PieceType::Knight,
    PieceType::Silver,
    PieceType::Gold,
    PieceType::Bishop,
    PieceType::Rook,
];

fn side(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

fn hand_slot(kind: PieceType) -> usize {
    DROPPABLE
        .iter()
        .position(|&k| k == kind)
        .expect("a droppable kind")
}

fn read(pos: &Shogi) -> Ref {
    let cells = std::array::from_fn(|i| {
        pos.piece_on(Square::from_u8(i as u8))
            .map(|p| (p.color(), p.kind()))
    });
    let mut hands = [[0; 7]; 2];
    for c in [Color::White, Color::Black] {
        for (slot, &kind) in DROPPABLE.iter().enumerate() {
            hands[side(c)][slot] = pos.hand(c).count(kind);
        }
    }
    Ref {
        cells,
        hands,
        stm: pos.side_to_move(),
    }
}

fn on(f: i32, r: i32) -> Option<usize> {
    ((0..9).contains(&f) && (0..9).contains(&r)).then(|| (r * 9 + f) as usize)
}

/// `+1` when `c` moves up the ranks (sente), `-1` for gote.
fn forward(c: Color) -> i32 {
    match c {
        Color::White => 1,
        Color::Black => -1,
    }
}

/// The rank of `rank` as `c` counts it: 0 on its back rank, 8 on the far one.
fn rel_rank(c: Color, rank: i32) -> i32 {
    match c {
        Color::White => rank,
        Color::Black => 8 - rank,
    }
}

const GOLD: &[(i32, i32)] = &[(-1, 1), (0, 1), (1, 1), (-1, 0), (1, 0), (0, -1)];
const ORTHO: &[(i32, i32)] = &[(0, 1), (0, -1), (1, 0), (-1, 0)];
const DIAG: &[(i32, i32)] = &[(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KING: &[(i32, i32)] = &[
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

/// The single steps of `kind`, as sente sees them (positive `dr` is forward).
fn steps_of(kind: PieceType) -> &'static [(i32, i32)] {
    use PieceType::*;
    match kind {
        Pawn => &[(0, 1)],
        Knight => &[(-1, 2), (1, 2)],
        Silver => &[(-1, 1), (0, 1), (1, 1), (-1, -1), (1, -1)],
        Gold | ProPawn | ProLance | ProKnight | ProSilver => GOLD,
        King => KING,
        Horse => ORTHO,
        Dragon => DIAG,
        Lance | Bishop | Rook => &[],
    }
}

/// The sliding directions of `kind`, as sente sees them.
fn rays_of(kind: PieceType) -> &'static [(i32, i32)] {
    use PieceType::*;
    match kind {
        Lance => &[(0, 1)],
        Bishop | Horse => DIAG,
        Rook | Dragon => ORTHO,
        _ => &[],
    }
}

/// A sente-relative delta turned to `c`'s direction (every move set is symmetric left to
/// right, so only the rank direction turns).
fn oriented(c: Color, (df, dr): (i32, i32)) -> (i32, i32) {
    (df, dr * forward(c))
}

/// The squares the piece on `from` moves to (empty or enemy-held), by steps and rays.
fn destinations(cells: &[Cell; 81], from: usize) -> Vec<usize> {
    let (c, kind) = cells[from].expect("a piece");
    let (f, r) = ((from % 9) as i32, (from / 9) as i32);
    let free = |i: usize| cells[i].is_none_or(|(o, _)| o != c);
    let mut out = Vec::new();
    for &d in steps_of(kind) {
        let (df, dr) = oriented(c, d);
        if let Some(to) = on(f + df, r + dr).filter(|&i| free(i)) {
            out.push(to);
        }
    }
    for &d in rays_of(kind) {
        let (df, dr) = oriented(c, d);
        let (mut x, mut y) = (f + df, r + dr);
        while let Some(to) = on(x, y) {
            if !free(to) {
                break;
            }
            out.push(to);
            if cells[to].is_some() {
                break;
            }
            x += df;
            y += dr;
        }
    }
    out
}

/// Whether `by` attacks `sq`: walking out from `sq` along the eight lines to the first piece
/// and asking whether it steps or slides back along that line, and looking for knights a
/// knight's jump away.
fn attacked(cells: &[Cell; 81], sq: usize, by: Color) -> bool {
    let (f, r) = ((sq % 9) as i32, (sq / 9) as i32);
    for &(uf, ur) in KING {
        let (mut x, mut y, mut dist) = (f + uf, r + ur, 1);
        while let Some(i) = on(x, y) {
            if let Some((c, kind)) = cells[i] {
                // The piece at distance `dist` moves towards `sq` by `(-uf, -ur)`.
                let back = (-uf, -ur);
                let hits = |set: &[(i32, i32)]| set.iter().any(|&d| oriented(c, d) == back);
                if c == by && ((dist == 1 && hits(steps_of(kind))) || hits(rays_of(kind))) {
                    return true;
                }
                break;
            }
            x += uf;
            y += ur;
            dist += 1;
        }
    }
    steps_of(PieceType::Knight).iter().any(|&d| {
        let (df, dr) = oriented(by, d);
        on(f - df, r - dr).is_some_and(|i| cells[i] == Some((by, PieceType::Knight)))
    })
}

fn king_of(cells: &[Cell; 81], c: Color) -> usize {
    (0..81)
        .find(|&i| cells[i] == Some((c, PieceType::King)))
        .expect("a king")
}

/// The squares of `by`'s pieces that reach `sq`, from every piece's own destinations (the
/// other way round from [`attacked`]).
fn reachers(cells: &[Cell; 81], sq: usize, by: Color) -> Vec<usize> {
    (0..81)
        .filter(|&i| matches!(cells[i], Some((c, _)) if c == by))
        .filter(|&i| destinations(cells, i).contains(&sq))
        .collect()
}

fn can_promote(kind: PieceType) -> bool {
    use PieceType::*;
    matches!(kind, Pawn | Lance | Knight | Silver | Bishop | Rook)
}

fn promoted(kind: PieceType) -> PieceType {
    use PieceType::*;
    match kind {
        Pawn => ProPawn,
        Lance => ProLance,
        Knight => ProKnight,
        Silver => ProSilver,
        Bishop => Horse,
        Rook => Dragon,
        k => k,
    }
}

fn unpromoted(kind: PieceType) -> PieceType {
    use PieceType::*;
    match kind {
        ProPawn => Pawn,
        ProLance => Lance,
        ProKnight => Knight,
        ProSilver => Silver,
        Horse => Bishop,
        Dragon => Rook,
        k => k,
    }
}

/// Whether an unpromoted `kind` of `c` on `rank` could never move again.
fn dead(c: Color, kind: PieceType, rank: i32) -> bool {
    match kind {
        PieceType::Pawn | PieceType::Lance => rel_rank(c, rank) == 8,
        PieceType::Knight => rel_rank(c, rank) >= 7,
        _ => false,
    }
}

fn in_zone(c: Color, rank: i32) -> bool {
    rel_rank(c, rank) >= 6
}

/// USI name of a cell: file `9 - f`, rank letter `a` on rank index 8.
fn name(i: usize) -> String {
    let (f, r) = (i % 9, i / 9);
    format!("{}{}", 9 - f, (b'a' + 8 - r as u8) as char)
}

fn letter(kind: PieceType) -> char {
    use PieceType::*;
    match kind {
        Pawn => 'P',
        Lance => 'L',
        Knight => 'N',
        Silver => 'S',
        Gold => 'G',
        Bishop => 'B',
        Rook => 'R',
        _ => unreachable!("not droppable"),
    }
}

/// A reference move: a board move (from, to, promote) or a drop (kind, to).
#[derive(Clone, Copy)]
enum RefMove {
    Board(usize, usize, bool),
    Drop(PieceType, usize),
}

impl RefMove {
    fn text(self) -> String {
        match self {
            RefMove::Board(from, to, promote) => {
                format!(
                    "{}{}{}",
                    name(from),
                    name(to),
                    if promote { "+" } else { "" }
                )
            }
            RefMove::Drop(kind, to) => format!("{}*{}", letter(kind), name(to)),
        }
    }
}

impl Ref {
    /// The position after `m` (no legality check).
    fn play(&self, m: RefMove) -> Ref {
        let mut next = self.clone();
        let us = self.stm;
        match m {
            RefMove::Board(from, to, promote) => {
                let (c, kind) = next.cells[from].take().expect("a piece to move");
                if let Some((_, taken)) = next.cells[to] {
                    next.hands[side(us)][hand_slot(unpromoted(taken))] += 1;
                }
                let kind = if promote { promoted(kind) } else { kind };
                next.cells[to] = Some((c, kind));
            }
            RefMove::Drop(kind, to) => {
                next.hands[side(us)][hand_slot(kind)] -= 1;
                next.cells[to] = Some((us, kind));
            }
        }
        next.stm = !us;
        next
    }

    /// Whether `c`'s king is attacked.
    fn in_check(&self, c: Color) -> bool {
        attacked(&self.cells, king_of(&self.cells, c), !c)
    }

    /// Every legal move by make-and-test. With `pawn_mate_rule`, a pawn drop that leaves the
    /// opponent in check without a legal reply is refused. The rule is off when only asking
    /// whether a side in check from a dropped pawn has a reply: a drop never answers the
    /// check of an adjacent pawn, so no drop of the reply side counts either way.
    fn legal(&self, pawn_mate_rule: bool) -> Vec<RefMove> {
        let us = self.stm;
        let mut out = Vec::new();
        let keep = |m: RefMove, out: &mut Vec<RefMove>| {
            let after = self.play(m);
            if after.in_check(us) {
                return;
            }
            if pawn_mate_rule
                && matches!(m, RefMove::Drop(PieceType::Pawn, _))
                && after.in_check(!us)
                && after.legal(false).is_empty()
            {
                return;
            }
            out.push(m);
        };
        for from in 0..81 {
            let Some((c, kind)) = self.cells[from] else {
                continue;
            };
            if c != us {
                continue;
            }
            let from_rank = (from / 9) as i32;
            for to in destinations(&self.cells, from) {
                let to_rank = (to / 9) as i32;
                let may = can_promote(kind) && (in_zone(us, from_rank) || in_zone(us, to_rank));
                if !dead(us, kind, to_rank) {
                    keep(RefMove::Board(from, to, false), &mut out);
                }
                if may {
                    keep(RefMove::Board(from, to, true), &mut out);
                }
            }
        }
        for (slot, &kind) in DROPPABLE.iter().enumerate() {
            if self.hands[side(us)][slot] == 0 {
                continue;
            }
            for to in 0..81 {
                let (f, r) = ((to % 9) as i32, (to / 9) as i32);
                if self.cells[to].is_some() || dead(us, kind, r) {
                    continue;
                }
                if kind == PieceType::Pawn
                    && (0..9).any(|rr| self.cells[(rr * 9 + f) as usize] == Some((us, kind)))
                {
                    continue;
                }
                keep(RefMove::Drop(kind, to), &mut out);
            }
        }
        out
    }
}

fn reference_moves(pos: &Shogi) -> Vec<String> {
    read(pos)
        .legal(true)
        .into_iter()
        .map(RefMove::text)
        .collect()
}

/// The crate's checkers are the enemy pieces whose moves reach the king.
fn check_checkers(pos: &Shogi) {
    let r = read(pos);
    let us = r.stm;
    let want = reachers(&r.cells, king_of(&r.cells, us), !us);
    let got: Vec<usize> = pos.checkers().iter().map(|s| s.idx()).collect();
    assert_eq!(got, want, "checkers at {}", pos.fen());
    assert_eq!(pos.in_check(), !want.is_empty());
}

/// Every legal move made and taken back: after it the key is the key from scratch and the
/// checkers are right; after the undo every field of the board (pieces, bitboards, kings,
/// hands, side to move), the state and the state count are as before.
fn check_children(pos: &Shogi) {
    let mut p = pos.clone();
    let board: CrateBoard = **pos;
    let state = pos.state().clone();
    let plies = pos.states().len();
    let mut moves = MoveList::<Shogi>::default();
    pos.generate_legal(&mut moves);
    for &m in moves.iter() {
        p.make(m);
        assert_eq!(p.key(), p.compute_key(), "key after {m} at {}", pos.fen());
        check_checkers(&p);
        p.undo();
        assert!(*p == board, "board after {m} and undo at {}", pos.fen());
        assert_eq!(p.state(), &state, "state after {m} and undo");
        assert_eq!(p.states().len(), plies);
    }
}

/// The per-ply check of the random games: checkers, every child's make and undo, then the
/// reference's moves for `check_random_game` to compare.
fn checked_reference(pos: &Shogi) -> Vec<String> {
    check_checkers(pos);
    check_children(pos);
    reference_moves(pos)
}

fn suite() -> Vec<Shogi> {
    gambit_testkit::suite_positions(EPD, ShogiNotation)
}

/// How a random game picks its moves.
#[derive(Clone, Copy, Debug)]
enum Style {
    /// Any legal move.
    Uniform,
    /// Captures, drops and checks first, so hands fill and empty and kings come under fire
    /// (where the drop rules and pawn-drop mate matter).
    Sharp,
    /// Often the move that takes back the mover's last move, so positions repeat.
    Shuffle,
}

fn is_capture(pos: &Shogi, m: Move) -> bool {
    !m.is_drop() && pos.piece_on(m.to()).is_some()
}

fn gives_check(pos: &mut Shogi, m: Move) -> bool {
    pos.make(m);
    let check = pos.in_check();
    pos.undo();
    check
}

/// The indices into the legal moves (in the generator's order) of the game `style` plays
/// from `start` by the raw choices, for `check_random_game` to replay.
fn steer(start: &Shogi, raw: &[u32], style: Style) -> Vec<u32> {
    let mut pos = start.clone();
    let mut picks = Vec::new();
    let mut played: Vec<Move> = Vec::new();
    for &c in raw {
        let mut moves = MoveList::<Shogi>::default();
        pos.generate_legal(&mut moves);
        if moves.is_empty() {
            break;
        }
        let any = (c / 8) as usize % moves.len();
        let pick = match style {
            Style::Uniform => c as usize % moves.len(),
            Style::Sharp => {
                let class: Vec<usize> = (0..moves.len())
                    .filter(|&i| match c % 8 {
                        0..=2 => is_capture(&pos, moves[i]),
                        3 | 4 => moves[i].is_drop(),
                        5 | 6 => gives_check(&mut pos, moves[i]),
                        _ => true,
                    })
                    .collect();
                if class.is_empty() {
                    any
                } else {
                    class[(c / 8) as usize % class.len()]
                }
            }
            Style::Shuffle => played
                .len()
                .checked_sub(2)
                .map(|i| played[i])
                .filter(|m| c % 4 != 0 && !m.is_drop())
                .and_then(|m| {
                    let back = Move::new(m.to(), m.from(), false);
                    moves.iter().position(|&x| x == back)
                })
                .unwrap_or(any),
        };
        picks.push(pick as u32);
        played.push(moves[pick]);
        pos.make(moves[pick]);
    }
    picks
}

fn random_game(start: &Shogi, raw: &[u32], style: Style) -> usize {
    let picks = steer(start, raw, style);
    gambit_testkit::check_random_game(start, &picks, checked_reference)
}

#[test]
fn every_suite_position_agrees_with_reference_and_move_contract() {
    let positions = suite();
    assert_eq!(positions.len(), 47);
    gambit_testkit::check_positions(&positions, reference_moves);
    for pos in &positions {
        check_checkers(pos);
        check_children(pos);
    }
}

/// The reference's two attack tests agree (walking out from the square, and every piece's
/// destinations) on every square not held by the attacker, in every suite position and every
/// child of it: the reference is checked against itself before it judges the crate.
#[test]
fn reference_attack_tests_agree() {
    for pos in suite() {
        let mut moves = MoveList::<Shogi>::default();
        pos.generate_legal(&mut moves);
        let mut p = pos.clone();
        for &m in moves.iter().take(60) {
            p.make(m);
            let r = read(&p);
            for by in [Color::White, Color::Black] {
                for sq in 0..81 {
                    if matches!(r.cells[sq], Some((c, _)) if c == by) {
                        continue;
                    }
                    assert_eq!(
                        attacked(&r.cells, sq, by),
                        !reachers(&r.cells, sq, by).is_empty(),
                        "{} attacked by {by:?} at {}",
                        name(sq),
                        p.fen()
                    );
                }
            }
            p.undo();
        }
    }
}

/// Positions that test the drop rules and promotions one by one; each against the reference
/// and with the moves it must and must not have.
#[test]
fn drop_and_promotion_rules() {
    let cases: &[(&str, &[&str], &[&str])] = &[
        // Pawn-drop mate refused, gold-drop mate allowed.
        ("8k/6S2/7G1/9/9/9/9/9/4K4 b GP 1", &["G*1b"], &["P*1b"]),
        // The same drop when the king can take the undefended pawn is legal.
        ("8k/9/9/9/9/9/9/9/4K4 b P 1", &["P*1b"], &[]),
        // A pawn drop check that the gold pinned by the lance may take along its pin is no
        // mate; with the gold pinned on a diagonal (by the bishop) it is.
        ("8k/6S2/7Gg/9/8L/9/9/9/4K4 b P 1", &["P*1b"], &[]),
        ("8k/6Sg1/8G/5B3/9/9/9/9/4K4 b P 1", &[], &["P*1b"]),
        ("8k/6Sg1/8G/9/9/9/9/9/4K4 b P 1", &["P*1b"], &[]),
        // Gote's pawn-drop mate is refused too (sente king on 1i).
        ("4k4/9/9/9/9/9/7g1/6s2/8K w p 1", &[], &["P*1h"]),
        // Nifu: a pawn on file 5; a tokin on file 5 does not count.
        ("4k4/9/9/9/4P4/9/9/9/4K4 b P 1", &["P*4e"], &["P*5f"]),
        ("4k4/9/9/9/4+P4/9/9/9/4K4 b P 1", &["P*5f"], &[]),
        // Dead drops: pawn and lance not on rank a, knight not on a or b; gote mirrored.
        (
            "4k4/9/9/9/9/9/9/9/4K4 b NLP 1",
            &["P*1b", "L*1b", "N*1c"],
            &["P*1a", "L*1a", "N*1b", "N*1a"],
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4 w nlp 1",
            &["P*1h", "L*1h", "N*1g"],
            &["P*1i", "L*1i", "N*1h", "N*1i"],
        ),
        // Forced and optional promotions.
        (
            "4k4/P1P6/6L2/4N4/9/9/9/1B5R1/4K4 b - 1",
            &["9b9a+", "3c3b+", "3c3b", "5d4b+", "2h2c+", "2h2c"],
            &["9b9a", "3c3a", "5d4b"],
        ),
        // Moving out of the zone promotes too (silver, bishop, rook).
        (
            "4k4/9/4S4/9/9/9/9/9/4K4 b - 1",
            &["5c4d+", "5c4d", "5c5b+"],
            &[],
        ),
        // In check by a knight: no drop stops it.
        ("4k4/9/9/9/9/9/3n5/9/4K4 b G 1", &[], &["G*5h"]),
    ];
    for &(fen, must, must_not) in cases {
        let pos = Shogi::from_fen(fen, ShogiNotation).unwrap_or_else(|e| panic!("{fen}: {e}"));
        gambit_testkit::check_reference(&pos, reference_moves);
        check_checkers(&pos);
        check_children(&pos);
        let moves = gambit_testkit::legal_strings(&pos);
        for m in must {
            assert!(moves.contains(&m.to_string()), "{m} missing at {fen}");
        }
        for m in must_not {
            assert!(!moves.contains(&m.to_string()), "{m} listed at {fen}");
        }
    }
}

/// The sharp games do reach what they are for: pawn drops refused as mates, promotions
/// (forced and chosen) and drops, so the properties below test them.
#[test]
fn sharp_games_reach_the_drop_rules() {
    let raw: Vec<u32> = (0..400u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let (mut drops, mut promotions, mut refused_mates) = (0, 0, 0);
    for start in suite().iter().take(24) {
        let picks = steer(start, &raw[..120], Style::Sharp);
        let mut pos = start.clone();
        for &i in &picks {
            let mut moves = MoveList::<Shogi>::default();
            pos.generate_legal(&mut moves);
            let r = read(&pos);
            let with_rule = r.legal(true).len();
            let without = r.legal(false).len();
            refused_mates += without - with_rule;
            let m = moves[i as usize % moves.len()];
            drops += usize::from(m.is_drop());
            promotions += usize::from(m.is_promotion());
            pos.make(m);
        }
    }
    assert!(drops > 100, "{drops} drops");
    assert!(promotions > 20, "{promotions} promotions");
    assert!(refused_mates > 0, "no pawn-drop mate met");
}

/// The shuffling games do repeat positions (board, hands and side to move).
#[test]
fn shuffling_games_repeat_positions() {
    let raw: Vec<u32> = (0..100u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let start = Shogi::startpos(ShogiNotation);
    let mut pos = start.clone();
    let mut seen = vec![pos.key()];
    let mut repeats = 0;
    for i in steer(&start, &raw, Style::Shuffle) {
        let mut moves = MoveList::<Shogi>::default();
        pos.generate_legal(&mut moves);
        pos.make(moves[i as usize]);
        repeats += usize::from(seen.contains(&pos.key()));
        seen.push(pos.key());
    }
    assert!(repeats > 10, "{repeats} repetitions");
}

/// Every move the `Move` constructors can make: board moves, promoting or not, from each
/// square holding a piece of the side to move, to every square; drops of every kind (kings and
/// promoted pieces too) on every square.
fn constructible_moves(pos: &Shogi) -> Vec<Move> {
    let us = pos.side_to_move();
    let mut out = Vec::new();
    for to in Square::all() {
        for from in Square::all() {
            if pos.piece_on(from).is_some_and(|p| p.color() == us) {
                out.extend([Move::new(from, to, false), Move::new(from, to, true)]);
            }
        }
        out.extend(PieceType::ALL.iter().map(|&k| Move::drop(k, to)));
    }
    out
}

/// `is_legal` (decided for one move) says yes exactly for the generated moves, among every
/// move that can be constructed, along sharp games from the suite (drops, promotions, checks
/// and pawn-drop mates among them); `try_make` plays exactly those.
#[test]
fn is_legal_agrees_with_the_generator() {
    let raw: Vec<u32> = (0..400u32).map(|i| i.wrapping_mul(2_654_435_761)).collect();
    let mut checked = 0;
    for start in suite().iter().take(24) {
        let mut pos = start.clone();
        for (ply, &i) in steer(start, &raw[..60], Style::Sharp).iter().enumerate() {
            if ply % 2 == 0 {
                checked += gambit_testkit::check_is_legal(&pos, constructible_moves(&pos));
            }
            let mut moves = MoveList::<Shogi>::default();
            pos.generate_legal(&mut moves);
            pos.make(moves[i as usize % moves.len()]);
        }
    }
    assert!(checked > 1_000_000, "{checked} moves checked");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_games_from_start(raw in proptest::collection::vec(any::<u32>(), 0..200)) {
        random_game(&Shogi::startpos(ShogiNotation), &raw, Style::Uniform);
    }

    #[test]
    fn sharp_games_from_start(raw in proptest::collection::vec(any::<u32>(), 0..200)) {
        random_game(&Shogi::startpos(ShogiNotation), &raw, Style::Sharp);
    }

    #[test]
    fn random_games_from_suite(index in 0usize..47, raw in proptest::collection::vec(any::<u32>(), 0..100)) {
        random_game(&suite().swap_remove(index), &raw, Style::Uniform);
    }

    #[test]
    fn sharp_games_from_suite(index in 0usize..47, raw in proptest::collection::vec(any::<u32>(), 0..100)) {
        random_game(&suite().swap_remove(index), &raw, Style::Sharp);
    }

    #[test]
    fn shuffling_games(index in 0usize..47, raw in proptest::collection::vec(any::<u32>(), 0..100)) {
        random_game(&suite().swap_remove(index), &raw, Style::Shuffle);
    }
}
