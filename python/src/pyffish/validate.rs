//! `validate_fen`: Fairy-Stockfish's checks of a FEN's form (`apiutil.h`, `FEN::validate_fen`)
//! with their codes, for gambit's variants. Like pyffish it checks the form, not whether
//! the position could arise: a FEN it passes may still be refused by the other functions.

use super::replay::{resolve, start_fen};

/// pyffish's codes: `FEN_OK` and the errors, by name.
pub const CODES: &[(&str, i32)] = &[
    ("FEN_INVALID_COUNTING_RULE", -14),
    ("FEN_INVALID_CHECK_COUNT", -13),
    ("FEN_INVALID_PROMOTED_PIECE", -12),
    ("FEN_INVALID_NB_PARTS", -11),
    ("FEN_INVALID_CHAR", -10),
    ("FEN_TOUCHING_KINGS", -9),
    ("FEN_INVALID_BOARD_GEOMETRY", -8),
    ("FEN_INVALID_POCKET_INFO", -7),
    ("FEN_INVALID_SIDE_TO_MOVE", -6),
    ("FEN_INVALID_CASTLING_INFO", -5),
    ("FEN_INVALID_EN_PASSANT_SQ", -4),
    ("FEN_INVALID_NUMBER_OF_KINGS", -3),
    ("FEN_INVALID_HALF_MOVE_COUNTER", -2),
    ("FEN_INVALID_MOVE_COUNTER", -1),
    ("FEN_EMPTY", 0),
    ("FEN_OK", 1),
];

/// The code named `name`.
fn code(name: &str) -> i32 {
    CODES
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(0, |(_, c)| *c)
}

/// What the checks need to know of a variant.
struct Rules {
    /// The piece letters, upper case, with synonyms.
    letters: &'static str,
    drops: bool,
    shogi_promotions: bool,
    chess_promotions: bool,
    castling: bool,
    ep: bool,
    counting: bool,
    check_counting: bool,
    royal_king: bool,
}

fn rules(v: &str) -> Rules {
    let chesslike = !matches!(
        v,
        "xiangqi" | "janggi" | "shogi" | "minishogi" | "makruk" | "shatranj"
    );
    Rules {
        letters: match v {
            "xiangqi" | "janggi" => "PNBACRKHE",
            "shogi" => "PLNSGBRK",
            "minishogi" => "PSGBRK",
            "makruk" => "PNSMRK",
            "capablanca" | "grand" => "PNBRQACK",
            "seirawan" => "PNBRQHEK",
            _ => "PNBRQK",
        },
        drops: matches!(v, "crazyhouse" | "shogi" | "minishogi" | "seirawan"),
        shogi_promotions: matches!(v, "shogi" | "minishogi"),
        chess_promotions: chesslike || matches!(v, "makruk" | "shatranj"),
        castling: chesslike && !matches!(v, "antichess" | "racingkings" | "grand"),
        ep: chesslike && v != "racingkings",
        counting: v == "makruk",
        check_counting: v == "3check",
        // Atomic's and antichess's kings are no royal kings to Fairy-Stockfish.
        royal_king: !matches!(v, "antichess" | "atomic"),
    }
}

/// Rows of the board field, top rank first, as letters and `None` for empty squares; `None`
/// when a row's width is not `files` or there are not `ranks` rows (a pocket may follow as
/// one more `/` row where drops are played).
fn rows(board: &str, files: usize, ranks: usize, drops: bool) -> Option<Vec<Vec<Option<char>>>> {
    let board = board.split('[').next()?;
    let mut out = Vec::new();
    for text in board.split('/') {
        let mut row = Vec::new();
        let mut digits = 0usize;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                digits = digits * 10 + d as usize;
                continue;
            }
            row.extend(std::iter::repeat_n(None, digits));
            digits = 0;
            match c {
                '*' => row.push(None),
                '+' | '~' | '-' | ']' => {}
                c => row.push(Some(c)),
            }
        }
        row.extend(std::iter::repeat_n(None, digits));
        out.push(row);
    }
    if drops && out.len() == ranks + 1 {
        out.pop();
    }
    (out.len() == ranks && out.iter().all(|r| r.len() == files)).then_some(out)
}

