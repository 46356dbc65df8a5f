//! Property tests on random chess and Chess960 games: make/undo, incremental keys, FEN round
//! trips, and the generator against a slow ray-walking, make-and-test reference.

use gambit::{Color, Game, Notation, OptionValue, PieceKind};
use gambit_chess::{Chess, ChessNotation, Piece, Role, Square};

type Board = [Option<Piece>; 64];

fn on(f: i8, r: i8) -> Option<usize> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as usize)
}

/// Whether `sq` is attacked by `by` on `board`, by walking rays square by square.
fn attacked(board: &Board, sq: usize, by: Color) -> bool {
    let (f, r) = ((sq % 8) as i8, (sq / 8) as i8);
    let is = |i: Option<usize>, roles: &[Role]| {
        i.and_then(|i| board[i])
            .is_some_and(|p| p.color == by && roles.contains(&p.role))
    };
    let knight = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    if knight
        .iter()
        .any(|&(df, dr)| is(on(f + df, r + dr), &[Role::Knight]))
    {
        return true;
    }
    for df in -1..=1 {
        for dr in -1..=1 {
            if (df, dr) != (0, 0) && is(on(f + df, r + dr), &[Role::King]) {
                return true;
            }
        }
    }
    let pawn_dr = if by == Color::White { -1 } else { 1 };
    if is(on(f - 1, r + pawn_dr), &[Role::Pawn]) || is(on(f + 1, r + pawn_dr), &[Role::Pawn]) {
        return true;
    }
    let rays: [((i8, i8), Role); 8] = [
        ((1, 0), Role::Rook),
        ((-1, 0), Role::Rook),
        ((0, 1), Role::Rook),
        ((0, -1), Role::Rook),
        ((1, 1), Role::Bishop),
        ((1, -1), Role::Bishop),
        ((-1, 1), Role::Bishop),
        ((-1, -1), Role::Bishop),
    ];
    for ((df, dr), slider) in rays {
        let (mut x, mut y) = (f + df, r + dr);
        while let Some(i) = on(x, y) {
            if let Some(p) = board[i] {
                if p.color == by && (p.role == slider || p.role == Role::Queen) {
                    return true;
                }
                break;
            }
            x += df;
            y += dr;
        }
    }
    false
}

fn king_safe(board: &Board, us: Color) -> bool {
    let k = (0..64)
        .find(|&i| board[i] == Some(Piece::new(us, Role::King)))
        .unwrap();
    !attacked(board, k, us.flip())
}

fn name(i: usize) -> String {
    Square::from_u8(i as u8).to_string()
}

