#!/usr/bin/env bash
# Regenerates the figures of docs/lecturer-guide.md (docs/figures/) with the kit's own tracer:
# trees (SVG), a lecture player (HTML) and screenshots of it (PNG, with Debian's chromium when it
# is installed), and the `compare` plot (SVG, with gnuplot). Then it checks every figure against
# a 1600x900 slide: a board digit and a node header must come out at least 14 px tall, or the
# lecturer guide must say to use the player for it (docs/measure-figures.py; exit 1 if neither).
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
board_15="1 2 3 4 5 6 0 8 9 10 7 11 13 14 15 12"  # a 15-puzzle 3 moves from its goal

# run NAME ARGS...: one trace; exit 1 (not found) is an answer, not a failure: the
# depth-limited figure is meant to show one.
run() {
  local name=$1 code=0
  shift
  "$npuzzle" trace "$@" 2>/dev/null || code=$?
  if [ "$code" -gt 1 ]; then
    echo "make-figures: $name failed (exit $code): $npuzzle trace $*" >&2
    exit "$code"
  fi
}
# figure NAME ARGS...: a tree into docs/figures/NAME.svg (add --legend-below to wide trees).
figure() {
  local name=$1
  shift
  run "$name" "$@" --svg "$out/$name.svg"
  echo "$out/$name.svg"
}

figure bfs-two-moves "$seed000_start" --goal "$seed000_goal" --algo bfs --legend-below
figure dls-limit-2 "$seed000_start" --goal "$seed000_goal" --algo dls --depth-limit 2 --legend-below
figure dls-limit-1 "$seed000_start" --goal "$seed000_goal" --algo dls --depth-limit 1
figure iddfs-two-moves "$seed000_start" --goal "$seed000_goal" --algo iddfs --aspect 16:9 \
  --legend-below
# POJ's 19-move sample on a slide: the path's first moves and the goal, the rest one
# "... 17 more moves" node (--path elide keeps --max-depth moves, 2 by default).
figure bfs-capped "$poj_sample" --algo bfs --max-nodes 40 --path elide --legend-below
figure idastar-two-moves "$seed000_start" --goal "$seed000_goal" --algo idastar
# The legend below, as BFS's: the two trees then have the same shape, side by side on a slide.
figure astar-two-moves "$seed000_start" --goal "$seed000_goal" --algo astar --legend-below
figure astar-poj-elided "$poj_sample" --algo astar --max-nodes 40 --path elide
# A*'s whole tree on POJ's sample: 846 nodes (314 expanded), against IDA*'s 1,572 generated;
# a figure for notes, the player for a slide (its 20 levels cannot fit one legibly).
figure astar-poj "$poj_sample" --algo astar --max-nodes 900
# Four moves to the default goal: misplaced tiles needs two iterations, Manhattan one. (A
# five-move board shows three, but its six levels come out 13 px on a slide.)
heuristics_board="1 2 3 4 8 5 7 6 0"
# Both drawn left to right (--aspect 16:9 turns a tall tree): misplaced tiles' second
# iteration (its first: the root and its cut-off children) beside Manhattan's only one.
figure idastar-misplaced "$heuristics_board" --algo idastar --heuristic misplaced \
  --iterations last --aspect 16:9
figure idastar-manhattan "$heuristics_board" --algo idastar --heuristic manhattan --aspect 16:9
# Every iteration of IDA* on POJ's sample, 8 nodes each; the last iteration to depth 4, its
# path elided, left to right (a deep, narrow tree).
figure idastar-poj-all "$poj_sample" --algo idastar --max-nodes 8 --aspect 16:9 --legend-below
figure idastar-poj-last "$poj_sample" --algo idastar --iterations last --max-nodes 40 \
  --path elide --max-depth 4 --aspect 16:9

# Pattern databases (lesson 07): how pdb:4-4 reads POJ's board, and a 15-puzzle search whose
# nodes show h per database (two-digit tiles: the cells are wider).
figure pdb-abstraction "$poj_sample" --heuristic pdb:4-4 --explain-heuristic
figure idastar-15-pdb --size 4x4 "$board_15" --algo idastar --heuristic pdb:5-5-5 \
  --iterations last --aspect 16:9

# The player: one self-contained page, and what it looks like at a few steps.
player="$out/player-idastar-poj.html"
run player "$poj_sample" --algo idastar --max-nodes 60 --html "$player"
echo "$player"
chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -n "$chromium" ]; then
  profile=$(mktemp -d)
  trap 'rm -rf "$profile"' EXIT
  shot() {  # shot NAME HASH: a 1600x900 screenshot of the player at that state
    "$chromium" --headless --no-sandbox --disable-gpu --disable-background-networking \
      --disable-component-update --disable-sync --no-first-run --user-data-dir="$profile" \
      --hide-scrollbars --window-size=1600,900 --screenshot="$out/$1.png" \
      "file://$(pwd)/$player#$2" >/dev/null 2>&1
    echo "$out/$1.png"
  }
  shot player-step-40 "step=40"
  shot player-heat-map "step=400&heat=1&zoom=0.5"
else
  echo "make-figures: chromium is not installed: the player's screenshots were not redrawn" >&2
fi

# compare: the same board, every search, nodes per depth (BFS, A*) and per bound (IDDFS, IDA*)
# in a panel each, log scale; and AIMA's cost against depth over a few hundred random boards.
if command -v gnuplot >/dev/null 2>&1; then
  "$npuzzle" compare "$poj_sample" --plot "$out/compare-poj.svg" >/dev/null
  echo "$out/compare-poj.svg"
  python3 docs/plot-cost-by-depth.py "$npuzzle" "$out/cost-by-depth.svg"
else
  echo "make-figures: gnuplot is not installed: compare-poj.svg and cost-by-depth.svg were" \
    "not redrawn" >&2
fi

# The slide check: fitted to 1600x900 px, how tall are a board digit and a header? Below 14 px
# the guide must send the figure to the player (docs/measure-figures.py says how it measures).
echo
python3 docs/measure-figures.py "$out"
