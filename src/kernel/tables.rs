//! What the kernel computes once from a description ([`Tables::build`]): each kind's steps
//! as square sets per color and square, the rays of every riding direction, the squares
//! between two aligned squares, the promotion zones, the squares where a piece could never
//! move again, and the Zobrist keys. Read through `&'static` references kept in each
//! position, so a lookup costs no synchronisation.

use super::betza::{self, Mode, Reach};
pub use super::lame::LameStep;
use super::lame::LameTable;
use super::variant::{Promotion, Role, Variant, MAX_KINDS};
use crate::board::{Geometry, HandKeys, KeyStream, Square};
use crate::square::Color;
use crate::square_set::SquareSet;
use core::marker::PhantomData;

/// The square-set integer of variant `V`'s board.
pub type Bits<V> = <<V as Variant>::Board as Geometry>::Bits;

/// The tables of variant `V`, built from its description at first use.
pub struct Tables<V: Variant> {
    /// Number of kinds.
    pub kinds: usize,
    /// Number of squares.
    pub squares: usize,
    /// Each kind's FEN letter.
    pub letter: [char; MAX_KINDS],
    /// Each kind's role.
    pub role: [Role; MAX_KINDS],
    /// Each kind's value in centipawns.
    pub value: [i32; MAX_KINDS],
    /// `true` for a shogi-style promoted kind (`+X`).
    pub promoted_form: [bool; MAX_KINDS],
    /// The shogi-style promoted form of each kind, if any.
    pub promotes_to: [Option<u8>; MAX_KINDS],
    /// The kind a piece of each kind goes to the hand as (its unpromoted form).
    pub to_hand: [u8; MAX_KINDS],
    /// The royal kind, if the variant has one.
    pub royal: Option<u8>,
    /// The pawn kind, if the variant has one.
    pub pawn: Option<u8>,
    /// The kinds a chess-style promotion may choose, in the order moves list them.
    pub promotion_choices: Vec<u8>,
    /// Kinds that move by hops or lame leaps: their attacks are not rays from the king, so
    /// legality of moves with them on the board is tested move by move.
    pub irregular: bool,
    /// Per square, its neighbours (a king's step away): an explosion's reach.
    pub ring: Vec<Bits<V>>,
    leap_quiet: Vec<Bits<V>>,
    leap_capture: Vec<Bits<V>>,
    leap_capture_rev: Vec<Bits<V>>,
    /// Per color and kind, the directions (bit `d` for [`Tables::dirs`]`[d]`) the kind rides
    /// to move to empty squares.
    pub ride_quiet: [[u32; MAX_KINDS]; 2],
    /// Per color and kind, the directions it rides to capture.
    pub ride_capture: [[u32; MAX_KINDS]; 2],
    /// Per color and kind, the directions it hops along to move.
    pub hop_quiet: [[u32; MAX_KINDS]; 2],
    /// Per color and kind, the directions it hops along to capture.
    pub hop_capture: [[u32; MAX_KINDS]; 2],
    /// Per color and direction, the kinds (bit per kind) that capture riding along it.
    pub riders_along: [Vec<u16>; 2],
    /// Kinds (bit per kind) with lame leaps.
    pub lame_kinds: u16,
    /// Per color, kind and square: the lame steps of that color and kind that capture on
    /// the square, each with its origin (attack queries look back from the square).
    lame_into: Vec<Vec<(u8, LameStep<Bits<V>>)>>,
    /// Per color, kind and square: the origins of [`Tables::lame_into`].
    lame_sources: Vec<Bits<V>>,
    /// Per color and square: the origins of [`Tables::lame_into`] of every kind.
    lame_sources_any: Vec<Bits<V>>,
    /// Per color, kind and square: every square a piece there could capture on over some
    /// board (its capturing leaps, lame steps, rays and hops on an empty board).
    capture_span: Vec<Bits<V>>,
    /// Per color and direction, the kinds (bit per kind) that capture hopping along it.
    pub hoppers_along: [Vec<u16>; 2],
    /// Per color, the kinds that capture hopping along some direction.
    pub hopper_kinds: [u16; 2],
    /// Per color, the kinds that capture riding or hopping along some direction.
    pub line_kinds: [u16; 2],
    /// Kinds (bit per kind) that neither hop over nor capture their own kind
    /// ([`super::PieceDef::shuns_own_kind`]).
    pub shuns_kin: u16,
    /// Kinds (bit per kind) confined to a region.
    pub confined: u16,
    /// Per color and kind, where it may stand (the whole board unless confined).
    pub region: [[Bits<V>; MAX_KINDS]; 2],
    /// The diagonal lines ([`super::Rules::diagonal_lines`]).
    pub diagonal_lines: Bits<V>,
    /// Per kind, its points in a material count ([`super::Ends::material_count`]).
    pub count_points: [i32; MAX_KINDS],
    lame: Vec<Vec<LameStep<Bits<V>>>>,
    /// The lame steps grouped for generation: the plain ones by their legs.
    lame_table: LameTable<Bits<V>>,
    /// Every riding or hopping direction of the variant, as `(files, ranks)` steps from the
    /// first side's chair.
    pub dirs: Vec<(i8, i8)>,
    /// Whether each direction goes to higher square indices.
    pub dir_up: Vec<bool>,
    /// The direction opposite to each.
    pub opposite: Vec<usize>,
    rays: Vec<Bits<V>>,
    between: Vec<Bits<V>>,
    /// Per line (file, rank, diagonal, anti-diagonal) and square: the line's squares below
    /// and above it.
    lines: Vec<(Bits<V>, Bits<V>)>,
    /// Per color and kind: it rides all four orthogonal directions, moving and capturing.
    pub rides_orth: [[bool; MAX_KINDS]; 2],
    /// Per color and kind: it rides all four diagonal directions, moving and capturing.
    pub rides_diag: [[bool; MAX_KINDS]; 2],
    /// Per color and kind: it hops along all four orthogonal directions, moving and
    /// capturing.
    pub hops_orth: [[bool; MAX_KINDS]; 2],
    /// Per color and kind: it hops along all four diagonal directions, moving and capturing.
    pub hops_diag: [[bool; MAX_KINDS]; 2],
    /// Per color and kind: the directions it hops along to move, besides full lines.
    pub odd_hop_quiet: [[u32; MAX_KINDS]; 2],
    /// Per color and kind: the directions it hops along to capture, besides full lines.
    pub odd_hop_capture: [[u32; MAX_KINDS]; 2],
    /// Per color and kind: the directions it rides to move, besides full lines.
    pub odd_quiet: [[u32; MAX_KINDS]; 2],
    /// Per color and kind: the directions it rides to capture, besides full lines.
    pub odd_capture: [[u32; MAX_KINDS]; 2],
    /// Per color and kind: some step only moves or only captures (a pawn), so its moves
    /// and captures are found apart.
    pub split: [[bool; MAX_KINDS]; 2],
    /// Per color and kind: one set serves its moves and captures, from its leaps and rides
    /// alone (not split, no hops, no lame steps, no region to mask where hoppers or lame
    /// leapers make the variant irregular), so its reach is found in one pass.
    pub plain: [[bool; MAX_KINDS]; 2],
    /// The pawn kind moves as the chess pawn (`fmWfcF`): its steps are then generated for
    /// all pawns at once, by shifting the set.
    pub chess_pawn: bool,
    /// Per file, whether it is the first or last file: `[not file a, not the last file]`.
    pub inner_files: [Bits<V>; 2],
    /// Per color: the kinds (bit per kind) that capture along every orthogonal line.
    pub orth_kinds: [u16; 2],
    /// Per color: the kinds that capture along every diagonal line.
    pub diag_kinds: [u16; 2],
    /// Per color: the kinds with a leap that captures.
    pub leaper_kinds: [u16; 2],
    /// Per color: the directions some kind captures along outside full lines, with those
    /// kinds.
    pub odd_riders: [Vec<(usize, u16)>; 2],
    /// Per color, the promotion zone.
    pub zone: [Bits<V>; 2],
    /// Per color, the ranks where a pawn must promote (chess style).
    pub forced_zone: [Bits<V>; 2],
    /// Per color and kind, the squares where a piece of it could never move again.
    pub dead: [[Bits<V>; MAX_KINDS]; 2],
    /// Per color, the squares a pawn may be dropped on (before the per-file rule).
    pub pawn_drop: [Bits<V>; 2],
    /// Per color, the squares from which a pawn may step twice.
    pub double_step: [Bits<V>; 2],
    /// Per color, the squares of `double_step` from which the double step gives no en
    /// passant (horde's first rank).
    pub double_step_no_ep: [Bits<V>; 2],
    /// Per color, the region its royal piece races to (the flag rule).
    pub flag_region: [Bits<V>; 2],
    /// Per color and kind, the count on the board at the start.
    pub initial_count: [[u8; MAX_KINDS]; 2],
    /// Per kind, the evaluation's bonus per square it reaches: more for a piece of short
    /// reach, for which each square counts more (a knight's eighth against a queen's
    /// twenty-seventh on an empty board's centre).
    pub mobility_weight: [i32; MAX_KINDS],
    /// The value of the pieces (neither pawns nor royal) both sides start with: the
    /// evaluation's measure of the game's phase.
    pub start_piece_material: i32,
    /// Per color, the back rank (castling rank).
    pub back_rank: [u32; 2],
    /// Every square of the board.
    pub board: Bits<V>,
    /// Per file, its squares.
    pub files: Vec<Bits<V>>,
    /// Zobrist keys: per piece code (`1..=32`) and square.
    piece_key: Vec<u64>,
    /// Zobrist keys: per square, a promoted mark (`~`) there.
    pub promoted_key: Vec<u64>,
    /// Zobrist keys of the hands: per color, kind and count (the `n`-th piece's key).
    pub hand_keys: HandKeys<MAX_KINDS, HAND_COUNTS>,
    /// Zobrist key: black to move.
    pub side_key: u64,
    /// Zobrist keys: per color, the checks it has still to give (the check limit's count).
    pub check_key: [[u64; 10]; 2],
    /// Zobrist keys: per set of castling rights.
    pub castle_key: [u64; 16],
    /// Zobrist keys: per en passant square.
    pub ep_key: Vec<u64>,
    /// Zobrist keys: per color and file, an open gate there (gating).
    pub gate_key: [[u64; 16]; 2],
    /// Index of each square within the union of both promotion zones (for move keys).
    pub zone_index: Vec<u16>,
    /// Squares in either promotion zone.
    pub zone_squares: usize,
    _variant: PhantomData<fn() -> V>,
}

