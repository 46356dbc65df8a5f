//! Legal move generation for any described variant.
//!
//! When every enemy attack runs along a ray or is a leap (no hoppers, no lame leapers), moves
//! are generated legal from the checkers and the pins: after a single check the other pieces
//! may only capture the checker or block a ride; a pinned piece stays between its king and
//! the pinner; the king's steps are tested with the king lifted; en passant, whose capture
//! empties two squares, is tested by playing it on a copy. Otherwise (hoppers and lame
//! leapers change what attacks what when any piece moves) every pseudo-legal move is played
//! on a copy of the board and kept when the royal piece is safe: exact for any description,
//! and the slower path only such variants take.
//!
//! One generator serves lists and counting through a [`Sink`]: a counter adds the sizes of
//! destination sets, so perft's last ply builds no moves.

use super::moves::{Move, MoveKind};
use super::position::{Position, NO_SQUARE};
use super::tables::{code_color, code_kind, Bits, Tables};
use super::variant::{Promotion, Variant, MAX_KINDS};
use crate::bitboard::Bitboard;
use crate::board::{Geometry, Square};
use crate::game::{ArrayVec, MoveStore};
use crate::square::Color;
use crate::square_set::SquareSet;

/// Where generated moves go: a list, or a count.
pub(crate) trait Sink<V: Variant> {
    /// Plain moves (no promotion) from `from` to each of `dests`.
    fn normal(&mut self, from: u32, dests: Bits<V>);
    /// One move.
    fn push(&mut self, m: Move<V>);
    /// Shogi-style promotions from `from` to each of `dests`.
    fn shogi_promotions(&mut self, from: u32, dests: Bits<V>) {
        for to in dests.indices() {
            self.push(Move::new(MoveKind::ShogiPromotion, from, to, 0));
        }
    }
    /// Plain moves to each of `dests`, each from the square `back` squares before it.
    fn shifted(&mut self, dests: Bits<V>, back: i32) {
        for to in dests.indices() {
            self.push(Move::new(
                MoveKind::Normal,
                (to as i32 - back) as u32,
                to,
                0,
            ));
        }
    }
    /// Drops of `kind` on each of `dests`.
    fn drops(&mut self, kind: u8, dests: Bits<V>) {
        for to in dests.indices() {
            self.push(Move::drop(kind, to));
        }
    }
}

/// Counts moves.
pub(crate) struct Counter(pub usize);

impl<V: Variant> Sink<V> for Counter {
    #[inline(always)]
    fn normal(&mut self, _from: u32, dests: Bits<V>) {
        self.0 += dests.popcount() as usize;
    }
    #[inline(always)]
    fn push(&mut self, _m: Move<V>) {
        self.0 += 1;
    }
    #[inline(always)]
    fn drops(&mut self, _kind: u8, dests: Bits<V>) {
        self.0 += dests.popcount() as usize;
    }
    #[inline(always)]
    fn shifted(&mut self, dests: Bits<V>, _back: i32) {
        self.0 += dests.popcount() as usize;
    }
    #[inline(always)]
    fn shogi_promotions(&mut self, _from: u32, dests: Bits<V>) {
        self.0 += dests.popcount() as usize;
    }
}

/// Appends moves to a move list.
pub(crate) struct ListSink<'a, L>(pub &'a mut L);

impl<V: Variant, L: MoveStore<Move<V>>> Sink<V> for ListSink<'_, L> {
    #[inline(always)]
    fn normal(&mut self, from: u32, dests: Bits<V>) {
        for to in dests.indices() {
            self.0.push(Move::new(MoveKind::Normal, from, to, 0));
        }
    }
    #[inline(always)]
    fn push(&mut self, m: Move<V>) {
        self.0.push(m);
    }
}

/// Routes generated moves for [`Position::generate_screened`]: those that cannot expose the
/// royal piece go on to the sink, the others wait for a test.
struct Screened<'a, V: Variant, S> {
    pos: &'a Position<V>,
    sink: &'a mut S,
    /// The royal piece's square: its steps are tested with it lifted off the board.
    royal: u32,
    /// Origins that may expose the royal piece (and its own square).
    leaving: Bits<V>,
    /// Destinations that may give an enemy hopper its screen.
    arriving: Bits<V>,
    pending: &'a mut V::Moves,
}

impl<V: Variant, S: Sink<V>> Sink<V> for Screened<'_, V, S> {
    #[inline(always)]
    fn normal(&mut self, from: u32, dests: Bits<V>) {
        if from == self.royal {
            let pos = self.pos;
            let lifted = pos.board.occupied() ^ Bits::<V>::single(from);
            let them = pos.board.side.flip();
            self.sink.normal(from, pos.safe_steps(them, dests, lifted));
            return;
        }
        let held = if self.leaving.contains(from) {
            dests
        } else {
            dests & self.arriving
        };
        self.sink.normal(from, dests & !held);
        for to in held.indices() {
            self.pending.push(Move::new(MoveKind::Normal, from, to, 0));
        }
    }
    #[inline(always)]
    fn push(&mut self, m: Move<V>) {
        let safe = match m.kind() {
            // Out of check and with the kings apart, a pass is legal.
            MoveKind::Pass => true,
            MoveKind::Normal | MoveKind::Promotion | MoveKind::ShogiPromotion => {
                !self.leaving.contains(m.from()) && !self.arriving.contains(m.to())
            }
            _ => false,
        };
        if safe {
            self.sink.push(m);
        } else {
            self.pending.push(m);
        }
    }
    #[inline(always)]
    fn drops(&mut self, kind: u8, dests: Bits<V>) {
        self.sink.drops(kind, dests & !self.arriving);
        for to in (dests & self.arriving).indices() {
            self.pending.push(Move::drop(kind, to));
        }
    }
}

/// Our pinned pieces' squares, each with the line it may move along.
type PinMasks<V> = ArrayVec<(u32, Bits<V>), 32>;

/// Routes generated moves for [`Position::generate_blasting`] (captures explode): a quiet
/// move of a piece other than the royal one cannot blow anything up, so the usual pin and
/// check rules decide it and destination sets pass on in bulk; the royal piece's steps and
/// every capture are judged one by one from the squares the move empties, with no copy of
/// the board; the rest (castling) is played on a copy.
struct Blasting<'a, V: Variant, S> {
    pos: &'a Position<V>,
    sink: &'a mut S,
    /// Our royal piece's square.
    royal: u32,
    /// The other royal piece's square.
    other: u32,
    /// Where a quiet move of another piece may go: anywhere, or onto the check's line.
    quiet_target: Bits<V>,
    pinned: Bits<V>,
    pin_masks: PinMasks<V>,
}

