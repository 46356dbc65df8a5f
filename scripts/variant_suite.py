#!/usr/bin/env python3
"""Writes a perft suite (EPD) for one variant from Fairy-Stockfish's counts.

    python3 scripts/variant_suite.py --variant makruk --positions positions.txt --max-nodes 2000000 > out.epd

`positions.txt` holds one FEN a line (random positions from the acceptance tools' `variant_check.py gen`); the start
position comes first. Each line of the output is `<FEN> ;D1 n ;D2 n ...`, every depth whose count is at
most --max-nodes. The counts come from the Fairy-Stockfish binary (`go perft`), or from pyffish's move lists
(keep --max-nodes small then) where the binary is wrong or lacks the variant: shogi-like variants
(it lists pawn drops that mate, illegal there: they are taken out), atomic and racing kings.
"""
import argparse
import subprocess
import sys

FSF = "/usr/games/fairy-stockfish"
PAWN_DROP_MATE_ILLEGAL = {"shogi", "minishogi"}
# Counted from pyffish's move lists: the binary (11.1) has no atomic, and its racing kings lists
# moves after a king has reached the eighth rank where pyffish (and lichess) end the game.
PYFFISH_COUNTED = PAWN_DROP_MATE_ILLEGAL | {"atomic", "racingkings"}


class Fsf:
    def __init__(self, variant):
        self.p = subprocess.Popen([FSF], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  universal_newlines=True, bufsize=1)
        self.send("setoption name UCI_Variant value %s" % variant)

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def perft(self, fen, depth):
        self.send("position fen %s" % fen)
        self.send("go perft %d" % depth)
        for line in self.p.stdout:
            if line.startswith("Nodes searched"):
                return int(line.split(":")[1])

    def close(self):
        self.send("quit")
        self.p.wait()


class Pyffish:
    def __init__(self, variant):
        import pyffish
        self.sf = pyffish
        self.variant = variant

    def legal(self, fen, moves):
        legal = self.sf.legal_moves(self.variant, fen, moves)
        out = []
        for m in legal:
            if self.variant in PAWN_DROP_MATE_ILLEGAL and m.startswith("P@") \
                    and self.sf.gives_check(self.variant, fen, moves + [m]) \
                    and not self.sf.legal_moves(self.variant, fen, moves + [m]):
                continue
            out.append(m)
        return out

    def perft(self, fen, depth, moves=None):
        moves = moves or []
        legal = self.legal(fen, moves)
        if depth == 1:
            return len(legal)
        return sum(self.perft(fen, depth - 1, moves + [m]) for m in legal)

    def close(self):
        pass


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--variant", required=True)
    ap.add_argument("--positions", required=True)
    ap.add_argument("--max-nodes", type=int, default=2000000)
    ap.add_argument("--max-depth", type=int, default=6)
    a = ap.parse_args()
    ref = Pyffish(a.variant) if a.variant in PYFFISH_COUNTED else Fsf(a.variant)
    for fen in open(a.positions):
        fen = fen.strip()
        if not fen or fen.startswith("#"):
            continue
        parts = [fen]
        prev = 1
        for d in range(1, a.max_depth + 1):
            if d > 2 and prev * prev / max(1, prev_prev) > 2 * a.max_nodes:
                break
            n = ref.perft(fen, d)
            if n > a.max_nodes:
                break
            parts.append("D%d %d" % (d, n))
            prev_prev, prev = prev, n
            if n == 0:
                break
        print(" ;".join(parts))
        sys.stdout.flush()
    ref.close()


if __name__ == "__main__":
    main()
