#!/usr/bin/env python3
"""Checks `gambit-shogi judge --kif FILE` and `judge --csa FILE` against cshogi's exporters.

cshogi plays random games (random legal moves until the game ends or a ply cap) from the
start, from a handicap start (`手合割：香落ち`, ...) or from a position reached by random plies
(a board diagram in KIF, `P1`..`P9` rows and `P+`/`P-` hands in CSA). Some games are steered
into a fourfold repetition (a move pair and its reverse, three times), some of them by checks
only (perpetual check). Each game is written by `cshogi.KIF.Exporter` (Shift_JIS `.kif` and
UTF-8 `.kifu` in turn, with engine comments) and `cshogi.CSA.Exporter` (V2.2, `T` times),
each file on its own and every game in one multi-game CSA file (games separated by `/`).
The record ends as such a game would: `投了`/`%TORYO` or `%TSUMI` when the side to move has no
move or at the ply cap (`%CHUDAN` and `%TIME_UP` too), `千日手`/`%SENNICHITE` on a draw by
repetition, `反則負け`/`反則勝ち` and `%+ILLEGAL_ACTION`/`%-ILLEGAL_ACTION` naming the
perpetual checker. With `--rules`, the games of tests/data/shogi.rules follow (set-up
positions: stalemates, entering-king declarations, mates, repetitions), replayed on cshogi's
board and written the same way.

gambit judges every file with `--format json`. For each game and each file, the verdict
(result and reason) must be the one the rules give on cshogi's board (no legal move: checkmate
or stalemate, a loss; the fourth occurrence of a position: perpetual check or repetition,
docs/rules.md; cshogi's `is_nyugyoku()`: impasse), the plies and the final position
(`board.sfen()` without the move number) must be cshogi's, and the result gambit reads from
the record must be the one written.

    python3 scripts/cshogi_records.py [--games 200] [--seed 1] [--max-plies 300] [--rules]
        [--binary target/release/gambit-shogi] [--keep DIR]

Prints each disagreement, then the last line
`N games (kinds; K files, ...): D disagreements (verdicts)`; the exit status is 1 when any
file disagrees.
"""
import argparse
import collections
import json
import os
import random
import subprocess
import sys
import tempfile

import cshogi
import cshogi.CSA
import cshogi.KIF

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

HANDICAPS = {
    "香落ち": "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "角落ち": "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "飛車落ち": "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "二枚落ち": "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    "六枚落ち": "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
}


def placement(sfen):
    """An SFEN without its move number."""
    return " ".join(sfen.split()[:3])


def sente_wins(side_wins):
    return "1-0" if side_wins == cshogi.BLACK else "0-1"


def loss_for(color):
    return sente_wins(cshogi.opponent(color))


class Game:
    """A random game on a cshogi board, with the rules' verdict as the script rules."""

    def __init__(self, rng, start):
        self.rng = rng
        self.board = cshogi.Board(sfen=start)
        self.start = start
        self.moves = []
        self.keys = [placement(self.board.sfen())]
        self.checks = [self.board.is_check()]
        self.verdict = self.rule()  # (result, reason), or None while the game goes on

    def push(self, move):
        self.board.push(move)
        self.moves.append(move)
        self.keys.append(placement(self.board.sfen()))
        self.checks.append(self.board.is_check())
        self.verdict = self.rule()

    def rule(self):
        """The verdict on the current position by the rules (docs/rules.md), from cshogi's
        board: no legal move, then the fourth occurrence of a position."""
        board = self.board
        if not list(board.legal_moves):
            reason = "checkmate" if board.is_check() else "stalemate"
            return loss_for(board.turn), reason
        key = self.keys[-1]
        seen = [i for i, k in enumerate(self.keys) if k == key]
        if len(seen) >= 4:
            first, last = seen[-4], len(self.keys) - 1
            # Ply i (1-based) is the move into position i; its mover is the side not to move
            # there. The side to move made the cycle's first and second-to-last moves.
            for start, checker in ((last - 1, board.turn), (last, cshogi.opponent(board.turn))):
                if all(self.checks[i] for i in range(start, first, -2)):
                    return loss_for(checker), "perpetual-check"
            return "1/2-1/2", "repetition"
        return None

    def final_verdict(self):
        """The verdict on the final position, the entering-king declaration included."""
        if self.verdict:
            return self.verdict
        if self.board.is_nyugyoku():
            return sente_wins(self.board.turn), "impasse"
        return "*", "none"

    def random_plies(self, n):
        while n > 0 and not self.verdict:
            self.push(self.rng.choice(list(self.board.legal_moves)))
            n -= 1

    def quiet(self, move):
        return not (
            cshogi.move_is_drop(move)
            or cshogi.move_is_promotion(move)
            or cshogi.move_cap(move)
        )

    def gives_check(self, move):
        self.board.push(move)
        check = self.board.is_check()
        self.board.pop()
        return check

    def cycle(self, checks):
        """Four moves (a pair and its reverse) back to the current position, the first
        side's giving check where `checks` asks for it and it can; None if none found."""
        board = self.board
        firsts = [m for m in board.legal_moves if self.quiet(m)]
        self.rng.shuffle(firsts)
        if checks:
            firsts = [m for m in firsts if self.gives_check(m)]
        for m1 in firsts[:20]:
            board.push(m1)
            seconds = [m for m in board.legal_moves if self.quiet(m)]
            self.rng.shuffle(seconds)
            for m2 in seconds[:20]:
                board.push(m2)
                r1 = board.move(cshogi.move_to(m1), cshogi.move_from(m1), False)
                if board.is_legal(r1) and (not checks or self.gives_check(r1)):
                    board.push(r1)
                    r2 = board.move(cshogi.move_to(m2), cshogi.move_from(m2), False)
                    ok = board.is_legal(r2)
                    board.pop()
                    if ok:
                        board.pop()
                        board.pop()
                        return [m1, m2, r1, r2]
                board.pop()
            board.pop()
        return None

    def repeat(self, checks):
        """Plays a cycle until the verdict (a fourfold repetition) or gives up."""
        cycle = self.cycle(checks)
        if not cycle:
            return
        for _ in range(4):
            for m in cycle:
                if self.verdict:
                    return
                self.push(m)


