//! FEN in Fairy-Stockfish's conventions: the board (`+X` for a shogi-style promoted piece,
//! `X~` for a piece promoted chess-style), pockets in `[...]` for variants with drops, then
//! side to move, castling (`KQkq`, or rook files), en passant, halfmove clock and move
//! number. Reading is lenient where Fairy-Stockfish is (the fields after the side may be
//! missing, as in minishogi's `rbsgk/4p/5/P4/KGSBR[-] w 0 1`); what cannot describe a game
//! of the variant is refused with [`FenError`].

use super::board::Board;
use super::position::{Position, State, NO_SQUARE};
use super::tables::{code_color, code_kind, Bits, HAND_COUNTS};
use super::variant::Variant;
use crate::board::counters::{MAX_FULLMOVE, MAX_HALFMOVE};
use crate::board::placement::{self, PlacementError};
use crate::board::{Geometry, Square};
use crate::history::StateStack;
use crate::square::BoardSquare;
use crate::square::Color;
use crate::square_set::SquareSet;

/// Why a FEN was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The FEN is empty.
    #[error("empty FEN")]
    Empty,
    /// The board field is malformed: the wrong shape, or a letter that names no piece of the
    /// variant.
    #[error("{variant}: {source}")]
    Board {
        /// The variant.
        variant: &'static str,
        /// What is wrong with the field.
        source: PlacementError,
    },
    /// Pockets in a variant without drops, or a malformed pocket.
    #[error("{variant}: {why}")]
    Pockets {
        /// The variant.
        variant: &'static str,
        /// What is wrong.
        why: String,
    },
    /// The side to move is not `w` or `b`.
    #[error("side to move '{0}': expected 'w' or 'b'")]
    Side(String),
    /// A castling field that does not fit the board.
    #[error("castling field '{0}': {1}")]
    Castling(String, String),
    /// An en passant field that names no square a pawn just passed.
    #[error("en passant field '{0}' is not a possible en passant square")]
    EnPassant(String),
    /// A counter that is not a number.
    #[error("{field} '{text}' is not a number")]
    Counter {
        /// Which counter.
        field: &'static str,
        /// The text.
        text: String,
    },
    /// Check counts that are not two digits within the check limit.
    #[error(
        "{variant}: check counts '{text}': the checks each side has still to give, `W+B`, each \
         0 to {limit} (lichess's checks given after the move number: `+W+B`)"
    )]
    Checks {
        /// The variant.
        variant: &'static str,
        /// The field.
        text: String,
        /// The check limit.
        limit: u8,
    },
    /// Something after the last field.
    #[error("unexpected text after the FEN: '{0}'")]
    Trailing(String),
    /// The position cannot occur in a game of the variant.
    #[error("{variant}: {why}")]
    Impossible {
        /// The variant.
        variant: &'static str,
        /// Why.
        why: String,
    },
}

/// `W+B`, two counts of at most `max` (single digits, as Fairy-Stockfish reads them).
fn check_counts(text: &str, max: u8) -> Option<[u8; 2]> {
    let (w, b) = text.split_once('+')?;
    let digit = |s: &str| match s.as_bytes() {
        [d @ b'0'..=b'9'] if d - b'0' <= max => Some(d - b'0'),
        _ => None,
    };
    Some([digit(w)?, digit(b)?])
}

fn impossible<V: Variant>(why: impl Into<String>) -> FenError {
    FenError::Impossible {
        variant: V::NAME,
        why: why.into(),
    }
}

/// The kind a letter names (`promoted` for `+X`).
fn kind_of<V: Variant>(ch: char, promoted: bool) -> Option<u8> {
    let upper = ch.to_ascii_uppercase();
    V::PIECES
        .iter()
        .position(|d| d.letter == upper && d.promoted == promoted)
        .map(|k| k as u8)
}

