"""The Board API on each family of games: chess (and Chess960), xiangqi, shogi, variants."""

import pytest

import gambit

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def test_variants_lists_every_game():
    names = gambit.variants()
    assert names[0] == "chess"
    for name in ("xiangqi", "shogi", "crazyhouse", "atomic", "antichess", "3check", "horde",
                 "racingkings", "kingofthehill", "makruk", "shatranj", "minishogi",
                 "capablanca", "grand", "seirawan"):
        assert name in names
    for name in names:
        board = gambit.Board(name)
        assert board.variant == name
        assert board.turn is True
        assert board.ply() == 0
        assert board.legal_moves
        assert gambit.Board(name, board.fen()).fen() == board.fen()


def test_chess_play_and_take_back():
    board = gambit.Board()
    assert repr(board) == f"Board(variant='chess', fen='{START}')"
    assert board.fen() == START
    assert len(board.legal_moves) == 20
    e4 = board.push_san("e4")
    assert e4 == gambit.Move.from_uci("e2e4")
    assert board.turn is False
    e5 = board.parse_uci("e7e5")
    assert e5 in board.legal_moves
    assert board.san(e5) == "e5"
    board.push(e5)
    assert board.push_uci("g1f3").uci() == "g1f3"
    assert [m.uci() for m in board.move_stack] == ["e2e4", "e7e5", "g1f3"]
    assert board.peek() == gambit.Move.from_uci("g1f3")
    assert board.ply() == 3
    assert board.fen() == "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2"
    assert board.pop().uci() == "g1f3"
    assert board.pop() == e5
    assert board.pop() == e4
    assert board.fen() == START
    assert board.move_stack == []


