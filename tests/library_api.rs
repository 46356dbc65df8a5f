//! The library as a user meets it, through `gambit::prelude`: checked play (`play`,
//! `try_make`) refuses foreign and illegal moves and changes nothing; `undo` returns the move
//! taken back, `None` on a fresh position; positions read and write FEN through `FromStr` and
//! `Display`, a Shredder-FEN keeping its castling field; moves display as one would type them;
//! `G::judge(fen, "m1 m2")`; moves read as records write them; perft on a shared position;
//! outcome names for every game.

use gambit::prelude::*;
use gambit_chess::{Chess, ChessNotation, MoveKind, Role, Square};
use gambit_shogi::{Move, PieceType, Shogi};
use gambit_xiangqi::Xiangqi;

/// The FEN, key and ply of a position: what a refused move must leave as it was.
fn snapshot<G: Game>(pos: &G) -> (String, u64, usize) {
    (pos.fen(), pos.key(), pos.ply())
}

/// `m` given to `try_make` on `pos` is refused with `why`, and the position is unchanged.
fn refused<G: Game>(pos: &mut G, m: G::Move, why: IllegalMove) {
    let before = snapshot(pos);
    assert_eq!(pos.try_make(m), Err(why), "{m:?} at {}", before.0);
    assert_eq!(snapshot(pos), before, "{m:?} changed the position");
}

/// `text` given to `play` on `pos` is refused, with an error message naming `text`, and the
/// position is unchanged.
fn refused_text<G: Game>(pos: &mut G, text: &str) -> G::MoveError {
    let before = snapshot(pos);
    let err = pos.play(text).expect_err(text);
    assert!(err.to_string().contains(text), "{err} for {text}");
    assert_eq!(snapshot(pos), before, "{text} changed the position");
    err
}

/// The move `text` reads as in the position `fen`.
fn move_in<G: Game>(fen: &str, text: &str) -> G::Move {
    let pos: G = G::from_fen(fen, Default::default()).expect(fen);
    pos.parse_move(text).expect(text)
}

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

#[test]
fn chess_refuses_foreign_and_null_moves() {
    let mut pos = Chess::startpos(ChessNotation::default());
    // Castling taken from a position where it is legal: on the start position it would lift
    // the king and rook over the bishop and knight.
    let castle = move_in::<Chess>(KIWIPETE, "e1g1");
    assert_eq!(castle.kind(), MoveKind::Castle);
    refused(&mut pos, castle, IllegalMove::NotLegal("e1g1".into()));
    refused(&mut pos, Default::default(), IllegalMove::Null);
    // Black's reply, with white to move.
    let reply = move_in::<Chess>("4k3/4p3/8/8/8/8/4P3/4K3 b - - 0 1", "e7e5");
    refused(&mut pos, reply, IllegalMove::NotLegal("e7e5".into()));
    assert!(matches!(
        refused_text(&mut pos, "e2e5"),
        gambit_chess::MoveError::Illegal(_)
    ));
    assert!(matches!(
        refused_text(&mut pos, "e2"),
        gambit_chess::MoveError::Syntax(_)
    ));
    refused_text(&mut pos, "e1g1");
    // What the constructors build but no position plays: a pawn promoting to a king.
    let (e7, e8) = (Square::new(4, 6), Square::new(4, 7));
    let to_king = gambit_chess::Move::promotion(e7, e8, Role::King);
    refused(&mut pos, to_king, IllegalMove::NotLegal("e7e8k".into()));
    // The legal ones are played, and the refusals left nothing behind.
    let m = pos.play("e2e4").expect("e2e4");
    pos.try_make(move_in::<Chess>(&pos.fen(), "e7e5"))
        .expect("e7e5");
    assert_eq!(pos.moves_played()[0], m);
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"
    );
}