impl<V: Variant> Position<V> {
    /// Reads a FEN of variant `V`.
    pub fn from_fen_text(fen: &str, chess960: bool) -> Result<Self, FenError> {
        let t = V::tables();
        let fen = fen.trim();
        if fen.is_empty() {
            return Err(FenError::Empty);
        }
        let (board_text, rest) = fen.split_once(char::is_whitespace).unwrap_or((fen, ""));
        let (placement, pockets) = match board_text.find('[') {
            Some(i) => {
                let inner =
                    board_text[i + 1..]
                        .strip_suffix(']')
                        .ok_or_else(|| FenError::Pockets {
                            variant: V::NAME,
                            why: "a pocket '[' without its closing ']'".into(),
                        })?;
                (&board_text[..i], Some(inner))
            }
            None => (board_text, None),
        };
        let mut board = Board::<V>::empty();
        let marks = V::MARKS_PROMOTED;
        placement::read_with::<V::Board, (Color, u8)>(
            placement,
            marks,
            |letter, promoted| {
                let color = if letter.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                Some((color, kind_of::<V>(letter, promoted)?))
            },
            |sq, (color, kind), marked| {
                board.put(color, kind, sq.index());
                if marked {
                    board.promoted |= Bits::<V>::single(sq.index());
                }
            },
        )
        .map_err(|source| FenError::Board {
            variant: V::NAME,
            source,
        })?;
        if let Some(pockets) = pockets {
            if !V::HANDS {
                return Err(FenError::Pockets {
                    variant: V::NAME,
                    why: "pockets in a variant without drops or gating".into(),
                });
            }
            for c in pockets.chars().filter(|&c| c != '-') {
                let in_order =
                    V::POCKET_ORDER.is_some_and(|order| order.contains(c.to_ascii_uppercase()));
                let kind = kind_of::<V>(c, false)
                    .filter(|&k| {
                        c.is_ascii_alphabetic()
                            && in_order
                            && !t.promoted_form[k as usize]
                            && Some(k) != t.royal
                    })
                    .ok_or_else(|| FenError::Pockets {
                        variant: V::NAME,
                        why: format!("'{c}' cannot be in a pocket"),
                    })?;
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                if board.hands[color].count(kind) as usize + 1 >= HAND_COUNTS {
                    return Err(FenError::Pockets {
                        variant: V::NAME,
                        why: "too many pieces in a pocket".into(),
                    });
                }
                board.hands[color].add(kind);
            }
        }

        let mut fields = rest.split_whitespace().peekable();
        let side = match fields.next() {
            None | Some("w") => Color::White,
            Some("b") => Color::Black,
            Some(other) => return Err(FenError::Side(other.to_string())),
        };
        board.side = side;
        let numeric = |s: &&str| s.chars().all(|c| c.is_ascii_digit());
        let castling_text = match fields.peek() {
            Some(s) if !numeric(s) => fields.next().unwrap_or("-"),
            _ => "-",
        };
        let ep_text = match fields.peek() {
            Some(s) if !numeric(s) => fields.next().unwrap_or("-"),
            _ => "-",
        };
        // The check limit's counters: the checks each side has still to give, `3+3`; absent,
        // none given yet (python-chess's reading; Fairy-Stockfish assumes `1+1`).
        let limit = V::RULES.ends.check_limit;
        let mut checks = [limit; 2];
        let bad_checks = |text: &str| FenError::Checks {
            variant: V::NAME,
            text: text.to_string(),
            limit,
        };
        if limit != 0 {
            if let Some(&text) = fields.peek().filter(|s| s.contains('+')) {
                checks = check_counts(text, limit).ok_or_else(|| bad_checks(text))?;
                fields.next();
            }
        }
        let mut numbers = Vec::new();
        while let Some(s) = fields.peek() {
            if !numeric(s) || numbers.len() == 3 {
                break;
            }
            numbers.push(fields.next().unwrap_or("0"));
        }
        let number = |field: &'static str, text: &str, max: u32| {
            text.parse::<u32>()
                .ok()
                .filter(|&n| n <= max)
                .ok_or_else(|| FenError::Counter {
                    field,
                    text: text.to_string(),
                })
        };
        // Makruk's FEN writes a running count as `<limit> <count>` where en passant and the
        // halfmove clock stand.
        let counting = V::RULES.ends.counting != super::variant::Counting::None;
        let half = |h| number("halfmove clock", h, MAX_HALFMOVE);
        let full = |f| number("move number", f, MAX_FULLMOVE);
        let (counting_limit, mut rule50, fullmove) = match numbers.as_slice() {
            [] => (0, 0, 1),
            [h] => (0, half(h)?, 1),
            [h, f] => (0, half(h)?, full(f)?),
            [l, h, f] if counting && ep_text == "-" => (
                number("counting limit", l, MAX_HALFMOVE)?,
                half(h)?,
                full(f)?,
            ),
            _ => return Err(FenError::Trailing(numbers.join(" "))),
        };
        let fullmove = fullmove.max(1);
        let counting_ply = if counting_limit != 0 {
            core::mem::take(&mut rule50)
        } else {
            0
        };
        // Lichess writes the checks given, `+1+2`, after the move number.
        if limit != 0 {
            if let Some(&text) = fields.peek().filter(|s| s.starts_with('+')) {
                let given = check_counts(&text[1..], limit).ok_or_else(|| bad_checks(text))?;
                checks = given.map(|n| limit - n);
                fields.next();
            }
        }
        let trailing: Vec<&str> = fields.collect();
        if !trailing.is_empty() {
            return Err(FenError::Trailing(trailing.join(" ")));
        }

