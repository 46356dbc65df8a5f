//! A piece's lame leaps from one square, looked up together: the destinations of its plain
//! steps (moving and capturing, no screen) minus those a piece on a leg blocks, one test per
//! leg square rather than one per step (a horse's four legs serve its eight steps). The
//! other steps (hops, steps that only move or only capture, a destination two steps reach)
//! stay one at a time.

use super::betza::Mode;
use crate::square_set::SquareSet;

/// A lame leap from one square: the squares that must be empty, the destination, and what
/// the destination may hold.
#[derive(Clone, Copy, Debug)]
pub struct LameStep<B> {
    /// Squares that block the leap.
    pub legs: B,
    /// Destination square.
    pub to: u8,
    /// Moves, captures or both.
    pub mode: Mode,
    /// A hop: exactly one of `legs` must hold a piece (the screen), rather than none (a
    /// cannon's move along janggi's palace diagonals).
    pub hop: bool,
}

impl<B: SquareSet> LameStep<B> {
    /// Whether the step is open over `occupied`: its legs empty, or for a hop one screen.
    #[inline(always)]
    pub fn open(&self, occupied: B) -> bool {
        let on_legs = self.legs & occupied;
        if self.hop {
            on_legs.any() && !on_legs.more_than_one()
        } else {
            on_legs.is_empty()
        }
    }
}

/// Per color, kind and square (indexed as the tables index them): the lame steps grouped.
pub(crate) struct LameTable<B> {
    /// Per index, the plain steps' destinations and the range of their legs in `blocks`.
    groups: Vec<(B, u32, u32)>,
    /// A leg square of a plain step (as a set: one AND to test it), with the destinations
    /// a piece on it blocks.
    blocks: Vec<(B, B)>,
    /// Per index, the steps left one at a time.
    rest: Vec<Vec<LameStep<B>>>,
    /// Kinds (bit per kind) with a step left one at a time, of either color on any square.
    rest_kinds: u16,
}

impl<B: SquareSet> LameTable<B> {
    /// Groups `lame` (per index, the steps), whose index `i` is of kind `i / squares %
    /// kinds_stride`.
    pub(crate) fn build(lame: &[Vec<LameStep<B>>], squares: usize, kinds_stride: usize) -> Self {
        let mut table = Self {
            groups: Vec::with_capacity(lame.len()),
            blocks: Vec::new(),
            rest: Vec::with_capacity(lame.len()),
            rest_kinds: 0,
        };
        for (i, steps) in lame.iter().enumerate() {
            // A destination that two steps reach is open when either is: a block by one
            // leg would be wrong for it, so such steps stay one at a time.
            let plain = |s: &LameStep<B>| {
                s.mode == Mode::Both && !s.hop && steps.iter().filter(|o| o.to == s.to).count() == 1
            };
            let start = table.blocks.len() as u32;
            let mut open = B::EMPTY;
            let mut rest = Vec::new();
            for step in steps {
                if !plain(step) {
                    rest.push(*step);
                    continue;
                }
                open = open.with(step.to as u32);
                for leg in step.legs.indices() {
                    let to = B::single(step.to as u32);
                    let group = &mut table.blocks[start as usize..];
                    match group.iter().position(|&(sq, _)| sq.contains(leg)) {
                        Some(j) => group[j].1 |= to,
                        None => table.blocks.push((B::single(leg), to)),
                    }
                }
            }
            if !rest.is_empty() {
                table.rest_kinds |= 1 << (i / squares % kinds_stride);
            }
            table.groups.push((open, start, table.blocks.len() as u32));
            table.rest.push(rest);
        }
        table
    }

    /// The destinations of the plain steps at index `i` whose legs hold none of `occupied`.
    #[inline(always)]
    pub(crate) fn open(&self, i: usize, occupied: B) -> B {
        let (mut open, start, end) = self.groups[i];
        for &(leg, blocked) in &self.blocks[start as usize..end as usize] {
            if (occupied & leg).any() {
                open &= !blocked;
            }
        }
        open
    }

    /// The steps at index `i` left one at a time.
    #[inline(always)]
    pub(crate) fn rest(&self, i: usize) -> &[LameStep<B>] {
        &self.rest[i]
    }

    /// Whether `kind` has steps left one at a time anywhere.
    #[inline(always)]
    pub(crate) fn has_rest(&self, kind: u8) -> bool {
        self.rest_kinds >> kind & 1 == 1
    }
}
