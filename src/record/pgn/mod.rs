//! Portable Game Notation, for any game: the syntax here, the moves and the start position
//! from the game's [`Dialect`].
//!
//! Reading ([`read()`]) takes the import format and then some: tag pairs with `\"` and `\\`
//! escapes; movetext with move numbers (`12.`, `12...`, `12.e4`), `{}` and `;` comments,
//! `$n` NAGs and `!`, `?`, `!!`, `??`, `!?`, `?!` suffixes, nested `( )` variations (skipped,
//! or kept with [`Games::keep_variations`]), results `1-0`, `0-1`, `1/2-1/2`, `*`, and `%`
//! escape lines. A file holds any number of games; a game ends at its result, or, when the
//! result is missing, where the tags of the next game begin. A game with an error is reported
//! as an error naming the game, the line, the ply and the token, and reading goes on with the
//! next game. [`MainLines`] reads only what a judge of games needs, each main-line move played
//! once as the text is lexed.
//!
//! Writing ([`write()`]) gives the export format: the seven tag roster first (`Event`, `Site`,
//! `Date`, `Round`, `White`, `Black`, `Result`), then the dialect's setup tags and the others;
//! a blank line; the movetext wrapped to lines of at most 79 characters, with move numbers,
//! NAGs as `$n`, comments as `{...}` and variations; the result; a blank line.

mod played;

pub use played::{MainLines, Played, PlayedGame, Watch};

use super::{parse_result, result_token, Ply, Record, Tags};
use crate::game::Game;
use crate::rules::Outcome;
use core::fmt;
use std::error::Error;
use std::io::{BufRead, Read};

/// How one game writes its moves and start position in PGN: chess's SAN and `FEN` tags,
/// xiangqi's WXF or ICCS and `[Variant "xiangqi"]`.
pub trait Dialect {
    /// The game.
    type Game: Game;
    /// Why a move token was refused.
    type MoveError: Error + Send + Sync + 'static;
    /// Why the tags give no start position (a bad FEN, an unknown variant).
    type SetupError: Error + Send + Sync + 'static;
    /// The tags that describe the start position ([`Dialect::setup_tags`] writes them): the
    /// writer takes them from the dialect, never from a record's tags.
    const SETUP_TAGS: &'static [&'static str];

    /// The start position the tags describe.
    fn setup(&self, tags: &Tags) -> Result<Self::Game, Self::SetupError>;
    /// The tags that describe `start`, among [`Dialect::SETUP_TAGS`] (none for the
    /// standard start position).
    fn setup_tags(&self, start: &Self::Game) -> Vec<(String, String)>;
    /// Reads one move token (suffix annotations already removed) in `pos`: a legal move.
    fn read_move(
        &self,
        pos: &Self::Game,
        token: &str,
    ) -> Result<<Self::Game as Game>::Move, Self::MoveError>;
    /// Writes the legal move `m` of `pos`; `pos` may be used to look ahead but must be left
    /// as it was.
    fn write_move(&self, pos: &mut Self::Game, m: <Self::Game as Game>::Move) -> String;
    /// The move number of the first move from `start`. The default reads the last field of
    /// its FEN (the fullmove number in chess and xiangqi), else 1.
    fn first_move_number(&self, start: &Self::Game) -> u32 {
        start
            .fen()
            .split_whitespace()
            .last()
            .and_then(|n| n.parse().ok())
            .filter(|&n| n > 0)
            .unwrap_or(1)
    }
}

/// A dialect by reference is the dialect.
impl<D: Dialect> Dialect for &D {
    type Game = D::Game;
    type MoveError = D::MoveError;
    type SetupError = D::SetupError;
    const SETUP_TAGS: &'static [&'static str] = D::SETUP_TAGS;

    fn setup(&self, tags: &Tags) -> Result<Self::Game, Self::SetupError> {
        (**self).setup(tags)
    }
    fn setup_tags(&self, start: &Self::Game) -> Vec<(String, String)> {
        (**self).setup_tags(start)
    }
    #[inline]
    fn read_move(
        &self,
        pos: &Self::Game,
        token: &str,
    ) -> Result<<Self::Game as Game>::Move, Self::MoveError> {
        (**self).read_move(pos, token)
    }
    fn write_move(&self, pos: &mut Self::Game, m: <Self::Game as Game>::Move) -> String {
        (**self).write_move(pos, m)
    }
    fn first_move_number(&self, start: &Self::Game) -> u32 {
        (**self).first_move_number(start)
    }
}

/// What is wrong with the text of a game, before any move is read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SyntaxError {
    /// A `{` comment is never closed.
    #[error("comment not closed by '}}'")]
    UnterminatedComment,
    /// A tag pair is not `[Name "value"]`.
    #[error("malformed tag pair (expected [Name \"value\"])")]
    BadTag,
    /// A `$n` NAG above 255, or a suffix other than `!`, `?`, `!!`, `??`, `!?`, `?!`.
    #[error("bad annotation (expected $0..$255, !, ?, !!, ??, !? or ?!)")]
    BadNag,
    /// A character that has no place in movetext.
    #[error("unexpected character '{0}'")]
    UnexpectedChar(char),
    /// A `)` with no `(` before it.
    #[error("')' closes no variation")]
    UnmatchedClose,
    /// A `(` never closed before the game ended.
    #[error("variation not closed by ')'")]
    UnterminatedVariation,
    /// A result token inside a variation.
    #[error("a result inside a variation")]
    ResultInVariation,
    /// A variation before the first move of its line: it has no move to be an alternative to.
    #[error("a variation before any move")]
    VariationBeforeMove,
}

