//! What the fuzzing needs from each game: sample positions (the FENs of the perft suites and
//! the start positions of the rule cases) and random play from them.

use super::Bytes;
use gambit::diagram::Diagram;
use gambit::search::SearchGame;
use gambit::{Game, GameState, MoveList, Notation};
use gambit_chess::Chess;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

/// A game the fuzzing drives (through every subcommand of the command line, `diagram` too).
pub trait FuzzGame: SearchGame + Diagram + gambit::judge::Explain {
    /// The binary's command line (the game crate's `program`).
    fn program(id: gambit_engine::protocol::Identity) -> gambit_engine::cli::Program<Self>;

    /// EPD texts whose FENs are the sample positions (besides the start position).
    const EPDS: &'static [&'static str];
    /// The game's rule cases (`tests/data/<game>.rules`), whose `fen:` lines are sample
    /// positions too: rule ends close at hand (mates, repetitions, shogi's entering-king
    /// declaration), which random games from the perft positions seldom reach.
    const RULES: &'static str;
}

impl FuzzGame for Chess {
    fn program(id: gambit_engine::protocol::Identity) -> gambit_engine::cli::Program<Self> {
        gambit_chess::program(id)
    }
    const EPDS: &'static [&'static str] = &[
        include_str!("../data/chess_perft.epd"),
        include_str!("../data/chess960_perft.epd"),
    ];
    const RULES: &'static str = include_str!("../data/chess.rules");
}

impl FuzzGame for Xiangqi {
    fn program(id: gambit_engine::protocol::Identity) -> gambit_engine::cli::Program<Self> {
        gambit_xiangqi::program(id)
    }
    const EPDS: &'static [&'static str] = &[include_str!("../data/xiangqi_perft.epd")];
    const RULES: &'static str = include_str!("../data/xiangqi.rules");
}

impl FuzzGame for Shogi {
    fn program(id: gambit_engine::protocol::Identity) -> gambit_engine::cli::Program<Self> {
        gambit_shogi::program(id)
    }
    const EPDS: &'static [&'static str] = &[include_str!("../data/shogi_perft.epd")];
    const RULES: &'static str = include_str!("../data/shogi.rules");
}

/// The sample positions of a game.
pub struct Samples {
    /// The start FEN and every FEN of `G::EPDS`.
    pub suite: Vec<&'static str>,
    /// The positions of the rule cases (see [`rule_positions`]) that the suite does not have.
    pub rules: Vec<&'static str>,
}

/// The sample positions of `G`, read once.
pub fn samples<G: FuzzGame>() -> &'static Samples {
    static CACHE: OnceLock<Mutex<HashMap<&'static str, &'static Samples>>> = OnceLock::new();
    let mut cache = CACHE.get_or_init(Default::default).lock().unwrap();
    cache.entry(G::NAME).or_insert_with(|| {
        let mut suite = vec![G::START_FEN];
        for epd in G::EPDS {
            suite.extend(
                epd.lines()
                    .map(str::trim)
                    .filter(|l| !l.is_empty() && !l.starts_with('#'))
                    .map(|l| l.split(';').next().unwrap_or(l).trim()),
            );
        }
        let mut rules: Vec<&'static str> = Vec::new();
        for fen in rule_positions::<G>() {
            if !suite.contains(&fen.as_str()) && !rules.contains(&fen.as_str()) {
                rules.push(String::leak(fen));
            }
        }
        Box::leak(Box::new(Samples { suite, rules }))
    })
}

/// The FENs of the positions of `G::RULES` where the rule end is at hand: the position before
/// a case's last move (a mate in one, a repetition) and after it (a mate on the board, a
/// declaration the game reached), or the start of a case without moves (the rule end on the
/// board). A case is replayed up to its first move the game refuses (some test the refusal);
/// one whose start the game refuses is left out.
fn rule_positions<G: FuzzGame>() -> Vec<String> {
    let mut fens = Vec::new();
    for record in G::RULES.split("\n\n") {
        let field = |name: &str| {
            record
                .lines()
                .find_map(|l| l.strip_prefix(name))
                .map(str::trim)
        };
        let Some(fen) = field("fen:") else { continue };
        let start = if fen == "startpos" {
            Ok(G::startpos(Default::default()))
        } else {
            G::from_fen(fen, G::notation_for_fen(fen, Default::default()))
        };
        let Ok(mut pos) = start else { continue };
        let mut before = None;
        for text in field("moves:").unwrap_or("").split_whitespace() {
            let Ok(m) = pos.parse_move(text) else { break };
            before = Some(pos.fen());
            pos.make(m);
        }
        fens.extend(before);
        fens.push(pos.fen());
    }
    fens
}

/// A sample FEN chosen by `input`: half the time the start position (most games and GUIs
/// start there), else one of the suite or, as often, of the rule cases.
pub fn sample_fen<G: FuzzGame>(input: &mut Bytes) -> &'static str {
    let samples = samples::<G>();
    if input.chance(128) {
        G::START_FEN
    } else if input.chance(128) || samples.rules.is_empty() {
        samples.suite[input.below(samples.suite.len())]
    } else {
        samples.rules[input.below(samples.rules.len())]
    }
}

/// A position of the rule cases chosen by `input`, if the game has any.
pub fn rule_fen<G: FuzzGame>(input: &mut Bytes) -> Option<&'static str> {
    let rules = &samples::<G>().rules;
    (!rules.is_empty()).then(|| rules[input.below(rules.len())])
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

/// Every combination of the game's check options (the others, xiangqi's one-value
/// `UCI_Variant`, stay at their defaults).
pub fn notations<G: Game>() -> Vec<G::Notation> {
    let options: Vec<_> = check_options::<G>().collect();
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

/// The game's options that are checks (on or off).
pub fn check_options<G: Game>() -> impl Iterator<Item = &'static gambit::OptionSpec> {
    <G::Notation as Notation>::OPTIONS
        .iter()
        .filter(|s| matches!(s.kind, gambit::OptionKind::Check { .. }))
}

/// A notation chosen by `input`.
pub fn notation<G: Game>(input: &mut Bytes) -> G::Notation {
    let all = notations::<G>();
    all[input.below(all.len())]
}
