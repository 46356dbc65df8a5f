//! What pyffish's FENs can show that gambit's board of the game does not keep: the `~` of
//! pieces that were pawns (`get_fen(..., show_promoted=True)` outside crazyhouse, which
//! writes them anyway) and the board's honour count a makruk player started
//! (`count_started`).

use super::grid::{with_board_field, Grid, MoveText, Square};
use super::replay::Replay;
use std::collections::HashSet;

/// The squares of pieces promoted from pawns, followed through a move list.
#[derive(Default)]
pub struct Tracker {
    squares: HashSet<Square>,
}

impl Tracker {
    /// No piece known as promoted (those a FEN marks `~` its board shows anyway).
    pub fn new() -> Tracker {
        Tracker {
            squares: HashSet::new(),
        }
    }

    /// Plays `moves` (pyffish's text) on `replay`, following the promoted pieces.
    pub fn replay(replay: &mut Replay, moves: &[String]) -> Result<Tracker, String> {
        let mut tracker = Tracker::new();
        for m in moves {
            tracker.play(replay, m)?;
        }
        Ok(tracker)
    }

    /// Plays the move `m` (pyffish's text) on `replay`, following the promoted pieces: a
    /// promoted piece keeps its mark where it goes, a pawn that promotes gets one, a piece
    /// taken loses its own.
    pub fn play(&mut self, replay: &mut Replay, m: &str) -> Result<(), String> {
        let text = MoveText::parse(m);
        let grid = Grid::parse(&replay.fen());
        replay.play(m)?;
        let (Some(text), Some(grid)) = (text, grid) else {
            return Ok(());
        };
        self.squares.remove(&text.to);
        let Some(from) = text.from else {
            return Ok(());
        };
        let was_promoted = self.squares.remove(&from);
        let pawn_promotes = text.suffix.is_some()
            && grid
                .at(from)
                .is_some_and(|p| p.upper() == 'P' && !p.promoted);
        if was_promoted || pawn_promotes {
            self.squares.insert(text.to);
        }
        Ok(())
    }

    /// `true` when the piece on `sq` was promoted from a pawn.
    pub fn contains(&self, sq: Square) -> bool {
        self.squares.contains(&sq)
    }

    /// `fen` with a `~` after each promoted piece.
    pub fn mark(&self, fen: &str) -> String {
        let Some(grid) = Grid::parse(fen) else {
            return fen.to_string();
        };
        let field = grid.board_field(|_| false, |sq| self.squares.contains(&sq));
        with_board_field(fen, &field)
    }
}

/// The fields of a makruk FEN while a count runs: (limit, ply, game ply, counting by the
/// pieces' honour). `None` outside makruk or when no count runs.
fn count_fields(replay: &Replay, fen: &str) -> Option<(u32, u32, u32, bool)> {
    if replay.variant != "makruk" {
        return None;
    }
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let limit: u32 = fields.get(3)?.parse().ok()?;
    let ply: u32 = fields.get(4)?.parse().ok()?;
    let fullmove: u32 = fields.get(5)?.parse().ok()?;
    let game_ply = 2 * fullmove.saturating_sub(1) + u32::from(fields.get(1) == Some(&"b"));
    let board = fields.first()?;
    let count = |upper: bool| {
        board
            .chars()
            .filter(|c| c.is_ascii_alphabetic() && c.is_ascii_uppercase() == upper)
            .count()
    };
    let pieces_honour = !board.contains(['p', 'P']) && (count(true) <= 1 || count(false) <= 1);
    Some((limit, ply, game_ply, pieces_honour))
}

/// The board's honour count when a player started it at ply `count_started` (negative: not
/// started), as Fairy-Stockfish's `counting_ply` gives it.
fn honour_ply(game_ply: u32, count_started: i32) -> u32 {
    if count_started < 0 {
        0
    } else {
        (1 + game_ply as i64 - count_started as i64).max(0) as u32
    }
}

/// `fen` with the count as pyffish writes it for `count_started` (0: as it runs).
pub fn honour_count(replay: &Replay, fen: &str, count_started: i32) -> String {
    if count_started == 0 {
        return fen.to_string();
    }
    match count_fields(replay, fen) {
        Some((_, _, game_ply, false)) => {
            let mut fields: Vec<String> = fen.split_whitespace().map(String::from).collect();
            fields[4] = honour_ply(game_ply, count_started).to_string();
            fields.join(" ")
        }
        _ => fen.to_string(),
    }
}

/// With `count_started`, whether the makruk count has run out: `Some(ended)` while a count
/// runs (the draw is then pyffish's optional end), `None` when none runs.
pub fn honour_count_end(replay: &Replay, count_started: i32) -> Option<bool> {
    let fen = replay.fen();
    let (limit, ply, game_ply, pieces) = count_fields(replay, &fen)?;
    let ply = if pieces {
        ply
    } else {
        honour_ply(game_ply, count_started)
    };
    Some(ply > limit && (!replay.game.is_check() || !replay.game.legal_moves().is_empty()))
}