/// Every legal move by brute force: pseudo-legal moves by ray walking, kept when the king is
/// not attacked afterwards.
fn reference_moves(pos: &Chess) -> Vec<String> {
    let us = pos.side_to_move();
    let board: Board = std::array::from_fn(|i| pos.piece_on(Square::from_u8(i as u8)));
    let mut out = Vec::new();
    let mut try_move = |from: usize, to: usize, promo: Option<Role>, ep_victim: Option<usize>| {
        let mut b = board;
        let mut p = b[from].take().unwrap();
        if let Some(v) = ep_victim {
            b[v] = None;
        }
        if let Some(r) = promo {
            p = Piece::new(us, r);
        }
        b[to] = Some(p);
        if king_safe(&b, us) {
            out.push(format!(
                "{}{}{}",
                name(from),
                name(to),
                promo.map_or(String::new(), |r| r
                    .letter()
                    .to_ascii_lowercase()
                    .to_string())
            ));
        }
    };
    // En passant: from the last move if it was a double push, else from the FEN.
    let ep_target = match pos.states().last().filter(|_| pos.ply() > 0) {
        Some(st) => {
            let (from, to) = (st.mv.from().to_u8() as usize, st.mv.to().to_u8() as usize);
            let pawn = board[to].is_some_and(|p| p.role == Role::Pawn);
            (pawn && from.abs_diff(to) == 16).then_some((from + to) / 2)
        }
        None => {
            let field = pos.fen().split(' ').nth(3).unwrap().to_string();
            Square::parse(&field).map(|s| s.to_u8() as usize)
        }
    };
    for from in 0..64 {
        let Some(p) = board[from] else { continue };
        if p.color != us {
            continue;
        }
        let (f, r) = ((from % 8) as i8, (from / 8) as i8);
        let target_ok = |i: usize| board[i].is_none_or(|q| q.color != us);
        match p.role {
            Role::Pawn => {
                let dr = if us == Color::White { 1 } else { -1 };
                let last = if us == Color::White { 7 } else { 0 };
                let start = if us == Color::White { 1 } else { 6 };
                let mut push = |to: usize, ep: Option<usize>| {
                    if to / 8 == last {
                        for role in [Role::Queen, Role::Rook, Role::Bishop, Role::Knight] {
                            try_move(from, to, Some(role), None);
                        }
                    } else {
                        try_move(from, to, None, ep);
                    }
                };
                if let Some(one) = on(f, r + dr).filter(|&i| board[i].is_none()) {
                    push(one, None);
                    if r == start {
                        if let Some(two) = on(f, r + 2 * dr).filter(|&i| board[i].is_none()) {
                            push(two, None);
                        }
                    }
                }
                for df in [-1, 1] {
                    if let Some(to) = on(f + df, r + dr) {
                        if board[to].is_some_and(|q| q.color != us) {
                            push(to, None);
                        } else if Some(to) == ep_target && board[to].is_none() {
                            push(to, on(f + df, r));
                        }
                    }
                }
            }
            Role::Knight | Role::King => {
                let deltas: &[(i8, i8)] = if p.role == Role::Knight {
                    &[
                        (1, 2),
                        (2, 1),
                        (2, -1),
                        (1, -2),
                        (-1, -2),
                        (-2, -1),
                        (-2, 1),
                        (-1, 2),
                    ]
                } else {
                    &[
                        (1, 0),
                        (1, 1),
                        (0, 1),
                        (-1, 1),
                        (-1, 0),
                        (-1, -1),
                        (0, -1),
                        (1, -1),
                    ]
                };
                for &(df, dr) in deltas {
                    if let Some(to) = on(f + df, r + dr).filter(|&i| target_ok(i)) {
                        try_move(from, to, None, None);
                    }
                }
            }
            _ => {
                let mut dirs = Vec::new();
                if matches!(p.role, Role::Rook | Role::Queen) {
                    dirs.extend([(1, 0), (-1, 0), (0, 1), (0, -1)]);
                }
                if matches!(p.role, Role::Bishop | Role::Queen) {
                    dirs.extend([(1, 1), (1, -1), (-1, 1), (-1, -1)]);
                }
                for (df, dr) in dirs {
                    let (mut x, mut y) = (f + df, r + dr);
                    while let Some(to) = on(x, y) {
                        if !target_ok(to) {
                            break;
                        }
                        try_move(from, to, None, None);
                        if board[to].is_some() {
                            break;
                        }
                        x += df;
                        y += dr;
                    }
                }
            }
        }
    }
    // Castling, from the Shredder-FEN rights (rook files).
    let mut shredder = pos.clone();
    shredder.set_notation(ChessNotation { chess960: true });
    let fen = shredder.fen();
    let rights = fen.split(' ').nth(2).unwrap();
    let king = (0..64)
        .find(|&i| board[i] == Some(Piece::new(us, Role::King)))
        .unwrap();
    for c in rights
        .chars()
        .filter(|c| c.is_ascii_uppercase() == (us == Color::White))
    {
        if c == '-' {
            continue;
        }
        let rank = king / 8;
        let rook = rank * 8 + (c.to_ascii_lowercase() as u8 - b'a') as usize;
        let kingside = rook > king;
        let kt = rank * 8 + if kingside { 6 } else { 2 };
        let rt = rank * 8 + if kingside { 5 } else { 3 };
        let span = |a: usize, b: usize| a.min(b)..=a.max(b);
        let blocked = span(king, kt)
            .chain(span(rook, rt))
            .any(|i| i != king && i != rook && board[i].is_some());
        if blocked || attacked(&board, king, us.flip()) {
            continue;
        }
        let mut no_king = board;
        no_king[king] = None;
        if span(king, kt).any(|i| i != king && attacked(&no_king, i, us.flip())) {
            continue;
        }
        let mut after = board;
        after[king] = None;
        after[rook] = None;
        after[kt] = Some(Piece::new(us, Role::King));
        after[rt] = Some(Piece::new(us, Role::Rook));
        if !king_safe(&after, us) {
            continue;
        }
        let dest = if pos.notation().get("UCI_Chess960") == Some(OptionValue::Check(true)) {
            rook
        } else {
            kt
        };
        out.push(format!("{}{}", name(king), name(dest)));
    }
    out
}

