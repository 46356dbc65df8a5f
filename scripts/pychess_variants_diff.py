#!/usr/bin/env python3
"""Differential test of `gambit-variants` against python-chess's `chess.variant` boards.

    python3 scripts/pychess_variants_diff.py [--bin target/release/gambit-variants] [--variants ...] [--games 20] [--seed 1] [--max-plies 200] [-v]

For each of the seven lichess variants (crazyhouse atomic antichess kingofthehill 3check horde
racingkings) it plays --games random games (python-chess picks uniformly random legal moves; 30%
of the games take a capture whenever there is one, so that atomic explosions and antichess
endings happen) from python-chess's start FEN, up to --max-plies plies. At every ply the legal
move set of python-chess (`board.uci(move)`: `e7e8q`, `e7e8k` in antichess, `N@f3` in
crazyhouse) must equal the engine's `go perft 1` moves for `position fen <start> moves ...`
(one engine process per variant, used as a UCI session); when python-chess says the game is
over (variant end, checkmate, stalemate) the engine must list no moves. At the end of a game
python-chess's `board.outcome(claim_draw=False)` result (`*` when not over) must equal the
result printed by `gambit-variants judge --variant V --fen <start> --moves "<all moves>"`.

Known, accepted differences (not counted as failures):
  * python-chess ends atomic/3check/horde/antichess games on insufficient material
    (`is_insufficient_material()`); Fairy-Stockfish and gambit play on. When that is
    python-chess's only reason to end (there are legal moves and no variant end), the game
    stops there without comparing the end, and the engine's judge may say `*` or a draw.
  * python-chess applies the 75-move rule and fivefold repetition by itself; the game stops
    there too, and the engine's `*` or a draw claim is accepted.
  * The engine's judge claims a draw when the final position is a threefold repetition or the
    halfmove clock is >= 100 (fifty moves), which python-chess does only with claim_draw:
    a `1/2-1/2` from the engine where python-chess says `*` is accepted in exactly those cases.
  * python-chess's kingofthehill/3check boards treat "the side to move already won" in a
    given FEN; the games here start from the start position, so that never arises.
Last lines: `V: G games, P plies, F failed` per variant, then `N passed, M failed` (games);
exit status 1 if any game failed.
"""
import argparse, random, shlex, subprocess, sys
import chess, chess.variant

VARIANTS = ["crazyhouse", "atomic", "antichess", "kingofthehill", "3check", "horde", "racingkings"]
DECIDED = {chess.Termination.CHECKMATE, chess.Termination.STALEMATE, chess.Termination.VARIANT_WIN,
           chess.Termination.VARIANT_LOSS, chess.Termination.VARIANT_DRAW}


class Engine:
    """One `gambit-variants` UCI session for one variant."""

    def __init__(self, binary, variant):
        self.proc = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     text=True, bufsize=1)
        self.send("uci")
        self.wait_for("uciok")
        self.send(f"setoption name UCI_Variant value {variant}")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_for(self, token):
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"engine exited while waiting for {token!r}: {lines[-5:]}")
            line = line.strip()
            if line.startswith(token):
                return lines, line
            lines.append(line)

    def moves(self, fen, moves):
        """The engine's legal moves after `moves` from `fen`, by `go perft 1`."""
        self.send(f"position fen {fen}" + (" moves " + " ".join(moves) if moves else ""))
        self.send("go perft 1")
        lines, last = self.wait_for("Nodes searched")
        found = {l.split(":")[0] for l in lines if l.endswith(": 1") and " " not in l.split(":")[0]}
        if int(last.split()[-1]) != len(found):
            raise RuntimeError(f"perft said {last!r} but listed {len(found)} moves: {lines}")
        return found

    def quit(self):
        self.send("quit")
        self.proc.stdin.close()
        self.proc.wait(timeout=10)


def judge(binary, variant, fen, moves):
    """The engine's verdict `(result, reason)` on the game, or `("error", stderr)`."""
    out = subprocess.run([binary, "judge", "--variant", variant, "--fen", fen, "--moves", " ".join(moves)],
                         capture_output=True, text=True)
    words = out.stdout.split()
    if out.returncode != 0 or len(words) != 4 or words[0] != "result:":
        return "error", (out.stdout + out.stderr).strip()
    return words[1], words[3]


def fail(variant, game, board, moves, start, what):
    print(f"FAIL {variant} game {game} ply {len(moves)} fen {board.fen()}: {what}")
    print(f"  replay: {shlex.quote(start)} moves {' '.join(moves)}")


def play(args, engine, variant, game):
    """Plays one random game; returns (plies, passed)."""
    board = chess.variant.find_variant(variant)()
    start, moves = board.fen(), []
    rng = random.Random(f"{args.seed}/{variant}/{game}")
    captures_first = rng.random() < 0.3
    while True:
        # Over by the rules both sides share: a variant end, checkmate or stalemate.
        decided = board.is_variant_end() or not any(board.generate_legal_moves())
        if not decided and board.outcome(claim_draw=False) is not None:
            break  # insufficient material, 75 moves, fivefold: python-chess only (see docstring)
        ours = set() if decided else {board.uci(m) for m in board.legal_moves}
        theirs = engine.moves(start, moves)
        if ours != theirs:
            fail(variant, game, board, moves, start,
                 f"python-chess only {sorted(ours - theirs)}, engine only {sorted(theirs - ours)}"
                 f" ({len(ours)} vs {len(theirs)} moves)")
            return len(moves), False
        if decided or len(moves) >= args.max_plies:
            break
        legal = list(board.legal_moves)
        captures = [m for m in legal if board.is_capture(m)]
        move = rng.choice(captures if captures_first and captures else legal)
        moves.append(board.uci(move))
        board.push(move)

    outcome = board.outcome(claim_draw=False)
    result, reason = judge(args.bin, variant, start, moves)
    if outcome is not None and outcome.termination in DECIDED:
        ok = result == outcome.result()
    elif outcome is not None:  # python-chess-only end: the engine plays on or claims a draw
        ok = result in ("*", "1/2-1/2")
    else:
        claimable = board.is_repetition(3) or board.halfmove_clock >= 100
        ok = result == "*" or (result == "1/2-1/2" and claimable)
    if args.verbose:
        how = outcome.termination.name if outcome else "not over"
        print(f"{variant} game {game}: {len(moves)} plies, python-chess {board.result(claim_draw=False)}"
              f" ({how}), engine {result} {reason}")
    if not ok:
        mine = f"{outcome.result()} ({outcome.termination.name})" if outcome else "* (not over)"
        fail(variant, game, board, moves, start, f"outcome: python-chess {mine}, engine {result} {reason}")
    return len(moves), ok


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", default="target/release/gambit-variants")
    ap.add_argument("--variants", nargs="+", default=VARIANTS, choices=VARIANTS)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=200)
    ap.add_argument("-v", "--verbose", action="store_true", help="one line per game: how it ended")
    args = ap.parse_args()
    passed = failed = 0
    summary = []
    for variant in args.variants:
        engine = Engine(args.bin, variant)
        plies = bad = 0
        for game in range(1, args.games + 1):
            n, ok = play(args, engine, variant, game)
            plies += n
            bad += not ok
        engine.quit()
        passed += args.games - bad
        failed += bad
        summary.append(f"{variant}: {args.games} games, {plies} plies, {bad} failed")
    print("\n".join(summary))
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
