//! A legal move as pyffish's `get_san` writes it, in any of its notations: the algorithm of
//! Fairy-Stockfish's `SAN::move_to_san`, on the board as the FEN shows it and the legal
//! moves as pyffish lists them.

use super::grid::{Grid, MoveText, Square};
use super::notation::{Board, Notation};
use super::promoted::Tracker;
use super::replay::Replay;

/// How much of the origin a move names.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Disambiguation {
    None,
    File,
    Rank,
    Square,
}

/// What kind of move a text is, on its board.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Normal,
    Drop(char),
    /// Castling, king side when `true`.
    Castling(bool),
    /// A chess-style promotion to the letter.
    Promotion(char),
    /// A shogi-style promotion.
    PiecePromotion,
    /// A shogi-style demotion.
    PieceDemotion,
}

/// A parsed legal move with its kind and the piece gated in, if any.
#[derive(Clone, Copy)]
struct Parsed {
    text: MoveText,
    kind: Kind,
    gate: Option<char>,
}

/// Reads `text` on `board`; `None` when it does not fit the board.
fn classify(board: &Board, text: &str) -> Option<Parsed> {
    let m = MoveText::parse(text)?;
    let Some(from) = m.from else {
        return Some(Parsed {
            text: m,
            kind: Kind::Drop(m.drop?),
            gate: None,
        });
    };
    let piece = board.grid.at(from)?;
    let target = board.grid.at(m.to);
    let own = |c: char| target.is_some_and(|t| t.white() == piece.white() && t.upper() == c);
    let king_side = |king: Square, rook: Square| rook.0 > king.0;
    let kind = if piece.upper() == 'K'
        && !piece.promoted
        && from != m.to
        && from.1 == m.to.1
        && (from.0.abs_diff(m.to.0) >= 2 || own('R'))
        && !matches!(board.variant, "xiangqi" | "janggi" | "shogi" | "minishogi")
    {
        Kind::Castling(m.to.0 > from.0)
    } else if piece.upper() == 'R' && own('K') && m.suffix.is_some() {
        // Seirawan's castling that gates on the rook's square: rook to king.
        Kind::Castling(king_side(m.to, from))
    } else if m.sign == Some('+') {
        Kind::PiecePromotion
    } else if m.sign == Some('-') {
        Kind::PieceDemotion
    } else if let (Some(c), true) = (m.suffix, board.chess_pawn(piece)) {
        Kind::Promotion(c)
    } else {
        Kind::Normal
    };
    let gate = match kind {
        Kind::Promotion(_) => None,
        _ => m.suffix,
    };
    Some(Parsed {
        text: m,
        kind,
        gate,
    })
}

/// More than one file holds two or more of `squares`.
fn multi_tandem(squares: &[Square]) -> bool {
    let mut files: Vec<usize> = squares.iter().map(|s| s.0).collect();
    files.sort_unstable();
    let mut tandems = 0;
    let mut i = 0;
    while i < files.len() {
        let run = files[i..].iter().take_while(|&&f| f == files[i]).count();
        tandems += usize::from(run > 1);
        i += run;
    }
    tandems >= 2
}

/// The squares a xiangqi or janggi piece of `letter` may stand on, for the side `white`.
fn in_region(variant: &str, letter: char, white: bool, sq: Square, grid: &Grid) -> bool {
    let own_half = |r: usize| {
        if white {
            r < grid.ranks / 2
        } else {
            r >= grid.ranks / 2
        }
    };
    let palace = |s: Square| {
        (3..=5).contains(&s.0)
            && if white {
                s.1 <= 2
            } else {
                s.1 >= grid.ranks - 3
            }
    };
    match (variant, letter) {
        ("xiangqi" | "janggi", 'K' | 'A') => palace(sq),
        ("xiangqi", 'B') => own_half(sq.1),
        _ => true,
    }
}