def play(rng, max_plies):
    """A random game: its start kind, the KIF handicap argument, the game and how its records
    end (cshogi.KIF's reason, the CSA end code)."""
    kind = rng.choices(["start", "handicap", "position"], [6, 2, 2])[0]
    handicap = None
    start = cshogi.STARTING_SFEN
    if kind == "handicap":
        name = rng.choice(sorted(HANDICAPS))
        handicap, start = name, HANDICAPS[name]
    elif kind == "position":
        walk = Game(rng, start)
        walk.random_plies(rng.randint(10, 60))
        if walk.verdict:
            walk = Game(rng, start)
        start = walk.board.sfen()
        handicap = "sfen " + start
    game = Game(rng, start)
    style = rng.choices(["random", "repeat", "perpetual"], [6, 2, 2])[0]
    cap = rng.randint(10, max_plies)
    if style == "random":
        game.random_plies(cap)
    else:
        perpetual = style == "perpetual"
        game.random_plies(rng.randint(30, 120) if perpetual else rng.randint(0, 30))
        # Checks back and forth are rare: tries a ply apart.
        for _ in range(40 if perpetual else 10):
            if game.verdict:
                break
            game.repeat(perpetual)
            if not game.verdict:
                game.random_plies(1)
    return ending(rng, game, kind, handicap)


def ending(rng, game, kind, handicap):
    """A played game with how its records end (cshogi.KIF's reason, the CSA end code) and
    what they then say."""
    result, reason = game.final_verdict()
    mover = cshogi.opponent(game.board.turn)  # made the last move
    if reason in ("checkmate", "stalemate"):
        kif_end = "resign"
        csa_end = "%TSUMI" if reason == "checkmate" and rng.random() < 0.5 else "%TORYO"
        recorded = result
    elif reason == "repetition":
        kif_end, csa_end, recorded = "sennichite", "%SENNICHITE", "1/2-1/2"
    elif reason == "perpetual-check":
        checker = game.board.turn if result == loss_for(game.board.turn) else mover
        # cshogi's summary names the last mover: 反則負け when it checked, 反則勝ち when it was
        # checked. It finds the last mover by the plies' parity as if sente moved first: after
        # a start with gote to move it names the other side, so the other word names the right
        # one.
        gote_started = game.start.split()[1] == "w"
        kif_end = "illegal_lose" if (checker == mover) != gote_started else "illegal_win"
        csa_end = "%+ILLEGAL_ACTION" if checker == cshogi.BLACK else "%-ILLEGAL_ACTION"
        recorded = result
    elif reason == "impasse":
        kif_end, csa_end, recorded = "win", "%KACHI", result
    else:
        kif_end = "resign"
        csa_end = rng.choice(["%TORYO", "%CHUDAN", "%TIME_UP"])
        recorded = loss_for(game.board.turn)
    csa_recorded = "*" if csa_end == "%CHUDAN" else recorded
    return {
        "kind": kind,
        "handicap": handicap,
        "game": game,
        "kif_end": kif_end,
        "csa_end": csa_end,
        "recorded": {"kif": recorded, "csa": csa_recorded},
        "expected": (result, reason),
    }


def rule_cases(rng):
    """The games of the shogi rule cases (tests/data/shogi.rules) that are games: their start
    (a diagram in KIF, rows in CSA) and moves replayed on cshogi's board, ruled as above:
    stalemates, entering-king declarations, mates and repetitions set up by hand."""
    path = os.path.join(ROOT, "tests", "data", "shogi.rules")
    games = []
    for case in open(path, encoding="utf-8").read().split("\n\n"):
        fields = dict(
            line.split(":", 1) for line in case.splitlines() if ":" in line and not line.startswith("#")
        )
        fields = {k.strip(): v.strip() for k, v in fields.items()}
        if "fen" not in fields or fields.get("result") == "error":
            continue
        start = cshogi.STARTING_SFEN if fields["fen"] == "startpos" else fields["fen"]
        game = Game(rng, start)
        for usi in fields.get("moves", "").split():
            game.push(game.board.move_from_usi(usi))
        games.append(ending(rng, game, "rules", "sfen " + start))
    return games


