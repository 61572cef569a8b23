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
# deletes, tags, an export, the document's writer: its Save into a file of many and its Save
# as, one after another, reported in order, waited for on close), and the engine executable.
# A data race fails the test that makes it, with both threads' stacks in its output.
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
    tst_enginesession tst_jobs tst_indexjobs chess960-engine \
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
# its fork handler). The executable is driven from here instead (engine_session below).
run tst_uci handshake evalFileIsReadOrRefused searchSessionGivesWellFormedAnswers \
    castlingInBothSpellings garbageIsReportedAndTheSessionGoesOn infiniteWaitsForStop \
    clockLimitsEndTheSearch threadsSearchTogether limitedStrengthStillPlaysLegalMoves

# The engine executable under ThreadSanitizer, as a GUI drives it: three threads searching a
# Chess960 position to a depth, an infinite search stopped at once and another stopped once it
# reports, the table resized and cleared between searches, a search on the clock, then quit.
# Each step waits for the engine's answer (bestmove, readyok), never for a time; a report ends
# the engine, is written to engine-tsan.*, and fails the run.
engine_session() {
    local log="$build/engine-session.log" result=0
    rm -f "$build"/engine-tsan.* "$log"
    # An engine that ended early makes a write fail here, not end the script.
    trap '' PIPE
    coproc ENGINE {
        TSAN_OPTIONS="$TSAN_OPTIONS log_path=$build/engine-tsan" timeout 600 \
            "$build/app/chess960-engine" 2>&1
    }
    local in=${ENGINE[1]} out=${ENGINE[0]} pid=$ENGINE_PID
    send() { printf '%s\n' "$@" >&"$in"; }
    upto() {
        local line
        while IFS= read -r line <&"$out"; do
            echo "$line" >>"$log"
            [[ $line == "$1"* ]] && return 0
        done
        return 1
    }
    send uci "setoption name Threads value 3" "setoption name UCI_Chess960 value true" isready &&
        upto readyok &&
        send "position fen bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9" \
            "go depth 11" && upto bestmove &&
        send "go infinite" stop && upto bestmove &&
        send "position startpos moves e2e4 e7e5" "go infinite" && upto "info depth 6" &&
        send stop && upto bestmove &&
        send "setoption name Hash value 32" ucinewgame isready && upto readyok &&
        send "position startpos" "go wtime 3000 btime 3000 winc 100 binc 100" && upto bestmove &&
        send quit && wait "$pid" || result=$?
    if [ $result -eq 0 ] && ! ls "$build"/engine-tsan.* >/dev/null 2>&1; then
        echo "chess960-engine: $(grep -c '^bestmove' "$log") searches, no report"
    else
        status=1
        echo "chess960-engine: FAILED"
        cat "$log" "$build"/engine-tsan.* 2>/dev/null || true
    fi
}
engine_session
run tst_engineworker
# The built-in engine's rows; the UCI rows start the fake engine as a child (as above).
run tst_enginesession aSearchReportsALegalMoveForThePositionAsked:built-in \
    stopAbandonsTheSearch:built-in aNewSearchReplacesTheOneRunning:built-in \
    startStopCycles:built-in severalLinesComeNumbered
run tst_jobs
run tst_indexjobs
exit $status