impl<V: Variant, S: Sink<V>> Blasting<'_, V, S> {
    /// The squares of `dests` (empty squares) a quiet move of our non-royal piece on `from`
    /// may go to.
    #[inline(always)]
    fn quiet_from(&self, from: u32, dests: Bits<V>) -> Bits<V> {
        let mut dests = dests & self.quiet_target;
        if self.pinned.contains(from) {
            for &(sq, line) in &self.pin_masks {
                if sq == from {
                    dests &= line;
                }
            }
        }
        dests
    }

    /// The captures among `dests` (enemy squares) from `from` that are legal.
    #[inline(always)]
    fn captures_from(&self, from: u32, dests: Bits<V>) -> Bits<V> {
        let mut legal = Bits::<V>::EMPTY;
        for to in dests.indices() {
            if self
                .pos
                .blast_leaves_royal_safe(from, to, to, self.royal, self.other)
            {
                legal |= Bits::<V>::single(to);
            }
        }
        legal
    }
}

impl<V: Variant, S: Sink<V>> Sink<V> for Blasting<'_, V, S> {
    #[inline(always)]
    fn normal(&mut self, from: u32, dests: Bits<V>) {
        let pos = self.pos;
        let occ = pos.board.occupied();
        let quiet = dests & !occ;
        if from == self.royal {
            // A royal piece that captures explodes; a step next to the other royal piece is
            // safe (touching royal pieces cannot be checked), any other step when unattacked
            // with the royal piece lifted.
            let t = pos.t;
            let near = quiet & t.ring[self.other as usize];
            let lifted = occ ^ Bits::<V>::single(from);
            let them = pos.board.side.flip();
            let mut safe = near;
            for to in (quiet & !near).indices() {
                if pos.attackers(them, to, lifted).is_empty() {
                    safe |= Bits::<V>::single(to);
                }
            }
            self.sink.normal(from, safe);
            return;
        }
        let legal = self.quiet_from(from, quiet) | self.captures_from(from, dests & occ);
        self.sink.normal(from, legal);
    }
    #[inline(always)]
    fn push(&mut self, m: Move<V>) {
        let pos = self.pos;
        let legal = match m.kind() {
            MoveKind::Normal | MoveKind::Promotion | MoveKind::ShogiPromotion
                if m.from() != self.royal =>
            {
                if pos.board.code_on(m.to()) == 0 {
                    self.quiet_from(m.from(), Bits::<V>::single(m.to())).any()
                } else {
                    pos.blast_leaves_royal_safe(m.from(), m.to(), m.to(), self.royal, self.other)
                }
            }
            MoveKind::EnPassant => pos.blast_leaves_royal_safe(
                m.from(),
                m.to(),
                Position::<V>::ep_victim(pos.board.side, m.to()),
                self.royal,
                self.other,
            ),
            _ => pos.leaves_royal_safe(m),
        };
        if legal {
            self.sink.push(m);
        }
    }
    #[inline(always)]
    fn shifted(&mut self, dests: Bits<V>, back: i32) {
        let pos = self.pos;
        let occ = pos.board.occupied();
        let mut quiet = dests & !occ & self.quiet_target;
        for &(sq, line) in &self.pin_masks {
            let to = sq as i32 + back;
            if (0..(V::Board::FILES as i32 * V::Board::RANKS as i32)).contains(&to)
                && !line.contains(to as u32)
            {
                quiet &= !Bits::<V>::single(to as u32);
            }
        }
        self.sink.shifted(quiet, back);
        for to in (dests & occ).indices() {
            let from = (to as i32 - back) as u32;
            if pos.blast_leaves_royal_safe(from, to, to, self.royal, self.other) {
                self.sink.push(Move::new(MoveKind::Normal, from, to, 0));
            }
        }
    }
}

/// Passes on only the moves that give no check (racing kings), judged by a [`CheckInfo`]:
/// a plain move's destinations are masked per kind, so counting stays in bulk.
struct NoCheck<'a, V: Variant, S> {
    pos: &'a Position<V>,
    info: &'a CheckInfo<V>,
    sink: &'a mut S,
}

impl<V: Variant, S: Sink<V>> Sink<V> for NoCheck<'_, V, S> {
    #[inline(always)]
    fn normal(&mut self, from: u32, dests: Bits<V>) {
        let kind = code_kind(self.pos.board.code_on(from)) as usize;
        let mut quiet = dests & !self.info.squares[kind];
        for &(sq, line) in &self.info.discoverers {
            if sq == from {
                quiet &= line;
            }
        }
        self.sink.normal(from, quiet);
    }
    #[inline(always)]
    fn push(&mut self, m: Move<V>) {
        if !self.pos.gives_check_by(m, self.info) {
            self.sink.push(m);
        }
    }
    #[inline(always)]
    fn shifted(&mut self, dests: Bits<V>, back: i32) {
        let pawn = self.pos.t.pawn.map_or(0, |p| p as usize);
        let mut quiet = dests & !self.info.squares[pawn];
        for &(sq, line) in &self.info.discoverers {
            let to = sq as i32 + back;
            if (0..(V::Board::FILES as i32 * V::Board::RANKS as i32)).contains(&to)
                && !line.contains(to as u32)
            {
                quiet &= !Bits::<V>::single(to as u32);
            }
        }
        self.sink.shifted(quiet, back);
    }
    #[inline(always)]
    fn drops(&mut self, kind: u8, dests: Bits<V>) {
        self.sink
            .drops(kind, dests & !self.info.squares[kind as usize]);
    }
}

/// Per position: for each kind, the squares from which a piece of the side to move would
/// attack the other king; the pieces of the side to move alone on a line between one of its
/// line-movers and that king, each with the line (a move off it uncovers check).
struct CheckInfo<V: Variant> {
    squares: [Bits<V>; MAX_KINDS],
    discoverers: ArrayVec<(u32, Bits<V>), 16>,
}

impl<V: Variant> Position<V> {
    /// The legal moves, into `sink`: none once a rule has ended the game
    /// ([`Position::immediate_end`]); only the captures when the variant forces them and
    /// there is one; none that give check where checks are not allowed.
    pub(crate) fn generate<S: Sink<V>>(&self, sink: &mut S) {
        if V::ENDS_AT_ONCE && self.immediate_end().is_some() {
            return;
        }
        if !V::RULES.must_capture && !V::RULES.checks_allowed {
            if let Some(info) = self.check_info() {
                self.generate_moves(&mut NoCheck {
                    pos: self,
                    info: &info,
                    sink,
                });
                return;
            }
        }
        if V::RULES.must_capture || !V::RULES.checks_allowed {
            let mut moves = V::Moves::default();
            self.generate_moves(&mut ListSink(&mut moves));
            self.restrict(&mut moves);
            for &m in moves.iter() {
                sink.push(m);
            }
            return;
        }
        if V::RULES.gating.is_some() {
            let mut moves = V::Moves::default();
            self.generate_moves(&mut ListSink(&mut moves));
            for &m in moves.iter() {
                sink.push(m);
            }
            self.gated_forms(&moves, self.gate_squares(self.board.side), sink);
            return;
        }
        self.generate_moves(sink);
    }

