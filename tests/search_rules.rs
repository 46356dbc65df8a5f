//! Game rules inside the search: the engines must score history rules (xiangqi perpetual
//! check and chase, chess threefold repetition and the fifty-move rule, shogi perpetual check,
//! repetition and the entering-king declaration) the way the judge rules on them, and choose
//! moves accordingly.
//!
//! Every position and move history here was checked with the judge
//! (`gambit-xiangqi judge --fen F --moves "..." --explain`, `gambit-chess judge ...`, for
//! shogi `gambit::judge::judge::<Shogi, _>` in the tests themselves, and cshogi through
//! `scripts/shogi_rules_check.py`, where the shogi histories are also rule cases); the
//! comments give its answers. Searches are single-threaded and of fixed depth, so the tests
//! are deterministic.

use gambit::search::{
    search_sync, Limits, Report, SearchGame, SearchOptions, SearchResult, TranspositionTable, MATE,
    MAX_PLY,
};
use gambit::{Game, MoveList, Outcome, Reason, RuleSet};
use gambit_chess::Chess;
use gambit_engine::uci::format_score;
use gambit_shogi::Shogi;
use gambit_xiangqi::Xiangqi;

/// `true` for a score won by a history rule: scored as a mate at the ply where the rule ends
/// the game (`MATE` less the ply).
fn is_rule_win(score: i32) -> bool {
    (MATE - MAX_PLY as i32..=MATE).contains(&score)
}

/// `true` for a score lost by a history rule.
fn is_rule_loss(score: i32) -> bool {
    is_rule_win(-score)
}

/// The position `fen` after `moves` (the game history).
fn position<G: Game>(fen: &str, moves: &str) -> G {
    let mut pos = G::from_fen(fen, Default::default()).expect("a valid FEN");
    for text in moves.split_whitespace() {
        let m = pos
            .parse_move(text)
            .unwrap_or_else(|_| panic!("{text} is not legal"));
        pos.make(m);
    }
    pos
}

/// A fixed-depth, one-thread search of `pos` with `multipv` lines; returns the result and the
/// score of every reported line of the last iteration, by first move.
fn search_lines<G: SearchGame>(
    pos: &G,
    depth: i32,
    multipv: usize,
) -> (SearchResult<G::Move>, Vec<(String, i32)>) {
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let options = SearchOptions {
        threads: 1,
        multipv,
        ..SearchOptions::default()
    };
    let tt = TranspositionTable::new(4);
    let mut reports: Vec<Report<G::Move>> = Vec::new();
    let r = search_sync(pos, &limits, &options, &tt, &mut |rep| {
        reports.push(rep.clone())
    });
    assert_eq!(r.depth, depth, "the search completed its depth");
    let lines = reports
        .iter()
        .filter(|rep| rep.depth == depth && !rep.pv.is_empty())
        .map(|rep| (pos.format_move(rep.pv[0]), rep.value))
        .collect();
    (r, lines)
}

/// The score of the line starting with `mv`.
fn line_score(lines: &[(String, i32)], mv: &str) -> i32 {
    lines
        .iter()
        .find(|(m, _)| m == mv)
        .unwrap_or_else(|| panic!("no line for {mv}: {lines:?}"))
        .1
}

/// The number of legal moves.
fn legal_count<G: Game>(pos: &G) -> usize {
    let mut moves = MoveList::<G>::default();
    pos.generate_legal(&mut moves);
    moves.len()
}

fn best<G: Game>(pos: &G, r: &SearchResult<G::Move>) -> String {
    pos.format_move(r.best.expect("a move"))
}

