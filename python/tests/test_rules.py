"""The judge's verdicts through `Board.outcome(claim_draw=True)`, on the repository's
rule-regression records (tests/data/*.rules), and its explanations."""

import pytest

import gambit
from repo_data import CORE_DATA, read_rules

RESULT = {True: "1-0", False: "0-1", None: "1/2-1/2"}


def records():
    for variant in ("chess", "xiangqi", "shogi"):
        for record in read_rules(CORE_DATA / f"{variant}.rules"):
            yield variant, record


RECORDS = list(records())


@pytest.mark.parametrize(
    "variant,record", RECORDS, ids=[f"{v}-{r['name']}" for v, r in RECORDS]
)
def test_record(variant, record):
    board = gambit.Board(variant, record["fen"])
    moves = record["moves"]
    if record["error"] is not None:
        ply = record["error"]
        for text in moves[: ply - 1]:
            board.push_uci(text)
        if record["reason"] == "illegal":
            with pytest.raises(gambit.IllegalMoveError):
                board.push_uci(moves[ply - 1])
        else:
            assert record["reason"] == "after-end"
            assert board.is_game_over()
        return
    for text in moves:
        board.push_uci(text)
    outcome = board.outcome(claim_draw=True)
    if record["result"] == "*":
        assert outcome is None
        assert not board.is_game_over(claim_draw=True)
    else:
        assert outcome is not None, record["name"]
        assert (outcome.result(), outcome.reason) == (record["result"], record["reason"])
        assert RESULT[outcome.winner] == record["result"]


def test_claims_wait_for_claim_draw():
    board = gambit.Board()
    for _ in range(2):
        for text in ("g1f3", "g8f6", "f3g1", "f6g8"):
            board.push_uci(text)
    assert board.outcome() is None
    assert not board.is_game_over()
    assert board.outcome(claim_draw=True) == gambit.Outcome(None, "threefold-repetition")
    assert board.is_game_over(claim_draw=True)


def test_explain_perpetual_check_in_xiangqi():
    record = next(
        r
        for r in read_rules(CORE_DATA / "xiangqi.rules")
        if r["reason"] == "perpetual-check" and r["error"] is None
    )
    board = gambit.Board("xiangqi", record["fen"])
    for text in record["moves"]:
        board.push_uci(text)
    explanation = board.explain()
    assert explanation
    assert explanation.lines[0].startswith("cycle: ")
    assert str(explanation) == "\n".join(explanation.lines)
    cycle = explanation.cycle
    assert cycle["occurrences"] >= 3
    plies = cycle["plies"]
    assert len(plies) == len(explanation.lines) - 1
    assert [p["move"]["coordinates"] for p in plies] == [
        m.uci() for m in board.move_stack[cycle["first"] :]
    ]
    # The side that lost checked with every move of the cycle.
    assert board.outcome() is None  # xiangqi repetition rulings are not automatic ends
    loser = "red" if board.outcome(claim_draw=True).winner is False else "black"
    assert all(p["check"] and p["checkers"] for p in plies if p["side"] == loser)


def test_explain_without_a_cycle():
    explanation = gambit.Board().explain()
    assert not explanation
    assert explanation.cycle is None
    assert "no repetition" in explanation.text