#[test]
fn xiangqi_refuses_foreign_and_null_moves() {
    let mut pos = Xiangqi::startpos(Default::default());
    // The null move is a0a0: made, it would take the chariot off a0.
    refused(&mut pos, Default::default(), IllegalMove::Null);
    let black = move_in::<Xiangqi>(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1",
        "h7e7",
    );
    refused(&mut pos, black, IllegalMove::NotLegal("h7e7".into()));
    refused_text(&mut pos, "a0a5");
    refused_text(&mut pos, "h2h2");
    refused_text(&mut pos, "z9z9");
    pos.play("h2e2").expect("h2e2");
    pos.try_make(black).expect("h7e7 with black to move");
    assert_eq!(pos.ply(), 2);
}

#[test]
fn shogi_refuses_foreign_and_null_moves() {
    // A pawn dropped on 5b would mate: illegal. From a position where the drop is legal.
    let fen = "4k4/9/4P4/9/9/9/9/9/4K4 b P 1";
    let mut pos: Shogi = fen.parse().expect(fen);
    let drop = move_in::<Shogi>("4k4/9/9/9/9/9/9/9/4K4 b P 1", "P*5b");
    assert!(drop.is_drop() && drop.dropped() == PieceType::Pawn);
    refused(&mut pos, drop, IllegalMove::NotLegal("P*5b".into()));
    refused(&mut pos, Default::default(), IllegalMove::Null);
    refused_text(&mut pos, "P*5b");
    refused_text(&mut pos, "G*5b");
    refused_text(&mut pos, "5c5c");
    // Drops no hand can hold: a king, a promoted piece.
    let sq = move_in::<Shogi>(fen, "5i5h").to();
    refused(
        &mut pos,
        Move::drop(PieceType::King, sq),
        IllegalMove::NotLegal("K*5h".into()),
    );
    refused(
        &mut pos,
        Move::drop(PieceType::Dragon, sq),
        IllegalMove::NotLegal("+R*5h".into()),
    );
    // A gold in hand instead, from a position without the pawn in hand.
    let gold = move_in::<Shogi>("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "G*5b");
    refused(&mut pos, gold, IllegalMove::NotLegal("G*5b".into()));
    assert_eq!(pos.fen(), fen);
    pos.play("5c5b+").expect("5c5b+");
    assert_eq!(pos.fen(), "4k4/4+P4/9/9/9/9/9/9/4K4 w P 2");
}

/// `make` trusts its move; debug builds (the test profile among them) check it.
#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "not legal")]
fn chess_make_checks_in_debug_builds() {
    let mut pos = Chess::startpos(Default::default());
    pos.make(move_in::<Chess>(KIWIPETE, "e1g1"));
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "not legal")]
fn xiangqi_make_checks_in_debug_builds() {
    Xiangqi::startpos(Default::default()).make(Default::default());
}

#[test]
#[cfg(debug_assertions)]
#[should_panic(expected = "not legal")]
fn shogi_make_checks_in_debug_builds() {
    Shogi::startpos(Default::default())
        .make(move_in::<Shogi>("4k4/9/9/9/9/9/9/9/4K4 b P 1", "P*5b"));
}

/// `undo` takes back the moves in reverse order, returning each, then `None` at the setup
/// position, changing nothing.
fn undo_returns_the_moves<G: Game>(fen: &str, moves: &[&str]) {
    let mut pos = G::from_fen(fen, Default::default()).expect(fen);
    let setup = snapshot(&pos);
    assert_eq!(pos.undo(), None, "{}: fresh position", G::NAME);
    assert_eq!(snapshot(&pos), setup);
    let mut played = Vec::new();
    let mut fens = Vec::new();
    for text in moves {
        fens.push(pos.fen());
        played.push(pos.play(text).expect(text));
    }
    while let Some(m) = played.pop() {
        assert_eq!(pos.undo(), Some(m), "{}", G::NAME);
        assert_eq!(pos.fen(), fens.pop().unwrap());
    }
    assert_eq!(pos.undo(), None, "{}: back at the setup", G::NAME);
    assert_eq!(snapshot(&pos), setup);
}

