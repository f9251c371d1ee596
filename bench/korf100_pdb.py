#!/usr/bin/env python3
"""Korf's 100 (bench/korf100.txt) through `npuzzle solve --algo idastar` as a user runs it, with
the databases on disk: pdb:7-8 on the tuned engine (8-tile groups, mirror lookup), against
pdb:6-6-3 on the tuned engine and the lesson's code (--engine lesson) measured in the same run.
The lesson's code runs all 100 by default (about 1.3 times 7-8's tuned time), or with
--lesson N the N with the fewest nodes under 7-8's tuned run. Every answer's length is checked against the file's optimum.

Usage: bench/korf100_pdb.py [--npuzzle build/bin/npuzzle] [--lesson 10] [--cache DIR]
The first run builds the databases into the cache (pdb:7-8: about 2 min on 2 free cores, once);
the rows time runs whose databases are read from it. Prints one row per configuration: wall time,
nodes generated per instance, and the ratio against pdb:7-8 on the same instances.
"""
import argparse
import json
import os
import pathlib
import subprocess
import sys
import time

KORF_GOAL = " ".join(str(t) for t in range(16))
# Korf and Felner's 7-8 partition with the mirror lookup (2004): nodes generated per instance.
PUBLISHED_78 = 36710


def instances(path):
    rows = []
    for line in path.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split()
        rows.append((int(fields[0]), int(fields[1]), " ".join(fields[2:])))
    return rows


def solve(npuzzle, boards, heuristic, engine, env):
    """Runs one `solve` over `boards` (one line each); returns wall seconds and the JSON lines."""
    command = [npuzzle, "solve", "--algo", "idastar", "--heuristic", heuristic, "--goal",
               KORF_GOAL, "--format", "json", "--engine", engine]
    started = time.perf_counter()
    done = subprocess.run(command, input="\n".join(b for _, _, b in boards) + "\n", env=env,
                          capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - started
    if done.returncode != 0:
        sys.exit(f"{' '.join(command)} exited with {done.returncode}: {done.stderr.strip()}")
    answers = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    if len(answers) != len(boards):
        sys.exit(f"{heuristic} ({engine}): {len(answers)} answers for {len(boards)} boards")
    for (number, optimum, _), answer in zip(boards, answers):
        if answer.get("length") != optimum:
            sys.exit(f"instance {number} with {heuristic} ({engine}): length "
                     f"{answer.get('length')}, the optimum is {optimum}")
    return seconds, answers


def generated(answer):
    return answer["generated"]


def main():
    here = pathlib.Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--npuzzle", default=str(here.parent / "build" / "bin" / "npuzzle"))
    parser.add_argument("--lesson", type=int, default=100,
                        help="instances the lesson's code runs (the easiest under 7-8; 100: all)")
    parser.add_argument("--cache", help="the databases' folder (NPUZZLE_PDB_CACHE)")
    args = parser.parse_args()
    env = dict(os.environ)
    if args.cache:
        env["NPUZZLE_PDB_CACHE"] = args.cache
    boards = instances(here / "korf100.txt")

    # Builds what is missing, so every timed run below reads its databases from disk.
    for heuristic in ("pdb:7-8", "pdb:6-6-3"):
        solve(args.npuzzle, boards[:1], heuristic, "tuned", env)

    rows = []
    t78, a78 = solve(args.npuzzle, boards, "pdb:7-8", "tuned", env)
    rows.append(("pdb:7-8 tuned", len(boards), t78, sum(map(generated, a78)), t78))
    t663, a663 = solve(args.npuzzle, boards, "pdb:6-6-3", "tuned", env)
    rows.append(("pdb:6-6-3 tuned", len(boards), t663, sum(map(generated, a663)), t78))
    if args.lesson >= len(boards):
        t_lesson, a_lesson = solve(args.npuzzle, boards, "pdb:7-8", "lesson", env)
        rows.append(("pdb:7-8 lesson", len(boards), t_lesson, sum(map(generated, a_lesson)), t78))
    else:
        easiest = sorted(range(len(boards)), key=lambda i: generated(a78[i]))[:args.lesson]
        subset = [boards[i] for i in sorted(easiest)]
        t78_sub, a78_sub = solve(args.npuzzle, subset, "pdb:7-8", "tuned", env)
        t_lesson, a_lesson = solve(args.npuzzle, subset, "pdb:7-8", "lesson", env)
        rows.append((f"pdb:7-8 tuned, {len(subset)} easiest", len(subset), t78_sub,
                     sum(map(generated, a78_sub)), t78_sub))
        rows.append((f"pdb:7-8 lesson, {len(subset)} easiest", len(subset), t_lesson,
                     sum(map(generated, a_lesson)), t78_sub))

    print(f"Korf's 100 through `npuzzle solve --algo idastar`, databases read from disk; "
          f"all optimal. Published for 7-8 with the mirror lookup: {PUBLISHED_78:,} nodes "
          f"an instance.")
    print(f"{'run':<32}{'boards':>7}{'wall s':>9}{'nodes/instance':>16}{'x 7-8 time':>12}")
    for name, count, seconds, nodes, base in rows:
        print(f"{name:<32}{count:>7}{seconds:>9.2f}{nodes / count:>16,.0f}"
              f"{seconds / base:>12.1f}")


if __name__ == "__main__":
    main()
