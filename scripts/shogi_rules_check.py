#!/usr/bin/env python3
"""Checks every record of a shogi rule-case file against cshogi.

    python3 scripts/shogi_rules_check.py [tests/data/shogi.rules] [-v]

Each record (see the header of tests/data/shogi.rules) is replayed on a cshogi board and given
the reference verdict, by the rules of docs/rules.md ("Shogi"):

- the setup position must be one a game can reach: the side not to move is not in check
  (cshogi accepts such a position, gambit's SFEN reader does not);

- every move must be one of cshogi's legal moves, otherwise the record must say `error: <ply>`
  with `reason: illegal`;
- after each move: a position (board, both hands, side to move; the SFEN without its move
  number) seen for the fourth time ends the game, lost by a side that gave check with every one
  of its moves since the first of those four occurrences (`perpetual-check`), else drawn
  (`repetition`); a side to move without a legal move loses (`checkmate` in check, else
  `stalemate`). A move after such an end must be recorded as `error: <ply>`, `reason:
  after-end`;
- on the final position only, a side to move that may declare under the 27-point
  entering-king rule wins (`impasse`): cshogi's `Board.is_nyugyoku()`, cross-checked here by a
  count of our own (king in the zone and not in check, ten other pieces in the zone, points of
  the pieces in the zone and in hand, rook and bishop kinds 5 and the rest 1, at least 28 for
  sente and 27 for gote); the script stops when the two disagree.

cshogi is needed here only: `cargo test` reads the same file with gambit's own judge.
Prints one line per failing record (all records with -v) and ends with `N passed, M failed`.

    python3 scripts/shogi_rules_check.py --generate /tmp/random.rules [--games 200]
        [--positions 2000] [--seed 1]
    GAMBIT_SHOGI_RULES=/tmp/random.rules cargo test -p gambit --test rules -- --ignored shogi

writes seeded random records instead (random games from a few starts, some replaying the move
of four plies back or preferring checks, judged at their end and at random earlier plies, plus
random positions crowding the promotion zones for the declaration count) for a differential
run of gambit's judge against the reference.
"""
import argparse
import os
import random
import sys

try:
    import cshogi
except ImportError:  # pragma: no cover
    sys.exit("shogi_rules_check.py needs cshogi: pip install cshogi")

START_SFEN = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"
DEFAULT_CASES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "data",
                             "shogi.rules")

# cshogi's piece codes: 1..14 sente (pawn, lance, knight, silver, bishop, rook, gold, king,
# then the promoted pawn .. rook), the same plus 16 for gote.
KING = 8
BIG = {5, 6, 13, 14}  # bishop, rook, horse, dragon
# cshogi's hand order: pawn, lance, knight, silver, gold, bishop, rook.
HAND_BIG = (5, 6)


def parse_cases(path):
    """Records as dicts, in file order; `#` lines are comments, blank lines end a record."""
    cases, cur = [], {}
    with open(path) as f:
        for raw in f:
            line = raw.rstrip("\n")
            if line.startswith("#"):
                continue
            if not line.strip():
                if cur:
                    cases.append(cur)
                    cur = {}
                continue
            k, _, v = line.partition(":")
            cur[k.strip()] = v.strip()
    if cur:
        cases.append(cur)
    return cases


def position_key(b):
    return " ".join(b.sfen().split(" ")[:3])


def in_zone(color, sq):
    rank = sq % 9  # 0 = rank a
    return rank <= 2 if color == 0 else rank >= 6


def own_declaration(b):
    """Our own reading of the 27-point rule for the side to move, with its figures."""
    us = b.turn
    ksq = b.king_square(us)
    pieces = points = 0
    for sq, p in enumerate(b.pieces):
        if p == 0 or (p >= 16) != (us == 1):
            continue
        kind = p - 16 if p >= 16 else p
        if kind == KING or not in_zone(us, sq):
            continue
        pieces += 1
        points += 5 if kind in BIG else 1
    hand = b.pieces_in_hand[us]
    points += sum(5 * n if i in HAND_BIG else n for i, n in enumerate(hand))
    need = 28 if us == 0 else 27
    ok = in_zone(us, ksq) and not b.is_check() and pieces >= 10 and points >= need
    return ok, "king %s zone, %s, %d pieces in zone, %d points (need %d)" % (
        "in" if in_zone(us, ksq) else "outside", "in check" if b.is_check() else "not in check",
        pieces, points, need)