    /// The gated forms (seirawan) of the moves among `moves` that leave a square of `gates`:
    /// one per kind in the hand, and for castling per square the piece may go to (the
    /// king's or the rook's). As in Fairy-Stockfish, a gated move is legal exactly when the
    /// plain one is (the gated piece does not make a move legal by blocking a line).
    fn gated_forms<S: Sink<V>>(&self, moves: &V::Moves, gates: Bits<V>, out: &mut S) {
        if gates.is_empty() {
            return;
        }
        let us = self.board.side;
        let held: ArrayVec<u8, MAX_KINDS> = (0..V::PIECES.len() as u8)
            .filter(|&k| self.board.hand(us, k) > 0)
            .collect();
        for &m in moves.iter() {
            if m.kind() == MoveKind::Drop || !gates.contains(m.from()) {
                continue;
            }
            for &g in &held {
                out.push(m.gated(g, false));
                if m.kind() == MoveKind::Castling && gates.contains(m.to()) {
                    out.push(m.gated(g, true));
                }
            }
        }
    }

    /// Applies the variant's restrictions to `moves`, the moves legal but for them: only
    /// captures when there is one (must capture), none giving check (checks not allowed).
    fn restrict(&self, moves: &mut V::Moves) {
        if V::RULES.must_capture && moves.iter().any(|&m| self.is_capture(m)) {
            moves.retain(|m| self.is_capture(*m));
        }
        if !V::RULES.checks_allowed {
            match self.check_info() {
                Some(info) => moves.retain(|m| !self.gives_check_by(*m, &info)),
                None => moves.retain(|m| !self.gives_check(*m)),
            }
        }
    }

    /// What tells at a glance whether a move gives check (Stockfish's check squares and
    /// discovered-check candidates): `None` when the other side has no royal piece or the
    /// variant has pieces whose attacks are not lines and leaps (then each move is played on
    /// a copy instead).
    fn check_info(&self) -> Option<CheckInfo<V>> {
        let t = self.t;
        let b = &self.board;
        let us = b.side;
        let them = us.flip();
        let king = b.royal_square(t, them)?;
        if t.irregular || !t.odd_riders[us.index()].is_empty() {
            return None;
        }
        let occ = b.occupied();
        let mut squares = [Bits::<V>::EMPTY; MAX_KINDS];
        for (kind, set) in squares.iter_mut().enumerate().take(V::PIECES.len()) {
            // A piece of ours attacks the king from where the king, were it ours, would
            // capture it.
            *set = self.reach(them, kind as u8, king, occ).1;
        }
        let mut discoverers = ArrayVec::new();
        let c = us.index();
        let mut snipers = Bits::<V>::EMPTY;
        if t.orth_kinds[c] != 0 {
            snipers |= self.pieces_of(us, t.orth_kinds[c]) & t.orth_lines(king);
        }
        if t.diag_kinds[c] != 0 {
            snipers |= self.pieces_of(us, t.diag_kinds[c]) & t.diag_lines(king);
        }
        let ours = b.color(us);
        for s in snipers.indices() {
            let between = t.between(king, s) & occ;
            if (between & ours).any() && !between.more_than_one() {
                let line = t.between(king, s) | Bits::<V>::single(s);
                discoverers.push((between.trailing_zeros(), line));
            }
        }
        Some(CheckInfo {
            squares,
            discoverers,
        })
    }

    /// [`Position::gives_check`] from `info`, for the moves it answers (a plain move or
    /// capture); the others are played on a copy.
    fn gives_check_by(&self, m: Move<V>, info: &CheckInfo<V>) -> bool {
        if m.kind() != MoveKind::Normal {
            return self.gives_check(m);
        }
        let (from, to) = (m.from(), m.to());
        let kind = code_kind(self.board.code_on(from)) as usize;
        info.squares[kind].contains(to)
            || info
                .discoverers
                .iter()
                .any(|&(sq, line)| sq == from && !line.contains(to))
    }

    /// `true` when `m` captures (en passant included).
    pub(crate) fn is_capture(&self, m: Move<V>) -> bool {
        match m.kind() {
            MoveKind::EnPassant => true,
            MoveKind::Drop | MoveKind::Castling | MoveKind::Pass => false,
            _ => self.board.code_on(m.to()) != 0,
        }
    }

    /// `true` when `m`, legal here, attacks the other side's royal piece.
    pub(crate) fn gives_check(&self, m: Move<V>) -> bool {
        let mut after = self.board;
        Self::apply(self.t, &mut after, m, &mut 0);
        after.royal_attacked(self.t, self.board.side.flip())
    }

    /// The legal moves before the variant's restrictions and ends, into `sink`.
    pub(crate) fn generate_moves<S: Sink<V>>(&self, sink: &mut S) {
        let t = self.t;
        let us = self.board.side;
        match self.board.royal_square(t, us) {
            Some(ksq) if !t.irregular && !V::RULES.bikjang => self.generate_legal_from(ksq, sink),
            // No royal piece to keep safe (antichess, horde's white): every move is legal.
            None if !V::RULES.blast_on_capture => self.generate_pseudo(sink, true),
            Some(ksq) if V::RULES.blast_on_capture => {
                if let Some(other) = self.board.royal_square(t, us.flip()) {
                    self.generate_blasting(ksq, other, sink);
                } else {
                    self.generate_tested(sink);
                }
            }
            Some(ksq)
                if !V::RULES.blast_on_capture
                    && self.st().checkers.is_empty()
                    && !(V::RULES.bikjang && self.st().facing) =>
            {
                self.generate_screened(ksq, sink)
            }
            _ => self.generate_tested(sink),
        }
    }

    /// Every pseudo-legal move played on a copy of the board, kept when the royal piece is
    /// safe.
    fn generate_tested<S: Sink<V>>(&self, sink: &mut S) {
        let mut pseudo = V::Moves::default();
        self.generate_pseudo(&mut ListSink(&mut pseudo), true);
        for &m in pseudo.iter() {
            if self.leaves_royal_safe(m) {
                sink.push(m);
            }
        }
    }

