//! Record notations: WXF (the World Xiangqi Federation's letters for the Chinese file
//! notation, `C2.5`, `H8+7`, `R+.3`) and ICCS coordinates (`H2-E2`).
//!
//! WXF, as the federation's notation page gives it (and `docs/records-xiangqi.md` sums up):
//!
//! - a piece letter: `K` king, `A` advisor, `E` elephant, `H` horse, `R` chariot, `C` cannon,
//!   `P` soldier (read also: `B` elephant, `N` horse, and lower case);
//! - the file the piece stands on, `1`-`9` from the mover's own right (red's file 1 is file
//!   `i`, black's file 1 is file `a`);
//! - `+` forward, `-` backward, `.` along the rank (read also: `=`);
//! - for a piece moving along its file, the number of steps; otherwise the file it lands on.
//!
//! Two pieces of one kind on one file: `+` (front) or `-` (rear) in place of the file
//! (`R+.3`, `C--1`). Advisors and elephants never need it (of two on a file the front one can
//! only retreat and the rear one only advance), so they keep the file digit. Soldiers: of three
//! on a file, the middle one keeps its file digit (`P+.4`, `P3.4`, `P-.4`); of four or five,
//! `++` and `--` name the foremost and rearmost (`++.4`, `P+.4`, `P3.4`, `P-.4`, `--.4`). When
//! two files each hold two or more, the World Xiangqi Rules of 2018 name a soldier of those
//! files by its place from the front, then its file (`13.4`, `23.4`, `33.4` for three on file
//! 3, `17.6`, `27.6` for two on file 7), where the federation's older page had the file digit
//! and a sign (`3+.4`, `33.4` for the middle one, `3-.4`).
//!
//! Reading is exact (a legal move, or a [`WxfError`] naming what is wrong) and accepts the
//! usual variants besides: `=`, `B`/`N`, lower case, surrounding spaces, the front/rear sign
//! before the letter (`+R.3`, as the Chinese word order has it) or before the file (`+3.4`),
//! the older page's `3+`/`3-`, and the place numbers on a single file too (`13+1`, as
//! Fairy-Stockfish writes three or more soldiers on one file). Two digits always mean the
//! place from the front: the older page's `33` (the middle one of three) reads as the third.

use crate::mv::{Move, MoveList};
use crate::notation::{self, MoveError, XiangqiNotation};
use crate::piece::PieceType;
use crate::position::Xiangqi;
use crate::square::Square;
use crate::{BLACK, RED};
use gambit::Color;

/// Why a WXF move was refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum WxfError {
    /// Not of the WXF form.
    #[error("'{text}' is not a WXF move: {why}")]
    Syntax {
        /// The text read (at most 16 characters of it).
        text: String,
        /// What is wrong with it.
        why: &'static str,
    },
    /// No piece of the side to move answers the description.
    #[error("'{text}': {what}")]
    NoPiece {
        /// The text read.
        text: String,
        /// The piece that is not there, e.g. `no red chariot on file 3`.
        what: String,
    },
    /// The pieces exist, but none of them has the legal move described.
    #[error("'{text}' is not a legal move here: {why}")]
    NoSuchMove {
        /// The text read.
        text: String,
        /// Which pieces were tried.
        why: String,
    },
    /// More than one legal move fits the description.
    #[error("'{text}' is ambiguous: it fits {}", moves.join(", "))]
    Ambiguous {
        /// The text read.
        text: String,
        /// The fitting moves, in ICCS.
        moves: Vec<String>,
    },
}

/// Where a move goes: forward, backward, or along the rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Forward,
    Backward,
    Sideways,
}

/// Front or rear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    Front,
    Rear,
}

/// Which piece a WXF move's first two characters name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Origin {
    /// Letter and file digit (`R3`).
    File(PieceType, u8),
    /// Letter and front/rear sign, in either order (`R+`, `+R`): of two on a file the front
    /// or rear one, of four or five soldiers the second from that end.
    Tandem(PieceType, End),
    /// File digit and front/rear sign, in either order (`3+`, `+3`): the soldier at that end
    /// of the file.
    FileEnd(u8, End),
    /// `++` or `--`: the foremost or rearmost soldier of a file.
    Most(End),
    /// Two digits: the soldier at that place from the front on that file (`23`: the second
    /// on file 3), the 2018 rules' form for soldiers in tandem on two files.
    Digits(u8, u8),
}