def write_kif(path, g, rng):
    game = g["game"]
    e = cshogi.KIF.Exporter(path)
    e.header(["先手の人", "後手の人"], handicap=g["handicap"])
    for move in game.moves:
        e.move(move, sec=rng.randint(0, 90), sec_sum=rng.randint(0, 3600))
        if rng.random() < 0.05:
            e.info("info depth 3 score cp %d nodes 100 time 5" % rng.randint(-500, 500))
    e.end(g["kif_end"])
    e.close()


def write_csa(path, g, rng, append):
    game = g["game"]
    e = cshogi.CSA.Exporter(path, append=append)
    init = g["game"].start
    if init != cshogi.STARTING_SFEN:
        # The exporter takes the start SFEN as a string only for the usual start.
        init = cshogi.Board(sfen=init)
    e.info(init_board=init, names=["sente", "gote"], version="V2.2",
           var_info={"EVENT": "cshogi random"}, comment="random game")
    for move in game.moves:
        e.move(move, time=rng.randint(0, 30), comment="c" if rng.random() < 0.05 else None)
    e.endgame(g["csa_end"], time=rng.randint(0, 30))
    e.close()


def judge(binary, flag, path):
    out = subprocess.run(
        [binary, "judge", flag, path, "--format", "json"],
        capture_output=True, text=True, check=False,
    )
    if out.returncode != 0:
        return None, out.stderr.strip()
    return json.loads(out.stdout), None


def compare(g, got, fmt):
    """Why gambit's object `got` for game `g` read as `fmt` differs, or None."""
    game = g["game"]
    if "error" in got:
        return "error: " + got["error"]
    expected = g["expected"]
    why = []
    if (got["result"], got["reason"]) != expected:
        why.append("verdict %s %s, cshogi's board %s %s" % (got["result"], got["reason"], *expected))
    if got["ply"] != len(game.moves):
        why.append("%d plies, not %d" % (got["ply"], len(game.moves)))
    if placement(got["fen"]) != placement(game.board.sfen()):
        why.append("final %s, cshogi %s" % (got["fen"], game.board.sfen()))
    if got["record"] != g["recorded"][fmt]:
        why.append("record read as %s, written %s" % (got["record"], g["recorded"][fmt]))
    return "; ".join(why) or None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-plies", type=int, default=300)
    parser.add_argument("--binary", default=os.path.join(ROOT, "target/release/gambit-shogi"))
    parser.add_argument("--keep", help="write the files to this directory and keep them")
    parser.add_argument("--rules", action="store_true",
                        help="also the games of tests/data/shogi.rules")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    directory = args.keep or tempfile.mkdtemp(prefix="cshogi_records_")
    os.makedirs(directory, exist_ok=True)
    multi = os.path.join(directory, "all.csa")
    if os.path.exists(multi):
        os.remove(multi)
    games = [play(rng, args.max_plies) for _ in range(args.games)]
    if args.rules:
        games += rule_cases(rng)
    failures = 0
    files = 0
    for n, g in enumerate(games, 1):
        kif = os.path.join(directory, "game-%d.%s" % (n, "kifu" if n % 2 else "kif"))
        csa = os.path.join(directory, "game-%d.csa" % n)
        write_kif(kif, g, rng)
        write_csa(csa, g, rng, append=False)
        write_csa(multi, g, rng, append=True)
        for flag, path, fmt in (("--kif", kif, "kif"), ("--csa", csa, "csa")):
            files += 1
            got, error = judge(args.binary, flag, path)
            why = error or (compare(g, got[0], fmt) if len(got) == 1 else "%d games" % len(got))
            if why:
                failures += 1
                print("game %d (%s, %s): %s" % (n, os.path.basename(path), g["kind"], why))
    files += 1
    got, error = judge(args.binary, "--csa", multi)
    if error or len(got) != len(games):
        failures += 1
        print("all.csa: %s" % (error or "%d games, not %d" % (len(got), len(games))))
    else:
        for n, (g, obj) in enumerate(zip(games, got), 1):
            why = compare(g, obj, "csa")
            if why:
                failures += 1
                print("all.csa game %d: %s" % (n, why))
    reasons = collections.Counter(g["expected"][1] for g in games)
    kinds = collections.Counter(g["kind"] for g in games)
    print(
        "%d games (%s; %d files, one of them every game in CSA): %d disagreements (%s)"
        % (
            len(games),
            ", ".join("%s %d" % kv for kv in sorted(kinds.items())),
            files,
            failures,
            ", ".join("%s %d" % kv for kv in sorted(reasons.items())),
        )
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
