//! FEN reading, validation and writing (Pikafish convention).
//!
//! `<board> [w|r|b] [- -] [halfmove] [fullmove]`: the first board row is rank 9; red upper case.

use crate::attacks::PALACES;
use crate::notation::XiangqiNotation;
use crate::piece::{Piece, PieceType};
use crate::position::{StateInfo, Xiangqi};
use crate::square::Square;
use crate::{BLACK, RED};
use gambit::board::placement;
use gambit::{Color, ColoredPiece, PlacementError};

/// Why a FEN was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Nothing to read.
    #[error("empty FEN")]
    Empty,
    /// The board field is malformed.
    #[error("board: {0}")]
    Board(#[from] PlacementError),
    /// The side-to-move field is not `w`, `r` or `b`.
    #[error("side to move: '{0}', expected w or b")]
    BadSide(String),
    /// The castling or en-passant field is not `-`.
    #[error("{field}: '{value}', expected '-'")]
    BadPlaceholder {
        /// `castling` or `en passant`.
        field: &'static str,
        /// What was found.
        value: String,
    },
    /// A move counter is not a number, or beyond its bound (halfmove clock 9999, fullmove
    /// number 999999).
    #[error("{field}: '{value}' is not a number in range")]
    BadCounter {
        /// `halfmove clock` or `fullmove number`.
        field: &'static str,
        /// What was found.
        value: String,
    },
    /// More than six fields.
    #[error("unexpected extra field '{0}'")]
    ExtraField(String),
    /// A side has too many pieces of one kind.
    #[error("{count} '{piece}' pieces, at most {max} allowed")]
    TooManyPieces {
        /// The piece letter.
        piece: char,
        /// How many there are.
        count: u32,
        /// The maximum.
        max: u32,
    },
    /// A side has no king.
    #[error("{0:?} has no king")]
    MissingKing(Color),
    /// A piece stands where it can never be (king or advisor outside the palace, elephant off
    /// its seven points, pawn behind its start or on an illegal square of its own half).
    #[error("'{piece}' cannot stand on {square}")]
    PieceOffSquare {
        /// The piece letter.
        piece: char,
        /// The square.
        square: Square,
    },
    /// The side that is not to move is in check.
    #[error("the side not to move is in check")]
    OpponentInCheck,
}

/// `true` when `pc` may stand on `sq` in some legal game.
pub fn allowed_square(pc: Piece, sq: Square) -> bool {
    let c = pc.color();
    // Ranks counted from the piece's own side.
    let r = match c {
        RED => sq.rank(),
        BLACK => 9 - sq.rank(),
    };
    let f = sq.file();
    match pc.kind() {
        PieceType::King => PALACES.contains(sq) && r <= 2,
        PieceType::Advisor => matches!((f, r), (3, 0) | (5, 0) | (4, 1) | (3, 2) | (5, 2)),
        PieceType::Elephant => matches!(
            (f, r),
            (2, 0) | (6, 0) | (0, 2) | (4, 2) | (8, 2) | (2, 4) | (6, 4)
        ),
        PieceType::Pawn => r >= 5 || ((r == 3 || r == 4) && f % 2 == 0),
        PieceType::Horse | PieceType::Rook | PieceType::Cannon => true,
    }
}

use gambit::board::counters::{MAX_FULLMOVE, MAX_HALFMOVE};

fn parse_counter(field: &'static str, value: &str, max: u32) -> Result<u32, FenError> {
    value
        .parse::<u32>()
        .ok()
        .filter(|&n| n <= max)
        .ok_or_else(|| FenError::BadCounter {
            field,
            value: value.chars().take(20).collect(),
        })
}

fn validate(pos: &Xiangqi) -> Result<(), FenError> {
    for color in Color::BOTH {
        for kind in PieceType::ALL {
            let count = pos.pieces(color, kind).count();
            if count > kind.max_count() {
                return Err(FenError::TooManyPieces {
                    piece: Piece::new(color, kind).letter(),
                    count,
                    max: kind.max_count(),
                });
            }
        }
        if pos.pieces(color, PieceType::King).is_empty() {
            return Err(FenError::MissingKing(color));
        }
    }
    for sq in Square::all() {
        if let Some(pc) = pos.piece_at(sq) {
            if !allowed_square(pc, sq) {
                return Err(FenError::PieceOffSquare {
                    piece: pc.letter(),
                    square: sq,
                });
            }
        }
    }
    // Kings facing on an open file are a check on the side to move, which must resolve it
    // (pyffish and the UCI acceptance suite accept such positions); any other attack on the
    // side not to move is impossible.
    let them = !pos.stm;
    let our_king = pos.king_square(pos.stm);
    if pos
        .attackers(pos.king_square(them), pos.stm)
        .without(our_king)
        .any()
    {
        return Err(FenError::OpponentInCheck);
    }
    Ok(())
}

/// Reads a FEN. Never panics.
pub fn parse(fen: &str, notation: XiangqiNotation) -> Result<Xiangqi, FenError> {
    let mut fields = fen.split_whitespace();
    let board = fields.next().ok_or(FenError::Empty)?;
    let mut pos = Xiangqi::empty(notation);
    placement::read(board, |sq, pc| pos.put(pc, sq))?;
    pos.stm = match fields.next() {
        None | Some("w") | Some("r") | Some("W") | Some("R") => RED,
        Some("b") | Some("B") => BLACK,
        Some(other) => return Err(FenError::BadSide(other.chars().take(20).collect())),
    };
    let rest: Vec<&str> = fields.collect();
    // Optional "- -" placeholders, then optional counters.
    let mut i = 0;
    for field in ["castling", "en passant"] {
        match rest.get(i) {
            Some(&"-") => i += 1,
            Some(v) if v.parse::<u32>().is_ok() => break,
            Some(v) => {
                return Err(FenError::BadPlaceholder {
                    field,
                    value: v.chars().take(20).collect(),
                })
            }
            None => break,
        }
    }
    let halfmove = match rest.get(i) {
        Some(v) => parse_counter("halfmove clock", v, MAX_HALFMOVE)?,
        None => 0,
    };
    let fullmove = match rest.get(i + 1) {
        Some(v) => parse_counter("fullmove number", v, MAX_FULLMOVE)?.max(1),
        None => 1,
    };
    if let Some(extra) = rest.get(i + 2) {
        return Err(FenError::ExtraField(extra.chars().take(20).collect()));
    }
    validate(&pos)?;
    pos.start_fullmove = fullmove;
    pos.start_stm = pos.stm;
    let key = pos.compute_key_from_scratch();
    let checkers = pos.compute_checkers();
    pos.states.set_root(StateInfo {
        key,
        rule60: halfmove,
        checkers,
        captured: None,
        moved: None,
        mv: crate::mv::Move::NULL,
        check_run: 0,
        repeat: Default::default(),
    });
    Ok(pos)
}

/// Writes the full FEN.
pub fn write(pos: &Xiangqi) -> String {
    format!(
        "{} {} - - {} {}",
        placement::write(|sq| pos.piece_at(sq)),
        if pos.stm == RED { 'w' } else { 'b' },
        // Written no higher than read: play from a FEN at the bounds must give FENs that read.
        pos.st().rule60.min(MAX_HALFMOVE),
        pos.fullmove().min(MAX_FULLMOVE)
    )
}