    /// The legal moves where captures explode (atomic), our royal piece on `ksq` and the
    /// other on `other`: the pseudo-legal moves in their order, each judged by [`Blasting`].
    /// Royal pieces side by side cannot be checked, so then every quiet move of another piece
    /// keeps ours safe; else such a move is legal as in chess, by the checkers and the pins
    /// (it removes nothing and the royal pieces stay apart).
    fn generate_blasting<S: Sink<V>>(&self, ksq: u32, other: u32, sink: &mut S) {
        let t = self.t;
        let touching = t.ring[ksq as usize].contains(other);
        let checkers = self.st().checkers;
        let quiet_target = if touching || checkers.is_empty() {
            t.board
        } else if checkers.more_than_one() {
            Bits::<V>::EMPTY
        } else {
            let c = checkers.trailing_zeros();
            let kind = code_kind(self.board.code_on(c));
            if t.leap_capture_rev(self.board.side.flip(), kind, ksq)
                .contains(c)
            {
                Bits::<V>::EMPTY
            } else {
                t.between(ksq, c)
            }
        };
        let (pinned, pin_masks) = if touching {
            (Bits::<V>::EMPTY, ArrayVec::new())
        } else {
            self.pins(ksq)
        };
        let mut blasting = Blasting {
            pos: self,
            sink,
            royal: ksq,
            other,
            quiet_target,
            pinned,
            pin_masks,
        };
        self.generate_pseudo(&mut blasting, true);
    }

    /// Whether the capture from `from` to `to` of the piece on `victim` (`to`, or the pawn
    /// taken en passant) leaves our royal piece on `ksq` safe, the other standing on
    /// `other`: the capturer, the victim and every piece but a pawn next to `to` are gone;
    /// ours must not be among them; the other gone, or the two side by side, it is safe;
    /// else it must be unattacked by the enemy pieces left.
    #[inline(always)]
    fn blast_leaves_royal_safe(
        &self,
        from: u32,
        to: u32,
        victim: u32,
        ksq: u32,
        other: u32,
    ) -> bool {
        let t = self.t;
        let b = &self.board;
        let occ = b.occupied();
        let pawns = t.pawn.map_or(Bits::<V>::EMPTY, |p| b.kind(p));
        let gone = Bits::<V>::single(from)
            | Bits::<V>::single(to)
            | Bits::<V>::single(victim)
            | (t.ring[to as usize] & occ & !pawns);
        if gone.contains(ksq) {
            return false;
        }
        if gone.contains(other) || t.ring[ksq as usize].contains(other) {
            return true;
        }
        let left = occ & !gone;
        (self.attackers(b.side.flip(), ksq, left) & left).is_empty()
    }

    /// The legal moves where hoppers or lame leapers make pins irregular, out of check: a
    /// move is tested on a copy only where it could expose the royal piece on `ksq` (it
    /// leaves a square of a line through it or a leg of a lame step into it, or arrives on a
    /// square where it could give an enemy hopper its screen), or moves the royal piece, or
    /// is special (castling, en passant); any other move is legal as generated, and counted
    /// in bulk.
    fn generate_screened<S: Sink<V>>(&self, ksq: u32, sink: &mut S) {
        let t = self.t;
        let b = &self.board;
        let them = b.side.flip();
        let c = them.index();
        let occ = b.occupied();
        let enemy_of = |sq: u32, kinds: u16| {
            let code = b.code_on(sq);
            code_color(code) == them && kinds >> code_kind(code) & 1 == 1
        };
        let mut leaving = Bits::<V>::single(ksq);
        let mut arriving = Bits::<V>::EMPTY;
        let liners = self.pieces_of(them, t.line_kinds[c]);
        // Along each line from the royal piece, its first three pieces: leaving the first
        // may uncover a rider behind it, or give a hopper behind the second its screen;
        // leaving the second may give a hopper behind the third the first as a screen;
        // arriving before an enemy hopper gives it a screen, and so does taking the piece
        // before one (which may have been no screen: a piece of the hopper's own kind).
        for d in 0..t.dirs.len() {
            let od = t.opposite[d];
            let (riders, hoppers) = (t.riders_along[c][od], t.hoppers_along[c][od]);
            // Each case below needs an enemy rider or hopper on the line.
            if riders | hoppers == 0 || (t.ray(d, ksq) & liners).is_empty() {
                continue;
            }
            let Some(p1) = t.first_along(d, ksq, occ) else {
                continue;
            };
            if enemy_of(p1, hoppers) {
                arriving |= t.between(ksq, p1);
            }
            let Some(p2) = t.first_along(d, p1, occ) else {
                continue;
            };
            if enemy_of(p2, riders) {
                leaving |= Bits::<V>::single(p1);
            }
            if enemy_of(p2, hoppers) {
                arriving |= Bits::<V>::single(p1);
            }
            if let Some(p3) = t.first_along(d, p2, occ) {
                if enemy_of(p3, hoppers) {
                    leaving |= Bits::<V>::single(p1) | Bits::<V>::single(p2);
                }
            }
        }
        // The legs of the enemy's lame steps onto the royal piece: leaving one may open the
        // step; arriving on a hop's leg gives it its screen.
        let mut lame = t.lame_kinds;
        while lame != 0 {
            let kind = lame.trailing_zeros() as u8;
            lame &= lame - 1;
            let pieces = b.pieces(them, kind);
            if (pieces & t.lame_sources(them, kind, ksq)).is_empty() {
                continue;
            }
            for &(from, step) in t.lame_into(them, kind, ksq) {
                if pieces.contains(from as u32) {
                    leaving |= step.legs;
                    if step.hop {
                        arriving |= step.legs;
                    }
                }
            }
        }
        let mut pending = V::Moves::default();
        let mut screen = Screened {
            pos: self,
            sink,
            royal: ksq,
            leaving,
            arriving,
            pending: &mut pending,
        };
        self.generate_pseudo(&mut screen, true);
        for &m in pending.iter() {
            if self.leaves_royal_safe(m) {
                sink.push(m);
            }
        }
    }