def no_moves(b):
    loser = b.turn
    return ("0-1" if loser == 0 else "1-0", "checkmate" if b.is_check() else "stalemate")


def setup_problem(sfen):
    """Why the setup position cannot arise in a game (cshogi takes it anyway), or None."""
    fields = sfen.split(" ")
    flipped = cshogi.Board(" ".join([fields[0], "w" if fields[1] == "b" else "b"] + fields[2:]))
    if flipped.is_check():
        return "the side not to move is in check"
    # cshogi's check test leaves out the enemy king, as play never lets it give check.
    (bf, br), (wf, wr) = (divmod(flipped.king_square(c), 9) for c in (0, 1))
    if max(abs(bf - wf), abs(br - wr)) <= 1:
        return "the kings stand side by side"
    return None


class Referee:
    """A game replayed on a cshogi board, ruled after every move."""

    def __init__(self, sfen):
        self.board = cshogi.Board(sfen)
        self.start_turn = self.board.turn
        self.seen = {position_key(self.board): [0]}
        self.gave_check = []
        self.notes = []
        # The automatic end reached so far: (result, reason), or None.
        self.ended = no_moves(self.board) if not list(self.board.legal_moves) else None

    def legal(self):
        return sorted(cshogi.move_to_usi(x) for x in self.board.legal_moves)

    def push(self, m):
        """Plays `m`; returns the error kind when the judge must refuse it, else None."""
        if self.ended is not None:
            self.notes.append("the game ended with %s %s" % self.ended)
            return "after-end"
        if m not in self.legal():
            self.notes.append("%s is not legal in %s" % (m, self.board.sfen()))
            return "illegal"
        b = self.board
        b.push_usi(m)
        self.gave_check.append(b.is_check())
        ply = len(self.gave_check)
        k = position_key(b)
        self.seen.setdefault(k, []).append(ply)
        if len(self.seen[k]) >= 4:
            first = self.seen[k][0]
            self.notes.append("fourth occurrence at ply %d, first at ply %d" % (ply, first))
            self.ended = ("1/2-1/2", "repetition")
            # Moves first .. ply-1 (0-based); side 0 made the first of them.
            for side in (0, 1):
                idx = [j for j in range(first, ply) if (j - first) % 2 == side]
                if idx and all(self.gave_check[j] for j in idx):
                    checker = (self.start_turn + first + side) % 2
                    self.ended = ("0-1" if checker == 0 else "1-0", "perpetual-check")
                    break
        elif not list(b.legal_moves):
            self.ended = no_moves(b)
        return None

    def verdict(self):
        """The ruling on the current position: an automatic end, else a declaration."""
        if self.ended is not None:
            return self.ended
        b = self.board
        ours, why = own_declaration(b)
        theirs = b.is_nyugyoku()
        self.notes.append("declaration: %s" % why)
        if ours != theirs:
            sys.exit("our 27-point count (%s) disagrees with cshogi (%s) on %s" % (ours, theirs, b.sfen()))
        if theirs:
            return ("1-0" if b.turn == 0 else "0-1", "impasse")
        return None


def reference(sfen, moves):
    """(verdict, error, notes): verdict (result, reason) or None while the game goes on; error
    (ply, kind) for a refused move; notes explain the ruling."""
    r = Referee(sfen)
    for i, m in enumerate(moves):
        kind = r.push(m)
        if kind is not None:
            return None, (i + 1, kind), r.notes
    return r.verdict(), None, r.notes


