#!/usr/bin/env bash
# Calibrates the playing levels: each level of chess960-engine plays a short Chess960 match
# against Stockfish 15.1 with UCI_LimitStrength at a given UCI_Elo, and the level's Elo is
# estimated as that Elo plus the match's Elo difference. Short matches give wide error bars;
# the report says how many games each figure rests on.
#   tests/bench/match_levels.sh [build-dir] [games-per-level] [tc] "LEVEL:ELO LEVEL:ELO ..."
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-build-engine}
games=${2:-20}
tc=${3:-3+0.03}
pairs=${4:-"1:1350 2:1350 3:1350 4:1350 5:1500 6:1700 7:1900 8:2100 9:2300"}
match=${MATCH_SH:-$root/../shared/tools/match/match.sh}
engine=${ENGINE:-$root/$build/app/chess960-engine}
[ -x "$engine" ] || { echo "no engine at $engine: build first" >&2; exit 2; }
for pair in $pairs; do
    level=${pair%%:*}
    elo=${pair##*:}
    log=$(mktemp)
    nice -n 10 "$match" --engine1 "$engine" --option1 "Level=$level" --option1 "Move Overhead=100" \
        --engine2 /usr/games/stockfish --elo2 "$elo" --games "$games" --tc "$tc" \
        --seed "$((100 + level))" --concurrency 1 --quiet --pgn "/tmp/chess960-level$level.pgn" >"$log" 2>&1 || true
    wdl=$(grep -m1 '^W/D/L' "$log" || echo "W/D/L: no result")
    diff=$(grep -m1 '^Elo difference (engine1' "$log" | sed 's/^Elo difference (engine1 - engine2): //' || true)
    losses=$(grep -m1 '^Losses by illegal' "$log" || true)
    echo "level $level vs Stockfish UCI_Elo $elo, $games games at $tc: $wdl | Elo diff $diff | $losses"
    rm -f "$log"
done
