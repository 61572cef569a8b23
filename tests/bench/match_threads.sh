#!/usr/bin/env bash
# The gain of threads at equal time: chess960-engine with Threads=N plays the same binary with
# Threads=1, Chess960 start positions drawn by seed, each played with colours swapped, one game
# at a time (so the threaded side really has the cores while it thinks). Prints match.sh's
# report: W/D/L, score, Elo difference (the N-thread side is engine1).
#   tests/bench/match_threads.sh [build-dir] [games] [tc] [threads] [seed]
# Defaults: build 100 5+0.05 2 11. Run it on a quiet machine: the threaded side's gain is
# exactly the core another program would take.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-build}
games=${2:-100}
tc=${3:-5+0.05}
threads=${4:-2}
seed=${5:-11}
match=${MATCH_SH:-$root/../shared/tools/match/match.sh}
engine=${ENGINE:-$root/$build/app/chess960-engine}
[ -x "$engine" ] || { echo "no engine at $engine: build first" >&2; exit 2; }
exec nice -n 10 "$match" --engine1 "$engine" --name1 "Threads=$threads" \
    --option1 "Threads=$threads" --option1 "Move Overhead=100" \
    --engine2 "$engine" --name2 "Threads=1" --option2 "Move Overhead=100" \
    --games "$games" --tc "$tc" --concurrency 1 --seed "$seed" \
    --pgn "${PGN:-/tmp/chess960-threads-$threads.pgn}"