/// What went wrong in a game.
#[derive(Debug)]
pub enum PgnErrorKind {
    /// The text is not PGN.
    Syntax(SyntaxError),
    /// The tags give no start position (the dialect's error).
    Setup(Box<dyn Error + Send + Sync>),
    /// A move token was refused (the dialect's error).
    Move(Box<dyn Error + Send + Sync>),
}

impl fmt::Display for PgnErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PgnErrorKind::Syntax(e) => e.fmt(f),
            PgnErrorKind::Setup(e) => write!(f, "bad setup: {e}"),
            PgnErrorKind::Move(e) => e.fmt(f),
        }
    }
}

/// Why a game of a PGN text was not read: where (game, line, ply, token) and what.
#[derive(Debug)]
pub struct PgnError {
    /// The game's 1-based number in the text, counting the games with errors.
    pub game: usize,
    /// The 1-based line of the text where the error is.
    pub line: usize,
    /// The 1-based ply of the move refused (counted from the start position along the line
    /// it is on); `None` for errors outside the moves.
    pub ply: Option<usize>,
    /// The token at fault, as written (for a syntax error, the text around it).
    pub token: String,
    /// What is wrong.
    pub kind: PgnErrorKind,
}

impl fmt::Display for PgnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}, line {}", self.game, self.line)?;
        if let Some(ply) = self.ply {
            write!(f, ", ply {ply}")?;
        }
        if !self.token.is_empty() {
            write!(f, ", at '{}'", self.token)?;
        }
        write!(f, ": {}", self.kind)
    }
}

impl Error for PgnError {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        match &self.kind {
            PgnErrorKind::Syntax(e) => Some(e),
            PgnErrorKind::Setup(e) | PgnErrorKind::Move(e) => Some(e.as_ref()),
        }
    }
}

/// One token of PGN text.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Token<'a> {
    /// `[Name "value"]`, the value as written (escapes not undone).
    Tag(&'a str, &'a str),
    /// A `{}` or `;` comment.
    Comment(&'a str),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `$n`, or a suffix annotation.
    Nag(u8),
    /// A move number (`12.`, `12...`): position information only.
    Number,
    /// A move.
    Move(&'a str),
    /// A result.
    Result(Option<Outcome>),
}

/// A token with the line it starts on.
type Located<'a> = (Token<'a>, usize);

/// A syntax error with its line and the text at fault.
type LocatedError = (SyntaxError, usize, String);

/// Splits PGN text into tokens.
struct Lexer<'a> {
    text: &'a str,
    pos: usize,
    line: usize,
    /// Whether the text's first byte starts a line (a piece cut from a stream may begin
    /// inside one, after a result).
    starts_line: bool,
    /// Where the last token began.
    token_start: usize,
    /// A `{` comment was found not closed by the end of the text.
    unclosed_comment: bool,
}

/// Characters of move and move-number words, by byte.
const WORD_BYTES: [bool; 256] = {
    let mut table = [false; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        table[i] = c.is_ascii_alphanumeric()
            || matches!(
                c,
                b'_' | b'+' | b'#' | b'=' | b':' | b'-' | b'/' | b'.' | b'@' | b'~'
            );
        i += 1;
    }
    table
};

/// The blanks between tokens, by byte: 2 for a line break, 1 for the others (as
/// [`u8::is_ascii_whitespace`]), 0 for the rest.
const BLANKS: [u8; 256] = {
    let mut table = [0; 256];
    table[b' ' as usize] = 1;
    table[b'\t' as usize] = 1;
    table[b'\r' as usize] = 1;
    table[0x0c] = 1;
    table[b'\n' as usize] = 2;
    table
};

/// Characters of move and move-number words.
#[inline]
fn is_word_byte(c: u8) -> bool {
    WORD_BYTES[c as usize]
}

/// The NAG a suffix annotation stands for.
fn suffix_nag(s: &str) -> Option<u8> {
    Some(match s {
        "!" => 1,
        "?" => 2,
        "!!" => 3,
        "??" => 4,
        "!?" => 5,
        "?!" => 6,
        _ => return None,
    })
}

impl<'a> Lexer<'a> {
    /// The lexer of `text`, whose first line is line `line` of its file; `starts_line`:
    /// the text begins at the start of a line.
    fn new(text: &'a str, line: usize, starts_line: bool) -> Lexer<'a> {
        Lexer {
            text,
            pos: 0,
            line,
            starts_line,
            token_start: 0,
            unclosed_comment: false,
        }
    }

    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    /// Moves on to `to`, counting lines.
    fn advance_to(&mut self, to: usize) {
        self.line += self.bytes()[self.pos..to]
            .iter()
            .filter(|&&c| c == b'\n')
            .count();
        self.pos = to;
    }

    /// The end of the line `from` is on (the index of its `\n`, or the text's end).
    fn line_end(&self, from: usize) -> usize {
        self.bytes()[from..]
            .iter()
            .position(|&c| c == b'\n')
            .map_or(self.text.len(), |i| from + i)
    }

    /// The text of the rest of the line at `from`, shortened, for error messages.
    fn excerpt(&self, from: usize) -> String {
        self.text[from..self.line_end(from)]
            .trim_end()
            .chars()
            .take(40)
            .collect()
    }

    /// Moves past blanks, counting lines.
    #[inline(always)]
    fn skip_blanks(&mut self) {
        let b = self.bytes();
        let mut pos = self.pos;
        let mut line = self.line;
        while pos < b.len() {
            let class = BLANKS[b[pos] as usize];
            if class == 0 {
                break;
            }
            // 2 for a line break, 1 for another blank.
            line += usize::from(class >> 1);
            pos += 1;
        }
        self.pos = pos;
        self.line = line;
    }

    /// The next token, or an error (after which lexing goes on past the fault); `None` at
    /// the end of the text.
    #[inline]
    fn next_token(&mut self) -> Option<Result<Located<'a>, LocatedError>> {
        let b = self.bytes();
        loop {
            self.skip_blanks();
            if self.pos >= b.len() {
                return None;
            }
            if b[self.pos] == b'%' && self.at_line_start() {
                let end = self.line_end(self.pos);
                self.advance_to(end);
                continue;
            }
            break;
        }
        let start = self.pos;
        let line = self.line;
        if let Some(token) = self.word_at(start, line) {
            return Some(Ok(token));
        }
        self.token_start = start;
        self.other_token(start, line)
    }

