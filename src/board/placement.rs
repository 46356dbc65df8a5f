//! The board field of FEN and SFEN, read and written: ranks from the top down separated by
//! `/`, each rank from the left, a run of digits counting empty squares (several digits on
//! boards of ten or more files), a letter naming a piece (upper case for the first side) and
//! `+` before the letter of a piece that stands promoted (shogi). A game's reader hands each
//! piece to a closure and keeps its other fields to itself.

use super::geometry::{Geometry, Square};
use super::piece::{ColoredPiece, PieceKind};
use core::fmt::Write;

/// Why a board field was refused. Ranks are named as the board names them (chess `1`-`8`,
/// xiangqi `0`-`9`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlacementError {
    /// Not as many ranks as the board has.
    #[error("expected {expected} ranks separated by '/', found {found}")]
    RankCount {
        /// Ranks found.
        found: usize,
        /// Ranks of the board.
        expected: usize,
    },
    /// A rank that does not describe exactly the board's files (reported as soon as it
    /// describes too many).
    #[error("rank {rank} describes {squares} squares instead of {expected}")]
    RankLength {
        /// The rank's name.
        rank: String,
        /// Squares described up to the error.
        squares: usize,
        /// Files of the board.
        expected: usize,
    },
    /// A character that is no piece letter, no count of empty squares (a count cannot start
    /// with `0`) and no `+` before a piece letter.
    #[error("rank {rank}: '{ch}' is neither a piece letter nor a count of empty squares")]
    BadChar {
        /// The character.
        ch: char,
        /// The rank's name.
        rank: String,
    },
    /// `~` after a piece, in a game that marks no pieces that way.
    #[error("rank {rank}: '~' marks a promoted piece, which this game does not")]
    Mark {
        /// The rank's name.
        rank: String,
    },
    /// `+` before a piece that has no promoted form.
    #[error("rank {rank}: '{ch}' cannot stand promoted ('+{ch}')")]
    NotPromotable {
        /// The letter after the `+`.
        ch: char,
        /// The rank's name.
        rank: String,
    },
}

/// Reads a board field, calling `put` with each piece and its square (top rank first, each
/// rank from the left). On error some pieces may already have been put.
pub fn read<G: Geometry, P: ColoredPiece>(
    field: &str,
    mut put: impl FnMut(Square<G>, P),
) -> Result<(), PlacementError> {
    read_with(
        field,
        false,
        |letter, promoted| {
            let base = P::from_letter(letter)?;
            if promoted {
                Some(P::new(base.color(), base.kind().promoted()?))
            } else {
                Some(base)
            }
        },
        |sq, piece, _| put(sq, piece),
    )
}

/// Reads a board field in a vocabulary the game gives by closure (a described variant's
/// letters): `piece(letter, promoted)` is the piece `letter` names, standing promoted when
/// written after a `+`, or `None` when there is no such piece. Where `marks` holds, a `~` may
/// follow a piece (crazyhouse's mark of a promoted piece); `put` gets each piece, its square
/// and whether it was marked. On error some pieces may already have been put.
pub fn read_with<G: Geometry, P>(
    field: &str,
    marks: bool,
    piece: impl Fn(char, bool) -> Option<P>,
    mut put: impl FnMut(Square<G>, P, bool),
) -> Result<(), PlacementError> {
    let found = field.split('/').count();
    if found != G::RANKS as usize {
        return Err(PlacementError::RankCount {
            found,
            expected: G::RANKS as usize,
        });
    }
    let files = G::FILES as usize;
    for (row, text) in field.split('/').enumerate() {
        let rank = G::RANKS - 1 - row as u8;
        let rank_name = || G::NAMES.rank_name::<G>(rank);
        let bad = |ch| PlacementError::BadChar {
            ch,
            rank: rank_name(),
        };
        let too_long = |squares| PlacementError::RankLength {
            rank: rank_name(),
            squares,
            expected: files,
        };
        let mut file = 0usize;
        let mut chars = text.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(digit) = c.to_digit(10) {
                if digit == 0 {
                    return Err(bad(c));
                }
                let mut run = digit as usize;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                    run = run.saturating_mul(10).saturating_add(d as usize);
                    chars.next();
                }
                file = file.saturating_add(run);
                if file > files {
                    return Err(too_long(file));
                }
                continue;
            }
            let letter_piece = |letter: char, promoted| {
                Some(letter)
                    .filter(char::is_ascii_alphabetic)
                    .and_then(|l| piece(l, promoted))
            };
            let found = if c == '+' {
                let letter = chars.next().filter(|c| !c.is_ascii_digit()).ok_or(bad(c))?;
                match letter_piece(letter, true) {
                    Some(p) => p,
                    None if letter_piece(letter, false).is_some() => {
                        return Err(PlacementError::NotPromotable {
                            ch: letter,
                            rank: rank_name(),
                        })
                    }
                    None => return Err(bad(letter)),
                }
            } else {
                letter_piece(c, false).ok_or_else(|| bad(c))?
            };
            if file == files {
                return Err(too_long(file + 1));
            }
            let marked = chars.next_if_eq(&'~').is_some();
            if marked && !marks {
                return Err(PlacementError::Mark { rank: rank_name() });
            }
            put(Square::new(file as u8, rank), found, marked);
            file += 1;
        }
        if file != files {
            return Err(PlacementError::RankLength {
                rank: rank_name(),
                squares: file,
                expected: files,
            });
        }
    }
    Ok(())
}