/// The most pieces of one kind a hand may hold, plus one.
pub const HAND_COUNTS: usize = 64;

/// A piece code: 0 for an empty square, else `1 + kind + 16 * color`.
#[inline(always)]
pub const fn code(color: Color, kind: u8) -> u8 {
    1 + kind + 16 * color.index() as u8
}

/// The kind of a non-zero piece code.
#[inline(always)]
pub const fn code_kind(code: u8) -> u8 {
    (code - 1) & 15
}

/// The color of a non-zero piece code.
#[inline(always)]
pub const fn code_color(code: u8) -> Color {
    if code > 16 {
        Color::Black
    } else {
        Color::White
    }
}

impl<V: Variant> Tables<V> {
    /// The board's squares, a constant of the monomorphised code.
    const SQ: usize = Square::<V::Board>::SQUARES;

    #[inline(always)]
    fn at(&self, color: Color, kind: u8, sq: u32) -> usize {
        (color.index() * MAX_KINDS + kind as usize) * Self::SQ + sq as usize
    }
    /// The attacks along line `line` (0 file, 1 rank, 2 diagonal, 3 anti-diagonal) from `sq`
    /// over `occupied`: the squares up to the first piece each way, those pieces included.
    /// Branch-free (obstruction difference): the highest piece below `sq` (or square 0) is
    /// subtracted from the pieces above it, which flips every bit up to the lowest of them.
    #[inline(always)]
    pub fn line_attacks(&self, line: usize, sq: u32, occupied: Bits<V>) -> Bits<V> {
        let (below, above) = self.lines[line * Self::SQ + sq as usize];
        let low = below & occupied | Bits::<V>::single(0);
        let high = above & occupied;
        let nearest_below = Bits::<V>::single(low.highest_unchecked());
        (below | above) & (high ^ high.wrapping_sub(nearest_below))
    }
    /// [`Tables::mobility_weight`]: per kind, 48 over the squares it reaches from the centre
    /// of an empty board by its leaps and rides (1 to 8).
    fn mobility_weights(&self) -> [i32; MAX_KINDS] {
        let files = V::Board::FILES;
        let centre = ((V::Board::RANKS / 2) * files + files / 2) as u32;
        let mut weights = [0; MAX_KINDS];
        for (k, weight) in weights.iter_mut().enumerate().take(self.kinds) {
            let kind = k as u8;
            let mut reach = self.leap_capture(Color::White, kind, centre)
                | self.leap_quiet(Color::White, kind, centre);
            let dirs = self.ride_quiet[0][k] | self.ride_capture[0][k];
            for d in 0..self.dirs.len() {
                if dirs >> d & 1 == 1 {
                    reach |= self.ray(d, centre);
                }
            }
            let squares = reach.popcount().max(1) as i32;
            *weight = (48 / squares).clamp(1, 8);
        }
        weights
    }
    /// The hops along line `line` (as [`Tables::line_attacks`]) from `sq` over `occupied`:
    /// each way, the squares beyond the first piece up to and including the second; none
    /// beyond a first piece on `kin` (as [`Tables::hop`]). Branch-free but for `kin`: the
    /// line's attacks over the board without its first pieces, less those over the board.
    #[inline(always)]
    pub fn line_hops(&self, line: usize, sq: u32, occupied: Bits<V>, kin: Bits<V>) -> Bits<V> {
        let near = self.line_attacks(line, sq, occupied);
        let screens = near & occupied;
        let mut hops = self.line_attacks(line, sq, occupied ^ screens) & !near;
        for s in (screens & kin).indices() {
            let (below, above) = self.lines[line * Self::SQ + s as usize];
            hops &= !if s > sq { above } else { below };
        }
        hops
    }
    /// A rook's attacks from `sq` over `occupied`.
    #[inline(always)]
    pub fn rook_attacks(&self, sq: u32, occupied: Bits<V>) -> Bits<V> {
        self.line_attacks(0, sq, occupied) | self.line_attacks(1, sq, occupied)
    }
    /// A bishop's attacks from `sq` over `occupied`.
    #[inline(always)]
    pub fn bishop_attacks(&self, sq: u32, occupied: Bits<V>) -> Bits<V> {
        self.line_attacks(2, sq, occupied) | self.line_attacks(3, sq, occupied)
    }
    /// The squares of line `line` (as [`Tables::line_attacks`]) through `sq`, `sq` excluded.
    #[inline(always)]
    pub fn line(&self, line: usize, sq: u32) -> Bits<V> {
        let (below, above) = self.lines[line * Self::SQ + sq as usize];
        below | above
    }
    /// The squares of `sq`'s file and rank (a rook's reach on an empty board).
    #[inline(always)]
    pub fn orth_lines(&self, sq: u32) -> Bits<V> {
        self.line(0, sq) | self.line(1, sq)
    }
    /// The squares of `sq`'s diagonals (a bishop's reach on an empty board).
    #[inline(always)]
    pub fn diag_lines(&self, sq: u32) -> Bits<V> {
        let (a, b) = self.lines[2 * Self::SQ + sq as usize];
        let (c, d) = self.lines[3 * Self::SQ + sq as usize];
        a | b | c | d
    }
    /// Where a `color` `kind` on `sq` leaps to move to an empty square.
    #[inline(always)]
    pub fn leap_quiet(&self, color: Color, kind: u8, sq: u32) -> Bits<V> {
        self.leap_quiet[self.at(color, kind, sq)]
    }
    /// Where a `color` `kind` on `sq` leaps to capture.
    #[inline(always)]
    pub fn leap_capture(&self, color: Color, kind: u8, sq: u32) -> Bits<V> {
        self.leap_capture[self.at(color, kind, sq)]
    }
    /// The squares from which a `color` `kind` captures on `sq` by a leap.
    #[inline(always)]
    pub fn leap_capture_rev(&self, color: Color, kind: u8, sq: u32) -> Bits<V> {
        self.leap_capture_rev[self.at(color, kind, sq)]
    }
    /// The lame steps of a `color` `kind` that capture on `sq`, with their origins.
    #[inline]
    pub fn lame_into(&self, color: Color, kind: u8, sq: u32) -> &[(u8, LameStep<Bits<V>>)] {
        &self.lame_into[self.at(color, kind, sq)]
    }
    /// The squares from which a `color` `kind` captures on `sq` by a lame step.
    #[inline(always)]
    pub fn lame_sources(&self, color: Color, kind: u8, sq: u32) -> Bits<V> {
        self.lame_sources[self.at(color, kind, sq)]
    }
    /// Every square a `color` `kind` on `sq` could capture on over some board.
    #[inline(always)]
    pub fn capture_span(&self, color: Color, kind: u8, sq: u32) -> Bits<V> {
        self.capture_span[self.at(color, kind, sq)]
    }
    /// The squares from which a `color` piece of some kind captures on `sq` by a lame step.
    #[inline(always)]
    pub fn lame_sources_any(&self, color: Color, sq: u32) -> Bits<V> {
        self.lame_sources_any[color.index() * Self::SQ + sq as usize]
    }
    /// The lame leaps of a `color` `kind` from `sq`.
    #[inline]
    pub fn lame(&self, color: Color, kind: u8, sq: u32) -> &[LameStep<Bits<V>>] {
        &self.lame[self.at(color, kind, sq)]
    }
    /// The destinations of a `color` `kind`'s lame steps from `sq` that are plain (moving
    /// and capturing, no screen, see [`LameTable`]) and open over `occupied`; the others
    /// are [`Tables::lame_rest`].
    #[inline(always)]
    pub(crate) fn lame_open(&self, color: Color, kind: u8, sq: u32, occupied: Bits<V>) -> Bits<V> {
        self.lame_table.open(self.at(color, kind, sq), occupied)
    }
    /// The lame steps of a `color` `kind` from `sq` that [`Tables::lame_open`] leaves out.
    #[inline(always)]
    pub(crate) fn lame_rest(&self, color: Color, kind: u8, sq: u32) -> &[LameStep<Bits<V>>] {
        self.lame_table.rest(self.at(color, kind, sq))
    }
    /// Whether `kind` has lame steps that [`Tables::lame_open`] leaves out, anywhere.
    #[inline(always)]
    pub(crate) fn lame_has_rest(&self, kind: u8) -> bool {
        self.lame_table.has_rest(kind)
    }
    /// The squares from `sq` along direction `d`, `sq` excluded, to the edge.
    #[inline(always)]
    pub fn ray(&self, d: usize, sq: u32) -> Bits<V> {
        self.rays[d * Self::SQ + sq as usize]
    }
    /// The squares strictly between `a` and `b` when a direction of the variant joins them;
    /// empty otherwise.
    #[inline(always)]
    pub fn between(&self, a: u32, b: u32) -> Bits<V> {
        self.between[a as usize * Self::SQ + b as usize]
    }
    /// The squares a ride along `d` from `sq` reaches over `occupied`: the empty squares up
    /// to the first piece, and that piece's square.
    #[inline(always)]
    pub fn ride(&self, d: usize, sq: u32, occupied: Bits<V>) -> Bits<V> {
        let ray = self.ray(d, sq);
        let blockers = ray & occupied;
        if blockers.is_empty() {
            return ray;
        }
        let first = if self.dir_up[d] {
            blockers.trailing_zeros()
        } else {
            blockers.highest_unchecked()
        };
        ray ^ self.ray(d, first)
    }
    /// The first piece along `d` from `sq` over `occupied`, if any.
    #[inline(always)]
    pub fn first_along(&self, d: usize, sq: u32, occupied: Bits<V>) -> Option<u32> {
        let blockers = self.ray(d, sq) & occupied;
        if blockers.is_empty() {
            None
        } else if self.dir_up[d] {
            Some(blockers.trailing_zeros())
        } else {
            Some(blockers.highest_unchecked())
        }
    }
    /// A hop along `d` from `sq` over `occupied`: the squares beyond the first piece up to
    /// and including the second (empty squares to move to, the second piece to capture);
    /// none when the first piece stands on `kin` (a kind that shuns its own kind hops over
    /// none of it; empty otherwise).
    #[inline(always)]
    pub fn hop(&self, d: usize, sq: u32, occupied: Bits<V>, kin: Bits<V>) -> Bits<V> {
        match self.first_along(d, sq, occupied) {
            Some(screen) if !kin.contains(screen) => self.ride(d, screen, occupied),
            _ => Bits::<V>::EMPTY,
        }
    }
    /// The Zobrist key of piece `code` on `sq`.
    #[inline(always)]
    pub fn piece_key(&self, code: u8, sq: u32) -> u64 {
        self.piece_key[code as usize * Self::SQ + sq as usize]
    }

