//! A variant's position: the [`Board`] and the chain of [`State`]s, make and undo, and the
//! attack queries the generator and the rules ask.

use super::board::Board;
use super::moves::{Move, MoveKind};
use super::tables::{code_color, code_kind, Bits, Tables};
use super::variant::{Role, Variant};
use crate::board::Geometry;
use crate::game::RepeatMark;
use crate::history::{KeyScan, StateStack};
use crate::square::Color;
use crate::square_set::SquareSet;

/// Marks "no en passant square".
pub(crate) const NO_SQUARE: u8 = u8::MAX;

/// One entry of a variant's state chain.
pub struct State<V: Variant> {
    pub(crate) key: u64,
    /// The halfmove clock of the n-move rule and of FEN.
    pub(crate) rule50: u32,
    /// Plies back within which the position may repeat: the halfmove clock, or every ply
    /// since setup where captured pieces come back as drops.
    pub(crate) window: u32,
    /// Makruk's counting: the limit in plies (0 while no count runs) and the count.
    pub(crate) counting_limit: u16,
    pub(crate) counting_ply: u16,
    pub(crate) castling: u8,
    pub(crate) ep: u8,
    /// Per color, the checks it has still to give (the check limit; 0 without one).
    pub(crate) checks: [u8; 2],
    /// Per color, the files of its back rank whose gates are open (gating; 0 without).
    pub(crate) gates: [u16; 2],
    /// The piece code the move captured (0 for none).
    pub(crate) captured: u8,
    /// Whether the captured piece bore a chess-style promotion mark.
    pub(crate) captured_promoted: bool,
    /// Whether the moving piece bore a promotion mark.
    pub(crate) moved_promoted: bool,
    /// An explosion (atomic): the codes of the pieces it took off the capture square's
    /// neighbours, by their order in `Tables::ring` (0 where none), then the capturing
    /// piece's code (0: no explosion).
    pub(crate) blast: [u8; 9],
    pub(crate) checkers: Bits<V>,
    pub(crate) mv: Move<V>,
    pub(crate) repeat: RepeatMark,
    /// Bikjang: the royal pieces face each other on an open line.
    pub(crate) facing: bool,
    /// The end the move reached by janggi's rules: [`Ply::BIKJANG_TWICE`],
    /// [`Ply::PASSED_TWICE`] or 0.
    pub(crate) counted_end: u8,
}

/// Janggi's ends reached by a ply, as [`State`] records them.
pub(crate) struct Ply;

impl Ply {
    /// The kings faced each other before the move and still do.
    pub(crate) const BIKJANG_TWICE: u8 = 1;
    /// The move passed, as the one before it did.
    pub(crate) const PASSED_TWICE: u8 = 2;
}

impl<V: Variant> State<V> {
    /// A state no move reached (a FEN's root, the state after a pass): nothing captured or
    /// exploded, no move, no checkers yet; the repetition window starts here.
    pub(crate) fn unmoved(
        key: u64,
        rule50: u32,
        castling: u8,
        ep: u8,
        checks: [u8; 2],
        gates: [u16; 2],
        (counting_limit, counting_ply): (u16, u16),
    ) -> Self {
        State {
            key,
            rule50,
            window: 0,
            counting_limit,
            counting_ply,
            castling,
            ep,
            checks,
            gates,
            captured: 0,
            captured_promoted: false,
            moved_promoted: false,
            blast: [0; 9],
            checkers: Bits::<V>::EMPTY,
            mv: Move::default(),
            repeat: RepeatMark::default(),
            facing: false,
            counted_end: 0,
        }
    }
}

impl<V: Variant> Clone for State<V> {
    #[inline(always)]
    fn clone(&self) -> Self {
        *self
    }
}
impl<V: Variant> Copy for State<V> {}
impl<V: Variant> PartialEq for State<V> {
    fn eq(&self, o: &Self) -> bool {
        self.key == o.key
            && self.rule50 == o.rule50
            && self.window == o.window
            && self.counting_limit == o.counting_limit
            && self.counting_ply == o.counting_ply
            && self.castling == o.castling
            && self.ep == o.ep
            && self.checks == o.checks
            && self.gates == o.gates
            && self.blast == o.blast
            && self.captured == o.captured
            && self.captured_promoted == o.captured_promoted
            && self.moved_promoted == o.moved_promoted
            && self.checkers == o.checkers
            && self.mv == o.mv
            && self.repeat == o.repeat
    }
}
impl<V: Variant> core::fmt::Debug for State<V> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("State")
            .field("key", &format_args!("{:016x}", self.key))
            .field("rule50", &self.rule50)
            .field("castling", &self.castling)
            .field("ep", &self.ep)
            .field("gates", &self.gates)
            .field("captured", &self.captured)
            .field("mv", &self.mv)
            .finish()
    }
}

