//! pyffish's notation per game, against gambit's own. Chess and the kernel variants already
//! speak it (Fairy-Stockfish's names, FENs and moves); xiangqi counts ranks from 1 where
//! gambit counts from 0 (`h3e3` for `h2e2`); shogi is written in Fairy-Stockfish's
//! coordinates (`c3c4` for USI `7g7f`, `P@e5` for `P*5e`) and FEN (`...[Pp] w - - 0 12` for
//! SFEN `... b Pp 23`).

/// How a game's moves and FENs are translated between pyffish and gambit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// The same text in both.
    Native,
    /// Ranks counted from 1 in pyffish, from 0 in gambit.
    Xiangqi,
    /// Fairy-Stockfish's coordinates and FEN in pyffish, USI and SFEN in gambit.
    Shogi,
}

/// Shogi's hand in the order Fairy-Stockfish writes a pocket (its piece types from the king
/// down: gold, knight, lance, pawn, silver, rook, bishop).
const SHOGI_POCKET_ORDER: &str = "KGNLPSRB";
/// Shogi's hand in the order SFEN writes it.
const SFEN_HAND_ORDER: &str = "RBGSNLP";

impl Dialect {
    /// The dialect of the game `variant` (a name of `gambit.variants()`).
    pub fn of(variant: &str) -> Dialect {
        match variant {
            "xiangqi" => Dialect::Xiangqi,
            "shogi" => Dialect::Shogi,
            _ => Dialect::Native,
        }
    }

    /// A move in pyffish's text as gambit writes it; `None` when it is not move-shaped.
    pub fn move_in(self, text: &str) -> Option<String> {
        match self {
            Dialect::Native => Some(text.to_string()),
            Dialect::Xiangqi => shift_ranks(text, -1),
            Dialect::Shogi => shogi_move_in(text),
        }
    }

    /// A move in gambit's text as pyffish writes it.
    pub fn move_out(self, text: &str) -> String {
        match self {
            Dialect::Native => text.to_string(),
            Dialect::Xiangqi => shift_ranks(text, 1).unwrap_or_else(|| text.to_string()),
            Dialect::Shogi => shogi_move_out(text),
        }
    }

    /// A FEN in pyffish's form as gambit reads it, with the halfmove clock gambit does not
    /// keep (shogi's SFEN has none); `Err` with the reason when it cannot be read.
    pub fn fen_in(self, fen: &str) -> Result<(String, u32), String> {
        match self {
            Dialect::Shogi => shogi_fen_in(fen),
            _ => Ok((fen.to_string(), 0)),
        }
    }

    /// A FEN gambit wrote, in pyffish's form; `halfmove` is the clock gambit does not keep.
    pub fn fen_out(self, fen: &str, halfmove: u32) -> String {
        match self {
            Dialect::Shogi => shogi_fen_out(fen, halfmove),
            _ => fen.to_string(),
        }
    }
}

/// Every rank number of a coordinate move shifted by `by` (`h2e2` <-> `h3e3`); `None` when a
/// rank would leave 0..=99.
fn shift_ranks(text: &str, by: i32) -> Option<String> {
    let mut out = String::with_capacity(text.len() + 1);
    let mut digits = String::new();
    let flush = |digits: &mut String, out: &mut String| -> Option<()> {
        if !digits.is_empty() {
            let n = digits.parse::<i32>().ok()? + by;
            if !(0..100).contains(&n) {
                return None;
            }
            out.push_str(&n.to_string());
            digits.clear();
        }
        Some(())
    };
    for c in text.chars() {
        if c.is_ascii_digit() {
            digits.push(c);
        } else {
            flush(&mut digits, &mut out)?;
            out.push(c);
        }
    }
    flush(&mut digits, &mut out)?;
    Some(out)
}

/// A Fairy-Stockfish shogi square (`c3`) as USI writes it (`7g`).
fn shogi_square_in(sq: &[u8]) -> Option<String> {
    let (f, r) = (*sq.first()?, *sq.get(1)?);
    if sq.len() != 2 || !(b'a'..=b'i').contains(&f) || !(b'1'..=b'9').contains(&r) {
        return None;
    }
    Some(format!("{}{}", 9 - (f - b'a'), (b'a' + (b'9' - r)) as char))
}

/// A USI square (`7g`) as Fairy-Stockfish writes it (`c3`).
fn shogi_square_out(sq: &[u8]) -> String {
    let (f, r) = (sq[0], sq[1]);
    format!("{}{}", (b'a' + (b'9' - f)) as char, 9 - (r - b'a'))
}

/// `c3c4` -> `7g7f`, `b2h8+` -> `8h2b+`, `P@e5` -> `P*5e`.
fn shogi_move_in(text: &str) -> Option<String> {
    let b = text.as_bytes();
    if b.len() == 4 && b[1] == b'@' {
        return Some(format!("{}*{}", b[0] as char, shogi_square_in(&b[2..4])?));
    }
    if b.len() < 4 || b.len() > 5 || (b.len() == 5 && b[4] != b'+') {
        return None;
    }
    Some(format!(
        "{}{}{}",
        shogi_square_in(&b[0..2])?,
        shogi_square_in(&b[2..4])?,
        &text[4..]
    ))
}