    /// The squares of `dests` that `them` does not attack over `lifted` (the board without
    /// the royal piece about to step there). An attack on a square never passes it, so one
    /// board serves every destination, a piece on it taken or not.
    #[inline(always)]
    fn safe_steps(&self, them: Color, dests: Bits<V>, lifted: Bits<V>) -> Bits<V> {
        let b = &self.board;
        let t = self.t;
        if t.irregular {
            // Hoppers and lame leapers: the captures of the enemy pieces that could reach a
            // destination at all, each found once (over the board less the royal piece, a
            // screen of a shunned kind no screen, but its kind not spared: the royal piece
            // stands there).
            let mut attacked = Bits::<V>::EMPTY;
            for kind in 0..V::PIECES.len() as u8 {
                let kin = if V::SHUNS_OWN_KIND && t.shuns_kin >> kind & 1 == 1 {
                    b.kind(kind)
                } else {
                    Bits::<V>::EMPTY
                };
                for from in b.pieces(them, kind).indices() {
                    if (t.capture_span(them, kind, from) & dests & !attacked).any() {
                        attacked |= Self::reach_shunning(t, them, kind, from, lifted, kin).1;
                    }
                }
            }
            return dests & !attacked;
        }
        let mut safe = Bits::<V>::EMPTY;
        if dests.popcount() > 2 {
            // Many steps: the enemy's leaps once, then only the riders per square.
            for to in (dests & !b.leaps_of(t, them)).indices() {
                if b.riders_attacking(t, them, to, lifted).is_empty() {
                    safe |= Bits::<V>::single(to);
                }
            }
        } else {
            for to in dests.indices() {
                if self.attackers(them, to, lifted).is_empty() {
                    safe |= Bits::<V>::single(to);
                }
            }
        }
        safe
    }

    /// Our pieces pinned to the royal piece on `ksq` (each alone between it and an enemy
    /// rider of that line), and for each the line it may move along (the pinner's square
    /// included).
    #[inline(always)]
    fn pins(&self, ksq: u32) -> (Bits<V>, PinMasks<V>) {
        let t = self.t;
        let b = &self.board;
        let us = b.side;
        let them = us.flip();
        let occ = b.occupied();
        let mut pinned = Bits::<V>::EMPTY;
        let mut pin_masks: PinMasks<V> = ArrayVec::new();
        let ours = b.color(us);
        let c = them.index();
        let mut snipers = Bits::<V>::EMPTY;
        if t.orth_kinds[c] != 0 {
            snipers |= self.pieces_of(them, t.orth_kinds[c]) & t.orth_lines(ksq);
        }
        if t.diag_kinds[c] != 0 {
            snipers |= self.pieces_of(them, t.diag_kinds[c]) & t.diag_lines(ksq);
        }
        for s in snipers.indices() {
            let between = t.between(ksq, s) & occ;
            if (between & ours).any() && !between.more_than_one() {
                pinned |= between;
                let line = t.between(ksq, s) | Bits::<V>::single(s);
                pin_masks.push((between.trailing_zeros(), line));
            }
        }
        for &(d, kinds) in &t.odd_riders[c] {
            let od = t.opposite[d];
            let Some(first) = t.first_along(od, ksq, occ) else {
                continue;
            };
            if !ours.contains(first) {
                continue;
            }
            let Some(second) = t.first_along(od, first, occ) else {
                continue;
            };
            let code = b.code_on(second);
            if code_color(code) == them && kinds >> code_kind(code) & 1 == 1 {
                pinned |= Bits::<V>::single(first);
                pin_masks.push((first, t.between(ksq, second) | Bits::<V>::single(second)));
            }
        }
        (pinned, pin_masks)
    }

    /// The legal moves from the checkers and the pins.
    fn generate_legal_from<S: Sink<V>>(&self, ksq: u32, sink: &mut S) {
        let t = self.t;
        let b = &self.board;
        let us = b.side;
        let them = us.flip();
        let occ = b.occupied();
        let enemy = b.color(them);
        let checkers = self.st().checkers;
        let royal = t.royal.expect("a royal kind");

        // The king's own moves, each destination tested with the king lifted.
        let (quiet, capture) = self.reach(us, royal, ksq, occ);
        let lifted = occ ^ Bits::<V>::single(ksq);
        let dests = (quiet & !occ | capture & enemy) & t.board;
        sink.normal(ksq, self.safe_steps(them, dests, lifted));
        if checkers.more_than_one() {
            return;
        }
        let target = if checkers.any() {
            let c = checkers.trailing_zeros();
            let kind = code_kind(b.code_on(c));
            if t.leap_capture_rev(them, kind, ksq).contains(c) {
                checkers
            } else {
                checkers | t.between(ksq, c)
            }
        } else {
            t.board
        };

        let (pinned, pin_masks) = self.pins(ksq);

        let bulk_pawns = match t.pawn {
            Some(pawn) if t.chess_pawn => {
                self.pawns_in_bulk(b.pieces(us, pawn) & !pinned, target, sink);
                Some(pawn)
            }
            _ => None,
        };
        for kind in 0..V::PIECES.len() as u8 {
            if kind == royal {
                continue;
            }
            let mut pieces = b.pieces(us, kind);
            if Some(kind) == bulk_pawns {
                pieces &= pinned;
            }
            for from in pieces.indices() {
                let mut allowed = target;
                if pinned.contains(from) {
                    let mask = pin_masks
                        .iter()
                        .find(|(sq, _)| *sq == from)
                        .map_or(Bits::<V>::EMPTY, |&(_, m)| m);
                    allowed &= mask;
                }
                self.piece_moves(kind, from, allowed, sink);
            }
        }

        self.en_passant(sink, true);
        if checkers.is_empty() {
            self.castling(ksq, sink);
            if V::RULES.pass {
                sink.push(Move::new(MoveKind::Pass, ksq, ksq, 0));
            }
        }
        self.drops(target & !occ, sink);
    }

    /// Every pseudo-legal move (legal but for the royal piece's safety; castling checked).
    /// With `bulk_pawns`, chess pawns move by whole-set shifts (the generator); without, one
    /// by one (the slow reference).
    fn generate_pseudo<S: Sink<V>>(&self, sink: &mut S, bulk_pawns: bool) {
        self.generate_pseudo_at(self.st().ep, sink, bulk_pawns);
    }

    /// [`Position::generate_pseudo`] with `ep` as the en passant square (the state's, or
    /// that of a move played on the board alone).
    #[inline(always)]
    fn generate_pseudo_at<S: Sink<V>>(&self, ep: u8, sink: &mut S, bulk_pawns: bool) {
        let t = self.t;
        let b = &self.board;
        let us = b.side;
        let bulk = match t.pawn {
            Some(pawn) if bulk_pawns && t.chess_pawn => {
                self.pawns_in_bulk(b.pieces(us, pawn), t.board, sink);
                Some(pawn)
            }
            _ => None,
        };
        for kind in 0..V::PIECES.len() as u8 {
            if Some(kind) == bulk {
                continue;
            }
            for from in b.pieces(us, kind).indices() {
                self.piece_moves(kind, from, t.board, sink);
            }
        }
        self.en_passant_at(ep, sink, false);
        if let Some(ksq) = b.royal_square(t, us) {
            if self.st().checkers.is_empty() {
                self.castling(ksq, sink);
            }
            // A pass, tested as any move: legal out of check (or, under bikjang, always).
            if V::RULES.pass {
                sink.push(Move::new(MoveKind::Pass, ksq, ksq, 0));
            }
        }
        self.drops(t.board & !b.occupied(), sink);
    }

