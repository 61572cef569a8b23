#!/usr/bin/env bash
# Is a change to the engine a gain? The new chess960-engine plays the previous binary (kept
# aside before the change) in Chess960 until a sequential probability ratio test decides
# between "no gain" (ELO0) and "a gain of ELO1" (match.sh --sprt), or the game limit is reached.
#   tests/bench/sprt_vs_previous.sh NEW-ENGINE OLD-ENGINE [tc] [max-games] [elo0,elo1] [seed]
# Defaults: 5+0.05 1000 0,10 21, two games at a time. Prints match.sh's report (the new engine
# is engine1). Run it on a quiet machine: nothing else may use the cores during a match.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
new=${1:?new engine}
old=${2:?old engine}
tc=${3:-5+0.05}
games=${4:-1000}
bounds=${5:-0,10}
seed=${6:-21}
match=${MATCH_SH:-$root/../shared/tools/match/match.sh}
for e in "$new" "$old"; do [ -x "$e" ] || { echo "no engine at $e" >&2; exit 2; }; done
exec nice -n 10 "$match" --engine1 "$new" --name1 new --option1 "Move Overhead=100" \
    --engine2 "$old" --name2 old --option2 "Move Overhead=100" \
    --games "$games" --tc "$tc" --concurrency "${CONCURRENCY:-2}" --seed "$seed" \
    --sprt "$bounds" --pgn "${PGN:-/tmp/chess960-sprt.pgn}"