/// Runs UCI `lines` (each search waited for) and returns the `bestmove` and the score of the
/// last `info` line with a score.
fn uci_go<G: SearchGame>(lines: &[&str]) -> (String, String) {
    let (mut s, out) = gambit_testkit::uci::session::<G>();
    gambit_testkit::uci::run(&mut s, lines);
    let text = out.text();
    let bestmove = text
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .and_then(|l| l.split_whitespace().next())
        .unwrap_or_else(|| panic!("no bestmove in {text}"))
        .to_string();
    let score = text
        .lines()
        .filter(|l| l.starts_with("info depth"))
        .filter_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let i = w.iter().position(|x| *x == "score")?;
            Some(format!("{} {}", w.get(i + 1)?, w.get(i + 2)?))
        })
        .next_back()
        .unwrap_or_else(|| panic!("no score in {text}"));
    (bestmove, score)
}

/// `cp N` as N.
fn cp(score: &str) -> i32 {
    score
        .strip_prefix("cp ")
        .unwrap_or_else(|| panic!("not a cp score: {score}"))
        .parse()
        .unwrap()
}

// ---------------------------------------------------------------------------------------------
// Xiangqi: perpetual check.

/// Red is a horse and a cannon down and has checked with every move: rook a7-a9, a9-a8, a8-a9,
/// a9-a8 against the black king shuttling e9/e8. Rook a8-a9 now would make the position after
/// ply 1 occur a third time, with red checking on every move of the cycle:
/// `judge --moves "<history> a8a9"` says `0-1 perpetual-check`; the history alone is `*`.
const XQ_RED_CHECKS_FEN: &str = "4k4/9/R5n2/4p4/7r1/2c3n2/9/9/9/2BAKAB2 w - - 0 1";
const XQ_RED_CHECKS_MOVES: &str = "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9";

#[test]
fn xiangqi_red_avoids_losing_by_perpetual_check() {
    let pos: Xiangqi = position(XQ_RED_CHECKS_FEN, XQ_RED_CHECKS_MOVES);
    // The judge's facts behind the test.
    assert_eq!(pos.verdict(), None);
    let mut after = pos.clone();
    after.make(after.parse_move("a8a9").unwrap());
    let v = after.verdict().expect("a verdict on the third occurrence");
    assert_eq!(
        (v.outcome, v.reason),
        (Outcome::SecondWins, Reason::PERPETUAL_CHECK)
    );

    // Every root move scored: the repetition is a loss by rule, the rest is only bad.
    let n = legal_count(&pos);
    let (r, lines) = search_lines(&pos, 8, n);
    let repeat = line_score(&lines, "a8a9");
    assert!(
        is_rule_loss(repeat),
        "a8a9 completes red's perpetual check: {repeat}"
    );
    // Lost at ply 1, where the cycle closes: as being mated there.
    assert_eq!(repeat, -(MATE - 1));
    assert_ne!(best(&pos, &r), "a8a9");
    assert!(
        r.value > -20000 && !is_rule_win(r.value) && !is_rule_loss(r.value),
        "red deviates and plays on: {}",
        r.value
    );
    // Red is a horse and a cannon down: without the rule, a8a9 (a draw) would be its choice.
    assert!(r.value < -200, "red is clearly worse: {}", r.value);
}

#[test]
fn xiangqi_red_avoids_losing_by_perpetual_check_uci() {
    let position = format!("position fen {XQ_RED_CHECKS_FEN} moves {XQ_RED_CHECKS_MOVES}");
    let (bestmove, score) = uci_go::<Xiangqi>(&[&position, "go depth 8"]);
    assert_ne!(bestmove, "a8a9", "the repeating check loses");
    let score = cp(&score);
    assert!(
        score.abs() < 20000,
        "not a rule win or loss, not a mate: {score}"
    );
}

