//! Random games: the contract checked at every ply, then every move taken back.

use crate::contract::{check_move_contract, check_reference, check_tactical};
use crate::legal_strings;
use gambit::search::SearchGame;
use gambit::{Game, GameState, MoveList};
use proptest::collection::vec;
use proptest::prelude::any;
use proptest::test_runner::{Config, TestError, TestRunner};
use std::cell::Cell;
use std::panic::AssertUnwindSafe;

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

/// Plays one game from `start`, each move picked by the next of `choices` (an index into the
/// legal moves in the generator's order, modulo their number; the game ends early where there
/// is no legal move), and checks at every ply:
///
/// - the generator agrees with `reference`, a slow, obviously correct move lister
///   ([`check_reference`]; the game's tests may check more of their own in it, it is called
///   once per ply);
/// - `count_legal` agrees with the list;
/// - the incremental key equals the key from scratch (`compute_key`), before and after each
///   move;
/// - the FEN written, then read, gives the same FEN, key and checkers;
/// - the move played parses back from its text;
/// - the move contract holds ([`check_move_contract`]).
///
/// Then it takes every move back, checking that each `undo` restores the FEN, the key, the
/// state, the board (`pretty`) and the legal moves exactly. Returns the number of plies played.
///
/// # Panics
///
/// At the first check that fails, naming the FEN.
pub fn check_random_game<G: SearchGame>(
    start: &G,
    choices: &[u32],
    reference: impl Fn(&G) -> Vec<String>,
) -> usize {
    play_checked(start, choices, &reference, &Cell::new(0))
}

/// [`check_random_game`], keeping in `made` the number of moves made so far ([`TAKING_BACK`]
/// once it takes them back), so that a failure can be placed.
fn play_checked<G: SearchGame>(
    start: &G,
    choices: &[u32],
    reference: &impl Fn(&G) -> Vec<String>,
    made: &Cell<usize>,
) -> usize {
    let mut pos = start.clone();
    let mut history = Vec::new();
    for &choice in choices {
        made.set(history.len());
        let mut moves = MoveList::<G>::default();
        pos.generate_legal(&mut moves);
        check_reference(&pos, reference);
        assert_eq!(pos.count_legal(), moves.len(), "count at {}", pos.fen());
        check_move_contract(&pos);
        assert_eq!(pos.key(), pos.compute_key(), "key at {}", pos.fen());
        let fen = pos.fen();
        let again = G::from_fen(&fen, pos.notation())
            .unwrap_or_else(|e| panic!("own FEN refused: {fen}: {e}"));
        assert_eq!(again.fen(), fen, "FEN round trip");
        assert_eq!(again.key(), pos.key(), "key after FEN round trip of {fen}");
        assert_eq!(
            again.checkers(),
            pos.checkers(),
            "checkers after FEN round trip of {fen}"
        );
        if !pos.in_check() {
            check_null_move(&mut pos);
        }
        if moves.is_empty() {
            break;
        }
        let m = moves[choice as usize % moves.len()];
        let text = pos.format_move(m);
        assert_eq!(
            pos.parse_move(&text).ok(),
            Some(m),
            "{text} does not parse back at {fen}"
        );
        history.push(snapshot(&pos));
        pos.make(m);
        assert_eq!(
            pos.state().key(),
            pos.compute_key(),
            "incremental key after {text} at {fen}"
        );
    }
    let plies = history.len();
    made.set(TAKING_BACK);
    while let Some(before) = history.pop() {
        pos.undo();
        assert_eq!(snapshot(&pos), before, "undo did not restore the position");
    }
    assert_eq!(
        pos.ply(),
        start.ply(),
        "undo did not come back to the start"
    );
    plies
}

