//! [`AnyGame`]: one object-safe face over every game's position, so that the Python `Board`
//! holds any game behind one pointer. Moves cross it as text in the game's notation (UCI,
//! USI, the kernel's coordinates), the form Python's `Move` keeps.

use crate::explain::{cycle_data, CycleData};
use crate::planes::{plane_names, planes, PieceKinds, Planes};
use crate::pyffish::ends::FsfEnds;
use crate::records::RecordReader;
use gambit::diagram::{svg, Diagram, DiagramOptions};
use gambit::judge::Explain;
use gambit::options::OptionValue;
use gambit::perft::{perft_fast, CountReplies};
use gambit::search::{search, Limits, Score, SearchGame};
use gambit::{Color, Notation, Verdict};
use std::sync::Arc;

/// The option that turns Chess960 castling on, in the games that have it.
const CHESS960: &str = "UCI_Chess960";

/// What a game needs for the Python board: play, rules, perft, search, diagrams,
/// explanations, record notation, and its ends sorted as pyffish sorts them.
pub trait Playable:
    SearchGame + CountReplies + Diagram + Explain + RecordReader + PieceKinds + FsfEnds
{
}

impl<G: SearchGame + CountReplies + Diagram + Explain + RecordReader + PieceKinds + FsfEnds>
    Playable for G
{
}

/// What a search found, with its moves written in the game's notation.
pub struct Found {
    /// The best move; `None` when the side to move has none (or declares a win).
    pub best: Option<String>,
    /// The score, side to move's point of view.
    pub score: Score,
    /// The principal line, starting with the best move.
    pub pv: Vec<String>,
    /// The last completed iteration.
    pub depth: i32,
    /// Nodes searched.
    pub nodes: u64,
}

/// A position of some game, with its history, behind an object-safe face.
pub trait AnyGame: Send + Sync {
    /// The game's name (`chess`, `xiangqi`, `crazyhouse`, ...).
    fn variant(&self) -> &'static str;
    /// A copy, history included.
    fn clone_box(&self) -> Box<dyn AnyGame>;
    /// `true` when Chess960 castling is in force.
    fn chess960(&self) -> bool;
    /// The legal moves, in the game's notation, in generation order.
    fn legal_moves(&self) -> Vec<String>;
    /// The legal moves, in generation order, written out only when asked for.
    fn legal_list(&self) -> Box<dyn MoveTexts>;
    /// The legal move `text` names, written back as the game writes it.
    fn parse_move(&self, text: &str) -> Result<String, String>;
    /// The legal move `text` names as records write it, written in the game's notation.
    fn parse_record(&self, text: &str) -> Result<String, String>;
    /// Plays the legal move `text` (game's notation).
    fn push(&mut self, text: &str) -> Result<(), String>;
    /// `text` (a legal move, game's notation) as records write it: SAN, WXF, USI.
    fn record_move(&self, text: &str) -> Result<String, String>;
    /// Takes back the last move; its text, or `None` when no move was played since setup.
    fn pop(&mut self) -> Option<String>;
    /// The moves played since setup, oldest first, in the game's notation.
    fn move_stack(&self) -> Vec<String>;
    /// The last move played, in the game's notation; `None` when none was.
    fn last_move(&self) -> Option<String>;
    /// The position as FEN (SFEN in shogi).
    fn fen(&self) -> String;
    /// The FEN the board was set up from.
    fn start_fen(&self) -> String;
    /// `true` when the first player is to move.
    fn first_to_move(&self) -> bool;
    /// Moves played since setup.
    fn ply(&self) -> usize;
    /// `true` when the side to move is in check.
    fn is_check(&self) -> bool;
    /// `true` when the side to move has a legal move.
    fn has_legal_move(&self) -> bool;
    /// The start position, with no move played.
    fn root(&self) -> Box<dyn AnyGame>;
    /// The verdict on the position: with `claim`, draws a player may claim count too.
    fn verdict(&self, claim: bool) -> Option<Verdict>;
    /// A variant rule has ended the game (pyffish's immediate end).
    fn immediate_end(&self) -> Option<Verdict>;
    /// A player may end the game by a rule (pyffish's optional end).
    fn optional_end(&self) -> Option<Verdict>;
    /// The verdict on the position as if the side to move had no legal move.
    fn no_moves_verdict(&self) -> Verdict;
    /// Leaves of the legal-move tree `depth` plies deep.
    fn perft(&self, depth: u32) -> u64;
    /// A board a person can read, with FEN and key.
    fn pretty(&self) -> String;
    /// The position as an SVG diagram.
    fn svg(&self) -> String;
    /// The judge's explanation of the repetition cycle ending here, as lines.
    fn explain_lines(&self) -> Vec<String>;
    /// The same cycle as data; `None` when the position has not occurred before.
    fn cycle(&self) -> Option<CycleData>;
    /// A bounded search of the position.
    fn search(&self, limits: Limits) -> Result<Found, String>;
    /// The position as piece planes (`crate::planes` describes the layout).
    fn planes(&self) -> Planes;
    /// The names of the planes, in order.
    fn plane_names(&self) -> Vec<String>;
}