/// `7g7f` -> `c3c4`, `8h2b+` -> `b2h8+`, `P*5e` -> `P@e5`.
fn shogi_move_out(text: &str) -> String {
    let b = text.as_bytes();
    if b.len() >= 4 && b[1] == b'*' {
        return format!("{}@{}", b[0] as char, shogi_square_out(&b[2..4]));
    }
    if b.len() < 4 {
        return text.to_string();
    }
    format!(
        "{}{}{}",
        shogi_square_out(&b[0..2]),
        shogi_square_out(&b[2..4]),
        &text[4..]
    )
}

/// The count of each letter of a pocket (`GGSpp`), in the order `order` gives (upper case,
/// the first player's letters first), as `(letter, count)`.
fn pocket_counts(pocket: &str, order: &str) -> Vec<(char, u32)> {
    let mut out = Vec::new();
    for white in [true, false] {
        for c in order.chars() {
            let letter = if white { c } else { c.to_ascii_lowercase() };
            let n = pocket.chars().filter(|&p| p == letter).count() as u32;
            if n > 0 {
                out.push((letter, n));
            }
        }
    }
    out
}

/// A pyffish shogi FEN (`board[hand] w - - 0 1`, also the start FEN's `board[-] w 0 1`) as
/// SFEN, with its halfmove clock.
fn shogi_fen_in(fen: &str) -> Result<(String, u32), String> {
    let mut fields = fen.split_whitespace();
    let first = fields.next().ok_or("empty FEN")?;
    let (board, pocket) = match first.split_once('[') {
        Some((board, rest)) => {
            let pocket = rest
                .strip_suffix(']')
                .ok_or_else(|| format!("bad pocket in '{first}'"))?;
            (board, if pocket == "-" { "" } else { pocket })
        }
        None => (first, ""),
    };
    if let Some(c) = pocket
        .chars()
        .find(|c| !SHOGI_POCKET_ORDER.contains(c.to_ascii_uppercase()) || *c == 'K' || *c == 'k')
    {
        return Err(format!("bad piece '{c}' in the pocket"));
    }
    let black = match fields.next() {
        Some("w") | None => false,
        Some("b") => true,
        Some(other) => return Err(format!("bad side to move '{other}'")),
    };
    let numbers: Vec<u32> = fields.filter_map(|f| f.parse().ok()).collect();
    let (halfmove, fullmove) = match numbers.as_slice() {
        [.., h, f] => (*h, *f),
        [f] => (0, *f),
        [] => (0, 1),
    };
    let ply = 2 * fullmove.max(1).saturating_sub(1) + u32::from(black);
    let mut hand: String = pocket_counts(pocket, SFEN_HAND_ORDER)
        .into_iter()
        .map(|(c, n)| {
            if n > 1 {
                format!("{n}{c}")
            } else {
                c.to_string()
            }
        })
        .collect();
    if hand.is_empty() {
        hand.push('-');
    }
    let side = if black { 'w' } else { 'b' };
    Ok((format!("{board} {side} {hand} {}", ply + 1), halfmove))
}

/// A gambit SFEN as pyffish writes a shogi FEN, with the halfmove clock `halfmove`.
fn shogi_fen_out(sfen: &str, halfmove: u32) -> String {
    let mut fields = sfen.split_whitespace();
    let board = fields.next().unwrap_or("");
    let black = fields.next() == Some("w");
    let hand = fields.next().unwrap_or("-");
    let ply: u32 = fields
        .next()
        .and_then(|p| p.parse().ok())
        .unwrap_or(1)
        .max(1)
        - 1;
    let mut pocket = String::new();
    let mut count = 0u32;
    for c in hand.chars() {
        if let Some(d) = c.to_digit(10) {
            count = count * 10 + d;
        } else if c != '-' {
            pocket.extend(std::iter::repeat_n(c, count.max(1) as usize));
            count = 0;
        }
    }
    let ordered: String = pocket_counts(&pocket, SHOGI_POCKET_ORDER)
        .into_iter()
        .map(|(c, n)| c.to_string().repeat(n as usize))
        .collect();
    let fullmove = 1 + (ply - u32::from(black).min(ply)) / 2;
    let side = if black { 'b' } else { 'w' };
    format!("{board}[{ordered}] {side} - - {halfmove} {fullmove}")
}

/// A FEN as Fairy-Stockfish's SFEN writes it (`get_fen(..., sfen=True)`): the board, `b` for
/// the first player to move, the pocket as counts, the ply number from 1.
pub fn sfen_of(fen: &str) -> String {
    let mut fields = fen.split_whitespace();
    let first = fields.next().unwrap_or("");
    let (board, pocket) = match first.split_once('[') {
        Some((board, rest)) => (board, rest.trim_end_matches(']')),
        None => (first, ""),
    };
    let black = fields.next() == Some("b");
    let fullmove: u32 = fen
        .split_whitespace()
        .last()
        .and_then(|f| f.parse().ok())
        .unwrap_or(1);
    let ply = 2 * fullmove.max(1).saturating_sub(1) + u32::from(black);
    // The pocket is written by piece type from the king down, as SFEN counts it.
    let mut hand = String::new();
    let chars: Vec<char> = pocket.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let run = chars[i..].iter().take_while(|&&c| c == chars[i]).count();
        if run > 1 {
            hand.push_str(&run.to_string());
        }
        hand.push(chars[i]);
        i += run;
    }
    if hand.is_empty() {
        hand.push('-');
    }
    let side = if black { 'w' } else { 'b' };
    format!("{board} {side} {hand} {}", ply + 1)
}
