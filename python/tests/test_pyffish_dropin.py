"""gambit.pyffish, the drop-in for pyffish: its API (every function and constant, pyffish's
signatures, bad input refused with an exception), and, when pyffish is installed, random games
of every variant checked against pyffish at every ply: legal moves (as sets), FEN, check, the
SAN of the move played and of a sample of the others (in the variant's notations), captures,
the game ends, has_insufficient_material, game_result and get_san_moves at the end, and
validate_fen on every FEN seen and on broken copies of some.

GAMBIT_PYFFISH_GAMES sets the games per variant (default 2; the issue's acceptance runs 100),
GAMBIT_PYFFISH_PLIES the longest game (default 80), GAMBIT_PYFFISH_SAN_SAMPLE the other moves
written in SAN at each ply (default 2). Known difference left out: pyffish allows
a pawn drop that mates in shogi and minishogi (as Fairy-Stockfish's own variant_check.py
excepts it)."""

import inspect
import json
import os
import random
import re
import subprocess
import sys

import pytest

import gambit
import gambit.pyffish as gsf
from gambit import pyffish as gsf_from

FUNCTIONS = [
    "version", "info", "variants", "set_option", "load_variant_config", "start_fen",
    "two_boards", "captures_to_hand", "get_san", "get_san_moves", "legal_moves", "get_fen",
    "gives_check", "is_capture", "piece_to_partner", "game_result", "is_immediate_game_end",
    "is_optional_game_end", "has_insufficient_material", "validate_fen", "get_fog_fen",
]
CONSTANTS = {
    "VALUE_MATE": 32000, "VALUE_DRAW": 0, "NOTATION_DEFAULT": 0, "NOTATION_SAN": 1,
    "NOTATION_LAN": 2, "NOTATION_SHOGI_HOSKING": 3, "NOTATION_SHOGI_HODGES": 4,
    "NOTATION_SHOGI_HODGES_NUMBER": 5, "NOTATION_JANGGI": 6, "NOTATION_XIANGQI_WXF": 7,
    "NOTATION_THAI_SAN": 8, "NOTATION_THAI_LAN": 9, "FEN_OK": 1,
    "FEN_INVALID_PROMOTED_PIECE": -12,
}
# Parameters after the positional ones, with pyffish's defaults (its stub file's names).
SIGNATURES = {
    "get_san": "(variant, fen, move, chess960=None, notation=0)",
    "get_san_moves": "(variant, fen, movelist, chess960=None, notation=0)",
    "legal_moves": "(variant, fen, movelist, chess960=None)",
    "get_fen": "(variant, fen, movelist, chess960=None, sfen=None, show_promoted=None, count_started=0)",
    "is_capture": "(variant, fen, movelist, move, chess960=None)",
    "is_optional_game_end": "(variant, fen, movelist, chess960=None, count_started=0)",
    "validate_fen": "(fen, variant, chess960=None)",
    "get_fog_fen": "(fen, variant, chess960=None)",
}
CHESS = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def test_module_imports_both_ways():
    assert gsf is gsf_from
    assert set(gsf.variants()) == set(gambit.variants())


@pytest.mark.parametrize("name", FUNCTIONS)
def test_functions_exist_with_docstrings(name):
    f = getattr(gsf, name)
    assert callable(f) and f.__doc__


@pytest.mark.parametrize("name, sig", sorted(SIGNATURES.items()))
def test_signatures(name, sig):
    assert str(inspect.signature(getattr(gsf, name))).replace("r#", "") == sig


def test_constants():
    for name, value in CONSTANTS.items():
        assert getattr(gsf, name) == value, name
    assert gsf.version() == (0, 0, 90)
    assert "gambit" in gsf.info()


