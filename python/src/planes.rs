//! Piece planes for machine learning (`Board.planes()`): one plane per piece kind and side,
//! hands as planes of counts, and the side to move.
//!
//! Layout, for `K` kinds (`PieceKinds::kinds`, the first player's FEN letters) on a board of
//! `R` ranks and `F` files: an array of shape `(C, R, F)`, `C = 2K + 1` (`4K + 1` in a game
//! with hands); row `r` is rank `r` counted from the first player's side (row 0 holds `a1`,
//! shogi's `9i`), column `f` is file `f` from the first player's left. Planes `0..K`: the
//! first player's pieces of each kind (1 where one stands); `K..2K`: the second player's; in
//! a game with hands, `2K..3K` the first player's hand (the count of each kind, in every
//! cell) and `3K..4K` the second's; the last plane is all 1 when the first player is to move,
//! else all 0. The board is never flipped for the side to move.

use gambit::board::{Geometry, Square};
use gambit::diagram::Diagram;
use gambit::kernel::{Position, Variant};
use gambit::Color;
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

/// The piece kinds of a game, for its planes.
pub trait PieceKinds: Diagram {
    /// `true` when the game has hands (pieces held to be dropped or gated).
    const HANDS: bool;
    /// The kinds, as the first player's FEN letters (`P`, `+P`), in plane order.
    fn kinds() -> Vec<String>;
}

fn letters(text: &str) -> Vec<String> {
    text.split(' ').map(str::to_string).collect()
}

impl PieceKinds for Chess {
    const HANDS: bool = false;
    fn kinds() -> Vec<String> {
        letters("P N B R Q K")
    }
}

impl PieceKinds for Xiangqi {
    const HANDS: bool = false;
    fn kinds() -> Vec<String> {
        letters("P A B N C R K")
    }
}

impl PieceKinds for Shogi {
    const HANDS: bool = true;
    fn kinds() -> Vec<String> {
        letters("P L N S G B R K +P +L +N +S +B +R")
    }
}

impl<V: Variant> PieceKinds for Position<V> {
    const HANDS: bool = V::POCKET_ORDER.is_some();
    fn kinds() -> Vec<String> {
        V::PIECES
            .iter()
            .map(|d| match d.promoted {
                true => format!("+{}", d.letter),
                false => d.letter.to_string(),
            })
            .collect()
    }
}

/// The planes of a position, with their shape and names.
pub struct Planes {
    /// The cells, plane by plane, row by row.
    pub data: Vec<u8>,
    /// Planes, rows (ranks), columns (files).
    pub shape: (usize, usize, usize),
    /// What each plane holds: `P`, `p` (pieces), `hand P`, `hand p`, `turn`.
    pub names: Vec<String>,
}

/// The names of the planes of game `G`, in order.
pub fn plane_names<G: PieceKinds>() -> Vec<String> {
    let kinds = G::kinds();
    let lower = |k: &String| k.to_ascii_lowercase();
    let mut names: Vec<String> = kinds.clone();
    names.extend(kinds.iter().map(lower));
    if G::HANDS {
        names.extend(kinds.iter().map(|k| format!("hand {k}")));
        names.extend(kinds.iter().map(|k| format!("hand {}", lower(k))));
    }
    names.push("turn".to_string());
    names
}

/// The planes of `pos`.
pub fn planes<G: PieceKinds>(pos: &G) -> Planes {
    let kinds = G::kinds();
    let k = kinds.len();
    let (files, ranks) = (usize::from(G::Board::FILES), usize::from(G::Board::RANKS));
    let area = files * ranks;
    let names = plane_names::<G>();
    let mut data = vec![0u8; names.len() * area];
    let kind_of = |letters: &str| kinds.iter().position(|l| l.eq_ignore_ascii_case(letters));
    for sq in Square::<G::Board>::all() {
        let Some(piece) = pos.piece_on(sq) else {
            continue;
        };
        let art = G::piece_art(piece);
        if let Some(i) = kind_of(art.letters) {
            data[(i + art.color.index() * k) * area + sq.idx()] = 1;
        }
    }
    let mut fill = |plane: usize, value: u8| data[plane * area..(plane + 1) * area].fill(value);
    if G::HANDS {
        for color in [Color::White, Color::Black] {
            for (art, count) in pos.hand(color) {
                if let Some(i) = kind_of(art.letters) {
                    fill(2 * k + color.index() * k + i, count.min(255) as u8);
                }
            }
        }
    }
    if pos.side_to_move() == Color::White {
        fill(names.len() - 1, 1);
    }
    Planes {
        data,
        shape: (names.len(), ranks, files),
        names,
    }
}
