//! SFEN reading, validation and writing.
//!
//! `<board> <b|w> <hands|-> [move number]`: the first board row is rank `a` (gote's back
//! rank) from file 9 to file 1, sente upper case, `+` before a promoted piece; hands as counts
//! before letters (`2P`), written in the usual order (sente's `RBGSNLP`, then gote's). The move
//! number counts plies from 1 and is optional on input.
//!
//! Reading is two steps, as shakmaty splits them: the fields are parsed, then the position is
//! checked for what no game of shogi can reach (wrong piece counts, a missing king, two
//! unpromoted pawns of a side on a file, a piece that could never move, the side not to move
//! in check).

use crate::attacks::{KNIGHT_STRANDED, PAWN_STRANDED};
use crate::hand::Hand;
use crate::piece::{Piece, PieceType};
use crate::position::{Board, Shogi, StateInfo};
use crate::square::Square;
use crate::{GOTE, SENTE};
use gambit::board::counters::MAX_FULLMOVE;
use gambit::board::placement;
use gambit::history::StateStack;
use gambit::{Color, ColoredPiece, PieceKind, PlacementError};

/// Why an SFEN was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// Nothing to read.
    #[error("empty SFEN")]
    Empty,
    /// The board field is malformed.
    #[error("board: {0}")]
    Board(#[from] PlacementError),
    /// The side-to-move field is missing or not `b` or `w`.
    #[error("side to move: '{0}', expected b (sente) or w (gote)")]
    BadSide(String),
    /// The hands field is missing.
    #[error("missing hands field (use '-' for empty hands)")]
    MissingHands,
    /// The hands field is malformed: not `-`, nor counts and piece letters.
    #[error("hands: '{0}' is not '-' nor counts and letters of droppable pieces (e.g. 2Pb)")]
    BadHands(String),
    /// The move number is not a positive number in range.
    #[error("move number: '{0}' is not a number from 1 to 999999")]
    BadMoveNumber(String),
    /// More than four fields.
    #[error("unexpected extra field '{0}'")]
    ExtraField(String),
    /// More pieces of a kind (both sides, promoted ones and hands counted) than a set holds.
    #[error("{count} pieces of kind '{piece}' on the board and in hand, a set has {max}")]
    TooManyPieces {
        /// The (unpromoted) kind's letter.
        piece: char,
        /// How many there are.
        count: u32,
        /// The most a set holds.
        max: u32,
    },
    /// A side has no king, or more than one.
    #[error("{side} has {count} kings, expected one")]
    KingCount {
        /// `sente` or `gote`.
        side: &'static str,
        /// How many.
        count: u32,
    },
    /// Two unpromoted pawns of one side on a file (nifu).
    #[error("two unpromoted {side} pawns on file {file}")]
    TwoPawnsOnFile {
        /// `sente` or `gote`.
        side: &'static str,
        /// The file, 1-9.
        file: u8,
    },
    /// A pawn or lance on its last rank, or a knight on its last two: it could never move.
    #[error("'{piece}' on {square} could never move")]
    DeadPiece {
        /// The piece, as SFEN writes it.
        piece: String,
        /// The square.
        square: Square,
    },
    /// The side that is not to move is in check.
    #[error("the side not to move is in check")]
    OpponentInCheck,
}

/// `sente` or `gote`.
pub(crate) fn side_name(color: Color) -> &'static str {
    match color {
        SENTE => "sente",
        GOTE => "gote",
    }
}

fn cut(s: &str) -> String {
    s.chars().take(24).collect()
}

/// Reads the hands field into `hands`.
fn parse_hands(field: &str, hands: &mut gambit::ByColor<Hand>) -> Result<(), FenError> {
    if field == "-" {
        return Ok(());
    }
    let bad = || FenError::BadHands(cut(field));
    let mut chars = field.chars().peekable();
    if chars.peek().is_none() {
        return Err(bad());
    }
    while let Some(c) = chars.next() {
        let (count, letter) = if let Some(d) = c.to_digit(10) {
            if d == 0 {
                return Err(bad());
            }
            let mut n = d;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                n = n.saturating_mul(10).saturating_add(d);
                chars.next();
            }
            (n, chars.next().ok_or_else(bad)?)
        } else {
            (1, c)
        };
        let piece = Piece::from_letter(letter).ok_or_else(bad)?;
        if piece.kind() == PieceType::King {
            return Err(bad());
        }
        let hand = &mut hands[piece.color()];
        let total = hand.count(piece.kind()).saturating_add(count);
        // Far above any real count; the piece-count check names the real limit.
        if total > 200 {
            return Err(FenError::TooManyPieces {
                piece: piece.kind().letter(),
                count: total,
                max: piece.kind().set_count(),
            });
        }
        hand.set(piece.kind(), total);
    }
    Ok(())
}

