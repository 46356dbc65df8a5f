//! Shogi moves as its records write them (`judge --moves` reads them besides USI): KIF
//! (`７六歩(77)`, `同　歩(33)`, `５五角打`), KI2 (`▲７六歩`, `▲５八金右`, `△２二角成`),
//! CSA (`+7776FU`, `-0055KA`) and Western notation (`P-7f`, `Bx2b+`, `S*5e`, `G6i-5h`).
//!
//! [`kif_move`] and [`csa_move`] write a move as KIF and CSA do (the record files, `kif.rs` and
//! `csa.rs`).
//!
//! Each text is read into what it says ([`Written`]: destination, piece, origin, promotion,
//! KI2's relative words), then matched against the legal moves: a record names a move only
//! as precisely as the position needs, so the position decides which move it is.

use crate::mv::Move;
use crate::piece::PieceType;
use crate::position::Shogi;
use crate::square::Square;
use crate::{GOTE, SENTE};
use gambit::judge::RecordMoves;
use gambit::{Color, Game, GameError, PieceKind, RuleSet};

/// `judge --moves` reads shogi's record notations besides USI.
impl RecordMoves for Shogi {
    const NOTATIONS: &'static str = "KIF, KI2, CSA or Western notation";

    fn read_record_move(&self, text: &str) -> Result<Move, GameError> {
        let written = if looks_csa(text) {
            csa(self, text)?
        } else if text.starts_with(|c: char| c.is_ascii_alphabetic() || c == '+') {
            western(text)?
        } else {
            japanese(text)?
        };
        Ok(select(self, &written, text)?)
    }
}

/// What a record's move says; what it leaves out, the position decides.
struct Written {
    /// The side the text marks (`▲`/`△`, CSA's `+`/`-`), if it marks one.
    side: Option<Color>,
    /// The destination; `None`: `同`, the previous move's.
    to: Option<Square>,
    /// The moving piece as it stands before the move (for a drop, the dropped kind).
    kind: PieceType,
    /// The origin, where the text gives it (KIF, CSA, Western).
    from: Option<Square>,
    /// `Some(true)`: a drop (`打`, CSA `00`, `*`); `Some(false)`: a board move.
    drop: Option<bool>,
    /// The move promotes (`成`, CSA's promoted kind, Western `+`).
    promote: bool,
    /// Western `x` (a capture) or `-` (not one).
    capture: Option<bool>,
    /// KI2's words telling pieces of the same kind apart.
    hints: Vec<Hint>,
}

impl Written {
    /// A move of `kind` to `to`, nothing else said.
    fn new(kind: PieceType, to: Option<Square>) -> Self {
        Written {
            side: None,
            to,
            kind,
            from: None,
            drop: None,
            promote: false,
            capture: None,
            hints: Vec::new(),
        }
    }
}

/// KI2's relative words, from the mover's chair.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Hint {
    /// 右: the piece furthest to the mover's right.
    Right,
    /// 左: the piece furthest to the mover's left.
    Left,
    /// 上 (or 行, 入): moving forward.
    Up,
    /// 引: moving back.
    Back,
    /// 寄: moving sideways.
    Sideways,
    /// 直: moving straight forward.
    Straight,
}

/// The board move `m`'s ranks forward for `us` (negative: back).
fn forward(m: Move, us: Color) -> i32 {
    let ranks = i32::from(m.to().rank()) - i32::from(m.from().rank());
    // Sente (White) moves up the internal ranks.
    if us == SENTE {
        ranks
    } else {
        -ranks
    }
}

impl Hint {
    /// KI2's word `c` as a hint.
    fn of(c: char) -> Option<Hint> {
        Some(match c {
            '右' => Hint::Right,
            '左' => Hint::Left,
            '上' | '行' | '入' => Hint::Up,
            '引' => Hint::Back,
            '寄' => Hint::Sideways,
            '直' => Hint::Straight,
            _ => return None,
        })
    }

