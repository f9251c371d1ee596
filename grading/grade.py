#!/usr/bin/env python3
"""Grades a submission's lessons with the kit's own tests: points from [points=N] tags.

  ./kit grade                              the kit's own lessons/ (a student grading themselves)
  ./kit grade --submission DIR             a student's lessons/ (or a repository holding one)
  ./kit grade --submissions DIR --out OUT  every folder in DIR, --jobs at a time; OUT/NAME/...

The kit is built once, trusted (--kit-build, or a build cached in --work): it gives each lesson's
judge, the catalog of the tests it runs and their points (grading/catalog.py, listed by the judge
at build time), and how to build a worker. The student's lesson file is compiled into a worker in
a fresh folder that holds only the kit's public headers, in the sandbox (grading/sandbox.py); the
judge calls the worker and writes the report, so the student's code never judges itself. A lesson that
does not compile, crashes, loops or runs out of memory loses its own points and nothing else.
Time limits count the time of the student's code, not the machine's: a busy grader takes longer
but fails no correct lesson (runner.LessonClock); a hard wall-clock cap still ends every lesson.
Speed: the CPU time the student's code used on each lesson's tests, measured by the judge, is
reported beside the reference's, measured once on this machine (cached in --work); it costs
points only with --speed-limit.
Exit status: 0 when grading ran (whatever the score), 2 for bad usage, 1 when it could not run."""
import argparse
import contextlib
import os
import pathlib
import re
import shutil
import sys
import tempfile
import time

import batch
import budget
import in_process
import kitbuild
import language
import messages
import outputs
import refspeed
import report
import runner
import slot as slots