fn validate(b: &Board) -> Result<(), FenError> {
    for color in Color::BOTH {
        let kings = b.pieces(color, PieceType::King).count();
        if kings != 1 {
            return Err(FenError::KingCount {
                side: side_name(color),
                count: kings,
            });
        }
    }
    for kind in PieceType::HAND {
        let promoted = if kind.can_promote() {
            b.kind_bits(kind.promote()).count()
        } else {
            0
        };
        let on_board = b.kind_bits(kind).count() + promoted;
        let in_hand = b.hands[SENTE].count(kind) + b.hands[GOTE].count(kind);
        let count = on_board + in_hand;
        if count > kind.set_count() {
            return Err(FenError::TooManyPieces {
                piece: kind.letter(),
                count,
                max: kind.set_count(),
            });
        }
    }
    for color in Color::BOTH {
        let pawns = b.pieces(color, PieceType::Pawn);
        for file in 0..9u8 {
            if (pawns & Square::file_set(file)).more_than_one() {
                return Err(FenError::TwoPawnsOnFile {
                    side: side_name(color),
                    file: 9 - file,
                });
            }
        }
        let last1 = PAWN_STRANDED[color];
        let last2 = KNIGHT_STRANDED[color];
        let dead = (b.pieces(color, PieceType::Pawn) | b.pieces(color, PieceType::Lance)) & last1
            | b.pieces(color, PieceType::Knight) & last2;
        if let Some(square) = dead.lowest() {
            return Err(FenError::DeadPiece {
                piece: b.piece_at(square).map(|p| p.sfen()).unwrap_or_default(),
                square,
            });
        }
    }
    let them = !b.stm;
    if b.attackers(b.king_square(them), b.stm).any() {
        return Err(FenError::OpponentInCheck);
    }
    Ok(())
}

/// Reads an SFEN. Never panics.
pub fn parse(sfen: &str) -> Result<Shogi, FenError> {
    let mut fields = sfen.split_whitespace();
    let board_field = fields.next().ok_or(FenError::Empty)?;
    let mut b = Board::empty();
    placement::read(board_field, |sq, pc: Piece| b.put(pc, sq))?;
    b.stm = match fields.next() {
        Some("b") => SENTE,
        Some("w") => GOTE,
        Some(other) => return Err(FenError::BadSide(cut(other))),
        None => return Err(FenError::BadSide(String::new())),
    };
    let hands = fields.next().ok_or(FenError::MissingHands)?;
    parse_hands(hands, &mut b.hands)?;
    let start_move = match fields.next() {
        Some(v) => v
            .parse::<u32>()
            .ok()
            .filter(|&n| (1..=MAX_FULLMOVE).contains(&n))
            .ok_or_else(|| FenError::BadMoveNumber(cut(v)))?,
        None => 1,
    };
    if let Some(extra) = fields.next() {
        return Err(FenError::ExtraField(cut(extra)));
    }
    validate(&b)?;
    let mut pos = Shogi {
        placement: b,
        start_move,
        states: StateStack::new(),
    };
    let key = pos.compute_key_from_scratch();
    let checkers = pos.compute_checkers();
    pos.states.set_root(StateInfo {
        key,
        plies: 0,
        checkers,
        captured: None,
        mv: crate::mv::Move::NULL,
        check_run: 0,
        repeat: Default::default(),
    });
    Ok(pos)
}

/// The hand kinds in the order records list them, rook first (SFEN's `RBGSNLP`, KIF's
/// `飛角金銀桂香歩`).
pub(crate) const HAND_ORDER: [PieceType; 7] = [
    PieceType::Rook,
    PieceType::Bishop,
    PieceType::Gold,
    PieceType::Silver,
    PieceType::Knight,
    PieceType::Lance,
    PieceType::Pawn,
];

/// The hands field: sente's pieces then gote's, each in the order `RBGSNLP`, `-` when both
/// hands are empty.
pub fn write_hands(b: &Board) -> String {
    hands_field(|color, kind| b.hands[color].count(kind))
}

/// The hands field of the hands `count` gives (how many of a kind a side holds).
pub(crate) fn hands_field(count: impl Fn(Color, PieceType) -> u32) -> String {
    let mut s = String::new();
    for color in Color::BOTH {
        for kind in HAND_ORDER {
            let n = count(color, kind);
            if n > 1 {
                s.push_str(&n.to_string());
            }
            if n > 0 {
                s.push(Piece::new(color, kind).letter());
            }
        }
    }
    if s.is_empty() {
        s.push('-');
    }
    s
}

/// Writes the full SFEN.
pub fn write(pos: &Shogi) -> String {
    format!(
        "{} {} {} {}",
        placement::write(|sq| pos.piece_at(sq)),
        if pos.stm == SENTE { 'b' } else { 'w' },
        write_hands(pos),
        // Written no higher than read: play from an SFEN at the bound gives SFENs that read.
        pos.move_number().min(MAX_FULLMOVE)
    )
}