    /// The next token when it is a move or a move number, the commonest tokens of movetext,
    /// as [`Lexer::next_token`] gives them; `None`, with only blanks passed, for anything
    /// else.
    #[inline(always)]
    fn next_word(&mut self) -> Option<Located<'a>> {
        self.skip_blanks();
        let start = self.pos;
        if start >= self.text.len() {
            return None;
        }
        self.word_at(start, self.line)
    }

    /// The move or move number at `start` (past blanks, on line `line`), `None` for other
    /// tokens.
    #[inline(always)]
    fn word_at(&mut self, start: usize, line: usize) -> Option<Located<'a>> {
        let b = self.bytes();
        // Results and move numbers begin with a digit: a word with a letter first is a move,
        // the commonest token by far.
        if b[start].is_ascii_alphabetic() {
            let mut end = start + 1;
            while end < b.len() && is_word_byte(b[end]) {
                end += 1;
            }
            self.token_start = start;
            self.pos = end;
            let mut word = &self.text[start..end];
            if word.ends_with('.') {
                word = word.trim_end_matches('.');
            }
            return Some((Token::Move(word), line));
        }
        // A move number with its dots (`12.`, `12...`, `12.e4`): cannot be a result, which
        // has no dot. WXF's `23.4` (a word of two digits, a dot and one more byte) is a
        // move, lexed with the other tokens.
        if b[start].is_ascii_digit() {
            let mut digits_end = start + 1;
            while digits_end < b.len() && b[digits_end].is_ascii_digit() {
                digits_end += 1;
            }
            let mut end = digits_end;
            while end < b.len() && b[end] == b'.' {
                end += 1;
            }
            let word_byte_at = |i: usize| b.get(i).is_some_and(|&c| is_word_byte(c));
            let wxf_sideways = digits_end - start == 2
                && end - digits_end == 1
                && word_byte_at(start + 3)
                && !word_byte_at(start + 4);
            if end > digits_end && !wxf_sideways {
                self.token_start = start;
                self.pos = end;
                return Some((Token::Number, line));
            }
        }
        None
    }

    /// Whether `pos` is at the start of a line.
    fn at_line_start(&self) -> bool {
        if self.pos == 0 {
            self.starts_line
        } else {
            self.bytes()[self.pos - 1] == b'\n'
        }
    }

    /// The token at `start` (on line `line`) that is not a move word.
    fn other_token(
        &mut self,
        start: usize,
        line: usize,
    ) -> Option<Result<Located<'a>, LocatedError>> {
        let b = self.bytes();
        let ok = |t| Some(Ok((t, line)));
        match b[start] {
            b'[' => Some(self.tag(start).map(|(n, v)| (Token::Tag(n, v), line))),
            b'{' => {
                let Some(len) = b[start + 1..].iter().position(|&c| c == b'}') else {
                    // Resume at the first line inside the comment that looks like the tags of
                    // the next game, so that one unclosed brace loses one game, not the rest.
                    self.unclosed_comment = true;
                    let resume = self.next_tag_line(start + 1).unwrap_or(b.len());
                    self.advance_to(resume);
                    return Some(Err((
                        SyntaxError::UnterminatedComment,
                        line,
                        self.excerpt(start),
                    )));
                };
                let body = &self.text[start + 1..start + 1 + len];
                self.line += body.bytes().filter(|&c| c == b'\n').count();
                self.pos = start + len + 2;
                ok(Token::Comment(body))
            }
            b';' => {
                let end = self.line_end(start);
                let body = &self.text[start + 1..end];
                self.advance_to(end);
                ok(Token::Comment(body))
            }
            b'(' => {
                self.pos = start + 1;
                ok(Token::Open)
            }
            b')' => {
                self.pos = start + 1;
                ok(Token::Close)
            }
            b'*' => {
                self.pos = start + 1;
                ok(Token::Result(None))
            }
            b'$' => {
                let digits = b[start + 1..]
                    .iter()
                    .take_while(|c| c.is_ascii_digit())
                    .count();
                let end = start + 1 + digits;
                self.pos = end;
                match self.text[start + 1..end].parse::<u8>() {
                    Ok(n) => ok(Token::Nag(n)),
                    Err(_) => Some(Err((
                        SyntaxError::BadNag,
                        line,
                        self.text[start..end].to_string(),
                    ))),
                }
            }
            b'!' | b'?' => {
                let len = b[start..]
                    .iter()
                    .take_while(|&&c| c == b'!' || c == b'?')
                    .count();
                self.pos = start + len;
                let s = &self.text[start..start + len];
                match suffix_nag(s) {
                    Some(n) => ok(Token::Nag(n)),
                    None => Some(Err((SyntaxError::BadNag, line, s.to_string()))),
                }
            }
            c if is_word_byte(c) => {
                let len = b[start..].iter().take_while(|&&c| is_word_byte(c)).count();
                let word = &self.text[start..start + len];
                if let Some(result) = parse_result(word) {
                    self.pos = start + len;
                    return ok(Token::Result(result));
                }
                let digits = word.bytes().take_while(u8::is_ascii_digit).count();
                let dots = word[digits..].bytes().take_while(|&c| c == b'.').count();
                // Two digits, a dot and a digit are a move, not a number: WXF `23.4` (the
                // second soldier on file 3 to file 4). Glued to its number, `1.23.4`, the
                // number is read first.
                let wxf_sideways = len == 4 && digits == 2 && dots == 1;
                if digits > 0 && !wxf_sideways && (dots > 0 || digits == len) {
                    // A move number, maybe glued to its move (`12.e4`): the move is lexed next.
                    self.pos = start + digits + dots;
                    return ok(Token::Number);
                }
                self.pos = start + len;
                let word = word.trim_end_matches('.');
                if word.is_empty() {
                    return self.next_token();
                }
                ok(Token::Move(word))
            }
            _ => {
                let c = self.text[start..].chars().next().unwrap_or('?');
                self.advance_to(start + c.len_utf8());
                Some(Err((SyntaxError::UnexpectedChar(c), line, c.to_string())))
            }
        }
    }

    /// The first line start at or after `from` whose line begins like a tag pair (`[` then a
    /// letter).
    fn next_tag_line(&self, from: usize) -> Option<usize> {
        let b = self.bytes();
        let mut i = from;
        while let Some(nl) = b[i..].iter().position(|&c| c == b'\n') {
            i += nl + 1;
            if b.get(i) == Some(&b'[') && b.get(i + 1).is_some_and(u8::is_ascii_alphabetic) {
                return Some(i);
            }
        }
        None
    }

    /// Reads the tag pair at `start` (a `[`); on an error skips the rest of its line.
    ///
    /// A value with unescaped quotes, as some writers leave it (python-chess among them), is
    /// read as python-chess reads it: when the line ends with `"]`, the value runs from the
    /// first quote to the last.
    fn tag(&mut self, start: usize) -> Result<(&'a str, &'a str), LocatedError> {
        let b = self.bytes();
        let line = self.line;
        // Blanks and names stop at the line's end by themselves.
        let skip_blanks = |i: &mut usize| {
            while *i < b.len() && (b[*i] == b' ' || b[*i] == b'\t') {
                *i += 1;
            }
        };
        let mut i = start + 1;
        skip_blanks(&mut i);
        let name_start = i;
        while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
            i += 1;
        }
        let name = &self.text[name_start..i];
        skip_blanks(&mut i);
        let value_start = i + 1;
        let opened = !name.is_empty() && i < b.len() && b[i] == b'"';
        let found = opened.then(|| {
            let strict = quoted_end(b, value_start).and_then(|close| {
                let mut j = close + 1;
                skip_blanks(&mut j);
                (b.get(j) == Some(&b']')).then_some((close, j + 1))
            });
            strict.or_else(|| {
                let end = self.line_end(start);
                let rest = self.text[value_start..end].trim_end();
                let close = value_start + rest.strip_suffix("\"]")?.len();
                Some((close, value_start + rest.len()))
            })
        });
        let Some((close, after)) = found.flatten() else {
            let excerpt = self.excerpt(start);
            // Within the line: no line break passed.
            self.pos = self.line_end(start);
            return Err((SyntaxError::BadTag, line, excerpt));
        };
        let value = &self.text[value_start..close];
        self.pos = after;
        Ok((name, value))
    }
}