# Its parts, one idea each: kitbuild.py (the kit's trusted build and the lessons it grades),
# budget.py (one submission's time budget), slot.py (a sandbox user grading one submission),
# refspeed.py (the reference's speed on this machine), batch.py (--submissions), outputs.py (the
# files a grading writes).
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
    p.add_argument("--timeout", type=float, default=120.0,
                   help="seconds all of one lesson's tests may take together, not counting the "
                        "time the machine is busy with other programs (default 120)")
    p.add_argument("--wall-timeout", type=float, default=0.0,
                   help="hard wall-clock cap of one lesson, however busy the machine (default 5 "
                        "times --timeout)")
    p.add_argument("--submission-timeout", type=float, default=budget.SUBMISSION_SECONDS,
                   help="seconds all the lessons of one submission may take together, their "
                        "builds included, counted as --timeout is; each lesson gets its own "
                        f"limits or what is left, keeping up to {budget.LESSON_FLOOR:g} s for each "
                        "lesson still to come; the lessons left when it is gone are not graded "
                        f"(default {budget.SUBMISSION_SECONDS:g}; 0: no such limit)")
    p.add_argument("--submission-wall-timeout", type=float, default=0.0,
                   help="hard wall-clock cap of one submission's lessons together, builds "
                        "included, however busy the machine (default 5 times "
                        "--submission-timeout)")
    p.add_argument("--call-seconds", type=float,
                   default=float(os.environ.get("NPUZZLE_CALL_SECONDS", 10)),
                   help="seconds one call to the student's code may take, counted the same way "
                        "(default 10, or NPUZZLE_CALL_SECONDS); an endless loop stops after them")
    p.add_argument("--speed-limit", type=float, default=0.0, metavar="FACTOR",
                   help="the student's code may use at most FACTOR times the reference's CPU "
                        "time (plus 1 s) on a lesson's tests; the tests left fail (default: no "
                        "limit, speed is only reported)")
    p.add_argument("--no-speed", action="store_true",
                   help="do not time the reference (no comparison in the report)")
    p.add_argument("--memory", type=int, default=1024,
                   help="megabytes of memory the student's code may use (default 1024)")
    p.add_argument("--lessons", help="only these lessons, by number: 00,03")
    p.add_argument("--no-hidden", action="store_true", help="leave out the hidden tests")
    p.add_argument("--hidden-visibility", default="after_published",
                   choices=["hidden", "after_due_date", "after_published", "visible"],
                   help="Gradescope visibility of hidden tests (default after_published)")
    p.add_argument("--kit", type=pathlib.Path, default=KIT, help="the kit to grade with")
    p.add_argument("--kit-build", type=pathlib.Path,
                   help="the kit's own build folder, already built (default: build it in --work)")
    p.add_argument("--work", type=pathlib.Path, help="scratch folder (kept to build faster)")
    p.add_argument("--build", action="store_true",
                   help="with --kit-build: first build what grading these lessons needs there")
    p.add_argument("--in-process", action="store_true",
                   help="grade the kit's own lessons with the in-process test programs of "
                        "--kit-build (./kit test: fast, for the student's own machine; the "
                        "student's code runs inside the tests, so no grade that counts is made "
                        "this way)")
    p.add_argument("--no-bwrap", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--quiet", action="store_true", help="no table on standard output")
    p.add_argument("--lang", metavar="TAG",
                   help="the language of the report, the results and the tests' hints: zh-CN "
                        "(Chinese) or en (default: NPUZZLE_LANG, else the locale: LC_ALL, "
                        "LC_MESSAGES, LANG)")
    args = p.parse_args(argv)
    if args.in_process and (args.submission or args.submissions or not args.kit_build):
        p.error("--in-process grades the kit's own lessons from --kit-build only")
    if args.submissions and not args.out:
        p.error("--submissions needs --out DIR for the reports")
    for folder in (args.submission, args.submissions):
        if folder and not folder.is_dir():
            p.error(f"{folder} is not a folder")
    if args.lessons and not all(re.fullmatch(r"\d\d", i) for i in args.lessons.split(",")):
        p.error(f"--lessons takes lesson numbers: 00,03 (not {args.lessons})")
    if args.jobs < 1:
        p.error("--jobs must be at least 1")
    if args.submission_timeout < 0 or args.submission_wall_timeout < 0:
        p.error("--submission-timeout and --submission-wall-timeout are seconds, at least 0")
    if args.speed_limit and (args.no_speed or not (args.kit / "solutions").is_dir()):
        p.error("--speed-limit needs the reference's times: the kit's solutions/, without "
                "--no-speed")
    if args.speed_limit < 0 or (args.speed_limit and args.speed_limit < 1):
        p.error("--speed-limit is a factor of the reference's time, at least 1")
    return args


def grade_single(args, only, limits):
    submission = args.submission or args.kit
    try:
        work, kit_build, lessons = kitbuild.prepare(args, only)
        with contextlib.ExitStack() as locks:
            slot = slots.open_slot(args, work, kit_build, lessons, limits, 1, locks)
            try:
                if not args.no_speed:
                    slot.reference = refspeed.timed(slot, work, lessons, args.quiet)
                results = slot.grade(submission)
            finally:
                slot.close()
    except Exception as err:  # noqa: BLE001 results.json must say why, whatever happened
        print(f"grade: grading could not run: {err}", file=sys.stderr)
        if args.json:
            outputs.write_failure(args.json, messages.reason("grader.failed", error=str(err)))
        return 1
    note = slots.isolation_note(slot)
    outputs.write_reports(results, args, args.json, args.junit, note)
    if not args.quiet:
        sys.stdout.write(note + "\n" + report.table(results))
    return 0


def grade_in_process(args, only, limits):
    """The kit's own lessons, each with its in-process test program (in_process.py), which links
    the student's code: the catalog comes from the lessons' judges, which do not."""
    kit_build = args.kit_build.resolve()
    try:
        if args.build:
            ids = kitbuild.configured_lessons(kit_build, only)
            kitbuild.build_targets(args.kit.resolve(), kit_build,
                                   [f"lesson{i}_{what}" for i in ids
                                    for what in ("student_tests", "catalog")])
        lessons = kitbuild.graded_lessons(args, kit_build, only)
    except RuntimeError as err:
        print(f"grade: {err}", file=sys.stderr)
        return 2
    missing = [l.binary for l in lessons if not (kit_build / "bin" / l.binary).is_file()]
    if missing:
        print(f"grade: {kit_build}/bin has no {', '.join(missing)}: build them first",
              file=sys.stderr)
        return 1
    results = []
    for lesson in lessons:
        lesson_started = time.monotonic()
        private = pathlib.Path(tempfile.mkdtemp(prefix=f"npuzzle-test{lesson.id}-"))
        try:
            outcomes = in_process.grade(lesson, kit_build / "bin" / lesson.binary, private,
                                        limits.wall_cap, kit_build / "test-durations.json")
        finally:
            shutil.rmtree(private, ignore_errors=True)
        results.append(report.LessonResult(
            lesson, messages.reason("origin.graded", file=lesson.student_file), None, outcomes,
            time.monotonic() - lesson_started))
    outputs.write_reports(results, args, args.json, args.junit, "")
    if not args.quiet:
        sys.stdout.write(report.table(results))
    return 0


def main(argv=None):
    args = parse_args(argv)
    # The report's texts follow it, and so do the judges' and test programs' hints (NPUZZLE_LANG).
    language.choose(args.lang)
    only = set(args.lessons.split(",")) if args.lessons else None
    limits = runner.Limits(args.timeout, args.memory, args.call_seconds, args.wall_timeout)
    if args.in_process:
        return grade_in_process(args, only, limits)
    if args.submissions:
        return batch.grade_many(args, only, limits)
    return grade_single(args, only, limits)


if __name__ == "__main__":
    sys.exit(main())