        let mut pos = Position {
            board,
            states: StateStack::new(),
            t,
            castle_rooks: [NO_SQUARE; 4],
            chess960,
            start_ply: 2 * (fullmove as usize - 1) + side.index(),
        };
        let (castling, gates) = pos.read_castling(castling_text)?;
        pos.validate()?;
        let ep = pos.read_ep(ep_text)?;
        let mut key = pos.board.material_key(t) ^ t.castle_key[castling as usize];
        key ^= pos.checks_key(checks) ^ pos.gates_key(gates);
        if ep != NO_SQUARE {
            key ^= t.ep_key[ep as usize];
        }
        let counting = (
            counting_limit.min(u16::MAX as u32) as u16,
            counting_ply.min(u16::MAX as u32) as u16,
        );
        let root = State::unmoved(key, rule50, castling, ep, checks, gates, counting);
        pos.states.set_root(root);
        let checkers = pos.compute_checkers();
        let mut root = *pos.st();
        root.checkers = checkers;
        root.facing = V::RULES.bikjang && pos.kings_face();
        pos.states.set_root(root);
        Ok(pos)
    }

    /// Reads the castling field into rights, setting the castling rooks, and with gating
    /// the open gates: a right opens the king's gate and its rook's, any other file letter
    /// the gate of that file (where a piece of the side stands on it), and a side with an
    /// empty hand has none.
    fn read_castling(&mut self, text: &str) -> Result<(u8, [u16; 2]), FenError> {
        if text == "-" {
            return Ok((0, [0; 2]));
        }
        if V::RULES.gating.is_none() {
            return Ok((self.read_rights(text)?, [0; 2]));
        }
        let t = self.t;
        let files = V::Board::FILES as u32;
        let rights_text: String = text
            .chars()
            .filter(|c| matches!(c, 'K' | 'Q' | 'k' | 'q'))
            .collect();
        let rights = if rights_text.is_empty() {
            0
        } else {
            self.read_rights(&rights_text)?
        };
        let mut gates = [0u16; 2];
        let mut open = |color: Color, file: u32, pos: &Self| {
            let sq = t.back_rank[color.index()] * files + file;
            let c = pos.board.code_on(sq);
            if c != 0 && code_color(c) == color {
                gates[color.index()] |= 1 << file;
            }
        };
        for i in 0..4 {
            if rights >> i & 1 == 1 {
                let color = if i < 2 { Color::White } else { Color::Black };
                if let Some(k) = self.board.royal_square(t, color) {
                    open(color, k % files, self);
                }
                open(color, self.castle_rooks[i] as u32 % files, self);
            }
        }
        for c in text.chars().filter(|c| !matches!(c, 'K' | 'Q' | 'k' | 'q')) {
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let file = (c.to_ascii_lowercase() as u32).wrapping_sub('a' as u32);
            if !c.is_ascii_alphabetic() || file >= files {
                return Err(FenError::Castling(
                    text.to_string(),
                    format!("'{c}' is no castling right or gate"),
                ));
            }
            open(color, file, self);
        }
        for color in Color::BOTH {
            if self.board.hands[color].is_empty() {
                gates[color.index()] = 0;
            }
        }
        Ok((rights, gates))
    }

    /// Reads castling rights (`KQkq`, or rook files), setting the castling rooks.
    fn read_rights(&mut self, text: &str) -> Result<u8, FenError> {
        let bad = |why: &str| FenError::Castling(text.to_string(), why.to_string());
        if V::RULES.castling.is_none() {
            return Err(bad("the variant has no castling"));
        }
        let t = self.t;
        let files = t.files.len() as u32;
        let royal = t.royal.ok_or_else(|| bad("no king to castle"))?;
        let mut rights = 0u8;
        for c in text.chars() {
            let color = if c.is_ascii_uppercase() {
                Color::White
            } else {
                Color::Black
            };
            let rank = t.back_rank[color.index()];
            let king = self
                .board
                .pieces(color, royal)
                .indices()
                .find(|&s| s / files == rank)
                .ok_or_else(|| bad("the king is not on its back rank"))?;
            let kf = king % files;
            let rooks: Vec<u32> = (0..files)
                .filter(|&f| {
                    let c = self.board.code_on(rank * files + f);
                    c != 0
                        && code_color(c) == color
                        && Some(code_kind(c)) != t.pawn
                        && code_kind(c) != royal
                        && V::PIECES[code_kind(c) as usize].letter == 'R'
                })
                .collect();
            let rook_file = match c.to_ascii_lowercase() {
                'k' => rooks.iter().copied().filter(|&f| f > kf).max(),
                'q' => rooks.iter().copied().filter(|&f| f < kf).min(),
                f @ 'a'..='z' if ((f as u8 - b'a') as u32) < files => {
                    Some((f as u8 - b'a') as u32).filter(|f| rooks.contains(f))
                }
                _ => return Err(bad(&format!("'{c}' is no castling right"))),
            }
            .ok_or_else(|| bad(&format!("no rook for '{c}'")))?;
            let side = usize::from(rook_file < kf);
            let i = 2 * color.index() + side;
            rights |= 1 << i;
            self.castle_rooks[i] = (rank * files + rook_file) as u8;
        }
        Ok(rights)
    }

    /// Reads the en passant field: kept only when a pawn of the side to move can capture
    /// there, as the key and repetitions need.
    fn read_ep(&self, text: &str) -> Result<u8, FenError> {
        if text == "-" {
            return Ok(NO_SQUARE);
        }
        let bad = || FenError::EnPassant(text.to_string());
        let sq: Square<V::Board> = V::Board::NAMES.parse(text).map_err(|_| bad())?;
        let t = self.t;
        let (Some(pawn), true) = (t.pawn, V::RULES.en_passant) else {
            return Err(bad());
        };
        let us = self.board.side;
        let them = us.flip();
        let s = sq.to_u8() as u32;
        // The pawn that stepped twice stands beyond the square, and its start square (as far
        // behind the square as the pawn is beyond it, from a double-step rank) is empty.
        let victim = Self::ep_victim(us, s);
        let start = Self::ep_victim(them, s);
        let on_board = |x: u32| (x as usize) < t.squares;
        if !on_board(victim)
            || !on_board(start)
            || self.board.code_on(victim) != super::tables::code(them, pawn)
            || self.board.code_on(s) != 0
            || self.board.code_on(start) != 0
            || !t.double_step[them.index()].contains(start)
        {
            return Err(bad());
        }
        if (self.board.pieces(us, pawn) & t.leap_capture_rev(us, pawn, s)).is_empty() {
            return Ok(NO_SQUARE);
        }
        Ok(s as u8)
    }

    /// Refuses boards no game of the variant reaches.
    fn validate(&self) -> Result<(), FenError> {
        let t = self.t;
        let b = &self.board;
        if let Some(royal) = t.royal {
            // Where losing every piece ends the game (horde), a side may have no king, and
            // where kings explode (atomic), a finished game has one side without.
            let kingless = V::RULES.blast_on_capture
                || V::RULES.ends.extinction.is_some_and(|x| x.pieces_left == 0);
            for color in Color::BOTH {
                let n = b.pieces(color, royal).popcount();
                if n > 1 || n == 0 && !kingless {
                    return Err(impossible::<V>(format!(
                        "{} has {n} kings, not {}",
                        if color == Color::White {
                            "white"
                        } else {
                            "black"
                        },
                        if kingless { "one or none" } else { "one" }
                    )));
                }
            }
        }
        for color in Color::BOTH {
            for kind in 0..t.kinds as u8 {
                let on = b.pieces(color, kind);
                if Some(kind) == t.pawn && (on & t.forced_zone[color.index()]).any() {
                    return Err(impossible::<V>("a pawn stands where it must have promoted"));
                }
                if (on & t.dead[color.index()][kind as usize]).any() {
                    return Err(impossible::<V>(format!(
                        "a '{}' stands where it could never move",
                        t.letter[kind as usize]
                    )));
                }
            }
        }
        // A hand holds at most HAND_COUNTS - 1 of a kind: the pieces of the game bound it.
        let in_hands: u32 = Color::BOTH
            .iter()
            .flat_map(|&c| (0..t.kinds as u8).map(move |k| b.hand(c, k) as u32))
            .sum();
        if in_hands > 0 && b.occupied().popcount() + in_hands >= HAND_COUNTS as u32 {
            return Err(FenError::Pockets {
                variant: V::NAME,
                why: format!(
                    "more than {} pieces on the board and in the pockets",
                    HAND_COUNTS - 1
                ),
            });
        }
        // Atomic: kings side by side are not in check, and once a king has exploded the
        // game is over whatever else stands attacked.
        let exempt = V::RULES.blast_on_capture
            && b.royal_square(t, b.side)
                .is_none_or(|k| self.kings_touch(k));
        // Janggi: a side whose king faces the other may pass even in check, so the other
        // side may be to move with that king attacked (after such a pass the kings have
        // faced two plies in a row: the game is over).
        let exempt = exempt || (V::RULES.bikjang && self.kings_face());
        if self.royal_attacked(b.side.flip()) && !exempt {
            return Err(impossible::<V>("the side not to move is in check"));
        }
        Ok(())
    }

    /// The position as FEN.
    pub fn fen_text(&self) -> String {
        let t = self.t;
        let b = &self.board;
        let mut out = placement::write_with::<V::Board>(|sq, out| {
            let c = b.code_on(sq.index());
            if c == 0 {
                return false;
            }
            let kind = code_kind(c) as usize;
            if t.promoted_form[kind] {
                out.push('+');
            }
            let l = t.letter[kind];
            out.push(if code_color(c) == Color::White {
                l
            } else {
                l.to_ascii_lowercase()
            });
            if b.promoted.contains(sq.index()) {
                out.push('~');
            }
            true
        });
        if let Some(order) = V::POCKET_ORDER {
            out.push('[');
            for color in Color::BOTH {
                for l in order.chars() {
                    if let Some(kind) = kind_of::<V>(l, false) {
                        for _ in 0..b.hand(color, kind) {
                            out.push(if color == Color::White {
                                l
                            } else {
                                l.to_ascii_lowercase()
                            });
                        }
                    }
                }
            }
            out.push(']');
        }
        let st = self.st();
        out.push_str(if b.side == Color::White { " w " } else { " b " });
        let field_start = out.len();
        for i in 0..4 {
            if st.castling >> i & 1 == 1 {
                let color = if i < 2 { Color::White } else { Color::Black };
                let rook = self.castle_rooks[i] as u32;
                // With gating, file letters are gates: rights are always `K` and `Q`.
                let files_for_rights =
                    V::RULES.gating.is_none() && (self.chess960 || !self.outermost(color, rook));
                let c = if files_for_rights {
                    (b'a' + (rook % V::Board::FILES as u32) as u8) as char
                } else if i % 2 == 0 {
                    'k'
                } else {
                    'q'
                };
                out.push(if color == Color::White {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
            }
            // With gating, after a side's rights, its other open gates by file.
            if i % 2 == 1 && V::RULES.gating.is_some() {
                let color = if i < 2 { Color::White } else { Color::Black };
                self.write_gates(color, &mut out);
            }
        }
        if out.len() == field_start {
            out.push('-');
        }
        out.push(' ');
        // Written no higher than read, so that play from a FEN at the bounds gives FENs that
        // read.
        let fullmove =
            (1 + (self.start_ply() + self.states.len() - 1) / 2).min(MAX_FULLMOVE as usize);
        if st.counting_limit != 0 {
            out.push_str(&format!(
                "{} {} {fullmove}",
                st.counting_limit, st.counting_ply
            ));
            return out;
        }
        if st.ep == NO_SQUARE {
            out.push('-');
        } else {
            out.push_str(&Square::<V::Board>::from_u8(st.ep).to_string());
        }
        if V::RULES.ends.check_limit != 0 {
            out.push_str(&format!(" {}+{}", st.checks[0], st.checks[1]));
        }
        out.push_str(&format!(" {} {}", st.rule50.min(MAX_HALFMOVE), fullmove));
        out
    }

    /// The files of `color`'s open gates that its castling rights do not imply, in file
    /// order: `BCDFG` at seirawan's start, with `KQ` before them.
    fn write_gates(&self, color: Color, out: &mut String) {
        let t = self.t;
        let files = V::Board::FILES as u32;
        let st = self.st();
        let mut implied = 0u16;
        for side in 0..2 {
            let i = 2 * color.index() + side;
            if st.castling >> i & 1 == 1 {
                implied |= 1 << (self.castle_rooks[i] as u32 % files);
                if let Some(k) = self.board.royal_square(t, color) {
                    implied |= 1 << (k % files);
                }
            }
        }
        let rest = st.gates[color.index()] & !implied;
        for f in 0..files {
            if rest >> f & 1 == 1 {
                let c = (b'a' + f as u8) as char;
                out.push(if color == Color::White {
                    c.to_ascii_uppercase()
                } else {
                    c
                });
            }
        }
    }

    /// `true` when `rook` is the outermost rook of `color` on its side of the king.
    fn outermost(&self, color: Color, rook: u32) -> bool {
        let t = self.t;
        let files = t.files.len() as u32;
        let rank = rook / files;
        let Some(king) = self.board.royal_square(t, color) else {
            return false;
        };
        let rc = self.board.code_on(rook);
        let beyond: Vec<u32> = if rook % files > king % files {
            (rook % files + 1..files).collect()
        } else {
            (0..rook % files).collect()
        };
        !beyond
            .iter()
            .any(|&f| self.board.code_on(rank * files + f) == rc)
    }

    /// The ply of the setup position, from its move number and side.
    pub(crate) fn start_ply(&self) -> usize {
        self.start_ply
    }
}
