#!/usr/bin/env bash
# Builds the program and its whole test suite with AddressSanitizer and UndefinedBehaviorSanitizer
# (CHESS960_SANITIZE) in a build folder of its own and runs the suite there: a read past an
# array, a use after free, a leak, signed overflow or a misaligned access fails the test that
# makes it, with the sanitizer's report in its output.
#   bash .ci/sanitize.sh          SANITIZE_BUILD_DIR=dir  where to build (default build-sanitize)
# Exit status: 0 when every suite ran clean, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${SANITIZE_BUILD_DIR:-build-sanitize}
mkdir -p "$build"
# -O1 keeps the instrumented suite fast enough; -g1 gives the reports file and line.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DCHESS960_SANITIZE=ON \
    >"$build/configure.log" 2>&1 || { cat "$build/configure.log"; exit 1; }
cmake --build "$build" >"$build/build.log" 2>&1 || { tail -50 "$build/build.log"; exit 1; }
# Every report stops the process that makes it (halt_on_error), so a test cannot pass over one.
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# The writers killed at every write: fewer kill points on a smaller file under the sanitizers
# (the main build's run has the full count on 100,000 games).
export CHESS960_CRASH_ROUNDS=40 CHESS960_CRASH_GAMES=20000
# Left out: the fuzz targets (already built with both sanitizers by .ci/fuzz.sh) and the Debian
# package (the same programs as in the main build).
ctest --test-dir "$build" -j2 --timeout 1200 -E "fuzz_smoke|deb_package" --output-on-failure
