//! What the fuzzing needs from each game: sample positions (the FENs of the perft suites) and
//! random play from them.

use super::Bytes;
use gambit::search::SearchGame;
use gambit::{Game, GameState, MoveList, Notation};
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// A game the fuzzing drives.
pub trait FuzzGame: SearchGame {
    /// EPD texts whose FENs are the sample positions (besides the start position).
    const EPDS: &'static [&'static str];
}

impl FuzzGame for Chess {
    const EPDS: &'static [&'static str] = &[
        include_str!("../data/chess_perft.epd"),
        include_str!("../data/chess960_perft.epd"),
    ];
}

impl FuzzGame for Xiangqi {
    const EPDS: &'static [&'static str] = &[include_str!("../data/xiangqi_perft.epd")];
}

impl FuzzGame for Shogi {
    const EPDS: &'static [&'static str] = &[include_str!("../data/shogi_perft.epd")];
}

/// The start FEN and every FEN of `G::EPDS`, read once.
pub fn sample_fens<G: FuzzGame>() -> &'static [&'static str] {
    static CACHE: OnceLock<Mutex<HashMap<&'static str, &'static [&'static str]>>> = OnceLock::new();
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap();
    cache.entry(G::NAME).or_insert_with(|| {
        let mut fens = vec![G::START_FEN];
        for epd in G::EPDS {
            fens.extend(
                epd.lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty() && !l.starts_with('#'))
                    .map(|l| l.split(';').next().unwrap_or(l).trim()),
            );
        }
        Vec::leak(fens)
    })
}

/// A sample FEN chosen by `input`.
pub fn sample_fen<G: FuzzGame>(input: &mut Bytes) -> &'static str {
    let fens = sample_fens::<G>();
    // Half the time the start position: most games and GUIs start there.
    if input.chance(128) {
        G::START_FEN
    } else {
        fens[input.below(fens.len())]
    }
}

/// A sample position set up with `notation` (turned to Chess960 by a Shredder-FEN).
pub fn sample_position<G: FuzzGame>(input: &mut Bytes, notation: G::Notation) -> G {
    let fen = sample_fen::<G>(input);
    G::from_fen(fen, G::notation_for_fen(fen, notation)).expect("sample FENs are valid")
}

/// The legal moves of `pos`.
pub fn legal<G: Game>(pos: &G) -> MoveList<G> {
    let mut moves = MoveList::<G>::default();
    pos.generate_legal(&mut moves);
    moves
}

/// Plays up to `plies` random legal moves, returning their texts. A quarter of the choices
/// prefer a move that brings back an earlier position, so that repetition rules come into
/// play.
pub fn walk<G: Game>(pos: &mut G, input: &mut Bytes, plies: usize) -> Vec<String> {
    let mut played = Vec::new();
    for _ in 0..plies {
        let moves = legal(pos);
        if moves.is_empty() {
            break;
        }
        let b = input.byte();
        let m = if b >= 192 {
            returning_move(pos, &moves).unwrap_or(moves[b as usize % moves.len()])
        } else {
            moves[b as usize % moves.len()]
        };
        played.push(pos.format_move(m));
        pos.make(m);
    }
    played
}

/// A move after which the position equals one of the last few with the same side to move.
fn returning_move<G: Game>(pos: &mut G, moves: &[G::Move]) -> Option<G::Move> {
    let n = pos.states().len();
    let earlier: Vec<u64> = (2..=8)
        .step_by(2)
        .take_while(|&back| back <= n)
        .map(|back| pos.states()[n - back].key())
        .collect();
    moves.iter().copied().find(|&m| {
        pos.make(m);
        let back = earlier.contains(&pos.key());
        pos.undo();
        back
    })
}

/// Every combination of the game's notation options.
pub fn notations<G: Game>() -> Vec<G::Notation> {
    let options = <G::Notation as Notation>::OPTIONS;
    (0..1usize << options.len())
        .map(|bits| {
            let mut n = G::Notation::default();
            for (i, spec) in options.iter().enumerate() {
                n.set(spec.name, &gambit::OptionValue::Check(bits >> i & 1 == 1));
            }
            n
        })
        .collect()
}

/// A notation chosen by `input`.
pub fn notation<G: Game>(input: &mut Bytes) -> G::Notation {
    let all = notations::<G>();
    all[input.below(all.len())]
}
