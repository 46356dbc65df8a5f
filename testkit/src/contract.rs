//! Checks at one position: the generator against a slow reference, the move contract,
//! `is_legal`, perft's counting shortcuts and the tactical generator.

use gambit::perft::CountReplies;
use gambit::search::SearchGame;
use gambit::{Game, MoveList};
use std::collections::HashSet;

/// The legal moves at `pos` in the position's notation, sorted.
pub fn legal_strings<G: Game>(pos: &G) -> Vec<String> {
    let mut moves = MoveList::<G>::default();
    pos.generate_legal(&mut moves);
    let mut texts: Vec<String> = moves.iter().map(|&m| pos.format_move(m)).collect();
    texts.sort();
    texts
}

/// Asserts that the legal moves at `pos` are exactly those of `reference`, a slow,
/// obviously correct move lister the game's tests write (moves in the position's notation, in
/// any order).
///
/// # Panics
///
/// When they differ, naming the FEN, the moves the generator misses and those it has in
/// excess.
pub fn check_reference<G: Game>(pos: &G, reference: impl Fn(&G) -> Vec<String>) {
    let mut want = reference(pos);
    want.sort();
    let got = legal_strings(pos);
    if got != want {
        let missing: Vec<&String> = want.iter().filter(|m| !got.contains(m)).collect();
        let extra: Vec<&String> = got.iter().filter(|m| !want.contains(m)).collect();
        panic!(
            "{} move lists differ from the reference at {}\n\
             missing (the reference has them): {missing:?}\n\
             extra (the generator has them): {extra:?}\n\
             generator {} moves, reference {} moves",
            G::NAME,
            pos.fen(),
            got.len(),
            want.len()
        );
    }
}

/// Compares the generator with `reference` ([`check_reference`]) at each of `positions` and at
/// every position below it down to `depth` plies (0: the positions themselves; 1: also every
/// child). Returns the number of positions compared.
///
/// # Panics
///
/// At the first position where the move lists differ, as [`check_reference`].
pub fn compare_with_reference<G: Game>(
    positions: &[G],
    depth: u32,
    reference: impl Fn(&G) -> Vec<String>,
) -> usize {
    fn walk<G: Game>(pos: &mut G, depth: u32, reference: &impl Fn(&G) -> Vec<String>) -> usize {
        check_reference(pos, reference);
        if depth == 0 {
            return 1;
        }
        let mut moves = MoveList::<G>::default();
        pos.generate_legal(&mut moves);
        let mut compared = 1;
        for &m in moves.iter() {
            pos.make(m);
            compared += walk(pos, depth - 1, reference);
            pos.undo();
        }
        compared
    }
    positions
        .iter()
        .map(|pos| walk(&mut pos.clone(), depth, &reference))
        .sum()
}

/// [`check_reference`] and [`check_move_contract`] at each of `positions`.
pub fn check_positions<G: SearchGame>(positions: &[G], reference: impl Fn(&G) -> Vec<String>) {
    for pos in positions {
        check_reference(pos, &reference);
        check_move_contract(pos);
    }
}

/// `is_legal` says yes at `pos` exactly for the generated moves among `candidates` (moves of
/// any position, such as every move the game's constructors can make), and `try_make` plays a
/// few generated moves. Returns the number of candidates checked.
///
/// # Panics
///
/// At the first candidate `is_legal` misjudges, naming it and the FEN.
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
        assert_eq!(p.try_make(m), Ok(()), "try_make({m:?}) at {}", pos.fen());
        assert_eq!(
            p.undo(),
            Some(m),
            "undo after try_make({m:?}) at {}",
            pos.fen()
        );
    }
    checked
}

/// The move contract of `Game::Move` and `SearchGame::move_key` at `pos`
/// (docs/contract.md): the null move (`Move::default()`) is never generated, never legal and
/// never read (neither from the text it formats to nor from `0000`); every legal move's key is
/// non-zero (0 is "no move" in the transposition table), below `MOVE_KEYS` (the history
/// tables' rows) and unique among the legal moves; `SearchGame::gives_check` says of every
/// legal move what making it says (`in_check` after it).
///
/// # Panics
///
/// At the first breach, naming the move and the FEN.
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
    let mut p = pos.clone();
    for &m in moves.iter() {
        let said = p.gives_check(m);
        p.make(m);
        let checks = p.in_check();
        p.undo();
        assert_eq!(said, checks, "gives_check({}) at {fen}", pos.format_move(m));
    }
}

/// A game's [`CountReplies`] at each of `positions` and after each of their legal moves:
/// [`check_count_after`] at every one of those nodes. Perft suites' positions are the ones to
/// give (`suite_positions`): they gather the rules' corners. Returns the number of nodes
/// checked.
///
/// # Panics
///
/// At the first count that differs or position that changed, naming the move and the FEN.
pub fn check_count_replies<G: CountReplies>(positions: &[G]) -> usize {
    let mut nodes = 0;
    for start in positions {
        let mut pos = start.clone();
        let moves = pos.legal_moves();
        check_count_after(&mut pos, &moves);
        nodes += 1;
        for &m in moves.iter() {
            pos.make(m);
            let replies = pos.legal_moves();
            check_count_after(&mut pos, &replies);
            pos.undo();
            nodes += 1;
        }
    }
    nodes
}

/// Perft's count after each of `moves` (the legal moves of `pos`), `count_legal_after`, equals
/// the count after `make`, and so does the sum of the counts of replies to all of them
/// (`count_legal_replies`); both leave the position as it was, key and history included.
///
/// # Panics
///
/// At the first count that differs or position that changed, naming the move and the FEN.
pub fn check_count_after<G: CountReplies>(pos: &mut G, moves: &[G::Move]) {
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

/// The game's tactical generator (`SearchGame::generate_tactical`) lists exactly the legal
/// moves `is_tactical` accepts, in the order the full generator lists them (so that move
/// ordering breaks ties alike).
///
/// # Panics
///
/// When it does not, naming the FEN.
pub fn check_tactical<G: SearchGame>(pos: &G) {
    let mut all = MoveList::<G>::default();
    pos.generate_legal(&mut all);
    let text =
        |moves: &[G::Move]| -> Vec<String> { moves.iter().map(|&m| pos.format_move(m)).collect() };
    let want: Vec<G::Move> = all.into_iter().filter(|&m| pos.is_tactical(m)).collect();
    let mut got = MoveList::<G>::default();
    pos.generate_tactical(&mut got);
    assert_eq!(text(&got), text(&want), "tactical moves at {}", pos.fen());
}