const STARTS: &[(&str, bool)] = &[
    (
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        false,
    ),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        false,
    ),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false),
    (
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        false,
    ),
    (
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
        false,
    ),
    ("8/8/3k4/8/2pP4/8/8/K6Q b - d3 0 1", false),
    (
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        true,
    ),
    (
        "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
        true,
    ),
    (
        "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9",
        true,
    ),
    (
        "rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9",
        true,
    ),
    (
        "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
        true,
    ),
    ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", false),
    ("r3k2r/8/8/8/8/8/8/R3K2R w AHah - 0 1", true),
    // The castling rook shields the king's destination from the queen on a1.
    ("4k3/8/8/8/8/8/8/qR4K1 w B - 0 1", true),
    ("1r4k1/8/8/8/8/8/8/QR4K1 b Bb - 0 1", true),
    // Two en passant capturers, one pinned on the diagonal.
    ("K7/8/3B4/8/3pPp2/8/7k/8 b - e3 0 1", false),
    ("8/8/8/8/k2pP2Q/8/8/4K3 b - e3 0 1", false),
];

/// 200 random games of up to 160 plies from the starts, every contract check at every ply
/// (gambit-testkit shrinks a failing game before it reports it).
#[test]
fn random_games_are_consistent() {
    let starts: Vec<Chess> = STARTS
        .iter()
        .map(|&(fen, chess960)| Chess::from_fen(fen, ChessNotation { chess960 }).unwrap())
        .collect();
    let plies = gambit_testkit::check_random_games(&starts, 200, 160, reference_moves);
    assert!(plies > 2_000, "only {plies} plies played");
}

/// The root of every case of the chess and Chess960 perft suites.
fn suite_roots() -> Vec<Chess> {
    [
        (include_str!("../../../tests/data/chess_perft.epd"), false),
        (include_str!("../../../tests/data/chess960_perft.epd"), true),
    ]
    .into_iter()
    .flat_map(|(text, chess960)| {
        gambit_testkit::read_epd(text)
            .into_iter()
            .map(move |case| Chess::from_fen(&case.fen, ChessNotation { chess960 }).unwrap())
    })
    .collect()
}

#[test]
fn every_suite_root_agrees_with_reference_and_move_contract() {
    gambit_testkit::check_positions(&suite_roots(), reference_moves);
}

/// Every move the `Move` constructors can make from a square holding a piece of the side to
/// move: plain, en passant, castling and promotions to every role, to every square.
fn constructible_moves(pos: &Chess) -> Vec<gambit_chess::Move> {
    use gambit_chess::Move;
    let us = pos.side_to_move();
    let mut out = Vec::new();
    for from in Square::all() {
        if pos.piece_on(from).is_none_or(|p| p.color != us) {
            continue;
        }
        for to in Square::all() {
            out.extend([
                Move::normal(from, to),
                Move::en_passant(from, to),
                Move::castle(from, to),
            ]);
            out.extend(Role::ALL.iter().map(|&r| Move::promotion(from, to, r)));
        }
    }
    out
}

/// `is_legal` (decided for one move) says yes exactly for the generated moves, among every
/// move that can be constructed, at the suite roots and at every child of the random-game
/// starts; `try_make` plays exactly those.
#[test]
fn is_legal_agrees_with_the_generator() {
    let mut positions = suite_roots();
    for &(fen, chess960) in STARTS {
        let root = Chess::from_fen(fen, ChessNotation { chess960 }).unwrap();
        let mut moves = gambit::MoveList::<Chess>::default();
        root.generate_legal(&mut moves);
        for &m in moves.iter() {
            let mut child = root.clone();
            child.make(m);
            positions.push(child);
        }
        positions.push(root);
    }
    let checked: usize = positions
        .iter()
        .map(|pos| gambit_testkit::check_is_legal(pos, constructible_moves(pos)))
        .sum();
    assert!(checked > 1_000_000, "{checked} moves checked");
}
