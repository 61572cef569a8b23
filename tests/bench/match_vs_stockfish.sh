#!/usr/bin/env bash
# Strength benchmark: chess960-engine against Stockfish 15.1 limited to UCI_Elo 2000, Chess960
# start positions drawn by seed, each played with colours swapped. Prints W/D/L, the score and
# the Elo difference with its error margin (match.sh's report).
#   tests/bench/match_vs_stockfish.sh [build-dir] [games] [tc] [concurrency] [elo] [seed]
# Defaults: build-engine 100 10+0.1 1 2000 1. Run it niced on a quiet machine: a time loss
# caused by an overloaded machine says nothing about the engine.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-build-engine}
games=${2:-100}
tc=${3:-10+0.1}
concurrency=${4:-1}
elo=${5:-2000}
seed=${6:-1}
match=${MATCH_SH:-$root/../shared/tools/match/match.sh}
engine=${ENGINE:-$root/$build/app/chess960-engine}
[ -x "$engine" ] || { echo "no engine at $engine: build first" >&2; exit 2; }
out=${PGN:-/tmp/chess960-vs-stockfish-$elo.pgn}
exec nice -n 10 "$match" --engine1 "$engine" --option1 "Move Overhead=100" \
    --engine2 /usr/games/stockfish --elo2 "$elo" \
    --games "$games" --tc "$tc" --concurrency "$concurrency" --seed "$seed" --pgn "$out"
