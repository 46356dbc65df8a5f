//! Test helpers shared by every game: EPD perft suites and property checks on random games,
//! written once against the `Game` trait.
#![allow(dead_code)]

pub mod uci;

use gambit::search::SearchGame;
use gambit::{Game, GameState, MoveList};
use std::collections::HashSet;

/// One EPD line: FEN and `(depth, nodes)` pairs.
pub struct PerftCase {
    /// 1-based line number in the file.
    pub line: usize,
    /// The position.
    pub fen: String,
    /// Expected counts.
    pub depths: Vec<(u32, u64)>,
}

/// Reads `<FEN> ;D1 n ;D2 n ...` lines, skipping comments and blank lines.
pub fn read_epd(text: &str) -> Vec<PerftCase> {
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.split(';');
        let fen = parts.next().unwrap().trim().to_string();
        let depths = parts
            .map(|p| {
                let p = p.trim();
                let (d, n) = p.split_once(' ').expect("D<depth> <nodes>");
                (
                    d.trim_start_matches('D').parse().expect("depth"),
                    n.trim().parse().expect("nodes"),
                )
            })
            .collect();
        cases.push(PerftCase {
            line: i + 1,
            fen,
            depths,
        });
    }
    cases
}

/// Runs every case at every depth whose expected count lies in `min..=max`; returns the number
/// of counts checked. Panics with the first mismatch.
pub fn run_perft_suite<G: Game>(
    cases: &[PerftCase],
    notation: G::Notation,
    min: u64,
    max: u64,
) -> usize {
    let mut checked = 0;
    for case in cases {
        let pos = G::from_fen(&case.fen, notation)
            .unwrap_or_else(|e| panic!("line {}: {}: {e}", case.line, case.fen));
        for &(depth, nodes) in &case.depths {
            if nodes < min || nodes > max {
                continue;
            }
            let got = gambit::perft::perft(&pos, depth);
            assert_eq!(
                got, nodes,
                "line {}: perft {depth} of {} gave {got}, expected {nodes}",
                case.line, case.fen
            );
            checked += 1;
        }
    }
    checked
}

/// The positions of an EPD suite, read with `notation` (as the FEN implies it).
pub fn suite_positions<G: Game>(text: &str, notation: G::Notation) -> Vec<G> {
    read_epd(text)
        .iter()
        .map(|c| {
            G::from_fen(&c.fen, notation)
                .unwrap_or_else(|e| panic!("line {}: {}: {e}", c.line, c.fen))
        })
        .collect()
}

/// Sorted legal moves in notation.
pub fn legal_strings<G: Game>(pos: &G) -> Vec<String> {
    let mut moves = MoveList::<G>::default();
    pos.generate_legal(&mut moves);
    let mut v: Vec<String> = moves.iter().map(|&m| pos.format_move(m)).collect();
    v.sort();
    v
}

/// Asserts that the legal moves at `pos` are those of `reference` (a slow, obviously-correct
/// legal move lister), in notation.
pub fn check_reference<G: Game>(pos: &G, reference: impl Fn(&G) -> Vec<String>) {
    let mut want = reference(pos);
    want.sort();
    assert_eq!(
        legal_strings(pos),
        want,
        "move lists differ at {}",
        pos.fen()
    );
}

/// [`check_reference`] and [`check_move_contract`] at each of `positions`.
pub fn check_positions<G: SearchGame>(positions: &[G], reference: impl Fn(&G) -> Vec<String>) {
    for pos in positions {
        check_reference(pos, &reference);
        check_move_contract(pos);
    }
}

/// `is_legal` (and `try_make`) says yes at `pos` exactly for the generated moves among
/// `candidates`, moves of any position; `try_make` plays them and changes nothing on the
/// others. Returns how many candidates were checked.
pub fn check_is_legal<G: Game>(pos: &G, candidates: impl IntoIterator<Item = G::Move>) -> usize {
    let mut legal = MoveList::<G>::default();
    pos.generate_legal(&mut legal);
    let legal: HashSet<G::Move> = legal.iter().copied().collect();
    let mut checked = 0;
    for m in candidates {
        assert_eq!(
            pos.is_legal(m),
            legal.contains(&m),
            "is_legal({m:?}) at {}",
            pos.fen()
        );
        checked += 1;
    }
    let mut p = pos.clone();
    for &m in legal.iter().take(3) {
        assert_eq!(p.try_make(m), Ok(()), "{m:?} at {}", pos.fen());
        assert_eq!(p.undo(), Some(m));
    }
    checked
}

/// The move contract of `Game::Move` and `SearchGame::move_key` at `pos`: the null move (`Move::default()`) is never generated, never legal and never read
/// (neither as the text it formats to nor as `0000`); every legal move's key is non-zero (0 is
/// "no move" in the transposition table), below `MOVE_KEYS` (the history tables' rows) and
/// unique among the legal moves.
pub fn check_move_contract<G: SearchGame>(pos: &G) {
    let mut moves = MoveList::<G>::default();
    pos.generate_legal(&mut moves);
    let null = G::Move::default();
    let fen = pos.fen();
    assert!(!moves.contains(&null), "null move generated at {fen}");
    assert!(!pos.is_legal(null), "null move legal at {fen}");
    for text in [pos.format_move(null), "0000".to_string()] {
        assert_ne!(
            pos.parse_move(&text).ok(),
            Some(null),
            "{text} read as the null move at {fen}"
        );
    }
    let mut keys = HashSet::new();
    for &m in moves.iter() {
        let key = G::move_key(m);
        let text = pos.format_move(m);
        assert_ne!(key, 0, "{text} has key 0 at {fen}");
        assert!(
            (key as usize) < G::MOVE_KEYS,
            "{text} has key {key}, not below MOVE_KEYS = {} at {fen}",
            G::MOVE_KEYS
        );
        assert!(keys.insert(key), "{text} shares key {key} at {fen}");
    }
}