/// The search's null move at `pos` (not in check): the other side to move, the key equal to
/// the key from scratch, one more state; taken back, the position exactly as it was.
fn check_null_move<G: SearchGame>(pos: &mut G) {
    let before = snapshot(pos);
    let (side, plies) = (pos.side_to_move(), pos.ply());
    pos.make_null();
    assert_eq!(
        pos.side_to_move(),
        !side,
        "null move kept the side at {}",
        before.fen
    );
    assert_eq!(
        pos.ply(),
        plies + 1,
        "null move pushed no state at {}",
        before.fen
    );
    assert_eq!(
        pos.key(),
        pos.compute_key(),
        "key after a null move at {}",
        before.fen
    );
    pos.undo_null();
    assert_eq!(
        snapshot(pos),
        before,
        "undo_null did not restore {}",
        before.fen
    );
}

/// `made` while [`play_checked`] takes the moves back.
const TAKING_BACK: usize = usize::MAX;

/// Plays `games` random games of up to `max_plies` plies each, from starts drawn from
/// `starts`, through [`check_random_game`] (every check at every ply, then every move taken
/// back), as proptest cases (`PROPTEST_RNG_SEED` and the other proptest variables apply).
/// Returns the number of plies played.
///
/// # Panics
///
/// When `starts` is empty, and at the first failing game, naming its start, the moves up to
/// the position where a check failed, the check's own message, and the call of
/// [`check_random_game`] that replays it.
pub fn check_random_games<G: SearchGame>(
    starts: &[G],
    games: u32,
    max_plies: usize,
    reference: impl Fn(&G) -> Vec<String>,
) -> usize {
    assert!(!starts.is_empty(), "no start position for the random games");
    // No shrinking: a game's later moves depend on its earlier ones, so proptest's shrinking
    // changes the game; the failing game is cut after the move that reached the failing
    // position instead.
    let config = Config {
        cases: games,
        max_shrink_iters: 0,
        failure_persistence: None,
        ..Config::default()
    };
    let plies = Cell::new(0);
    let made = Cell::new(0);
    let strategy = (0..starts.len(), vec(any::<u32>(), 0..=max_plies));
    let result = TestRunner::new(config).run(&strategy, |(start, choices)| {
        plies.set(plies.get() + play_checked(&starts[start], &choices, &reference, &made));
        Ok(())
    });
    match result {
        Ok(()) => plies.get(),
        Err(TestError::Fail(why, (start, choices))) => {
            let pos = &starts[start];
            // The position after `n` moves is checked before the next choice picks a move.
            let (played, cut, place) = match made.get() {
                TAKING_BACK => (
                    choices.len(),
                    choices.len(),
                    "while taking its moves back".to_string(),
                ),
                n => (n, (n + 1).min(choices.len()), format!("after {n} moves")),
            };
            let moves =
                std::panic::catch_unwind(AssertUnwindSafe(|| moves_of(pos, &choices[..played])))
                    .map_or_else(
                        |_| "(not replayed: the replay panicked)".into(),
                        |m| m.join(" "),
                    );
            let choices = &choices[..cut];
            panic!(
                "{} random game from start {start} ({}) failed {place}: {why}\n\
                 moves: {moves}\n\
                 replay: check_random_game(&starts[{start}], &{choices:?}, reference)",
                G::NAME,
                pos.fen(),
            )
        }
        Err(e) => panic!("{} random games: {e}", G::NAME),
    }
}

/// The moves `choices` pick from `start` (as [`check_random_game`] does), in notation.
fn moves_of<G: Game>(start: &G, choices: &[u32]) -> Vec<String> {
    let mut pos = start.clone();
    let mut played = Vec::new();
    for &choice in choices {
        let mut moves = MoveList::<G>::default();
        pos.generate_legal(&mut moves);
        if moves.is_empty() {
            break;
        }
        let m = moves[choice as usize % moves.len()];
        played.push(pos.format_move(m));
        pos.make(m);
    }
    played
}

/// Plays the moves `choices` pick from `start` (each an index into the legal moves, modulo
/// their number) and runs [`check_tactical`] at every position on the way and at every child
/// of each. Returns the number of plies played.
pub fn check_tactical_game<G: SearchGame>(start: &G, choices: &[u32]) -> usize {
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
