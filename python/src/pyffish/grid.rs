//! A FEN's board field as a grid of pieces, for what pyffish answers from the board alone
//! (notation, captures, fog, material), in pyffish's coordinates: file 0 is `a`, rank 0 the
//! first player's back rank.

/// A piece as a FEN writes it: its letter (upper case for the first player), a shogi-style
/// promotion (`+p`) and a chess-style promoted mark (`Q~`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The FEN letter, its case giving the side.
    pub letter: char,
    /// Written `+x`: a shogi-style promoted piece whose unpromoted letter is `letter`.
    pub promoted: bool,
    /// Written `x~`: a piece that was a pawn (crazyhouse).
    pub tilde: bool,
}

impl Piece {
    /// `true` for the first player's pieces.
    pub fn white(self) -> bool {
        self.letter.is_ascii_uppercase()
    }

    /// The letter in upper case.
    pub fn upper(self) -> char {
        self.letter.to_ascii_uppercase()
    }

    /// The kind, the same for both sides: (upper-case letter, shogi-promoted).
    pub fn kind(self) -> (char, bool) {
        (self.upper(), self.promoted)
    }
}

/// A square: (file, rank), both from 0.
pub type Square = (usize, usize);

/// The pieces on a board of `files` x `ranks` squares.
#[derive(Clone, Debug)]
pub struct Grid {
    /// Number of files.
    pub files: usize,
    /// Number of ranks.
    pub ranks: usize,
    cells: Vec<Option<Piece>>,
}

impl Grid {
    /// The board field of `fen` (everything before the first space or `[`); `None` when it is
    /// not a rectangle of known characters.
    pub fn parse(fen: &str) -> Option<Grid> {
        let field = fen.split([' ', '[']).next()?;
        let mut rows: Vec<Vec<Option<Piece>>> = Vec::new();
        for row_text in field.split('/') {
            let mut row: Vec<Option<Piece>> = Vec::new();
            let mut chars = row_text.chars().peekable();
            let mut promoted = false;
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    let mut n = d as usize;
                    while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                        n = n * 10 + d as usize;
                        chars.next();
                    }
                    row.extend(std::iter::repeat_n(None, n));
                } else if c == '+' {
                    promoted = true;
                } else if c == '~' {
                    if let Some(Some(p)) = row.last_mut() {
                        p.tilde = true;
                    } else {
                        return None;
                    }
                } else if c == '*' {
                    row.push(None);
                } else if c.is_ascii_alphabetic() {
                    row.push(Some(Piece {
                        letter: c,
                        promoted,
                        tilde: false,
                    }));
                    promoted = false;
                } else {
                    return None;
                }
            }
            rows.push(row);
        }
        let files = rows.first()?.len();
        if files == 0 || rows.iter().any(|r| r.len() != files) {
            return None;
        }
        let ranks = rows.len();
        // FEN rows run from the last rank down.
        let cells = rows.into_iter().rev().flatten().collect();
        Some(Grid {
            files,
            ranks,
            cells,
        })
    }

    /// The piece on `sq`, if any (none off the board).
    pub fn at(&self, sq: Square) -> Option<Piece> {
        if sq.0 < self.files && sq.1 < self.ranks {
            self.cells[sq.1 * self.files + sq.0]
        } else {
            None
        }
    }

    /// Every occupied square with its piece, by rank then file.
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.map(|p| ((i % self.files, i / self.files), p)))
    }

    /// The squares of the side `white`'s pieces of `kind`.
    pub fn squares_of(&self, white: bool, kind: (char, bool)) -> Vec<Square> {
        self.pieces()
            .filter(|(_, p)| p.white() == white && p.kind() == kind)
            .map(|(s, _)| s)
            .collect()
    }
}

/// A move as pyffish's UCI text writes it: `e2e4`, `e7e8q`, `b2h8+`, `P@e4`, `b1c3h`
/// (gating), `e2e2` (a pass).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveText {
    /// The origin; `None` for a drop.
    pub from: Option<Square>,
    /// The destination.
    pub to: Square,
    /// The dropped piece's letter (side as in the text, which writes the first player's).
    pub drop: Option<char>,
    /// A trailing letter: the promotion's piece, or the piece gated in (seirawan).
    pub suffix: Option<char>,
    /// A trailing `+` (shogi-style promotion) or `-` (demotion).
    pub sign: Option<char>,
}

/// Reads a square name (`e4`, `a10`) at the start of `s`: the square and the rest.
fn read_square(s: &str) -> Option<(Square, &str)> {
    let mut chars = s.char_indices();
    let (_, f) = chars.next()?;
    if !f.is_ascii_lowercase() {
        return None;
    }
    let digits = s[1..].chars().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 2 {
        return None;
    }
    let rank: usize = s[1..1 + digits].parse().ok()?;
    if rank == 0 {
        return None;
    }
    Some((((f as u8 - b'a') as usize, rank - 1), &s[1 + digits..]))
}

impl MoveText {
    /// Reads pyffish's move text; `None` when it is not move-shaped.
    pub fn parse(text: &str) -> Option<MoveText> {
        let (from, drop, rest) = match text.split_once('@') {
            Some((piece, rest)) => {
                let mut chars = piece.chars();
                let letter = chars.next()?;
                if chars.next().is_some() || !letter.is_ascii_alphabetic() {
                    return None;
                }
                (None, Some(letter), rest)
            }
            None => {
                let (from, rest) = read_square(text)?;
                (Some(from), None, rest)
            }
        };
        let (to, rest) = read_square(rest)?;
        let mut chars = rest.chars();
        let (suffix, sign) = match (chars.next(), chars.next()) {
            (None, _) => (None, None),
            (Some(c @ ('+' | '-')), None) => (None, Some(c)),
            (Some(c), None) if c.is_ascii_alphabetic() => (Some(c), None),
            _ => return None,
        };
        Some(MoveText {
            from,
            to,
            drop,
            suffix,
            sign,
        })
    }
}

impl Grid {
    /// The board field as a FEN writes it; the squares `hidden` says are written `*` (fog of
    /// war, pyffish's `get_fog_fen`), and those `marked` says get a `~` after their piece.
    pub fn board_field(
        &self,
        hidden: impl Fn(Square) -> bool,
        marked: impl Fn(Square) -> bool,
    ) -> String {
        let mut out = String::new();
        for rank in (0..self.ranks).rev() {
            let mut empty = 0;
            for file in 0..self.files {
                let sq = (file, rank);
                let piece = self.at(sq);
                if piece.is_none() && !hidden(sq) {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                match piece {
                    Some(p) if !hidden(sq) => {
                        if p.promoted {
                            out.push('+');
                        }
                        out.push(p.letter);
                        if p.tilde || marked(sq) {
                            out.push('~');
                        }
                    }
                    _ => out.push('*'),
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out
    }
}

/// `fen` with its board field replaced by `field`.
pub fn with_board_field(fen: &str, field: &str) -> String {
    let end = fen.find([' ', '[']).unwrap_or(fen.len());
    format!("{field}{}", &fen[end..])
}
