//! What the record files (KIF and KI2 in `kif.rs`, CSA in `csa.rs`) share: the bytes decoded
//! (UTF-8 or Shift_JIS), a start position built square by square ([`Setup`]), how a record
//! says the game ended ([`End`]) and what that means for its result, and the formats as
//! `judge --kif`/`--csa` and `record --format` find them ([`RecordFiles`]).

use crate::piece::{Piece, PieceType};
use crate::position::Shogi;
use crate::record::square;
use crate::sfen::hands_field;
use crate::{csa, kif};
use crate::{GOTE, SENTE};
use gambit::board::placement;
use gambit::judge::RecordMoves;
use gambit::judge::{RecordFiles, RecordFormat};
use gambit::record::{Ply, Record};
use gambit::{Color, Game, GameError, Outcome, Reason, RuleSet};

/// `judge --kif FILE` and `judge --csa FILE`; `record --format kif|csa`.
impl RecordFiles for Shogi {
    fn record_formats() -> Vec<RecordFormat<Shogi>> {
        vec![
            RecordFormat {
                name: "kif",
                help: "Judge the game of this KIF or KI2 file (Shift_JIS or UTF-8) instead of \
                       --fen/--moves: one line, as --pgn",
                read: |bytes| vec![kif::read(&decode(bytes)).map_err(GameError::from)],
                write: kif::write,
            },
            RecordFormat {
                name: "csa",
                help: "Judge every game of this CSA file (V2, V2.2, V3; games separated by \
                       `/`) instead of --fen/--moves: one line per game, as --pgn",
                read: |bytes| {
                    csa::read(&decode(bytes))
                        .into_iter()
                        .map(|game| game.map_err(GameError::from))
                        .collect()
                },
                write: csa::write,
            },
        ]
    }
}

/// The text of a record file: UTF-8 when it has the byte order mark or is valid UTF-8, else
/// Shift_JIS (Windows' code page 932, as most sites export KIF); bytes neither reads become
/// U+FFFD, which no move contains.
pub(crate) fn decode(bytes: &[u8]) -> String {
    if let Some((encoding, bom)) = encoding_rs::Encoding::for_bom(bytes) {
        return encoding
            .decode_without_bom_handling(&bytes[bom..])
            .0
            .into_owned();
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => encoding_rs::SHIFT_JIS
            .decode_without_bom_handling(bytes)
            .0
            .into_owned(),
    }
}

/// A start position built piece by piece (BOD diagrams, CSA's `P` lines), then checked as an
/// SFEN is.
#[derive(Clone)]
pub(crate) struct Setup {
    /// The piece on each square, by square index.
    board: [Option<Piece>; 81],
    /// Each side's pieces in hand, by hand kind index, sente first.
    hands: [[u32; 7]; 2],
    /// The side to move.
    pub side: Color,
}

impl Setup {
    /// No pieces, sente to move.
    pub fn empty() -> Setup {
        Setup {
            board: [None; 81],
            hands: [[0; 7]; 2],
            side: SENTE,
        }
    }

    /// The position `pos` (its pieces, hands and side to move).
    pub fn of(pos: &Shogi) -> Setup {
        let mut setup = Setup::empty();
        for sq in crate::Square::all() {
            setup.board[sq.idx()] = pos.piece_on(sq);
        }
        for color in Color::BOTH {
            for kind in PieceType::HAND {
                setup.hands[color.index()][kind.index()] = pos.hand(color).count(kind);
            }
        }
        setup.side = pos.side_to_move();
        setup
    }

    /// The piece on file `file`, rank `rank` (both 1..9).
    pub fn at(&self, file: u8, rank: u8) -> Option<Piece> {
        square(file, rank).and_then(|sq| self.board[sq.idx()])
    }

