//! [`ByColor`]: one value per side, indexed by [`Color`].

use crate::square::Color;
use core::ops::{Index, IndexMut};

/// One `T` for each side, indexed by [`Color`] (white's first).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T>([T; 2]);

impl<T> ByColor<T> {
    /// White's value and black's.
    #[inline]
    pub const fn new(white: T, black: T) -> Self {
        ByColor([white, black])
    }
    /// The value of each side, computed from the side.
    #[inline]
    pub fn from_fn(mut f: impl FnMut(Color) -> T) -> Self {
        ByColor([f(Color::White), f(Color::Black)])
    }
    /// The value of `color`, also in `const` code.
    #[inline]
    pub const fn get(&self, color: Color) -> &T {
        &self.0[color.index()]
    }
    /// Each side's value transformed by `f`.
    #[inline]
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByColor<U> {
        let [white, black] = self.0;
        ByColor([f(white), f(black)])
    }
    /// The sides with their values, white first.
    #[inline]
    pub fn iter(&self) -> impl Iterator<Item = (Color, &T)> {
        Color::BOTH.into_iter().zip(self.0.iter())
    }
    /// The sides with their values, mutably, white first.
    #[inline]
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (Color, &mut T)> {
        Color::BOTH.into_iter().zip(self.0.iter_mut())
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;
    #[inline]
    fn index(&self, color: Color) -> &T {
        &self.0[color.index()]
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, color: Color) -> &mut T {
        &mut self.0[color.index()]
    }
}

impl<T> IntoIterator for ByColor<T> {
    type Item = (Color, T);
    type IntoIter = core::iter::Zip<core::array::IntoIter<Color, 2>, core::array::IntoIter<T, 2>>;
    /// The sides with their values, white first.
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        Color::BOTH.into_iter().zip(self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexed_by_color() {
        let mut counts = ByColor::new(1, 2);
        counts[Color::Black] += 10;
        assert_eq!((counts[Color::White], *counts.get(Color::Black)), (1, 12));
        assert_eq!(counts.map(|n| n * 2), ByColor::new(2, 24));
        assert_eq!(
            ByColor::from_fn(|c| c == Color::Black),
            ByColor::new(false, true)
        );
        let sides: Vec<(Color, i32)> = counts.into_iter().collect();
        assert_eq!(sides, [(Color::White, 1), (Color::Black, 12)]);
        for (_, n) in counts.iter_mut() {
            *n = 0;
        }
        assert!(counts.iter().all(|(_, &n)| n == 0));
    }
}