impl<V: Variant> crate::game::GameState for State<V> {
    #[inline(always)]
    fn key(&self) -> u64 {
        self.key
    }
    #[inline(always)]
    fn reversible_plies(&self) -> u32 {
        self.window
    }
    #[inline(always)]
    fn ply_limit_reached(&self) -> bool {
        let limit = V::RULES.ends.move_rule;
        (limit != 0 && self.rule50 >= limit)
            || (self.counting_limit != 0 && self.counting_ply > self.counting_limit)
    }
    #[inline(always)]
    fn mark(&self) -> RepeatMark {
        self.repeat
    }
    #[inline(always)]
    fn mark_mut(&mut self) -> &mut RepeatMark {
        &mut self.repeat
    }
}

/// A position of variant `V`: the board, the state chain, and the castling rooks read from
/// its FEN.
pub struct Position<V: Variant> {
    pub(crate) board: Board<V>,
    pub(crate) states: StateStack<State<V>, KeyScan>,
    pub(crate) t: &'static Tables<V>,
    /// The castling rooks' squares: white's towards the last file, towards file a, then
    /// black's (`NO_SQUARE` for none); bit `i` of a state's rights is rook `i`.
    pub(crate) castle_rooks: [u8; 4],
    /// Chess960-style castling notation (king takes rook).
    pub(crate) chess960: bool,
    /// The ply of the setup position (from its move number and side to move).
    pub(crate) start_ply: usize,
}

impl<V: Variant> Clone for Position<V> {
    fn clone(&self) -> Self {
        Position {
            board: self.board,
            states: self.states.clone(),
            t: self.t,
            castle_rooks: self.castle_rooks,
            chess960: self.chess960,
            start_ply: self.start_ply,
        }
    }
}

