#!/usr/bin/env python3
"""One round of the network's reinforcement loop (docs/tuning.md, "The loop"):

1. datagen: fresh self-play games played with the current best evaluation (the accepted
   network in DIR/best.nnue, or the hand-written evaluation before any network is accepted);
2. train: a network fitted to every data file in DIR (this round's and the earlier ones still
   on disk), starting from the best network's weights when there is one;
3. match: the new network against the current best at a time control (or fixed nodes); the
   network is kept (copied to DIR/best.nnue) only when the lower end of the 95% Elo interval
   is above zero.

Every step's command and last line go to DIR/rounds.log, and the round's summary to standard
output. The data stays in DIR; the repository takes the accepted network file, its settings
and the match (docs/tuning.md).

    python3 scripts/nnue_round.py --game chess --round 2 --dir ../nnue-data \\
        --match-tool PATH/TO/match.py --games 5000 --match-games 400
"""

import argparse
import glob
import os
import re
import shlex
import subprocess
import sys
import time


def run(cmd, log, cwd=None):
    """Runs `cmd`, its output to the console and the log; returns the output's lines."""
    line = ' '.join(shlex.quote(c) for c in cmd)
    print('$ ' + line, flush=True)
    log.write('$ %s\n' % line)
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=cwd)
    lines = []
    for out in proc.stdout:
        lines.append(out.rstrip('\n'))
        print(out, end='', flush=True)
    if proc.wait() != 0:
        log.write('  failed with status %d\n' % proc.returncode)
        sys.exit('%s failed with status %d' % (cmd[0], proc.returncode))
    if lines:
        log.write('  %s\n' % lines[-1])
    log.flush()
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--game', default='chess', help='the game (chess: the game with a network)')
    ap.add_argument('--round', type=int, required=True, help='the round number, from 1')
    ap.add_argument('--dir', required=True, help='where data and networks stay between rounds')
    ap.add_argument('--bin', help='the engine (default: target/release/gambit-GAME, built first)')
    ap.add_argument('--match-tool', required=True, help='the match runner (match.py of the acceptance tools)')
    ap.add_argument('--games', type=int, default=5000, help='self-play games of this round')
    ap.add_argument('--nodes', type=int, default=5000, help='nodes per move in self-play')
    ap.add_argument('--threads', type=int, default=2, help='datagen and training threads')
    ap.add_argument('--hidden', type=int, default=128, help='hidden units (the engine is built for one width)')
    ap.add_argument('--epochs', type=int, default=12)
    ap.add_argument('--lr', default='0.01')
    ap.add_argument('--lambda', dest='lam', default='0.1', help='weight of the game result in the target')
    ap.add_argument('--match-games', type=int, default=400)
    ap.add_argument('--tc', default='10+0.1', help='time control of the match')
    ap.add_argument('--match-nodes', type=int, help='a fixed node count per move instead of --tc')
    ap.add_argument('--concurrency', type=int, default=1)
    ap.add_argument('--skip-datagen', action='store_true', help='train on the data already in DIR')
    args = ap.parse_args()

    os.makedirs(args.dir, exist_ok=True)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    log = open(os.path.join(args.dir, 'rounds.log'), 'a')
    log.write('\n# round %d, %s\n' % (args.round, time.strftime('%Y-%m-%d %H:%M:%S')))
    binary = args.bin
    if binary is None:
        run(['cargo', 'build', '--release', '-p', 'gambit-' + args.game], log, cwd=root)
        binary = os.path.join(root, 'target', 'release', 'gambit-' + args.game)
    best = os.path.join(args.dir, 'best.nnue')
    have_best = os.path.exists(best)
    use_best = ['--eval-file', best] if have_best else ['--use-nnue', 'false']

    data = os.path.join(args.dir, '%s-r%d.bin' % (args.game, args.round))
    if not args.skip_datagen:
        part = data + '.part'
        run([binary, 'datagen', '--out', part, '--games', str(args.games), '--nodes', str(args.nodes),
             '--seed', str(1000 + args.round), '--threads', str(args.threads)] + use_best, log)
        os.replace(part, data)
    files = sorted(glob.glob(os.path.join(args.dir, '%s-*.bin' % args.game)))
    if not files:
        sys.exit('no data in %s' % args.dir)

    net = os.path.join(args.dir, 'round-%d.nnue' % args.round)
    init = ['--init', best] if have_best else []
    run([binary, 'train', '--data'] + files + ['--out', net, '--hidden', str(args.hidden),
        '--epochs', str(args.epochs), '--lr', args.lr, '--lambda', args.lam,
        '--threads', str(args.threads)] + init, log)

    limit = ['--nodes', str(args.match_nodes)] if args.match_nodes else ['--tc', args.tc]
    b_options = ['--option-b', 'UseNNUE=true', '--option-b', 'EvalFile=' + best] if have_best else []
    out = os.path.join(args.dir, 'round-%d-match.pgn' % args.round)
    lines = run(['python3', args.match_tool, '--game', args.game,
                 '--engine-a', binary, '--option-a', 'UseNNUE=true', '--option-a', 'EvalFile=' + net,
                 '--engine-b', binary, '--games', str(args.match_games),
                 '--concurrency', str(args.concurrency), '--out', out] + b_options + limit, log)
    interval = [l for l in lines if '95% score interval' in l]
    number = r'([-+]?(?:inf|[\d.]+))'
    m = re.search(r'Elo %s \.\. %s' % (number, number), interval[-1]) if interval else None
    if m is None:
        sys.exit('the match printed no Elo interval')
    low = float(m.group(1))
    kept = low > 0
    if kept:
        with open(net, 'rb') as src, open(best, 'wb') as dst:
            dst.write(src.read())
    summary = 'round %d: %s against %s: %s -> %s' % (
        args.round, os.path.basename(net), 'best.nnue' if have_best else 'the hand-written evaluation',
        interval[-1].strip(), 'kept as best.nnue' if kept else 'not kept')
    log.write(summary + '\n')
    print(summary)


if __name__ == '__main__':
    main()
