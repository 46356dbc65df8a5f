//! How a KIF file says where its game starts: a handicap name (`手合割：香落ち`) or a board
//! diagram (BOD: the hands, nine rows `|v香v桂 ・...|一`, and `後手番` when gote is to move).

use crate::piece::{Piece, PieceType};
use crate::position::Shogi;
use crate::record::{kanji, numeral, KANJI};
use crate::record_file::Setup;
use crate::sfen::HAND_ORDER;
use crate::{GOTE, SENTE};
use gambit::{Color, Game};

/// The handicaps KIF names (`手合割`), with their start positions (gote, the stronger side,
/// moves first in every one but 平手).
const HANDICAPS: [(&str, &str); 14] = [
    ("平手", Shogi::START_FEN),
    (
        "香落ち",
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "右香落ち",
        "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "角落ち",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛車落ち",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "飛香落ち",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "二枚落ち",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "三枚落ち",
        "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "四枚落ち",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "五枚落ち",
        "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "左五枚落ち",
        "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "六枚落ち",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "八枚落ち",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "十枚落ち",
        "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
];

/// The start position of handicap `name` (`平手`: the usual start).
pub(crate) fn handicap(name: &str) -> Option<Shogi> {
    let (_, sfen) = HANDICAPS.iter().find(|(n, _)| *n == name)?;
    sfen.parse().ok()
}

/// The name of the handicap that starts at `pos`, if one does.
fn handicap_of(pos: &Shogi) -> Option<&'static str> {
    let placement = |fen: &str| fen.split(' ').take(3).collect::<Vec<_>>().join(" ");
    let here = placement(&pos.fen());
    HANDICAPS
        .iter()
        .find(|(_, sfen)| placement(sfen) == here)
        .map(|(name, _)| *name)
}

/// The kanji numerals of counts 1..18 as BOD writes a hand (`歩十八`).
fn count_kanji(n: u32) -> String {
    const DIGITS: [&str; 10] = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];
    let ones = DIGITS[(n % 10) as usize];
    if n >= 10 {
        format!("十{ones}")
    } else {
        ones.to_string()
    }
}

/// A count as a hand writes it after the piece: empty (one), `二`, `十`, `十八`.
fn read_count(text: &str) -> Option<u32> {
    let mut chars = text.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (None, _, _) => Some(1),
        (Some('十'), None, _) => Some(10),
        (Some('十'), Some(d), None) => numeral(d).map(|d| 10 + u32::from(d)),
        (Some(d), None, _) => numeral(d).map(u32::from),
        _ => None,
    }
}

/// The piece a one-character kanji names (`歩`, `と`, `龍`).
fn piece_kind(c: char) -> Option<PieceType> {
    let mut buf = [0; 4];
    let name: &str = c.encode_utf8(&mut buf);
    KANJI.iter().find(|(n, _)| *n == name).map(|(_, k)| *k)
}

/// A board diagram read line by line.
pub(crate) struct Bod {
    setup: Setup,
    /// The board rows read so far.
    rows: u8,
    /// A line of a diagram was read.
    seen: bool,
}

impl Bod {
    /// Nothing read.
    pub fn new() -> Bod {
        Bod {
            setup: Setup::empty(),
            rows: 0,
            seen: false,
        }
    }

    /// Reads `line` if it is a line of a diagram (`Ok(false)` if not); why it is a bad one.
    pub fn line(&mut self, line: &str) -> Result<bool, String> {
        let trimmed = line.trim();
        let hand = |prefix: [&str; 2]| prefix.iter().find_map(|p| trimmed.strip_prefix(p));
        if let Some(list) = hand(["先手の持駒：", "下手の持駒："]) {
            self.hand(SENTE, list)?;
        } else if let Some(list) = hand(["後手の持駒：", "上手の持駒："]) {
            self.hand(GOTE, list)?;
        } else if ["後手番", "上手番"].contains(&trimmed) {
            self.setup.side = GOTE;
        } else if ["先手番", "下手番"].contains(&trimmed) {
            self.setup.side = SENTE;
        } else if trimmed.starts_with("+--") || trimmed.starts_with('９') {
            // The border, and the files' numbers above the board.
        } else if trimmed.starts_with("手数＝") {
            // The ply and last move of a diagram cut from a game: the moves that follow say.
        } else if let Some(row) = trimmed.strip_prefix('|') {
            self.row(row)?;
        } else {
            return Ok(false);
        }
        self.seen = true;
        Ok(true)
    }

