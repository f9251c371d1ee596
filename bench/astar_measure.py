#!/usr/bin/env python3
"""Description: the measurements behind lesson 05's closing note, with the kit's own program.
  1. `solve --algo astar` (Manhattan and misplaced tiles) against `solve --algo table` (one
     backward BFS: the true distances) on 1,000 sampled solvable 8-puzzle boards.
  2. Ten 15-puzzle boards made by random walks from the blank-first goal, optimal length at most
     40 (checked with IDA*): A*'s length, nodes and peak memory (max RSS) beside IDA*'s.
Usage: bench/astar_measure.py [BUILD_DIR]   (default: build). Takes about ten seconds."""
import json
import random
import subprocess
import sys
import tempfile

NPUZZLE = f"{sys.argv[1] if len(sys.argv) > 1 else 'build'}/bin/npuzzle"
GOAL16 = " ".join(str(i) for i in range(16))


def solve(boards, *args):
    """One JSON answer per board, and the program's peak resident memory in KB (GNU time's %M,
    what `/usr/bin/time -v` calls its maximum resident set size)."""
    with tempfile.NamedTemporaryFile("r") as peak:
        out = subprocess.run(["/usr/bin/time", "-o", peak.name, "-f", "%M", NPUZZLE, "solve",
                              "--format", "json", *args], input="\n".join(boards),
                             capture_output=True, text=True, check=True).stdout
        return [json.loads(line) for line in out.splitlines()], int(peak.read().split()[-1])


def solvable_3x3(tiles):
    inversions = sum(1 for i, a in enumerate(tiles) for b in tiles[i + 1:] if a and b and a > b)
    return inversions % 2 == 0


def random_walk(steps, rng, width=4):
    cells = list(range(width * width))
    blank, previous = 0, None
    for _ in range(steps):
        r, c = divmod(blank, width)
        options = [(dr, dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
                   if 0 <= r + dr < width and 0 <= c + dc < width and (-dr, -dc) != previous]
        dr, dc = rng.choice(options)
        to = (r + dr) * width + c + dc
        cells[blank], cells[to] = cells[to], cells[blank]
        blank, previous = to, (dr, dc)
    return " ".join(map(str, cells))


def main():
    rng = random.Random(2026)
    boards = []
    while len(boards) < 1000:
        tiles = rng.sample(range(9), 9)
        if solvable_3x3(tiles):
            boards.append(" ".join(map(str, tiles)))
    truth, _ = solve(boards, "--algo", "table")
    for h in ("manhattan", "misplaced"):
        answers, _ = solve(boards, "--algo", "astar", "--heuristic", h)
        wrong = sum(a["length"] != t["length"] for a, t in zip(answers, truth))
        print(f"8-puzzle, A* {h}: {len(boards) - wrong} of {len(boards)} optimal, "
              f"{sum(a['expanded'] for a in answers):,} expanded in all")

    print("15-puzzle (goal blank first): moves | A* generated, expanded, largest open, max RSS "
          "| IDA* generated")
    chosen, lengths = [], set()
    while len(chosen) < 10:
        board = random_walk(rng.randrange(30, 90), rng)
        (ida,), _ = solve([board], "--algo", "idastar", "--goal", GOAL16)
        if 20 <= ida["length"] <= 40 and ida["length"] not in lengths:
            lengths.add(ida["length"])
            chosen.append((ida["length"], board, ida))
    for length, board, ida in sorted(chosen):
        (a,), rss = solve([board], "--algo", "astar", "--goal", GOAL16)
        flag = "" if a["length"] == length else "  NOT OPTIMAL"
        print(f"{board:40} {length:3} | {a['generated']:>10,} {a['expanded']:>10,} "
              f"{a['max_frontier']:>10,} {rss / 1024:7.1f} MB | {ida['generated']:>12,}{flag}")


if __name__ == "__main__":
    main()