impl<V: Variant> Position<V> {
    /// The board.
    #[inline(always)]
    pub fn board(&self) -> &Board<V> {
        &self.board
    }
    /// The variant's tables.
    #[inline(always)]
    pub fn tables(&self) -> &'static Tables<V> {
        self.t
    }
    /// The current state.
    #[inline(always)]
    pub(crate) fn st(&self) -> &State<V> {
        self.states.current()
    }

    /// The squares of `color`'s pieces of the kinds in `kinds` (a bit per kind).
    #[inline(always)]
    pub(crate) fn pieces_of(&self, color: Color, kinds: u16) -> Bits<V> {
        self.board.pieces_of(color, kinds)
    }

    /// The pieces of `color` attacking `sq` when `occupied` are the occupied squares.
    #[inline]
    pub fn attackers(&self, color: Color, sq: u32, occupied: Bits<V>) -> Bits<V> {
        self.board.attackers(self.t, color, sq, occupied)
    }

    /// `true` when `color`'s royal piece is attacked (a variant without one: never).
    pub fn royal_attacked(&self, color: Color) -> bool {
        match self.board.royal_square(self.t, color) {
            Some(k) => self.attackers(color.flip(), k, self.board.occupied()).any(),
            None => false,
        }
    }

    /// The Zobrist key of the checks each side has still to give (0 without a check limit).
    pub(crate) fn checks_key(&self, checks: [u8; 2]) -> u64 {
        if V::RULES.ends.check_limit == 0 {
            return 0;
        }
        self.t.check_key[0][checks[0] as usize] ^ self.t.check_key[1][checks[1] as usize]
    }

    /// The Zobrist key of the open gates (0 without gating).
    pub(crate) fn gates_key(&self, gates: [u16; 2]) -> u64 {
        Self::gates_key_of(self.t, gates)
    }

    /// [`Position::gates_key`] from the tables alone.
    fn gates_key_of(t: &Tables<V>, gates: [u16; 2]) -> u64 {
        if V::RULES.gating.is_none() {
            return 0;
        }
        let mut key = 0;
        for (c, &files) in gates.iter().enumerate() {
            let mut f = files;
            while f != 0 {
                key ^= t.gate_key[c][f.trailing_zeros() as usize];
                f &= f - 1;
            }
        }
        key
    }

    /// The squares of `color`'s open gates.
    pub(crate) fn gate_squares(&self, color: Color) -> Bits<V> {
        let files = V::Board::FILES as u32;
        let rank = self.t.back_rank[color.index()];
        let mut set = Bits::<V>::EMPTY;
        let mut f = self.st().gates[color.index()];
        while f != 0 {
            set |= Bits::<V>::single(rank * files + f.trailing_zeros());
            f &= f - 1;
        }
        set
    }

    /// The pieces giving check to the side to move.
    pub(crate) fn compute_checkers(&self) -> Bits<V> {
        let us = self.board.side;
        match self.board.royal_square(self.t, us) {
            Some(k) if V::RULES.blast_on_capture && self.kings_touch(k) => Bits::<V>::EMPTY,
            Some(k) => self.attackers(us.flip(), k, self.board.occupied()),
            None => Bits::<V>::EMPTY,
        }
    }

    /// `true` when the other side's royal piece stands next to `king` (atomic: then neither
    /// is in check).
    pub(crate) fn kings_touch(&self, king: u32) -> bool {
        let other = self.board.royal_square(self.t, self.board.side.flip());
        other.is_some_and(|o| self.t.ring[king as usize].contains(o))
    }

    /// The square of the pawn an en passant capture to `to` by `color` takes (for a `to`
    /// on the edge rank, where no such capture is, a square off the board).
    #[inline]
    pub(crate) fn ep_victim(color: Color, to: u32) -> u32 {
        let files = V::Board::FILES as u32;
        match color {
            Color::White => to.wrapping_sub(files),
            Color::Black => to + files,
        }
    }

    /// Plays `m` on the board only, adding the Zobrist key change of its cells, marks and
    /// hands (not the side to move) to `key`. Returns the captured code and whether it, and
    /// the moving piece, bore a promotion mark. Used by make and by the legality test of
    /// single moves.
    #[inline]
    pub(crate) fn apply(
        t: &Tables<V>,
        b: &mut Board<V>,
        m: Move<V>,
        key: &mut u64,
    ) -> (u8, bool, bool, [u8; 9]) {
        Self::apply_with::<true>(t, b, m, key)
    }

    /// [`Position::apply`] with no key change, for a board that is only asked (a legality
    /// test, a count): no Zobrist lookups.
    #[inline]
    pub(crate) fn apply_unkeyed(
        t: &Tables<V>,
        b: &mut Board<V>,
        m: Move<V>,
    ) -> (u8, bool, bool, [u8; 9]) {
        Self::apply_with::<false>(t, b, m, &mut 0)
    }

    /// [`Position::apply`], the key changed only when `KEYED`: a separate body, since a
    /// call that is not inlined computes the key changes even when the caller drops them.
    #[inline(always)]
    pub(crate) fn apply_with<const KEYED: bool>(
        t: &Tables<V>,
        b: &mut Board<V>,
        m: Move<V>,
        key: &mut u64,
    ) -> (u8, bool, bool, [u8; 9]) {
        let us = b.side;
        let mut blast = [0u8; 9];
        let to = m.to();
        let mut captured = 0;
        let mut captured_promoted = false;
        let mut moved_promoted = false;
        let put = |b: &mut Board<V>, key: &mut u64, color: Color, kind: u8, sq: u32| {
            b.put(color, kind, sq);
            if KEYED {
                *key ^= t.piece_key(super::tables::code(color, kind), sq);
            }
        };
        let remove = |b: &mut Board<V>, key: &mut u64, code: u8, sq: u32| {
            b.remove(code, sq);
            if KEYED {
                *key ^= t.piece_key(code, sq);
            }
        };
        let hand = |b: &mut Board<V>, key: &mut u64, kind: u8, add: bool| {
            let hand = &mut b.hands[us];
            let n = if add {
                hand.add(kind)
            } else {
                hand.remove(kind)
            };
            if KEYED {
                *key ^= t.hand_keys.key(us, kind as usize, n);
            }
        };
        match m.kind() {
            MoveKind::Pass => {}
            MoveKind::Drop => {
                hand(b, key, m.piece(), false);
                put(b, key, us, m.piece(), to);
            }
            MoveKind::Castling => {
                let from = m.from();
                let king = b.code_on(from);
                let rook = b.code_on(to);
                let kd = m.landing();
                let files = V::Board::FILES as u32;
                let side = usize::from(to % files < from % files);
                let rank = from - from % files;
                let rd = rank + V::RULES.castling.expect("castling").rook_to[side] as u32;
                remove(b, key, king, from);
                remove(b, key, rook, to);
                put(b, key, us, code_kind(king), kd);
                put(b, key, us, code_kind(rook), rd);
            }
            kind => {
                let from = m.from();
                let piece = b.code_on(from);
                let victim_sq = if kind == MoveKind::EnPassant {
                    Self::ep_victim(us, to)
                } else {
                    to
                };
                captured = b.code_on(victim_sq);
                if captured != 0 {
                    remove(b, key, captured, victim_sq);
                    let vb = Bits::<V>::single(victim_sq);
                    if V::MARKS_PROMOTED && (b.promoted & vb).any() {
                        captured_promoted = true;
                        b.promoted ^= vb;
                        if KEYED {
                            *key ^= t.promoted_key[victim_sq as usize];
                        }
                    }
                    if V::RULES.drops.is_some() {
                        let back = if captured_promoted {
                            t.pawn.unwrap_or(0)
                        } else {
                            t.to_hand[code_kind(captured) as usize]
                        };
                        hand(b, key, back, true);
                    }
                }
                let fb = Bits::<V>::single(from);
                if V::MARKS_PROMOTED && (b.promoted & fb).any() {
                    moved_promoted = true;
                    b.promoted ^= fb | Bits::<V>::single(to);
                    if KEYED {
                        *key ^= t.promoted_key[from as usize] ^ t.promoted_key[to as usize];
                    }
                }
                match kind {
                    MoveKind::Promotion => {
                        remove(b, key, piece, from);
                        put(b, key, us, m.piece(), to);
                        if V::MARKS_PROMOTED {
                            b.promoted |= Bits::<V>::single(to);
                            if KEYED {
                                *key ^= t.promoted_key[to as usize];
                            }
                        }
                    }
                    MoveKind::ShogiPromotion => {
                        remove(b, key, piece, from);
                        let up = t.promotes_to[code_kind(piece) as usize].expect("promotable");
                        put(b, key, us, up, to);
                    }
                    _ => {
                        b.shift(piece, from, to);
                        if KEYED {
                            *key ^= t.piece_key(piece, from) ^ t.piece_key(piece, to);
                        }
                    }
                }
                if V::RULES.blast_on_capture && captured != 0 {
                    let capturer = b.code_on(to);
                    blast[8] = capturer;
                    remove(b, key, capturer, to);
                    let pawns = t.pawn.map_or(Bits::<V>::EMPTY, |p| b.kind(p));
                    for (i, sq) in t.ring[to as usize].indices().enumerate() {
                        let c = b.code_on(sq);
                        if c != 0 && !pawns.contains(sq) {
                            blast[i] = c;
                            remove(b, key, c, sq);
                        }
                    }
                }
            }
        }
        if let Some(g) = m.gate() {
            hand(b, key, g, false);
            put(b, key, us, g, m.gate_square());
        }
        b.side = us.flip();
        (captured, captured_promoted, moved_promoted, blast)
    }

    /// `true` when the royal pieces face each other (bikjang).
    pub(crate) fn kings_face(&self) -> bool {
        self.board.kings_face(self.t)
    }

    /// `true` when `m` (pseudo-legal) leaves the mover's royal piece unattacked.
    pub(crate) fn leaves_royal_safe(&self, m: Move<V>) -> bool {
        let t = self.t;
        let bikjang = V::RULES.bikjang && self.st().facing;
        if bikjang && m.kind() == MoveKind::Pass {
            // Facing kings: passing is always allowed, even in check.
            return true;
        }
        let mut scratch = self.board;
        Self::apply_unkeyed(t, &mut scratch, m);
        if bikjang && scratch.kings_face(t) {
            return false;
        }
        let us = self.board.side;
        if V::RULES.blast_on_capture {
            // Our king must survive; blowing up the other king wins whatever else; kings
            // side by side cannot be checked.
            let Some(k) = scratch.royal_square(t, us) else {
                return false;
            };
            let Some(other) = scratch.royal_square(t, us.flip()) else {
                return true;
            };
            if t.ring[k as usize].contains(other) {
                return true;
            }
        }
        !scratch.royal_attacked(t, us)
    }

    /// Plays the legal move `m`, pushing a state.
    #[inline]
    pub(crate) fn do_move(&mut self, m: Move<V>) {
        self.play::<true>(m);
    }

    /// Plays the legal move `m` for a count of the replies only (perft's last ply): no
    /// Zobrist key and no repetition mark. Take it back with [`Position::undo_counted`].
    #[inline]
    pub(crate) fn do_move_for_count(&mut self, m: Move<V>) {
        self.play::<false>(m);
    }

    /// Takes back a move of [`Position::do_move_for_count`].
    #[inline]
    pub(crate) fn undo_counted(&mut self) {
        let Position {
            t, board, states, ..
        } = self;
        states.pop_pass_with(|s| Self::take_back_on(t, board, s));
    }

    /// Plays `m`, pushing its state: with its key and through the repetition filter when
    /// `KEYED`, else as a pass would be (nothing will look for repetitions past it).
    #[inline(always)]
    fn play<const KEYED: bool>(&mut self, m: Move<V>) {
        let t = self.t;
        let prev = *self.st();
        let us = self.board.side;
        let mut key = prev.key ^ t.side_key;
        if prev.ep != NO_SQUARE {
            key ^= t.ep_key[prev.ep as usize];
        }
        let mut rule50 = prev.rule50.saturating_add(1);
        let mut window = prev.window.saturating_add(1);
        let mut castling = prev.castling;
        let mover = self.board.code_on(m.from());
        let (captured, captured_promoted, moved_promoted, blast) =
            Self::apply_with::<KEYED>(t, &mut self.board, m, &mut key);
        let to = m.to();
        match m.kind() {
            MoveKind::Pass => {}
            MoveKind::Drop => rule50 = 0,
            MoveKind::Castling => {
                castling &= !self.rights_of(us);
            }
            _ => {
                let from = m.from();
                let pawn_move =
                    Some(code_kind(mover)) == t.pawn && V::RULES.ends.pawn_moves_reset_clock;
                if captured != 0 || pawn_move || m.kind() != MoveKind::Normal {
                    rule50 = 0;
                }
                if t.role[code_kind(mover) as usize] == Role::Royal {
                    castling &= !self.rights_of(us);
                }
                for (i, &r) in self.castle_rooks.iter().enumerate() {
                    if r as u32 == from || r as u32 == to {
                        castling &= !(1 << i);
                    }
                }
                if blast[8] != 0 {
                    // Exploded rooks lose their rights, an exploded king its side's.
                    for (i, sq) in t.ring[to as usize].indices().enumerate() {
                        let c = blast[i];
                        if c == 0 {
                            continue;
                        }
                        if t.role[code_kind(c) as usize] == Role::Royal {
                            castling &= !self.rights_of(code_color(c));
                        }
                        for (j, &r) in self.castle_rooks.iter().enumerate() {
                            if r as u32 == sq {
                                castling &= !(1 << j);
                            }
                        }
                    }
                }
            }
        }
        let ep = Self::ep_after(t, &self.board, m, mover);
        if ep != NO_SQUARE {
            key ^= t.ep_key[ep as usize];
        }
        if castling != prev.castling {
            key ^= t.castle_key[prev.castling as usize] ^ t.castle_key[castling as usize];
        }
        if V::RULES.drops.is_none() {
            window = window.min(rule50);
        }
        let gates = if V::RULES.gating.is_some() {
            let gates = self.gates_after(&prev, m, captured != 0);
            if KEYED && gates != prev.gates {
                key ^= Self::gates_key_of(t, prev.gates) ^ Self::gates_key_of(t, gates);
            }
            gates
        } else {
            prev.gates
        };
        let (counting_limit, counting_ply) = self.counting_after(&prev, m, captured);
        let checkers = self.compute_checkers();
        let mut checks = prev.checks;
        if V::RULES.ends.check_limit != 0 && checkers.any() {
            let c = &mut checks[us.index()];
            key ^= t.check_key[us.index()][*c as usize];
            *c = c.saturating_sub(1);
            key ^= t.check_key[us.index()][*c as usize];
        }
        let facing = V::RULES.bikjang && self.kings_face();
        let mut counted_end = 0;
        if facing && prev.facing {
            counted_end = Ply::BIKJANG_TWICE;
        }
        if V::RULES.pass && m.kind() == MoveKind::Pass && prev.mv.kind() == MoveKind::Pass {
            counted_end = Ply::PASSED_TWICE;
        }
        let state = State {
            // Unkeyed, the key's work above is dead code the compiler drops.
            key: if KEYED { key } else { prev.key },
            rule50,
            window,
            counting_limit,
            counting_ply,
            castling,
            ep,
            checks,
            gates,
            captured,
            captured_promoted,
            moved_promoted,
            blast,
            checkers,
            mv: m,
            repeat: RepeatMark::default(),
            facing,
            counted_end,
        };
        if KEYED {
            self.states.push(state);
        } else {
            self.states.push_pass(state);
        }
    }

    /// The en passant square after `m`, just applied to `b`, moved by the piece of code
    /// `mover`: the square a pawn's double step passed, when an enemy pawn could take there;
    /// [`NO_SQUARE`] otherwise.
    #[inline(always)]
    pub(crate) fn ep_after(t: &Tables<V>, b: &Board<V>, m: Move<V>, mover: u8) -> u8 {
        if !V::RULES.en_passant
            || matches!(
                m.kind(),
                MoveKind::Pass | MoveKind::Drop | MoveKind::Castling
            )
        {
            return NO_SQUARE;
        }
        let Some(pawn) = t.pawn else {
            return NO_SQUARE;
        };
        let (from, to) = (m.from(), m.to());
        let mover_side = b.side.flip();
        if code_kind(mover) != pawn
            || from.abs_diff(to) != 2 * V::Board::FILES as u32
            || t.double_step_no_ep[mover_side.index()].contains(from)
        {
            return NO_SQUARE;
        }
        let mid = (from + to) / 2;
        let them = b.side;
        let capturers = b.pieces(them, pawn);
        if (capturers & t.leap_capture_rev(them, pawn, mid)).any() {
            mid as u8
        } else {
            NO_SQUARE
        }
    }

    /// The open gates after `m` (on the board now; `captures` when it took a piece): a gate
    /// closes when its piece leaves or is taken, castling closes the king's and the rook's,
    /// and a side's gates all close once its hand is empty.
    fn gates_after(&self, prev: &State<V>, m: Move<V>, captures: bool) -> [u16; 2] {
        let t = self.t;
        let files = V::Board::FILES as u32;
        let mut gates = prev.gates;
        let them = self.board.side;
        let us = them.flip();
        let mut close = |color: Color, sq: u32| {
            if sq / files == t.back_rank[color.index()] {
                gates[color.index()] &= !(1 << (sq % files));
            }
        };
        match m.kind() {
            MoveKind::Drop => {}
            MoveKind::Castling => {
                close(us, m.from());
                close(us, m.to());
            }
            _ => {
                close(us, m.from());
                if captures {
                    close(them, m.to());
                }
            }
        }
        for color in Color::BOTH {
            if self.board.hands[color].is_empty() {
                gates[color.index()] = 0;
            }
        }
        gates
    }

    /// The counting rule's limit and count after `m`, which captured `captured`, was made
    /// on the board.
    fn counting_after(&self, prev: &State<V>, m: Move<V>, captured: u8) -> (u16, u16) {
        if V::RULES.ends.counting == super::variant::Counting::None {
            return (0, 0);
        }
        let mut ply = prev.counting_ply;
        if prev.counting_limit != 0 {
            ply = ply.saturating_add(1);
        }
        let captured = (captured != 0).then(|| code_kind(captured));
        V::count_after(
            &self.board,
            (prev.counting_limit, ply),
            captured,
            m.kind() == MoveKind::Promotion,
        )
    }

    /// Castling-right bits of `color`.
    #[inline]
    fn rights_of(&self, color: Color) -> u8 {
        match color {
            Color::White => 0b0011,
            Color::Black => 0b1100,
        }
    }

    /// Takes back, on `board`, the move that reached `state`.
    pub(crate) fn take_back_on(t: &Tables<V>, b: &mut Board<V>, s: &State<V>) {
        Self::take_back(
            t,
            b,
            s.mv,
            (s.captured, s.captured_promoted, s.moved_promoted, s.blast),
        );
    }

    /// Takes back, on `b`, the move `m` that [`Position::apply`] played there and whose
    /// answer was `applied` (the captured code, whether it and the mover bore a promotion
    /// mark, the pieces blown up).
    #[inline(always)]
    pub(crate) fn take_back(
        t: &Tables<V>,
        b: &mut Board<V>,
        m: Move<V>,
        applied: (u8, bool, bool, [u8; 9]),
    ) {
        let (captured, captured_promoted, moved_promoted, blast) = applied;
        let them = b.side;
        let us = them.flip();
        b.side = us;
        let to = m.to();
        if let Some(g) = m.gate() {
            let sq = m.gate_square();
            let c = b.code_on(sq);
            b.remove(c, sq);
            b.hands[us].add(g);
        }
        match m.kind() {
            MoveKind::Pass => {}
            MoveKind::Drop => {
                let c = b.code_on(to);
                b.remove(c, to);
                b.hands[us].add(m.piece());
            }
            MoveKind::Castling => {
                let from = m.from();
                let kd = m.landing();
                let files = V::Board::FILES as u32;
                let side = usize::from(to % files < from % files);
                let rank = from - from % files;
                let rd = rank + V::RULES.castling.expect("castling").rook_to[side] as u32;
                let king = b.code_on(kd);
                let rook = b.code_on(rd);
                b.remove(king, kd);
                b.remove(rook, rd);
                b.put(us, code_kind(king), from);
                b.put(us, code_kind(rook), to);
            }
            kind => {
                let from = m.from();
                if blast[8] != 0 {
                    for (i, sq) in t.ring[to as usize].indices().enumerate() {
                        let c = blast[i];
                        if c != 0 {
                            b.put(code_color(c), code_kind(c), sq);
                        }
                    }
                    b.put(us, code_kind(blast[8]), to);
                }
                let now = b.code_on(to);
                match kind {
                    MoveKind::Promotion | MoveKind::ShogiPromotion => {
                        let original = match kind {
                            MoveKind::Promotion => t.pawn.expect("a pawn kind"),
                            _ => t.to_hand[code_kind(now) as usize],
                        };
                        b.remove(now, to);
                        b.put(us, original, from);
                    }
                    // One change of the sets, not a removal and a placing.
                    _ => b.shift(now, to, from),
                }
                if V::MARKS_PROMOTED {
                    let tb = Bits::<V>::single(to);
                    if kind == MoveKind::Promotion {
                        b.promoted &= !tb;
                    } else if moved_promoted {
                        b.promoted ^= tb | Bits::<V>::single(from);
                    }
                }
                if captured != 0 {
                    let victim_sq = if kind == MoveKind::EnPassant {
                        Self::ep_victim(us, to)
                    } else {
                        to
                    };
                    b.put(code_color(captured), code_kind(captured), victim_sq);
                    if V::MARKS_PROMOTED && captured_promoted {
                        b.promoted |= Bits::<V>::single(victim_sq);
                    }
                    if V::RULES.drops.is_some() {
                        let back = if captured_promoted {
                            t.pawn.unwrap_or(0)
                        } else {
                            t.to_hand[code_kind(captured) as usize]
                        };
                        b.hands[us].remove(back);
                    }
                }
            }
        }
    }

    /// Takes back the last move; `None` at the root.
    pub(crate) fn undo_move(&mut self) -> Option<Move<V>> {
        let Position {
            t, board, states, ..
        } = self;
        let mut undone = None;
        states.pop_with(|s| {
            undone = Some(s.mv);
            Self::take_back_on(t, board, s);
        });
        undone
    }
}