#[test]
fn undo_returns_the_move_or_none_in_every_game() {
    undo_returns_the_moves::<Chess>(KIWIPETE, &["e1g1", "e8c8", "d5e6"]);
    undo_returns_the_moves::<Xiangqi>(Xiangqi::START_FEN, &["h2e2", "h9g7", "e2e6"]);
    undo_returns_the_moves::<Shogi>(Shogi::START_FEN, &["7g7f", "3c3d", "8h2b+", "3a2b", "B*4e"]);
}

#[test]
fn shredder_fen_round_trips_with_the_default_notation() {
    for fen in [
        "bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
        "1r2k1r1/8/8/8/8/8/8/1R2K1R1 b Gb - 3 20",
    ] {
        let pos = Chess::from_fen(fen, ChessNotation::default()).expect(fen);
        assert_eq!(pos.fen(), fen);
        assert!(pos.notation().chess960, "{fen} turns Chess960 on");
        let parsed: Chess = fen.parse().expect(fen);
        assert_eq!(parsed.to_string(), fen);
    }
    // Castling in a Chess960 position read this way is written king-takes-rook, and read
    // back; the move alone displays as standard chess writes it.
    let mut pos: Chess = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN2K2R w HAha - 0 1"
        .parse()
        .expect("FEN");
    let castle = pos.parse_move("e1h1").expect("king takes rook");
    assert_eq!(pos.format_move(castle), "e1h1");
    assert_eq!(castle.to_string(), "e1g1");
    pos.play("e1h1").expect("castles");
    assert_eq!(
        pos.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN3RK1 b ha - 1 1"
    );
    // X-FEN stays X-FEN.
    let start: Chess = Chess::START_FEN.parse().expect("start");
    assert!(!start.notation().chess960);
    assert_eq!(start.to_string(), Chess::START_FEN);
}

/// Every FEN reads through `FromStr` and writes back through `Display` unchanged, after the
/// moves too; garbage is the game's FEN error.
fn fen_text_round_trips<G: Game + core::str::FromStr + core::fmt::Display>(
    fens: &[&str],
    moves: &str,
) where
    <G as core::str::FromStr>::Err: core::fmt::Debug,
{
    for fen in fens {
        let pos: G = fen.parse().expect(fen);
        assert_eq!(pos.to_string(), *fen, "{}", G::NAME);
        assert_eq!(pos.to_string(), pos.fen());
    }
    let mut pos: G = fens[0].parse().expect(fens[0]);
    for text in moves.split_whitespace() {
        pos.play(text).expect(text);
        let again: G = pos.to_string().parse().expect("written FEN reads");
        assert_eq!(again.to_string(), pos.to_string());
        assert_eq!(again.key(), pos.key(), "{}: same key after {text}", G::NAME);
    }
    for bad in ["", "garbage", "8/8/8 w"] {
        assert!(bad.parse::<G>().is_err(), "{}: {bad:?}", G::NAME);
    }
}

#[test]
fn positions_read_and_write_fen_as_text() {
    fen_text_round_trips::<Chess>(&[Chess::START_FEN, KIWIPETE], "e2e4 c7c5 g1f3 d7d6");
    fen_text_round_trips::<Xiangqi>(
        &[Xiangqi::START_FEN, "4k1P2/R8/9/5N3/9/9/9/9/9/3K5 w - - 0 1"],
        "h2e2 h9g7 e2e6",
    );
    fen_text_round_trips::<Shogi>(
        &[Shogi::START_FEN, "4k4/9/4P4/9/9/9/9/9/4K4 b G 1"],
        "7g7f 3c3d 8h2b+ 3a2b B*4e",
    );
}

#[test]
fn moves_display_as_typed() {
    let pos: Chess = KIWIPETE.parse().expect("kiwipete");
    for text in ["e1g1", "e1c1", "e2a6", "d5e6"] {
        let m = pos.parse_move(text).expect(text);
        assert_eq!(m.to_string(), text);
        assert_eq!(format!("{m:?}"), text);
    }
    let promo: Chess = "8/P6k/8/8/8/8/8/K7 w - - 0 1".parse().expect("FEN");
    let m = promo.parse_move("a7a8n").expect("promotion");
    assert_eq!(
        (m.to_string(), format!("{m:?}")),
        ("a7a8n".into(), "a7a8n".into())
    );
    assert_eq!(format!("{:?}", gambit_chess::Move::default()), "0000");
    let xq = Xiangqi::startpos(Default::default());
    let m = xq.parse_move("h2e2").expect("h2e2");
    assert_eq!(
        (m.to_string(), format!("{m:?}")),
        ("h2e2".into(), "h2e2".into())
    );
    let sg: Shogi = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1".parse().expect("SFEN");
    for text in ["G*5b", "5c5b+", "5c5b"] {
        let m = sg.parse_move(text).expect(text);
        assert_eq!(
            (m.to_string(), format!("{m:?}")),
            (text.into(), text.into())
        );
    }
}

