#!/usr/bin/env bash
# Builds suites with AddressSanitizer and UndefinedBehaviorSanitizer (CHESS960_SANITIZE) in a
# build folder of their own and runs them there: a read past an array, a use after free, a leak,
# signed overflow or a misaligned access fails the test that makes it, with the sanitizer's
# report in its output.
#   bash .ci/sanitize.sh        the CI set: every suite of the rules core, PGN, notation, the
#                               e-board readers, the engine, review and learning, and of the
#                               window's side the monkey, the document's saves, the databases,
#                               the job runner and the UCI readers
#   bash .ci/sanitize.sh all    the program and every suite (about three times as long)
#   SANITIZE_BUILD_DIR=dir      where to build (default build-sanitize)
# Exit status: 0 when every suite ran clean, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${SANITIZE_BUILD_DIR:-build-sanitize}
# The CI set: each suite named here is built with what it needs and nothing else.
ci_suites="tst_startpos tst_dfrc tst_bitboard tst_fen tst_positionvalidator tst_castling
    tst_dgt tst_eboard tst_perft tst_draw tst_notation tst_game tst_explorer tst_tournament
    tst_positionsearch tst_gametree tst_pgn tst_pgnwriter tst_pgn_variations tst_practice
    tst_errortext tst_guide tst_engine tst_nnue tst_movepick tst_review tst_review_apply
    tst_learn tst_uci tst_uciparse tst_uciengine tst_jobs tst_indexjobs tst_document tst_database
    tst_monkey"
mkdir -p "$build"
# clang builds the instrumented code in half the time g++ takes; g++ where there is no clang.
compiler=(); command -v clang++ >/dev/null && compiler=(-DCMAKE_CXX_COMPILER=clang++)
# -O1 keeps the instrumented suite fast enough; -g1 gives the reports file and line.
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo ${compiler[@]+"${compiler[@]}"} \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DCHESS960_SANITIZE=ON \
    >"$build/configure.log" 2>&1 || { cat "$build/configure.log"; exit 1; }
if [ "${1:-}" = all ]; then
    targets=()
    # Left out: the fuzz targets (built with both sanitizers by .ci/fuzz.sh) and the Debian
    # package (the same programs as in the main build).
    select=(-E "fuzz_smoke|deb_package")
else
    read -r -a targets <<<"$(echo $ci_suites)"
    select=(-R "^($(echo $ci_suites | tr ' ' '|'))\$")
fi
cmake --build "$build" ${targets[@]+--target "${targets[@]}"} >"$build/build.log" 2>&1 ||
    { tail -50 "$build/build.log"; exit 1; }
# Every report stops the process that makes it (halt_on_error), so a test cannot pass over one.
export ASAN_OPTIONS=detect_leaks=1:halt_on_error=1:abort_on_error=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
# The writers killed at every write: fewer kill points on a smaller file under the sanitizers
# (the main build's run has 100 a writer on 20,000 games).
export CHESS960_CRASH_ROUNDS=40 CHESS960_CRASH_GAMES=5000
ctest --test-dir "$build" -j2 --timeout 1200 "${select[@]}" --output-on-failure