/// The index of the quote that closes a tag value starting at `from` (after `\"` and `\\`
/// escapes), within `b` and the line.
fn quoted_end(b: &[u8], from: usize) -> Option<usize> {
    let mut i = from;
    while i < b.len() {
        match b[i] {
            b'"' => return Some(i),
            b'\n' => return None,
            b'\\' if matches!(b.get(i + 1), Some(b'"' | b'\\')) => i += 2,
            _ => i += 1,
        }
    }
    None
}

/// A tag value with its `\"` and `\\` escapes undone.
fn unescape(raw: &str) -> String {
    let mut value = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            ('\\', Some(&next @ ('"' | '\\'))) => {
                value.push(next);
                chars.next();
            }
            _ => value.push(c),
        }
    }
    value
}

/// The text of one game, split from the others, not yet read.
struct RawGame<'a> {
    /// The line the game starts on.
    line: usize,
    tags: Tags,
    tokens: Vec<Located<'a>>,
    /// The first syntax error in the game.
    error: Option<LocatedError>,
}

/// Where [`Splitter::next_game`] hands the tag pairs and tokens of a game.
trait Sink<'a> {
    /// A tag pair, its value as written (escapes not undone).
    fn tag(&mut self, name: &'a str, value: &'a str);
    /// A token of the movetext, in order (a result inside a variation and a `)` that closes
    /// nothing are errors of the game, not handed on).
    fn token(&mut self, token: Located<'a>);
}

