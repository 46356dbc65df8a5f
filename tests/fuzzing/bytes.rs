//! Reading choices from a fuzzer's byte string: once the bytes run out every choice is 0, so
//! any byte string is a complete input and shorter strings are simpler inputs.

/// A cursor over the fuzzer's bytes.
pub struct Bytes<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Bytes<'a> {
    /// Reads `data` from the start.
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data, at: 0 }
    }

    /// `true` when every byte has been read.
    pub fn is_empty(&self) -> bool {
        self.at >= self.data.len()
    }

    /// The next byte (0 past the end).
    pub fn byte(&mut self) -> u8 {
        let b = self.data.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    /// A number below `n` (0 when `n` is 0); two bytes when `n` is above 256.
    pub fn below(&mut self, n: usize) -> usize {
        match n {
            0 => 0,
            1..=256 => self.byte() as usize % n,
            _ => (self.byte() as usize | (self.byte() as usize) << 8) % n,
        }
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        lo + self.below((hi - lo + 1) as usize) as i64
    }

    /// `true` with probability `n / 256`.
    pub fn chance(&mut self, n: u8) -> bool {
        self.byte() < n
    }

    /// One of `items` (which must not be empty).
    pub fn pick<'b, T>(&mut self, items: &'b [T]) -> &'b T {
        &items[self.below(items.len())]
    }

    /// The next `n` bytes, fewer at the end.
    pub fn take(&mut self, n: usize) -> &'a [u8] {
        let start = self.at.min(self.data.len());
        let end = (start + n).min(self.data.len());
        self.at = self.at.max(end);
        &self.data[start..end]
    }

    /// Everything not read yet.
    pub fn rest(&mut self) -> &'a [u8] {
        let start = self.at.min(self.data.len());
        self.at = self.data.len();
        &self.data[start..]
    }
}
