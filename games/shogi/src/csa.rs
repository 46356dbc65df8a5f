//! CSA game records (V2, V2.1, V2.2, V3.0), read ([`read`]: every game of a file, separated
//! by `/`) and written ([`write`], V2.2).
//!
//! A game: the version (`V2.2`), the names (`N+`, `N-`), information (`$EVENT:...`), the
//! start (`PI` with pieces taken off, or the rows `P1`..`P9`, and `P+`/`P-` placing pieces,
//! `00` for the hand, `00AL` for the rest), the side to move (`+` or `-`), the moves
//! (`+7776FU`) with times (`T12`), and the end (`%TORYO`). Statements may share a line,
//! separated by commas; comments start with `'`.

use crate::piece::{Piece, PieceType};
use crate::position::Shogi;
use crate::record::{csa_move, numeral, CSA};
use crate::record_file::{at_line, End, Reading, Setup};
use crate::{GOTE, SENTE};
use gambit::record::Record;
use gambit::{Color, Game};

/// The end codes, after `%`.
const ENDS: [(&str, End); 14] = [
    ("TORYO", End::Resign),
    ("TSUMI", End::Mate),
    ("CHUDAN", End::Abandoned),
    ("SENNICHITE", End::Repetition),
    ("JISHOGI", End::Draw),
    ("HIKIWAKE", End::Draw),
    ("MAX_MOVES", End::Draw),
    ("TIME_UP", End::TimeUp),
    ("KACHI", End::Declare),
    ("ILLEGAL_MOVE", End::FoulLoss),
    ("+ILLEGAL_ACTION", End::FoulBy(SENTE)),
    ("-ILLEGAL_ACTION", End::FoulBy(GOTE)),
    ("FUZUMI", End::Abandoned),
    ("ERROR", End::Abandoned),
];

/// Every game of a CSA text, in order: each a record, or why it cannot be read (naming the
/// line). A game that fails is skipped to the next `/`.
pub(crate) fn read(text: &str) -> Vec<Result<Record<Shogi>, String>> {
    if text
        .trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
        .is_empty()
    {
        return vec![Err("the file is empty: no CSA game".to_string())];
    }
    let mut games = Vec::new();
    let mut reader = Reader::default();
    let mut failed = None;
    let mut lines = 0;
    for (i, line) in text.lines().enumerate() {
        lines = i + 1;
        let line = line.trim_matches(['\r', ' ', '\t']);
        if line == "/" {
            let game = std::mem::take(&mut reader);
            games.push(failed.take().map_or_else(|| game.finish(lines), Err));
            continue;
        }
        if failed.is_none() {
            if let Err(why) = reader.line(line) {
                failed = Some(at_line(lines, why));
            }
        }
    }
    // A file ending in `/` has no game after it.
    if failed.is_some() || reader.seen || games.is_empty() {
        games.push(failed.map_or_else(|| reader.finish(lines), Err));
    }
    games
}

/// A CSA game being read.
#[derive(Default)]
struct Reader {
    /// Anything but comments and blank lines was read.
    seen: bool,
    /// The start position being set up (`PI`, `P1`..`P9`, `P+`, `P-`).
    setup: Option<Setup>,
    /// The game.
    game: Reading,
}

impl Reader {
    /// Reads one line: a comment, or statements separated by commas.
    fn line(&mut self, line: &str) -> Result<(), String> {
        if line.is_empty() {
            return Ok(());
        }
        if let Some(comment) = line.strip_prefix('\'') {
            self.game.comment(comment);
            return Ok(());
        }
        self.seen = true;
        for statement in line.split(',') {
            self.statement(statement.trim())?;
        }
        Ok(())
    }

