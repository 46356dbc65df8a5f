//! What pyffish's FEN text needs to know of a game's rules, read from its description (the
//! kernel's [`Rules`]; chess plays the kernel's description of chess): whether pawns
//! double-step with en passant after it, whether pieces in hand are gated in (seirawan).

use gambit::kernel::{Position, Rules, Variant};

/// A game's rules as its description gives them.
trait Described {
    /// The rules, as the kernel describes them.
    const RULES: Rules;
}

impl Described for gambit_chess::Chess {
    /// The hand-written chess plays the kernel's description of chess.
    const RULES: Rules = Rules::CHESS;
}

impl<V: Variant> Described for Position<V> {
    const RULES: Rules = V::RULES;
}

/// The rules of the game `variant`; `None` for xiangqi and shogi, outside the variants of
/// `with_variant!` (neither double-steps nor gates).
fn rules(variant: &str) -> Option<Rules> {
    gambit_variants::with_variant!(variant, G => <G as Described>::RULES)
}

/// Whether the game `variant` has en passant: its pawns double-step, with en passant after
/// it.
pub fn has_en_passant(variant: &str) -> bool {
    rules(variant).is_some_and(|r| r.en_passant && !r.double_step_ranks.is_empty())
}

/// Whether the game `variant` gates its pieces in hand (seirawan).
pub fn has_gating(variant: &str) -> bool {
    rules(variant).is_some_and(|r| r.gating.is_some())
}

/// Whether a double step of the game `variant` from `rank` (counted from the pawn's own
/// edge, from 1) leaves no en passant after it (horde: White's pawns from the first rank).
pub fn double_step_without_ep(variant: &str, white: bool, rank: usize) -> bool {
    rules(variant).is_some_and(|r| {
        let extra = r.double_step_extra[usize::from(!white)];
        extra.iter().any(|&x| usize::from(x) == rank)
            && !r.double_step_ranks.iter().any(|&x| usize::from(x) == rank)
    })
}