/// Attack queries on a board alone, so that a copy of the board can be asked too (the
/// legality tests of single moves play them on a copy).
impl<V: Variant> Board<V> {
    /// The squares of `color`'s pieces of the kinds in `kinds` (a bit per kind).
    #[inline(always)]
    pub(crate) fn pieces_of(&self, color: Color, mut kinds: u16) -> Bits<V> {
        let mut found = Bits::<V>::EMPTY;
        while kinds != 0 {
            found |= self.kind(kinds.trailing_zeros() as u8);
            kinds &= kinds - 1;
        }
        found & self.color(color)
    }

    /// The pieces of `color` attacking `sq` when `occupied` are the occupied squares.
    #[inline]
    pub fn attackers(&self, t: &Tables<V>, color: Color, sq: u32, occupied: Bits<V>) -> Bits<V> {
        let b = self;
        let c = color.index();
        let mut found = Bits::<V>::EMPTY;
        let mut leapers = t.leaper_kinds[c];
        while leapers != 0 {
            let kind = leapers.trailing_zeros() as u8;
            leapers &= leapers - 1;
            found |= b.kind(kind) & t.leap_capture_rev(color, kind, sq);
        }
        (found & b.color(color)) | b.riders_attacking(t, color, sq, occupied)
    }

    /// The pieces of `color` that ride (or hop) to `sq` over `occupied`: the attackers less
    /// the leapers.
    #[inline]
    pub fn riders_attacking(
        &self,
        t: &Tables<V>,
        color: Color,
        sq: u32,
        occupied: Bits<V>,
    ) -> Bits<V> {
        let b = self;
        let c = color.index();
        let mut found = Bits::<V>::EMPTY;
        if t.orth_kinds[c] != 0 {
            let rooks = b.pieces_of(color, t.orth_kinds[c]);
            if (rooks & t.orth_lines(sq)).any() {
                found |= rooks & t.rook_attacks(sq, occupied);
            }
        }
        if t.diag_kinds[c] != 0 {
            let bishops = b.pieces_of(color, t.diag_kinds[c]);
            if (bishops & t.diag_lines(sq)).any() {
                found |= bishops & t.bishop_attacks(sq, occupied);
            }
        }
        for &(d, kinds) in &t.odd_riders[c] {
            if let Some(x) = t.first_along(t.opposite[d], sq, occupied) {
                let code = b.code_on(x);
                if code != 0 && code_color(code) == color && kinds >> code_kind(code) & 1 == 1 {
                    found |= Bits::<V>::single(x);
                }
            }
        }
        if t.irregular {
            found |= self.irregular_attackers(t, color, sq, occupied);
        }
        found & occupied
    }