    /// Where a `color` `kind` on `from` could move to (when empty) and capture (when an enemy
    /// stands there), over `occ`.
    #[inline(always)]
    pub(crate) fn reach(
        &self,
        color: Color,
        kind: u8,
        from: u32,
        occ: Bits<V>,
    ) -> (Bits<V>, Bits<V>) {
        let t = self.t;
        if !V::SHUNS_OWN_KIND || t.shuns_kin >> kind & 1 == 0 {
            return Self::reach_on(t, color, kind, from, occ);
        }
        // A hopper that shuns its kind: what it reaches both over the board and over the
        // board without its kind (a screen of its kind is then no screen), never a square
        // of its kind. A ride or leap over the board is within the one over fewer pieces;
        // a hop is the same over both unless its screen is of its kind (then none): so one
        // pass, with the hops over a screen of the kind dropped.
        let kin = self.board.kind(kind);
        let (quiet, capture) = Self::reach_shunning(t, color, kind, from, occ, kin);
        (quiet & !kin, capture & !kin)
    }

    /// [`Position::reach`] from the tables alone.
    #[inline(always)]
    pub(crate) fn reach_on(
        t: &Tables<V>,
        color: Color,
        kind: u8,
        from: u32,
        occ: Bits<V>,
    ) -> (Bits<V>, Bits<V>) {
        Self::reach_shunning(t, color, kind, from, occ, Bits::<V>::EMPTY)
    }

    /// [`Position::reach_on`] with no hop over a screen of `kin` (the squares of a kind
    /// that shuns its own kind; empty otherwise), captures of `kin` not yet removed.
    #[inline(always)]
    fn reach_shunning(
        t: &Tables<V>,
        color: Color,
        kind: u8,
        from: u32,
        occ: Bits<V>,
        kin: Bits<V>,
    ) -> (Bits<V>, Bits<V>) {
        let c = color.index();
        let k = kind as usize;
        if t.plain[c][k] {
            // One set serves moves and captures.
            let mut reach = t.leap_capture(color, kind, from);
            if t.rides_orth[c][k] {
                reach |= t.rook_attacks(from, occ);
            }
            if t.rides_diag[c][k] {
                reach |= t.bishop_attacks(from, occ);
            }
            let mut dirs = t.odd_capture[c][k];
            while dirs != 0 {
                let d = dirs.trailing_zeros() as usize;
                dirs &= dirs - 1;
                reach |= t.ride(d, from, occ);
            }
            return (reach, reach);
        }
        let mut quiet = t.leap_quiet(color, kind, from);
        let mut capture = t.leap_capture(color, kind, from);
        let mut lines = Bits::<V>::EMPTY;
        if t.rides_orth[c][k] {
            lines |= t.rook_attacks(from, occ);
        }
        if t.rides_diag[c][k] {
            lines |= t.bishop_attacks(from, occ);
        }
        quiet |= lines;
        capture |= lines;
        let (rq, rc) = along::<V>(t.odd_quiet[c][k], t.odd_capture[c][k], |d| {
            t.ride(d, from, occ)
        });
        quiet |= rq;
        capture |= rc;
        if t.irregular {
            let mut hops = Bits::<V>::EMPTY;
            if t.hops_orth[c][k] {
                hops |= t.line_hops(0, from, occ, kin) | t.line_hops(1, from, occ, kin);
            }
            if t.hops_diag[c][k] {
                hops |= t.line_hops(2, from, occ, kin) | t.line_hops(3, from, occ, kin);
            }
            quiet |= hops;
            capture |= hops;
            let (hq, hc) = along::<V>(t.odd_hop_quiet[c][k], t.odd_hop_capture[c][k], |d| {
                t.hop(d, from, occ, kin)
            });
            quiet |= hq;
            capture |= hc;
            if t.lame_kinds >> kind & 1 == 1 {
                // The plain steps at once: a leg on `kin` blocks as a piece would.
                let open = t.lame_open(color, kind, from, occ | kin);
                quiet |= open;
                capture |= open;
            }
            if t.lame_has_rest(kind) {
                for step in t.lame_rest(color, kind, from) {
                    let open = step.open(occ) & (step.legs & kin).is_empty();
                    let to = if open {
                        Bits::<V>::single(step.to as u32)
                    } else {
                        Bits::<V>::EMPTY
                    };
                    if step.mode != super::betza::Mode::Capture {
                        quiet |= to;
                    }
                    if step.mode != super::betza::Mode::Move {
                        capture |= to;
                    }
                }
            }
            if V::CONFINED && t.confined >> kind & 1 == 1 {
                let region = t.region[c][k];
                quiet &= region;
                capture &= region;
            }
        }
        (quiet, capture)
    }

    /// The steps, double steps and captures of the chess pawns `pawns` (not pinned) to
    /// squares of `allowed`, by shifting the set: one shift per step for all of them.
    fn pawns_in_bulk<S: Sink<V>>(&self, pawns: Bits<V>, allowed: Bits<V>, sink: &mut S) {
        let t = self.t;
        let b = &self.board;
        let us = b.side;
        let f = V::Board::FILES as u32;
        let occ = b.occupied();
        let empty = t.board & !occ;
        let enemy = b.color(us.flip());
        let step = |set: Bits<V>, by: u32| match us {
            Color::White => (set << by) & t.board,
            Color::Black => set >> by,
        };
        let single = step(pawns, f) & empty;
        let double = step(step(pawns & t.double_step[us.index()], f) & empty, f) & empty;
        // Towards file a and towards the last file, from the mover's side.
        let (west, east) = match us {
            Color::White => (f - 1, f + 1),
            Color::Black => (f + 1, f - 1),
        };
        let to_west = step(pawns & t.inner_files[0], west) & enemy;
        let to_east = step(pawns & t.inner_files[1], east) & enemy;
        let sign = if us == Color::White { 1 } else { -1 };
        for (dests, back) in [
            (single, f as i32),
            (double, 2 * f as i32),
            (to_west, west as i32),
            (to_east, east as i32),
        ] {
            let dests = dests & allowed;
            if dests.is_empty() {
                continue;
            }
            let back = sign * back;
            sink.shifted(dests & !t.forced_zone[us.index()], back);
            let promo = dests & t.zone[us.index()];
            if promo.any() {
                self.promotions(promo, back, sink);
            }
        }
    }

