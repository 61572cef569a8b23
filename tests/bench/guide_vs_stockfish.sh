#!/usr/bin/env bash
# Benchmark, not a test: the Chess960 guide (core/guide/guide960.txt, made by chess960-tune
# guide) checked against Stockfish 15.1 at a fixed depth on a sample of start positions. For
# each sampled position Stockfish searches from a new game (Threads 1, Hash 256, UCI_Chess960)
# to the depth given; the script prints both evaluations and best moves, then the correlation
# of the evaluations (Pearson, and Spearman's over the ranks), the mean of each, the mean
# absolute difference, how often the best first moves agree, the largest differences, and the
# classical position's place among the 960 in the guide.
#
# Usage: tests/bench/guide_vs_stockfish.sh [path/to/chess960-cli]
#   default CLI: build/app/chess960-cli (relative to the repository root)
#   GUIDE_SAMPLE  how many start positions (default 64: every fifteenth from a seeded offset)
#   GUIDE_SEED    the offset's seed (default 1)
#   SF_DEPTH      Stockfish's depth (default 20)
#   STOCKFISH     engine binary (default /usr/games/stockfish, else stockfish on PATH)
#
# The two engines' centipawns are not the same unit (Stockfish 15.1 scales its scores so that
# 100 means a 50 % chance to win at move 30 or so; ours are the search's own): the correlation
# is what says whether the guide orders the positions as Stockfish does.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cli=${1:-$repo_root/build/app/chess960-cli}
guide=$repo_root/core/guide/guide960.txt
sample=${GUIDE_SAMPLE:-64}
seed=${GUIDE_SEED:-1}
depth=${SF_DEPTH:-20}

die() { echo "guide_vs_stockfish: $*" >&2; exit 2; }

[[ -x $cli ]] || die "chess960-cli not found at '$cli'; build it first (cmake --build build)"
[[ -r $guide ]] || die "no guide at $guide"
[[ $sample =~ ^[1-9][0-9]*$ && $sample -le 960 ]] || die "GUIDE_SAMPLE must be 1..960"
[[ $depth =~ ^[1-9][0-9]*$ ]] || die "SF_DEPTH must be a positive integer"
[[ $seed =~ ^[0-9]+$ ]] || die "GUIDE_SEED must be a number"

# shellcheck source=stockfish_session.sh
source "$repo_root/tests/bench/stockfish_session.sh"
start_stockfish "Threads 1" "Hash 256"

guide_depth=$(awk '$1 == "depth" { print $2; exit }' "$guide")
echo "the guide: $guide (the built-in engine at depth $guide_depth)"
echo "reference: $sf_name, depth $depth, Threads 1, Hash 256, a new game each position"
echo "sample: $sample start positions, every $((960 / sample))th from offset $((seed % (960 / sample)))"
echo
printf '%-4s %8s %8s %-6s %-6s\n' SP guide SF 'g.best' 'SF best'

step=$((960 / sample))
offset=$((seed % step))
rows=()
start_time=$(date +%s)
for ((k = 0; k < sample; k++)); do
  n=$((offset + k * step))
  read -r ours best < <(awk -v n="$n" '$1 == n { print $2, $4; exit }' "$guide")
  [[ -n ${ours:-} ]] || die "the guide has no SP $n"
  fen=$("$cli" sp "$n")
  sf_score_line=
  {
    echo ucinewgame
    echo "position fen $fen"
    echo isready
  } >&"$sf_in"
  sf_wait '^readyok$'
  echo "go depth $depth" >&"$sf_in"
  sf_wait '^bestmove '
  sf_best=${sf_line#bestmove }
  sf_best=${sf_best%% *}
  if [[ $sf_score_line =~ score\ cp\ (-?[0-9]+) ]]; then
    sf=${BASH_REMATCH[1]}
  elif [[ $sf_score_line =~ score\ mate\ (-?[0-9]+) ]]; then
    (( ${BASH_REMATCH[1]} > 0 )) && sf=3000 || sf=-3000
  else
    die "no score from Stockfish for SP $n"
  fi
  printf '%-4s %8s %8s %-6s %-6s\n' "$n" "$ours" "$sf" "$best" "$sf_best"
  rows+=("$n $ours $sf $best $sf_best")
done
seconds=$(($(date +%s) - start_time))

echo
printf '%s\n' "${rows[@]}" | awk -v seconds="$seconds" '
function rankOf(values, ranks, count,    i, j, less, same) {
  for (i = 1; i <= count; i++) {
    less = 0; same = 0
    for (j = 1; j <= count; j++) { if (values[j] < values[i]) less++; else if (values[j] == values[i]) same++ }
    ranks[i] = less + (same + 1) / 2
  }
}
function pearson(a, b, count,    i, ma, mb, sab, saa, sbb) {
  for (i = 1; i <= count; i++) { ma += a[i]; mb += b[i] }
  ma /= count; mb /= count
  for (i = 1; i <= count; i++) { sab += (a[i] - ma) * (b[i] - mb); saa += (a[i] - ma) ^ 2; sbb += (b[i] - mb) ^ 2 }
  return (saa > 0 && sbb > 0) ? sab / sqrt(saa * sbb) : 0
}
{ count++; sp[count] = $1; g[count] = $2; s[count] = $3; if ($4 == $5) same++
  sumG += $2; sumS += $3; d = $2 - $3; diff[count] = (d < 0 ? -d : d); sumD += diff[count] }
END {
  rankOf(g, rg, count); rankOf(s, rs, count)
  printf "positions %d in %d s; mean evaluation: guide %+.1f cp, Stockfish %+.1f cp\n", count, seconds, sumG / count, sumS / count
  printf "correlation: Pearson %.3f, Spearman %.3f; mean absolute difference %.1f cp\n", pearson(g, s, count), pearson(rg, rs, count), sumD / count
  printf "same best first move: %d of %d (%.0f %%)\n", same, count, 100 * same / count
  printf "largest differences (SP guide SF):"
  for (k = 1; k <= 5 && k <= count; k++) {
    best = 0
    for (i = 1; i <= count; i++) if (!(i in used) && (best == 0 || diff[i] > diff[best])) best = i
    used[best] = 1
    printf " %d %+d %+d;", sp[best], g[best], s[best]
  }
  printf "\n"
}'
"$cli" guide 518 | sed -n 2p | sed 's/^/classical position (SP 518) in the guide: /'