    /// The hoppers and lame leapers of `color` attacking `sq`.
    #[inline(never)]
    fn irregular_attackers(
        &self,
        t: &Tables<V>,
        color: Color,
        sq: u32,
        occupied: Bits<V>,
    ) -> Bits<V> {
        let b = self;
        let c = color.index();
        let mut found = Bits::<V>::EMPTY;
        // Hoppers: look back from `sq` along each direction for the screen and the piece
        // behind it. A kind that shuns its own kind hops over none of it (the square asked
        // about holds a royal piece, or the one about to stand there: never such a piece).
        let hoppers = b.pieces_of(color, t.hopper_kinds[c]) & occupied;
        for (d, &kinds) in t.hoppers_along[c].iter().enumerate() {
            if hoppers.is_empty() {
                break;
            }
            let od = t.opposite[d];
            if kinds == 0 || (t.ray(od, sq) & hoppers).is_empty() {
                continue;
            }
            let Some(screen) = t.first_along(od, sq, occupied) else {
                continue;
            };
            let Some(x) = t.first_along(od, screen, occupied) else {
                continue;
            };
            let code = b.code_on(x);
            if code == 0 || code_color(code) != color {
                continue;
            }
            let kind = code_kind(code);
            if kinds >> kind & 1 == 0 {
                continue;
            }
            if V::SHUNS_OWN_KIND
                && t.shuns_kin >> kind & 1 == 1
                && b.code_on(screen) != 0
                && code_kind(b.code_on(screen)) == kind
            {
                continue;
            }
            found |= Bits::<V>::single(x);
        }
        let mut lame = t.lame_kinds;
        if (b.color(color) & t.lame_sources_any(color, sq)).is_empty() {
            lame = 0;
        }
        while lame != 0 {
            let kind = lame.trailing_zeros() as u8;
            lame &= lame - 1;
            let pieces = b.pieces(color, kind) & occupied;
            if (pieces & t.lame_sources(color, kind, sq)).is_empty() {
                continue;
            }
            let kin = if V::SHUNS_OWN_KIND && t.shuns_kin >> kind & 1 == 1 {
                b.kind(kind)
            } else {
                Bits::<V>::EMPTY
            };
            for &(from, step) in t.lame_into(color, kind, sq) {
                let from = from as u32;
                if pieces.contains(from) && step.open(occupied) && (step.legs & kin).is_empty() {
                    found |= Bits::<V>::single(from);
                }
            }
        }
        found
    }

