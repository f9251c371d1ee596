#!/usr/bin/env python3
"""Nodes generated against solution depth, over many random 8-puzzle boards (as AIMA's table of
IDS and A* costs): one line per search and heuristic, log scale, drawn with gnuplot.

  docs/plot-cost-by-depth.py NPUZZLE OUT.svg [--walks N] [--seed S] [--min-boards K]

Boards are random walks from the goal (N of them, lengths 2..60, no move undone at once, seeded:
the same command draws the same figure). `npuzzle compare --format csv` solves each with every
search; a depth is plotted when at least K boards have it (default 5), each point the mean
of those boards. IDDFS runs to --iddfs-max 14 only: deeper, one board takes it minutes.
"""
import argparse
import collections
import csv
import io
import random
import subprocess
import sys

GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0]
# The same colours and markers as `npuzzle compare --plot`: colour = heuristic (Okabe-Ito),
# marker = search.
COLOURS = {"": "#000000", "misplaced": "#e69f00", "manhattan": "#0072b2",
           "linear-conflict": "#009e73"}
MARKERS = {"bfs": 7, "iddfs": 6, "astar": 4, "idastar": 8}
DASHES = {"bfs": 1, "iddfs": 2, "astar": 1, "idastar": 2}  # solid: keeps all; dashed: iterates


def random_walk(rng, length):
    board, blank, last = GOAL[:], 8, None
    for _ in range(length):
        r, c = divmod(blank, 3)
        moves = [(dr, dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                 if 0 <= r + dr < 3 and 0 <= c + dc < 3 and (-dr, -dc) != last]
        dr, dc = rng.choice(moves)
        target = (r + dr) * 3 + c + dc
        board[blank], board[target] = board[target], 0
        blank, last = target, (dr, dc)
    return " ".join(map(str, board))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("npuzzle")
    ap.add_argument("out")
    ap.add_argument("--walks", type=int, default=400)
    ap.add_argument("--seed", type=int, default=22)
    ap.add_argument("--min-boards", type=int, default=5)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    boards = sorted({random_walk(rng, rng.randint(2, 60)) for _ in range(a.walks)})
    run = subprocess.run([a.npuzzle, "compare", "--format", "csv", "--iddfs-max", "14"],
                         input="\n".join(boards) + "\n", capture_output=True, text=True)
    if run.returncode not in (0, 1):
        print(f"plot-cost-by-depth: npuzzle compare failed: {run.stderr.strip()}", file=sys.stderr)
        return 2
    rows = list(csv.DictReader(io.StringIO(run.stdout)))
    # A board's depth is its optimal length, which IDA* with Manhattan always finds.
    depth = {r["board"]: int(r["length"]) for r in rows
             if r["algorithm"] == "idastar" and r["heuristic"] == "manhattan" and r["length"]}
    per_depth = collections.Counter(depth.values())
    costs = collections.defaultdict(lambda: collections.defaultdict(list))
    for r in rows:
        d = depth.get(r["board"])
        if r["generated"] and d is not None and per_depth[d] >= a.min_boards:
            costs[(r["algorithm"], r["heuristic"])][d].append(int(r["generated"]))
    order = ["bfs", "iddfs", "astar", "idastar"]
    series = sorted(costs, key=lambda k: (order.index(k[0]), list(COLOURS).index(k[1])))
    script = ["set terminal svg size 1600,900 dynamic font 'Helvetica,22' linewidth 2",
              f"set output '{a.out}'",
              f"set title 'Search cost against solution depth: {len(depth)} random 8-puzzle "
              f"boards, mean of each depth'",
              "set xlabel 'solution depth (moves)'", "set ylabel 'nodes generated'",
              "set logscale y", "set format y '10^{%T}'", "set grid", "set key top left",
              "set xtics 2"]
    plots = []
    for k, (algo, heuristic) in enumerate(series):
        points = costs[(algo, heuristic)]
        script.append(f"$s{k} << EOD")
        script += [f"{d} {sum(v) / len(v):.1f}" for d, v in sorted(points.items())]
        script.append("EOD")
        title = algo + (" " + heuristic if heuristic else "")
        plots.append(f"$s{k} with linespoints dt {DASHES[algo]} pt {MARKERS[algo]} ps 1.5 "
                     f"lc rgb '{COLOURS[heuristic]}' title '{title}'")
    script.append("plot " + ", ".join(plots))
    subprocess.run(["gnuplot"], input="\n".join(script) + "\n", text=True, check=True)
    counts = ", ".join(f"{d}: {n}" for d, n in sorted(per_depth.items()) if n >= a.min_boards)
    print(f"{a.out}: boards per depth {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
