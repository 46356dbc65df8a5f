//! KIF and KI2 game records, read ([`read`]: the main line, its start, its end) and written
//! ([`write`], KIF in UTF-8).
//!
//! A KIF file: `#` lines, headers `key：value` (`先手`, `後手`, `手合割` naming a handicap or a
//! board diagram, `bod.rs`), the moves one per line (`   1 ７六歩(77)   ( 0:00/00:00:00)`),
//! comments (`*`), the end (`  95 投了`) and the summary (`まで94手で先手の勝ち`). KI2 writes
//! the moves several to a line (`▲７六歩    △３四歩`); both read the same. Variations
//! (`変化：`) follow the main line and are not read.

use crate::bod::{self, Bod};
use crate::position::Shogi;
use crate::record::kif_move;
use crate::record_file::{at_line, End, Reading};
use crate::{GOTE, SENTE};
use gambit::record::Record;
use gambit::{Color, Game, Outcome};

/// KIF's words for the end of a game (`入玉宣言` is cshogi's for `入玉勝ち`).
const ENDS: [(&str, End); 12] = [
    ("投了", End::Resign),
    ("詰み", End::Mate),
    ("中断", End::Abandoned),
    ("千日手", End::Repetition),
    ("持将棋", End::Draw),
    ("切れ負け", End::TimeUp),
    ("時間切れ", End::TimeUp),
    ("入玉勝ち", End::Declare),
    ("入玉宣言", End::Declare),
    ("反則勝ち", End::FoulWin),
    ("反則負け", End::FoulLoss),
    ("不詰", End::Abandoned),
];

/// The game of a KIF or KI2 text, or why it cannot be read (naming the line).
pub(crate) fn read(text: &str) -> Result<Record<Shogi>, String> {
    if text
        .trim_matches(|c: char| c.is_whitespace() || c == '\u{feff}')
        .is_empty()
    {
        return Err("the file is empty: no KIF game".to_string());
    }
    let mut reader = Reader::default();
    // The byte order mark is gone with the decoding (`record_file::decode`).
    for (i, line) in text.lines().enumerate() {
        if !reader.line(line).map_err(|why| at_line(i + 1, why))? {
            break;
        }
    }
    reader.finish()
}

/// A KIF file being read.
#[derive(Default)]
struct Reader {
    /// The game.
    game: Reading,
    /// The handicap's start (`手合割`).
    handicap: Option<Shogi>,
    /// A board diagram.
    bod: Option<Bod>,
    /// The result the summary (`まで...`) names, if it names one.
    summary: Option<Option<Outcome>>,
}

impl Reader {
    /// Reads one line; `Ok(false)` when the main line is over (a variation starts).
    fn line(&mut self, line: &str) -> Result<bool, String> {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with('&') {
            return Ok(true);
        }
        if trimmed.starts_with("変化：") {
            return Ok(false);
        }
        if let Some(comment) = trimmed.strip_prefix('*') {
            self.game.comment(comment);
            return Ok(true);
        }
        if let Some(summary) = trimmed.strip_prefix("まで") {
            self.summary = summary_result(summary);
            return Ok(true);
        }
        if !self.game.started() {
            let bod = self.bod.get_or_insert_with(Bod::new);
            if bod.line(line)? || trimmed.starts_with("手数") {
                return Ok(true);
            }
            if let Some((key, value)) = trimmed.split_once('：') {
                return self.header(key.trim(), value.trim()).map(|()| true);
            }
        }
        if trimmed.starts_with(|c: char| c.is_ascii_digit()) {
            self.numbered(trimmed)?;
        } else if trimmed.starts_with(SIDE_MARKS) {
            self.ki2(trimmed)?;
        } else if self.game.started() && trimmed.contains('：') {
            // Headers after the moves (`終了日時：...`): nothing for the judge.
        } else {
            return Err(format!(
                "'{}' is no KIF line (header, move, comment)",
                trimmed.chars().take(40).collect::<String>()
            ));
        }
        Ok(true)
    }

    /// A header: the names, the handicap; others are kept as tags.
    fn header(&mut self, key: &str, value: &str) -> Result<(), String> {
        if key == "手合割" {
            if value != "その他" {
                let start = bod::handicap(value)
                    .ok_or_else(|| format!("'{value}' is no handicap this reader knows"))?;
                self.handicap = Some(start);
            }
        } else {
            let tag = match key {
                "先手" | "下手" => "Sente",
                "後手" | "上手" => "Gote",
                other => other,
            };
            self.game.tag(tag, value);
        }
        Ok(())
    }

    /// Settles the start at the first move or end: the diagram's, the handicap's, or the
    /// usual one.
    fn start(&mut self) -> Result<(), String> {
        if !self.game.started() {
            let start = match self.bod.as_ref().and_then(Bod::position) {
                Some(diagram) => diagram?,
                None => self
                    .handicap
                    .clone()
                    .unwrap_or_else(|| Shogi::startpos(Default::default())),
            };
            self.game.begin(start);
        }
        Ok(())
    }

    /// Plays the move written `text` (KIF or KI2).
    fn play(&mut self, text: &str) -> Result<(), String> {
        self.start()?;
        self.game.play(text)
    }