    /// `true` when the board move `m` goes the way the hint says (right and left compare
    /// pieces: see [`select`]).
    fn fits(self, m: Move, us: Color) -> bool {
        let ahead = forward(m, us);
        match self {
            Hint::Right | Hint::Left => true,
            Hint::Up => ahead > 0,
            Hint::Back => ahead < 0,
            Hint::Sideways => ahead == 0,
            Hint::Straight => ahead > 0 && m.from().file() == m.to().file(),
        }
    }
}

/// The one legal move that fits `w`, or why there is none (or several).
fn select(pos: &Shogi, w: &Written, text: &str) -> Result<Move, String> {
    let us = pos.side_to_move();
    if let Some(side) = w.side.filter(|&s| s != us) {
        return Err(format!(
            "'{text}' is {}'s move, but {} is to move",
            Shogi::side_name(side),
            Shogi::side_name(us)
        ));
    }
    let to = match w.to {
        Some(to) => to,
        None => match pos.states().last().map(|s| s.mv).filter(|m| !m.is_null()) {
            Some(last) => last.to(),
            None => {
                return Err(format!(
                    "'{text}': 同 (the last move's square) has no last move"
                ))
            }
        },
    };
    let moving = |m: Move| {
        if m.is_drop() {
            Some(m.dropped())
        } else {
            pos.piece_on(m.from()).map(|p| p.kind())
        }
    };
    let mut fits: Vec<Move> = pos
        .legal_moves()
        .into_iter()
        .filter(|&m| {
            m.to() == to
                && moving(m) == Some(w.kind)
                && (if m.is_drop() {
                    !w.promote
                } else {
                    m.is_promotion() == w.promote
                })
                && w.drop.is_none_or(|d| d == m.is_drop())
                && w.from.is_none_or(|f| !m.is_drop() && m.from() == f)
                && w.capture.is_none_or(|c| c == pos.piece_on(to).is_some())
                && w.hints.iter().all(|h| !m.is_drop() && h.fits(m, us))
        })
        .collect();
    // KI2 writes 打 only where a piece on the board could go there too: without it, that move.
    if w.drop.is_none() && fits.iter().any(|m| !m.is_drop()) {
        fits.retain(|m| !m.is_drop());
    }
    for hint in [Hint::Right, Hint::Left] {
        if w.hints.contains(&hint) {
            // Sente's right is file 1, the highest internal file; gote's is file 9.
            let rightward = |m: &Move| {
                let file = i32::from(m.from().file());
                if us == SENTE {
                    file
                } else {
                    -file
                }
            };
            let extreme = if hint == Hint::Right {
                fits.iter().map(rightward).max()
            } else {
                fits.iter().map(rightward).min()
            };
            fits.retain(|m| Some(rightward(m)) == extreme);
        }
    }
    match fits[..] {
        [m] => Ok(m),
        [] => Err(format!("no legal move here is '{text}'")),
        _ => {
            let usi: Vec<String> = fits.iter().map(|m| m.to_string()).collect();
            Err(format!(
                "'{text}' fits {} legal moves ({}): say which",
                fits.len(),
                usi.join(", ")
            ))
        }
    }
}

/// A digit 1..9 as records write it: ASCII, full-width (`７`) or a kanji numeral (`六`).
pub(crate) fn numeral(c: char) -> Option<u8> {
    let n = match c {
        '1'..='9' => c as u32 - '0' as u32,
        '１'..='９' => c as u32 - '０' as u32,
        _ => "一二三四五六七八九".chars().position(|k| k == c)? as u32 + 1,
    };
    u8::try_from(n).ok()
}

/// The square of file `file` and rank `rank` (both 1..9, rank 1 being gote's back rank, `a`
/// in USI).
pub(crate) fn square(file: u8, rank: u8) -> Option<Square> {
    ((1..=9).contains(&file) && (1..=9).contains(&rank)).then(|| Square::new(9 - file, 9 - rank))
}