# Start positions of the random games: the opening, and endings where checks, repetitions and
# declarations come soon.
WALK_STARTS = [
    START_SFEN,
    "4k4/b7b/5R3/9/9/9/9/PSG6/KNG6 b 2g3s5p2n2l 1",
    "7gk/7sg/7pp/9/9/9/4+r4/9/4K4 b R2B2G2S 1",
    "RB7/GGGGK4/SSS6/3P5/9/9/6ppp/7sk/9 b RB 1",
    "4k4/9/4g4/9/9/9/2G6/9/4K4 b P 1",
    "K8/9/9/9/9/9/5ssss/4kgggg/7br w r4p 1",
    "4k4/9/9/9/9/9/3r5/9/4K4 w - 1",
]
POOL = "RRBBGGGGSSSSNNNNLLLL" + "P" * 18


def random_game(rng, sfen, max_plies):
    """A seeded random game from `sfen` until an automatic end or `max_plies`: uniform, or
    preferring drops, captures and promotions, or checks, or repeating the move of four plies
    back (to make cycles)."""
    style = rng.choice(["uniform", "sharp", "repeat", "repeat", "check"])
    r = Referee(sfen)
    moves = []
    while r.ended is None and len(moves) < max_plies:
        ms = r.legal()
        b = r.board
        if style in ("repeat", "check") and len(moves) >= 4 and moves[-4] in ms and rng.random() < 0.8:
            m = moves[-4]
        elif style == "check" and rng.random() < 0.7:
            checks = []
            for u in ms:
                b.push_usi(u)
                if b.is_check():
                    checks.append(u)
                b.pop()
            m = rng.choice(checks or ms)
        elif style == "sharp" and rng.random() < 0.6:
            sharp = [u for u in ms if "*" in u or u.endswith("+") or b.piece(cshogi.move_to(b.move_from_usi(u)))]
            m = rng.choice(sharp or ms)
        else:
            m = rng.choice(ms)
        r.push(m)
        moves.append(m)
    return moves


def random_declaration_position(rng):
    """A random legal-looking position whose pieces crowd the promotion zones, to probe the
    27-point count near its thresholds; None when the draw cannot be a game position."""
    board = {}
    for king in "Kk":
        while True:
            sq = (rng.randint(1, 9), rng.randint(0, 2) if king == "K" else rng.randint(6, 8))
            if rng.random() < 0.1:
                sq = (sq[0], rng.randint(0, 8))
            if sq not in board:
                board[sq] = king
                break
    hands = {"b": "", "w": ""}
    for p in POOL:
        x = rng.random()
        if x < 0.15:
            continue
        color = "b" if rng.random() < 0.6 else "w"
        if x < 0.45:
            hands[color] += p
            continue
        for _ in range(20):
            rank = rng.randint(0, 2) if color == "b" else rng.randint(6, 8)
            if rng.random() < 0.1:
                rank = rng.randint(0, 8)
            sq = (rng.randint(1, 9), rank)
            own_rank = rank if color == "b" else 8 - rank
            sym = "+" + p if p not in "GK" and rng.random() < 0.3 else p
            if sq in board or (sym in ("P", "L") and own_rank == 0) or (sym == "N" and own_rank <= 1):
                continue
            pawn = "P" if color == "b" else "p"
            if sym == "P" and any(board.get((sq[0], k)) == pawn for k in range(9)):
                continue
            board[sq] = sym if color == "b" else sym.lower()
            break
    rows = []
    for rank in range(9):
        row, empty = "", 0
        for f in range(9, 0, -1):
            p = board.get((f, rank))
            if p is None:
                empty += 1
                continue
            row += (str(empty) if empty else "") + p
            empty = 0
        rows.append(row + (str(empty) if empty else ""))
    hand = ""
    for color, upper in (("b", True), ("w", False)):
        for k in "RBGSNLP":
            n = hands[color].count(k)
            if n:
                hand += (str(n) if n > 1 else "") + (k if upper else k.lower())
    sfen = "/".join(rows) + " " + rng.choice("bw") + " " + (hand or "-") + " 1"
    return None if setup_problem(sfen) else sfen


