# Sourced by the benchmarks that talk to Stockfish over UCI (perft_vs_stockfish.sh,
# guide_vs_stockfish.sh): finds the engine, starts it as a coprocess with the options given,
# and reads its lines. The caller defines die MESSAGE (exits).

# Starts Stockfish (STOCKFISH, else /usr/games/stockfish, else stockfish on PATH) with
# UCI_Chess960 on and each "Name value" argument as an option, and waits until it is ready.
# Sets sf_in, sf_out, sf_pid and sf_name; the engine is killed when the script exits (a trap
# the caller may replace, killing "$sf_pid" itself).
start_stockfish() {
  local stockfish=${STOCKFISH:-} option
  if [[ -z $stockfish ]]; then
    if [[ -x /usr/games/stockfish ]]; then stockfish=/usr/games/stockfish
    else stockfish=$(command -v stockfish || true); fi
  fi
  [[ -n $stockfish && -x $stockfish ]] ||
    die "Stockfish not found (install it: bash .ci/deps.sh bench, or set STOCKFISH)"
  coproc SF { exec "$stockfish"; }
  sf_in=${SF[1]}
  sf_out=${SF[0]}
  sf_pid=$SF_PID
  trap 'kill "$sf_pid" 2>/dev/null || true' EXIT
  echo uci >&"$sf_in"
  sf_wait '^id name '
  sf_name=${sf_line#id name }
  sf_wait '^uciok$'
  for option in "UCI_Chess960 true" "$@"; do
    echo "setoption name ${option% *} value ${option##* }" >&"$sf_in"
  done
  echo isready >&"$sf_in"
  sf_wait '^readyok$'
  [[ $sf_name == 'Stockfish 15.1' ]] ||
    echo "warning: reference engine is '$sf_name', not Stockfish 15.1" >&2
}

# Reads engine lines until one matches $1; that line is left in $sf_line, and the last line
# with a score (an "info ... score cp|mate N ..." line) in $sf_score_line.
sf_wait() {
  while IFS= read -r -t 1800 sf_line <&"$sf_out"; do
    sf_line=${sf_line%$'\r'}
    [[ $sf_line =~ ^info\ .*\ score\ (cp|mate)\ -?[0-9]+ ]] && sf_score_line=$sf_line
    [[ $sf_line =~ $1 ]] && return 0
  done
  die "Stockfish stopped answering while waiting for /$1/"
}