/// pyffish's `validate_fen(fen, variant, chess960)`.
pub fn validate(fen: &str, variant: &str, chess960: bool) -> Result<i32, String> {
    let variant = resolve(variant)?;
    let r = rules(variant);
    if fen.is_empty() {
        return Ok(code("FEN_EMPTY"));
    }
    let parts: Vec<&str> = fen.split(' ').collect();
    if parts.len() > 6 + usize::from(r.check_counting) {
        return Ok(code("FEN_INVALID_NB_PARTS"));
    }
    let board = parts[0];
    let mut specials = String::from("/*");
    if r.shogi_promotions {
        specials.push('+');
    }
    if r.chess_promotions {
        specials.push('~');
    }
    if r.drops {
        specials.push_str("[-]");
    }
    let valid = |c: char| {
        c.is_ascii_digit() || specials.contains(c) || r.letters.contains(c.to_ascii_uppercase())
    };
    if !board.chars().all(valid) {
        return Ok(code("FEN_INVALID_CHAR"));
    }
    let start = start_fen(variant)?;
    let start_board = start.split(' ').next().unwrap_or("");
    let ranks = start_board
        .split('[')
        .next()
        .unwrap_or("")
        .split('/')
        .count();
    let files = width(start_board);
    let Some(grid) = rows(board, files, ranks, r.drops) else {
        return Ok(code("FEN_INVALID_BOARD_GEOMETRY"));
    };
    if r.drops && !pocket_ok(board, ranks, r.letters) {
        return Ok(code("FEN_INVALID_POCKET_INFO"));
    }
    if r.royal_king {
        let kings = |b: &str, k: char| b.split('[').next().unwrap_or("").matches(k).count();
        for k in ['K', 'k'] {
            if kings(board, k) > 1 || kings(board, k) != kings(start_board, k) {
                return Ok(code("FEN_INVALID_NUMBER_OF_KINGS"));
            }
        }
        let find = |k: char| {
            grid.iter().enumerate().find_map(|(ri, row)| {
                row.iter()
                    .position(|&c| c == Some(k))
                    .map(|f| (ri as i64, f as i64))
            })
        };
        if let (Some(w), Some(b)) = (find('K'), find('k')) {
            if (w.0 - b.0).pow(2) + (w.1 - b.1).pow(2) <= 2 {
                return Ok(code("FEN_TOUCHING_KINGS"));
            }
        }
    }
    if parts.len() >= 2 && !matches!(parts[1].chars().next(), Some('w' | 'b')) {
        return Ok(code("FEN_INVALID_SIDE_TO_MOVE"));
    }
    let skip = (4..=5).contains(&parts.len())
        && parts[2].chars().next().is_some_and(|c| c.is_ascii_digit());
    if parts.len() >= 3 && !skip && r.castling && !castling_ok(parts[2], &grid, &start, chess960) {
        return Ok(code("FEN_INVALID_CASTLING_INFO"));
    }
    if parts.len() >= 4 && !skip {
        let ep = parts[3];
        if r.ep {
            let b = ep.as_bytes();
            if ep != "-" && (b.len() != 2 || !b[0].is_ascii_alphabetic() || !b[1].is_ascii_digit())
            {
                return Ok(code("FEN_INVALID_EN_PASSANT_SQ"));
            }
        } else if r.counting && !digit_field(ep) {
            return Ok(code("FEN_INVALID_COUNTING_RULE"));
        }
    }
    let mut between = if skip { 0 } else { 2 };
    let mut trailing = 0;
    if parts.len() >= 3 + between && r.check_counting && parts.len() % 2 == 1 {
        if check_count(parts[2 + between]) {
            between += 1;
        } else if parts.len() >= 5 + between && lichess_check_count(parts[parts.len() - 1]) {
            trailing += 1;
        } else {
            return Ok(code("FEN_INVALID_CHECK_COUNT"));
        }
    }
    if parts.len() >= 3 + between && !digit_field(parts[parts.len() - 2 - trailing]) {
        return Ok(code("FEN_INVALID_HALF_MOVE_COUNTER"));
    }
    if parts.len() >= 4 + between && !digit_field(parts[parts.len() - 1 - trailing]) {
        return Ok(code("FEN_INVALID_MOVE_COUNTER"));
    }
    Ok(code("FEN_OK"))
}