/// A game's tags and tokens kept to be read after it has been split off.
impl<'a> Sink<'a> for RawGame<'a> {
    fn tag(&mut self, name: &'a str, value: &'a str) {
        self.tags.set(name, unescape(value));
    }
    fn token(&mut self, token: Located<'a>) {
        self.tokens.push(token);
    }
}

/// A game's tags and tokens dropped: only where the game ends is wanted.
struct Skip;

impl<'a> Sink<'a> for Skip {
    fn tag(&mut self, _: &'a str, _: &'a str) {}
    fn token(&mut self, _: Located<'a>) {}
}

/// Where a game split off begins, and its first syntax error.
struct Frame {
    /// The line the game starts on.
    line: usize,
    /// The first syntax error in the game.
    error: Option<LocatedError>,
}

/// PGN text cut into the texts of its games, one at a time.
struct Splitter<'a> {
    lexer: Lexer<'a>,
    /// A token read past the end of the previous game (the first tag of the next one).
    pending: Option<Located<'a>>,
    /// The last game ended at its result token (not at the next game's tags or the text's
    /// end).
    ended_by_result: bool,
}

impl<'a> Splitter<'a> {
    fn new(lexer: Lexer<'a>) -> Splitter<'a> {
        Splitter {
            lexer,
            pending: None,
            ended_by_result: false,
        }
    }

    /// The text of the next game, its tags and tokens kept.
    fn next_raw(&mut self) -> Option<RawGame<'a>> {
        let mut game = RawGame {
            line: 0,
            tags: Tags::new(),
            tokens: Vec::new(),
            error: None,
        };
        let frame = self.next_game(&mut game)?;
        game.line = frame.line;
        game.error = frame.error;
        Some(game)
    }

    /// The next game, up to its result at depth 0 or to the next game's tags, its tags and
    /// tokens handed to `sink`; `None` when no game begins before the end of the text.
    fn next_game(&mut self, sink: &mut impl Sink<'a>) -> Option<Frame> {
        self.ended_by_result = false;
        let mut game = Frame {
            line: 0,
            error: None,
        };
        let mut started = false;
        let mut in_movetext = false;
        let mut depth = 0usize;
        // The line of the last token handed on.
        let mut last_line = None;
        loop {
            if in_movetext {
                // Moves and move numbers straight from the lexer: what the last arm below
                // does with them. Nothing is pending once in the movetext.
                while let Some(token) = self.lexer.next_word() {
                    last_line = Some(token.1);
                    sink.token(token);
                }
            }
            let next = match self.pending.take() {
                Some(t) => Some(Ok(t)),
                None => self.lexer.next_token(),
            };
            let (token, line) = match next {
                None => break,
                Some(Err(e)) => {
                    if !started {
                        game.line = e.1;
                        started = true;
                    }
                    game.error.get_or_insert(e);
                    continue;
                }
                Some(Ok(t)) => t,
            };
            if !started {
                game.line = line;
                started = true;
            }
            match token {
                Token::Tag(..) if in_movetext => {
                    self.pending = Some((token, line));
                    break;
                }
                Token::Tag(name, value) => sink.tag(name, value),
                Token::Result(_) if depth == 0 => {
                    sink.token((token, line));
                    self.ended_by_result = true;
                    break;
                }
                Token::Result(_) => {
                    game.error
                        .get_or_insert((SyntaxError::ResultInVariation, line, String::new()));
                }
                Token::Close if depth == 0 => {
                    game.error
                        .get_or_insert((SyntaxError::UnmatchedClose, line, ")".into()));
                }
                _ => {
                    match token {
                        Token::Open => depth += 1,
                        Token::Close => depth -= 1,
                        _ => {}
                    }
                    in_movetext = true;
                    sink.token((token, line));
                    last_line = Some(line);
                }
            }
        }
        if depth > 0 {
            let line = last_line.unwrap_or(game.line);
            game.error
                .get_or_insert((SyntaxError::UnterminatedVariation, line, "(".into()));
        }
        started.then_some(game)
    }
}

/// The games of a PGN text, read one at a time: [`read()`].
pub struct Games<'a, D: Dialect> {
    splitter: Splitter<'a>,
    dialect: D,
    keep_variations: bool,
    /// The games returned so far.
    count: usize,
}

/// The games of `text`, each read with `dialect` (variations skipped).
pub fn read<D: Dialect>(text: &str, dialect: D) -> Games<'_, D> {
    Games {
        splitter: Splitter::new(Lexer::new(text, 1, true)),
        dialect,
        keep_variations: false,
        count: 0,
    }
}

impl<'a, D: Dialect> Games<'a, D> {
    /// Keeps variations (each move of them checked like those of the main line) instead of
    /// skipping them.
    pub fn keep_variations(mut self, keep: bool) -> Self {
        self.keep_variations = keep;
        self
    }

    /// Reads a game's moves and builds its record.
    fn read_game(&self, raw: RawGame<'a>) -> Result<Record<D::Game>, PgnError> {
        let game = self.count;
        if let Some((e, line, token)) = raw.error {
            return Err(PgnError {
                game,
                line,
                ply: None,
                token,
                kind: PgnErrorKind::Syntax(e),
            });
        }
        let start = self.dialect.setup(&raw.tags).map_err(|e| PgnError {
            game,
            line: raw.line,
            ply: None,
            token: String::new(),
            kind: PgnErrorKind::Setup(Box::new(e)),
        })?;
        let mut record = Record::new(start.clone());
        record.result = raw
            .tags
            .get("Result")
            .and_then(parse_result)
            .unwrap_or(None);
        record.tags = raw.tags;
        let mut pos = start;
        let mut line = Line {
            reader: self,
            tokens: &raw.tokens,
            next: 0,
            game,
        };
        let (moves, comment, result) = line.read(&mut pos)?;
        record.moves = moves;
        record.comment = comment;
        if let Some(result) = result {
            record.result = result;
        }
        Ok(record)
    }
}