/// What must come back exactly after `undo`.
#[derive(Debug, PartialEq)]
struct Snapshot<S> {
    fen: String,
    key: u64,
    state: S,
    pretty: String,
    legal: Vec<String>,
}

fn snapshot<G: Game>(pos: &G) -> Snapshot<G::State> {
    Snapshot {
        fen: pos.fen(),
        key: pos.key(),
        state: pos.state().clone(),
        pretty: pos.pretty(),
        legal: legal_strings(pos),
    }
}

/// Plays a random game from `start`, choosing moves by `choices`, and checks at every ply:
/// the generator agrees with `reference` (a slow, obviously-correct legal move lister); the
/// counting generator agrees with the list; the incremental key equals the key from scratch;
/// FEN written then read gives the same FEN and key; every move parses back from its text;
/// the move contract holds ([`check_move_contract`]); perft's count after each move agrees
/// ([`check_count_after`]). Then takes every move back, checking that each undo restores FEN, key, state, board and
/// move list exactly. Returns the number of plies played.
pub fn check_random_game<G: SearchGame>(
    start: &G,
    choices: &[u32],
    reference: impl Fn(&G) -> Vec<String>,
) -> usize {
    let mut pos = start.clone();
    let mut history = Vec::new();
    for &choice in choices {
        let mut moves = MoveList::<G>::default();
        pos.generate_legal(&mut moves);
        check_reference(&pos, &reference);
        assert_eq!(pos.count_legal(), moves.len(), "count at {}", pos.fen());
        check_move_contract(&pos);
        assert_eq!(pos.key(), pos.compute_key(), "key at {}", pos.fen());
        let fen = pos.fen();
        let again = G::from_fen(&fen, pos.notation())
            .unwrap_or_else(|e| panic!("own FEN refused: {fen}: {e}"));
        assert_eq!(again.fen(), fen);
        assert_eq!(again.key(), pos.key(), "key after FEN round trip of {fen}");
        assert_eq!(
            again.checkers(),
            pos.checkers(),
            "checkers after FEN round trip"
        );
        check_count_after(&mut pos, &moves);
        if moves.is_empty() {
            break;
        }
        let m = moves[choice as usize % moves.len()];
        let text = pos.format_move(m);
        assert_eq!(
            pos.parse_move(&text).ok(),
            Some(m),
            "{text} does not parse back"
        );
        history.push(snapshot(&pos));
        pos.make(m);
        assert_eq!(
            pos.state().key(),
            pos.compute_key(),
            "incremental key after {text}"
        );
    }
    let plies = history.len();
    while let Some(before) = history.pop() {
        pos.undo();
        assert_eq!(snapshot(&pos), before, "undo did not restore the position");
    }
    assert_eq!(pos.ply(), start.ply());
    plies
}

/// Perft's count after each of `moves` (the legal moves of `pos`) equals the count after make,
/// and so does the sum of the counts of replies to all of them (`count_legal_replies`); both
/// leave the position as it was, key and history included.
pub fn check_count_after<G: SearchGame>(pos: &mut G, moves: &[G::Move]) {
    let look = |pos: &G| (pos.fen(), pos.key(), pos.state().clone(), pos.ply());
    let before = look(pos);
    let mut total = 0;
    for &m in moves {
        pos.make(m);
        let want = pos.count_legal();
        pos.undo();
        total += want as u64;
        assert_eq!(
            pos.count_legal_after(m),
            want,
            "count after {} at {}",
            pos.format_move(m),
            pos.fen()
        );
        assert!(
            look(pos) == before,
            "count after {} changed the position",
            pos.format_move(m)
        );
    }
    assert_eq!(
        pos.count_legal_replies(moves),
        total,
        "replies counted together at {}",
        pos.fen()
    );
    assert!(look(pos) == before, "counting replies changed the position");
}

/// The game's tactical generator lists exactly the legal moves `is_tactical` accepts, in the
/// order the full generator lists them (so move ordering breaks ties alike); panics otherwise.
pub fn check_tactical<G: gambit::search::SearchGame>(pos: &G) {
    let mut all = MoveList::<G>::default();
    pos.generate_legal(&mut all);
    let text =
        |moves: &[G::Move]| -> Vec<String> { moves.iter().map(|&m| pos.format_move(m)).collect() };
    let want: Vec<G::Move> = all.into_iter().filter(|&m| pos.is_tactical(m)).collect();
    let mut got = MoveList::<G>::default();
    pos.generate_tactical(&mut got);
    assert_eq!(text(&got), text(&want), "tactical moves at {}", pos.fen());
}

/// Plays the moves `choices` pick from `start` (each an index into the legal moves, modulo
/// their number) and runs [`check_tactical`] at every position on the way and at every child
/// of each. Returns the number of plies played.
pub fn check_tactical_game<G: gambit::search::SearchGame>(start: &G, choices: &[u32]) -> usize {
    let mut pos = start.clone();
    let mut plies = 0;
    for &choice in choices {
        check_tactical(&pos);
        let mut moves = MoveList::<G>::default();
        pos.generate_legal(&mut moves);
        if moves.is_empty() {
            break;
        }
        for &m in moves.iter() {
            pos.make(m);
            check_tactical(&pos);
            pos.undo();
        }
        pos.make(moves[choice as usize % moves.len()]);
        plies += 1;
    }
    plies
}