/// pyffish's `get_san`: the legal move `text` (pyffish's text) of `replay`'s position in
/// notation `n`, with the pieces `promoted` knows were pawns (the moves before, in
/// `get_san_moves`: Thai notation names such a met apart); an error for a move that is not
/// legal there.
pub fn move_to_san(
    replay: &mut Replay,
    text: &str,
    n: Notation,
    promoted: &Tracker,
) -> Result<String, String> {
    let legal = replay.legal_moves();
    if !legal.iter().any(|m| m == text) {
        return Err(format!("Invalid move '{text}'"));
    }
    let (fen, grid) = replay.board()?;
    let board = Board::of(&grid, replay);
    let bad = || format!("cannot write the move '{text}' on '{fen}'");
    let m = classify(&board, text).ok_or_else(bad)?;
    let ep = ep_square(&fen);
    let mut san = String::new();
    if let Kind::Castling(king_side) = m.kind {
        san.push_str(if king_side { "O-O" } else { "O-O-O" });
        if let Some(g) = m.gate {
            let from = m.text.from.ok_or_else(bad)?;
            san.push('/');
            san.push(g.to_ascii_uppercase());
            san.push_str(&board.square(from, n));
        }
    } else {
        let from = m.text.from;
        let to = m.text.to;
        let piece = match (m.kind, from) {
            (Kind::Drop(c), _) => super::grid::Piece {
                letter: c,
                promoted: false,
                tilde: false,
            },
            (_, Some(f)) => grid.at(f).ok_or_else(bad)?,
            _ => return Err(bad()),
        };
        let drop = matches!(m.kind, Kind::Drop(_));
        let pawn = board.chess_pawn(piece);
        let capture = captures(&board, &m, ep);
        let own = grid.squares_of(board.white, piece.kind());
        // Piece
        if matches!(n, Notation::San | Notation::Lan | Notation::ThaiSan) && pawn && !drop {
        } else if n == Notation::XiangqiWxf
            && from.is_some_and(|f| {
                own.iter().filter(|s| s.0 == f.0).count() + usize::from(multi_tandem(&own)) >= 3
            })
        {
            let f = from.ok_or_else(bad)?;
            let ahead = own
                .iter()
                .filter(|s| s.0 == f.0 && board.relative_rank(**s) > board.relative_rank(f))
                .count();
            san.push_str(&(ahead + 1).to_string());
        } else if n.shogi() && !drop && piece.promoted {
            san.push('+');
            san.push(piece.upper());
        } else if n.thai() {
            let was_pawn = piece.tilde || from.is_some_and(|f| promoted.contains(f));
            san.push_str(board.thai_letter(piece, was_pawn));
        } else {
            san.push_str(&board.letter(piece));
        }
        if n == Notation::ThaiLan {
            san.push(' ');
        }
        // Origin
        let d = match from {
            None => Disambiguation::None,
            Some(f) => disambiguation(&board, &legal, &m, f, capture, pawn, n),
        };
        if let Some(f) = from {
            san.push_str(&match d {
                Disambiguation::None => String::new(),
                Disambiguation::File => board.file(f, n),
                Disambiguation::Rank => board.rank(f, n),
                Disambiguation::Square => board.square(f, n),
            });
        }
        // Separator
        if drop {
            san.push(match n {
                Notation::ShogiHosking => '\'',
                _ if n.shogi() => '*',
                _ => '@',
            });
        } else if n == Notation::XiangqiWxf {
            let f = from.ok_or_else(bad)?;
            san.push(if f.1 == to.1 {
                '='
            } else if board.relative_rank(to) > board.relative_rank(f) {
                '+'
            } else {
                '-'
            });
        } else if capture {
            san.push('x');
        } else if matches!(n, Notation::Lan | Notation::ThaiLan | Notation::Janggi)
            || (n.shogi() && (n != Notation::ShogiHosking || d == Disambiguation::Square))
            || (n == Notation::ThaiSan && !pawn)
        {
            san.push('-');
        }
        // Destination
        match from {
            Some(f) if n == Notation::XiangqiWxf => san.push_str(&if f.0 == to.0 {
                f.1.abs_diff(to.1).to_string()
            } else {
                board.file(to, n)
            }),
            _ => san.push_str(&board.square(to, n)),
        }
        // Suffix
        match m.kind {
            Kind::Promotion(c) => {
                san.push('=');
                san.push(c.to_ascii_uppercase());
            }
            Kind::PiecePromotion if n.shogi() => san.push('+'),
            Kind::PiecePromotion => {
                san.push('=');
                san.push_str(&board.letter(super::grid::Piece {
                    promoted: true,
                    ..piece
                }));
            }
            Kind::PieceDemotion if n.shogi() => san.push('-'),
            Kind::PieceDemotion => {
                san.push('=');
                san.push(piece.upper());
            }
            Kind::Normal if n.shogi() && legal.iter().any(|l| *l == format!("{text}+")) => {
                san.push('=')
            }
            _ => {}
        }
        if let Some(g) = m.gate {
            san.push('/');
            san.push(g.to_ascii_uppercase());
        }
    }
    // Check and checkmate; Fairy-Stockfish's atomic and antichess kings are no royal kings,
    // so their moves never check.
    if !n.shogi() && n != Notation::XiangqiWxf && !matches!(replay.variant, "atomic" | "antichess")
    {
        let gambit_move = replay.to_gambit(text)?;
        replay.game.push(&gambit_move)?;
        let check = replay.game.is_check();
        let replies = check && !replay.game.legal_moves().is_empty();
        replay.game.pop();
        if check {
            san.push(if replies { '+' } else { '#' });
        }
    }
    Ok(san)
}

/// `true` when the parsed move `m` takes a piece: its destination is occupied (castling and
/// a pass aside), or it is a pawn's en passant capture onto `ep`.
fn captures(board: &Board, m: &Parsed, ep: Option<Square>) -> bool {
    let (Some(from), to) = (m.text.from, m.text.to) else {
        return false;
    };
    if from == to || matches!(m.kind, Kind::Castling(_)) {
        return false;
    }
    let pawn = board.grid.at(from).is_some_and(|p| board.chess_pawn(p));
    board.grid.at(to).is_some() || (pawn && Some(to) == ep && from.0 != to.0)
}

