//! The kernel's move: 32 bits holding the origin (a square, or the kind of a drop), the
//! destination, what kind of move it is and the piece a promotion or drop puts down. Written
//! as Fairy-Stockfish's UCI writes it: `e2e4`, `e7e8q`, `a9a10`, `c4c5+` (shogi-style
//! promotion), `P@e4` (a drop); castling as the king's move (`e1g1`, capablanca `f1i1`).

use super::variant::Variant;
use crate::board::{Geometry, MoveText, Square};
use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

/// What a move does besides moving one piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    /// A move or capture.
    Normal = 0,
    /// A pawn promoting chess-style to [`Move::piece`].
    Promotion = 1,
    /// A shogi-style promotion (`+`).
    ShogiPromotion = 2,
    /// A drop of [`Move::piece`] from the hand.
    Drop = 3,
    /// Castling: the king from [`Move::from`] with the rook on [`Move::to`].
    Castling = 4,
    /// An en passant capture.
    EnPassant = 5,
    /// A pass (janggi): the royal piece on [`Move::from`] stays (`to == from`).
    Pass = 6,
}

/// A move of variant `V`. `Move::default()` is the null move, never legal.
pub struct Move<V>(u32, PhantomData<fn() -> V>);

impl<V> Move<V> {
    const fn raw(bits: u32) -> Self {
        Move(bits, PhantomData)
    }
    /// A move of `kind` from `from` to `to`; `piece` is the promotion or drop kind (0 when
    /// none).
    #[inline(always)]
    pub const fn new(kind: MoveKind, from: u32, to: u32, piece: u8) -> Self {
        Move::raw(to | from << 8 | (kind as u32) << 16 | (piece as u32) << 20)
    }
    /// A drop of `piece` on `to`.
    #[inline(always)]
    pub const fn drop(piece: u8, to: u32) -> Self {
        Move::new(MoveKind::Drop, 0, to, piece)
    }
    /// The destination index (for castling, the rook's square).
    #[inline(always)]
    pub const fn to(self) -> u32 {
        self.0 & 0xff
    }
    /// The origin index (0 for a drop).
    #[inline(always)]
    pub const fn from(self) -> u32 {
        (self.0 >> 8) & 0xff
    }
    /// The move's kind.
    #[inline(always)]
    pub const fn kind(self) -> MoveKind {
        match (self.0 >> 16) & 0xf {
            1 => MoveKind::Promotion,
            2 => MoveKind::ShogiPromotion,
            3 => MoveKind::Drop,
            4 => MoveKind::Castling,
            5 => MoveKind::EnPassant,
            6 => MoveKind::Pass,
            _ => MoveKind::Normal,
        }
    }
    /// The kind a promotion becomes or a drop puts down.
    #[inline(always)]
    pub const fn piece(self) -> u8 {
        ((self.0 >> 20) & 0xf) as u8
    }
    /// The move with a piece of `kind` gated in (seirawan): put on the square the moving
    /// piece left, or for castling on the king's square, or with `on_rook` on the rook's.
    #[inline(always)]
    pub const fn gated(self, kind: u8, on_rook: bool) -> Self {
        Move::raw(self.0 | (kind as u32 + 1) << 24 | (on_rook as u32) << 28)
    }
    /// The kind a gating move puts on the board, if it gates one.
    #[inline(always)]
    pub const fn gate(self) -> Option<u8> {
        match (self.0 >> 24) & 0xf {
            0 => None,
            g => Some(g as u8 - 1),
        }
    }
    /// For a gated castling: `true` when the piece goes on the rook's square.
    #[inline(always)]
    pub const fn gate_on_rook(self) -> bool {
        (self.0 >> 28) & 1 == 1
    }
    /// Where a gating move's piece goes: the origin, or the rook's square for a castling
    /// gated there.
    #[inline(always)]
    pub const fn gate_square(self) -> u32 {
        if self.gate_on_rook() {
            self.to()
        } else {
            self.from()
        }
    }
    /// `true` for a drop.
    #[inline(always)]
    pub const fn is_drop(self) -> bool {
        (self.0 >> 16) & 0xf == 3
    }
    /// The raw 32 bits.
    #[inline(always)]
    pub const fn bits(self) -> u32 {
        self.0
    }
}