/// The position of game `G` behind [`AnyGame`].
#[derive(Clone)]
pub struct Board<G: Playable> {
    /// The position, with its history.
    pos: G,
    /// The position the board was set up in, kept to write out move lists: a move's text
    /// depends on the move and the notation only (`Game::format_move`), and the notation
    /// never changes after setup.
    writer: Arc<G>,
}

/// The legal moves of one position, kept as the game's moves and written out one at a time,
/// so that reading the list costs one generation and each move's text is made only when
/// asked for.
pub trait MoveTexts: Send + Sync {
    /// How many moves there are.
    fn len(&self) -> usize;
    /// The text of move `i` (`i < len()`), in the game's notation.
    fn text(&self, i: usize) -> String;
}

/// The legal moves of a position of game `G`, with the position that writes them.
struct Listed<G: Playable> {
    moves: Vec<G::Move>,
    writer: Arc<G>,
}

impl<G: Playable> MoveTexts for Listed<G> {
    fn len(&self) -> usize {
        self.moves.len()
    }

    fn text(&self, i: usize) -> String {
        self.writer.format_move(self.moves[i])
    }
}

impl<G: Playable> Board<G> {
    /// The start position, or the position `fen`, with Chess960 castling when `chess960`.
    pub fn new(fen: Option<&str>, chess960: bool) -> Result<Self, String> {
        let mut notation = G::Notation::default();
        if chess960 {
            if gambit::options::find(G::Notation::OPTIONS, CHESS960).is_none() {
                return Err(format!("{} has no Chess960 mode", G::NAME));
            }
            notation.set(CHESS960, &OptionValue::Check(true));
        }
        let pos = match fen {
            Some(fen) => G::from_fen(fen, notation).map_err(|e| format!("bad FEN: {e}"))?,
            None => G::startpos(notation),
        };
        Ok(Board::at(pos))
    }

    /// The board of `pos`, which also writes its move lists.
    pub fn at(pos: G) -> Self {
        let writer = Arc::new(pos.clone());
        Board { pos, writer }
    }

    /// The legal move `text` names, in the game's notation.
    fn read(&self, text: &str) -> Result<G::Move, String> {
        self.pos.parse_move(text).map_err(|e| e.to_string())
    }
}