/// The square a file numeral and a rank (numeral, or USI's letter `a`..`i` where `letters`)
/// name.
fn square_of(file: char, rank: char, letters: bool) -> Option<Square> {
    let rank = match rank {
        'a'..='i' if letters => rank as u8 - b'a' + 1,
        _ => numeral(rank)?,
    };
    square(numeral(file)?, rank)
}

/// The kinds' names in Japanese records, two-character names first.
pub(crate) const KANJI: [(&str, PieceType); 19] = [
    ("成香", PieceType::ProLance),
    ("成桂", PieceType::ProKnight),
    ("成銀", PieceType::ProSilver),
    ("歩", PieceType::Pawn),
    ("香", PieceType::Lance),
    ("桂", PieceType::Knight),
    ("銀", PieceType::Silver),
    ("金", PieceType::Gold),
    ("角", PieceType::Bishop),
    ("飛", PieceType::Rook),
    ("玉", PieceType::King),
    ("王", PieceType::King),
    ("と", PieceType::ProPawn),
    ("杏", PieceType::ProLance),
    ("圭", PieceType::ProKnight),
    ("全", PieceType::ProSilver),
    ("馬", PieceType::Horse),
    ("龍", PieceType::Dragon),
    ("竜", PieceType::Dragon),
];

/// What a text that is no record move is told.
fn not_a_move(text: &str) -> String {
    format!("'{text}' is no shogi record move (e.g. ▲７六歩, ７六歩(77), +7776FU, P-7f)")
}

/// KIF and KI2: `[▲△]` `７六` or `同`, the piece, KI2's relative words, `成`/`不成`/`打`, and
/// KIF's origin `(77)`.
fn japanese(text: &str) -> Result<Written, String> {
    let bad = || not_a_move(text);
    // KIF pads 同 with a full-width space.
    let mut rest: &str = &text.replace(|c: char| c.is_whitespace(), "");
    let mut side = None;
    if let Some(c) = rest.chars().next() {
        side = match c {
            '▲' | '☗' => Some(SENTE),
            '△' | '☖' | '▽' => Some(GOTE),
            _ => None,
        };
        if side.is_some() {
            rest = &rest[c.len_utf8()..];
        }
    }
    let mut from = None;
    if let Some(open) = rest.strip_suffix(')').and_then(|r| r.rfind('(')) {
        let digits: Vec<char> = rest[open + 1..rest.len() - 1].chars().collect();
        from = match digits[..] {
            [f, r] => Some(square_of(f, r, false).ok_or_else(bad)?),
            _ => return Err(bad()),
        };
        rest = &rest[..open];
    }
    let to = if let Some(after) = rest.strip_prefix('同') {
        rest = after;
        None
    } else {
        let mut chars = rest.chars();
        let (f, r) = (chars.next().ok_or_else(bad)?, chars.next().ok_or_else(bad)?);
        let to = square_of(f, r, false).ok_or_else(bad)?;
        rest = chars.as_str();
        Some(to)
    };
    let (name, kind) = KANJI
        .iter()
        .find(|(name, _)| rest.starts_with(name))
        .ok_or_else(bad)?;
    let mut w = Written::new(*kind, to);
    w.side = side;
    w.from = from;
    if from.is_some() {
        w.drop = Some(false);
    }
    rest = &rest[name.len()..];
    while let Some(c) = rest.chars().next() {
        if let Some(declined) = rest.strip_prefix("不成") {
            rest = declined;
            continue;
        }
        match c {
            '成' => w.promote = true,
            // 生 (or 不成) declines a promotion: the move without one, as when nothing is said.
            '生' => {}
            '打' => w.drop = Some(true),
            _ => w.hints.push(Hint::of(c).ok_or_else(bad)?),
        }
        rest = &rest[c.len_utf8()..];
    }
    Ok(w)
}

