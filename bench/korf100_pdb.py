#!/usr/bin/env python3
"""Korf's 100 (bench/korf100.txt) through `npuzzle solve --algo idastar` as a user runs it, with
the databases on disk: pdb:7-8 on the tuned engine (8-tile groups, mirror lookup), against
pdb:6-6-3 on the tuned engine and the lesson's code (--engine lesson) measured in the same run.
The lesson's code runs all 100 by default, or with --lesson N the N with the fewest nodes under
7-8's tuned run. Every answer's length is checked against the file's optimum.

Usage: bench/korf100_pdb.py [--npuzzle build/bin/npuzzle] [--lesson 10] [--cache DIR]
                            [--databases pdb:7-8] [--against pdb:6-6-3] [--boards N] [--jobs N]
The first run builds the databases into the cache (pdb:7-8: about 2 min on 2 free cores, once);
the rows time runs whose databases are read from it. Prints one row per configuration: wall and
CPU time (on a busy machine the wall time is mostly waiting for a core), nodes generated per
instance, and both times as a ratio against the first row on the same instances; then `solve` on
the goal itself: the program's start and its databases, without a search. Every run takes
`--jobs N` threads (default: one a core), and the first partition runs on one thread too.
--boards N takes the N instances with the shortest optima. CI's check:
  --databases pdb:5-5-5 --against none --boards 4 --lesson 4   (small databases, seconds of CPU)
"""
import argparse
import json
import os
import pathlib
import resource
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


def cpu_seconds():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


class Run:
    """One `solve` over `boards` (one line each): its wall and CPU seconds and its JSON answers,
    each length checked against the instance's optimum."""

    def __init__(self, npuzzle, boards, heuristic, engine, env, jobs):
        command = [npuzzle, "solve", "--algo", "idastar", "--heuristic", heuristic, "--goal",
                   KORF_GOAL, "--format", "json", "--engine", engine, "--jobs", str(jobs)]
        started, cpu_before = time.perf_counter(), cpu_seconds()
        done = subprocess.run(command, input="\n".join(b for _, _, b in boards) + "\n",
                              env=env, capture_output=True, text=True, check=False)
        self.wall = time.perf_counter() - started
        self.cpu = cpu_seconds() - cpu_before
        self.boards = len(boards)
        if done.returncode != 0:
            sys.exit(f"{' '.join(command)} exited with {done.returncode}: {done.stderr.strip()}")
        self.answers = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
        if len(self.answers) != len(boards):
            sys.exit(f"{heuristic} ({engine}): {len(self.answers)} answers for {len(boards)} "
                     "boards")
        for (number, optimum, _), answer in zip(boards, self.answers):
            if answer.get("length") != optimum:
                sys.exit(f"instance {number} with {heuristic} ({engine}): length "
                         f"{answer.get('length')}, the optimum is {optimum}")

    def nodes(self):
        return sum(a["generated"] for a in self.answers)


def main():
    here = pathlib.Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--npuzzle", default=str(here.parent / "build" / "bin" / "npuzzle"))
    parser.add_argument("--lesson", type=int, default=100,
                        help="instances the lesson's code runs (the easiest first; 100: all)")
    parser.add_argument("--cache", help="the databases' folder (NPUZZLE_PDB_CACHE)")
    parser.add_argument("--databases", default="pdb:7-8", help="the partition timed first")
    parser.add_argument("--against", default="pdb:6-6-3",
                        help="the tuned engine's other partition ('none': no such row)")
    parser.add_argument("--boards", type=int, default=100,
                        help="the instances run: the N with the shortest optima")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="threads of each solve (default: one a core)")
    args = parser.parse_args()
    env = dict(os.environ)
    if args.cache:
        env["NPUZZLE_PDB_CACHE"] = args.cache
    boards = instances(here / "korf100.txt")
    if args.boards < len(boards):
        boards = sorted(sorted(boards, key=lambda b: (b[1], b[0]))[:args.boards])
    main_pdb = args.databases
    others = [] if args.against == "none" else [args.against]

    def run(on, heuristic, engine, jobs=args.jobs):
        return Run(args.npuzzle, on, heuristic, engine, env, jobs)

    # Builds what is missing, so every timed run below reads its databases from disk.
    for heuristic in [main_pdb] + others:
        run(boards[:1], heuristic, "tuned")
    run(boards[:1], main_pdb, "lesson")

    # A row: its name, its run, and the run its ratios are against.
    first = run(boards, main_pdb, "tuned")
    rows = [(f"{main_pdb} tuned", first, first)]
    if args.jobs > 1:
        rows.append((f"{main_pdb} tuned, 1 thread", run(boards, main_pdb, "tuned", 1), first))
    rows += [(f"{other} tuned", run(boards, other, "tuned"), first) for other in others]
    if args.lesson >= len(boards):
        rows.append((f"{main_pdb} lesson", run(boards, main_pdb, "lesson"), first))
    else:
        nodes = [a["generated"] for a in first.answers]
        easiest = sorted(range(len(boards)), key=lambda i: nodes[i])[:args.lesson]
        subset = [boards[i] for i in sorted(easiest)]
        tuned = run(subset, main_pdb, "tuned")
        rows.append((f"{main_pdb} tuned, {len(subset)} easiest", tuned, tuned))
        rows.append((f"{main_pdb} lesson, {len(subset)} easiest",
                     run(subset, main_pdb, "lesson"), tuned))
    goal_only = run([(0, 0, KORF_GOAL)], main_pdb, "tuned")

    published = (f" Published for 7-8 with the mirror lookup: {PUBLISHED_78:,} nodes an instance."
                 if main_pdb == "pdb:7-8" else "")
    print(f"{len(boards)} of Korf's 100 through `npuzzle solve --algo idastar`; all optimal."
          f"{published} {args.jobs} thread(s) a run. Load average: {os.getloadavg()[0]:.1f}.")
    print(f"{'run':<32}{'boards':>7}{'wall s':>9}{'CPU s':>8}{'nodes/instance':>16}"
          f"{'x first: wall':>15}{'CPU':>6}")
    for name, r, base in rows:
        print(f"{name:<32}{r.boards:>7}{r.wall:>9.2f}{r.cpu:>8.2f}{r.nodes() / r.boards:>16,.0f}"
              f"{r.wall / base.wall:>15.1f}{r.cpu / base.cpu:>6.1f}")
    print(f"{main_pdb} tuned on the goal itself (the program's start and its databases): "
          f"{goal_only.wall:.2f} s of wall time, {goal_only.cpu:.2f} s of CPU")


if __name__ == "__main__":
    main()
