#!/usr/bin/env bash
# Coverage-guided fuzzing with AFL++ on stable Rust (cargo-afl): installs what it needs (once),
# builds the targets of fuzz/ and runs each for SECONDS, then prints one line per target
# (executions, corpus, crashes, hangs) and fails when any target crashed or hung.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]      default: 60 seconds, every target
#
# Targets (16): {fen,moves,judge,cli}_{chess,xiangqi,shogi}, uci_{chess,xiangqi},
# usi_shogi and parsers_variants (the kernel's FEN and move parsers on every variant of
# gambit-variants) (fuzz/src/bin/). The targets run the checks of the property tests
# (tests/fuzzing/targets.rs, games/variants/tests/fuzzing/variants.rs). Findings stay in
# target/fuzz/<target>/default/{crashes,hangs}; replay one with
#   fuzz/target/release/<target> < FILE
# Environment: FUZZ_OUT (default target/fuzz), FUZZ_RESUME=1 to continue the last corpora.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
all=(fen_chess fen_xiangqi fen_shogi moves_chess moves_xiangqi moves_shogi
    judge_chess judge_xiangqi judge_shogi uci_chess uci_xiangqi usi_shogi
    cli_chess cli_xiangqi cli_shogi parsers_variants)
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=("${all[@]}")
out_root=${FUZZ_OUT:-target/fuzz}
AFL_VERSION=0.18.2

# cargo-afl builds AFL++ itself when it is installed; `config --build` makes up for an
# install whose AFL++ build is missing (it refuses, harmlessly, when it is there).
if ! cargo afl --version 2>/dev/null | grep -q "$AFL_VERSION"; then
    echo "fuzz: installing cargo-afl $AFL_VERSION"
    cargo install cargo-afl --version "$AFL_VERSION" --locked
fi
cargo afl config --build >/dev/null 2>&1 || true

(cd fuzz && cargo afl build --release --locked)
# Where cargo put the targets: fuzz/target, unless CARGO_TARGET_DIR moves every build.
bins="${CARGO_TARGET_DIR:-fuzz/target}/release"

# No UI, no CPU pinning or frequency checks (the machine is shared), no core-dump check.
export AFL_NO_UI=1 AFL_SKIP_CPUFREQ=1 AFL_NO_AFFINITY=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1
# A hang is a run over the timeout: UCI and USI sessions search (bounded), the others take
# microseconds; both limits are far above a normal run on a loaded machine.
timeout_ms() { case $1 in uci_* | usi_*) echo 10000 ;; *) echo 2000 ;; esac; }

afl_stat() { sed -n "s/^$1 *: *//p" "$2"; }
failed=0
summary=()
for t in "${targets[@]}"; do
    out="$out_root/$t"
    seeds="$out_root/seeds"
    mkdir -p "$seeds"
    # Seeds: any bytes are a valid input (tests/fuzzing/bytes.rs); a few short ones.
    printf '\x00' >"$seeds/zero"
    printf '\x01\x02\x03\x04\x05\x06\x07\x08' >"$seeds/count"
    printf '\x03\x80\x40\x20\x10\x08\x04\x02\x01\x90\xa0\xb0\xc0\xd0\xe0\xf0' >"$seeds/mixed"
    input=("-i" "$seeds")
    if [ "${FUZZ_RESUME:-0}" = 1 ] && [ -d "$out/default/queue" ]; then
        input=("-i" "-")
    else
        rm -rf "$out"
    fi
    mkdir -p "$out"
    echo "fuzz: $t for ${seconds}s"
    # `timeout` guards against the fuzzer itself not stopping at -V.
    timeout $((seconds + 120)) cargo afl fuzz "${input[@]}" -o "$out" -V "$seconds" \
        -t "$(timeout_ms "$t")" "$bins/$t" >"$out/log" 2>&1 || {
        echo "fuzz: afl-fuzz failed on $t; last lines of $out/log:"
        tail -20 "$out/log"
        failed=1
        continue
    }
    s="$out/default/fuzzer_stats"
    crashes=$(afl_stat saved_crashes "$s")
    hangs=$(afl_stat saved_hangs "$s")
    line=$(printf '%-14s %4ss  execs %10s  execs/s %8s  corpus %5s  edges %5s  crashes %s  hangs %s' \
        "$t" "$(afl_stat run_time "$s")" "$(afl_stat execs_done "$s")" "$(afl_stat execs_per_sec "$s")" \
        "$(afl_stat corpus_count "$s")" "$(afl_stat edges_found "$s")" "$crashes" "$hangs")
    echo "$line"
    summary+=("$line")
    if [ "$crashes" != 0 ] || [ "$hangs" != 0 ]; then
        failed=1
        ls "$out"/default/crashes "$out"/default/hangs 2>/dev/null || true
    fi
done
echo "fuzz: summary"
printf '%s\n' "${summary[@]}"
exit $failed
