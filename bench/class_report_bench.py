#!/usr/bin/env python3
"""Description: the class report's speed (grading/class_report.py) on synthetic classes of 300
and 1,000 submissions (tests/grading/class_synthetic.py): every lesson of the kit, 26 tests each
(208, about the kit's 207 points), a mix of passes, failures with hints, stubs, compile errors
and timeouts. Each size is summarised three times, the best kept; the time to write the results
files is not counted.
Usage: bench/class_report_bench.py [SIZE ...]   (default: 300 1000). Takes about a minute."""
import io
import os
import pathlib
import sys
import tempfile
import time
from contextlib import redirect_stderr

KIT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(KIT / "grading"))
sys.path.insert(0, str(KIT / "tests" / "grading"))
import class_report  # noqa: E402
import class_synthetic  # noqa: E402

LESSONS = ("00-warmup", "01-cantor", "02-parity", "03-bfs", "04-dfs", "05-astar", "06-idastar",
           "07-pdb")
TESTS = 26


def best_of(runs, argv):
    """(wall-clock seconds, CPU seconds) of the quickest of `runs` runs."""
    times = []
    for _ in range(runs):
        started, cpu = time.perf_counter(), time.process_time()
        with redirect_stderr(io.StringIO()):
            status = class_report.main(argv)
        times.append((time.perf_counter() - started, time.process_time() - cpu))
        if status != 0:
            raise SystemExit(f"class_report {' '.join(argv)} failed ({status})")
    return min(times)


def main(sizes):
    for size in sizes:
        with tempfile.TemporaryDirectory() as d:
            root = pathlib.Path(d)
            class_synthetic.random_class(root / "in", size, LESSONS, TESTS)
            megabytes = sum(p.stat().st_size for p in (root / "in").rglob("*.json")) / 1e6
            seconds, cpu = best_of(3, [str(root / "out"), "--from", str(root / "in"), "--lang",
                                       "en"])
            print(f"{size} submissions ({megabytes:.0f} MB of results.json): {seconds:.2f} s "
                  f"({cpu:.2f} s of CPU), {seconds / size * 1000:.1f} ms a submission; load "
                  f"average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [300, 1000])