/// The mover's file number (1-9 from its own right) of board file `file` (0 = a).
#[inline]
fn file_number(c: Color, file: u8) -> u8 {
    match c {
        RED => 9 - file,
        BLACK => file + 1,
    }
}

/// The board file (0 = a) of the mover's file number `n` (1-9).
#[inline]
fn board_file(c: Color, n: u8) -> u8 {
    match c {
        RED => 9 - n,
        BLACK => n - 1,
    }
}

/// Ranks gained by going from `from` to `to`, seen from `c`'s side.
#[inline]
fn ranks_forward(c: Color, from: Square, to: Square) -> i8 {
    let d = to.rank() as i8 - from.rank() as i8;
    match c {
        RED => d,
        BLACK => -d,
    }
}

fn digit(n: u8) -> char {
    char::from(b'0' + n)
}

fn letter(kind: PieceType) -> char {
    match kind {
        PieceType::King => 'K',
        PieceType::Advisor => 'A',
        PieceType::Elephant => 'E',
        PieceType::Horse => 'H',
        PieceType::Rook => 'R',
        PieceType::Cannon => 'C',
        PieceType::Pawn => 'P',
    }
}

fn kind_of_letter(ch: char) -> Option<PieceType> {
    Some(match ch {
        'K' => PieceType::King,
        'A' => PieceType::Advisor,
        'E' | 'B' => PieceType::Elephant,
        'H' | 'N' => PieceType::Horse,
        'R' => PieceType::Rook,
        'C' => PieceType::Cannon,
        'P' => PieceType::Pawn,
        _ => return None,
    })
}

fn kind_name(kind: PieceType) -> &'static str {
    match kind {
        PieceType::King => "king",
        PieceType::Advisor => "advisor",
        PieceType::Elephant => "elephant",
        PieceType::Horse => "horse",
        PieceType::Rook => "chariot",
        PieceType::Cannon => "cannon",
        PieceType::Pawn => "soldier",
    }
}

fn side_name(c: Color) -> &'static str {
    match c {
        RED => "red",
        BLACK => "black",
    }
}

fn end_sign(ch: char) -> Option<End> {
    match ch {
        '+' => Some(End::Front),
        '-' => Some(End::Rear),
        _ => None,
    }
}

fn file_digit(ch: char) -> Option<u8> {
    ch.to_digit(10)
        .filter(|d| (1..=9).contains(d))
        .map(|d| d as u8)
}

impl Xiangqi {
    /// `c`'s pieces of `kind` on board file `file`, front (nearest the enemy) first.
    fn on_file(&self, c: Color, kind: PieceType, file: u8) -> Vec<Square> {
        let mut v: Vec<Square> = self
            .pieces(c, kind)
            .iter()
            .filter(|s| s.file() == file)
            .collect();
        v.sort_by_key(|s| match c {
            RED => 9 - s.rank(),
            BLACK => s.rank(),
        });
        v
    }

    /// Board files holding two or more of `c`'s pieces of `kind`.
    fn tandem_files(&self, c: Color, kind: PieceType) -> Vec<u8> {
        (0..9u8)
            .filter(|&f| self.on_file(c, kind, f).len() >= 2)
            .collect()
    }

    /// The first two characters of a move of the piece of `kind` and color `c` on `from`.
    fn wxf_origin(&self, c: Color, kind: PieceType, from: Square, out: &mut String) {
        let file = from.file();
        let fno = digit(file_number(c, file));
        let pieces = self.on_file(c, kind, file);
        let n = pieces.len();
        let i = pieces.iter().position(|&s| s == from).unwrap_or(0);
        if n < 2
            || matches!(
                kind,
                PieceType::King | PieceType::Advisor | PieceType::Elephant
            )
        {
            out.push(letter(kind));
            out.push(fno);
            return;
        }
        if self.tandem_files(c, kind).len() >= 2 {
            // The World Xiangqi Rules (2018): with soldiers in tandem on two files, `P+` no
            // longer says which file, so a soldier of such a file is named by its place from
            // the front and its file (`13`, `23`, `33`, `17`, `27`).
            out.push(digit(i as u8 + 1));
            out.push(fno);
            return;
        }
        let (a, b) = match (n, i) {
            (2 | 3, 0) => ('P', '+'),
            (2 | 3, _) if i + 1 == n => ('P', '-'),
            (3, _) => ('P', fno),
            (_, 0) => ('+', '+'),
            (_, _) if i + 1 == n => ('-', '-'),
            (_, 1) => ('P', '+'),
            (_, _) if i + 2 == n => ('P', '-'),
            _ => ('P', fno),
        };
        out.push(if a == 'P' { letter(kind) } else { a });
        out.push(b);
    }

