#!/usr/bin/env bash
# Regenerates the perft reference data in tests/data.
#   bash tests/data/generate/run.sh [960|hard|dfrc|candidates|all] [extra options for the script]
# chessops is installed with npm ci into a scratch folder outside the work tree
# (PERFT_GEN_DIR, default /tmp/chess960-perft-gen) and the scripts run from
# there, so no node_modules ever lands in the repository.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
data=$(cd "$here/.." && pwd)
work=${PERFT_GEN_DIR:-${TMPDIR:-/tmp}/chess960-perft-gen}
what=${1:-all}
shift || true

mkdir -p "$work"
rm -rf "$work/lib"
cp "$here"/package.json "$here"/package-lock.json "$here"/*.mjs "$work"/
cp -r "$here/lib" "$work/lib"
# npm reports on stdout, which the candidates mode uses for its own output.
(cd "$work" && npm ci --no-audit --no-fund --loglevel=error) >&2

case $what in
  960) node "$work/gen_perft960.mjs" --out "$data/perft960.txt" "$@" ;;
  hard) node "$work/gen_perft_hard.mjs" --out "$data/perft_hard.txt" "$@" ;;
  dfrc) node "$work/gen_perft_dfrc.mjs" --out "$data/perft_dfrc.txt" "$@" ;;
  candidates) node "$work/find_candidates.mjs" "$@" ;;
  all)
    node "$work/gen_perft960.mjs" --out "$data/perft960.txt"
    node "$work/gen_perft_hard.mjs" --out "$data/perft_hard.txt"
    node "$work/gen_perft_dfrc.mjs" --out "$data/perft_dfrc.txt"
    ;;
  *) echo "usage: $0 [960|hard|dfrc|candidates|all] [options]" >&2; exit 2 ;;
esac