/// Writes the board field of the board whose pieces `piece_on` tells.
pub fn write<G: Geometry, P: ColoredPiece>(piece_on: impl Fn(Square<G>) -> Option<P>) -> String {
    write_with::<G>(|sq, out| {
        let Some(piece) = piece_on(sq) else {
            return false;
        };
        match piece.kind().unpromoted() {
            Some(base) => {
                out.push('+');
                out.push(P::new(piece.color(), base).letter());
            }
            None => out.push(piece.letter()),
        }
        true
    })
}

/// Writes a board field in a vocabulary the game writes itself: `text_on(square, out)`
/// appends the text of the piece on `square` (`+` and a mark included) and returns `true`,
/// or returns `false` for an empty square.
pub fn write_with<G: Geometry>(mut text_on: impl FnMut(Square<G>, &mut String) -> bool) -> String {
    let mut out = String::with_capacity(Square::<G>::SQUARES + G::RANKS as usize);
    for rank in (0..G::RANKS).rev() {
        let mut empty = 0u32;
        for file in 0..G::FILES {
            let at = out.len();
            if !text_on(Square::new(file, rank), &mut out) {
                empty += 1;
                continue;
            }
            if empty > 0 {
                // The count of the empty squares before the piece goes before its text.
                out.insert_str(at, &empty.to_string());
                empty = 0;
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::test_boards::TwelveByThree as Wide;
    use crate::square::Color;

    /// Pieces of a 12-file board, with a promotable pawn: what chess and xiangqi never
    /// write.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    enum Kind {
        Pawn,
        Tokin,
        King,
    }
    impl PieceKind for Kind {
        const ALL: &'static [Kind] = &[Kind::Pawn, Kind::Tokin, Kind::King];
        const LETTERS: &'static [char] = &['P', 'P', 'K'];
        const SYNONYMS: &'static [(char, Kind)] = &[('G', Kind::King)];
        fn index(self) -> usize {
            self as usize
        }
        fn promoted(self) -> Option<Kind> {
            (self == Kind::Pawn).then_some(Kind::Tokin)
        }
        fn unpromoted(self) -> Option<Kind> {
            (self == Kind::Tokin).then_some(Kind::Pawn)
        }
    }
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    struct Piece(Color, Kind);
    impl ColoredPiece for Piece {
        type Kind = Kind;
        fn new(color: Color, kind: Kind) -> Piece {
            Piece(color, kind)
        }
        fn color(self) -> Color {
            self.0
        }
        fn kind(self) -> Kind {
            self.1
        }
    }

    fn read_all(field: &str) -> Result<Vec<Option<Piece>>, PlacementError> {
        let mut board = vec![None; 36];
        read::<Wide, Piece>(field, |sq, p| board[sq.idx()] = Some(p))?;
        Ok(board)
    }

    #[test]
    fn multi_digit_runs_and_promoted_pieces_round_trip() {
        let field = "k10+P/12/+p3G7";
        let board = read_all(field).unwrap();
        assert_eq!(board[24], Some(Piece(Color::Black, Kind::King)));
        assert_eq!(board[35], Some(Piece(Color::White, Kind::Tokin)));
        assert_eq!(board[0], Some(Piece(Color::Black, Kind::Tokin)));
        assert_eq!(board[4], Some(Piece(Color::White, Kind::King)));
        let written = write::<Wide, Piece>(|sq| board[sq.idx()]);
        assert_eq!(written, "k10+P/12/+p3K7");
    }

    #[test]
    fn precise_errors() {
        use PlacementError::*;
        let rank = |r: &str| r.to_string();
        assert_eq!(
            read_all("12/12"),
            Err(RankCount {
                found: 2,
                expected: 3
            })
        );
        assert_eq!(
            read_all("12/11/12"),
            Err(RankLength {
                rank: rank("2"),
                squares: 11,
                expected: 12
            })
        );
        assert_eq!(
            read_all("12/12/13"),
            Err(RankLength {
                rank: rank("1"),
                squares: 13,
                expected: 12
            })
        );
        assert_eq!(
            read_all("12/12/12k"),
            Err(RankLength {
                rank: rank("1"),
                squares: 13,
                expected: 12
            })
        );
        assert_eq!(
            read_all("12/x11/12"),
            Err(BadChar {
                ch: 'x',
                rank: rank("2")
            })
        );
        assert_eq!(
            read_all("012/12/12"),
            Err(BadChar {
                ch: '0',
                rank: rank("3")
            })
        );
        assert_eq!(
            read_all("11+/12/12"),
            Err(BadChar {
                ch: '+',
                rank: rank("3")
            })
        );
        assert_eq!(
            read_all("11+K/12/12"),
            Err(NotPromotable {
                ch: 'K',
                rank: rank("3")
            })
        );
        assert!(read_all("99999999999999999999999/12/12").is_err());
    }
}