    /// One statement.
    fn statement(&mut self, s: &str) -> Result<(), String> {
        let bad = || {
            format!(
                "'{}' is no CSA statement",
                s.chars().take(40).collect::<String>()
            )
        };
        if s.is_empty() || s.starts_with('V') || s.starts_with('T') {
            // The version, a move's time.
        } else if let Some(name) = s.strip_prefix("N+") {
            self.game.tag("Sente", name);
        } else if let Some(name) = s.strip_prefix("N-") {
            self.game.tag("Gote", name);
        } else if let Some(info) = s.strip_prefix('$') {
            let (key, value) = info.split_once(':').ok_or_else(bad)?;
            self.game.tag(key, value);
        } else if let Some(code) = s.strip_prefix('%') {
            let (_, end) = ENDS
                .iter()
                .find(|(c, _)| *c == code)
                .ok_or_else(|| format!("'%{code}' is no CSA end (%TORYO, %SENNICHITE, ...)"))?;
            if !self.game.started() {
                return Err(NOT_STARTED.to_string());
            }
            self.game.end.get_or_insert(*end);
        } else if s == "+" || s == "-" {
            self.start(if s == "+" { SENTE } else { GOTE })?;
        } else if s.starts_with(['+', '-']) {
            if !self.game.started() {
                return Err(NOT_STARTED.to_string());
            }
            self.game.play(s)?;
        } else if let Some(rest) = s.strip_prefix('P') {
            if self.game.started() {
                return Err(format!("'{s}': the start position after the moves"));
            }
            self.position_line(rest)?;
        } else {
            return Err(bad());
        }
        Ok(())
    }

    /// A line of the start position, after its `P`.
    fn position_line(&mut self, rest: &str) -> Result<(), String> {
        let codes = |text: &str| -> Result<Vec<(u8, u8, PieceType)>, String> {
            let chars: Vec<char> = text.chars().collect();
            chars
                .chunks(4)
                .map(|c| {
                    let bad = || {
                        format!(
                            "'{}' is no square and piece (e.g. 82HI)",
                            String::from_iter(c)
                        )
                    };
                    let [f, r, a, b] = c else { return Err(bad()) };
                    let code = format!("{a}{b}");
                    let (file, rank) = match (f, r) {
                        ('0', '0') => (0, 0),
                        _ => (numeral(*f).ok_or_else(bad)?, numeral(*r).ok_or_else(bad)?),
                    };
                    if code == "AL" && file == 0 {
                        // Every piece left: marked with the king, which no hand holds.
                        return Ok((0, 0, PieceType::King));
                    }
                    let kind = piece(&code).ok_or_else(bad)?;
                    Ok((file, rank, kind))
                })
                .collect()
        };
        if let Some(taken) = rest.strip_prefix('I') {
            let mut setup = Setup::of(&Shogi::startpos(Default::default()));
            for (file, rank, kind) in codes(taken)? {
                if setup.at(file, rank).map(|p| p.kind()) != Some(kind) {
                    return Err(format!(
                        "PI: no {} on {file}{rank} to take off",
                        CSA[kind.index()]
                    ));
                }
                setup.put(file, rank, None);
            }
            self.setup = Some(setup);
            return Ok(());
        }
        let setup = self.setup.get_or_insert_with(Setup::empty);
        let mut chars = rest.chars();
        match chars.next() {
            Some(side @ ('+' | '-')) => {
                let color = if side == '+' { SENTE } else { GOTE };
                for (file, rank, kind) in codes(chars.as_str())? {
                    if file == 0 && kind == PieceType::King {
                        setup.rest_to_hand(color);
                    } else if file == 0 {
                        if !PieceType::HAND.contains(&kind) {
                            return Err(format!("'{}' cannot be in hand", CSA[kind.index()]));
                        }
                        setup.set_hand(color, kind, setup.in_hand(color, kind) + 1);
                    } else {
                        setup.put(file, rank, Some(Piece::new(color, kind)));
                    }
                }
            }
            Some(r) if numeral(r).is_some() && r.is_ascii_digit() => {
                let rank = numeral(r).expect("a digit");
                let cells: Vec<char> = chars.collect();
                if cells.len() > 27 {
                    return Err(format!("row P{rank} has more than nine squares"));
                }
                for (i, cell) in cells.chunks(3).enumerate() {
                    let file = 9 - i as u8;
                    let text: String = cell.iter().collect();
                    let piece = match text.trim() {
                        "*" | "" => None,
                        code => {
                            let bad =
                                || format!("row P{rank}: '{code}' is no piece (+FU, -KY, * )");
                            let color = match code.chars().next() {
                                Some('+') => SENTE,
                                Some('-') => GOTE,
                                _ => return Err(bad()),
                            };
                            Some(Piece::new(color, piece(&code[1..]).ok_or_else(bad)?))
                        }
                    };
                    setup.put(file, rank, piece);
                }
            }
            _ => {
                return Err(format!(
                    "'P{rest}' is no start position line (PI, P1..P9, P+, P-)"
                ))
            }
        }
        Ok(())
    }

