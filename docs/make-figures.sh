#!/usr/bin/env bash
# Regenerates the figures of docs/lecturer-guide.md (docs/figures/*.svg) with the kit's own
# tracer, so they follow any change to the searches or the drawing. Run from anywhere:
#   docs/make-figures.sh [BUILD_DIR]      (default: build, as ./kit builds it)
# The same command gives the same DOT, byte for byte; the SVGs change only with Graphviz.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
if [ ! -f "$build/CMakeCache.txt" ]; then
  echo "make-figures: no build in $build: run ./kit build first (or pass a build folder)" >&2
  exit 2
fi
cmake --build "$build" --target npuzzle >/dev/null
npuzzle="$build/bin/npuzzle"
out=docs/figures
mkdir -p "$out"

seed000_start="1 2 3 0 8 4 7 6 5"   # seed 000's example: 2 moves to its goal
seed000_goal="1 0 3 8 2 4 7 6 5"
poj_sample="2 3 4 1 5 x 7 6 8"      # POJ 1077's sample: 19 moves to 1 2 3 4 5 6 7 8 0

# figure NAME ARGS...: traces into docs/figures/NAME.svg. Exit 1 (not found) is an answer, not a
# failure: the depth-limited figure is meant to show one.
figure() {
  local name=$1 code=0
  shift
  "$npuzzle" trace "$@" --svg "$out/$name.svg" 2>/dev/null || code=$?
  if [ "$code" -gt 1 ]; then
    echo "make-figures: $name failed (exit $code): $npuzzle trace $*" >&2
    exit "$code"
  fi
  echo "$out/$name.svg"
}

figure bfs-two-moves "$seed000_start" --goal "$seed000_goal" --algo bfs
figure dls-limit-2 "$seed000_start" --goal "$seed000_goal" --algo dls --depth-limit 2
figure dls-limit-1 "$seed000_start" --goal "$seed000_goal" --algo dls --depth-limit 1
figure iddfs-two-moves "$seed000_start" --goal "$seed000_goal" --algo iddfs
figure bfs-capped "$poj_sample" --algo bfs --max-nodes 40
figure idastar-poj-last "$poj_sample" --algo idastar --iterations last --max-nodes 500
figure idastar-two-moves "$seed000_start" --goal "$seed000_goal" --algo idastar
figure astar-two-moves "$seed000_start" --goal "$seed000_goal" --algo astar
# A*'s whole tree on POJ's sample: 846 nodes (314 expanded), against IDA*'s 1,572 generated.
figure astar-poj "$poj_sample" --algo astar --max-nodes 900
# Five moves to the default goal: misplaced tiles needs three iterations, Manhattan one.
figure idastar-misplaced "1 2 3 4 8 0 7 6 5" --algo idastar --heuristic misplaced
figure idastar-manhattan "1 2 3 4 8 0 7 6 5" --algo idastar --heuristic manhattan
