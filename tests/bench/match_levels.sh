#!/usr/bin/env bash
# Calibrates the playing levels: each level of chess960-engine plays a Chess960 match against a
# fixed anchor, and the level's Elo is the anchor's plus the match's Elo difference. An anchor
# is Stockfish 15.1 with UCI_LimitStrength at a UCI_Elo (a number), or, below Stockfish's
# lowest setting (1350), one of the engine's own levels already measured ("L3": level 3;
# its Elo comes from its own line of the report). Short matches give wide error bars; the
# report says how many games each figure rests on.
#   tests/bench/match_levels.sh [build-dir] [games-per-level] [tc] "LEVEL:ANCHOR ..."
# CONCURRENCY (default 1) games are played at once; ENGINE overrides the engine's path.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-build-engine}
games=${2:-20}
tc=${3:-3+0.03}
pairs=${4:-"1:1350 2:1350 3:1350 4:1350 5:1500 6:1700 7:1900 8:2100 9:2300"}
concurrency=${CONCURRENCY:-1}
match=${MATCH_SH:-$root/../shared/tools/match/match.sh}
engine=${ENGINE:-$root/$build/app/chess960-engine}
[ -x "$engine" ] || { echo "no engine at $engine: build first" >&2; exit 2; }
for pair in $pairs; do
    level=${pair%%:*}
    anchor=${pair##*:}
    if [[ $anchor == L* ]]; then
        opponent=(--engine2 "$engine" --option2 "Level=${anchor#L}" --option2 "Move Overhead=100")
        against="level ${anchor#L}"
    else
        opponent=(--engine2 /usr/games/stockfish --elo2 "$anchor")
        against="Stockfish UCI_Elo $anchor"
    fi
    log=$(mktemp)
    nice -n 10 "$match" --engine1 "$engine" --option1 "Level=$level" --option1 "Move Overhead=100" \
        "${opponent[@]}" --games "$games" --tc "$tc" \
        --seed "$((100 + level))" --concurrency "$concurrency" --quiet \
        --pgn "/tmp/chess960-level$level.pgn" >"$log" 2>&1 || true
    wdl=$(grep -m1 '^W/D/L' "$log" || echo "W/D/L: no result")
    diff=$(grep -m1 '^Elo difference (engine1' "$log" | sed 's/^Elo difference (engine1 - engine2): //' || true)
    losses=$(grep -m1 '^Losses by illegal' "$log" || true)
    echo "level $level vs $against, $games games at $tc: $wdl | Elo diff $diff | $losses"
    rm -f "$log"
done