    /// Puts `piece` on file `file`, rank `rank` (both 1..9; `None` takes the square's piece
    /// off). `false` when there is no such square.
    pub fn put(&mut self, file: u8, rank: u8, piece: Option<Piece>) -> bool {
        match square(file, rank) {
            Some(sq) => {
                self.board[sq.idx()] = piece;
                true
            }
            None => false,
        }
    }

    /// How many `kind` `color` holds.
    pub fn in_hand(&self, color: Color, kind: PieceType) -> u32 {
        self.hands[color.index()][kind.index()]
    }

    /// Sets how many `kind` (a hand kind) `color` holds.
    pub fn set_hand(&mut self, color: Color, kind: PieceType, count: u32) {
        self.hands[color.index()][kind.index()] = count;
    }

    /// Puts every piece of the set that is neither on the board nor in a hand into `color`'s
    /// hand (CSA's `00AL`).
    pub fn rest_to_hand(&mut self, color: Color) {
        for kind in PieceType::HAND {
            let on_board = self
                .board
                .iter()
                .flatten()
                .filter(|p| p.kind().demote() == kind)
                .count() as u32;
            let held = self.hands[0][kind.index()] + self.hands[1][kind.index()];
            let rest = kind.set_count().saturating_sub(on_board + held);
            self.hands[color.index()][kind.index()] += rest;
        }
    }

    /// The position, checked as an SFEN is; why not, if it is none a game can reach.
    pub fn position(&self) -> Result<Shogi, String> {
        let board = placement::write(|sq: crate::Square| self.board[sq.idx()]);
        let hands = hands_field(|color, kind| self.in_hand(color, kind));
        let side = if self.side == SENTE { 'b' } else { 'w' };
        let sfen = format!("{board} {side} {hands} 1");
        sfen.parse::<Shogi>()
            .map_err(|e| format!("the start position is no legal one ({e}): {sfen}"))
    }
}

/// How a record says its game ended (KIF's words, CSA's `%` codes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// 投了, `%TORYO`: the side to move resigns.
    Resign,
    /// 詰み, `%TSUMI`: the side to move is mated.
    Mate,
    /// 中断, `%CHUDAN`: the game stopped, no result.
    Abandoned,
    /// 千日手, `%SENNICHITE`: a draw by repetition.
    Repetition,
    /// 持将棋, `%JISHOGI`, `%HIKIWAKE`, `%MAX_MOVES`: a draw off the board.
    Draw,
    /// 切れ負け, `%TIME_UP`: the side to move lost on time.
    TimeUp,
    /// 入玉勝ち, `%KACHI`: the side to move declared an entering-king win.
    Declare,
    /// 反則勝ち: the side to move wins by the other side's foul.
    FoulWin,
    /// 反則負け, `%ILLEGAL_MOVE`: the side to move loses by its foul.
    FoulLoss,
    /// `%+ILLEGAL_ACTION`, `%-ILLEGAL_ACTION`: that side's foul, the other side wins.
    FoulBy(Color),
}

impl End {
    /// The result the end gives, the game's final position having `to_move` to move.
    pub fn result(self, to_move: Color) -> Option<Outcome> {
        let wins = |side: Color| {
            Some(if side == SENTE {
                Outcome::FirstWins
            } else {
                Outcome::SecondWins
            })
        };
        match self {
            End::Resign | End::Mate | End::TimeUp | End::FoulLoss => wins(!to_move),
            End::Declare | End::FoulWin => wins(to_move),
            End::FoulBy(side) => wins(!side),
            End::Repetition | End::Draw => Some(Outcome::Draw),
            End::Abandoned => None,
        }
    }