/// The moves, leading comments and result token of one line of movetext.
type LineRead<M> = (Vec<Ply<M>>, Vec<String>, Option<Option<Outcome>>);

/// The reader of one game's tokens, line by line (the main line and its variations).
struct Line<'r, 'a, D: Dialect> {
    reader: &'r Games<'a, D>,
    tokens: &'r [Located<'a>],
    next: usize,
    game: usize,
}

impl<D: Dialect> Line<'_, '_, D> {
    fn error(&self, line: usize, ply: Option<usize>, token: &str, kind: PgnErrorKind) -> PgnError {
        PgnError {
            game: self.game,
            line,
            ply,
            token: token.to_string(),
            kind,
        }
    }

    /// Reads a line from `pos` up to its closing `)` (in a variation) or the game's end, playing
    /// its moves on `pos`; returns its moves, the comments before its first move and the
    /// result token. `pos` is left after the line's last move.
    fn read(&mut self, pos: &mut D::Game) -> Result<LineRead<<D::Game as Game>::Move>, PgnError> {
        let mut moves: Vec<Ply<<D::Game as Game>::Move>> = Vec::new();
        let mut leading = Vec::new();
        while let Some((token, line)) = self.tokens.get(self.next).cloned() {
            self.next += 1;
            match token {
                Token::Move(text) => {
                    let m = self.reader.dialect.read_move(pos, text).map_err(|e| {
                        self.error(
                            line,
                            Some(pos.ply() + 1),
                            text,
                            PgnErrorKind::Move(Box::new(e)),
                        )
                    })?;
                    pos.make(m);
                    moves.push(Ply::new(m));
                }
                // Annotations before a line's first move annotate nothing: dropped.
                Token::Nag(n) => {
                    if let Some(last) = moves.last_mut() {
                        last.nags.push(n);
                    }
                }
                Token::Comment(c) => {
                    // Line breaks in a comment are where a writer wrapped it, not content.
                    let c = c.split_whitespace().collect::<Vec<_>>().join(" ");
                    match moves.last_mut() {
                        Some(last) => last.comments.push(c),
                        None => leading.push(c),
                    }
                }
                Token::Number | Token::Tag(..) => {}
                Token::Open => {
                    let Some(last) = moves.last() else {
                        return Err(self.error(
                            line,
                            None,
                            "(",
                            PgnErrorKind::Syntax(SyntaxError::VariationBeforeMove),
                        ));
                    };
                    let mv = last.mv;
                    if !self.reader.keep_variations {
                        self.skip_variation();
                        continue;
                    }
                    pos.undo();
                    let (mut var, before, _) = self.read(pos)?;
                    for _ in 0..var.len() {
                        pos.undo();
                    }
                    pos.make(mv);
                    if let Some(first) = var.first_mut() {
                        first.before = before;
                        if let Some(last) = moves.last_mut() {
                            last.variations.push(var);
                        }
                    }
                }
                Token::Close => break,
                Token::Result(result) => return Ok((moves, leading, Some(result))),
            }
        }
        Ok((moves, leading, None))
    }

    /// Skips the tokens of a variation whose `(` was just read, up to its `)`.
    fn skip_variation(&mut self) {
        let mut depth = 1;
        while let Some((token, _)) = self.tokens.get(self.next) {
            self.next += 1;
            match token {
                Token::Open => depth += 1,
                Token::Close => {
                    depth -= 1;
                    if depth == 0 {
                        return;
                    }
                }
                _ => {}
            }
        }
    }
}

impl<D: Dialect> Iterator for Games<'_, D> {
    type Item = Result<Record<D::Game>, PgnError>;

    fn next(&mut self) -> Option<Self::Item> {
        let raw = self.splitter.next_raw()?;
        self.count += 1;
        Some(self.read_game(raw))
    }
}

/// The text of one game of a PGN stream, cut from the others exactly where [`read()`] would
/// end it ([`GameTexts`]); [`GameText::read`] reads it as [`read()`] reads that game of the
/// whole text, with the same line numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameText {
    /// The text, from the end of the game before to the end of this one.
    pub text: String,
    /// The line of the stream the text begins on (1-based).
    pub line: usize,
    /// Whether the text begins at the start of a line (not after a result on the same line).
    pub starts_line: bool,
}

impl GameText {
    /// Reads the game with `dialect` (variations skipped): `None` when the text holds no game
    /// (only blanks and `%` lines, at the end of a stream). Errors name the stream's line;
    /// their game number is 1.
    pub fn read<D: Dialect>(&self, dialect: D) -> Option<Result<Record<D::Game>, PgnError>> {
        let mut games = Games {
            splitter: Splitter::new(Lexer::new(&self.text, self.line, self.starts_line)),
            dialect,
            keep_variations: false,
            count: 0,
        };
        games.next()
    }
}

/// Where the first game of a piece of a stream ends.
enum Cut {
    /// At this byte.
    At(usize),
    /// No game begins before the end of the stream.
    Done,
    /// Not known before more of the stream is read.
    More,
}

