//! pyffish's notations (its `NOTATION_*` constants) and how each writes files, ranks,
//! squares and pieces (Fairy-Stockfish's `apiutil.h`).

use super::grid::{Grid, Piece, Square};

/// One of pyffish's notations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Notation {
    /// SAN (`Nf3`, `exd5`, `O-O`, `e8=Q+`).
    San,
    /// Long algebraic (`Ng1-f3`).
    Lan,
    /// Shogi, Hosking (`P76`, `S'34`).
    ShogiHosking,
    /// Shogi, Hodges (`P-7f`, `S*3d`).
    ShogiHodges,
    /// Shogi, Hodges with numbers (`P-76`, `S*34`): shogi's default.
    ShogiHodgesNumber,
    /// Janggi (`H02-83`).
    Janggi,
    /// Xiangqi, WXF (`C2=5`).
    XiangqiWxf,
    /// Thai SAN (makruk).
    ThaiSan,
    /// Thai long algebraic (makruk).
    ThaiLan,
}

/// pyffish's constants, by name and value.
pub const NOTATIONS: &[(&str, i32)] = &[
    ("NOTATION_DEFAULT", 0),
    ("NOTATION_SAN", 1),
    ("NOTATION_LAN", 2),
    ("NOTATION_SHOGI_HOSKING", 3),
    ("NOTATION_SHOGI_HODGES", 4),
    ("NOTATION_SHOGI_HODGES_NUMBER", 5),
    ("NOTATION_JANGGI", 6),
    ("NOTATION_XIANGQI_WXF", 7),
    ("NOTATION_THAI_SAN", 8),
    ("NOTATION_THAI_LAN", 9),
];

const THAI_FILES: [&str; 12] = ["ก", "ข", "ค", "ง", "จ", "ฉ", "ช", "ญ", "ต", "ถ", "ธ", "น"];
const THAI_RANKS: [&str; 12] = [
    "๑", "๒", "๓", "๔", "๕", "๖", "๗", "๘", "๙", "๑๐", "๑๑", "๑๒",
];

/// The games of Fairy-Stockfish's shogi template: their default notation is Hodges with
/// numbers, and their pawns are no chess pawns.
pub fn shogi_like(variant: &str) -> bool {
    matches!(variant, "shogi" | "minishogi")
}

impl Notation {
    /// The notation of pyffish's `value` for `variant` (0: the variant's default); `None` for
    /// a value pyffish has no notation for.
    pub fn from_value(value: i32, variant: &str) -> Option<Notation> {
        Some(match value {
            0 if shogi_like(variant) => Notation::ShogiHodgesNumber,
            0 | 1 => Notation::San,
            2 => Notation::Lan,
            3 => Notation::ShogiHosking,
            4 => Notation::ShogiHodges,
            5 => Notation::ShogiHodgesNumber,
            6 => Notation::Janggi,
            7 => Notation::XiangqiWxf,
            8 => Notation::ThaiSan,
            9 => Notation::ThaiLan,
            _ => return None,
        })
    }

    /// A shogi notation.
    pub fn shogi(self) -> bool {
        matches!(
            self,
            Notation::ShogiHosking | Notation::ShogiHodges | Notation::ShogiHodgesNumber
        )
    }

    /// A Thai notation.
    pub fn thai(self) -> bool {
        matches!(self, Notation::ThaiSan | Notation::ThaiLan)
    }
}

/// The board and side a move is written for.
pub struct Board<'a> {
    /// The pieces.
    pub grid: &'a Grid,
    /// The side to move is the first player.
    pub white: bool,
    /// The game's name.
    pub variant: &'a str,
}

