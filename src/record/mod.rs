//! Game records: a game's tags, start position, moves with their comments, annotations and
//! variations, and its result, independent of the file format and of the game.
//!
//! [`pgn`] reads and writes them as Portable Game Notation. What is game-specific (how a move
//! is written, which tags describe the start position) a game supplies as a
//! [`pgn::Dialect`]; chess's is `gambit_chess::ChessPgn`.

pub mod pgn;

use crate::game::Game;
use crate::rules::Outcome;

/// The tag pairs of a game, in the order they were read or set. Names are case-sensitive, as
/// in PGN; a name occurs at most once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tags(Vec<(String, String)>);

impl Tags {
    /// No tags.
    pub fn new() -> Tags {
        Tags::default()
    }
    /// The value of tag `name`.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
    /// Sets tag `name` to `value`: in place when the tag exists (a later pair of the same name
    /// wins, as in other readers), else at the end.
    pub fn set(&mut self, name: impl Into<String>, value: impl Into<String>) {
        let (name, value) = (name.into(), value.into());
        match self.0.iter_mut().find(|(n, _)| *n == name) {
            Some(pair) => pair.1 = value,
            None => self.0.push((name, value)),
        }
    }
    /// Removes tag `name` and returns its value.
    pub fn remove(&mut self, name: &str) -> Option<String> {
        let i = self.0.iter().position(|(n, _)| n == name)?;
        Some(self.0.remove(i).1)
    }
    /// The tags as `(name, value)`, in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(n, v)| (n.as_str(), v.as_str()))
    }
    /// How many tags there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// `true` when there are no tags.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<N: Into<String>, V: Into<String>> FromIterator<(N, V)> for Tags {
    fn from_iter<I: IntoIterator<Item = (N, V)>>(pairs: I) -> Tags {
        let mut tags = Tags::new();
        for (n, v) in pairs {
            tags.set(n, v);
        }
        tags
    }
}

/// One move of a record, with what was written about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply<M> {
    /// The move, legal in the position before it.
    pub mv: M,
    /// Numeric annotation glyphs (`$1`, or `!` read as `$1`), in order.
    pub nags: Vec<u8>,
    /// Comments written before the move; only the first move of a variation has them (those
    /// before the first move of the game are [`Record::comment`]; the others follow a move).
    pub before: Vec<String>,
    /// Comments written after the move.
    pub comments: Vec<String>,
    /// Alternatives to this move, each a line played from the position before it.
    pub variations: Vec<Vec<Ply<M>>>,
}

impl<M> Ply<M> {
    /// A move with no comments, annotations or variations.
    pub fn new(mv: M) -> Ply<M> {
        Ply {
            mv,
            nags: Vec::new(),
            before: Vec::new(),
            comments: Vec::new(),
            variations: Vec::new(),
        }
    }
}

/// A game: tags, start position, main line and result.
#[derive(Clone, Debug)]
pub struct Record<G: Game> {
    /// The tag pairs as read (the writer adds the ones the format requires).
    pub tags: Tags,
    /// The position before the first move, at ply 0.
    pub start: G,
    /// Comments before the first move.
    pub comment: Vec<String>,
    /// The main line: each move legal after the ones before it.
    pub moves: Vec<Ply<G::Move>>,
    /// The result: `None` for `*` (unknown, or the game goes on).
    pub result: Option<Outcome>,
}

impl<G: Game> Record<G> {
    /// A game from `start` with no tags, no moves and an unknown result.
    pub fn new(start: G) -> Record<G> {
        Record {
            tags: Tags::new(),
            start,
            comment: Vec::new(),
            moves: Vec::new(),
            result: None,
        }
    }

    /// The game that led to `pos`: its moves since setup, from the position it was set up in.
    pub fn from_position(pos: &G) -> Record<G> {
        let mut start = pos.clone();
        while start.undo().is_some() {}
        let mut record = Record::new(start);
        record.moves = pos.moves_played().into_iter().map(Ply::new).collect();
        record
    }

    /// The moves of the main line.
    pub fn mainline(&self) -> impl Iterator<Item = G::Move> + '_ {
        self.moves.iter().map(|p| p.mv)
    }

    /// The position after the main line.
    pub fn end(&self) -> G {
        let mut pos = self.start.clone();
        for m in self.mainline() {
            pos.make(m);
        }
        pos
    }
}

/// The PGN result token of a result: `1-0`, `0-1`, `1/2-1/2`, or `*` for `None`.
pub fn result_token(result: Option<Outcome>) -> &'static str {
    match result {
        Some(Outcome::FirstWins) => "1-0",
        Some(Outcome::SecondWins) => "0-1",
        Some(Outcome::Draw) => "1/2-1/2",
        None => "*",
    }
}

/// The result a PGN result token names (`Some(None)` for `*`); `None` when `text` is not one.
pub fn parse_result(text: &str) -> Option<Option<Outcome>> {
    match text {
        "1-0" => Some(Some(Outcome::FirstWins)),
        "0-1" => Some(Some(Outcome::SecondWins)),
        "1/2-1/2" => Some(Some(Outcome::Draw)),
        "*" => Some(None),
        _ => None,
    }
}