/// `true` for CSA's form: an optional side, four digits, two capitals (`+7776FU`).
fn looks_csa(text: &str) -> bool {
    let body = text.strip_prefix(['+', '-']).unwrap_or(text).as_bytes();
    body.len() == 6
        && body[..4].iter().all(u8::is_ascii_digit)
        && body[4..].iter().all(u8::is_ascii_uppercase)
}

/// The kinds' CSA codes, in [`PieceType`] index order.
pub(crate) const CSA: [&str; 14] = [
    "FU", "KY", "KE", "GI", "KA", "HI", "KI", "OU", "TO", "NY", "NK", "NG", "UM", "RY",
];

/// The file and rank (both 1..9) of `sq`, as records count them: `(7, 7)` for USI's `7g`.
pub(crate) fn file_rank(sq: Square) -> (u8, u8) {
    (9 - sq.file(), 9 - sq.rank())
}

/// The kanji name of `kind` as KIF writes it (`歩`, `成銀`, `龍`).
pub(crate) fn kanji(kind: PieceType) -> &'static str {
    KANJI
        .iter()
        .find(|(_, k)| *k == kind)
        .map_or("?", |(name, _)| name)
}

/// `m`, legal in `pos`, as KIF writes it: `７六歩(77)`, `同　角成(88)`, `５五角打`.
pub(crate) fn kif_move(pos: &Shogi, m: Move) -> String {
    const FILES: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];
    const RANKS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    let last = pos.states().last().map(|s| s.mv).filter(|l| !l.is_null());
    let (file, rank) = file_rank(m.to());
    let mut text = if last.is_some_and(|l| l.to() == m.to()) {
        "同　".to_string()
    } else {
        format!(
            "{}{}",
            FILES[usize::from(file) - 1],
            RANKS[usize::from(rank) - 1]
        )
    };
    if m.is_drop() {
        text.push_str(kanji(m.dropped()));
        text.push('打');
    } else {
        let kind = pos.piece_on(m.from()).map_or(PieceType::King, |p| p.kind());
        text.push_str(kanji(kind));
        if m.is_promotion() {
            text.push('成');
        }
        let (file, rank) = file_rank(m.from());
        text.push_str(&format!("({file}{rank})"));
    }
    text
}

/// `m`, legal in `pos`, as CSA writes it: `+7776FU`, `-8822UM` (the piece after the move),
/// `+0055KA`.
pub(crate) fn csa_move(pos: &Shogi, m: Move) -> String {
    let side = if pos.side_to_move() == SENTE {
        '+'
    } else {
        '-'
    };
    let (to_file, to_rank) = file_rank(m.to());
    let (from, kind) = if m.is_drop() {
        ("00".to_string(), m.dropped())
    } else {
        let kind = pos.piece_on(m.from()).map_or(PieceType::King, |p| p.kind());
        let (f, r) = file_rank(m.from());
        let after = if m.is_promotion() {
            kind.promote()
        } else {
            kind
        };
        (format!("{f}{r}"), after)
    };
    format!("{side}{from}{to_file}{to_rank}{}", CSA[kind.index()])
}

/// CSA: `+7776FU` (origin, destination, the piece after the move), `-0055KA` (a drop).
fn csa(pos: &Shogi, text: &str) -> Result<Written, String> {
    let side = match text.chars().next() {
        Some('+') => Some(SENTE),
        Some('-') => Some(GOTE),
        _ => None,
    };
    let body: Vec<char> = text.trim_start_matches(['+', '-']).chars().collect();
    let code: String = body[4..].iter().collect();
    let after = CSA
        .iter()
        .position(|&c| c == code)
        .map(PieceType::from_index)
        .ok_or_else(|| format!("'{text}': '{code}' is no CSA piece (FU, KY, ... RY)"))?;
    let off = || format!("'{text}' names a square off the board");
    let to = square_of(body[2], body[3], false).ok_or_else(off)?;
    let mut w = Written::new(after, Some(to));
    w.side = side;
    if body[..2] == ['0', '0'] {
        w.drop = Some(true);
    } else {
        let from = square_of(body[0], body[1], false).ok_or_else(off)?;
        w.from = Some(from);
        w.drop = Some(false);
        // CSA writes the piece after the move: a promoted kind that stood unpromoted promotes.
        let before = pos.piece_on(from).map(|p| p.kind());
        if after.is_promoted() && before == Some(after.demote()) {
            w.kind = after.demote();
            w.promote = true;
        }
    }
    Ok(w)
}