    /// The move `m` in WXF notation (`C2.5`, `H8+7`, `R+.3`), as the side whose piece stands
    /// on its origin writes it. `m` should be legal here: another move is written all the same
    /// from its squares, except that a move from an empty square (the null move among them)
    /// is written in ICCS.
    ///
    /// ```
    /// use gambit::prelude::*;
    /// use gambit_xiangqi::Xiangqi;
    ///
    /// let mut pos = Xiangqi::startpos(Default::default());
    /// assert_eq!(pos.wxf(pos.parse_move("h2e2").unwrap()), "C2.5");
    /// pos.play("h2e2").unwrap();
    /// // Black counts files from its own right: its horse on h9 stands on its file 8.
    /// assert_eq!(pos.wxf(pos.parse_move("h9g7").unwrap()), "H8+7");
    /// ```
    pub fn wxf(&self, m: Move) -> String {
        let (from, to) = (m.from(), m.to());
        let Some(pc) = self.piece_at(from).filter(|_| !m.is_null()) else {
            return iccs(m);
        };
        let c = pc.color();
        let mut s = String::with_capacity(4);
        self.wxf_origin(c, pc.kind(), from, &mut s);
        let up = ranks_forward(c, from, to);
        s.push(match up {
            1.. => '+',
            0 => '.',
            _ => '-',
        });
        if from.file() == to.file() && up != 0 {
            s.push(digit(up.unsigned_abs()));
        } else {
            s.push(digit(file_number(c, to.file())));
        }
        s
    }

    /// Reads a WXF move of the side to move (see [the module](crate::wxf) for the forms read).
    ///
    /// ```
    /// use gambit::prelude::*;
    /// use gambit_xiangqi::{WxfError, Xiangqi};
    ///
    /// let pos = Xiangqi::startpos(Default::default());
    /// assert_eq!(pos.parse_wxf("C2.5").unwrap(), pos.parse_move("h2e2").unwrap());
    /// assert_eq!(pos.parse_wxf(" c2=5 ").unwrap(), pos.parse_move("h2e2").unwrap());
    /// assert_eq!(pos.parse_wxf("N8+7").unwrap(), pos.parse_move("b0c2").unwrap());
    /// assert!(matches!(pos.parse_wxf("R1+9"), Err(WxfError::NoSuchMove { .. })));
    /// assert!(matches!(pos.parse_wxf("C5.4"), Err(WxfError::NoPiece { .. })));
    /// ```
    pub fn parse_wxf(&self, text: &str) -> Result<Move, WxfError> {
        let shown: String = text.chars().take(16).collect();
        let syntax = |why| WxfError::Syntax {
            text: shown.clone(),
            why,
        };
        let chars: Vec<char> = text
            .trim()
            .chars()
            .map(|c| c.to_ascii_uppercase())
            .collect();
        let [c0, c1, c2, c3] = chars[..] else {
            return Err(syntax("a WXF move has four characters, e.g. C2.5"));
        };
        let op = match c2 {
            '+' => Op::Forward,
            '-' => Op::Backward,
            '.' | '=' => Op::Sideways,
            _ => return Err(syntax("the third character must be +, - or . (or =)")),
        };
        let Some(num) = file_digit(c3) else {
            return Err(syntax("the last character must be a digit 1-9"));
        };
        let Some(origin) = parse_origin(c0, c1) else {
            return Err(syntax(
                "the first two characters must be a piece letter (KAEHRCP, or B, N) and a file \
                 1-9, or name a piece by + (front) and - (rear)",
            ));
        };
        let c = self.stm;
        let (kind, from) = self
            .origin_squares(c, origin)
            .map_err(|what| WxfError::NoPiece {
                text: shown.clone(),
                what,
            })?;
        let mut legal = MoveList::new();
        self.push_legal(&mut legal);
        let mut fits: Vec<Move> = Vec::new();
        for &sq in &from {
            if let Some(to) = destination(c, kind, sq, op, num) {
                let m = Move::new(sq, to);
                if legal.contains(&m) && !fits.contains(&m) {
                    fits.push(m);
                }
            }
        }
        match fits[..] {
            [m] => Ok(m),
            [] => {
                let squares: Vec<String> = from.iter().map(|s| s.to_string()).collect();
                let why = if matches!(
                    kind,
                    PieceType::Advisor | PieceType::Elephant | PieceType::Horse
                ) && op == Op::Sideways
                {
                    format!("{}s move diagonally, never along the rank", kind_name(kind))
                } else {
                    format!(
                        "no legal move of the {} {} on {}",
                        side_name(c),
                        kind_name(kind),
                        squares.join(" or ")
                    )
                };
                Err(WxfError::NoSuchMove { text: shown, why })
            }
            _ => Err(WxfError::Ambiguous {
                text: shown,
                moves: fits.iter().map(|&m| iccs(m)).collect(),
            }),
        }
    }

