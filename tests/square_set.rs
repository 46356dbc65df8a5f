//! The laws of `SquareSet`, checked on all three widths, and `Bitboard`'s board confinement.

use gambit::{SquareSet, U256};
use proptest::prelude::*;

fn from_indices<B: SquareSet>(idx: &[u32]) -> B {
    idx.iter().fold(B::EMPTY, |s, &i| s.with(i % B::CAPACITY))
}

fn laws<B: SquareSet>(a_idx: &[u32], b_idx: &[u32], n: u32, probe: u32) {
    let a: B = from_indices(a_idx);
    let b: B = from_indices(b_idx);
    let probe = probe % B::CAPACITY;
    // Iteration yields exactly popcount squares, ascending, each a member.
    let v: Vec<u32> = a.indices().collect();
    assert_eq!(v.len() as u32, a.popcount());
    assert!(v.windows(2).all(|w| w[0] < w[1]));
    assert!(v.iter().all(|&i| a.contains(i)));
    let mut expect: Vec<u32> = a_idx.iter().map(|i| i % B::CAPACITY).collect();
    expect.sort();
    expect.dedup();
    assert_eq!(v, expect);
    // Set algebra.
    assert_eq!(
        (a & !b).contains(probe),
        a.contains(probe) && !b.contains(probe)
    );
    assert_eq!(
        (a | b).contains(probe),
        a.contains(probe) || b.contains(probe)
    );
    assert_eq!(
        (a ^ b).contains(probe),
        a.contains(probe) != b.contains(probe)
    );
    assert_eq!(
        (a & b).popcount() + (a | b).popcount(),
        a.popcount() + b.popcount()
    );
    assert_eq!(!!a, a);
    assert!(a.with(probe).contains(probe));
    assert!(!a.without(probe).contains(probe));
    assert_eq!(a.is_empty(), a.popcount() == 0);
    assert_eq!(a.more_than_one(), a.popcount() > 1);
    // Lowest and pop.
    assert_eq!(a.lowest(), v.first().copied());
    let mut c = a;
    assert_eq!(c.pop_lowest(), v.first().copied());
    assert_eq!(c.popcount() + u32::from(a.any()), a.popcount());
    // Shifts move every member and drop those pushed past either end.
    let n = n % B::CAPACITY;
    let up: Vec<u32> = (a << n).indices().collect();
    let want_up: Vec<u32> = v
        .iter()
        .map(|i| i + n)
        .filter(|&i| i < B::CAPACITY)
        .collect();
    assert_eq!(up, want_up);
    let down: Vec<u32> = (a >> n).indices().collect();
    let want_down: Vec<u32> = v.iter().filter(|&&i| i >= n).map(|i| i - n).collect();
    assert_eq!(down, want_down);
    // The indices strictly between two.
    let (lo, hi) = (n.min(probe), n.max(probe));
    if lo < hi {
        let span: Vec<u32> = B::between_indices(lo, hi).indices().collect();
        assert_eq!(span, (lo + 1..hi).collect::<Vec<u32>>());
    }
    // The mask of the first n squares.
    assert_eq!(B::below(n).popcount(), n);
    assert_eq!(B::below(B::CAPACITY), B::ALL);
}

proptest! {
    #[test]
    fn u64_laws(a in prop::collection::vec(0u32..64, 0..40), b in prop::collection::vec(0u32..64, 0..40), n in 0u32..64, p in 0u32..64) {
        laws::<u64>(&a, &b, n, p);
    }
    #[test]
    fn u128_laws(a in prop::collection::vec(0u32..128, 0..80), b in prop::collection::vec(0u32..128, 0..80), n in 0u32..128, p in 0u32..128) {
        laws::<u128>(&a, &b, n, p);
    }
    #[test]
    fn u256_laws(a in prop::collection::vec(0u32..256, 0..150), b in prop::collection::vec(0u32..256, 0..150), n in 0u32..256, p in 0u32..256) {
        laws::<U256>(&a, &b, n, p);
    }
}

mod board_confinement {
    use super::*;
    use gambit::{Bitboard, BoardSquare};

    /// A 10x10 board on 128 bits, to check that complement and shifts stay on the board.
    #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
    struct Sq(u8);
    impl core::fmt::Display for Sq {
        fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
            write!(f, "{}", self.0)
        }
    }
    impl BoardSquare for Sq {
        type Bits = u128;
        const COUNT: u32 = 100;
        const BOARD: u128 = (1u128 << 100) - 1;
        fn index(self) -> u32 {
            self.0 as u32
        }
        fn from_index_unchecked(i: u32) -> Self {
            Sq(i as u8)
        }
    }

    proptest! {
        #[test]
        fn complement_and_shifts_stay_on_board(idx in prop::collection::vec(0u8..100, 0..60), n in 0u32..100) {
            let b: Bitboard<Sq> = idx.iter().map(|&i| Sq(i)).collect();
            prop_assert_eq!((!b).count() + b.count(), 100);
            prop_assert!((!b).iter().all(|s| s.0 < 100));
            prop_assert!(b.shift_up(n).iter().all(|s| s.0 < 100));
            let want = idx.iter().map(|&i| i as u32 + n).filter(|&i| i < 100).collect::<std::collections::BTreeSet<_>>().len() as u32;
            prop_assert_eq!(b.shift_up(n).count(), want);
            prop_assert_eq!(Bitboard::<Sq>::FULL.count(), 100);
            prop_assert_eq!(b.iter().len() as u32, b.count());
        }
    }
}