def record(name, sfen, moves, verdict=None, error=None):
    lines = ["name: " + name, "fen: " + sfen, "moves: " + " ".join(moves)]
    if error is not None:
        lines += ["result: error", "reason: " + error[1], "error: %d" % error[0]]
    else:
        v = verdict or ("*", "none")
        lines += ["result: " + v[0], "reason: " + v[1]]
    return "\n".join(lines) + "\n"


def generate(path, games, positions, seed, max_plies):
    """Writes random records with the reference's verdicts, for a differential run of the
    judge (tests/rules.rs `shogi_rule_cases_from_file`)."""
    rng = random.Random(seed)
    out, ends = [], {}
    for g in range(games):
        sfen = rng.choice(WALK_STARTS)
        moves = random_game(rng, sfen, max_plies)
        for n in sorted({len(moves)} | {rng.randint(0, len(moves)) for _ in range(3)}):
            verdict, _, _ = reference(sfen, moves[:n])
            ends[(verdict or ("*", "none"))[1]] = ends.get((verdict or ("*", "none"))[1], 0) + 1
            out.append(record("walk-%d-%d" % (g, n), sfen, moves[:n], verdict))
        r = Referee(sfen)
        for m in moves:
            r.push(m)
        if r.ended is not None and r.legal():
            # A move after the end, when the final position has one.
            out.append(record("walk-%d-after" % g, sfen, moves + [r.legal()[0]],
                              error=(len(moves) + 1, "after-end")))
    made = 0
    while made < positions:
        sfen = random_declaration_position(rng)
        if sfen is None:
            continue
        verdict, _, _ = reference(sfen, [])
        ends[(verdict or ("*", "none"))[1]] = ends.get((verdict or ("*", "none"))[1], 0) + 1
        out.append(record("zone-%d" % made, sfen, [], verdict))
        made += 1
    with open(path, "w") as f:
        f.write("# Random shogi rule cases from scripts/shogi_rules_check.py --generate, seed %d.\n\n" % seed)
        f.write("\n".join(out))
    print("%d records written to %s; verdicts: %s" % (
        len(out), path, ", ".join("%s %d" % kv for kv in sorted(ends.items()))))


def check(case):
    """`None` when the record agrees with the reference, else why not."""
    fen = case.get("fen", "startpos")
    sfen = START_SFEN if fen == "startpos" else fen
    moves = case.get("moves", "").split()
    bad = setup_problem(sfen)
    if bad is not None:
        return "bad setup position: %s" % bad, []
    verdict, error, notes = reference(sfen, moves)
    if "error" in case:
        want = (int(case["error"]), case.get("reason"))
        if error != want:
            return "expected error %s at ply %d, reference %s" % (want[1], want[0], error or verdict), notes
        return None, notes
    if error is not None:
        return "reference refuses ply %d (%s)" % error, notes
    want = (case.get("result"), case.get("reason"))
    got = verdict or ("*", "none")
    if got != want:
        return "expected %s %s, reference %s %s" % (want + got), notes
    return None, notes


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cases", nargs="?", default=DEFAULT_CASES)
    ap.add_argument("-v", "--verbose", action="store_true", help="print every record's ruling")
    ap.add_argument("--generate", metavar="OUT", help="write random records with the reference's verdicts to OUT instead")
    ap.add_argument("--games", type=int, default=200, help="random games for --generate")
    ap.add_argument("--positions", type=int, default=2000, help="random zone positions for --generate")
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    if a.generate:
        generate(a.generate, a.games, a.positions, a.seed, a.max_plies)
        return
    passed = failed = 0
    names = set()
    for case in parse_cases(a.cases):
        name = case.get("name", "?")
        if name in names:
            print("FAIL %s: duplicate name" % name)
            failed += 1
            continue
        names.add(name)
        problem, notes = check(case)
        if problem is None:
            passed += 1
            if a.verbose:
                print("ok   %s: %s" % (name, "; ".join(notes)))
        else:
            failed += 1
            print("FAIL %s: %s (%s)" % (name, problem, "; ".join(notes)))
    print("%d passed, %d failed" % (passed, failed))
    sys.exit(0 if failed == 0 else 1)


if __name__ == "__main__":
    main()
