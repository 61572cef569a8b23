#!/usr/bin/env bash
# Installs, with apt-get, the Debian 12 packages this project needs and that are missing.
#   bash .ci/deps.sh build   compiler, CMake, Ninja, Qt 6 with its SQLite driver (the game
#                            databases) and Serial Port (electronic boards): enough to build
#                            and run everything
#   bash .ci/deps.sh test    the same plus clang, its libFuzzer runtime and llvm's symbolizer
#                            (the fuzz smoke test and the sanitizers' build) and Stockfish (tst_uciengine plays a Chess960 game against it),
#                            poppler-utils (tst_startcard reads its PDFs back), dpkg-dev and
#                            file (deb_package: cpack -G DEB and its Depends)
#   bash .ci/deps.sh bench   the same plus Stockfish, the reference for the benchmarks
set -euo pipefail
want=(g++ cmake ninja-build qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-translations-l10n
      qt6-multimedia-dev libqt6sql6-sqlite qt6-serialport-dev)
case "${1:-build}" in
  build) ;;
  # fuzz targets and the sanitizers' build (llvm: the symbolizer for their reports); the
  # .desktop check; PDF text (tst_startcard); a 960 game against Stockfish; the Debian
  # package's Depends (cpack runs dpkg-shlibdeps on what `file` calls programs)
  test) want+=(clang libclang-rt-14-dev llvm desktop-file-utils poppler-utils stockfish
               dpkg-dev file) ;;
  bench) want+=(stockfish) ;;
  *) echo "usage: $0 [build|test|bench]" >&2; exit 2 ;;
esac
missing=()
for p in "${want[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=; [ "$(id -u)" -eq 0 ] || sudo=sudo
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
