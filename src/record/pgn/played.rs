//! A game's main line read as its text is lexed, each move played once: what a reader that
//! rules on games needs (`judge --pgn`), without a record's moves, comments and variations.
//!
//! [`MainLines`] reads the games of a [`GameTexts`] stream (or one [`GameText`]) as
//! [`read()`](super::read) reads them, with the same errors in the same order (a syntax
//! error anywhere in the game first, then a bad setup, then the first refused move or
//! variation before any move), but keeps only the end position, the plies, the result and
//! the tags asked for. A [`Watch`] sees each move of the main line before it is played.

use super::{
    unescape, Cut, Dialect, Frame, GameText, GameTexts, Lexer, Located, PgnError, PgnErrorKind,
    Sink, Splitter, SyntaxError, Token,
};
use crate::game::Game;
use crate::record::{parse_result, Tags};
use crate::rules::Outcome;
use std::io::BufRead;

/// What a reader of main lines does with each move before it is played ([`MainLines`]).
pub trait Watch<G: Game> {
    /// What it notes about a move; the first note of a game is kept ([`Played::note`]).
    type Note;
    /// Looks at `m`, a legal move of `pos` read from the main line as ply `ply` (1-based,
    /// counted from the start position), before it is played.
    fn before_move(&mut self, pos: &G, m: G::Move, ply: usize) -> Option<Self::Note>;
}

/// A game's main line, read and played.
#[derive(Clone, Debug)]
pub struct Played<G: Game, N> {
    /// The `Result` tag, the dialect's setup tags and the tags the reader keeps
    /// ([`MainLines::new`]), as read.
    pub tags: Tags,
    /// The record's result: the result token after the moves, else the `Result` tag's
    /// (`None`: `*`, or no result).
    pub result: Option<Outcome>,
    /// The position after the main line; its history holds the moves.
    pub end: G,
    /// How many moves the main line has.
    pub plies: usize,
    /// The first note the [`Watch`] made.
    pub note: Option<N>,
}

/// A game's main line read and played ([`Played`], its watch's note `N`), or why not.
pub type PlayedGame<G, N> = Result<Played<G, N>, PgnError>;

/// The moves a game's position makes room for at its start: most games are shorter.
const PLIES_RESERVED: usize = 256;

/// The start position of the last setup, and the values of the setup tags it came from.
type LastStart<G> = (Vec<Option<String>>, G);

/// A reader of games' main lines with one dialect, each move played once as it is read
/// (see the module's documentation). It keeps the last start position set up, so a file of
/// games from one position parses it once.
pub struct MainLines<D: Dialect> {
    dialect: D,
    keep: &'static [&'static str],
    last_start: Option<LastStart<D::Game>>,
}

impl<D: Dialect> MainLines<D> {
    /// The reader with `dialect`, keeping the tags named in `keep` besides `Result` and the
    /// dialect's setup tags.
    pub fn new(dialect: D, keep: &'static [&'static str]) -> MainLines<D> {
        MainLines {
            dialect,
            keep,
            last_start: None,
        }
    }

    /// The next game of `texts`, its main line played, `watch` seeing each move: what
    /// [`GameTexts::read_next`] reads, errors naming the stream's line (game number 1).
    /// `None` at the end of the stream.
    pub fn next<R: BufRead, W: Watch<D::Game>>(
        &mut self,
        texts: &mut GameTexts<R>,
        watch: &mut W,
    ) -> Option<std::io::Result<PlayedGame<D::Game, W::Note>>> {
        loop {
            let rest = &texts.buffer[texts.start..];
            let mut splitter = Splitter::new(Lexer::new(rest, texts.line, texts.starts_line));
            let mut line = MainLine::new(self, watch);
            let frame = splitter.next_game(&mut line);
            match splitter.cut(frame.is_some(), texts.at_end) {
                Cut::Done => return None,
                Cut::At(end) => {
                    let played = frame.map(|frame| line.finish(frame));
                    texts.take(end);
                    if let Some(played) = played {
                        return Some(Ok(played));
                    }
                }
                Cut::More => {
                    if let Err(e) = texts.more() {
                        return Some(Err(e));
                    }
                }
            }
        }
    }

    /// The game of `text`, its main line played, `watch` seeing each move: what
    /// [`GameText::read`] reads. `None` when the text holds no game.
    pub fn read<W: Watch<D::Game>>(
        &mut self,
        text: &GameText,
        watch: &mut W,
    ) -> Option<PlayedGame<D::Game, W::Note>> {
        let mut splitter = Splitter::new(Lexer::new(&text.text, text.line, text.starts_line));
        let mut line = MainLine::new(self, watch);
        let frame = splitter.next_game(&mut line)?;
        Some(line.finish(frame))
    }

    /// The start position the tags describe: the last one again when the setup tags are
    /// the same.
    fn setup(&mut self, tags: &Tags) -> Result<D::Game, D::SetupError> {
        let same = self.last_start.as_ref().is_some_and(|(values, _)| {
            D::SETUP_TAGS
                .iter()
                .zip(values)
                .all(|(name, value)| tags.get(name) == value.as_deref())
        });
        if let (true, Some((_, start))) = (same, &self.last_start) {
            // A plain clone would hold no room for the moves to come.
            return Ok(start.clone_with_room(PLIES_RESERVED));
        }
        let start = self.dialect.setup(tags)?;
        let values = D::SETUP_TAGS
            .iter()
            .map(|name| tags.get(name).map(str::to_string))
            .collect();
        self.last_start = Some((values, start.clone()));
        Ok(start)
    }

    /// Whether tag `name` is kept.
    fn keeps(&self, name: &str) -> bool {
        name == "Result" || D::SETUP_TAGS.contains(&name) || self.keep.contains(&name)
    }
}