    /// Reads the description. Panics on a description that contradicts itself (a movement
    /// the Betza reader refuses, a promotion to an unknown letter, two royal kinds): a
    /// variant's own tests build its tables, so the panic is a failing test, never a
    /// surprise in play.
    pub fn build() -> Self {
        let files = V::Board::FILES as i32;
        let ranks = V::Board::RANKS as i32;
        let squares = (files * ranks) as usize;
        let kinds = V::PIECES.len();
        assert!(
            kinds <= MAX_KINDS,
            "{}: more than {MAX_KINDS} kinds",
            V::NAME
        );
        assert!(
            squares as u32 <= Bits::<V>::CAPACITY,
            "{}: the board does not fit its square sets",
            V::NAME
        );
        let bit = |sq: i32| Bits::<V>::single(sq as u32);
        let on = |f: i32, r: i32| f >= 0 && f < files && r >= 0 && r < ranks;
        let sq_of = |f: i32, r: i32| r * files + f;
        let board = Bits::<V>::below(squares as u32);

        let mut letter = [' '; MAX_KINDS];
        let mut role = [Role::Piece; MAX_KINDS];
        let mut value = [0; MAX_KINDS];
        let mut promoted_form = [false; MAX_KINDS];
        let mut royal = None;
        let mut pawn = None;
        for (k, def) in V::PIECES.iter().enumerate() {
            letter[k] = def.letter;
            role[k] = def.role;
            value[k] = def.value;
            promoted_form[k] = def.promoted;
            match def.role {
                Role::Royal => {
                    assert!(royal.is_none(), "{}: two royal kinds", V::NAME);
                    royal = Some(k as u8);
                }
                Role::Pawn => {
                    assert!(pawn.is_none(), "{}: two pawn kinds", V::NAME);
                    pawn = Some(k as u8);
                }
                Role::Piece => {}
            }
        }
        let find = |c: char, promoted: bool| {
            V::PIECES
                .iter()
                .position(|d| d.letter == c && d.promoted == promoted)
                .unwrap_or_else(|| panic!("{}: no kind '{c}'", V::NAME)) as u8
        };
        let mut promotes_to = [None; MAX_KINDS];
        let mut to_hand = [0u8; MAX_KINDS];
        for (k, def) in V::PIECES.iter().enumerate() {
            to_hand[k] = k as u8;
            if def.promoted {
                let base = find(def.letter, false);
                promotes_to[base as usize] = Some(k as u8);
                to_hand[k] = base;
            }
        }
        let promotion_choices = match V::RULES.promotion {
            Promotion::Choice { choices, .. } => choices.iter().map(|&c| find(c, false)).collect(),
            _ => Vec::new(),
        };

        // Directions: every ride or hop step of any kind, by first appearance.
        let mut dirs: Vec<(i8, i8)> = Vec::new();
        let mut parsed = Vec::new();
        for def in V::PIECES {
            let atoms = betza::parse(def.betza).unwrap_or_else(|e| panic!("{}: {e}", V::NAME));
            for a in &atoms {
                if matches!(a.reach, Reach::Ride | Reach::Hop) {
                    for step in [(a.df, a.dr), (a.df, -a.dr)] {
                        if !dirs.contains(&step) {
                            dirs.push(step);
                        }
                        let back = (-step.0, -step.1);
                        if !dirs.contains(&back) {
                            dirs.push(back);
                        }
                    }
                }
            }
            parsed.push(atoms);
        }
        assert!(
            dirs.len() <= 32,
            "{}: more than 32 riding directions",
            V::NAME
        );
        let dir_up: Vec<bool> = dirs
            .iter()
            .map(|&(df, dr)| (dr as i32 * files + df as i32) > 0)
            .collect();
        let opposite: Vec<usize> = dirs
            .iter()
            .map(|&(df, dr)| dirs.iter().position(|&x| x == (-df, -dr)).unwrap())
            .collect();
        let mut rays = vec![Bits::<V>::EMPTY; dirs.len() * squares];
        let mut between = vec![Bits::<V>::EMPTY; squares * squares];
        for (d, &(df, dr)) in dirs.iter().enumerate() {
            for s in 0..squares as i32 {
                let (f0, r0) = (s % files, s / files);
                let mut acc = Bits::<V>::EMPTY;
                let (mut f, mut r) = (f0 + df as i32, r0 + dr as i32);
                while on(f, r) {
                    let t = sq_of(f, r);
                    between[s as usize * squares + t as usize] = acc;
                    acc |= bit(t);
                    f += df as i32;
                    r += dr as i32;
                }
                rays[d * squares + s as usize] = acc;
            }
        }

        let mut region_of = [[board; MAX_KINDS]; 2];
        let mut confined = 0u16;
        let mut shuns_kin = 0u16;
        let mut line_atoms = Vec::new();
        for (k, def) in V::PIECES.iter().enumerate() {
            if let Some(texts) = def.region {
                confined |= 1 << k;
                for c in 0..2 {
                    region_of[c][k] = region::<V>(texts[c]).unwrap_or_else(|| {
                        panic!("{}: bad region '{}' of '{}'", V::NAME, texts[c], def.letter)
                    });
                }
            }
            if def.shuns_own_kind {
                shuns_kin |= 1 << k;
            }
            line_atoms.push(if def.line_betza.is_empty() {
                Vec::new()
            } else {
                betza::parse(def.line_betza).unwrap_or_else(|e| panic!("{}: {e}", V::NAME))
            });
        }
        let diagonal_lines = if V::RULES.diagonal_lines.is_empty() {
            Bits::<V>::EMPTY
        } else {
            region::<V>(V::RULES.diagonal_lines).unwrap_or_else(|| {
                panic!(
                    "{}: bad diagonal lines '{}'",
                    V::NAME,
                    V::RULES.diagonal_lines
                )
            })
        };
        let mut count_points = [0; MAX_KINDS];
        if let Some(count) = V::RULES.ends.material_count {
            for &(letter, points) in count.points {
                count_points[find(letter, false) as usize] = points;
            }
        }

        let n = 2 * MAX_KINDS * squares;
        let mut leap_quiet = vec![Bits::<V>::EMPTY; n];
        let mut leap_capture = vec![Bits::<V>::EMPTY; n];
        let mut leap_capture_rev = vec![Bits::<V>::EMPTY; n];
        let mut lame = vec![Vec::new(); n];
        let mut ride_quiet = [[0u32; MAX_KINDS]; 2];
        let mut ride_capture = [[0u32; MAX_KINDS]; 2];
        let mut hop_quiet = [[0u32; MAX_KINDS]; 2];
        let mut hop_capture = [[0u32; MAX_KINDS]; 2];
        let mut riders_along = [vec![0u16; dirs.len()], vec![0u16; dirs.len()]];
        let mut lame_kinds = 0u16;
        let mut irregular = false;
        let mut dead = [[Bits::<V>::EMPTY; MAX_KINDS]; 2];
        for color in Color::BOTH {
            let c = color.index();
            // Black's forward is down the board.
            let fwd = if color == Color::White { 1 } else { -1 };
            for (k, atoms) in parsed.iter().enumerate() {
                let at = |s: i32| (c * MAX_KINDS + k) * squares + s as usize;
                for a in atoms {
                    let (df, dr) = (a.df as i32, a.dr as i32 * fwd);
                    let quiet = a.mode != Mode::Capture;
                    let capture = a.mode != Mode::Move;
                    match a.reach {
                        Reach::Leap | Reach::Lame => {
                            for s in 0..squares as i32 {
                                let (f, r) = (s % files + df, s / files + dr);
                                if !on(f, r) {
                                    continue;
                                }
                                let t = sq_of(f, r);
                                if !region_of[c][k].contains(t as u32) {
                                    continue;
                                }
                                if a.reach == Reach::Lame {
                                    lame_kinds |= 1 << k;
                                    irregular = true;
                                    lame[at(s)].push(LameStep {
                                        legs: lame_legs::<V>(s, df, dr, files),
                                        to: t as u8,
                                        mode: a.mode,
                                        hop: false,
                                    });
                                    continue;
                                }
                                if quiet {
                                    leap_quiet[at(s)] |= bit(t);
                                }
                                if capture {
                                    leap_capture[at(s)] |= bit(t);
                                    leap_capture_rev[at(t)] |= bit(s);
                                }
                            }
                        }
                        Reach::Ride | Reach::Hop => {
                            let d = dirs
                                .iter()
                                .position(|&x| x == (a.df, (a.dr as i32 * fwd) as i8))
                                .unwrap();
                            let (q, cap) = if a.reach == Reach::Ride {
                                (&mut ride_quiet, &mut ride_capture)
                            } else {
                                irregular = true;
                                (&mut hop_quiet, &mut hop_capture)
                            };
                            if quiet {
                                q[c][k] |= 1 << d;
                            }
                            if capture {
                                cap[c][k] |= 1 << d;
                                if a.reach == Reach::Ride {
                                    riders_along[c][d] |= 1 << k;
                                }
                            }
                        }
                    }
                }
                // Moves along the diagonal lines, from a square of them to others: a leap
                // as any, a ride or hop as lame steps whose legs are the squares passed.
                for a in &line_atoms[k] {
                    let (df, dr) = (a.df as i32, a.dr as i32 * fwd);
                    for s in diagonal_lines.indices() {
                        let s = s as i32;
                        let (mut f, mut r) = (s % files + df, s / files + dr);
                        let mut legs = Bits::<V>::EMPTY;
                        while on(f, r) && diagonal_lines.contains(sq_of(f, r) as u32) {
                            let t = sq_of(f, r);
                            let allowed = region_of[c][k].contains(t as u32);
                            match a.reach {
                                Reach::Leap | Reach::Lame if allowed => {
                                    if a.mode != Mode::Capture {
                                        leap_quiet[at(s)] |= bit(t);
                                    }
                                    if a.mode != Mode::Move {
                                        leap_capture[at(s)] |= bit(t);
                                        leap_capture_rev[at(t)] |= bit(s);
                                    }
                                }
                                Reach::Ride | Reach::Hop
                                    if allowed && (a.reach == Reach::Ride || legs.any()) =>
                                {
                                    lame_kinds |= 1 << k;
                                    irregular = true;
                                    lame[at(s)].push(LameStep {
                                        legs,
                                        to: t as u8,
                                        mode: a.mode,
                                        hop: a.reach == Reach::Hop,
                                    });
                                }
                                _ => {}
                            }
                            if matches!(a.reach, Reach::Leap | Reach::Lame) {
                                break;
                            }
                            legs |= bit(t);
                            f += df;
                            r += dr;
                        }
                    }
                }
                // Dead squares: no step of any kind leads anywhere on an empty board.
                let steps: Vec<(i8, i8)> = atoms.iter().map(|a| (a.df, a.dr)).collect();
                dead[c][k] = Square::<V::Board>::stranded(color, &steps).0;
            }
        }

        // Looked up from the attacked square: the hoppers per direction, the lame steps by
        // their destination.
        let mut hoppers_along = [vec![0u16; dirs.len()], vec![0u16; dirs.len()]];
        let mut lame_into = vec![Vec::new(); n];
        let mut lame_sources = vec![Bits::<V>::EMPTY; n];
        for c in 0..2 {
            for (k, &hops) in hop_capture[c].iter().enumerate().take(kinds) {
                for (d, along) in hoppers_along[c].iter_mut().enumerate() {
                    if hops >> d & 1 == 1 {
                        *along |= 1 << k;
                    }
                }
                let at = |s: usize| (c * MAX_KINDS + k) * squares + s;
                for s in 0..squares {
                    for step in &lame[at(s)] {
                        if step.mode != Mode::Move {
                            lame_into[at(step.to as usize)].push((s as u8, *step));
                            lame_sources[at(step.to as usize)] |= bit(s as i32);
                        }
                    }
                }
            }
        }

        let mut capture_span = leap_capture.clone();
        for (i, span) in capture_span.iter_mut().enumerate() {
            let (c, k, s) = (
                i / (MAX_KINDS * squares),
                i / squares % MAX_KINDS,
                i % squares,
            );
            for step in lame[i].iter().filter(|step| step.mode != Mode::Move) {
                *span |= bit(step.to as i32);
            }
            let dirs = ride_capture[c][k] | hop_capture[c][k];
            for (d, ray) in rays.chunks(squares).enumerate() {
                if dirs >> d & 1 == 1 {
                    *span |= ray[s];
                }
            }
        }
        let mut lame_sources_any = vec![Bits::<V>::EMPTY; 2 * squares];
        for (i, any) in lame_sources_any.iter_mut().enumerate() {
            let (c, s) = (i / squares, i % squares);
            for k in 0..kinds {
                *any |= lame_sources[(c * MAX_KINDS + k) * squares + s];
            }
        }

        // Lines (file, rank, diagonal, anti-diagonal), each square's part below and above.
        let mut lines = vec![(Bits::<V>::EMPTY, Bits::<V>::EMPTY); 4 * squares];
        for (l, &(df, dr)) in [(0i32, 1i32), (1, 0), (1, 1), (-1, 1)].iter().enumerate() {
            for s in 0..squares as i32 {
                let (f0, r0) = (s % files, s / files);
                let mut up = Bits::<V>::EMPTY;
                let mut down = Bits::<V>::EMPTY;
                for sign in [1, -1] {
                    let (mut f, mut r) = (f0 + sign * df, r0 + sign * dr);
                    while on(f, r) {
                        if sq_of(f, r) > s {
                            up |= bit(sq_of(f, r));
                        } else {
                            down |= bit(sq_of(f, r));
                        }
                        f += sign * df;
                        r += sign * dr;
                    }
                }
                lines[l * squares + s as usize] = (down, up);
            }
        }
        let dir_bits = |set: &[(i8, i8)]| -> Option<u32> {
            set.iter().try_fold(0u32, |acc, step| {
                dirs.iter().position(|d| d == step).map(|d| acc | 1 << d)
            })
        };
        let orth = dir_bits(&[(1, 0), (-1, 0), (0, 1), (0, -1)]);
        let diag = dir_bits(&[(1, 1), (-1, -1), (1, -1), (-1, 1)]);
        let mut rides_orth = [[false; MAX_KINDS]; 2];
        let mut rides_diag = [[false; MAX_KINDS]; 2];
        let mut odd_quiet = ride_quiet;
        let mut odd_capture = ride_capture;
        let mut hops_orth = [[false; MAX_KINDS]; 2];
        let mut hops_diag = [[false; MAX_KINDS]; 2];
        let mut odd_hop_quiet = hop_quiet;
        let mut odd_hop_capture = hop_capture;
        let mut orth_kinds = [0u16; 2];
        let mut diag_kinds = [0u16; 2];
        let mut leaper_kinds = [0u16; 2];
        let mut split = [[false; MAX_KINDS]; 2];
        for row in split.iter_mut() {
            for (k, atoms) in parsed.iter().enumerate() {
                row[k] = atoms.iter().any(|a| a.mode != Mode::Both);
            }
        }
        let irregular = irregular || V::RULES.blast_on_capture;
        let mut plain = [[false; MAX_KINDS]; 2];
        for (c, row) in plain.iter_mut().enumerate() {
            for (k, plain) in row.iter_mut().enumerate().take(kinds) {
                let rides = ride_quiet[c][k] | ride_capture[c][k] != 0;
                *plain = !split[c][k]
                    && line_atoms[k].iter().all(|a| a.mode == Mode::Both)
                    && hop_quiet[c][k] | hop_capture[c][k] == 0
                    && lame_kinds >> k & 1 == 0
                    && !(irregular && confined >> k & 1 == 1 && rides);
            }
        }
        let chess_pawn = pawn.is_some_and(|p| {
            let mut atoms: Vec<_> = parsed[p as usize]
                .iter()
                .map(|a| (a.df, a.dr, a.reach, a.mode))
                .collect();
            atoms.sort_by_key(|&(df, dr, _, _)| (df, dr));
            atoms
                == [
                    (-1, 1, Reach::Leap, Mode::Capture),
                    (0, 1, Reach::Leap, Mode::Move),
                    (1, 1, Reach::Leap, Mode::Capture),
                ]
        });
        let file_set = |f: i32| (0..ranks).fold(Bits::<V>::EMPTY, |b, r| b | bit(sq_of(f, r)));
        let inner_files = [board & !file_set(0), board & !file_set(files - 1)];
        let mut odd_riders: [Vec<(usize, u16)>; 2] = [Vec::new(), Vec::new()];
        for c in 0..2 {
            for k in 0..kinds {
                let both = ride_quiet[c][k] & ride_capture[c][k];
                if let Some(o) = orth.filter(|&o| both & o == o) {
                    rides_orth[c][k] = true;
                    orth_kinds[c] |= 1 << k;
                    odd_quiet[c][k] &= !o;
                    odd_capture[c][k] &= !o;
                }
                if let Some(o) = diag.filter(|&o| both & o == o) {
                    rides_diag[c][k] = true;
                    diag_kinds[c] |= 1 << k;
                    odd_quiet[c][k] &= !o;
                    odd_capture[c][k] &= !o;
                }
                let hops = hop_quiet[c][k] & hop_capture[c][k];
                for (dirs, full) in [(orth, &mut hops_orth), (diag, &mut hops_diag)] {
                    if let Some(o) = dirs.filter(|&o| hops & o == o) {
                        full[c][k] = true;
                        odd_hop_quiet[c][k] &= !o;
                        odd_hop_capture[c][k] &= !o;
                    }
                }
                if (0..squares).any(|s| leap_capture[(c * MAX_KINDS + k) * squares + s].any()) {
                    leaper_kinds[c] |= 1 << k;
                }
            }
            for d in 0..dirs.len() {
                let kinds_along = (0..kinds)
                    .filter(|&k| odd_capture[c][k] >> d & 1 == 1)
                    .fold(0u16, |m, k| m | 1 << k);
                if kinds_along != 0 {
                    odd_riders[c].push((d, kinds_along));
                }
            }
        }

        // Zones and rank-based rules, per color (ranks counted from the owner's edge).
        let rank_set = |r: i32| -> Bits<V> {
            let mut b = Bits::<V>::EMPTY;
            for f in 0..files {
                b |= bit(sq_of(f, r));
            }
            b
        };
        let own_rank = |color: Color, r: i32| {
            if color == Color::White {
                r
            } else {
                ranks - 1 - r
            }
        };
        let mut zone = [Bits::<V>::EMPTY; 2];
        let mut forced_zone = [Bits::<V>::EMPTY; 2];
        let mut pawn_drop = [Bits::<V>::EMPTY; 2];
        let mut double_step = [Bits::<V>::EMPTY; 2];
        let mut double_step_no_ep = [Bits::<V>::EMPTY; 2];
        let flag_region = match V::RULES.ends.flag {
            Some(flag) => flag.region.map(|text| {
                region::<V>(text).unwrap_or_else(|| panic!("{}: bad flag region '{text}'", V::NAME))
            }),
            None => [Bits::<V>::EMPTY; 2],
        };
        let (zone_ranks, forced_ranks) = match V::RULES.promotion {
            Promotion::None => (0, 0),
            Promotion::Choice { zone, forced, .. } => (zone as i32, forced as i32),
            Promotion::Shogi { zone } => (zone as i32, 0),
        };
        for color in Color::BOTH {
            let c = color.index();
            zone[c] = Square::<V::Board>::far_ranks(color, zone_ranks as u8).0;
            forced_zone[c] = Square::<V::Board>::far_ranks(color, forced_ranks as u8).0;
            for r in 0..ranks {
                let own = own_rank(color, r);
                if let Some(drops) = V::RULES.drops {
                    if own + 1 >= drops.pawn_ranks.0 as i32 && own < drops.pawn_ranks.1 as i32 {
                        pawn_drop[c] |= rank_set(r);
                    }
                }
                if V::RULES.double_step_ranks.contains(&((own + 1) as u8)) {
                    double_step[c] |= rank_set(r);
                }
                if V::RULES.double_step_extra[c].contains(&((own + 1) as u8)) {
                    double_step[c] |= rank_set(r);
                    double_step_no_ep[c] |= rank_set(r);
                }
            }
        }
        let file_sets: Vec<Bits<V>> = (0..files)
            .map(|f| (0..ranks).fold(Bits::<V>::EMPTY, |b, r| b | bit(sq_of(f, r))))
            .collect();

        let ring: Vec<Bits<V>> = (0..squares as i32)
            .map(|s| {
                let (f, r) = (s % files, s / files);
                let mut near = Bits::<V>::EMPTY;
                for (df, dr) in [
                    (-1, -1),
                    (0, -1),
                    (1, -1),
                    (-1, 0),
                    (1, 0),
                    (-1, 1),
                    (0, 1),
                    (1, 1),
                ] {
                    if on(f + df, r + dr) {
                        near |= bit(sq_of(f + df, r + dr));
                    }
                }
                near
            })
            .collect();
        let mut zone_index = vec![u16::MAX; squares];
        let mut zone_squares = 0;
        for (s, slot) in zone_index.iter_mut().enumerate() {
            if (zone[0] | zone[1]).contains(s as u32) {
                *slot = zone_squares as u16;
                zone_squares += 1;
            }
        }

        // Initial counts, from the start position's board field.
        let mut initial_count = [[0u8; MAX_KINDS]; 2];
        let field = V::START_FEN.split([' ', '[']).next().unwrap_or("");
        let mut promoted = false;
        for ch in field.chars() {
            if ch == '+' {
                promoted = true;
                continue;
            }
            if ch.is_ascii_alphabetic() {
                let color = if ch.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let k = find(ch.to_ascii_uppercase(), promoted);
                initial_count[color.index()][k as usize] += 1;
            }
            promoted = false;
        }

        let mut keys = KeyStream::new(0x6761_6d62_6974_6b6e ^ V::NAME.len() as u64);
        for b in V::NAME.bytes() {
            keys = KeyStream::new(keys.next_key() ^ b as u64);
        }
        let piece_key: Vec<u64> = (0..33 * squares).map(|_| keys.next_key()).collect();
        let promoted_key: Vec<u64> = (0..squares).map(|_| keys.next_key()).collect();
        let hand_keys = HandKeys::draw(&mut keys);
        let side_key = keys.next_key();
        let check_key = [keys.keys(), keys.keys()];
        let mut castle_key = [0u64; 16];
        let singles: [u64; 4] = keys.keys();
        for (m, key) in castle_key.iter_mut().enumerate() {
            *key = (0..4)
                .filter(|i| m >> i & 1 == 1)
                .fold(0, |k, i| k ^ singles[i]);
        }
        let ep_key: Vec<u64> = (0..squares).map(|_| keys.next_key()).collect();
        let gate_key = [keys.keys(), keys.keys()];

        let tables = Tables {
            kinds,
            squares,
            letter,
            role,
            value,
            promoted_form,
            promotes_to,
            to_hand,
            royal,
            pawn,
            promotion_choices,
            lame_into,
            lame_sources,
            lame_sources_any,
            capture_span,
            hopper_kinds: [0, 1].map(|c| hoppers_along[c].iter().fold(0, |m, &k| m | k)),
            line_kinds: [0, 1].map(|c| {
                hoppers_along[c]
                    .iter()
                    .chain(&riders_along[c])
                    .fold(0, |m, &k| m | k)
            }),
            hoppers_along,
            irregular,
            shuns_kin,
            confined,
            region: region_of,
            diagonal_lines,
            count_points,
            ring,
            leap_quiet,
            leap_capture,
            leap_capture_rev,
            ride_quiet,
            ride_capture,
            hop_quiet,
            hop_capture,
            riders_along,
            lame_kinds,
            lame_table: LameTable::build(&lame, squares, MAX_KINDS),
            lame,
            dirs,
            dir_up,
            opposite,
            rays,
            between,
            lines,
            rides_orth,
            hops_orth,
            hops_diag,
            odd_hop_quiet,
            odd_hop_capture,
            rides_diag,
            odd_quiet,
            odd_capture,
            split,
            plain,
            chess_pawn,
            inner_files,
            orth_kinds,
            diag_kinds,
            leaper_kinds,
            odd_riders,
            zone,
            forced_zone,
            dead,
            pawn_drop,
            double_step,
            double_step_no_ep,
            flag_region,
            initial_count,
            mobility_weight: [0; MAX_KINDS],
            start_piece_material: (0..kinds)
                .filter(|&k| role[k] == Role::Piece)
                .map(|k| value[k] * (initial_count[0][k] + initial_count[1][k]) as i32)
                .sum(),
            back_rank: [0, (ranks - 1) as u32],
            board,
            files: file_sets,
            piece_key,
            promoted_key,
            hand_keys,
            side_key,
            check_key,
            castle_key,
            gate_key,
            ep_key,
            zone_index,
            zone_squares,
            _variant: PhantomData,
        };
        let mut tables = tables;
        tables.mobility_weight = tables.mobility_weights();
        let choices = match V::RULES.promotion {
            Promotion::Shogi { .. } => 2,
            _ => tables.promotion_choices.len().max(1),
        };
        let keys = 1 + (squares + kinds) * squares + zone_squares * squares * choices;
        assert!(
            keys <= 1 << 16,
            "{}: {keys} move keys do not fit the search's 16 bits",
            V::NAME
        );
        tables
    }
}