/// The mirror: black has checked with every move (rook a0-a1, a1-a0, a0-a1, a1-a0 against the
/// red king shuttling e1/e0, which entered the cycle with f1-e1). Red's e0-e1 makes the position
/// after ply 1 occur a third time, black having checked on every move: `judge --moves
/// "<history> e0e1"` says `1-0 perpetual-check`, the history alone `*`. Red may also block
/// with the horse (d2c0) or the chariot (c4c0) and stay a chariot up.
const XQ_BLACK_CHECKS_FEN: &str = "2baka3/9/4b4/2P3P2/8R/2R6/9/3N5/5K3/r8 w - - 0 1";
const XQ_BLACK_CHECKS_MOVES: &str = "f1e1 a0a1 e1e0 a1a0 e0e1 a0a1 e1e0 a1a0";

#[test]
fn xiangqi_red_wins_by_black_perpetual_check() {
    let pos: Xiangqi = position(XQ_BLACK_CHECKS_FEN, XQ_BLACK_CHECKS_MOVES);
    assert_eq!(pos.verdict(), None);
    let mut after = pos.clone();
    after.make(after.parse_move("e0e1").unwrap());
    let v = after.verdict().expect("a verdict on the third occurrence");
    assert_eq!(
        (v.outcome, v.reason),
        (Outcome::FirstWins, Reason::PERPETUAL_CHECK)
    );

    let n = legal_count(&pos);
    assert!(n >= 3, "red has alternatives to the repetition");
    let (r, lines) = search_lines(&pos, 8, n);
    assert_eq!(best(&pos, &r), "e0e1");
    assert!(is_rule_win(r.value), "a win by rule: {}", r.value);
    assert_eq!(r.value, MATE - 1, "won at ply 1, where the cycle closes");
    assert_eq!(format_score(r.score), "mate 1");
    // Without the rule the blocks would be better than a draw: red is a chariot up.
    for block in ["d2c0", "c4c0"] {
        let s = line_score(&lines, block);
        assert!(s > 200 && s < 20000, "{block}: {s}");
    }
}

#[test]
fn xiangqi_red_wins_by_black_perpetual_check_uci() {
    let position = format!("position fen {XQ_BLACK_CHECKS_FEN} moves {XQ_BLACK_CHECKS_MOVES}");
    let (bestmove, score) = uci_go::<Xiangqi>(&[&position, "go depth 6"]);
    assert_eq!(bestmove, "e0e1");
    assert_eq!(score, "mate 1");
}

// ---------------------------------------------------------------------------------------------
// Xiangqi: perpetual chase.

/// Red's horse entered with e4-d6 and then chased the black chariot (unprotected; a horse on a
/// chariot chases in any case) on every move: d6-c4 attacks b6, c4-d6 attacks b7. Black's
/// chariot moves chase nothing: its attack on the horse at d6 is on a piece the soldier e6
/// protects. Red's c4-d6 now makes the position after ply 1 occur a third
/// time: `judge --moves "<history> c4d6" --explain` says `0-1 perpetual-chase`, every red move
/// chasing `r@b6/b7 (from b7)`; the history alone is `*`.
const XQ_CHASE_FEN: &str = "3k5/9/1r7/4P4/9/4N4/9/9/9/4K4 w - - 0 1";
const XQ_CHASE_MOVES: &str = "e4d6 b7b6 d6c4 b6b7 c4d6 b7b6 d6c4 b6b7";

#[test]
fn xiangqi_red_avoids_losing_by_perpetual_chase() {
    let pos: Xiangqi = position(XQ_CHASE_FEN, XQ_CHASE_MOVES);
    assert_eq!(pos.verdict(), None);
    let mut after = pos.clone();
    after.make(after.parse_move("c4d6").unwrap());
    let v = after.verdict().expect("a verdict on the third occurrence");
    assert_eq!(
        (v.outcome, v.reason),
        (Outcome::SecondWins, gambit_xiangqi::rules::PERPETUAL_CHASE)
    );

    let n = legal_count(&pos);
    let (r, lines) = search_lines(&pos, 8, n);
    let repeat = line_score(&lines, "c4d6");
    assert!(is_rule_loss(repeat), "c4d6 completes red's chase: {repeat}");
    assert_ne!(best(&pos, &r), "c4d6");
    assert!(
        r.value.abs() < 20000,
        "red plays on (a horse against a chariot): {}",
        r.value
    );
    // Red is worse: a repetition scored as a plain draw would have been its choice.
    assert!(r.value < -100, "{}", r.value);
}

