#!/usr/bin/env bash
# Benchmark, not a test: perft speed of our chess960-cli against Stockfish 15.1
# on Chess960 middlegames from tests/data/perft_hard.txt. Both engines must
# report the same node count for every position, otherwise the script fails.
#
# Usage: tests/bench/perft_vs_stockfish.sh [path/to/chess960-cli]
#   default CLI: build/app/chess960-cli (relative to the repository root)
#   PERFT_DEPTH  perft depth (default 6; 5 gives a quick run)
#   STOCKFISH    engine binary (default /usr/games/stockfish, else stockfish on PATH)
#
# Ours is timed around the whole process, start-up included; Stockfish runs in
# one long-lived process (Threads 1, UCI_Chess960 true) and is timed from
# sending "go perft" to its "Nodes searched" line, so its start-up is not.
# Both are timed twice: wall clock, and CPU time (user + system) of the process,
# which other load on the machine hardly changes; the CPU ratio is the one to quote.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cli=${1:-$repo_root/build/app/chess960-cli}
depth=${PERFT_DEPTH:-6}

# Chess960 middlegames (depth 6: about 0.9-2.0 billion nodes each).
positions=(
  'bb3rk1/ppq2p1n/2p5/2Q1p1pp/1P1P3P/7N/P2PP1P1/BB1R1KRN w KQ - 2 13'
  '1br4r/2P1p1pk/6n1/1N4p1/8/P2bP3/1P1P1P1P/Q1RqB1KR w KQ - 0 15'
  'b1rk2rn/1pn2p1p/2Q5/p2P4/P1P1p1RP/b7/1P1Pp1B1/B1KR3N b kq - 0 18'
  'nrkqb3/2p2p2/1p4Qp/p2Pp3/7P/P1b3P1/1P1P1P2/NRK1BBRN w KQq e6 0 11'
  'brnbnkr1/2p1pp2/8/p2p1NpB/p7/3NPP2/2PP2PP/qR3KRQ w KQkq - 0 9'
  'q1bnrkrn/1p2p3/p5pp/2Npb3/2P3pP/4B3/PPP1PP2/QB2RKRN b KQkq h3 0 10'
)

die() { echo "perft_vs_stockfish: $*" >&2; exit 2; }

if [[ ! -x $cli ]]; then
  die "chess960-cli not found or not executable at '$cli'.
Build it first (cmake --build build) or pass its path as the first argument."
fi
[[ $depth =~ ^[1-9][0-9]*$ ]] || die "PERFT_DEPTH must be a positive integer, got '$depth'"

now() { date +%s.%N; }
# CPU seconds (user + system) used so far by a running process.
cpu_of() { awk -v hz="$(getconf CLK_TCK)" '{ printf "%.3f", ($14 + $15) / hz }' "/proc/$1/stat"; }

# A bare ">" inside a print argument list is output redirection in awk, hence
# the function and the parentheses in the awk programs below.
awk_ratio='function ratio(a, b) { if (b > 0) return sprintf("%.3f", a / b); return "-" } '


# shellcheck source=stockfish_session.sh
source "$repo_root/tests/bench/stockfish_session.sh"
start_stockfish "Threads 1"
cpu_file=$(mktemp)
trap 'kill "$sf_pid" 2>/dev/null || true; rm -f "$cpu_file"' EXIT

# Both engines share the machine with whatever else runs; a busy machine makes
# the wall-clock figures (and the ratio) meaningless, so say so up front.
read -r load1 _ </proc/loadavg 2>/dev/null || load1=0
cores=$(nproc 2>/dev/null || echo 1)
if awk -v l="$load1" -v c="$cores" 'BEGIN { exit !(l + 0 > c - 0.5) }'; then
  echo "warning: load average $load1 on $cores cores; timings will be unreliable" >&2
fi

echo "perft depth $depth, ${#positions[@]} Chess960 middlegames"
echo "ours:      $cli (wall clock around the process, start-up included)"
echo "reference: $sf_name, Threads 1, UCI_Chess960 true (from 'go perft' to 'Nodes searched')"
echo "ratio = our nodes/s divided by Stockfish's (above 1: we are faster)"
echo
fmt='%-3s %13s %9s %9s %9s %9s %7s %9s %9s %7s\n'
printf "$fmt" '#' nodes 'ours s' 'ours Mn/s' 'SF s' 'SF Mn/s' ratio 'ours cpu' 'SF cpu' 'cpu rat'