/// A region in Fairy-Stockfish's syntax: squares (`d4`), whole ranks (`*8`) and whole files
/// (`a*`), separated by spaces; `None` for a word that is none of these on this board.
fn region<V: Variant>(text: &str) -> Option<Bits<V>> {
    let files = V::Board::FILES as u32;
    let ranks = V::Board::RANKS as u32;
    let mut set = Bits::<V>::EMPTY;
    for word in text.split_whitespace() {
        if !word.is_ascii() {
            return None;
        }
        let (file, rank) = word.split_at(1);
        // `None`: every file (rank); `Some(i)`: that one.
        let file = match file.as_bytes()[0] {
            b'*' => None,
            f @ b'a'..=b'z' if u32::from(f - b'a') < files => Some(u32::from(f - b'a')),
            _ => return None,
        };
        let rank = match rank {
            "*" => None,
            r => Some(
                r.parse::<u32>()
                    .ok()?
                    .checked_sub(1)
                    .filter(|&r| r < ranks)?,
            ),
        };
        for f in (0..files).filter(|&f| file.is_none_or(|x| x == f)) {
            for r in (0..ranks).filter(|&r| rank.is_none_or(|x| x == r)) {
                set |= Bits::<V>::single(r * files + f);
            }
        }
    }
    Some(set)
}