// ---------------------------------------------------------------------------------------------
// Chess: repetition.

/// White is a rook down and black threatens Qxg2 mate, but the black king cannot escape the
/// queen's checks: Qe8+ Kh7 Qh5+ Kg8 Qe8+ ... (`judge --moves "e1e8 g8h7 e8h5 h7g8 e8h5 ..."`
/// says `1/2-1/2 threefold-repetition`).
#[test]
fn chess_lost_side_takes_the_perpetual_check() {
    let fen = "6k1/6p1/8/8/8/8/rq4PP/4Q2K w - - 0 1";
    let pos: Chess = position(fen, "");
    let (r, _) = search_lines(&pos, 10, 1);
    let mv = best(&pos, &r);
    assert_eq!(mv, "e1e8", "the checking move");
    let mut after = pos.clone();
    after.make(r.best.unwrap());
    assert!(after.in_check());
    assert!(r.value.abs() <= 50, "a draw: {}", r.value);
    // Any other move loses: the draw is bought by the perpetual check alone.
    let (_, lines) = search_lines(&pos, 10, 2);
    assert!(lines.len() == 2 && lines[1].1 < -200, "{lines:?}");
}

/// White (a rook up) and black have shuffled: Rb1-a1, then Ra1-a2 / Ra2-a1 against Ke8-d8 /
/// Kd8-e8. Ra2-a1 now would bring the position after ply 1 for the third time (`judge` says
/// `1/2-1/2 threefold-repetition` after it): white must play something else.
#[test]
fn chess_winning_side_avoids_threefold_repetition() {
    let fen = "4k3/8/8/8/8/8/8/1R2K3 w - - 0 1";
    let moves = "b1a1 e8d8 a1a2 d8e8 a2a1 e8d8 a1a2 d8e8";
    let pos: Chess = position(fen, moves);
    let mut after = pos.clone();
    after.make(after.parse_move("a2a1").unwrap());
    let v = after.verdict().expect("a threefold repetition");
    assert_eq!(
        (v.outcome, v.reason),
        (Outcome::Draw, gambit_chess::rules::THREEFOLD_REPETITION)
    );

    let n = legal_count(&pos);
    let (r, lines) = search_lines(&pos, 6, n);
    assert_eq!(line_score(&lines, "a2a1"), 0, "a2a1 repeats: {lines:?}");
    assert_ne!(best(&pos, &r), "a2a1");
    assert!(r.value > 300, "white keeps the win: {}", r.value);

    // The same through the UCI `position ... moves` history.
    let position = format!("position fen {fen} moves {moves}");
    let (bestmove, score) = uci_go::<Chess>(&[&position, "go depth 6"]);
    assert_ne!(bestmove, "a2a1");
    assert!(
        score.starts_with("mate ") || cp(&score) > 300,
        "white keeps the win: {score}"
    );
}

// ---------------------------------------------------------------------------------------------
// Chess: the fifty-move rule.

/// 99 plies without a capture or pawn move: any queen or king move reaches 100 and the
/// opponent claims the draw. A queen up, white cannot mate in one.
#[test]
fn chess_fifty_moves_draw_in_the_search() {
    let pos = position::<Chess>("8/8/8/4k3/8/8/8/KQ6 w - - 99 80", "");
    let (r, _) = search_lines(&pos, 6, 1);
    assert_eq!(r.value, 0, "every move reaches the fifty-move draw");
}