/// Where the first game of `text` ends, `text` being a piece of a stream made of whole lines
/// (or the stream's end, `at_end`), as [`read()`] on the whole stream would end it.
fn cut(text: &str, starts_line: bool, at_end: bool) -> Cut {
    let mut splitter = Splitter::new(Lexer::new(text, 1, starts_line));
    let found = splitter.next_game(&mut Skip).is_some();
    splitter.cut(found, at_end)
}

impl Splitter<'_> {
    /// Where the game just split off (`found`: there was one) ends, in a piece of a stream
    /// made of whole lines (or the stream's end, `at_end`), as on the whole stream.
    fn cut(&self, found: bool, at_end: bool) -> Cut {
        // A comment open at the end of the piece may close further on.
        if self.lexer.unclosed_comment && !at_end {
            return Cut::More;
        }
        match found {
            false if at_end => Cut::Done,
            false => Cut::More,
            true if self.pending.is_some() => Cut::At(self.lexer.token_start),
            true if self.ended_by_result => Cut::At(self.lexer.pos),
            true if at_end => Cut::At(self.lexer.text.len()),
            true => Cut::More,
        }
    }
}

/// The smallest piece of a stream [`GameTexts`] reads at once.
const BLOCK: usize = 1 << 16;

/// The games of a PGN stream cut apart as [`read()`] cuts the whole text, read in blocks of
/// whole lines: what is held at a time is a block and the game being cut, not the stream.
/// Bytes that are not UTF-8 are replaced (U+FFFD), as [`String::from_utf8_lossy`] does on the
/// whole text. A `{` comment left open holds the rest of the stream until a `}` closes it,
/// as it would in the whole text.
pub struct GameTexts<R> {
    input: R,
    /// Text read and not yet handed out, from `start`.
    buffer: String,
    start: usize,
    /// The line `buffer[start..]` begins on, and whether it begins a line.
    line: usize,
    starts_line: bool,
    at_end: bool,
    bytes: Vec<u8>,
}

impl<R: BufRead> GameTexts<R> {
    /// The games of `input`, from its first line.
    pub fn new(input: R) -> GameTexts<R> {
        GameTexts {
            input,
            buffer: String::new(),
            start: 0,
            line: 1,
            starts_line: true,
            at_end: false,
            bytes: Vec::new(),
        }
    }

    /// Appends at least a block (and as much as is held already) of whole lines to the buffer.
    fn fill(&mut self) -> std::io::Result<()> {
        self.buffer.drain(..self.start);
        self.start = 0;
        let want = BLOCK.max(self.buffer.len());
        self.bytes.clear();
        (&mut self.input)
            .take(want as u64)
            .read_to_end(&mut self.bytes)?;
        // Short of a block: the end. Else the block's last line is read to its end (none
        // left: the end).
        let cut_short = self.bytes.len() < want;
        let in_a_line = !cut_short && self.bytes.last() != Some(&b'\n');
        if cut_short || (in_a_line && self.input.read_until(b'\n', &mut self.bytes)? == 0) {
            self.at_end = true;
        }
        match std::str::from_utf8(&self.bytes) {
            Ok(text) => self.buffer.push_str(text),
            Err(_) => self.buffer.push_str(&String::from_utf8_lossy(&self.bytes)),
        }
        Ok(())
    }
}

impl<R: BufRead> GameTexts<R> {
    /// Moves past the next `len` bytes, a game's text.
    fn take(&mut self, len: usize) {
        let text = &self.buffer[self.start..self.start + len];
        self.line += text.bytes().filter(|&c| c == b'\n').count();
        self.starts_line = text.ends_with('\n');
        self.start += len;
    }

    /// Reads more of the stream after [`Cut::More`]; an error ends the stream.
    fn more(&mut self) -> std::io::Result<()> {
        self.fill().inspect_err(|_| {
            // Once refused, the stream is not read again.
            self.at_end = true;
            self.buffer.clear();
            self.start = 0;
        })
    }

    /// The next game, read with `dialect` (variations skipped) in place, without copying its
    /// text: what [`GameText::read`] gives for the next [`GameText`], errors naming the
    /// stream's line. `None` at the end of the stream.
    pub fn read_next<D: Dialect>(
        &mut self,
        dialect: &D,
    ) -> Option<std::io::Result<Result<Record<D::Game>, PgnError>>> {
        loop {
            let rest = &self.buffer[self.start..];
            let mut games = Games {
                splitter: Splitter::new(Lexer::new(rest, self.line, self.starts_line)),
                dialect,
                keep_variations: false,
                count: 1,
            };
            let raw = games.splitter.next_raw();
            match games.splitter.cut(raw.is_some(), self.at_end) {
                Cut::Done => return None,
                Cut::At(end) => {
                    let record = raw.map(|raw| games.read_game(raw));
                    self.take(end);
                    if let Some(record) = record {
                        return Some(Ok(record));
                    }
                }
                Cut::More => {
                    if let Err(e) = self.more() {
                        return Some(Err(e));
                    }
                }
            }
        }
    }
}

impl<R: BufRead> Iterator for GameTexts<R> {
    type Item = std::io::Result<GameText>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let rest = &self.buffer[self.start..];
            match cut(rest, self.starts_line, self.at_end) {
                Cut::Done => return None,
                Cut::At(end) => {
                    let game = GameText {
                        text: rest[..end].to_string(),
                        line: self.line,
                        starts_line: self.starts_line,
                    };
                    self.take(end);
                    return Some(Ok(game));
                }
                Cut::More => {
                    if let Err(e) = self.more() {
                        return Some(Err(e));
                    }
                }
            }
        }
    }
}

