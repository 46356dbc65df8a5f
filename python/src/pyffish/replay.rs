//! A position as pyffish's functions name it: a variant, a FEN and the moves played from
//! it, replayed on gambit's board of that game, with pyffish's text on the way in and out.

use super::cache;
use super::described::has_gating;
use super::dialect::Dialect;
use super::ep;
use super::gates::Gates;
use super::grid::Grid;
use crate::game::AnyGame;
use crate::games::{names, new_game};

/// The start FENs pyffish's `start_fen` writes differently from gambit (the text of
/// Fairy-Stockfish's variant definitions; its `get_fen` writes them as gambit does).
const START_FENS: &[(&str, &str)] = &[
    (
        "shogi",
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1",
    ),
    ("minishogi", "rbsgk/4p/5/P4/KGSBR[-] w 0 1"),
    (
        "seirawan",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1",
    ),
];

/// The game name of `variant` as `gambit.variants()` lists it, or why there is none.
pub fn resolve(variant: &str) -> Result<&'static str, String> {
    names().into_iter().find(|&n| n == variant).ok_or_else(|| {
        format!(
            "gambit.pyffish does not support the variant '{variant}' (it plays: {})",
            names().join(", ")
        )
    })
}

/// pyffish's start FEN of the game `variant` (a resolved name).
pub fn start_fen(variant: &'static str) -> Result<String, String> {
    if let Some((_, fen)) = START_FENS.iter().find(|(v, _)| *v == variant) {
        return Ok(fen.to_string());
    }
    let game = new_game(variant, None, false)?;
    Ok(Dialect::of(variant).fen_out(&game.fen(), 0))
}

/// A position reached by replaying moves from a FEN.
pub struct Replay {
    /// The game's name.
    pub variant: &'static str,
    /// How its text is translated.
    pub dialect: Dialect,
    /// The position, with the moves played on its stack.
    pub game: Box<dyn AnyGame>,
    /// The setup's halfmove clock where gambit keeps none (shogi).
    halfmove: u32,
    /// The gates the setup opened, per side, where the game gates (seirawan).
    gates: Option<Gates>,
}

impl Replay {
    /// The position `fen` (`"startpos"`: the start position) of `variant` after `moves`
    /// (pyffish's move text), with Chess960 castling when `chess960`; an unknown variant, a
    /// bad FEN or an illegal move is an error naming it.
    pub fn new(
        variant: &str,
        fen: &str,
        moves: &[String],
        chess960: bool,
    ) -> Result<Replay, String> {
        let variant = resolve(variant)?;
        if let Some((mut replay, played)) = cache::resume(variant, fen, moves, chess960) {
            for m in &moves[played..] {
                replay.play(m)?;
            }
            cache::keep(variant, fen, moves, chess960, &replay);
            return Ok(replay);
        }
        let dialect = Dialect::of(variant);
        let (setup, halfmove) = if fen == "startpos" {
            (None, 0)
        } else {
            let (setup, halfmove) = dialect.fen_in(fen)?;
            (Some(setup), halfmove)
        };
        let game = new_game(variant, setup.as_deref(), chess960)?;
        let gates = if has_gating(variant) {
            Some(Gates::read(
                setup.as_deref().unwrap_or(&start_fen(variant)?),
            ))
        } else {
            None
        };
        let mut replay = Replay {
            variant,
            dialect,
            game,
            halfmove,
            gates,
        };
        for m in moves {
            replay.play(m)?;
        }
        cache::keep(variant, fen, moves, chess960, &replay);
        Ok(replay)
    }

    /// A copy, the position's history included.
    pub fn clone_replay(&self) -> Replay {
        Replay {
            variant: self.variant,
            dialect: self.dialect,
            game: self.game.clone_box(),
            halfmove: self.halfmove,
            gates: self.gates.clone(),
        }
    }

    /// The legal move pyffish's `text` names, in gambit's text; an error saying
    /// `Invalid move` as pyffish's does.
    pub fn to_gambit(&self, text: &str) -> Result<String, String> {
        self.dialect
            .move_in(text)
            .and_then(|m| self.game.parse_move(&m).ok())
            .ok_or_else(|| format!("Invalid move '{text}'"))
    }

    /// Plays the legal move `text` (pyffish's text). The translated text goes to `push`
    /// directly: reading it first (`to_gambit`) would look the move up among the legal moves
    /// twice, the most of a replay's time.
    pub fn play(&mut self, text: &str) -> Result<(), String> {
        let m = self
            .dialect
            .move_in(text)
            .ok_or_else(|| format!("Invalid move '{text}'"))?;
        self.game
            .push(&m)
            .map_err(|_| format!("Invalid move '{text}'"))
    }

    /// Fairy-Stockfish's halfmove clock where gambit keeps none (shogi), replayed from the
    /// setup (only when a FEN is written): it restarts at a capture (a piece leaves the
    /// board), a drop or a promotion.
    fn shogi_halfmove(&self) -> u32 {
        let mut game = self.game.root();
        let mut clock = self.halfmove;
        for m in self.game.move_stack() {
            let before = board_pieces(&game.fen());
            if game.push(&m).is_err() {
                break;
            }
            let reset = board_pieces(&game.fen()) < before || m.contains('*') || m.ends_with('+');
            clock = if reset { 0 } else { clock + 1 };
        }
        clock
    }

    /// The legal moves in pyffish's text, in gambit's order.
    pub fn legal_moves(&self) -> Vec<String> {
        let moves = self.game.legal_moves();
        match self.dialect {
            Dialect::Native => moves,
            d => moves.iter().map(|m| d.move_out(m)).collect(),
        }
    }

    /// The position as pyffish writes its FEN.
    pub fn fen(&self) -> String {
        let halfmove = match self.dialect {
            Dialect::Shogi => self.shogi_halfmove(),
            _ => self.halfmove,
        };
        let mut fen = self.dialect.fen_out(&self.game.fen(), halfmove);
        if let Some(gates) = &self.gates {
            let first = || {
                self.game
                    .move_stack()
                    .first()
                    .map(|m| self.dialect.move_out(m))
            };
            fen = gates.hide(fen, self.game.ply(), first);
        }
        ep::with_attacked_ep(self.variant, fen, || self.game.last_move())
    }

    /// The FEN as pyffish writes it with its board read.
    pub fn board(&self) -> Result<(String, Grid), String> {
        let fen = self.fen();
        let grid = Grid::parse(&fen).ok_or_else(|| format!("unreadable board in '{fen}'"))?;
        Ok((fen, grid))
    }

    /// `true` when the first player is to move.
    pub fn white_to_move(&self) -> bool {
        self.game.first_to_move()
    }
}

/// The number of pieces in a FEN's board field.
fn board_pieces(fen: &str) -> usize {
    fen.split([' ', '['])
        .next()
        .unwrap_or("")
        .chars()
        .filter(|c| c.is_ascii_alphabetic())
        .count()
}