impl<'a> Board<'a> {
    /// `grid`, the board of `replay`'s position.
    pub fn of(grid: &'a Grid, replay: &'a super::replay::Replay) -> Board<'a> {
        Board {
            grid,
            white: replay.white_to_move(),
            variant: replay.variant,
        }
    }

    /// `sq`'s file as `n` writes it.
    pub fn file(&self, sq: Square, n: Notation) -> String {
        let max_file = self.grid.files - 1;
        match n {
            Notation::ShogiHosking | Notation::ShogiHodges | Notation::ShogiHodgesNumber => {
                (max_file - sq.0 + 1).to_string()
            }
            Notation::Janggi => (sq.0 + 1).to_string(),
            Notation::XiangqiWxf => {
                (if self.white { max_file - sq.0 } else { sq.0 } + 1).to_string()
            }
            Notation::ThaiSan | Notation::ThaiLan => THAI_FILES[sq.0].to_string(),
            _ => ((b'a' + sq.0 as u8) as char).to_string(),
        }
    }

    /// `sq`'s rank as `n` writes it.
    pub fn rank(&self, sq: Square, n: Notation) -> String {
        let max_rank = self.grid.ranks - 1;
        match n {
            Notation::ShogiHosking | Notation::ShogiHodgesNumber => {
                (max_rank - sq.1 + 1).to_string()
            }
            Notation::ShogiHodges => ((b'a' + (max_rank - sq.1) as u8) as char).to_string(),
            Notation::Janggi => ((max_rank - sq.1 + 1) % 10).to_string(),
            Notation::XiangqiWxf => match self.grid.at(sq) {
                None => (self.relative_rank(sq) + 1).to_string(),
                Some(p) => {
                    let ahead = self
                        .grid
                        .squares_of(self.white, p.kind())
                        .into_iter()
                        .any(|s| s.0 == sq.0 && self.relative_rank(s) > self.relative_rank(sq));
                    if ahead { "-" } else { "+" }.to_string()
                }
            },
            Notation::ThaiSan | Notation::ThaiLan => THAI_RANKS[sq.1].to_string(),
            _ => (sq.1 + 1).to_string(),
        }
    }

    /// `sq` as `n` writes it (Janggi: rank first).
    pub fn square(&self, sq: Square, n: Notation) -> String {
        match n {
            Notation::Janggi => self.rank(sq, n) + &self.file(sq, n),
            _ => self.file(sq, n) + &self.rank(sq, n),
        }
    }

    /// `sq`'s rank counted from the side to move's side, from 0.
    pub fn relative_rank(&self, sq: Square) -> usize {
        if self.white {
            sq.1
        } else {
            self.grid.ranks - 1 - sq.1
        }
    }

    /// `true` when `p` is a chess pawn of Fairy-Stockfish (written without letter in SAN):
    /// xiangqi's and janggi's soldiers and shogi's pawns are other piece types.
    pub fn chess_pawn(&self, p: Piece) -> bool {
        p.upper() == 'P'
            && !p.promoted
            && !matches!(self.variant, "xiangqi" | "janggi")
            && !shogi_like(self.variant)
    }

    /// The letter SAN gives `p` (upper case): the variant's synonym (xiangqi and janggi write
    /// their horse `H` and elephant `E`), shogi's promoted pieces by their own type.
    pub fn letter(&self, p: Piece) -> String {
        let c = p.upper();
        if matches!(self.variant, "xiangqi" | "janggi") {
            return match c {
                'N' => "H",
                'B' => "E",
                _ => return c.to_string(),
            }
            .to_string();
        }
        if p.promoted {
            return match c {
                'B' => 'H',
                'R' => 'D',
                _ => 'G',
            }
            .to_string();
        }
        c.to_string()
    }

    /// The Thai letter of `p` (makruk's pieces by their Fairy-Stockfish type); `promoted`: a
    /// met that was a pawn.
    pub fn thai_letter(&self, p: Piece, promoted: bool) -> &'static str {
        match (self.variant, p.upper()) {
            (_, 'K') => "ข",
            ("makruk", 'S') => "ค",
            ("makruk", 'M') | ("shatranj", 'Q') => {
                if promoted {
                    "ง"
                } else {
                    "ม็"
                }
            }
            (_, 'N') => "ม",
            (_, 'R') => "ร",
            (_, 'P') => "บ",
            _ => "X",
        }
    }
}