/// The square a capture by the legal move `text` takes a piece from (the passed pawn's
/// for en passant), with the board before the move; `None` when it captures nothing.
pub fn captured_square(replay: &Replay, text: &str) -> Result<Option<(Grid, Square)>, String> {
    replay.to_gambit(text)?;
    let (fen, grid) = replay.board()?;
    let board = Board::of(&grid, replay);
    let Some(m) = classify(&board, text) else {
        return Ok(None);
    };
    if !captures(&board, &m, ep_square(&fen)) {
        return Ok(None);
    }
    let (from, to) = (m.text.from.unwrap_or(m.text.to), m.text.to);
    let sq = if grid.at(to).is_some() {
        to
    } else {
        (to.0, from.1)
    };
    Ok(Some((grid, sq)))
}

/// The destination Fairy-Stockfish gives the legal move `text` (castling: the rook's square,
/// as it encodes castling king-takes-rook), on `replay`'s board.
pub fn destination(replay: &Replay, grid: &Grid, text: &str) -> Option<Square> {
    let board = Board::of(grid, replay);
    let m = classify(&board, text)?;
    let (from, to) = (m.text.from, m.text.to);
    match (m.kind, from) {
        (Kind::Castling(king_side), Some(from)) => {
            let king = grid
                .at(from)
                .filter(|p| p.upper() == 'K')
                .map_or(to, |_| from);
            let rooks = grid.squares_of(board.white, ('R', false));
            rooks
                .into_iter()
                .filter(|r| r.1 == king.1 && (r.0 > king.0) == king_side)
                .min_by_key(|r| if king_side { usize::MAX - r.0 } else { r.0 })
        }
        _ => Some(to),
    }
}

/// The en passant square of a FEN, if it names one.
fn ep_square(fen: &str) -> Option<Square> {
    let field = fen.split_whitespace().nth(3)?;
    let m = MoveText::parse(&format!("a1{field}"))?;
    Some(m.to)
}

/// How much of the origin `from` the move `m` must name (Fairy-Stockfish's
/// `disambiguation_level`).
fn disambiguation(
    board: &Board,
    legal: &[String],
    m: &Parsed,
    from: Square,
    capture: bool,
    pawn: bool,
    n: Notation,
) -> Disambiguation {
    if matches!(n, Notation::Lan | Notation::ThaiLan | Notation::Janggi) {
        return Disambiguation::Square;
    }
    let grid = board.grid;
    let Some(piece) = grid.at(from) else {
        return Disambiguation::None;
    };
    let to = m.text.to;
    if n == Notation::XiangqiWxf {
        let own = grid.squares_of(board.white, piece.kind());
        let on_file: Vec<Square> = own.iter().copied().filter(|s| s.0 == from.0).collect();
        if on_file.len() == 2 && !multi_tandem(&own) {
            let other = on_file.iter().copied().find(|&s| s != from).unwrap_or(from);
            let rank = other.1 as isize + to.1 as isize - from.1 as isize;
            if (0..grid.ranks as isize).contains(&rank)
                && in_region(
                    board.variant,
                    piece.upper(),
                    board.white,
                    (to.0, rank as usize),
                    grid,
                )
            {
                return Disambiguation::Rank;
            }
        }
        return Disambiguation::File;
    }
    if matches!(n, Notation::San | Notation::ThaiSan) && pawn && capture {
        return Disambiguation::File;
    }
    // Another piece of the kind that reaches `to` by a legal move of the same sort (a gating
    // move keeps its gate on the mover's square, which no other piece can use).
    let others: Vec<Square> = if m.gate.is_some() {
        Vec::new()
    } else {
        legal
            .iter()
            .filter_map(|l| classify(board, l))
            .filter(|o| {
                o.text.to == to
                    && o.gate.is_none()
                    && o.kind == m.kind
                    && o.text.from.is_some_and(|f| {
                        f != from && grid.at(f).is_some_and(|p| same_type(board, p, piece, n))
                    })
            })
            .filter_map(|o| o.text.from)
            .collect()
    };
    if others.is_empty() {
        Disambiguation::None
    } else if n.shogi() {
        Disambiguation::Square
    } else if !others.iter().any(|s| s.0 == from.0) {
        Disambiguation::File
    } else if !others.iter().any(|s| s.1 == from.1) {
        Disambiguation::Rank
    } else {
        Disambiguation::Square
    }
}

/// Whether `a` and `b` are one piece type as Fairy-Stockfish's disambiguation counts them:
/// in a shogi notation, the same piece (a tokin is not a gold); in the others, the same type,
/// so the pieces written with one letter (a gold and every minor piece promoted to move as
/// one are all `G` in SAN).
fn same_type(board: &Board, a: super::grid::Piece, b: super::grid::Piece, n: Notation) -> bool {
    if n.shogi() {
        a.kind() == b.kind()
    } else {
        board.letter(a) == board.letter(b)
    }
}
