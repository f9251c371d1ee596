#!/usr/bin/env python3
"""Grades a submission's lessons with the kit's own tests: points from [points=N] tags.

  ./kit grade                              the kit's own lessons/ (a student grading themselves)
  ./kit grade --submission DIR             a student's lessons/ (or a repository holding one)
  ./kit grade --submissions DIR --out OUT  every folder in DIR, --jobs at a time; OUT/NAME/...

The submission is built in a scratch copy of the kit (--work), never in the kit itself. Each
lesson's test program runs in its own process with a time and a memory limit; a lesson that does
not compile, crashes, loops or runs out of memory loses its own points and nothing else.
Exit status: 0 when grading ran (whatever the score), 2 for bad usage, 1 when it could not run."""
import argparse
import concurrent.futures
import csv
import fcntl
import hashlib
import os
import pathlib
import sys
import tempfile
import time

import catalog
import report
import runner
import workspace

KIT = pathlib.Path(__file__).resolve().parent.parent


def parse_args(argv):
    p = argparse.ArgumentParser(prog="kit grade", description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=__doc__.split("\n\n", 1)[1])
    what = p.add_mutually_exclusive_group()
    what.add_argument("--submission", type=pathlib.Path, help="a folder holding lessons/")
    what.add_argument("--submissions", type=pathlib.Path,
                      help="a folder of submissions, one sub-folder each")
    p.add_argument("--json", type=pathlib.Path, help="write Gradescope's results.json here")
    p.add_argument("--junit", type=pathlib.Path, help="write a JUnit XML report here")
    p.add_argument("--out", type=pathlib.Path, help="with --submissions: where reports go")
    p.add_argument("--jobs", type=int, default=1, help="submissions graded at once")
    p.add_argument("--timeout", type=float, default=10.0,
                   help="seconds one lesson's test program may run (default 10)")
    p.add_argument("--memory", type=int, default=1024,
                   help="megabytes of memory a test program may use (default 1024)")
    p.add_argument("--lessons", help="only these lessons, by number: 00,03")
    p.add_argument("--no-hidden", action="store_true", help="leave out tests/hidden/")
    p.add_argument("--hidden-visibility", default="after_published",
                   choices=["hidden", "after_due_date", "after_published", "visible"],
                   help="Gradescope visibility of hidden tests (default after_published)")
    p.add_argument("--kit", type=pathlib.Path, default=KIT, help="the kit to grade with")
    p.add_argument("--work", type=pathlib.Path, help="scratch folder (kept to build faster)")
    p.add_argument("--quiet", action="store_true", help="no table on standard output")
    args = p.parse_args(argv)
    if args.submissions and not args.out:
        p.error("--submissions needs --out DIR for the reports")
    for folder in (args.submission, args.submissions):
        if folder and not folder.is_dir():
            p.error(f"{folder} is not a folder")
    if args.jobs < 1:
        p.error("--jobs must be at least 1")
    return args


def default_work(kit):
    tag = hashlib.sha1(str(kit.resolve()).encode()).hexdigest()[:10]
    return pathlib.Path(tempfile.gettempdir()) / f"npuzzle-grade-{os.getuid()}-{tag}"


def grade_one(ws, lessons, submission, limits):
    """Builds and grades every lesson of one submission in the workspace."""
    origin = ws.prepare(lessons, submission)
    ws.configure()
    results = []
    for lesson in lessons:
        started = time.monotonic()
        problem = ws.build_lesson(lesson)
        if problem:
            outcomes = [runner.Outcome(t, False, "") for t in lesson.tests]
            results.append(report.LessonResult(lesson, origin[lesson.id], problem, outcomes,
                                               time.monotonic() - started))
            continue
        outcomes, seconds = runner.grade_binary(lesson, ws.binary(lesson),
                                                ws.work / "run" / lesson.id, limits)
        results.append(report.LessonResult(lesson, origin[lesson.id], "", outcomes, seconds))
    return results


