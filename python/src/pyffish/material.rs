//! `has_insufficient_material`: Fairy-Stockfish's rule of thumb for whether a side can still
//! win (`apiutil.h`), on the board as the FEN shows it, with each variant's pieces by
//! Fairy-Stockfish's piece types.

use super::grid::{Grid, Piece, Square};
use super::replay::Replay;

/// How Fairy-Stockfish's rule sees a piece type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Class {
    King,
    Pawn,
    /// Mates with the king's help (rook, queen, archbishop, chancellor, silver/khon, ...).
    Major,
    /// Bound to squares of one color (bishop, fers/met, alfil, xiangqi's elephant).
    ColorBound,
    /// Anything else (knight, cannon, horse, soldier, janggi's elephant and advisor).
    Minor,
}

/// The class of `letter` (upper case) in `variant`.
fn class(variant: &str, letter: char) -> Class {
    match (variant, letter) {
        (_, 'K') => Class::King,
        ("xiangqi" | "janggi", 'P') => Class::Minor,
        (_, 'P') => Class::Pawn,
        ("xiangqi", 'B' | 'A') => Class::ColorBound,
        ("janggi", _) | ("xiangqi", 'N' | 'C') => match letter {
            'R' => Class::Major,
            _ => Class::Minor,
        },
        ("makruk", 'S') => Class::Major,
        ("makruk", 'M') | ("shatranj", 'Q' | 'B') => Class::ColorBound,
        (_, 'B') => Class::ColorBound,
        (_, 'N') => Class::Minor,
        _ => Class::Major,
    }
}

/// The letters a pawn of `variant` may promote to.
fn promotions(variant: &str) -> &'static str {
    match variant {
        "makruk" => "M",
        "shatranj" => "Q",
        "capablanca" | "grand" => "QRBNAC",
        "seirawan" => "QRBNHE",
        "chess" | "3check" | "atomic" | "kingofthehill" | "horde" => "QRBN",
        _ => "",
    }
}

/// The letters of `variant`'s piece types (upper case).
fn piece_types(variant: &str) -> &'static str {
    match variant {
        "makruk" => "PNSMRK",
        "shatranj" => "PNBQRK",
        "xiangqi" | "janggi" => "PNBACRK",
        "capablanca" | "grand" => "PNBRQACK",
        "seirawan" => "PNBRQHEK",
        _ => "PNBRQK",
    }
}

/// `true` when a piece of `letter` and side `white` can never reach the other king's region
/// (xiangqi's and janggi's palace pieces, xiangqi's elephants).
fn confined(variant: &str, letter: char) -> bool {
    matches!(
        (variant, letter),
        ("xiangqi" | "janggi", 'A') | ("xiangqi", 'B')
    )
}

/// pyffish's `has_insufficient_material`: `(white, black)`.
pub fn insufficient(replay: &Replay) -> Result<(bool, bool), String> {
    let (fen, grid) = replay.board()?;
    let pocket = fen
        .split_once('[')
        .and_then(|(_, rest)| rest.split_once(']'))
        .map_or("", |(p, _)| p);
    let v = replay.variant;
    let side = |white: bool| {
        let in_hand = pocket
            .chars()
            .any(|c| c.is_ascii_alphabetic() && c.is_ascii_uppercase() == white);
        insufficient_for(v, &grid, white, in_hand)
    };
    Ok((side(true), side(false)))
}

/// Fairy-Stockfish's rule for the side `white` (`in_hand`: it holds pieces in hand).
fn insufficient_for(v: &str, grid: &Grid, white: bool, in_hand: bool) -> bool {
    // Other ways to win: drops, extinction, a goal for the king, checks.
    let other_wins = matches!(
        v,
        "crazyhouse"
            | "shogi"
            | "minishogi"
            | "antichess"
            | "horde"
            | "shatranj"
            | "kingofthehill"
            | "racingkings"
    );
    if other_wins || in_hand {
        return false;
    }
    let pieces: Vec<(Square, Piece)> = grid.pieces().collect();
    let kind = |p: &Piece| class(v, p.upper());
    let has_pawn = pieces
        .iter()
        .any(|(_, p)| p.white() == white && kind(p) == Class::Pawn && !promotions(v).is_empty());
    // Restricted: both kings, and the side's own pieces confined away from the other king.
    let restricted =
        |p: &Piece| kind(p) == Class::King || (p.white() == white && confined(v, p.upper()));
    let mut colorbound: Vec<Square> = Vec::new();
    for letter in piece_types(v).chars() {
        if letter == 'K' || confined(v, letter) {
            continue;
        }
        let mine = pieces
            .iter()
            .filter(|(_, p)| p.upper() == letter && !p.promoted)
            .collect::<Vec<_>>();
        match class(v, letter) {
            Class::Major
                if mine.iter().any(|(_, p)| p.white() == white)
                    || (has_pawn && promotions(v).contains(letter)) =>
            {
                return false;
            }
            Class::ColorBound => colorbound.extend(mine.iter().map(|(s, _)| *s)),
            _ => {}
        }
    }
    let stalemate_not_draw = matches!(v, "xiangqi" | "janggi" | "shatranj");
    let strict = stalemate_not_draw || v == "3check";
    let unbound: Vec<&(Square, Piece)> = pieces
        .iter()
        .filter(|(s, p)| !restricted(p) && !colorbound.contains(s))
        .collect();
    let dark = |s: &Square| (s.0 + s.1) % 2 == 0;
    let mine_bound = colorbound
        .iter()
        .any(|s| grid.at(*s).is_some_and(|p| p.white() == white));
    if mine_bound
        && ((colorbound.iter().any(dark) && colorbound.iter().any(|s| !dark(s)))
            || !unbound.is_empty()
            || strict)
    {
        return false;
    }
    let free = pieces.iter().filter(|(_, p)| !restricted(p)).count();
    if unbound.iter().any(|(_, p)| p.white() == white) && (free >= 2 || strict) {
        return false;
    }
    true
}
