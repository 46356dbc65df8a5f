//! Opening positions for a test framework's games and data generation: OpenBench's `genfens`
//! (`genfens N seed S book <None|FILE> [extra]`, answered by `N` lines
//! `info string genfens <FEN>`), and the random openings of [`datagen`](super::datagen).
//!
//! An opening is a start (the game's start position, or a line of the book the seed picks)
//! followed by random legal plies, kept only when the game is still going and a short search
//! scores it within a bound: a decided position teaches a game or a test nothing. The same
//! request gives the same openings (one-thread searches to a node budget are deterministic),
//! and different seeds give different ones, so that a framework's workers each ask with
//! their own seed.

use gambit::board::zobrist::KeyStream;
use gambit::game::Game;
use gambit::rules::RuleSet;
use gambit::search::{Limits, Search, SearchGame};
use thiserror::Error;

/// What `genfens` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpeningRequest {
    /// Openings wanted.
    pub count: u64,
    /// Seed of the random choices.
    pub seed: u64,
    /// Start positions to pick from (FENs, or EPD lines with four FEN fields), or `None` for
    /// the game's start position.
    pub book: Option<Vec<String>>,
    /// Random legal plies played from the start.
    pub plies: u32,
    /// The largest score (centipawns, either side) an opening may have.
    pub bound: i32,
    /// Nodes of the search that scores each opening (0: no search, no bound).
    pub nodes: u64,
}

impl OpeningRequest {
    /// Random plies from the game's start position by default.
    pub const PLIES: u32 = 8;
    /// Random plies from a book position by default.
    pub const BOOK_PLIES: u32 = 2;
    /// The default bound, centipawns.
    pub const BOUND: i32 = 300;
    /// The default search, nodes.
    pub const NODES: u64 = 5000;
}

/// Why no openings could be made.
#[derive(Debug, Error, PartialEq, Eq)]
pub enum OpeningError {
    /// The book has no line (or only blank ones).
    #[error("the book has no position")]
    EmptyBook,
    /// A book line is no position of this game.
    #[error("book line {line} is no position of this game: {text}")]
    BookLine {
        /// The 1-based line number among the book's non-blank lines.
        line: usize,
        /// The line, cut to 80 characters.
        text: String,
    },
    /// Every try for one opening ended the game or went out of the bound.
    #[error("no opening within {bound} centipawns after {tries} tries")]
    OutOfBound {
        /// The bound asked for.
        bound: i32,
        /// The tries made.
        tries: u32,
    },
}

/// Tries for one opening before giving up (every try was over or out of the bound: a budget
/// or bound set too tight), here and in datagen.
pub const OPENING_TRIES: u32 = 1000;

/// `start` after `plies` random legal moves, or `None` when the game ended on the way or at
/// the end.
pub(crate) fn random_walk<G: Game + RuleSet>(
    mut pos: G,
    plies: u32,
    rng: &mut KeyStream,
) -> Option<G> {
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() || pos.verdict().is_some() {
            return None;
        }
        let pick = (rng.next_key() % moves.len() as u64) as usize;
        pos.make(moves[pick]);
    }
    (pos.count_legal() > 0 && pos.verdict().is_none()).then_some(pos)
}

/// A book line as a position: the line as a FEN, or (an EPD line) its first four fields with
/// the move counters `0 1`.
fn book_position<G: Game>(line: &str, notation: G::Notation) -> Option<G> {
    if let Ok(pos) = G::from_fen(line, notation) {
        return Some(pos);
    }
    let fields: Vec<&str> = line.split_whitespace().take(4).collect();
    (fields.len() == 4)
        .then(|| G::from_fen(&format!("{} 0 1", fields.join(" ")), notation).ok())
        .flatten()
}

/// Makes the openings `request` asks for, handing each to `emit` as it is found.
///
/// # Errors
///
/// [`OpeningError::EmptyBook`] and [`OpeningError::BookLine`] before any opening (every book
/// line is read first); [`OpeningError::OutOfBound`] when one opening cannot be found, after
/// the openings found before it.
pub fn generate<G: SearchGame>(
    notation: G::Notation,
    request: &OpeningRequest,
    mut emit: impl FnMut(&G),
) -> Result<(), OpeningError> {
    let starts: Vec<G> = match &request.book {
        None => vec![G::startpos(notation)],
        Some(lines) => {
            let lines: Vec<&str> = lines
                .iter()
                .map(|l| l.trim())
                .filter(|l| !l.is_empty())
                .collect();
            if lines.is_empty() {
                return Err(OpeningError::EmptyBook);
            }
            lines
                .iter()
                .enumerate()
                .map(|(i, l)| {
                    book_position::<G>(l, notation).ok_or_else(|| OpeningError::BookLine {
                        line: i + 1,
                        text: l.chars().take(80).collect(),
                    })
                })
                .collect::<Result<_, _>>()?
        }
    };
    let mut rng = KeyStream::new(request.seed);
    let mut search = (request.nodes > 0).then(Search::<G>::new);
    for _ in 0..request.count {
        let found = (0..OPENING_TRIES).find_map(|_| {
            let start = starts[(rng.next_key() % starts.len() as u64) as usize].clone();
            let pos = random_walk(start, request.plies, &mut rng)?;
            let Some(search) = search.as_mut() else {
                return Some(pos);
            };
            search.clear();
            let scored = search
                .run(&pos, Limits::nodes(request.nodes))
                .expect("a node budget bounds the search");
            (!scored.declares_win && scored.value.abs() <= request.bound).then_some(pos)
        });
        match found {
            Some(pos) => emit(&pos),
            None => {
                return Err(OpeningError::OutOfBound {
                    bound: request.bound,
                    tries: OPENING_TRIES,
                })
            }
        }
    }
    Ok(())
}
