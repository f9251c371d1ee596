#!/usr/bin/env bash
# Regenerates the figures of docs/lecturer-guide.md (docs/figures/) with the kit's own tracer:
# trees (SVG), a lecture player (HTML) and screenshots of it (PNG, with Debian's chromium when it
# is installed), and the `compare` plot (SVG, with gnuplot). Then it checks every tree figure
# against a 1600x900 slide: a board digit must come out at least 14 px tall.
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
figure bfs-capped "$poj_sample" --algo bfs --max-nodes 40
figure idastar-two-moves "$seed000_start" --goal "$seed000_goal" --algo idastar
figure astar-two-moves "$seed000_start" --goal "$seed000_goal" --algo astar
# A*'s whole tree on POJ's sample: 846 nodes (314 expanded), against IDA*'s 1,572 generated.
figure astar-poj "$poj_sample" --algo astar --max-nodes 900
# Five moves to the default goal: misplaced tiles needs three iterations, Manhattan one.
figure idastar-misplaced "1 2 3 4 8 0 7 6 5" --algo idastar --heuristic misplaced --aspect 16:9
figure idastar-manhattan "1 2 3 4 8 0 7 6 5" --algo idastar --heuristic manhattan
# Every iteration of IDA* on POJ's sample, 8 nodes each, and the whole 19-move path.
figure idastar-poj-all "$poj_sample" --algo idastar --max-nodes 8 --aspect 16:9 --legend-below
figure idastar-poj-last "$poj_sample" --algo idastar --iterations last --max-nodes 500

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
  shot player-heat-map "step=574&heat=1&zoom=0.5"
else
  echo "make-figures: chromium is not installed: the player's screenshots were not redrawn" >&2
fi

# compare: the same board, every search, nodes per depth or bound on a log scale.
if command -v gnuplot >/dev/null 2>&1; then
  "$npuzzle" compare "$poj_sample" --plot "$out/compare-poj.svg" >/dev/null
  echo "$out/compare-poj.svg"
else
  echo "make-figures: gnuplot is not installed: compare-poj.svg was not redrawn" >&2
fi

# The slide check: fitted to 1600x900 px, how tall is a board digit? The tracer draws digits in
# a 17 pt font (tracer/src/dot_writer.cpp) whose digits are 0.72 of it tall.
python3 - "$out" <<'PY'
import glob, os, re, sys
print("\nfigure                        size (pt)      digit height on a 1600x900 slide")
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*.svg"))):
    head = open(path, encoding="utf-8").read(3000)
    size = re.search(r'<svg width="([\d.]+)pt" height="([\d.]+)pt"', head)
    if not size or "compare" in path or "parity" in path:  # not trees: the plot, lesson 02
        continue
    w, h = float(size.group(1)), float(size.group(2))
    digit = 17 * 0.72 * min(1600 / w, 900 / h)
    verdict = "ok" if digit >= 14 else "too small: show it in the player"
    print(f"{os.path.basename(path):28s} {w:6.0f} x {h:<6.0f} {digit:5.1f} px  {verdict}")
PY
