#!/usr/bin/env python3
"""Soak test: self-play games of a gambit engine against itself, driven the way a GUI drives
two engines, with protocol traffic at random moments (the choices are seeded; the games themselves vary
with the timing).

    python3 scripts/soak.py [--engine chess|xiangqi] [--bin PATH] [--games 200] [--seed 1]

Each game is played by two engine processes (one per side, sides swapped every game), each
side with 1 s for the game plus 0.01 s per move, `Threads 2` and `Ponder true`: after its move an engine ponders on
the reply it expects (`go ponder`), and gets `ponderhit` when the opponent plays it or `stop`
when not. At random moments the script sends `isready`, `stop`, `ponderhit`, `ucinewgame` and
`setoption` (Hash, MultiPV, Move Overhead) to either engine, searching or not.

It checks: no engine dies; every `isready` is answered within a bound; every `go` gets
exactly one `bestmove` within a bound (none lost, none extra); every move and ponder move is
legal (python-chess 1.11.2 for chess, pyffish's `xiangqi` for xiangqi; gambit writes xiangqi
ranks 0-9, pyffish 1-10). It reads each engine's resident memory (VmRSS of /proc/PID/status)
after setup, after the first game, and at the end, each time with a new 16 MiB table (`Hash` set to
1, then 16). The first game brings the table and the threads' memory into use; a leak shows as
growth from "after game 1" to "end" that grows with the number of games (the allocator may
keep the pages of a larger table a random `setoption Hash` asked for). It prints one summary
line:

    soak: engine chess, games 200, plies N, failures 0, ... rss start A/B MiB,
          after game 1 C/D MiB, end E/F MiB, T s

A game ends by the rules (python-chess: checkmate, stalemate, claimable draws; pyffish: no
legal move, or a game end it reports) or at the ply cap. A clock that runs out is counted as
a forfeit, not a failure (the machine may be loaded), and play goes on: from then on that
engine gets a negative clock, and must still move at once. Exit status 1 on any failure.
"""

import argparse
import os
import queue
import random
import subprocess
import sys
import threading
import time

BASE_MS = 1000
INC_MS = 10
# Bounds that make a hang a failure: far above what a move at this time control takes.
READY_BOUND_S = 10.0
STOP_BOUND_S = 10.0
MOVE_SLACK_S = 10.0
MAX_PLIES = 300


class Failure(Exception):
    pass