def write_reports(results, args, json_path, junit_path, seconds):
    if json_path:
        json_path.parent.mkdir(parents=True, exist_ok=True)
        report.write_json(json_path, report.gradescope(results, args.hidden_visibility, seconds))
    if junit_path:
        junit_path.parent.mkdir(parents=True, exist_ok=True)
        junit_path.write_text(report.junit(results))


def locked(work):
    """Holds the scratch folder for this process: two graders must not build in one tree."""
    work.mkdir(parents=True, exist_ok=True)
    handle = open(work / ".lock", "w")
    fcntl.flock(handle, fcntl.LOCK_EX)
    return handle


def grade_single(args, lessons, limits):
    submission = args.submission or args.kit
    work = args.work or default_work(args.kit)
    started = time.monotonic()
    with locked(work):
        ws = workspace.Workspace(args.kit, work, os.cpu_count() or 2, not args.no_hidden)
        try:
            results = grade_one(ws, lessons, submission, limits)
        except Exception as err:  # noqa: BLE001 results.json must say why, whatever happened
            print(f"grade: grading could not run: {err}", file=sys.stderr)
            if args.json:
                args.json.parent.mkdir(parents=True, exist_ok=True)
                report.write_json(args.json, {"score": 0, "output": f"The autograder could not "
                                              f"run: {err}", "tests": []})
            return 1
    write_reports(results, args, args.json, args.junit, time.monotonic() - started)
    if not args.quiet:
        sys.stdout.write(report.table(results))
    return 0


def grade_many(args, lessons, limits):
    """Every sub-folder of --submissions; each worker owns one scratch tree and reuses it."""
    names = sorted(p.name for p in args.submissions.iterdir() if p.is_dir())
    base = args.work or default_work(args.kit)
    build_jobs = max(1, (os.cpu_count() or 2) // args.jobs)
    queue = list(reversed(names))
    rows = {}

    def worker(index):
        with locked(base / f"worker{index}"):
            ws = workspace.Workspace(args.kit, base / f"worker{index}", build_jobs,
                                     not args.no_hidden)
            while True:
                try:
                    name = queue.pop()  # list.pop is atomic: workers never share a submission
                except IndexError:
                    return
                started = time.monotonic()
                out = args.out / name
                try:
                    results = grade_one(ws, lessons, args.submissions / name, limits)
                except (RuntimeError, OSError) as err:
                    rows[name] = None
                    print(f"grade: {name}: grading could not run: {err}", file=sys.stderr)
                    continue
                write_reports(results, args, out / "results.json", out / "junit.xml",
                              time.monotonic() - started)
                (out / "report.txt").write_text(report.table(results))
                rows[name] = results
                score, max_score = report.totals(results)
                if not args.quiet:
                    print(f"{name}: {score}/{max_score}", flush=True)

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for future in [pool.submit(worker, i) for i in range(args.jobs)]:
            future.result()
    write_summary(args.out / "summary.csv", lessons, names, rows)
    return 0 if all(rows.get(n) is not None for n in names) or not names else 1


def write_summary(path, lessons, names, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "w", newline="") as f:
        out = csv.writer(f)
        out.writerow(["submission", "score", "max_score"] + [l.dir for l in lessons])
        for name in names:
            results = rows.get(name)
            if results is None:
                out.writerow([name, "", "", *[""] * len(lessons)])
                continue
            score, max_score = report.totals(results)
            out.writerow([name, score, max_score] + [r.score for r in results])


def main(argv=None):
    args = parse_args(argv)
    only = set(args.lessons.split(",")) if args.lessons else None
    try:
        lessons = catalog.load_lessons(args.kit, not args.no_hidden, only)
    except FileNotFoundError as err:
        print(f"grade: {err}", file=sys.stderr)
        return 2
    if not lessons:
        print(f"grade: no lessons to grade (--lessons {args.lessons})", file=sys.stderr)
        return 2
    limits = runner.Limits(args.timeout, args.memory)
    if args.submissions:
        return grade_many(args, lessons, limits)
    return grade_single(args, lessons, limits)


if __name__ == "__main__":
    sys.exit(main())