/// Western notation: `[+]P[origin](-|x|*)destination[+|=]`, squares as `7f` or `76`.
fn western(text: &str) -> Result<Written, String> {
    let bad = || not_a_move(text);
    let chars: Vec<char> = text.chars().collect();
    let promoted = chars[0] == '+';
    let mut at = usize::from(promoted);
    let letter = *chars.get(at).ok_or_else(bad)?;
    let mut kind = PieceType::from_letter(letter.to_ascii_uppercase()).ok_or_else(bad)?;
    if promoted {
        kind = kind.promoted().ok_or_else(bad)?;
    }
    at += 1;
    let square_at = |i: usize| match chars.get(i..i + 2) {
        Some(&[f, r]) => square_of(f, r, true),
        _ => None,
    };
    let from = square_at(at);
    if from.is_some() {
        at += 2;
    }
    let (drop, capture) = match chars.get(at) {
        Some('-') => (false, Some(false)),
        Some('x') => (false, Some(true)),
        Some('*') if from.is_none() => (true, None),
        _ => return Err(bad()),
    };
    let to = square_at(at + 1).ok_or_else(bad)?;
    let mut w = Written::new(kind, Some(to));
    w.from = from;
    w.drop = Some(drop);
    w.capture = capture;
    match chars[at + 3..] {
        [] | ['='] => {}
        ['+'] => w.promote = true,
        _ => return Err(bad()),
    }
    Ok(w)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The USI move `text` reads as in `fen` (the start position when `None`), after `moves`.
    fn read(fen: Option<&str>, moves: &str, text: &str) -> Result<String, String> {
        let mut pos: Shogi = fen
            .unwrap_or(Shogi::START_FEN)
            .parse()
            .expect("a good SFEN");
        for m in moves.split_whitespace() {
            pos.play(m).expect("a legal move");
        }
        pos.read_record_move(text)
            .map(|m| m.to_string())
            .map_err(|e| e.to_string())
    }

    #[test]
    fn every_notation_names_the_same_move() {
        for text in [
            "▲７六歩",
            "７六歩(77)",
            "76歩",
            "+7776FU",
            "7776FU",
            "P-7f",
            "P7g-7f",
            "P-76",
        ] {
            assert_eq!(read(None, "", text).as_deref(), Ok("7g7f"), "{text}");
        }
        // The bishop exchange: a promotion, 同, a capture.
        let opening = "7g7f 3c3d";
        for text in ["▲２二角成", "２二角成(88)", "+8822UM", "Bx2b+", "B8hx2b+"] {
            assert_eq!(read(None, opening, text).as_deref(), Ok("8h2b+"), "{text}");
        }
        for text in [
            "▲２二角不成",
            "２二角不成(88)",
            "２二角生",
            "+8822KA",
            "Bx2b=",
            "Bx2b",
        ] {
            assert_eq!(read(None, opening, text).as_deref(), Ok("8h2b"), "{text}");
        }
        let taken = "7g7f 3c3d 8h2b+";
        for text in ["△同銀", "△同　銀", "同　銀(31)", "-3122GI", "Sx2b"] {
            assert_eq!(read(None, taken, text).as_deref(), Ok("3a2b"), "{text}");
        }
        let in_hand = "7g7f 3c3d 8h2b+ 3a2b";
        for text in ["▲５五角", "５五角打", "+0055KA", "B*5e"] {
            assert_eq!(read(None, in_hand, text).as_deref(), Ok("B*5e"), "{text}");
        }
    }

    #[test]
    fn relative_words_tell_pieces_apart() {
        // Sente's golds on 6i and 4i both reach 5h: 右 is 4i (sente's right), 左 is 6i.
        assert_eq!(read(None, "", "▲５八金右").as_deref(), Ok("4i5h"));
        assert_eq!(read(None, "", "▲５八金左").as_deref(), Ok("6i5h"));
        assert_eq!(read(None, "", "G4i-5h").as_deref(), Ok("4i5h"));
        let both = read(None, "", "▲５八金").expect_err("two golds");
        assert!(both.contains("fits 2 legal moves"), "{both}");
        // Gote's right is file 9: its golds on 6a and 4a, to 5b.
        assert_eq!(read(None, "7g7f", "△５二金右").as_deref(), Ok("6a5b"));
        // 直, 寄 and 引: golds on 5h and 4g (and one in hand).
        let fen = "4k4/9/9/9/9/9/5G3/4G4/4K4 b G 1";
        assert_eq!(read(Some(fen), "", "▲５七金直").as_deref(), Ok("5h5g"));
        assert_eq!(read(Some(fen), "", "▲５七金上").as_deref(), Ok("5h5g"));
        assert_eq!(read(Some(fen), "", "▲５七金寄").as_deref(), Ok("4g5g"));
        assert_eq!(read(Some(fen), "", "▲５七金打").as_deref(), Ok("G*5g"));
        assert!(read(Some(fen), "", "▲５七金").is_err(), "two board moves");
        assert_eq!(read(Some(fen), "", "▲４八金寄").as_deref(), Ok("5h4h"));
        assert_eq!(read(Some(fen), "", "▲４八金引").as_deref(), Ok("4g4h"));
    }

    /// Random games as cshogi writes them (scripts/shogi_record_moves_check.py `--out`): every
    /// ply's KIF, KI2 and CSA read as its USI move, KI2's relative words included.
    #[test]
    fn cshogi_records_read_move_by_move() {
        let data = include_str!("../tests/data/cshogi_moves.tsv");
        let mut plies = 0;
        for game in data.split("\n\n") {
            let mut pos: Shogi = Shogi::START_FEN.parse().expect("the start");
            for line in game.lines() {
                let texts: Vec<&str> = line.split('\t').collect();
                let m = pos.parse_move(texts[0]).expect("a legal USI move");
                for text in &texts[1..] {
                    assert_eq!(pos.read_record_move(text).ok(), Some(m), "{line} in {pos}");
                }
                pos.make(m);
                plies += 1;
            }
        }
        assert!(plies > 1500, "{plies} plies");
        for word in ["右", "左", "上", "引", "寄", "直", "打", "同", "不成"] {
            assert!(data.contains(word), "no {word} in the data");
        }
    }

    #[test]
    fn mistakes_are_named() {
        let gote = read(None, "", "△３四歩").expect_err("sente to move");
        assert!(gote.contains("gote's move, but sente is to move"), "{gote}");
        let none = read(None, "", "▲５五歩").expect_err("no pawn reaches 5e");
        assert!(none.contains("no legal move here"), "{none}");
        let first = read(None, "", "同歩").expect_err("no last move");
        assert!(first.contains("no last move"), "{first}");
        for junk in [
            "▲",
            "７",
            "▲７六",
            "▲７六象",
            "７六歩(7)",
            "+7776XX",
            "P-7",
            "Q-7f",
            "P-7f!",
            "▲７六歩成成x",
        ] {
            assert!(read(None, "", junk).is_err(), "{junk}");
        }
        assert!(read(None, "", "+7776XX")
            .unwrap_err()
            .contains("no CSA piece"));
        assert!(read(None, "", "+7770FU")
            .unwrap_err()
            .contains("off the board"));
    }
}
