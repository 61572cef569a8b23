#!/usr/bin/env bash
# Builds the engine's threaded suites with ThreadSanitizer in a build folder of their own and
# runs them there: the searches on several threads (Lazy SMP) sharing one table, a search
# stopped from another thread, the network's accumulators in a search on threads, the review's
# positions searched on one thread each, the UCI session whose search runs beside its reader,
# the window's engine thread (EngineWorker: searches started, replaced and stopped hundreds of
# times, their results handed to the GUI thread) and the built-in engine behind EngineSession,
# the window's job runner (a stop flag, progress and parts handed to the GUI thread, work
# split over threads), and what the window runs on it for the player's files (a database index
# built in two halves and listed meanwhile, stopped, games loaded, searches, duplicates,
# deletes, tags, an export, a game saved into a file of many). A data race fails the test that
# makes it, with both threads' stacks in its output.
#   bash .ci/tsan.sh            the CI set (about two minutes on two cores)
#   TSAN_BUILD_DIR=dir          where to build (default build-tsan-ci)
# The whole window under ThreadSanitizer is run by hand: README.md, "How we know it is safe".
# Exit status: 0 when every suite ran clean, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${TSAN_BUILD_DIR:-build-tsan-ci}
mkdir -p "$build"
# clang builds the instrumented code in half the time g++ takes; g++ where there is no clang.
compiler=(); command -v clang++ >/dev/null && compiler=(-DCMAKE_CXX_COMPILER=clang++)
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo ${compiler[@]+"${compiler[@]}"} \
    -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1" -DCMAKE_CXX_FLAGS=-fsanitize=thread \
    -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread >"$build/configure.log" 2>&1 ||
    { cat "$build/configure.log"; exit 1; }
cmake --build "$build" --target tst_engine tst_nnue tst_review tst_uci tst_engineworker \
    tst_enginesession tst_jobs tst_indexjobs \
    >"$build/build.log" 2>&1 ||
    { tail -50 "$build/build.log"; exit 1; }
# Every report stops the process that makes it, so a test cannot pass over one. The
# suppressions name only what uninstrumented libraries (Qt, glibc) do inside themselves.
export TSAN_OPTIONS="suppressions=$PWD/tests/tsan.supp halt_on_error=1 second_deadlock_stack=1"
status=0
run() {
    local suite=$1; shift
    local log="$build/$suite.log"
    if "$build/tests/$suite" "$@" >"$log" 2>&1; then
        echo "$suite: $(grep -a '^Totals' "$log")"
    else
        status=1
        echo "$suite: FAILED"
        cat "$log"
    fi
}
run tst_engine
run tst_nnue
run tst_review
# The UCI session in the process; the suite's tests of the executable start it as a child,
# which ThreadSanitizer's runtime cannot fork from a process with threads (clang 14: a CHECK in
# its fork handler), and the executable's session is the same code.
run tst_uci handshake evalFileIsReadOrRefused searchSessionGivesWellFormedAnswers \
    castlingInBothSpellings garbageIsReportedAndTheSessionGoesOn infiniteWaitsForStop \
    clockLimitsEndTheSearch threadsSearchTogether limitedStrengthStillPlaysLegalMoves
run tst_engineworker
# The built-in engine's rows; the UCI rows start the fake engine as a child (as above).
run tst_enginesession aSearchReportsALegalMoveForThePositionAsked:built-in \
    stopAbandonsTheSearch:built-in aNewSearchReplacesTheOneRunning:built-in \
    startStopCycles:built-in severalLinesComeNumbered
run tst_jobs
run tst_indexjobs
exit $status