    /// The pieces an [`Origin`] names for `c`, with their kind; or what is missing.
    fn origin_squares(&self, c: Color, origin: Origin) -> Result<(PieceType, Vec<Square>), String> {
        let side = side_name(c);
        let pawn = PieceType::Pawn;
        let pick = |pieces: &[Square], i: usize| pieces.get(i).copied().into_iter().collect();
        match origin {
            Origin::File(kind, n) => {
                let pieces = self.on_file(c, kind, board_file(c, n));
                if pieces.is_empty() {
                    return Err(format!("no {side} {} on file {n}", kind_name(kind)));
                }
                // The middle one of three or five soldiers keeps its file digit, while the
                // others are named by + and - (only one file in tandem: else the digit leads).
                let middle = kind == pawn
                    && pieces.len() % 2 == 1
                    && pieces.len() >= 3
                    && self.tandem_files(c, kind).len() == 1;
                Ok((
                    kind,
                    if middle {
                        pick(&pieces, pieces.len() / 2)
                    } else {
                        pieces
                    },
                ))
            }
            Origin::Tandem(kind, end) => {
                let mut found = Vec::new();
                for f in self.tandem_files(c, kind) {
                    let pieces = self.on_file(c, kind, f);
                    let n = pieces.len();
                    // Of four or five, ++ and -- take the ends and + and - the next ones in.
                    let i = match (end, n >= 4) {
                        (End::Front, false) => 0,
                        (End::Front, true) => 1,
                        (End::Rear, false) => n - 1,
                        (End::Rear, true) => n - 2,
                    };
                    found.push(pieces[i]);
                }
                if found.is_empty() {
                    return Err(format!("no two {side} {}s on one file", kind_name(kind)));
                }
                Ok((kind, found))
            }
            Origin::FileEnd(n, end) => {
                let pieces = self.on_file(c, pawn, board_file(c, n));
                if pieces.len() < 2 {
                    return Err(format!("no two {side} soldiers on file {n}"));
                }
                let i = if end == End::Front {
                    0
                } else {
                    pieces.len() - 1
                };
                Ok((pawn, pick(&pieces, i)))
            }
            Origin::Most(end) => {
                let mut found = Vec::new();
                for f in self.tandem_files(c, pawn) {
                    let pieces = self.on_file(c, pawn, f);
                    found.push(if end == End::Front {
                        pieces[0]
                    } else {
                        pieces[pieces.len() - 1]
                    });
                }
                if found.is_empty() {
                    return Err(format!("no two {side} soldiers on one file"));
                }
                Ok((pawn, found))
            }
            Origin::Digits(a, b) => {
                let pieces = self.on_file(c, pawn, board_file(c, b));
                if pieces.len() >= 2 && usize::from(a) <= pieces.len() {
                    return Ok((pawn, pick(&pieces, usize::from(a) - 1)));
                }
                Err(format!(
                    "no {side} soldier number {a} from the front among two or more on file {b}"
                ))
            }
        }
    }

    /// The move `m` in ICCS coordinates (`H2-E2`: files `A`-`I`, ranks 0-9 from red's side).
    ///
    /// ```
    /// use gambit::prelude::*;
    /// use gambit_xiangqi::Xiangqi;
    ///
    /// let pos = Xiangqi::startpos(Default::default());
    /// assert_eq!(pos.iccs(pos.parse_move("h2e2").unwrap()), "H2-E2");
    /// ```
    pub fn iccs(&self, m: Move) -> String {
        iccs(m)
    }