/// As above, but the pawn may still move: a pawn move resets the count and keeps the win.
#[test]
fn chess_fifty_moves_prefers_the_resetting_move() {
    let pos = position::<Chess>("8/8/8/4k3/8/8/P7/KQ6 w - - 99 80", "");
    let (r, lines) = search_lines(&pos, 6, legal_count(&pos));
    let mv = best(&pos, &r);
    assert!(mv == "a2a3" || mv == "a2a4", "a pawn move: {mv}");
    assert!(r.value > 500, "still winning: {}", r.value);
    for (m, s) in &lines {
        if !m.starts_with("a2") {
            assert_eq!(*s, 0, "{m} reaches 100 plies: {lines:?}");
        }
    }
}

/// A mate on the hundredth ply is still a mate (the rule gives way to it).
#[test]
fn chess_fifty_moves_gives_way_to_mate() {
    let pos = position::<Chess>("k7/8/1K6/8/8/8/7Q/8 w - - 99 80", "");
    let (r, _) = search_lines(&pos, 4, 1);
    assert_eq!(format_score(r.score), "mate 1", "best {}", best(&pos, &r));
}

// ---------------------------------------------------------------------------------------------
// Shogi: perpetual check, repetition, the entering-king declaration. Inside the tree a
// position seen once before in the tree, or twice before in all, is ruled as a cycle: lost by
// a side that checked with every one of its moves since, else drawn (the judge waits for the
// fourth occurrence).

/// The verdict on `pos` after `moves`, by the judge's rules.
fn verdict_after<G: RuleSet>(pos: &G, moves: &str) -> Option<(Outcome, Reason)> {
    let mut after = pos.clone();
    for text in moves.split_whitespace() {
        let m = after.parse_move(text).expect("a legal move");
        after.make(m);
    }
    after.verdict().map(|v| (v.outcome, v.reason))
}

/// Gote is far ahead (two bishops on the board, much in hand) and sente's rook has checked
/// with every move: 4c-5c+, 4c+ twice. Rook 4c-5c now makes the position after ply 1 occur a
/// third time, a perpetual check inside the tree; the judge rules on the fourth occurrence,
/// two moves later (`0-1 perpetual-check`). Promoting on 5c checks as well but is a new
/// position, so sente takes it.
const SHOGI_SENTE_CHECKS_FEN: &str = "4k4/b7b/5R3/9/9/9/9/PSG6/KNG6 b 2g3s5p2n2l 1";
const SHOGI_SENTE_CHECKS_MOVES: &str = "4c5c 5a4a 5c4c 4a5a 4c5c 5a4a 5c4c 4a5a";

#[test]
fn shogi_sente_avoids_losing_by_perpetual_check() {
    let pos: Shogi = position(SHOGI_SENTE_CHECKS_FEN, SHOGI_SENTE_CHECKS_MOVES);
    assert_eq!(pos.verdict(), None);
    assert_eq!(verdict_after(&pos, "4c5c"), None, "a third occurrence");
    assert_eq!(
        verdict_after(&pos, "4c5c 5a4a 5c4c 4a5a"),
        Some((Outcome::SecondWins, Reason::PERPETUAL_CHECK))
    );

    let n = legal_count(&pos);
    let (r, lines) = search_lines(&pos, 6, n);
    let repeat = line_score(&lines, "4c5c");
    assert!(is_rule_loss(repeat), "4c5c repeats the checks: {repeat}");
    assert_ne!(best(&pos, &r), "4c5c");
    assert!(
        r.value.abs() < 20000,
        "sente plays on, neither mated nor lost by rule: {}",
        r.value
    );
    // Far behind: a repetition scored as a draw would have been sente's choice.
    assert!(r.value < -200, "sente is clearly worse: {}", r.value);
    assert!(!is_rule_loss(line_score(&lines, "4c5c+")));
}

