#!/usr/bin/env bash
# Engine speed and stop latency, with a reference run in the same script: the rules core's
# perft speed on this machine at this moment. The ratio (search nodes per perft node) hardly
# depends on the machine or its load; the raw nodes/second do.
#   tests/bench/match_bench_speed.sh [build-dir] [bench-depth]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${1:-build-engine}
depth=${2:-11}
engine=${ENGINE:-$root/$build/app/chess960-engine}
cli=$root/$build/app/chess960-cli
now_ms() { date +%s%3N; }
t0=$(now_ms)
perft_nodes=$("$cli" perft startpos 6 | tail -1)
t1=$(now_ms)
bench=$("$engine" bench "$depth")
echo "$bench" | tail -3
search_nodes=$(echo "$bench" | awk '/^total nodes/{print $3}')
search_ms=$(echo "$bench" | awk '/^time ms/{print $3}')
perft_ms=$((t1 - t0))
awk -v sn="$search_nodes" -v sm="$search_ms" -v pn="$perft_nodes" -v pm="$perft_ms" 'BEGIN {
    snps = sn * 1000 / (sm > 0 ? sm : 1); pnps = pn * 1000 / (pm > 0 ? pm : 1);
    printf "reference: perft startpos 6 = %d nodes in %d ms (%.0f nodes/s)\n", pn, pm, pnps;
    printf "search nodes/s per perft node/s: %.5f\n", snps / pnps }'
"$engine" stoplatency 50