    /// Chess-style promotions of pawns to each of `dests`, each from `back` squares before
    /// it.
    #[cold]
    fn promotions<S: Sink<V>>(&self, dests: Bits<V>, back: i32, sink: &mut S) {
        let t = self.t;
        let b = &self.board;
        let us = b.side;
        let Promotion::Choice { only_captured, .. } = V::RULES.promotion else {
            return;
        };
        for &choice in &t.promotion_choices {
            if only_captured
                && b.pieces(us, choice).popcount()
                    >= t.initial_count[us.index()][choice as usize] as u32
            {
                continue;
            }
            for to in dests.indices() {
                sink.push(Move::new(
                    MoveKind::Promotion,
                    (to as i32 - back) as u32,
                    to,
                    choice,
                ));
            }
        }
    }

    /// The moves of one piece to squares of `allowed`, promotions and double steps included.
    #[inline(always)]
    fn piece_moves<S: Sink<V>>(&self, kind: u8, from: u32, allowed: Bits<V>, sink: &mut S) {
        let t = self.t;
        let b = &self.board;
        let us = b.side;
        let occ = b.occupied();
        let (quiet, capture) = self.reach(us, kind, from, occ);
        let mut dests = (quiet & !occ | capture & b.color(us.flip())) & allowed;
        let is_pawn = Some(kind) == t.pawn;
        if is_pawn && t.double_step[us.index()].contains(from) {
            let files = V::Board::FILES as u32;
            let (one, two) = match us {
                Color::White => (from + files, from + 2 * files),
                Color::Black => (from.wrapping_sub(files), from.wrapping_sub(2 * files)),
            };
            if (two as usize) < t.squares
                && !occ.contains(one)
                && !occ.contains(two)
                && allowed.contains(two)
            {
                dests |= Bits::<V>::single(two);
            }
        }
        match V::RULES.promotion {
            Promotion::Choice { only_captured, .. } if is_pawn => {
                let promo = dests & t.zone[us.index()];
                sink.normal(from, dests & !t.forced_zone[us.index()]);
                if promo.any() {
                    for &choice in &t.promotion_choices {
                        if only_captured
                            && b.pieces(us, choice).popcount()
                                >= t.initial_count[us.index()][choice as usize] as u32
                        {
                            continue;
                        }
                        for to in promo.indices() {
                            sink.push(Move::new(MoveKind::Promotion, from, to, choice));
                        }
                    }
                }
            }
            Promotion::Shogi { .. } if t.promotes_to[kind as usize].is_some() => {
                let zone = t.zone[us.index()];
                let promo = if zone.contains(from) {
                    dests
                } else {
                    dests & zone
                };
                sink.normal(from, dests & !t.dead[us.index()][kind as usize]);
                sink.shogi_promotions(from, promo);
            }
            _ => sink.normal(from, dests),
        }
    }

    /// En passant captures; `tested` plays each on a copy to check the royal piece's safety
    /// (the generic path tests every move afterwards instead).
    fn en_passant<S: Sink<V>>(&self, sink: &mut S, tested: bool) {
        self.en_passant_at(self.st().ep, sink, tested);
    }

    /// [`Position::en_passant`] to the square `ep`.
    #[inline(always)]
    fn en_passant_at<S: Sink<V>>(&self, ep: u8, sink: &mut S, tested: bool) {
        let t = self.t;
        if ep == NO_SQUARE {
            return;
        }
        let Some(pawn) = t.pawn else { return };
        let us = self.board.side;
        let ep = ep as u32;
        let from = self.board.pieces(us, pawn) & t.leap_capture_rev(us, pawn, ep);
        for f in from.indices() {
            let m = Move::new(MoveKind::EnPassant, f, ep, 0);
            if !tested || self.leaves_royal_safe(m) {
                sink.push(m);
            }
        }
    }

    /// Castling moves (the caller knows the king is not in check).
    fn castling<S: Sink<V>>(&self, ksq: u32, sink: &mut S) {
        let Some(rules) = V::RULES.castling else {
            return;
        };
        let b = &self.board;
        let us = b.side;
        let rights = self.st().castling >> (2 * us.index()) & 3;
        if rights == 0 {
            return;
        }
        let files = V::Board::FILES as u32;
        let rank = ksq - ksq % files;
        let occ = b.occupied();
        for side in 0..2 {
            if rights >> side & 1 == 0 {
                continue;
            }
            let rsq = self.castle_rooks[2 * us.index() + side] as u32;
            let kd = rank + rules.king_to[side] as u32;
            let rd = rank + rules.rook_to[side] as u32;
            let span = |a: u32, b: u32| {
                let (lo, hi) = (a.min(b), a.max(b));
                (lo..=hi).fold(Bits::<V>::EMPTY, |acc, s| acc | Bits::<V>::single(s))
            };
            let movers = Bits::<V>::single(ksq) | Bits::<V>::single(rsq);
            if ((span(ksq, kd) | span(rsq, rd)) & occ & !movers).any() {
                continue;
            }
            let after = occ & !movers;
            let mut path = span(ksq, kd);
            if V::RULES.blast_on_capture {
                // Atomic: a square next to the other king cannot be attacked.
                if let Some(other) = b.royal_square(self.t, us.flip()) {
                    path &= !self.t.ring[other as usize];
                }
            }
            if path
                .indices()
                .all(|s| self.attackers(us.flip(), s, after).is_empty())
            {
                sink.push(Move::new(MoveKind::Castling, ksq, rsq, 0));
            }
        }
    }

    /// Drops on the squares of `squares` (empty squares; blocking squares when in check).
    fn drops<S: Sink<V>>(&self, squares: Bits<V>, sink: &mut S) {
        let Some(rules) = V::RULES.drops else { return };
        let t = self.t;
        let b = &self.board;
        let us = b.side;
        for kind in 0..V::PIECES.len() as u8 {
            if b.hand(us, kind) == 0 {
                continue;
            }
            let mut to = squares & self.drop_region(us, kind);
            if Some(kind) == t.pawn && rules.no_pawn_drop_mate {
                if let Some(eksq) = b.royal_square(t, us.flip()) {
                    let checking = to & t.leap_capture_rev(us, kind, eksq);
                    for s in checking.indices() {
                        if self.drop_mates(Move::drop(kind, s)) {
                            to &= !Bits::<V>::single(s);
                        }
                    }
                }
            }
            sink.drops(kind, to);
        }
    }