    /// The `Termination` tag the judge compares with its verdict, where the end names one on
    /// the board (or off it, after which the board cannot have ended the game first).
    fn termination(self) -> Option<&'static str> {
        match self {
            End::Mate => Some("checkmate"),
            End::Repetition => Some("repetition"),
            End::TimeUp => Some("time forfeit"),
            _ => None,
        }
    }

    /// Sets `record`'s result (and `Termination`) as this end says.
    pub fn settle(self, record: &mut Record<Shogi>) {
        record.result = self.result(record.end().side_to_move());
        if let Some(text) = self.termination() {
            record.tags.set("Termination", text);
        }
    }

    /// How the record of a game ruled `verdict` (`None`: going on) ends: `None` while the
    /// game goes on.
    pub fn of_verdict(pos: &Shogi) -> Option<End> {
        let verdict = pos.verdict()?;
        Some(match verdict.reason {
            Reason::CHECKMATE => End::Mate,
            Reason::REPETITION => End::Repetition,
            Reason::PERPETUAL_CHECK => {
                let loser = if verdict.outcome == Outcome::FirstWins {
                    GOTE
                } else {
                    SENTE
                };
                End::FoulBy(loser)
            }
            crate::rules::IMPASSE => End::Declare,
            // Stalemate, a loss in shogi, has no word of its own: the side to move resigns.
            _ => End::Resign,
        })
    }
}

/// The error of a record file's line `line` (1-based): `line 12: <why>`, or as PGN's are,
/// `line 12, ply 5, at '...': <why>`, for a move.
pub(crate) fn at_line(line: usize, why: impl std::fmt::Display) -> String {
    let why = why.to_string();
    if why.starts_with("ply ") {
        format!("line {line}, {why}")
    } else {
        format!("line {line}: {why}")
    }
}

/// A game being read from a record file, whatever the format: what comes before the start
/// (tags, comments), the start, the moves played on it, the end.
#[derive(Default)]
pub(crate) struct Reading {
    /// The record, once its start is known.
    record: Option<Record<Shogi>>,
    /// The position after the moves read.
    pos: Option<Shogi>,
    /// The game's end, as the record says it.
    pub end: Option<End>,
    /// Tags read before the start: `(name, value)`.
    tags: Vec<(String, String)>,
    /// Comments before the first move.
    comments: Vec<String>,
}

impl Reading {
    /// A tag (a name, a header, information).
    pub fn tag(&mut self, name: &str, value: &str) {
        match self.record.as_mut() {
            Some(record) => record.tags.set(name, value),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// A comment: after the last move read, or before the first.
    pub fn comment(&mut self, text: &str) {
        match self.record.as_mut() {
            Some(record) => match record.moves.last_mut() {
                Some(ply) => ply.comments.push(text.to_string()),
                None => record.comment.push(text.to_string()),
            },
            None => self.comments.push(text.to_string()),
        }
    }

    /// `true` once the start is known.
    pub fn started(&self) -> bool {
        self.pos.is_some()
    }

    /// The game starts at `start`.
    pub fn begin(&mut self, start: Shogi) {
        let mut record = Record::new(start.clone());
        for (name, value) in self.tags.drain(..) {
            record.tags.set(name, value);
        }
        record.comment = std::mem::take(&mut self.comments);
        self.record = Some(record);
        self.pos = Some(start);
    }

    /// The moves read so far.
    pub fn plies(&self) -> usize {
        self.record.as_ref().map_or(0, |r| r.moves.len())
    }

    /// Plays the move written `text` (as `judge --moves` reads it), after the start.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        if self.end.is_some() {
            return Err(format!("'{text}' after the game's end"));
        }
        let (Some(pos), Some(record)) = (self.pos.as_mut(), self.record.as_mut()) else {
            return Err(format!("'{text}' before the start position"));
        };
        let ply = record.moves.len() + 1;
        let m = pos
            .read_record_move(text)
            .map_err(|why| format!("ply {ply}, at '{text}': {why}"))?;
        pos.make(m);
        record.moves.push(Ply::new(m));
        Ok(())
    }

    /// The record, its result as its end says; `None` if it never started.
    pub fn finish(self) -> Option<Record<Shogi>> {
        let mut record = self.record?;
        if let Some(end) = self.end {
            end.settle(&mut record);
        }
        Some(record)
    }
}
