#!/usr/bin/env bash
# Builds the libFuzzer targets (clang, AddressSanitizer + UndefinedBehaviorSanitizer) in a build
# folder of their own and runs each for a bounded time, starting from tests/fuzz/corpus.
#   bash .ci/fuzz.sh [SECONDS]   seconds per target (default 30, or $FUZZ_SECONDS)
#   FUZZ_BUILD_DIR=dir           where to build (default build-fuzz)
#   FUZZ_TARGETS="fen pgn"       which targets to run (default all eleven)
#   FUZZ_JOBS=n                  how many run at once (default: the number of cores)
# Exit status: 0 when every target ran clean, 1 when one found a problem (the input that
# shows it is saved in the build folder), 77 when there is no clang to build with.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-${FUZZ_SECONDS:-30}}
build=${FUZZ_BUILD_DIR:-build-fuzz}
targets=${FUZZ_TARGETS:-fen san uci pgn eboard moves network gamedata movebox autosave settings}

if ! command -v clang++ >/dev/null; then
    echo "fuzz: clang++ is not installed (bash .ci/deps.sh test installs it); skipped"
    exit 77
fi
mkdir -p "$build"
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
    -DCHESS960_FUZZ=ON -DCHESS960_BUILD_TESTS=OFF >"$build/configure.log" 2>&1 ||
    { cat "$build/configure.log"; exit 1; }
cmake --build "$build" --target $(printf 'fuzz_%s ' $targets) >"$build/build.log" 2>&1 ||
    { tail -50 "$build/build.log"; exit 1; }

# One fuzzer is one process on one core: as many run at once as there are cores, each writing
# its verdict to a file, printed afterwards in the order of the targets.
fuzz_one() {
    local t=$1 scratch log dict extra runs
    # New inputs go to a scratch folder: the corpus in the repository stays as committed.
    scratch=$(mktemp -d)
    log="$build/fuzz_$t.log"
    dict=(); [ -f "tests/fuzz/$t.dict" ] && dict=(-dict="tests/fuzz/$t.dict")
    # The networks shipped are the network target's seeds (too large to keep twice).
    extra=(); [ "$t" = network ] && extra=(core/engine/nets)
    if LSAN_OPTIONS="suppressions=$PWD/tests/fuzz/lsan.supp" "$build/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
        "${dict[@]}" -print_final_stats=1 -artifact_prefix="$build/fuzz_$t-" "$scratch" "tests/fuzz/corpus/$t" "${extra[@]}" \
        >"$log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        echo "fuzz_$t: ${runs:-?} executions in ${seconds}s, no problem found" >"$build/fuzz_$t.verdict"
    else
        {
            echo "fuzz_$t: FAILED; the input that shows it is saved as $build/fuzz_$t-*"
            grep -E "ERROR|broken promise|runtime error|SUMMARY|Test unit written" "$log" | head -20 || true
        } >"$build/fuzz_$t.verdict"
        touch "$build/fuzz_$t.failed"
    fi
    rm -rf "$scratch"
}

at_once=${FUZZ_JOBS:-$(nproc)}
running=0
for t in $targets; do
    rm -f "$build/fuzz_$t.verdict" "$build/fuzz_$t.failed"
    if [ "$running" -ge "$at_once" ]; then
        wait -n || true
        running=$((running - 1))
    fi
    fuzz_one "$t" &
    running=$((running + 1))
done
wait || true

status=0
for t in $targets; do
    if [ -f "$build/fuzz_$t.verdict" ]; then cat "$build/fuzz_$t.verdict"; else echo "fuzz_$t: no verdict"; status=1; fi
    [ -f "$build/fuzz_$t.failed" ] && status=1
done
exit $status