def test_chess_san_forms():
    board = gambit.Board(fen="r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
    assert board.san(board.parse_uci("e1g1")) == "O-O"
    assert board.san(board.parse_uci("e1c1")) == "O-O-O"
    assert board.san(board.parse_uci("a1a8")) == "Rxa8+"
    board = gambit.Board(fen="6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1")
    assert board.san(board.parse_uci("a1a8")) == "Ra8#"
    board = gambit.Board(fen="8/P6k/8/8/8/8/8/K7 w - - 0 1")
    assert board.san(board.parse_uci("a7a8q")) == "a8=Q"
    assert board.push_san("a8=N").uci() == "a7a8n"


def test_mate_and_check():
    board = gambit.Board()
    for san in ("f3", "e5", "g4"):
        board.push_san(san)
    assert not board.is_check()
    mate = board.push_san("Qh4#")
    assert mate.uci() == "d8h4"
    assert board.is_check()
    assert board.legal_moves == []
    assert board.is_checkmate() and not board.is_stalemate()
    assert board.root().fen() == START and board.root().move_stack == []
    outcome = board.outcome()
    assert outcome == gambit.Outcome(False, "checkmate")
    assert (outcome.winner, outcome.reason, outcome.result()) == (False, "checkmate", "0-1")
    assert repr(outcome) == "Outcome(winner=False, reason='checkmate')"
    assert board.is_game_over()


def test_stalemate_is_a_draw():
    board = gambit.Board(fen="7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")
    assert board.is_stalemate() and not board.is_checkmate()
    assert board.outcome() == gambit.Outcome(None, "stalemate")
    assert board.outcome().result() == "1/2-1/2"


def test_chess960():
    fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    board = gambit.Board(fen=fen)
    assert board.chess960  # a Shredder-FEN turns Chess960 on
    assert board.fen() == fen
    assert board.perft(1) == len(board.legal_moves)
    board = gambit.Board(chess960=True)
    assert board.chess960
    assert "chess960=True" in repr(board)
    assert board.fen() == "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
    castle = gambit.Board(fen="4k3/8/8/8/8/8/8/4K2R w H - 0 1")
    assert "e1h1" in [m.uci() for m in castle.legal_moves]
    assert castle.san(castle.parse_uci("e1h1")) == "O-O"
    with pytest.raises(ValueError, match="Chess960"):
        gambit.Board("xiangqi", chess960=True)


def test_xiangqi_wxf_and_verdict():
    board = gambit.Board("xiangqi")
    assert board.fen() == "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
    assert len(board.legal_moves) == 44
    cannon = board.parse_uci("h2e2")
    assert board.san(cannon) == "C2.5"
    assert board.push_san("C2.5") == cannon
    assert board.turn is False
    assert board.push_san("h9g7").uci() == "h9g7"  # the coordinates are no WXF...
    board.pop()
    assert board.push_san("H8+7").uci() == "h9g7"
    assert board.pop().uci() == "h9g7"
    # A red cannon and horse mate: the side without moves loses.
    mated = gambit.Board("xiangqi", "3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1")
    assert mated.legal_moves == []
    assert mated.outcome().winner is True


def test_shogi_usi_and_drops():
    board = gambit.Board("shogi")
    assert board.fen() == "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
    assert len(board.legal_moves) == 30
    for usi in ("7g7f", "3c3d", "8h2b+"):
        board.push_uci(usi)
    assert board.san(board.parse_uci("3a2b")) == "3a2b"
    board.push_san("3a2b")
    drops = [m.uci() for m in board.legal_moves if "*" in m.uci()]
    assert drops and all(m.startswith("B*") for m in drops)
    board.push_uci("B*5e")
    assert board.turn is False
    assert board.fen().split()[0].count("B") == 1


def test_crazyhouse_drops():
    board = gambit.Board("crazyhouse")
    for uci in ("e2e4", "d7d5", "e4d5", "d8d5"):
        board.push_uci(uci)
    assert board.fen().split()[0].endswith("[Pp]")
    board.push_uci("b1c3")
    drop = board.parse_uci("P@e4")
    assert board.san(drop) == "P@e4"
    board.push(drop)
    assert board.pop() == drop


def test_variant_ends():
    hill = gambit.Board("kingofthehill", "4k3/8/8/8/3K4/8/8/8 b - - 0 1")
    assert hill.outcome() == gambit.Outcome(True, hill.outcome().reason)
    assert hill.legal_moves == []
    three = gambit.Board("3check")
    assert three.fen().split()[-3] == "3+3"
    atomic = gambit.Board("atomic")
    for uci in ("e2e4", "d7d5", "e4d5"):
        atomic.push_uci(uci)
    assert atomic.fen().split()[0].split("/")[3] == "8"  # both pawns exploded
    anti = gambit.Board("antichess", "8/8/8/8/8/8/p7/8 w - - 0 1")
    assert anti.outcome().winner is True


def test_svg_and_str():
    for name in ("chess", "xiangqi", "shogi", "crazyhouse", "grand"):
        board = gambit.Board(name)
        svg = board._repr_svg_()
        assert svg.startswith("<svg") and svg.rstrip().endswith("</svg>")
        assert board.fen() in str(board)


def test_move_objects():
    a = gambit.Move.from_uci("e2e4")
    b = gambit.Board().parse_uci("e2e4")
    assert a == b and hash(a) == hash(b) and str(a) == "e2e4"
    assert len({a, b, gambit.Move.from_uci("d2d4")}) == 2
    assert repr(a) == "Move.from_uci('e2e4')"
    assert a != gambit.Move.from_uci("d2d4")


def test_search_finds_mates():
    found = gambit.search(gambit.Board(fen="6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"), depth=4)
    assert found.move == gambit.Move.from_uci("a1a8")
    assert found.mate == 1 and found.score is None
    assert found.pv[0] == found.move
    assert found.depth >= 1 and found.nodes > 0
    assert "a1a8" in repr(found)
    for name in ("xiangqi", "shogi", "crazyhouse", "atomic"):
        board = gambit.Board(name)
        found = gambit.search(board, nodes=2000)
        assert found.move in board.legal_moves
        assert found.score is not None or found.mate is not None
        replay = board.copy()
        for m in found.pv:
            replay.push(m)
    found = gambit.search(gambit.Board(), movetime=20)
    assert found.move is not None
    mated = gambit.Board(fen="rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
    assert gambit.search(mated, depth=2).move is None
