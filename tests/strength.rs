//! Playing below full strength: `Skill Level`, `UCI_LimitStrength` and `UCI_Elo` through the
//! UCI session, and `SearchOptions::strength` through the library. The weakening is real: a
//! small search, and a choice among several candidate moves that is not always the best.

use gambit::prelude::*;
use gambit::search::{SearchGame, Skill, Strength};
use gambit_chess::Chess;
use gambit_testkit::uci::{run, session};
use gambit_xiangqi::Xiangqi;
use std::collections::HashSet;

/// The `bestmove` of each `go` in `lines`, and every `info` line's depth.
fn bestmoves_and_depths<G: SearchGame>(setup: &[&str], gos: usize) -> (Vec<String>, Vec<i32>) {
    let (mut s, out) = session::<G>();
    let replies = run(&mut s, setup);
    assert!(!replies.contains("info string"), "refused: {replies}");
    for _ in 0..gos {
        run(&mut s, &["go depth 12"]);
    }
    let text = out.text();
    let best = text
        .lines()
        .filter_map(|l| l.strip_prefix("bestmove "))
        .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
        .collect();
    let depths = text
        .lines()
        .filter(|l| l.starts_with("info depth"))
        .map(|l| l.split_whitespace().nth(2).unwrap().parse().unwrap())
        .collect();
    (best, depths)
}

fn weak_levels_search_little_and_vary<G: SearchGame>() {
    let (best, depths) = bestmoves_and_depths::<G>(
        &[
            "uci",
            "setoption name Skill Level value 0",
            "position startpos",
        ],
        40,
    );
    assert_eq!(best.len(), 40);
    let pos = G::startpos(Default::default());
    for m in &best {
        assert!(
            pos.parse_move(m).is_ok(),
            "{}: illegal bestmove {m}",
            G::NAME
        );
    }
    // Level 0 stops after its first iteration, whatever `go` asked for.
    assert!(depths.iter().all(|&d| d <= 1), "{}: {depths:?}", G::NAME);
    // Four close candidates and a large random push: the choice varies from game to game
    // (all forty the same would happen with a chance far below one in a billion).
    let distinct: HashSet<_> = best.iter().collect();
    assert!(distinct.len() >= 2, "{}: always {:?}", G::NAME, best[0]);
}

#[test]
fn skill_level_zero_is_weak_in_chess_and_xiangqi() {
    weak_levels_search_little_and_vary::<Chess>();
    weak_levels_search_little_and_vary::<Xiangqi>();
}

#[test]
fn limit_strength_uses_the_elo_and_overrides_the_skill_level() {
    // The lowest Elo is a low level (chess: about 3.9, a node cap of a few hundred nodes):
    // two iterations at most, where `go depth 12` and `Skill Level 20` alone search twelve.
    let elo_level = Skill::new(Strength::Elo(1000), Chess::ELO_CURVE).unwrap();
    assert!(elo_level.level() < 5.0, "{}", elo_level.level());
    let (_, depths) = bestmoves_and_depths::<Chess>(
        &[
            "setoption name UCI_LimitStrength value true",
            "setoption name UCI_Elo value 1000",
            "setoption name Skill Level value 20",
            "position startpos",
        ],
        1,
    );
    assert!(depths.iter().all(|&d| d <= 2), "{depths:?}");
    // Switched off again, full strength: the depth asked for.
    let (_, depths) = bestmoves_and_depths::<Chess>(
        &[
            "setoption name UCI_LimitStrength value true",
            "setoption name UCI_Elo value 1000",
            "setoption name UCI_LimitStrength value false",
            "position startpos",
        ],
        1,
    );
    assert_eq!(depths.iter().max(), Some(&12), "{depths:?}");
}

#[test]
fn strength_options_refuse_bad_values() {
    let (mut s, _) = session::<Chess>();
    for bad in [
        "setoption name UCI_Elo value 99999",
        // Above the curve's top (chess: 2170), where the engine plays at full strength.
        "setoption name UCI_Elo value 2171",
        "setoption name UCI_Elo value 999",
        "setoption name UCI_Elo value strong",
        "setoption name Skill Level value -1",
        "setoption name Skill Level value 21",
        "setoption name UCI_LimitStrength value maybe",
    ] {
        let replies = run(&mut s, &[bad]);
        assert!(replies.starts_with("info string"), "{bad}: {replies:?}");
    }
    assert!(run(&mut s, &["isready"]).contains("readyok"));
}

#[test]
fn a_weakened_library_search_plays_legally_and_never_misses_a_huge_lead() {
    let pos: Chess = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1".parse().unwrap();
    let mut searcher = Search::<Chess>::new();
    searcher.options_mut().strength = Strength::Level(0);
    let mut mates = 0;
    for _ in 0..20 {
        let found = searcher.run(&pos, Limits::depth(8)).unwrap();
        let best = found.best.unwrap();
        assert!(pos.is_legal(best));
        assert!(found.depth <= 1);
        mates += usize::from(best.to_string() == "a1a8");
    }
    // The push closes at most 120/128 of the gap to the best line, plus under a pawn of
    // chance: a mate's lead over the other candidates is far too big to close.
    assert_eq!(mates, 20);
    searcher.options_mut().strength = Strength::Full;
    assert_eq!(
        searcher.run(&pos, Limits::depth(3)).unwrap().score,
        Score::Mate(1)
    );
}