/// The squares a lame leap of `(df, dr)` from `s` passes: for an orthogonal or diagonal leap
/// the squares strictly between; for an oblique one, the path that steps orthogonally along
/// the longer leg first, then diagonally (the horse's `(1, 2)`: one leg; janggi's elephant's
/// `(2, 3)`: two).
fn lame_legs<V: Variant>(s: i32, df: i32, dr: i32, files: i32) -> Bits<V> {
    let bit = |f: i32, r: i32| Bits::<V>::single((r * files + f) as u32);
    let (f0, r0) = (s % files, s / files);
    let mut legs = Bits::<V>::EMPTY;
    if df == 0 || dr == 0 || df.abs() == dr.abs() {
        let n = df.abs().max(dr.abs());
        for i in 1..n {
            legs |= bit(f0 + df.signum() * i, r0 + dr.signum() * i);
        }
        return legs;
    }
    let (short, long) = (df.abs().min(dr.abs()), df.abs().max(dr.abs()));
    // Orthogonal steps along the longer leg, then diagonal ones; the last lands.
    let (mut f, mut r) = (f0, r0);
    for i in 0..long {
        if i < long - short {
            if df.abs() > dr.abs() {
                f += df.signum();
            } else {
                r += dr.signum();
            }
        } else {
            f += df.signum();
            r += dr.signum();
        }
        if i + 1 < long {
            legs |= bit(f, r);
        }
    }
    legs
}