    /// A KIF move line: its number, the move or end word, then times and marks.
    fn numbered(&mut self, line: &str) -> Result<(), String> {
        let digits = line
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(line.len());
        let number: usize = line[..digits]
            .parse()
            .map_err(|_| format!("'{}' is no move number", &line[..digits]))?;
        let rest = line[digits..].trim_start();
        // The move ends at an ASCII space: 同's padding is a full-width one, inside the move.
        let word = rest
            .split([' ', '\t'])
            .next()
            .unwrap_or("")
            .trim_end_matches('+');
        self.start()?;
        if let Some((_, end)) = ENDS.iter().find(|(w, _)| word.starts_with(w)) {
            self.game.end = Some(*end);
            return Ok(());
        }
        if self.game.end.is_some() {
            return Err(format!("'{word}' after the game's end"));
        }
        let expected = self.game.plies() + 1;
        if number != expected {
            return Err(format!("move number {number}, but this is ply {expected}"));
        }
        if word.is_empty() {
            return Err(format!("move {number} has no move"));
        }
        self.play(word)
    }

    /// A KI2 line: moves each starting with its side's mark.
    fn ki2(&mut self, line: &str) -> Result<(), String> {
        let starts: Vec<usize> = line
            .char_indices()
            .filter(|(_, c)| SIDE_MARKS.contains(c))
            .map(|(i, _)| i)
            .chain([line.len()])
            .collect();
        for pair in starts.windows(2) {
            self.play(line[pair[0]..pair[1]].trim_matches([' ', '\t']))?;
        }
        Ok(())
    }

    /// The record, its result from the end word; from the summary where the word leaves the
    /// side open (a foul: writers differ on whose) or there is none (KI2).
    fn finish(mut self) -> Result<Record<Shogi>, String> {
        self.start()?;
        let open = matches!(self.game.end, None | Some(End::FoulWin | End::FoulLoss));
        let mut record = self.game.finish().expect("started");
        if let (true, Some(result)) = (open, self.summary) {
            record.result = result;
        }
        Ok(record)
    }
}

/// The side marks KI2 writes before a move.
const SIDE_MARKS: [char; 5] = ['▲', '△', '☗', '☖', '▽'];

/// The result a summary names after `まで`: `94手で先手の勝ち`, `...で後手の反則負け`,
/// `...で千日手`, `...で中断` (`Some(None)`); `None` when it names none (`...で入玉宣言`).
fn summary_result(text: &str) -> Option<Option<Outcome>> {
    if ["千日手", "持将棋", "引き分け"]
        .iter()
        .any(|w| text.contains(w))
    {
        return Some(Some(Outcome::Draw));
    }
    if text.contains("中断") {
        return Some(None);
    }
    let side = if ["先手", "下手"].iter().any(|w| text.contains(w)) {
        SENTE
    } else if ["後手", "上手"].iter().any(|w| text.contains(w)) {
        GOTE
    } else {
        return None;
    };
    let winner = if text.ends_with("負け") {
        !side
    } else if text.ends_with("勝ち") {
        side
    } else {
        return None;
    };
    Some(Some(if winner == SENTE {
        Outcome::FirstWins
    } else {
        Outcome::SecondWins
    }))
}

/// `record` as a KIF file in UTF-8: the start, the names (tags `Sente`, `Gote`), the moves
/// numbered from 1, and the end and summary the judge rules on the final position (none
/// while the game goes on).
pub(crate) fn write(record: &Record<Shogi>) -> String {
    let mut text = String::from("#KIF version=2.0 encoding=UTF-8\n");
    text.push_str(&bod::write_start(&record.start));
    text.push_str(&format!(
        "先手：{}\n",
        record.tags.get("Sente").unwrap_or("")
    ));
    text.push_str(&format!(
        "後手：{}\n",
        record.tags.get("Gote").unwrap_or("")
    ));
    text.push_str("手数----指手---------消費時間--\n");
    let mut pos = record.start.clone();
    for (i, m) in record.mainline().enumerate() {
        text.push_str(&format!("{:>4} {}\n", i + 1, kif_move(&pos, m)));
        pos.make(m);
    }
    let plies = record.moves.len();
    if let Some(end) = End::of_verdict(&pos) {
        let (word, _) = ENDS
            .iter()
            .find(|(_, e)| *e == end || matches!((end, e), (End::FoulBy(_), End::FoulLoss)))
            .expect("every end the judge gives has a word");
        text.push_str(&format!("{:>4} {word}\n", plies + 1));
        let name = |c: Color| {
            if c == SENTE {
                "先手"
            } else {
                "後手"
            }
        };
        let to_move = pos.side_to_move();
        let summary = match end {
            End::Repetition => "千日手".to_string(),
            End::FoulBy(side) => format!("{}の反則負け", name(side)),
            _ => match end.result(to_move) {
                Some(Outcome::FirstWins) => format!("{}の勝ち", name(SENTE)),
                Some(Outcome::SecondWins) => format!("{}の勝ち", name(GOTE)),
                _ => "持将棋".to_string(),
            },
        };
        text.push_str(&format!("まで{plies}手で{summary}\n"));
    }
    text
}