    /// The squares `color`'s pieces attack by a leap.
    pub(crate) fn leaps_of(&self, t: &Tables<V>, color: Color) -> Bits<V> {
        let mut attacked = Bits::<V>::EMPTY;
        let mut leapers = t.leaper_kinds[color.index()];
        while leapers != 0 {
            let kind = leapers.trailing_zeros() as u8;
            leapers &= leapers - 1;
            for sq in self.pieces(color, kind).indices() {
                attacked |= t.leap_capture(color, kind, sq);
            }
        }
        attacked
    }

    /// `true` when the two royal pieces face each other on an open file or rank (bikjang).
    pub(crate) fn kings_face(&self, t: &Tables<V>) -> bool {
        match (
            self.royal_square(t, Color::White),
            self.royal_square(t, Color::Black),
        ) {
            (Some(w), Some(b)) => (0..2).any(|line| {
                t.line(line, w).contains(b) && t.line_attacks(line, w, self.occupied()).contains(b)
            }),
            _ => false,
        }
    }

    /// `true` when `color`'s royal piece is attacked on this board.
    pub(crate) fn royal_attacked(&self, t: &Tables<V>, color: Color) -> bool {
        self.royal_square(t, color)
            .is_some_and(|k| self.attackers(t, color.flip(), k, self.occupied()).any())
    }
}