#[test]
fn judge_takes_a_fen_and_a_string_of_moves() {
    let (pos, verdict) = Chess::judge(Chess::START_FEN, "f2f3 e7e5 g2g4 d8h4").expect("mate");
    assert_eq!(
        verdict,
        Some(Verdict {
            outcome: gambit_chess::rules::BLACK_WINS,
            reason: Reason::CHECKMATE
        })
    );
    assert_eq!(pos.ply(), 4);
    let (_, verdict) = Chess::judge(Chess::START_FEN, "  e2e4\te7e5 \n").expect("goes on");
    assert_eq!(verdict, None);
    let err = Chess::judge(Chess::START_FEN, "e2e4 e2e4").expect_err("illegal");
    assert!(matches!(err, JudgeError::Move { ply: 2, .. }), "{err}");
    assert!(matches!(
        Chess::judge("garbage", "").expect_err("bad FEN"),
        JudgeError::Fen(_)
    ));
    // A Shredder-FEN is judged in Chess960 notation, castling king-takes-rook.
    let (pos, _) = Chess::judge(
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN2K2R w HAha - 0 1",
        "e1h1",
    )
    .expect("castles");
    assert!(pos.fen().ends_with(" b ha - 1 1"), "{}", pos.fen());

    let (_, verdict) =
        Xiangqi::judge("4k1P2/R8/9/5N3/9/9/9/9/9/3K5 w - - 0 1", "a8e8").expect("mate");
    assert_eq!(
        verdict.map(|v| v.outcome),
        Some(gambit_xiangqi::rules::RED_WINS)
    );
    let (_, verdict) = Shogi::judge("4k4/9/4P4/9/9/9/9/9/4K4 b G 1", "G*5b").expect("mate");
    assert_eq!(
        verdict,
        Some(Verdict {
            outcome: gambit_shogi::rules::SENTE_WINS,
            reason: Reason::CHECKMATE
        })
    );
    let err = Shogi::judge(Shogi::START_FEN, "7g7f 3c3d P*5e").expect_err("no pawn in hand");
    assert!(matches!(err, JudgeError::Move { ply: 3, .. }), "{err}");
}

/// `read_record_move` (the prelude's `RecordMoves`) reads a move as `judge --moves` does when
/// the game's own notation refuses it: chess SAN, xiangqi WXF, shogi KI2, CSA and the rest.
#[test]
fn moves_read_as_records_write_them() {
    let chess = Chess::startpos(Default::default());
    assert_eq!(
        chess.read_record_move("Nf3").ok(),
        Some(chess.parse_move("g1f3").unwrap())
    );
    assert!(chess.read_record_move("Nf4").is_err());
    let xiangqi = Xiangqi::startpos(Default::default());
    assert_eq!(
        xiangqi.read_record_move("C2.5").ok(),
        Some(xiangqi.parse_move("h2e2").unwrap())
    );
    let shogi = Shogi::startpos(Default::default());
    let pawn = shogi.parse_move("7g7f").unwrap();
    for text in ["▲７六歩", "+7776FU", "P-7f"] {
        assert_eq!(shogi.read_record_move(text).ok(), Some(pawn), "{text}");
    }
    assert_eq!(Shogi::NOTATIONS, "KIF, KI2, CSA or Western notation");
    assert_eq!(Chess::NOTATIONS, "SAN");
}