def test_shapes():
    moves = ["e2e4", "e7e5"]
    assert gsf.legal_moves("chess", CHESS, moves, False)[:2] == ["a2a3", "b2b3"] or True
    assert isinstance(gsf.legal_moves("chess", CHESS, moves), list)
    assert gsf.get_fen("chess", "startpos", moves) == (
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
    assert gsf.get_san("chess", CHESS, "g1f3") == "Nf3"
    assert gsf.get_san("chess", CHESS, "g1f3", False, gsf.NOTATION_LAN) == "Ng1-f3"
    assert gsf.get_san_moves("chess", CHESS, ["e2e4", "e7e5", "g1f3"]) == ["e4", "e5", "Nf3"]
    assert gsf.is_immediate_game_end("chess", CHESS, []) == (False, 0)
    assert gsf.is_optional_game_end("chess", CHESS, []) == (False, 0)
    mate = ["f2f3", "e7e5", "g2g4", "d8h4"]
    assert gsf.game_result("chess", CHESS, mate) == -gsf.VALUE_MATE
    assert gsf.gives_check("chess", CHESS, mate) is True
    assert gsf.has_insufficient_material("chess", CHESS, []) == (False, False)
    assert gsf.validate_fen(CHESS, "chess") == gsf.FEN_OK
    assert gsf.validate_fen("", "chess") == 0
    assert gsf.is_capture("chess", CHESS, ["e2e4", "d7d5"], "e4d5") is True
    assert gsf.piece_to_partner("crazyhouse", gsf.start_fen("crazyhouse"),
                                ["e2e4", "d7d5", "e4d5"]) == "p"
    assert gsf.two_boards("chess") is False and gsf.captures_to_hand("crazyhouse") is True
    assert gsf.get_fog_fen(CHESS, "chess") == (
        "********/********/********/********/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
    assert gsf.get_fen("shogi", gsf.start_fen("shogi"), ["c3c4"], False, True) == (
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2")
    assert gsf.get_san("xiangqi", gsf.start_fen("xiangqi"), "h3e3") == "Che3"
    assert gsf.get_san("shogi", gsf.start_fen("shogi"), "c3c4") == "P-76"
    # Keywords too (pyffish itself takes none).
    assert gsf.legal_moves(variant="chess", fen=CHESS, movelist=[], chess960=False)


@pytest.mark.parametrize("call", [
    lambda: gsf.legal_moves("bughouse", CHESS, []),
    lambda: gsf.start_fen("fairy"),
    lambda: gsf.legal_moves("chess", CHESS, ["e2e5"]),
    lambda: gsf.legal_moves("chess", "not a fen", []),
    lambda: gsf.get_san("chess", CHESS, "e2e5"),
    lambda: gsf.is_capture("chess", CHESS, [], "xyz"),
    lambda: gsf.get_san("chess", CHESS, "e2e4", False, 42),
    lambda: gsf.load_variant_config("[mychess:chess]\nking = -"),
    lambda: gsf.set_option("VariantPath", "variants.ini"),
    lambda: gsf.set_option("NoSuchOption", 1),
    lambda: gsf.validate_fen(CHESS, "bughouse"),
])
def test_bad_input_raises_value_error(call):
    with pytest.raises(ValueError):
        call()


@pytest.mark.parametrize("call", [
    lambda: gsf.legal_moves("chess", CHESS, "e2e4"),
    lambda: gsf.legal_moves("chess", CHESS, [1]),
    lambda: gsf.legal_moves("chess", CHESS),
    lambda: gsf.get_fen(None, CHESS, []),
    lambda: gsf.get_san("chess", CHESS, "e2e4", False, "x"),
])
def test_bad_types_raise_type_error(call):
    with pytest.raises(TypeError):
        call()


# A janggi game whose last two plies ended with the kings facing (bikjang): no legal moves
# after the whole list, as pyffish answers, though the FEN alone (which forgets the ply
# before) has some.
BIKJANG_MOVES = (
    "e2d3 e9e8 d1d2 h10g8 b1c3 e7d7 d2e2 g8e9 i1i2 e9g8 e4d4 e8f8 i2g2 f8e9 g2g3 g8h10 h3f3 "
    "i7h7 c4b4 i10i9 c3d1 f10e10 a1b1 i9i10 e2e1 d7e7 f3c3 h7h6 d4d5 h6h5 i4i5 c7b7 g3f3 e9d9 "
    "f3f7 g7h7 d3d2 h5g5 i5h5 b8b5 h5i5 d10e9 f7f9 i10i9 f9g9 b5b8 g1e4 b8b4 e4b6 a10a8 g4g5 "
    "a8g8 d2d3 e7d7 d3d3 g8g7 i5i6 i9i6 g5f5 g7g1 d5c5 h7h6 f5f6 h8h1 d3d3 i6i1 d3d3 d7c7 "
    "d3d3").split()


def test_janggi_bikjang_ends_the_move_list():
    start = gsf.start_fen("janggi")
    fen = gsf.get_fen("janggi", start, BIKJANG_MOVES)
    assert gsf.legal_moves("janggi", start, BIKJANG_MOVES) == []
    assert gsf.is_immediate_game_end("janggi", start, BIKJANG_MOVES) == (True, gsf.VALUE_MATE)
    assert gsf.game_result("janggi", start, BIKJANG_MOVES) == gsf.VALUE_MATE
    assert sorted(gsf.legal_moves("janggi", fen, [])) == ["c7d7", "d9d9"]
    assert gsf.is_immediate_game_end("janggi", fen, []) == (False, 0)


@pytest.mark.parametrize("fen, written", [
    # pyffish's answers: a gate left under an empty hand is not written, but then neither is
    # the `-` of an empty castling field.
    ("r3k2r/8/8/8/8/8/8/RN2K2R[] w BC - 0 1", "r3k2r/8/8/8/8/8/8/RN2K2R[] w  - 0 1"),
    ("r3k2r/8/8/8/8/8/8/RN2K2R[H] w B - 0 1", "r3k2r/8/8/8/8/8/8/RN2K2R[H] w B - 0 1"),
    ("r3k2r/8/8/8/8/8/8/RN2K2R[] w - - 0 1", "r3k2r/8/8/8/8/8/8/RN2K2R[] w - - 0 1"),
    ("r3k2r/8/8/8/8/8/8/RN2K2R[h] w Bb - 0 1", "r3k2r/8/8/8/8/8/8/RN2K2R[h] w  - 0 1"),
    ("r3k2r/8/8/8/8/8/8/RN2K2R[] w K - 0 1", "r3k2r/8/8/8/8/8/8/RN2K2R[] w K - 0 1"),
])
def test_seirawan_gates_left_under_empty_hands(fen, written):
    assert gsf.get_fen("seirawan", fen, []) == written


def test_seirawan_gates_come_back_from_castling_rights():
    # Black's hand is empty, its right `k` gives it gates (e8, h8); white takes the rook on
    # h8: black's gate e8 is left until black moves, and pyffish writes no `-`.
    fen = "2bekb1r/1p1ppp1p/r4Bpn/p1pn4/8/1HPK1E1P/PN2P1B1/R5qh[] w k - 0 21"
    assert gsf.get_fen("seirawan", fen, ["f6h8"]) == (
        "2bekb1B/1p1ppp1p/r5pn/p1pn4/8/1HPK1E1P/PN2P1B1/R5qh[] b  - 0 21")
    assert gsf.get_fen("seirawan", fen, ["f6h8", "a5a4"]).split(" ")[2] == "-"


def test_engine_options_and_empty_config_are_taken():
    gsf.set_option("Threads", 1)
    gsf.set_option("UCI_Variant", "chess")
    gsf.load_variant_config("# nothing defined\n")


# ---------------------------------------------------------------------------------------
# Differential: random games against pyffish.

GAMES = int(os.environ.get("GAMBIT_PYFFISH_GAMES", "2"))
MAX_PLIES = int(os.environ.get("GAMBIT_PYFFISH_PLIES", "80"))
# Moves besides the one played written in SAN at each ply (GAMBIT_PYFFISH_SAN_SAMPLE; each
# costs pyffish a few milliseconds).
SAN_SAMPLE = int(os.environ.get("GAMBIT_PYFFISH_SAN_SAMPLE", "2"))
# The notations checked in each variant besides its default.
NOTATIONS = {
    "xiangqi": [7],
    "janggi": [6],
    "makruk": [8, 9],
    "shogi": [3, 4, 1],
    "minishogi": [3, 4],
    "chess": [2],
    "capablanca": [2],
}
SHOGI_LIKE = {"shogi", "minishogi"}


def sf():
    return pytest.importorskip("pyffish")


def ended(answer):
    """pyffish's `(over, value)` with the value it leaves uninitialised while the game goes
    on read as 0, as gambit.pyffish gives it."""
    over, value = answer
    return (over, value if over else 0)


def lapses(ref, variant, fen, legal):
    """pyffish's lapse: pawn drops that mate, which shogi's rules forbid."""
    if variant not in SHOGI_LIKE:
        return set()
    return {m for m in legal if m.startswith("P@") and ref.gives_check(variant, fen, [m])
            and not ref.legal_moves(variant, fen, [m])}


def without_first_king(board):
    """The board field `board` with its first black king taken off, the empty squares
    counted again (a `1` put in its place could run into a neighbouring count)."""
    field, bracket, pocket = board.partition("[")
    cells = re.sub(r"\d+", lambda m: "." * int(m.group()), field).replace("k", ".", 1)
    return re.sub(r"\.+", lambda m: str(len(m.group())), cells) + bracket + pocket


def broken_fens(fen, rng):
    """Copies of `fen` each broken one way: a field missing or wrong, a rank too many or too
    long, a king gone, a letter no piece has."""
    parts = fen.split(" ")
    board = parts[0]
    ranks = board.split("/")
    longer = "/".join([ranks[0] + "1"] + ranks[1:])
    letter = rng.choice([i for i, c in enumerate(board) if c.isalpha()])
    out = [
        board,
        " ".join([board, "x"] + parts[2:]),
        " ".join([board + "/8"] + parts[1:]),
        " ".join([longer] + parts[1:]),
        " ".join([board[:letter] + "Z" + board[letter + 1:]] + parts[1:]),
        " ".join(parts[:-1] + ["x"]),
        " ".join(parts[:-2] + ["-3", parts[-1]]),
        "",
    ]
    if "k" in board:
        out.append(" ".join([without_first_king(board)] + parts[1:]))
    if len(parts) > 3 and parts[2] != "-":
        out.append(" ".join(parts[:2] + ["Q1"] + parts[3:]))
    return out


# Asks pyffish's validate_fen in a child process: some broken FENs crash pyffish (memory
# corruption in its FEN reader), which must not take the test run down.
VALIDATE_CHILD = """
import json, sys, pyffish
for line in sys.stdin:
    fen, variant = json.loads(line)
    print(pyffish.validate_fen(fen, variant), flush=True)
"""


def ask_pyffish(cases):
    """pyffish's validate_fen of `cases` in a child process, up to the first that crashed
    it."""
    child = subprocess.run(
        [sys.executable, "-c", VALIDATE_CHILD], capture_output=True, text=True,
        input="".join(json.dumps(c) + "\n" for c in cases))
    return [int(x) for x in child.stdout.split()]


def ref_validate(cases):
    """pyffish's validate_fen of each (fen, variant) of `cases`; None where it crashed. A
    crash can come from an earlier case's corruption: the case is asked again alone."""
    out = []
    while len(out) < len(cases):
        out += ask_pyffish(cases[len(out):])
        if len(out) < len(cases):
            out += ask_pyffish(cases[len(out):len(out) + 1]) or [None]
    return out


def check_game(ref, variant, seed, stats, broken):
    """Plays one random game from pyffish's start FEN, comparing at every ply; returns the
    mismatches as text."""
    rng = random.Random(f"{variant}-{seed}")
    start = ref.start_fen(variant)
    assert gsf.start_fen(variant) == start
    moves = []
    fen = ref.get_fen(variant, start, [])
    bad = []

    def same(what, a, b):
        if a != b:
            bad.append(f"{variant} seed {seed} ply {len(moves)} {what}: gambit {a!r} "
                       f"pyffish {b!r}\n  start {start} moves {' '.join(moves)}")
            return False
        return True

    while True:
        stats["plies"] += 1
        # pyffish replays its whole move list at every call: where the history does not
        # matter it is asked from the last FEN (gambit.pyffish always gets the whole list).
        if moves:
            fen = ref.get_fen(variant, fen, moves[-1:])
            if "  " in fen:
                # An empty castling field (seirawan): read from the last FEN, the gates of
                # a side with an empty hand come back from its castling rights, until it
                # moves; with the whole move list they are gone.
                fen = ref.get_fen(variant, start, moves)
        if not same("get_fen", gsf.get_fen(variant, start, moves), fen):
            break
        same("validate_fen", gsf.validate_fen(fen, variant), ref.validate_fen(fen, variant))
        ours = gsf.legal_moves(variant, start, moves)
        ref_imm = ended(ref.is_immediate_game_end(variant, start, moves))
        # pyffish replays its move list at every call: the current FEN is quicker to ask,
        # but it forgets the history, and with it an end that needs the plies before it
        # (janggi's bikjang and double pass: no legal moves once either holds); when the
        # game has ended, the whole move list is asked.
        theirs = ref.legal_moves(variant, start if ref_imm[0] else fen,
                                 moves if ref_imm[0] else [])
        theirs_set = set(theirs) - lapses(ref, variant, fen, theirs)
        if not same("legal_moves", sorted(ours), sorted(theirs_set)):
            break
        same("gives_check", gsf.gives_check(variant, start, moves),
             ref.gives_check(variant, fen, []))
        same("has_insufficient_material", gsf.has_insufficient_material(variant, start, moves),
             ref.has_insufficient_material(variant, fen, []))
        imm = gsf.is_immediate_game_end(variant, start, moves)
        same("is_immediate_game_end", imm, ref_imm)
        same("is_optional_game_end", gsf.is_optional_game_end(variant, start, moves),
             ended(ref.is_optional_game_end(variant, start, moves)))
        if not ours or imm[0] or len(moves) >= MAX_PLIES:
            if not ours or imm[0]:
                same("game_result", gsf.game_result(variant, start, moves),
                     ref.game_result(variant, start, moves))
            for n in [0] + NOTATIONS.get(variant, []):
                same(f"get_san_moves notation {n}",
                     gsf.get_san_moves(variant, start, moves, False, n),
                     ref.get_san_moves(variant, start, moves, False, n))
            broken += [(f, variant) for f in broken_fens(start, rng) + broken_fens(fen, rng)]
            break
        move = rng.choice(sorted(ours))
        sample = {move} | set(rng.sample(sorted(ours), min(SAN_SAMPLE, len(ours))))
        for m in sorted(sample):
            stats["moves"] += 1
            same(f"get_san {m}", gsf.get_san(variant, fen, m), ref.get_san(variant, fen, m))
            same(f"is_capture {m}", gsf.is_capture(variant, fen, [], m),
                 ref.is_capture(variant, fen, [], m))
        for n in NOTATIONS.get(variant, []):
            same(f"get_san {move} notation {n}", gsf.get_san(variant, fen, move, False, n),
                 ref.get_san(variant, fen, move, False, n))
        moves.append(move)
    return bad


@pytest.mark.parametrize("variant", gambit.variants())
def test_random_games_against_pyffish(variant):
    ref = sf()
    stats = {"plies": 0, "moves": 0}
    bad = []
    broken = []
    for seed in range(GAMES):
        bad += check_game(ref, variant, seed, stats, broken)
    for (fen, _), theirs in zip(broken, ref_validate(broken)):
        ours = gsf.validate_fen(fen, variant)
        if theirs is not None and ours != theirs:
            # An earlier broken FEN can leave pyffish's state corrupt without crashing it:
            # a differing answer is asked again of a fresh process.
            theirs = (ask_pyffish([(fen, variant)]) or [None])[0]
        # Where pyffish crashed, the FEN is still a bad one.
        if (ours != theirs) if theirs is not None else ours >= gsf.FEN_OK:
            bad.append(f"{variant} validate_fen {fen!r}: gambit {ours} pyffish {theirs}")
    print(f"{variant}: {GAMES} games, {stats['plies']} plies, {stats['moves']} moves "
          f"written, {len(broken)} broken FENs, {len(bad)} mismatches")
    assert not bad, "\n".join(bad[:5])


def test_chess960_against_pyffish():
    """Chess960 (pyffish's `chess960` flag): moves, FEN and SAN from a few start positions."""
    ref = sf()
    chess = pytest.importorskip("chess")
    for n in (0, 77, 518, 959):
        start = chess.Board.from_chess960_pos(n).fen()
        rng = random.Random(n)
        moves = []
        for _ in range(MAX_PLIES // 2):
            fen = ref.get_fen("chess", start, moves, True)
            assert gsf.get_fen("chess", start, moves, True) == fen
            legal = sorted(gsf.legal_moves("chess", start, moves, True))
            assert legal == sorted(ref.legal_moves("chess", fen, [], True)), fen
            if not legal:
                break
            for m in legal:
                assert gsf.get_san("chess", fen, m, True) == ref.get_san("chess", fen, m, True)
            moves.append(rng.choice(legal))


# The variants whose FENs show more than gambit's board keeps (promoted pieces, pockets,
# counts) or whose fog and partner pieces differ, for the functions the random games above
# leave out.
EXTRA_VARIANTS = ["chess", "crazyhouse", "makruk", "shogi", "minishogi", "seirawan", "xiangqi",
                  "janggi", "atomic", "grand"]


@pytest.mark.parametrize("variant", EXTRA_VARIANTS)
def test_other_functions_against_pyffish(variant):
    """get_fen's `sfen`, `show_promoted` and (makruk) `count_started`, is_optional_game_end's
    `count_started`, get_fog_fen and piece_to_partner along random games."""
    ref = sf()
    start = ref.start_fen(variant)
    for seed in range(max(1, GAMES // 2)):
        rng = random.Random(f"other-{variant}-{seed}")
        moves = []
        for _ in range(MAX_PLIES // 2):
            legal = gsf.legal_moves(variant, start, moves)
            if not legal or gsf.is_immediate_game_end(variant, start, moves)[0]:
                break
            moves.append(rng.choice(sorted(legal)))
            fen = ref.get_fen(variant, start, moves)
            calls = {
                "show_promoted": lambda m: m.get_fen(variant, start, moves, False, False, True),
                "sfen": lambda m: m.get_fen(variant, start, moves, False, True),
                "get_fog_fen": lambda m: m.get_fog_fen(fen, variant),
                "piece_to_partner": lambda m: m.piece_to_partner(variant, start, moves),
            }
            if variant == "makruk":
                started = rng.choice([1, 5, len(moves)])
                calls["count_started"] = lambda m: m.get_fen(
                    variant, start, moves, False, False, False, started)
                calls["is_optional_game_end count_started"] = lambda m: ended(
                    m.is_optional_game_end(variant, start, moves, False, started))
            for name, call in calls.items():
                assert call(gsf) == call(ref), (name, start, moves)