class Engine:
    """One engine process and what the GUI knows of it."""

    def __init__(self, path, name, stats):
        self.name = name
        self.stats = stats
        self.proc = subprocess.Popen(
            [path],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            bufsize=1,
        )
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()
        self.outstanding = 0  # `go`s without their bestmove yet
        self.bestmoves = []  # bestmove lines read, not yet taken
        self.readyoks = 0
        # While pondering: (moves of the ponder position, the expected reply).
        self.pondering = None

    def _read(self):
        # Each line with the time it came: a move's time ends when its bestmove is written.
        for line in self.proc.stdout:
            self.lines.put((time.monotonic(), line.rstrip("\n")))
        self.lines.put((time.monotonic(), None))

    def send(self, line):
        if self.proc.poll() is not None:
            raise Failure("%s died (exit %s) before %r" % (self.name, self.proc.returncode, line))
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise Failure("%s: stdin closed before %r" % (self.name, line))

    def go(self, line):
        self.send(line)
        self.outstanding += 1
        self.stats["go"] += 1

    def pump(self, done, bound, what):
        """Reads lines until `done()` holds; a failure after `bound` seconds."""
        deadline = time.monotonic() + bound
        while not done():
            left = deadline - time.monotonic()
            if left <= 0:
                raise Failure("%s: no %s within %.0f s" % (self.name, what, bound))
            try:
                at, line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise Failure("%s died (exit %s) waiting for %s"
                              % (self.name, self.proc.wait(), what))
            self._take(at, line)

    def _take(self, at, line):
        if line.startswith("bestmove"):
            if self.outstanding == 0:
                raise Failure("%s: %r without a go" % (self.name, line))
            self.outstanding -= 1
            self.bestmoves.append((at, line))
        elif line.strip() == "readyok":
            self.readyoks += 1

    def isready(self):
        n = self.readyoks
        self.send("isready")
        self.stats["isready"] += 1
        self.pump(lambda: self.readyoks > n, READY_BOUND_S, "readyok")

    def bestmove(self, bound):
        """The next bestmove line and the time it came."""
        self.pump(lambda: self.bestmoves, bound, "bestmove")
        return self.bestmoves.pop(0)

    def rss_kib(self):
        with open("/proc/%d/status" % self.proc.pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def quit(self):
        self.send("quit")
        try:
            code = self.proc.wait(timeout=STOP_BOUND_S)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise Failure("%s did not exit after quit" % self.name)
        # What it wrote before exiting is checked too: no bestmove without a go.
        while True:
            at, line = self.lines.get(timeout=STOP_BOUND_S)
            if line is None:
                break
            self._take(at, line)
        if self.outstanding or self.bestmoves:
            raise Failure("%s: %d go without bestmove, %d bestmove unread at quit"
                          % (self.name, self.outstanding, len(self.bestmoves)))
        if code != 0:
            raise Failure("%s exited with %d" % (self.name, code))


class ChessRules:
    """Legality and game end by python-chess."""

    def __init__(self):
        import chess
        self.chess = chess

    def new_game(self):
        self.board = self.chess.Board()

    def board_after(self, moves):
        board = self.chess.Board()
        for m in moves:
            board.push_uci(m)
        return board

    def no_moves(self, moves):
        return not any(self.board_after(moves).legal_moves)

    def legal(self, moves, move):
        board = self.board_after(moves)
        try:
            return self.chess.Move.from_uci(move) in board.legal_moves
        except ValueError:
            return False

    def push(self, move):
        if not self.legal([m.uci() for m in self.board.move_stack], move):
            raise Failure("illegal move %s at %s" % (move, self.board.fen()))
        self.board.push_uci(move)

    def moves(self):
        return [m.uci() for m in self.board.move_stack]

    def white_to_move(self):
        return self.board.turn

    def over(self):
        return self.board.is_game_over(claim_draw=True)


class XiangqiRules:
    """Legality and game end by pyffish (ranks 1-10; gambit writes 0-9)."""

    def __init__(self):
        import pyffish
        self.sf = pyffish
        self.start = pyffish.start_fen("xiangqi")

    @staticmethod
    def to_fsf(move):
        # a0..i9 -> a1..i10: file letter then rank digits, twice.
        out, i = "", 0
        while i < len(move):
            f = move[i]
            j = i + 1
            while j < len(move) and move[j].isdigit():
                j += 1
            if j == i + 1 or not ("a" <= f <= "i"):
                return None
            out += f + str(int(move[i + 1:j]) + 1)
            i = j
        return out

    def new_game(self):
        self.played = []

    def no_moves(self, moves):
        return not self.sf.legal_moves("xiangqi", self.start, [self.to_fsf(x) for x in moves])

    def legal(self, moves, move):
        m = self.to_fsf(move)
        fsf = [self.to_fsf(x) for x in moves]
        return m is not None and m in self.sf.legal_moves("xiangqi", self.start, fsf)

    def push(self, move):
        if not self.legal(self.played, move):
            raise Failure("illegal move %s after %s" % (move, " ".join(self.played)))
        self.played.append(move)

    def moves(self):
        return list(self.played)

    def white_to_move(self):
        return len(self.played) % 2 == 0

    def over(self):
        fsf = [self.to_fsf(x) for x in self.played]
        if not self.sf.legal_moves("xiangqi", self.start, fsf):
            return True
        if self.sf.is_immediate_game_end("xiangqi", self.start, fsf)[0]:
            return True
        return self.sf.is_optional_game_end("xiangqi", self.start, fsf)[0]


def position(moves):
    return "position startpos" + (" moves " + " ".join(moves) if moves else "")


def clock_words(clock):
    return "wtime %d btime %d winc %d binc %d" % (clock[True], clock[False], INC_MS, INC_MS)


class Soak:
    def __init__(self, args):
        self.rng = random.Random(args.seed)
        self.rules = XiangqiRules() if args.engine == "xiangqi" else ChessRules()
        self.stats = {k: 0 for k in ("go", "isready", "stop", "ponderhit", "ponder_miss",
                                     "setoption", "ucinewgame", "forfeit", "plies", "games")}
        self.failures = []
        self.engines = [Engine(args.bin, "engine %d" % i, self.stats) for i in (1, 2)]
        for e in self.engines:
            e.send("uci")
            for opt in ("Threads value 2", "Ponder value true"):
                e.send("setoption name " + opt)
            self.fresh_table(e)
        self.rss_start = [e.rss_kib() for e in self.engines]

    def fresh_table(self, e):
        """A new 16 MiB table (through 1 MiB, so that the size changes), as at the start: the
        state in which the resident memory is read."""
        e.send("setoption name Hash value 1")
        e.send("setoption name Hash value 16")
        e.isready()

    # Random traffic ------------------------------------------------------------------------

    def random_setoption(self, e):
        name, value = self.rng.choice([
            ("Hash", self.rng.choice([1, 2, 8, 16, 32, 64])),
            ("MultiPV", self.rng.choice([1, 1, 2, 3])),
            ("Move Overhead", self.rng.choice([10, 30, 50, 100])),
        ])
        e.send("setoption name %s value %d" % (name, value))
        self.stats["setoption"] += 1

    def noise(self, searching, other):
        """Maybe sends something to the searching engine or the other one."""
        r = self.rng.random()
        if r < 0.05:
            self.rng.choice([searching, other]).isready()
        elif r < 0.07:
            # Not pondering: `ponderhit` must change nothing.
            if searching.pondering is None:
                searching.send("ponderhit")
        elif r < 0.09:
            self.random_setoption(self.rng.choice([searching, other]))
        elif r < 0.10:
            other.send("ucinewgame")
            self.stats["ucinewgame"] += 1
        elif r < 0.12:
            # "Move now", as a GUI's button sends it.
            searching.send("stop")
            self.stats["stop"] += 1

    # Playing -------------------------------------------------------------------------------

    def end_ponder(self, e):
        """Stops a ponder search that will not be used; its bestmove must still come."""
        if e.pondering is None:
            return
        moves, _ = e.pondering
        e.pondering = None
        e.send("stop")
        self.stats["stop"] += 1
        self.check_bestmove(e.bestmove(STOP_BOUND_S)[1], moves)

    def check_bestmove(self, line, moves):
        """`bestmove M [ponder P]`: M legal after `moves`, P legal after M; `(none)` only
        without legal moves (an engine may ponder on a reply that ends the game). Returns
        (M, P)."""
        words = line.split()
        if len(words) < 2:
            raise Failure("malformed %r" % line)
        best = words[1]
        if best == "(none)" and len(words) == 2 and self.rules.no_moves(moves):
            return None, None
        if not self.rules.legal(moves, best):
            raise Failure("%r illegal after %s" % (line, position(moves)))
        ponder = None
        if len(words) >= 4 and words[2] == "ponder":
            ponder = words[3]
            if not self.rules.legal(moves + [best], ponder):
                raise Failure("%r: ponder move illegal after %s" % (line, position(moves)))
        return best, ponder

    def play_move(self, e, other, clock, white):
        """Gets one move from `e` (to move), as a GUI would; returns the move."""
        moves = self.rules.moves()
        start = time.monotonic()
        if e.pondering is not None and e.pondering[0] == moves:
            # It pondered on the move just played: its clock starts now.
            e.pondering = None
            e.send("ponderhit")
            self.stats["ponderhit"] += 1
        else:
            if e.pondering is not None:
                self.stats["ponder_miss"] += 1
                self.end_ponder(e)
            if self.rng.random() < 0.03:
                e.isready()
            e.send(position(moves))
            e.go("go " + clock_words(clock))
            start = time.monotonic()
        # Noise at a random moment of the search (it may already be over).
        if self.rng.random() < 0.5:
            time.sleep(self.rng.random() * 0.03)
            self.noise(e, other)
        at, line = e.bestmove(max(clock[white], 0) / 1000.0 + MOVE_SLACK_S)
        clock[white] -= int((at - start) * 1000)
        best, ponder = self.check_bestmove(line, moves)
        return best, ponder

    def game(self, number):
        white, black = (self.engines if number % 2 == 0 else self.engines[::-1])
        for e in self.engines:
            self.end_ponder(e)
            e.send("ucinewgame")
            self.stats["ucinewgame"] += 1
            if self.rng.random() < 0.3:
                self.random_setoption(e)
            e.isready()
        self.rules.new_game()
        clock = {True: BASE_MS, False: BASE_MS}
        flagged = {True: False, False: False}
        plies = 0
        while not self.rules.over() and plies < MAX_PLIES:
            side = self.rules.white_to_move()
            e, other = (white, black) if side else (black, white)
            best, ponder = self.play_move(e, other, clock, side)
            self.rules.push(best)
            plies += 1
            self.stats["plies"] += 1
            if clock[side] < 0 and not flagged[side]:
                # Counted, not adjudicated: play goes on, and the engine gets a negative
                # clock from now on (it must still move, at once).
                flagged[side] = True
                self.stats["forfeit"] += 1
            clock[side] += INC_MS
            if ponder is not None and not self.rules.over():
                moves = self.rules.moves() + [ponder]
                e.send(position(moves))
                e.go("go ponder " + clock_words(clock))
                e.pondering = (moves, ponder)
        for e in self.engines:
            self.end_ponder(e)
        self.stats["games"] += 1

    def run(self, games):
        self.rss_first = None
        for n in range(games):
            try:
                self.game(n)
                if self.rss_first is None:
                    # After one game the table and the threads' memory are in use: from here
                    # on the memory should stay flat.
                    for e in self.engines:
                        self.fresh_table(e)
                    self.rss_first = [e.rss_kib() for e in self.engines]
            except Failure as f:
                self.failures.append("game %d: %s" % (n + 1, f))
                print("soak: FAILURE game %d: %s" % (n + 1, f), file=sys.stderr, flush=True)
                # A fresh pair of engines for the next game, as after a crash.
                for e in self.engines:
                    if e.proc.poll() is None:
                        e.proc.kill()
                self.engines = [Engine(self.engines[0].proc.args[0], "engine %d" % i, self.stats)
                                for i in (1, 2)]
                for e in self.engines:
                    e.send("setoption name Threads value 2")
                    e.send("setoption name Ponder value true")
        rss_end = []
        for e in self.engines:
            try:
                self.fresh_table(e)
                rss_end.append(e.rss_kib())
                e.quit()
            except Failure as f:
                self.failures.append("at the end: %s" % f)
                rss_end.append(0)
        return rss_end


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--engine", choices=("chess", "xiangqi"), default="chess")
    ap.add_argument("--bin", help="engine binary (default target/release/gambit-ENGINE)")
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    if args.bin is None:
        args.bin = "target/release/gambit-" + args.engine
    if not os.access(args.bin, os.X_OK):
        sys.exit("soak: no engine binary at %s (cargo build --release)" % args.bin)
    started = time.monotonic()
    soak = Soak(args)
    rss_end = soak.run(args.games)
    first = soak.rss_first or [0, 0]
    s = soak.stats
    mib = lambda kib: "%.1f" % (kib / 1024.0)
    print("soak: engine %s, games %d, plies %d, failures %d, go %d, isready %d, stop %d, "
          "ponderhit %d, ponder misses %d, setoption %d, ucinewgame %d, forfeits %d, "
          "rss start %s/%s MiB, after game 1 %s/%s MiB, end %s/%s MiB, %.0f s"
          % (args.engine, s["games"], s["plies"], len(soak.failures), s["go"], s["isready"],
             s["stop"], s["ponderhit"], s["ponder_miss"], s["setoption"], s["ucinewgame"],
             s["forfeit"], mib(soak.rss_start[0]), mib(soak.rss_start[1]),
             mib(first[0]), mib(first[1]), mib(rss_end[0]),
             mib(rss_end[1]), time.monotonic() - started))
    for f in soak.failures:
        print("soak: failure: " + f)
    sys.exit(1 if soak.failures else 0)


if __name__ == "__main__":
    main()