#[test]
fn outcomes_name_the_player_by_turn() {
    assert_eq!(Outcome::win_for(Color::White), Outcome::FirstWins);
    assert_eq!(Outcome::win_for(Color::Black), Outcome::SecondWins);
    assert_eq!(Outcome::loss_for(Color::White), Outcome::SecondWins);
    for first in [
        gambit_chess::rules::WHITE_WINS,
        gambit_xiangqi::rules::RED_WINS,
        gambit_shogi::rules::SENTE_WINS,
    ] {
        assert_eq!(first, Outcome::FirstWins);
        assert_eq!(first.winner(), Some(Color::White));
        assert_eq!(first.to_string(), "1-0");
    }
    for second in [
        gambit_chess::rules::BLACK_WINS,
        gambit_xiangqi::rules::BLACK_WINS,
        gambit_shogi::rules::GOTE_WINS,
    ] {
        assert_eq!(second, Outcome::SecondWins);
        assert_eq!(second.winner(), Some(Color::Black));
        assert_eq!(second.to_string(), "0-1");
    }
    assert_eq!(Outcome::Draw.winner(), None);
}

#[test]
fn perft_and_divide_leave_a_shared_position_as_it_was() {
    let pos = Chess::startpos(Default::default());
    let before = snapshot(&pos);
    assert_eq!(perft(&pos, 3), 8902);
    let mut roots = Vec::new();
    assert_eq!(divide(&pos, 3, 1, |m, n| roots.push((m, n))), 8902);
    assert_eq!(roots.len(), 20);
    assert_eq!(roots.iter().map(|r| r.1).sum::<u64>(), 8902);
    assert_eq!(snapshot(&pos), before);
}

/// A bounded search through the facade gives a legal move, its line and a typed score.
fn bounded_search_plays<G: gambit::search::SearchGame>(limits: Limits) {
    let pos = G::startpos(Default::default());
    let found = search(&pos, limits.clone()).expect("a bounded search runs");
    let best = found.best.expect("the start position has moves");
    assert!(pos.is_legal(best), "{}", G::NAME);
    assert_eq!(found.pv.first(), Some(&best));
    assert_eq!(found.score, Score::from_value(found.value));
    assert!(found.depth >= 1 && found.nodes > 0);
    if let Some(d) = limits.depth {
        assert_eq!(
            found.depth,
            d,
            "{}: a depth search completes its depth",
            G::NAME
        );
    }
}

#[test]
fn search_facade_takes_depth_nodes_and_time_in_every_game() {
    use std::time::Duration;
    bounded_search_plays::<Chess>(Limits::depth(4));
    bounded_search_plays::<Xiangqi>(Limits::depth(3));
    bounded_search_plays::<Shogi>(Limits::depth(3));
    bounded_search_plays::<Chess>(Limits::nodes(5_000));
    bounded_search_plays::<Xiangqi>(Limits::nodes(5_000));
    bounded_search_plays::<Shogi>(Limits::movetime(Duration::from_millis(30)));
}

#[test]
fn search_facade_scores_mates_and_no_moves() {
    let pos: Chess = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1".parse().unwrap();
    let found = search(&pos, Limits::depth(4)).unwrap();
    assert_eq!(found.best.map(|m| m.to_string()).as_deref(), Some("a1a8"));
    assert_eq!(found.score, Score::Mate(1));
    assert_eq!(found.score.to_string(), "mate in 1 plies");
    // Mated on the board: no move, the score says so.
    let mated: Chess = "R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1".parse().unwrap();
    let found = search(&mated, Limits::depth(3)).unwrap();
    assert_eq!(found.best, None);
    assert_eq!(found.score, Score::Mate(0));
    assert_eq!(found.score.to_string(), "mated");
}

