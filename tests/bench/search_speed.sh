#!/usr/bin/env bash
# Search speed of two engine binaries, side by side: each searches three positions to a fixed
# number of nodes with the same table size, the two taking turns so that the machine's load
# falls on both alike; prints each run's nodes/second, the medians and their ratio. For changes
# that keep the search's nodes (the table's memory, the evaluation's code); the bench's node
# count shows that they do.
#   tests/bench/search_speed.sh NEW OLD [hash-mb] [runs] [nodes]
set -euo pipefail
new=${1:?new engine binary}
old=${2:?old engine binary}
hash=${3:-64}
runs=${4:-3}
nodes=${5:-3000000}
fens=(
    "r1bqk2r/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R1BQK2R w KQkq - 0 1"
    "bnrbkqnr/pppppppp/8/8/8/8/PPPPPPPP/BNRBKQNR w KQkq - 0 1"
    "2r2rk1/pp1bqppp/2n1p3/3pP3/3P4/P1PB1N2/2Q2PPP/R4RK1 w - - 0 1"
)

# The mean nodes/second of one binary over the positions, each searched from an empty table.
speed() {
    local engine=$1 total=0 fen line
    for fen in "${fens[@]}"; do
        : >"$out"
        line=$({
            echo "setoption name Hash value $hash"
            echo "isready"
            echo "position fen $fen"
            echo "go nodes $nodes"
            # "quit" would end the search: wait for its answer first.
            while ! grep -q '^bestmove' "$out" 2>/dev/null; do sleep 0.1; done
            echo "quit"
        } | "$engine" | tee "$out" | grep -o ' nps [0-9]*' | tail -1)
        total=$((total + ${line# nps }))
    done
    echo $((total / ${#fens[@]}))
}

out=$(mktemp)
trap 'rm -f "$out"' EXIT
declare -a a b
for ((i = 0; i < runs; ++i)); do
    a+=("$(speed "$new")")
    b+=("$(speed "$old")")
    echo "run $((i + 1)): new ${a[-1]} nodes/s, old ${b[-1]} nodes/s"
done
median() { printf '%s\n' "$@" | sort -n | awk '{v[NR] = $1} END {print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2}'; }
ma=$(median "${a[@]}")
mb=$(median "${b[@]}")
awk -v a="$ma" -v b="$mb" -v h="$hash" -v n="$nodes" -v p="${#fens[@]}" 'BEGIN {
    printf "median nodes/s over %d positions at %d nodes, Hash %d: new %.0f, old %.0f\n", p, n, h, a, b
    printf "new / old: %.3f\n", a / b }'
