//! Zobrist keys: a deterministic pseudo-random key stream, usable in `const` tables, so that
//! keys are the same in every build and every run.

/// One step of SplitMix64: returns the next state and its output.
pub const fn splitmix64(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

/// A stream of keys from a seed (SplitMix64). A game draws its tables from it in a fixed
/// order at compile time; the order is part of the keys, so changing it changes every key.
#[derive(Clone, Copy, Debug)]
pub struct KeyStream(u64);

impl KeyStream {
    /// The stream from `seed`.
    pub const fn new(seed: u64) -> KeyStream {
        KeyStream(seed)
    }

    /// The next key.
    pub const fn next_key(&mut self) -> u64 {
        let (state, key) = splitmix64(self.0);
        self.0 = state;
        key
    }

    /// The next `N` keys.
    pub const fn keys<const N: usize>(&mut self) -> [u64; N] {
        let mut keys = [0; N];
        let mut i = 0;
        while i < N {
            keys[i] = self.next_key();
            i += 1;
        }
        keys
    }

    /// A key per piece and square, `table[piece][square]`, drawn piece by piece and, within a
    /// piece, square by square.
    pub const fn piece_square<const PIECES: usize, const SQUARES: usize>(
        &mut self,
    ) -> [[u64; SQUARES]; PIECES] {
        let mut table = [[0; SQUARES]; PIECES];
        let mut p = 0;
        while p < PIECES {
            table[p] = self.keys();
            p += 1;
        }
        table
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stream_is_splitmix64() {
        let mut stream = KeyStream::new(7);
        let (s1, k1) = splitmix64(7);
        let (_, k2) = splitmix64(s1);
        assert_eq!(stream.keys::<2>(), [k1, k2]);
        let table: [[u64; 3]; 2] = KeyStream::new(7).piece_square();
        assert_eq!(table[0][..2], [k1, k2]);
    }
}
