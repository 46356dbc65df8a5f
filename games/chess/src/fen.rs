//! FEN reading (standard, X-FEN and Shredder-FEN castling) and writing.
//!
//! Reading is split as in shakmaty: [`parse`] turns text into a [`Setup`] (any placement that is
//! well-formed), and [`Chess::from_setup`] validates it into a playable position.

use crate::attacks::between;
use crate::mv::Move;
use crate::piece::{Piece, Role};
use crate::position::{castle_bit, CastlePath, Chess, StateInfo};
use crate::square::Square;
use gambit::board::placement;
use gambit::{Color, PlacementError};
use thiserror::Error;

/// Why a FEN was refused. Each variant names the field or the rule at fault.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum FenError {
    /// The FEN is empty.
    #[error("empty FEN")]
    Empty,
    /// The piece placement field is malformed.
    #[error("piece placement: {0}")]
    Placement(#[from] PlacementError),
    /// The side-to-move field is not `w` or `b`.
    #[error("side to move: expected 'w' or 'b', found '{0}'")]
    Side(String),
    /// The castling field is malformed.
    #[error("castling rights: unexpected '{0}'")]
    CastlingChar(String),
    /// A castling right has no king on its back rank or no rook to castle with.
    #[error("castling rights: '{0}' has no king on the back rank or no rook to castle with")]
    CastlingRook(char),
    /// The en passant field is not `-` or a square on the right rank.
    #[error("en passant: '{0}' is not '-' or a square on the third or sixth rank")]
    EnPassant(String),
    /// The en passant square does not follow a double pawn push.
    #[error("en passant: {0} does not follow a double pawn push")]
    EnPassantImpossible(String),
    /// The halfmove clock is not a number.
    #[error("halfmove clock: '{0}' is not a non-negative number")]
    Halfmove(String),
    /// The fullmove number is not a positive number.
    #[error("fullmove number: '{0}' is not a positive number")]
    Fullmove(String),
    /// Extra fields after the fullmove number.
    #[error("unexpected text after the fullmove number: '{0}'")]
    TrailingFields(String),
    /// A side has no king or more than one.
    #[error("impossible position: {0} has {1} kings")]
    KingCount(&'static str, u32),
    /// Pawns on the first or eighth rank.
    #[error("impossible position: a pawn on the first or eighth rank ({0})")]
    PawnOnBackRank(Square),
    /// More than 16 pieces or 8 pawns for a side.
    #[error("impossible position: {0} has too many pieces")]
    TooManyPieces(&'static str),
    /// The side not to move is in check.
    #[error("impossible position: the side not to move is in check")]
    OppositeCheck,
    /// More checkers than any legal move can produce.
    #[error("impossible position: the side to move is in check by {0} pieces")]
    TooManyCheckers(u32),
}

/// A parsed but unvalidated FEN.
#[derive(Clone, Debug)]
pub struct Setup {
    /// Pieces by square.
    pub board: [Option<Piece>; 64],
    /// Side to move.
    pub side: Color,
    /// Castling field letters as written.
    pub castling: String,
    /// En passant square.
    pub ep: Option<Square>,
    /// Halfmove clock.
    pub halfmove: u32,
    /// Fullmove number.
    pub fullmove: u32,
}

use gambit::board::counters::{MAX_FULLMOVE, MAX_HALFMOVE};

/// Reads the fields of a FEN (missing clocks default to `0 1`).
pub fn parse(fen: &str) -> Result<Setup, FenError> {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().ok_or(FenError::Empty)?;
    let mut board = [None; 64];
    placement::read(placement, |sq: Square, p| board[sq.idx()] = Some(p))?;
    let side = match fields.next() {
        None | Some("w") => Color::White,
        Some("b") => Color::Black,
        Some(s) => return Err(FenError::Side(s.chars().take(20).collect())),
    };
    let castling = fields.next().unwrap_or("-").to_string();
    if castling != "-"
        && (castling.len() > 4
            || !castling
                .chars()
                .all(|c| matches!(c.to_ascii_lowercase(), 'a'..='h' | 'k' | 'q')))
    {
        return Err(FenError::CastlingChar(castling.chars().take(20).collect()));
    }
    let ep = match fields.next() {
        None | Some("-") => None,
        Some(s) => {
            let sq = Square::parse(s)
                .ok_or_else(|| FenError::EnPassant(s.chars().take(20).collect()))?;
            let want = if side == Color::White { 5 } else { 2 };
            if sq.rank() != want {
                return Err(FenError::EnPassant(s.to_string()));
            }
            Some(sq)
        }
    };
    let halfmove = match fields.next() {
        None => 0,
        Some(s) => s
            .parse::<u32>()
            .ok()
            .filter(|&n| n <= MAX_HALFMOVE)
            .ok_or_else(|| FenError::Halfmove(s.chars().take(20).collect()))?,
    };
    let fullmove = match fields.next() {
        None => 1,
        Some(s) => s
            .parse::<u32>()
            .ok()
            .filter(|&n| (1..=MAX_FULLMOVE).contains(&n))
            .ok_or_else(|| FenError::Fullmove(s.chars().take(20).collect()))?,
    };
    if let Some(extra) = fields.next() {
        return Err(FenError::TrailingFields(extra.chars().take(20).collect()));
    }
    Ok(Setup {
        board,
        side,
        castling,
        ep,
        halfmove,
        fullmove,
    })
}

impl Chess {
    /// Validates a setup into a playable position.
    pub(crate) fn from_setup(setup: &Setup, chess960: bool) -> Result<Chess, FenError> {
        let mut pos = Chess::empty();
        pos.chess960 = chess960;
        for sq in Square::all() {
            if let Some(p) = setup.board[sq.idx()] {
                if p.role == Role::Pawn && (sq.rank() == 0 || sq.rank() == 7) {
                    return Err(FenError::PawnOnBackRank(sq));
                }
                pos.put(p, sq);
            }
        }
        for color in Color::BOTH {
            let name = color.pick("white", "black");
            let kings = pos.pieces(color, Role::King).count();
            if kings != 1 {
                return Err(FenError::KingCount(name, kings));
            }
            if pos.color_bits(color).count() > 16 || pos.pieces(color, Role::Pawn).count() > 8 {
                return Err(FenError::TooManyPieces(name));
            }
        }
        pos.side = setup.side;
        pos.fullmove0 = setup.fullmove;

        let castling = pos.read_castling(&setup.castling)?;

        // The side not to move must not be in check.
        let them = setup.side.flip();
        if pos.attacked_by(setup.side, pos.king_square(them), pos.occupied()) {
            return Err(FenError::OppositeCheck);
        }
        let us = setup.side;
        let checkers = pos.attackers_to(pos.king_square(us), pos.occupied()) & pos.color_bits(them);
        if checkers.count() > 2 {
            return Err(FenError::TooManyCheckers(checkers.count()));
        }

        let mut ep = None;
        if let Some(sq) = setup.ep {
            // The pawn that just moved two squares stands in front of the ep square, and the
            // squares it crossed are empty.
            let (victim, origin) = match us {
                Color::White => (Square::new(sq.file(), 4), Square::new(sq.file(), 6)),
                Color::Black => (Square::new(sq.file(), 3), Square::new(sq.file(), 1)),
            };
            if pos.piece_at(victim) != Some(Piece::new(them, Role::Pawn))
                || pos.piece_at(sq).is_some()
                || pos.piece_at(origin).is_some()
            {
                return Err(FenError::EnPassantImpossible(sq.to_string()));
            }
            let capturers = crate::attacks::pawn_attacks(them, sq) & pos.pieces(us, Role::Pawn);
            if capturers
                .into_iter()
                .any(|from| pos.ep_capture_is_legal(us, from, sq, victim))
            {
                ep = Some(sq);
            }
        }

        let key = pos.key_with(castling, ep);
        pos.states.set_root(StateInfo {
            key,
            checkers,
            mv: Move::default(),
            captured: None,
            moved: None,
            castling,
            ep,
            rule50: setup.halfmove.min(u16::MAX as u32) as u16,
            repeat: Default::default(),
        });
        Ok(pos)
    }

    /// Reads the castling field and sets up the castling geometry; returns the rights.
    fn read_castling(&mut self, field: &str) -> Result<u8, FenError> {
        let mut rights = 0u8;
        if field == "-" {
            return Ok(0);
        }
        for c in field.chars() {
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let back = color.pick(0u8, 7u8);
            let ksq = self.king_square(color);
            if ksq.rank() != back {
                return Err(FenError::CastlingRook(c));
            }
            let rooks: Vec<Square> = (self.pieces(color, Role::Rook) & Square::rank_set(back))
                .into_iter()
                .collect();
            let rook = match c.to_ascii_lowercase() {
                // X-FEN: the outermost rook on that side of the king.
                'k' => rooks.iter().rev().find(|r| r.file() > ksq.file()).copied(),
                'q' => rooks.iter().find(|r| r.file() < ksq.file()).copied(),
                f => {
                    let file = f as u8 - b'a';
                    rooks.iter().find(|r| r.file() == file).copied()
                }
            }
            .ok_or(FenError::CastlingRook(c))?;
            let side = if rook.file() > ksq.file() { 0 } else { 1 };
            let bit = castle_bit(color, side);
            if rights & bit != 0 {
                return Err(FenError::CastlingChar(field.to_string()));
            }
            rights |= bit;
            let king_to = Square::new(if side == 0 { 6 } else { 2 }, back);
            let rook_to = Square::new(if side == 0 { 5 } else { 3 }, back);
            let span = between(ksq, king_to).with(king_to) | between(rook, rook_to).with(rook_to);
            self.castle[color as usize * 2 + side] = CastlePath {
                rook,
                empty: span.without(ksq).without(rook),
                king_path: between(ksq, king_to).with(king_to).without(ksq),
                king_to,
                rook_to,
                may_shield: if side == 0 {
                    rook.file() > king_to.file() && rook.file() < 7
                } else {
                    rook.file() < king_to.file() && rook.file() > 0
                },
            };
            self.castle_mask[rook.idx()] |= bit;
            self.castle_mask[ksq.idx()] |= bit;
        }
        Ok(rights)
    }

    /// Writes the position as FEN (Shredder-FEN castling when Chess960 is on, else X-FEN).
    pub(crate) fn to_fen(&self) -> String {
        let mut s = placement::write(|sq| self.piece_at(sq));
        s.push(' ');
        s.push(if self.side == Color::White { 'w' } else { 'b' });
        s.push(' ');
        let st = self.st();
        let mut any = false;
        for color in Color::BOTH {
            for side in 0..2 {
                if st.castling & castle_bit(color, side) == 0 {
                    continue;
                }
                any = true;
                let rook = self.castle_path(color, side).rook;
                let outermost = self.is_outermost_rook(color, side, rook);
                let c = if !self.chess960 && outermost {
                    if side == 0 {
                        'k'
                    } else {
                        'q'
                    }
                } else {
                    (b'a' + rook.file()) as char
                };
                s.push(if color == Color::White {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
            }
        }
        if !any {
            s.push('-');
        }
        s.push(' ');
        match st.ep {
            Some(ep) => s.push_str(&ep.to_string()),
            None => s.push('-'),
        }
        let fullmove = self.fullmove0 as usize
            + (self.states.len() - 1 + usize::from(self.states_root_black())) / 2;
        // Written no higher than read: play from a FEN at the bounds must give FENs that read.
        s.push_str(&format!(
            " {} {}",
            u32::from(st.rule50).min(MAX_HALFMOVE),
            fullmove.min(MAX_FULLMOVE as usize)
        ));
        s
    }

    fn states_root_black(&self) -> bool {
        // The side to move at the root: flips with every ply.
        let plies = self.states.len() - 1;
        (self.side == Color::Black) != (plies % 2 == 1)
    }

    fn is_outermost_rook(&self, color: Color, side: usize, rook: Square) -> bool {
        let ksq = self.king_square(color);
        let rooks = self.pieces(color, Role::Rook) & Square::rank_set(ksq.rank());
        if side == 0 {
            rooks.into_iter().filter(|r| r.file() > ksq.file()).last() == Some(rook)
        } else {
            rooks.into_iter().find(|r| r.file() < ksq.file()) == Some(rook)
        }
    }
}

/// A FEN's board turned and colors swapped, the other side to move, no castling or en
/// passant rights: the same position for the other color (for symmetry tests).
#[cfg(test)]
pub(crate) fn color_flipped(fen: &str) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let board: Vec<String> = fields[0]
        .split('/')
        .rev()
        .map(|rank| {
            rank.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        })
        .collect();
    let side = if fields[1] == "w" { "b" } else { "w" };
    format!("{} {side} - - 0 1", board.join("/"))
}