/// One game's main line being read: where the splitter hands the game's tags and tokens.
struct MainLine<'r, D: Dialect, W: Watch<D::Game>> {
    lines: &'r mut MainLines<D>,
    watch: &'r mut W,
    tags: Tags,
    /// The start position, then the main line's moves played on it; `None` before the
    /// first token of the movetext.
    pos: Option<Result<D::Game, D::SetupError>>,
    /// How deep in variations the tokens are (0: the main line).
    depth: usize,
    plies: usize,
    /// The result token after the moves.
    result: Option<Option<Outcome>>,
    /// The first refused move, or a variation before any move.
    error: Option<PgnError>,
    note: Option<W::Note>,
}

impl<'r, D: Dialect, W: Watch<D::Game>> MainLine<'r, D, W> {
    fn new(lines: &'r mut MainLines<D>, watch: &'r mut W) -> Self {
        MainLine {
            lines,
            watch,
            tags: Tags::new(),
            pos: None,
            depth: 0,
            plies: 0,
            result: None,
            error: None,
            note: None,
        }
    }

    /// The game, once the splitter has handed all of it (`frame`: where it began, its
    /// syntax error).
    fn finish(mut self, frame: Frame) -> PlayedGame<D::Game, W::Note> {
        let fail = |line, ply, token: &str, kind| PgnError {
            game: 1,
            line,
            ply,
            token: token.to_string(),
            kind,
        };
        if let Some((e, line, token)) = frame.error {
            return Err(fail(line, None, &token, PgnErrorKind::Syntax(e)));
        }
        let pos = match self.pos.take() {
            Some(pos) => pos,
            None => self.lines.setup(&self.tags),
        };
        let end = pos.map_err(|e| fail(frame.line, None, "", PgnErrorKind::Setup(Box::new(e))))?;
        if let Some(e) = self.error {
            return Err(e);
        }
        let tagged = || {
            self.tags
                .get("Result")
                .and_then(parse_result)
                .unwrap_or(None)
        };
        let result = self.result.unwrap_or_else(tagged);
        Ok(Played {
            tags: self.tags,
            result,
            end,
            plies: self.plies,
            note: self.note,
        })
    }

    /// Reads and plays a move of the main line: out of line, so that the dispatch of every
    /// token stays small enough to be inlined into the splitter's loop.
    #[inline(never)]
    fn play(&mut self, text: &str, line: usize) {
        let Some(Ok(pos)) = &mut self.pos else {
            return;
        };
        match self.lines.dialect.read_move(pos, text) {
            Ok(m) => {
                self.plies += 1;
                if self.note.is_none() {
                    self.note = self.watch.before_move(pos, m, self.plies);
                }
                pos.make(m);
            }
            Err(e) => {
                self.error = Some(PgnError {
                    game: 1,
                    line,
                    ply: Some(pos.ply() + 1),
                    token: text.to_string(),
                    kind: PgnErrorKind::Move(Box::new(e)),
                });
            }
        }
    }
}

impl<'a, D: Dialect, W: Watch<D::Game>> Sink<'a> for MainLine<'_, D, W> {
    fn tag(&mut self, name: &'a str, value: &'a str) {
        if self.lines.keeps(name) {
            self.tags.set(name, unescape(value));
        }
    }

    #[inline(always)]
    fn token(&mut self, (token, line): Located<'a>) {
        if self.pos.is_none() {
            // The tags all come before the movetext.
            self.pos = Some(self.lines.setup(&self.tags));
        }
        let main = self.depth == 0 && self.error.is_none();
        match token {
            Token::Move(text) if main => self.play(text, line),
            Token::Open => {
                if main && self.plies == 0 {
                    self.error = Some(PgnError {
                        game: 1,
                        line,
                        ply: None,
                        token: "(".to_string(),
                        kind: PgnErrorKind::Syntax(SyntaxError::VariationBeforeMove),
                    });
                }
                self.depth += 1;
            }
            Token::Close => self.depth = self.depth.saturating_sub(1),
            Token::Result(result) if self.depth == 0 => self.result = Some(result),
            _ => {}
        }
    }
}