    /// The side to move: the start is set up.
    fn start(&mut self, side: Color) -> Result<(), String> {
        if self.game.started() {
            return Err("a second side to move".to_string());
        }
        let mut setup = self
            .setup
            .take()
            .ok_or("the side to move before the start position (PI or P1..P9)")?;
        setup.side = side;
        self.game.begin(setup.position()?);
        Ok(())
    }

    /// The record, its result from its end; `lines`: the file's lines read, for the error of
    /// a game without a start.
    fn finish(self, lines: usize) -> Result<Record<Shogi>, String> {
        self.game
            .finish()
            .ok_or_else(|| at_line(lines, "a game without a start position and side to move"))
    }
}

/// Why a move or an end cannot be read yet.
const NOT_STARTED: &str = "a move or end before the side to move (+ or -)";

/// The kind a CSA code names (`FU`, `UM`).
fn piece(code: &str) -> Option<PieceType> {
    CSA.iter()
        .position(|&c| c == code)
        .map(PieceType::from_index)
}

/// `record` as a CSA V2.2 file: the names (tags `Sente`, `Gote`), the start (`PI` for the
/// usual one), the moves, and the end the judge rules on the final position (none while the
/// game goes on).
pub(crate) fn write(record: &Record<Shogi>) -> String {
    let mut text = String::from("V2.2\n");
    text.push_str(&format!("N+{}\n", record.tags.get("Sente").unwrap_or("")));
    text.push_str(&format!("N-{}\n", record.tags.get("Gote").unwrap_or("")));
    let start = &record.start;
    let placement = |pos: &Shogi| pos.fen().split(' ').take(3).collect::<Vec<_>>().join(" ");
    if placement(start) == placement(&Shogi::startpos(Default::default())) {
        text.push_str("PI\n");
    } else {
        let setup = Setup::of(start);
        for rank in 1..=9 {
            text.push_str(&format!("P{rank}"));
            for file in (1..=9).rev() {
                match setup.at(file, rank) {
                    None => text.push_str(" * "),
                    Some(p) => {
                        let side = if p.color() == SENTE { '+' } else { '-' };
                        text.push(side);
                        text.push_str(CSA[p.kind().index()]);
                    }
                }
            }
            text.push('\n');
        }
        for (color, sign) in [(SENTE, '+'), (GOTE, '-')] {
            let mut hand = String::new();
            for kind in PieceType::HAND.iter().rev() {
                for _ in 0..setup.in_hand(color, *kind) {
                    hand.push_str(&format!("00{}", CSA[kind.index()]));
                }
            }
            if !hand.is_empty() {
                text.push_str(&format!("P{sign}{hand}\n"));
            }
        }
    }
    text.push_str(if start.side_to_move() == SENTE {
        "+\n"
    } else {
        "-\n"
    });
    let mut pos = start.clone();
    for m in record.mainline() {
        text.push_str(&csa_move(&pos, m));
        text.push('\n');
        pos.make(m);
    }
    if let Some(end) = End::of_verdict(&pos) {
        let (code, _) = ENDS
            .iter()
            .find(|(_, e)| *e == end)
            .expect("every end the judge gives has a code");
        text.push_str(&format!("%{code}\n"));
    }
    text
}