/// The width of a board field's first row.
fn width(board: &str) -> usize {
    let row = board.split(['/', '[']).next().unwrap_or("");
    let mut n = 0;
    let mut digits = 0;
    for c in row.chars() {
        if let Some(d) = c.to_digit(10) {
            digits = digits * 10 + d as usize;
        } else {
            n += digits;
            digits = 0;
            if c.is_ascii_alphabetic() || c == '*' {
                n += 1;
            }
        }
    }
    n + digits
}

/// A pocket (`[...]` or a last `/` row) holds piece letters only.
fn pocket_ok(board: &str, ranks: usize, letters: &str) -> bool {
    let pocket = if board.matches('/').count() == ranks {
        board.rsplit('/').next().unwrap_or("")
    } else if board.matches('[').count() == 1 {
        match board.split_once('[').and_then(|(_, p)| p.strip_suffix(']')) {
            Some(p) => p,
            None => return false,
        }
    } else {
        return true;
    };
    pocket
        .chars()
        .all(|c| c == '-' || letters.contains(c.to_ascii_uppercase()))
}

/// The castling field names, per side, a king on its first rank with a rook towards each
/// `K`/`Q` side, a piece on each file letter, and (outside Chess960) the king and rooks on
/// their start squares.
fn castling_ok(field: &str, grid: &[Vec<Option<char>>], start: &str, chess960: bool) -> bool {
    if field.chars().any(|c| c != '-' && !c.is_ascii_alphabetic()) {
        return false;
    }
    let ranks = grid.len();
    let start_rows: Vec<Vec<Option<char>>> = rows(
        start.split(' ').next().unwrap_or(""),
        grid[0].len(),
        ranks,
        true,
    )
    .unwrap_or_default();
    for white in [true, false] {
        let row_index = if white { ranks - 1 } else { 0 };
        let row = &grid[row_index];
        let (king, rook) = if white { ('K', 'R') } else { ('k', 'r') };
        let flags: Vec<char> = field
            .chars()
            .filter(|c| c.is_ascii_alphabetic() && c.is_ascii_uppercase() == white)
            .map(|c| c.to_ascii_lowercase())
            .collect();
        if flags.is_empty() {
            continue;
        }
        let king_file = row.iter().position(|&c| c == Some(king));
        for &flag in &flags {
            if flag == 'k' || flag == 'q' {
                let Some(kf) = king_file else { return false };
                let side: Vec<usize> = if flag == 'k' {
                    (kf + 1..row.len()).collect()
                } else {
                    (0..kf).collect()
                };
                if !side.iter().any(|&f| row[f] == Some(rook)) {
                    return false;
                }
            } else {
                let f = (flag as u8 - b'a') as usize;
                if row.get(f).copied().flatten().is_none() {
                    return false;
                }
            }
        }
        if !chess960 && !start_rows.is_empty() {
            let start_row = &start_rows[row_index];
            if start_row.iter().position(|&c| c == Some(king)) != king_file {
                return false;
            }
            let rooks: Vec<usize> = (0..start_row.len())
                .filter(|&f| start_row[f] == Some(rook))
                .collect();
            for (flag, rook_file) in [('q', rooks.first()), ('k', rooks.last())] {
                if flags.contains(&flag) && rook_file.is_none_or(|&f| row[f] != Some(rook)) {
                    return false;
                }
            }
        }
    }
    true
}

/// `-` or digits.
fn digit_field(field: &str) -> bool {
    field == "-" || field.chars().all(|c| c.is_ascii_digit())
}

/// `3+3`.
fn check_count(field: &str) -> bool {
    let b = field.as_bytes();
    b.len() == 3 && b[0].is_ascii_digit() && b[2].is_ascii_digit()
}

/// Lichess's `+0+1`.
fn lichess_check_count(field: &str) -> bool {
    let b = field.as_bytes();
    b.len() == 4 && b[1].is_ascii_digit() && b[1] <= b'3' && b[3].is_ascii_digit() && b[3] <= b'3'
}