failures=0
total_nodes=0
total_ours=0
total_sf=0
total_ours_cpu=0
total_sf_cpu=0
for i in "${!positions[@]}"; do
  fen=${positions[$i]}

  echo "position fen $fen" >&"$sf_in"
  c0=$(cpu_of "$sf_pid")
  t0=$(now)
  echo "go perft $depth" >&"$sf_in"
  sf_wait '^Nodes searched: [0-9]+$'
  t1=$(now)
  c1=$(cpu_of "$sf_pid")
  sf_cpu=$(awk -v a="$c0" -v b="$c1" 'BEGIN { printf "%.3f", b - a }')
  sf_nodes=${sf_line#Nodes searched: }
  sf_secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')

  t0=$(now)
  if ! ours_out=$(/usr/bin/time -f '%U %S' -o "$cpu_file" "$cli" perft "$fen" "$depth" 2>&1); then
    echo "FAIL: chess960-cli exited with an error on position $((i + 1)): $fen" >&2
    printf '%s\n' "$ours_out" | tail -n 5 >&2
    exit 1
  fi
  t1=$(now)
  ours_nodes=$(printf '%s\n' "$ours_out" | awk 'NF { last = $0 } END { gsub(/^[ \t]+|[ \t\r]+$/, "", last); print last }')
  ours_secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
  ours_cpu=$(awk '{ printf "%.3f", $1 + $2 }' "$cpu_file")

  if [[ $ours_nodes != "$sf_nodes" ]]; then
    echo "FAIL: node counts differ on position $((i + 1)) at depth $depth" >&2
    echo "      fen:       $fen" >&2
    echo "      ours:      $ours_nodes" >&2
    echo "      Stockfish: $sf_nodes" >&2
    failures=$((failures + 1))
    continue
  fi

  total_nodes=$((total_nodes + sf_nodes))
  total_ours=$(awk -v a="$total_ours" -v b="$ours_secs" 'BEGIN { printf "%.3f", a + b }')
  total_sf=$(awk -v a="$total_sf" -v b="$sf_secs" 'BEGIN { printf "%.3f", a + b }')
  total_ours_cpu=$(awk -v a="$total_ours_cpu" -v b="$ours_cpu" 'BEGIN { printf "%.3f", a + b }')
  total_sf_cpu=$(awk -v a="$total_sf_cpu" -v b="$sf_cpu" 'BEGIN { printf "%.3f", a + b }')
  awk -v i="$((i + 1))" -v n="$sf_nodes" -v o="$ours_secs" -v s="$sf_secs" -v oc="$ours_cpu" -v sc="$sf_cpu" -v fmt="$fmt" "$awk_ratio"'BEGIN {
    on = (o > 0) ? n / o : 0; sn = (s > 0) ? n / s : 0
    printf fmt, i, n, sprintf("%.3f", o), sprintf("%.1f", on / 1e6), sprintf("%.3f", s),
      sprintf("%.1f", sn / 1e6), ratio(on, sn), oc, sc, ratio(sc, oc)
  }'
done

echo quit >&"$sf_in"
wait "$sf_pid" 2>/dev/null || true
trap - EXIT

if ((failures > 0)); then
  echo
  echo "FAILED: $failures of ${#positions[@]} positions give different node counts; timings are meaningless." >&2
  exit 1
fi

awk -v n="$total_nodes" -v o="$total_ours" -v s="$total_sf" -v oc="$total_ours_cpu" -v sc="$total_sf_cpu" -v fmt="$fmt" "$awk_ratio"'BEGIN {
  on = (o > 0) ? n / o : 0; sn = (s > 0) ? n / s : 0
  printf fmt, "all", n, sprintf("%.3f", o), sprintf("%.1f", on / 1e6), sprintf("%.3f", s),
    sprintf("%.1f", sn / 1e6), ratio(on, sn), oc, sc, ratio(sc, oc)
  printf "\nspeed ratio ours/Stockfish: %s by wall clock, %s by CPU time\n", ratio(on, sn), ratio(sc, oc)
}'
echo
echo "node counts agree on all ${#positions[@]} positions"