    /// A hand: `なし`, or pieces with counts separated by spaces (`飛　角　歩十八`).
    fn hand(&mut self, color: Color, list: &str) -> Result<(), String> {
        let list = list.trim();
        if list == "なし" || list.is_empty() {
            return Ok(());
        }
        for item in list
            .split(|c: char| c.is_whitespace())
            .filter(|i| !i.is_empty())
        {
            let bad = || format!("'{item}' is no piece in hand (e.g. 歩十八)");
            let mut chars = item.chars();
            let kind = chars.next().and_then(piece_kind).ok_or_else(bad)?;
            let count = read_count(chars.as_str()).ok_or_else(bad)?;
            if !PieceType::HAND.contains(&kind) {
                return Err(bad());
            }
            self.setup.set_hand(color, kind, count);
        }
        Ok(())
    }

    /// A board row after its `|`: nine squares of a side mark (` `, or `v` for gote) and a
    /// piece (`・` for none), then `|` and the rank.
    fn row(&mut self, row: &str) -> Result<(), String> {
        self.rows += 1;
        let rank = self.rows;
        if rank > 9 {
            return Err("a board diagram of more than nine rows".to_string());
        }
        let cells: Vec<char> = row.split('|').next().unwrap_or("").chars().collect();
        let bad = || format!("board row {rank} is not nine squares (` ・`, ` 歩`, `v歩`)");
        if cells.len() != 18 {
            return Err(bad());
        }
        for (i, cell) in cells.chunks(2).enumerate() {
            let file = 9 - i as u8;
            let piece = match cell {
                [_, '・'] => None,
                [mark, c] => {
                    let color = match mark {
                        'v' | 'V' => GOTE,
                        ' ' | '^' => SENTE,
                        _ => return Err(bad()),
                    };
                    Some(Piece::new(color, piece_kind(*c).ok_or_else(bad)?))
                }
                _ => return Err(bad()),
            };
            self.setup.put(file, rank, piece);
        }
        Ok(())
    }

    /// The position the diagram shows: `None` without one.
    pub fn position(&self) -> Option<Result<Shogi, String>> {
        if !self.seen {
            return None;
        }
        if self.rows != 9 {
            return Some(Err(format!(
                "the board diagram has {} rows, not nine",
                self.rows
            )));
        }
        Some(self.setup.position())
    }
}

/// The lines of a KIF file that set up `start`: `手合割：<name>` where it is a handicap's (or
/// the usual) start, else a board diagram.
pub(crate) fn write_start(start: &Shogi) -> String {
    if let Some(name) = handicap_of(start) {
        return format!("手合割：{name}\n");
    }
    let setup = Setup::of(start);
    let hand = |color: Color| {
        let items: Vec<String> = HAND_ORDER
            .iter()
            .filter(|&&k| setup.in_hand(color, k) > 0)
            .map(|&k| {
                let n = setup.in_hand(color, k);
                let count = if n > 1 { count_kanji(n) } else { String::new() };
                format!("{}{count}", kanji(k))
            })
            .collect();
        if items.is_empty() {
            "なし".to_string()
        } else {
            items.join("　")
        }
    };
    const RANKS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
    let mut text = format!("後手の持駒：{}\n", hand(GOTE));
    text.push_str("  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n");
    for (rank, name) in (1..=9).zip(RANKS) {
        text.push('|');
        for file in (1..=9).rev() {
            match setup.at(file, rank) {
                None => text.push_str(" ・"),
                Some(p) => {
                    text.push(if p.color() == GOTE { 'v' } else { ' ' });
                    // One character each: the promoted minor pieces' short names.
                    let short = match p.kind() {
                        PieceType::ProLance => "杏",
                        PieceType::ProKnight => "圭",
                        PieceType::ProSilver => "全",
                        kind => kanji(kind),
                    };
                    text.push_str(short);
                }
            }
        }
        text.push_str(&format!("|{name}\n"));
    }
    text.push_str("+---------------------------+\n");
    text.push_str(&format!("先手の持駒：{}\n", hand(SENTE)));
    if start.side_to_move() == GOTE {
        text.push_str("後手番\n");
    }
    text
}