/// The seven tag roster, in export order, with the values written when a tag is missing.
const ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The longest movetext line written.
const MAX_LINE: usize = 79;

/// Movetext words filled into lines of at most [`MAX_LINE`] characters.
#[derive(Default)]
struct Filler {
    out: String,
    line_len: usize,
    /// The last word was a `(`: the next one is glued to it, and they move to a new line
    /// together.
    after_open: bool,
}

impl Filler {
    /// Appends `word`, after a space unless `glued` (`)` after a word) or after a `(` or at the
    /// start of a line, breaking the line when it would grow too long.
    fn push(&mut self, word: &str, glued: bool) {
        let glued = glued || self.after_open;
        let sep = usize::from(self.line_len > 0 && !glued);
        if self.line_len > 0 && self.line_len + sep + word.len() > MAX_LINE {
            let open = self.after_open && self.line_len > 1;
            if open {
                self.out.pop();
                while self.out.ends_with(' ') {
                    self.out.pop();
                }
            }
            self.out.push('\n');
            self.line_len = 0;
            if open {
                self.out.push('(');
                self.line_len = 1;
            }
        } else if sep == 1 {
            self.out.push(' ');
            self.line_len += 1;
        }
        if self.line_len == 0 && word.starts_with('%') {
            // A `%` in the first column would make the line an escape line.
            self.out.push(' ');
            self.line_len += 1;
        }
        self.out.push_str(word);
        self.line_len += word.len();
        self.after_open = word == "(";
    }

    /// Appends a comment as `{words}`, its words filled like the others (a `}` inside it
    /// cannot be written and is dropped).
    fn comment(&mut self, text: &str) {
        let text = text.replace('}', "");
        let words: Vec<&str> = text.split_whitespace().collect();
        match words.as_slice() {
            [] => self.push("{}", false),
            [one] => self.push(&format!("{{{one}}}"), false),
            [first, middle @ .., last] => {
                self.push(&format!("{{{first}"), false);
                for w in middle {
                    self.push(w, false);
                }
                self.push(&format!("{last}}}"), false);
            }
        }
    }
}

/// A tag value with `\` and `"` escaped (and line breaks, which a tag cannot hold, as spaces).
fn escape(value: &str) -> String {
    let mut s = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' | '"' => {
                s.push('\\');
                s.push(c);
            }
            '\n' | '\r' => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

/// Writes the game in PGN export format (see the module's documentation), ending with a blank
/// line so that games can be concatenated.
pub fn write<D: Dialect>(dialect: &D, record: &Record<D::Game>) -> String {
    let mut out = String::new();
    let mut tag = |name: &str, value: &str| {
        out.push_str(&format!("[{name} \"{}\"]\n", escape(value)));
    };
    for (name, default) in ROSTER {
        let value = match name {
            "Result" => result_token(record.result),
            _ => record.tags.get(name).unwrap_or(default),
        };
        tag(name, value);
    }
    for (name, value) in dialect.setup_tags(&record.start) {
        tag(&name, &value);
    }
    for (name, value) in record.tags.iter() {
        let taken = ROSTER.iter().any(|(n, _)| *n == name) || D::SETUP_TAGS.contains(&name);
        let is_symbol =
            !name.is_empty() && name.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'_');
        if !taken && is_symbol {
            tag(name, value);
        }
    }
    out.push('\n');
    let mut filler = Filler {
        out,
        ..Filler::default()
    };
    for c in &record.comment {
        filler.comment(c);
    }
    let mut pos = record.start.clone();
    let movetext = Movetext {
        dialect,
        first_number: dialect.first_move_number(&record.start),
        first_black: record.start.side_to_move() == crate::square::Color::Black,
    };
    movetext.line(&mut filler, &mut pos, &record.moves, true);
    filler.push(result_token(record.result), false);
    let mut out = filler.out;
    out.push_str("\n\n");
    out
}

/// What writing move numbers needs to know about the start position.
struct Movetext<'d, D: Dialect> {
    dialect: &'d D,
    first_number: u32,
    first_black: bool,
}

impl<D: Dialect> Movetext<'_, D> {
    /// Writes a line of moves from `pos`, each with its annotations, comments and
    /// variations, and leaves `pos` as it was. `numbered` says that the next move needs its
    /// number even when the second player makes it (at the start, and after a comment or a
    /// variation).
    fn line(
        &self,
        filler: &mut Filler,
        pos: &mut D::Game,
        plies: &[Ply<<D::Game as Game>::Move>],
        mut numbered: bool,
    ) {
        for ply in plies {
            for c in &ply.before {
                filler.comment(c);
                numbered = true;
            }
            let k = pos.ply() as u32 + u32::from(self.first_black);
            let number = self.first_number + k / 2;
            if k % 2 == 0 {
                filler.push(&format!("{number}."), false);
            } else if numbered {
                filler.push(&format!("{number}..."), false);
            }
            let text = self.dialect.write_move(pos, ply.mv);
            filler.push(&text, false);
            numbered = false;
            for n in &ply.nags {
                filler.push(&format!("${n}"), false);
            }
            for c in &ply.comments {
                filler.comment(c);
                numbered = true;
            }
            for var in &ply.variations {
                filler.push("(", false);
                self.line(filler, pos, var, true);
                filler.push(")", true);
                numbered = true;
            }
            pos.make(ply.mv);
        }
        for _ in plies {
            pos.undo();
        }
    }
}