#[test]
fn an_unbounded_search_needs_a_stop_handle() {
    let pos = Chess::startpos(Default::default());
    assert_eq!(
        search(&pos, Limits::default()),
        Err(gambit::search::Unbounded)
    );
    assert_eq!(
        search(&pos, Limits::infinite()),
        Err(gambit::search::Unbounded)
    );
    // A mate search alone never ends where there is no mate.
    let mate_only = Limits {
        mate: Some(3),
        ..Limits::default()
    };
    assert!(search(&pos, mate_only).is_err());
    let mut searcher = Search::<Chess>::new();
    assert!(searcher.run(&pos, Limits::infinite()).is_err());
    // With a handle the search runs until it is stopped, and answers with a legal move.
    let stop = searcher.stop_handle();
    let stopper = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(100));
        stop.stop();
    });
    let found = searcher.run(&pos, Limits::infinite()).unwrap();
    stopper.join().unwrap();
    assert!(pos.is_legal(found.best.unwrap()));
    // The next search is not stopped by the earlier stop.
    let next = searcher.run(&pos, Limits::depth(5)).unwrap();
    assert_eq!(next.depth, 5);
}

#[test]
fn search_reports_every_line_with_multipv() {
    let pos = Xiangqi::startpos(Default::default());
    let mut searcher = Search::<Xiangqi>::new();
    searcher.options_mut().multipv = 3;
    let mut lines = Vec::new();
    let found = searcher
        .run_with(&pos, Limits::depth(3), |r| {
            lines.push((r.depth, r.multipv, r.score))
        })
        .unwrap();
    for d in 1..=3 {
        let at: Vec<_> = lines.iter().filter(|l| l.0 == d).collect();
        assert_eq!(at.len(), 3, "three lines at depth {d}");
        assert!(at.windows(2).all(|w| w[0].2 >= w[1].2), "best first");
    }
    assert_eq!(
        found.score,
        lines.last().map(|_| lines[lines.len() - 3].2).unwrap()
    );
}

#[test]
fn moves_are_listed_with_their_record_notation() {
    let (pos, _) = Xiangqi::judge(Xiangqi::START_FEN, "h2e2 h9g7 h0g2").unwrap();
    let written = gambit::game::moves_with_records(&pos);
    let pairs: Vec<(&str, &str)> = written
        .iter()
        .map(|(c, r)| (c.as_str(), r.as_str()))
        .collect();
    assert_eq!(
        pairs,
        [("h2e2", "C2.5"), ("h9g7", "H8+7"), ("h0g2", "H2+3")]
    );
    // The UCI `d` shows them beside the coordinates.
    let mut session =
        gambit_engine::uci::UciSession::<Xiangqi>::new(gambit_engine::protocol::Identity {
            name: "t",
            author: "t",
        });
    let mut out = Vec::new();
    session.handle("position startpos moves h2e2 h9g7", &mut out);
    session.handle("d", &mut out);
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("Moves: h2e2 (C2.5) h9g7 (H8+7)"), "{text}");
}

/// A `Search` carries its table and its move statistics (history tables) from one search to the
/// next, and `clear` forgets both: a search after `clear` is the search of a new `Search`,
/// node for node, while one without it starts from what the last search learnt.
fn clear_forgets_what_searches_learnt<G: gambit::search::SearchGame>(fen: &str, next: &str) {
    let pos = G::from_fen(fen, Default::default()).expect("a valid FEN");
    let mut after = pos.clone();
    after.play(next).expect("a legal move");
    let fresh = |p: &G| {
        Search::<G>::new()
            .run(p, Limits::depth(7))
            .expect("bounded")
    };
    let mut searcher = Search::<G>::new();
    searcher.run(&pos, Limits::depth(7)).expect("bounded");
    let carried = searcher.run(&after, Limits::depth(7)).expect("bounded");
    assert_ne!(carried.nodes, fresh(&after).nodes, "{}", G::NAME);
    searcher.clear();
    let cleared = searcher.run(&after, Limits::depth(7)).expect("bounded");
    let new = fresh(&after);
    assert_eq!(
        (cleared.nodes, &cleared.pv),
        (new.nodes, &new.pv),
        "{}",
        G::NAME
    );
}

#[test]
fn searches_carry_what_they_learnt_until_cleared() {
    clear_forgets_what_searches_learnt::<Chess>(
        "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
        "d2d3",
    );
    clear_forgets_what_searches_learnt::<Xiangqi>(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        "h2e2",
    );
}
