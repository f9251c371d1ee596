#!/usr/bin/env bash
# Times `npuzzle solve` beside the seed programs on the same boards, in one run, and checks that
# every kit answer is a valid solution (../shared/baselines/compare.py does both).
#   bench/compare.sh [BOARDS] [compare.py options, e.g. --runs 3 --skip s003]
# BOARDS defaults to bench/boards/hard27-31.txt (100 boards of optimum 27..31). The kit runs BFS
# and the distance table; each prints one line per board in POJ 1077's form.
set -euo pipefail
cd "$(dirname "$0")/.."
boards=${1:-bench/boards/hard27-31.txt}
shift || true
compare=${NPUZZLE_BASELINES:-../shared/baselines}/compare.py
npuzzle=${NPUZZLE_BUILD_DIR:-build}/bin/npuzzle
[ -x "$npuzzle" ] || { echo "compare.sh: build $npuzzle first (./kit build)" >&2; exit 2; }
[ -f "$compare" ] || { echo "compare.sh: no $compare (set NPUZZLE_BASELINES)" >&2; exit 2; }
exec python3 "$compare" "$boards" \
  --kit "$npuzzle solve --algo bfs --format poj" \
  --kit "$npuzzle solve --algo table --format poj" "$@"
