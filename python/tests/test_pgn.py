"""gambit.pgn: records read and judged as `judge --pgn` does (tests/judge_pgn.rs's
expectations), mixed-variant files, pickling, and a file judged in a multiprocessing pool."""

import multiprocessing
import pickle

import pytest

import gambit
import gambit.pgn
from repo_data import CHESS_DATA, CORE_DATA, VARIANT_DATA


def line(game):
    """What `judge --pgn` prints for a game, without its number."""
    if game.error:
        return "error: " + game.error
    try:
        judged = game.judge()
    except ValueError as e:
        return f"error: {e}"
    if judged.outcome is None:
        text = "result: * reason: none"
    else:
        text = f"result: {judged.result()} reason: {judged.outcome.reason}"
    if judged.disagreements:
        text += " (" + "; ".join(judged.disagreements) + ")"
    return text


def test_chess_records_judged():
    games = gambit.pgn.read_games((CORE_DATA / "judge_chess.pgn").read_text())
    got = [line(g) for g in games]
    assert got[0] == "result: 0-1 reason: checkmate"
    assert got[1] == "result: 1-0 reason: checkmate (the record says 1/2-1/2)"
    assert got[2].startswith("error: game 3, line 16, ply 3, at 'Ke3'")
    assert got[3] == "result: 1/2-1/2 reason: threefold-repetition"
    assert got[4] == 'result: 1-0 reason: checkmate (the record\'s Termination is "unterminated")'
    assert got[5] == "result: * reason: none"
    assert got[6].startswith("error: game 7, line 39, ply 5, at 'a3'")
    assert len(got) == 7


def test_xiangqi_records_judged():
    games = gambit.pgn.read_games((CORE_DATA / "judge_xiangqi.pgn").read_text())
    got = [line(g) for g in games]
    assert got[0] == "result: 0-1 reason: perpetual-chase"
    assert got[1] == "result: 0-1 reason: perpetual-check"
    assert got[2] == "result: 1/2-1/2 reason: repetition (the record says 1-0)"
    assert got[3].startswith("error: game 4, line 28, ply 3, at 'R1+9'")
    assert got[4] == "result: * reason: none"
    assert got[5] == "result: 1-0 reason: checkmate"
    assert all(g.variant == "xiangqi" for g in games)


def test_mixed_variant_file():
    text = (VARIANT_DATA / "lichess_variants.pgn").read_text()
    games = gambit.pgn.read_games("1. e4 e5 2. Nf3 *\n\n" + text)
    assert games[0].variant == "chess" and games[0].error is None
    variants = {g.variant for g in games[1:]}
    assert {"crazyhouse", "kingofthehill", "3check", "antichess", "atomic", "horde",
            "racingkings"} <= variants
    for game in games[1:]:
        assert game.error is None, game.error
        assert game.judge().result() == game.result, game
        end = game.end_board()
        assert end.variant == game.variant
        assert end.move_stack == game.moves
        start = game.board()
        for move in game.moves:
            start.push(move)
        assert start.fen() == end.fen()
    # One reader asked for: the other variants' records are refused by name.
    only = gambit.pgn.read_games(text, variant="atomic")
    assert sum(g.error is None for g in only) == sum(g.variant == "atomic" for g in games)


def test_headers_moves_and_boards():
    text = '[Event "Test"]\n[White "A"]\n[Black "B"]\n[Result "0-1"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n'
    (game,) = gambit.pgn.read_games(text)
    assert game.headers["White"] == "A" and list(game.headers)[0] == "Event"
    assert game.result == "0-1"
    assert [m.uci() for m in game.moves] == ["f2f3", "e7e5", "g2g4", "d8h4"]
    assert game.board().fen() == gambit.Board().fen()
    assert game.end_board().outcome() == gambit.Outcome(False, "checkmate")
    assert "'A' vs 'B'" in repr(game)
    judged = game.judge()
    assert judged.plies == 4 and judged.recorded == "0-1" and judged.disagreements == []
    assert gambit.pgn.PgnGame(text).moves == game.moves


def test_pgn_errors():
    with pytest.raises(ValueError, match="no PGN reader"):
        gambit.pgn.read_games("1. 7g7f *", variant="shogi")
    with pytest.raises(ValueError, match="Variant"):
        gambit.pgn.read_games('[Variant "Nonesuch"]\n\n1. e4 *')
    with pytest.raises(ValueError):
        gambit.pgn.PgnGame("")
    (bad,) = gambit.pgn.read_games("1. e4 e5 2. Ke3 *")
    assert bad.error
    for member in (bad.judge, bad.board, bad.end_board):
        with pytest.raises(ValueError):
            member()
    assert gambit.pgn.read_games("") == []
    # Tricky texts (comments, variations, escapes) are read or refused, never a crash.
    for game in gambit.pgn.read_games((CHESS_DATA / "tricky.pgn").read_text()):
        line(game)


def test_games_pickle():
    text = (CORE_DATA / "judge_chess.pgn").read_text()
    for game in gambit.pgn.read_games(text):
        again = pickle.loads(pickle.dumps(game))
        assert (again.variant, again.error) == (game.variant, game.error)
        assert line(again) == line(game)
        if game.error is None:
            assert again.moves == game.moves and again.result == game.result


def test_file_judged_in_a_pool():
    text = "\n\n".join(
        [
            (CORE_DATA / "judge_chess.pgn").read_text(),
            (VARIANT_DATA / "lichess_variants.pgn").read_text(),
        ]
    )
    games = gambit.pgn.read_games(text)
    expected = [line(g) for g in games]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        got = pool.map(line, games, chunksize=4)
    assert got == expected
    assert len(got) == 7 + 28
    readable = [g for g in games if g.error is None][:6]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        rulings = pool.map(gambit.pgn.PgnGame.judge, readable)
    assert [r.result() for r in rulings] == [g.judge().result() for g in readable]
    assert pickle.loads(pickle.dumps(rulings[0])).outcome == rulings[0].outcome
