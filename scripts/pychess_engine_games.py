#!/usr/bin/env python3
"""Play one short self-play game per lichess variant through python-chess's chess.engine.

Usage:
    python3 scripts/pychess_engine_games.py [--bin target/release/gambit-variants] [--plies 40] [--movetime 0.05]

This is what lichess-bot does: it drives the engine with python-chess's
chess.engine (SimpleEngine.popen_uci, engine.play / engine.analyse) on a
python-chess variant board, and python-chess sends `setoption name UCI_Variant
value <board.uci_variant>` itself before every `position` command (see
UciProtocol._position in chess/engine.py), so this script does not configure
UCI_Variant explicitly.

For each of crazyhouse, atomic, antichess, kingofthehill, 3check, horde and
racingkings the engine plays both sides from the variant's start position for
up to --plies plies with Limit(time=movetime); every move must be legal per
python-chess. At one ply per game engine.analyse(Limit(depth=3)) must return a
score and a pv whose first move is legal. A failure is a missing UCI_Variant
value, an illegal/None move while the game is not over, an engine crash or a
timeout (movetime + 10 s per call; a depth-only analyse has no python-chess
timeout, so a watchdog kills the engine after 10 s), or an analyse without
score/pv. Exit status 1 on any failure.
"""
import argparse
import sys
import threading

import chess
import chess.engine
import chess.variant

VARIANTS = ["crazyhouse", "atomic", "antichess", "kingofthehill", "3check", "horde", "racingkings"]
TIMEOUT = 10.0  # seconds beyond the search limit


def analyse_with_watchdog(engine, board, limit):
    """engine.analyse with a hard timeout (python-chess sets none for depth-only limits)."""
    fired = []

    def kill():
        fired.append(True)
        try:
            engine.transport.kill()
        except Exception:
            pass

    timer = threading.Timer(TIMEOUT, lambda: engine.protocol.loop.call_soon_threadsafe(kill))
    timer.start()
    try:
        return engine.analyse(board, limit)
    except chess.engine.EngineTerminatedError:
        if fired:
            raise TimeoutError(f"analyse {limit} did not finish within {TIMEOUT} s (engine killed)")
        raise
    finally:
        timer.cancel()


def play_game(engine, name, plies, movetime):
    """Return (plies_played, result, reason); raise AssertionError/engine errors on failure."""
    opt = engine.options.get("UCI_Variant")
    if opt is None:
        raise AssertionError("engine has no UCI_Variant option")
    board = chess.variant.find_variant(name)()
    if board.uci_variant not in opt.var:
        raise AssertionError(f"UCI_Variant has no var {board.uci_variant!r} (vars: {' '.join(opt.var)})")
    analyse_ply = min(plies, 6) // 2 * 2 + 1  # a black-to-move ply early in the game
    analysed = False
    for ply in range(plies):
        if board.is_game_over():
            break
        if ply == analyse_ply or (not analysed and ply == plies - 1):
            analysed = True
            info = analyse_with_watchdog(engine, board, chess.engine.Limit(depth=3))
            if "score" not in info:
                raise AssertionError(f"analyse at ply {ply} ({board.fen()}) returned no score: {info}")
            pv = info.get("pv")
            if not pv:
                raise AssertionError(f"analyse at ply {ply} ({board.fen()}) returned no pv: {info}")
            if pv[0] not in board.legal_moves:
                raise AssertionError(f"analyse at ply {ply} ({board.fen()}) pv starts with illegal {pv[0]}")
        res = engine.play(board, chess.engine.Limit(time=movetime))
        if res.move is None:
            raise AssertionError(f"no move at ply {ply} in non-final position {board.fen()}")
        if res.move not in board.legal_moves:
            raise AssertionError(f"illegal move {res.move.uci()} at ply {ply} in {board.fen()}")
        board.push(res.move)
    outcome = board.outcome()
    if outcome is None:
        return len(board.move_stack), "*", "ply limit"
    return len(board.move_stack), outcome.result(), outcome.termination.name.lower()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bin", default="target/release/gambit-variants")
    ap.add_argument("--plies", type=int, default=40)
    ap.add_argument("--movetime", type=float, default=0.05)
    args = ap.parse_args()

    passed = failed = 0
    for name in VARIANTS:
        engine = None
        try:
            engine = chess.engine.SimpleEngine.popen_uci([args.bin], timeout=TIMEOUT)
            n, result, reason = play_game(engine, name, args.plies, args.movetime)
            print(f"{name}: {n} plies, result {result} ({reason}), ok", flush=True)
            passed += 1
        except (AssertionError, TimeoutError) as e:
            print(f"{name}: FAIL {e}", flush=True)
            failed += 1
        except Exception as e:  # EngineTerminatedError, EngineError, OSError, ...
            print(f"{name}: FAIL {type(e).__name__}: {e}", flush=True)
            failed += 1
        finally:
            if engine is not None:
                try:
                    engine.quit()
                except Exception:
                    try:
                        engine.close()
                    except Exception:
                        pass
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
