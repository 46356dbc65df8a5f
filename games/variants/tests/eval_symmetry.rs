//! The evaluation of every variant whose rules treat the two sides alike sees a position and
//! its mirror (ranks reversed, colours swapped, the other side to move) the same: a term
//! that reads one side's squares, hand, check count or region for the other's shows here.
//! Horde and racing kings are left out: their sides have different rules.

use gambit::kernel::{Position, Variant};
use gambit::prelude::*;
use gambit::search::SearchGame;
use gambit_testkit::suite_positions;
use gambit_variants::{
    Antichess, Atomic, Capablanca, Crazyhouse, Grand, Janggi, KingOfTheHill, Makruk, Minishogi,
    Seirawan, Shatranj, ThreeCheck,
};

/// `text` with upper and lower case swapped.
fn swap_case(text: &str) -> String {
    text.chars()
        .map(|c| {
            if c.is_ascii_uppercase() {
                c.to_ascii_lowercase()
            } else {
                c.to_ascii_uppercase()
            }
        })
        .collect()
}

/// The mirror of `fen` on a board of `ranks` ranks: ranks reversed, colours swapped (board,
/// hands, castling and gating rights, check counters), the other side to move.
fn mirror(fen: &str, ranks: u32) -> String {
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let (board, hand) = match fields[0].find('[') {
        Some(i) => fields[0].split_at(i),
        None => (fields[0], ""),
    };
    let rows: Vec<String> = board.split('/').rev().map(swap_case).collect();
    let mut out = vec![format!("{}{}", rows.join("/"), swap_case(hand))];
    out.push(if fields[1] == "w" { "b" } else { "w" }.to_string());
    for field in &fields[2..] {
        let mirrored = if let Some((a, b)) = field.split_once('+') {
            format!("{b}+{a}")
        } else if field.len() >= 2
            && field.as_bytes()[0].is_ascii_lowercase()
            && field[1..].chars().all(|c| c.is_ascii_digit())
        {
            // An en-passant square: the same file, the mirrored rank.
            let rank: u32 = field[1..].parse().expect("a rank");
            format!("{}{}", &field[..1], ranks + 1 - rank)
        } else if field.chars().all(|c| c.is_ascii_digit()) || *field == "-" {
            field.to_string()
        } else {
            swap_case(field)
        };
        out.push(mirrored);
    }
    out.join(" ")
}

/// Every suite position and the positions of a short seeded random game from each: the
/// evaluation of each equals its mirror's.
fn symmetric<V: Variant>(epd: &str, ranks: u32) {
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut checked = 0;
    for start in suite_positions::<Position<V>>(epd, Default::default()) {
        let mut pos = start;
        for _ in 0..30 {
            let fen = pos.fen();
            let flipped = mirror(&fen, ranks);
            let other = Position::<V>::from_fen(&flipped, Default::default()).unwrap_or_else(|e| {
                panic!("{}: mirror of {fen} ({flipped}) refused: {e}", V::NAME)
            });
            assert_eq!(
                pos.evaluate(),
                other.evaluate(),
                "{}: {fen} and its mirror {flipped}",
                V::NAME
            );
            checked += 1;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let m = moves[(seed % moves.len() as u64) as usize];
            pos.make(m);
        }
    }
    assert!(checked > 200, "{}: only {checked} positions", V::NAME);
}

macro_rules! symmetry_tests {
    ($($name:ident: $variant:ty, $file:literal, $ranks:expr;)*) => {
        $(
            #[test]
            fn $name() {
                symmetric::<$variant>(include_str!(concat!("data/", $file)), $ranks);
            }
        )*
    };
}

symmetry_tests! {
    three_check: ThreeCheck, "3check.epd", 8;
    king_of_the_hill: KingOfTheHill, "kingofthehill.epd", 8;
    antichess: Antichess, "antichess.epd", 8;
    atomic: Atomic, "atomic.epd", 8;
    crazyhouse: Crazyhouse, "crazyhouse.epd", 8;
    shatranj: Shatranj, "shatranj.epd", 8;
    makruk: Makruk, "makruk.epd", 8;
    capablanca: Capablanca, "capablanca.epd", 8;
    seirawan: Seirawan, "seirawan.epd", 8;
    grand: Grand, "grand.epd", 10;
    janggi: Janggi, "janggi.epd", 10;
    minishogi: Minishogi, "minishogi.epd", 5;
}