    /// Reads an ICCS move (`H2-E2`; also lower case and without the dash, `h2e2`) and checks
    /// that it is legal here.
    ///
    /// ```
    /// use gambit::prelude::*;
    /// use gambit_xiangqi::{MoveError, Xiangqi};
    ///
    /// let pos = Xiangqi::startpos(Default::default());
    /// let m = pos.parse_move("h2e2").unwrap();
    /// assert_eq!(pos.parse_iccs("H2-E2"), Ok(m));
    /// assert_eq!(pos.parse_iccs("h2e2"), Ok(m));
    /// assert!(matches!(pos.parse_iccs("H2-E3"), Err(MoveError::Illegal(_))));
    /// assert!(matches!(pos.parse_iccs("J2-E2"), Err(MoveError::OffBoard(_))));
    /// ```
    pub fn parse_iccs(&self, text: &str) -> Result<Move, MoveError> {
        let shown: String = text.chars().take(16).collect();
        let t = text.trim().to_ascii_lowercase();
        if !t.is_ascii() {
            return Err(MoveError::Syntax(shown));
        }
        let plain = match (t.len(), t.as_bytes().get(2)) {
            (5, Some(b'-')) => format!("{}{}", &t[..2], &t[3..]),
            _ => t,
        };
        let m =
            notation::parse_squares(&plain, XiangqiNotation::default()).map_err(|e| match e {
                MoveError::Syntax(_) => MoveError::Syntax(shown.clone()),
                MoveError::OffBoard(_) => MoveError::OffBoard(shown.clone()),
                MoveError::Illegal(_) => MoveError::Illegal(shown.clone()),
            })?;
        if self.is_legal_move(m) {
            Ok(m)
        } else {
            Err(MoveError::Illegal(shown))
        }
    }
}

/// Reads the first two characters of a WXF move.
fn parse_origin(a: char, b: char) -> Option<Origin> {
    if let (Some(kind), Some(n)) = (kind_of_letter(a), file_digit(b)) {
        return Some(Origin::File(kind, n));
    }
    for (x, y) in [(a, b), (b, a)] {
        if let (Some(kind), Some(end)) = (kind_of_letter(x), end_sign(y)) {
            return Some(Origin::Tandem(kind, end));
        }
        if let (Some(n), Some(end)) = (file_digit(x), end_sign(y)) {
            return Some(Origin::FileEnd(n, end));
        }
    }
    match (a, b) {
        ('+', '+') => Some(Origin::Most(End::Front)),
        ('-', '-') => Some(Origin::Most(End::Rear)),
        _ => match (file_digit(a), file_digit(b)) {
            (Some(x), Some(y)) => Some(Origin::Digits(x, y)),
            _ => None,
        },
    }
}

/// Where the piece of `kind` and color `c` on `from` lands on `op` `num`, if that is a square
/// the piece's way of moving can describe.
fn destination(c: Color, kind: PieceType, from: Square, op: Op, num: u8) -> Option<Square> {
    let up: i8 = match c {
        RED => 1,
        BLACK => -1,
    };
    let (file, rank) = (from.file() as i8, from.rank() as i8);
    let (to_file, to_rank) = match kind {
        PieceType::King | PieceType::Rook | PieceType::Cannon | PieceType::Pawn => match op {
            Op::Sideways => (board_file(c, num) as i8, rank),
            Op::Forward => (file, rank + up * num as i8),
            Op::Backward => (file, rank - up * num as i8),
        },
        PieceType::Advisor | PieceType::Elephant | PieceType::Horse => {
            let to_file = board_file(c, num) as i8;
            let dr = match (kind, (to_file - file).abs()) {
                (PieceType::Advisor, 1) => 1,
                (PieceType::Elephant, 2) => 2,
                (PieceType::Horse, 1) => 2,
                (PieceType::Horse, 2) => 1,
                _ => return None,
            };
            match op {
                Op::Sideways => return None,
                Op::Forward => (to_file, rank + up * dr),
                Op::Backward => (to_file, rank - up * dr),
            }
        }
    };
    ((0..10).contains(&to_rank) && (to_file, to_rank) != (file, rank))
        .then(|| Square::new(to_file as u8, to_rank as u8))
}

/// ICCS text of a move (`H2-E2`; `0000` for the null move).
fn iccs(m: Move) -> String {
    if m.is_null() {
        return "0000".into();
    }
    let sq = |s: Square| format!("{}{}", char::from(b'A' + s.file()), s.rank());
    format!("{}-{}", sq(m.from()), sq(m.to()))
}