impl<G: Playable> AnyGame for Board<G> {
    fn variant(&self) -> &'static str {
        G::NAME
    }

    fn clone_box(&self) -> Box<dyn AnyGame> {
        Box::new(self.clone())
    }

    fn chess960(&self) -> bool {
        self.pos.notation().get(CHESS960) == Some(OptionValue::Check(true))
    }

    fn legal_moves(&self) -> Vec<String> {
        let pos = &self.pos;
        pos.legal_moves()
            .iter()
            .map(|&m| pos.format_move(m))
            .collect()
    }

    fn legal_list(&self) -> Box<dyn MoveTexts> {
        Box::new(Listed {
            moves: self.pos.legal_moves().iter().copied().collect(),
            writer: Arc::clone(&self.writer),
        })
    }

    fn parse_move(&self, text: &str) -> Result<String, String> {
        self.read(text).map(|m| self.pos.format_move(m))
    }

    fn parse_record(&self, text: &str) -> Result<String, String> {
        self.pos.read_record(text).map(|m| self.pos.format_move(m))
    }

    fn push(&mut self, text: &str) -> Result<(), String> {
        let m = self.read(text)?;
        self.pos.make(m);
        Ok(())
    }

    fn record_move(&self, text: &str) -> Result<String, String> {
        self.read(text).map(|m| self.pos.record_move(m))
    }

    fn pop(&mut self) -> Option<String> {
        let m = self.pos.undo()?;
        Some(self.pos.format_move(m))
    }

    fn move_stack(&self) -> Vec<String> {
        // Each move written in the position it was played in (Chess960 castling reads the
        // board).
        let mut replay = self.pos.clone();
        while replay.undo().is_some() {}
        self.pos
            .moves_played()
            .into_iter()
            .map(|m| {
                let text = replay.format_move(m);
                replay.make(m);
                text
            })
            .collect()
    }

    fn last_move(&self) -> Option<String> {
        let mut before = self.pos.clone();
        let m = before.undo()?;
        Some(before.format_move(m))
    }

    fn fen(&self) -> String {
        self.pos.fen()
    }

    fn start_fen(&self) -> String {
        let mut start = self.pos.clone();
        while start.undo().is_some() {}
        start.fen()
    }

    fn first_to_move(&self) -> bool {
        self.pos.side_to_move() == Color::White
    }

    fn ply(&self) -> usize {
        self.pos.ply()
    }

    fn is_check(&self) -> bool {
        self.pos.in_check()
    }

    fn has_legal_move(&self) -> bool {
        self.pos.count_legal() > 0
    }

    fn root(&self) -> Box<dyn AnyGame> {
        let mut start = self.pos.clone();
        while start.undo().is_some() {}
        Box::new(Board {
            pos: start,
            writer: Arc::clone(&self.writer),
        })
    }

    fn verdict(&self, claim: bool) -> Option<Verdict> {
        if claim {
            self.pos.verdict()
        } else {
            self.pos.automatic_verdict()
        }
    }

    fn immediate_end(&self) -> Option<Verdict> {
        self.pos.immediate_end()
    }

    fn optional_end(&self) -> Option<Verdict> {
        self.pos.optional_end()
    }

    fn no_moves_verdict(&self) -> Verdict {
        self.pos
            .immediate_end()
            .unwrap_or_else(|| self.pos.no_moves_verdict())
    }

    fn perft(&self, depth: u32) -> u64 {
        perft_fast(&self.pos, depth)
    }

    fn pretty(&self) -> String {
        self.pos.pretty()
    }

    fn svg(&self) -> String {
        svg(&self.pos, &DiagramOptions::default())
    }

    fn explain_lines(&self) -> Vec<String> {
        self.pos.explain()
    }

    fn cycle(&self) -> Option<CycleData> {
        cycle_data(&self.pos)
    }

    fn planes(&self) -> Planes {
        planes(&self.pos)
    }

    fn plane_names(&self) -> Vec<String> {
        plane_names::<G>()
    }

    fn search(&self, limits: Limits) -> Result<Found, String> {
        let found = search(&self.pos, limits).map_err(|e| e.to_string())?;
        let mut line = self.pos.clone();
        let pv = found
            .pv
            .iter()
            .map_while(|&m| {
                // The line as far as it stays legal (a table move may end it early).
                line.is_legal(m).then(|| {
                    let text = line.format_move(m);
                    line.make(m);
                    text
                })
            })
            .collect();
        Ok(Found {
            best: found.best.map(|m| self.pos.format_move(m)),
            score: found.score,
            pv,
            depth: found.depth,
            nodes: found.nodes,
        })
    }
}