/// The same position, but sente's cycle mixes a check (4c-5c) and a quiet move (5c-4c against
/// the king on 6a): not a perpetual check. Repeating is a draw (`1/2-1/2 repetition` on the
/// fourth occurrence), and sente, far behind, takes it.
#[test]
fn shogi_losing_side_takes_the_repetition_draw() {
    let moves = "4c5c 5a6a 5c4c 6a5a 4c5c 5a6a 5c4c 6a5a";
    let pos: Shogi = position(SHOGI_SENTE_CHECKS_FEN, moves);
    assert_eq!(
        verdict_after(&pos, "4c5c 5a6a 5c4c 6a5a"),
        Some((Outcome::Draw, Reason::REPETITION))
    );

    let n = legal_count(&pos);
    let (r, lines) = search_lines(&pos, 6, n);
    assert_eq!(best(&pos, &r), "4c5c");
    assert_eq!(r.value, 0, "a draw by repetition");
    assert!(
        line_score(&lines, "4c5c+") < -200,
        "without the repetition sente is lost: {lines:?}"
    );
}

/// Gote's dragon has checked with every move (5g-4g+, 4g-5g+) against the sente king stepping
/// 5i-4i-5i. King 5i-4i makes the position after ply 1 occur a third time with gote checking
/// all along: a win for sente by rule (`1-0 perpetual-check` on the fourth occurrence, two
/// moves later). Sente could also block with a drop on 5h and stay far ahead.
const SHOGI_GOTE_CHECKS_FEN: &str = "7gk/7sg/7pp/9/9/9/4+r4/9/4K4 b R2B2G2S 1";
const SHOGI_GOTE_CHECKS_MOVES: &str = "5i4i 5g4g 4i5i 4g5g 5i4i 5g4g 4i5i 4g5g";

#[test]
fn shogi_sente_wins_by_gote_perpetual_check() {
    let pos: Shogi = position(SHOGI_GOTE_CHECKS_FEN, SHOGI_GOTE_CHECKS_MOVES);
    assert_eq!(pos.verdict(), None);
    assert_eq!(
        verdict_after(&pos, "5i4i 5g4g 4i5i 4g5g"),
        Some((Outcome::FirstWins, Reason::PERPETUAL_CHECK))
    );

    let n = legal_count(&pos);
    assert!(n >= 3, "sente has alternatives to the repetition");
    let (r, lines) = search_lines(&pos, 6, n);
    assert_eq!(best(&pos, &r), "5i4i");
    assert!(is_rule_win(r.value), "a win by rule: {}", r.value);
    // The search rules at ply 1, the position having occurred twice before: won there, as
    // a mate in one ply (USI counts plies).
    assert_eq!(r.value, MATE - 1);
    assert_eq!(format_score(r.score), "mate 1");
    for block in ["G*5h", "5i6i"] {
        let s = line_score(&lines, block);
        assert!(s > 200 && s < 20000, "{block}: {s}");
    }
}

/// Sente's king and nine pieces stand in the zone, 27 points with rook and bishop in hand;
/// the pawn on 6d entering (with or without promotion) makes ten pieces and 28 points, and
/// after any gote reply sente may declare (`1-0 impasse` on that position). Nothing else does
/// it within the depth, and gote, far away, cannot stop it.
#[test]
fn shogi_search_enters_for_the_declaration() {
    let pos: Shogi = position("RB7/GGGGK4/SSS6/3P5/9/9/6ppp/7sk/9 b RB 1", "");
    assert_eq!(pos.verdict(), None);
    assert_eq!(
        verdict_after(&pos, "6d6c 1h1i"),
        Some((Outcome::FirstWins, gambit_shogi::rules::IMPASSE))
    );

    let n = legal_count(&pos);
    let (r, lines) = search_lines(&pos, 4, n);
    let mv = best(&pos, &r);
    assert!(mv == "6d6c" || mv == "6d6c+", "the pawn enters: {mv}");
    assert_eq!(r.value, MATE - 2, "a declaration two plies on");
    for (m, s) in &lines {
        let entering = m == "6d6c" || m == "6d6c+";
        assert_eq!(is_rule_win(*s), entering, "{m}: {s}");
    }
}