    /// Where `color` may drop a `kind` by the squares alone (the drop's rules but the
    /// pawn-drop mate): not where it could never move again, a pawn only on its ranks and,
    /// with one pawn per file, not on a file where it has one.
    pub(crate) fn drop_region(&self, color: Color, kind: u8) -> Bits<V> {
        let t = self.t;
        let mut region = t.board & !t.dead[color.index()][kind as usize];
        if Some(kind) == t.pawn {
            region &= t.pawn_drop[color.index()];
            if V::RULES.drops.is_some_and(|r| r.one_pawn_per_file) {
                let pawns = Bitboard::from_bits_trusted(self.board.pieces(color, kind));
                region &= !Square::<V::Board>::files_of(pawns).0;
            }
        }
        region
    }

    /// `true` when the drop `m`, which gives check, leaves the opponent no legal move. The
    /// check of a dropped piece next to the king cannot be blocked: the opponent escapes by
    /// a king step or by taking the piece, each tested on a copy of the board. Other drops
    /// (a check from afar, or hoppers and lame leapers on the board) play the drop and count.
    fn drop_mates(&self, m: Move<V>) -> bool {
        let t = self.t;
        let us = self.board.side;
        let mut b = self.board;
        Self::apply(t, &mut b, m, &mut 0);
        let them = us.flip();
        let Some(king) = b.royal_square(t, them) else {
            return false;
        };
        let s = m.to();
        if t.irregular || t.between(s, king).any() {
            let mut after = self.clone();
            after.do_move(m);
            return after.count_moves() == 0;
        }
        let occ = b.occupied();
        let royal = t.royal.expect("a royal kind");
        let (quiet, capture) = Self::reach_on(t, them, royal, king, occ);
        let steps = (quiet & !occ | capture & b.color(us)) & t.board;
        let lifted = occ ^ Bits::<V>::single(king);
        if steps
            .indices()
            .any(|to| b.attackers(t, us, to, lifted).is_empty())
        {
            return false;
        }
        let takers = b.attackers(t, them, s, occ) & !Bits::<V>::single(king);
        !takers.indices().any(|from| {
            let mut after = b;
            Self::apply(
                t,
                &mut after,
                Move::new(MoveKind::Normal, from, s, 0),
                &mut 0,
            );
            !after.royal_attacked(t, them)
        })
    }

    /// The legal moves found the slow way: every pseudo-legal move played on a copy of the
    /// board and kept when the royal piece is safe. The reference the tests hold the
    /// generator to (it shares the pieces' steps with it, not the checks and pins).
    pub fn legal_moves_by_testing(&self) -> V::Moves {
        let mut pseudo = V::Moves::default();
        if self.immediate_end().is_some() {
            return pseudo;
        }
        self.generate_pseudo(&mut ListSink(&mut pseudo), false);
        pseudo.retain(|&m| self.leaves_royal_safe(m));
        if V::RULES.gating.is_some() {
            let mut gated = V::Moves::default();
            self.gated_forms(
                &pseudo,
                self.gate_squares(self.board.side),
                &mut ListSink(&mut gated),
            );
            for &m in gated.iter() {
                pseudo.push(m);
            }
        }
        let captures = pseudo.iter().any(|&m| match m.kind() {
            MoveKind::EnPassant => true,
            MoveKind::Drop | MoveKind::Castling | MoveKind::Pass => false,
            _ => self.board.code_on(m.to()) != 0,
        });
        if V::RULES.must_capture && captures {
            pseudo.retain(|&m| self.is_capture(m));
        }
        if !V::RULES.checks_allowed {
            let them = self.board.side.flip();
            pseudo.retain(|&m| {
                let mut after = self.board;
                Self::apply(self.t, &mut after, m, &mut 0);
                !after.royal_attacked(self.t, them)
            });
        }
        pseudo
    }

    /// The number of legal moves.
    pub(crate) fn count_moves(&self) -> usize {
        let mut count = Counter(0);
        self.generate(&mut count);
        count.0
    }

    /// Whether a side without a royal piece has, in this variant, exactly its pseudo-legal
    /// moves, so that their number depends on the board and the en passant square alone: no
    /// forced captures, checks or gating restrict them, no explosion, no drops (whose mate
    /// test looks further), and no immediate end read from the state (check limit, passes,
    /// bikjang, flags).
    const BOARD_COUNTS_UNGUARDED: bool = !V::RULES.must_capture
        && V::RULES.checks_allowed
        && V::RULES.gating.is_none()
        && !V::RULES.blast_on_capture
        && V::RULES.drops.is_none()
        && V::RULES.ends.check_limit == 0
        && V::RULES.ends.flag.is_none()
        && !V::RULES.pass
        && !V::RULES.bikjang;

    /// The number of legal replies to the legal move `m` when the replier has no royal piece
    /// and [`Position::BOARD_COUNTS_UNGUARDED`] holds (horde's white), counted on the board
    /// with `m` applied and then taken back there: no state is pushed, no checkers
    /// computed. `None` when that does not apply (the caller makes the move instead).
    #[inline(always)]
    pub(crate) fn count_unguarded_after(&mut self, m: Move<V>) -> Option<usize> {
        if !Self::BOARD_COUNTS_UNGUARDED {
            return None;
        }
        let t = self.t;
        // The mover cannot give the replier a royal piece.
        if self.board.royal_square(t, self.board.side.flip()).is_some() {
            return None;
        }
        let mover = self.board.code_on(m.from());
        // Taken back below rather than restored from a copy: a copy of the board is a
        // 264-byte call to `memmove` (horde), a take-back a few set changes.
        let applied = Self::apply_with::<false>(t, &mut self.board, m, &mut 0);
        let ep = Self::ep_after(t, &self.board, m, mover);
        let n = if V::ENDS_AT_ONCE && self.immediate_end().is_some() {
            0
        } else {
            let mut count = Counter(0);
            self.generate_pseudo_at(ep, &mut count, true);
            count.0
        };
        Self::take_back(t, &mut self.board, m, applied);
        Some(n)
    }
}

/// The squares a piece reaches along the directions of `quiet` and of `capture` (sets of
/// direction indices as bits), `reach(d)` giving those along direction `d`: the quiet
/// squares and the capture squares.
#[inline(always)]
fn along<V: Variant>(
    quiet: u32,
    capture: u32,
    reach: impl Fn(usize) -> Bits<V>,
) -> (Bits<V>, Bits<V>) {
    let (mut q, mut c) = (Bits::<V>::EMPTY, Bits::<V>::EMPTY);
    let mut dirs = quiet | capture;
    while dirs != 0 {
        let d = dirs.trailing_zeros() as usize;
        dirs &= dirs - 1;
        let squares = reach(d);
        if quiet >> d & 1 == 1 {
            q |= squares;
        }
        if capture >> d & 1 == 1 {
            c |= squares;
        }
    }
    (q, c)
}