impl<V: Variant> Move<V> {
    /// The destination as a typed square.
    pub fn to_square(self) -> Square<V::Board> {
        Square::from_u8(self.to() as u8)
    }
    /// Where the moving piece ends: the destination, or the king's for castling.
    pub fn landing(self) -> u32 {
        if self.kind() == MoveKind::Castling {
            let files = V::Board::FILES as u32;
            let castling = V::RULES.castling.expect("castling in a variant without it");
            let side = usize::from(self.to() % files < self.from() % files);
            (self.from() / files) * files + castling.king_to[side] as u32
        } else {
            self.to()
        }
    }
    /// Writes the move as Fairy-Stockfish's UCI does; castling as king-takes-rook when
    /// `king_takes_rook` (Chess960 style), and also where the king's destination is next to
    /// it or its own square (a king off its usual file, `f1` castling to `g1`): there the
    /// king's move would read as the plain king step, or as no move.
    pub fn write(self, king_takes_rook: bool, out: &mut impl fmt::Write) -> fmt::Result {
        let king_takes_rook = king_takes_rook
            || (self.kind() == MoveKind::Castling && self.landing().abs_diff(self.from()) <= 1);
        let name = |sq: u32| Square::<V::Board>::from_u8(sq as u8);
        let t = V::tables();
        let board = |to: u32, suffix| MoveText::Board {
            from: name(self.from()),
            to: name(to),
            suffix,
        };
        let gate = self
            .gate()
            .map(|g| t.letter[g as usize].to_ascii_lowercase());
        let text = match self.kind() {
            MoveKind::Drop => MoveText::Drop {
                letter: t.letter[self.piece() as usize],
                to: name(self.to()),
            },
            // Fairy-Stockfish writes a castling gated on the rook's square from the rook's
            // square to the king's: `h1e1h`.
            MoveKind::Castling if self.gate_on_rook() => MoveText::Board {
                from: name(self.to()),
                to: name(self.from()),
                suffix: gate,
            },
            MoveKind::Castling if !king_takes_rook => board(self.landing(), gate),
            MoveKind::Promotion => board(
                self.to(),
                Some(t.letter[self.piece() as usize].to_ascii_lowercase()),
            ),
            MoveKind::ShogiPromotion => board(self.to(), Some('+')),
            _ => board(self.to(), gate),
        };
        // Fairy-Stockfish's UCI marks a drop with `@`.
        text.write(V::Board::NAMES, '@', out)
    }
    /// The dense key of the search's tables: unique among a position's legal moves, in
    /// `1..Self::keys()`. A plain move or a drop is its origin (a square, or a square count
    /// plus the dropped kind) and destination; a promotion adds the square of the move in a
    /// promotion zone (its destination, or its origin for a shogi-style promotion that
    /// leaves the zone), the other square, which of the two was in the zone, and the choice.
    pub fn key(self) -> u16 {
        let t = V::tables();
        let sq = t.squares as u32;
        let origins = sq + t.kinds as u32;
        let origin = if self.is_drop() {
            sq + self.piece() as u32
        } else {
            self.from()
        };
        let plain = 1 + origin * sq + self.to();
        if let Some(g) = self.gate() {
            // After every other key: the origin's place on the two back ranks, the
            // destination, the square the piece goes to, and which hand kind it is.
            let files = V::Board::FILES as u32;
            let from = self.from();
            let back = if from / files == 0 { 0 } else { files };
            let origin = back + from % files;
            let kind = gate_order::<V>(g);
            let index = ((origin * sq + self.to()) * 2 + u32::from(self.gate_on_rook()))
                * GATE_KINDS
                + kind;
            return (Self::plain_keys() as u32 + index) as u16;
        }
        let (choice, choices) = match self.kind() {
            MoveKind::Promotion => (
                t.promotion_choices
                    .iter()
                    .position(|&k| k == self.piece())
                    .unwrap_or(0) as u32,
                t.promotion_choices.len().max(1) as u32,
            ),
            MoveKind::ShogiPromotion => {
                let leaves = t.zone_index[self.to() as usize] == u16::MAX;
                (u32::from(leaves), 2)
            }
            _ => return plain as u16,
        };
        let (zone_sq, other) = match choices {
            2 if choice == 1 => (self.from(), self.to()),
            _ => (self.to(), self.from()),
        };
        let zone = t.zone_index[zone_sq as usize] as u32;
        (1 + origins * sq + (zone * sq + other) * choices + choice) as u16
    }
    /// The number of move keys ([`Move::key`] is below it).
    pub fn keys() -> usize {
        let gated = if V::RULES.gating.is_some() {
            let t = V::tables();
            2 * V::Board::FILES as usize * t.squares * 2 * GATE_KINDS as usize
        } else {
            0
        };
        Self::plain_keys() + gated
    }

    /// The number of keys of the moves that gate nothing.
    fn plain_keys() -> usize {
        let t = V::tables();
        let choices = match V::RULES.promotion {
            super::Promotion::Shogi { .. } => 2,
            _ => t.promotion_choices.len().max(1),
        };
        1 + (t.squares + t.kinds) * t.squares + t.zone_squares * t.squares * choices
    }
}

/// The most kinds a gating hand may hold (seirawan: the hawk and the elephant).
const GATE_KINDS: u32 = 4;

/// The place of gated kind `kind` in the variant's pocket order (below [`GATE_KINDS`]).
fn gate_order<V: Variant>(kind: u8) -> u32 {
    let letter = V::tables().letter[kind as usize];
    V::RULES
        .gating
        .and_then(|g| g.pocket_order.chars().position(|c| c == letter))
        .map_or(0, |i| (i as u32).min(GATE_KINDS - 1))
}

impl<V: Variant> fmt::Display for Move<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == 0 {
            return f.write_str("0000");
        }
        self.write(false, f)
    }
}
impl<V: Variant> fmt::Debug for Move<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}
impl<V> Clone for Move<V> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}
impl<V> Copy for Move<V> {}
impl<V> PartialEq for Move<V> {
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}
impl<V> Eq for Move<V> {}
impl<V> Hash for Move<V> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.hash(state)
    }
}
impl<V> Default for Move<V> {
    #[inline(always)]
    fn default() -> Self {
        Move::raw(0)
    }
}
