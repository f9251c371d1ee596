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
import concurrent.futures
import contextlib
import csv
import dataclasses
import fcntl
import hashlib
import io
import json
import os
import pathlib
import platform
import re
import shlex
import shutil
import stat
import subprocess
import sys
import tempfile
import threading
import time

import catalog
import in_process
import language
import messages
import report
import runner
import safeio
import sandbox
import submission as submissions
import titles
import workerbuild

KIT = pathlib.Path(__file__).resolve().parent.parent
BUILD_SECONDS = 120  # one lesson's worker build (workerbuild.build's own limit)


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
    p.add_argument("--submission-timeout", type=float, default=SUBMISSION_SECONDS,
                   help="seconds all the lessons of one submission may take together, their "
                        "builds included, counted as --timeout is; each lesson gets its own "
                        f"limits or what is left, keeping up to {LESSON_FLOOR:g} s for each "
                        "lesson still to come; the lessons left when it is gone are not graded "
                        f"(default {SUBMISSION_SECONDS:g}; 0: no such limit)")
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


def submission_limits(args):
    """(seconds, wall seconds) of one submission's lessons together, or None (no such limit)."""
    if not args.submission_timeout:
        return None
    return args.submission_timeout, args.submission_wall_timeout


def default_work(kit):
    tag = hashlib.sha1(str(kit.resolve()).encode()).hexdigest()[:10]
    return pathlib.Path(tempfile.gettempdir()) / f"npuzzle-grade-{os.getuid()}-{tag}"


def locked(path):
    """Holds a lock file for this process: two graders must not use one folder at once."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(path, "a")
    fcntl.flock(handle, fcntl.LOCK_EX)
    return handle


def _cmake_build(build, targets):
    proc = subprocess.run(["cmake", "--build", str(build), "-j", str(os.cpu_count() or 2),
                           *[a for t in targets for a in ("--target", t)]],
                          capture_output=True, text=True)
    return proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]


def configured_lessons(build, only):
    """The ids of the lessons the configured build grades (one worker manifest each, written
    when CMake configured), those of `only` when given."""
    manifests = (build / "grading").glob("lesson*-worker.json")
    found = sorted(p.name[len("lesson"):][:2] for p in manifests)
    return [i for i in found if not only or i in only]


def _grading_targets(build, ids):
    """What judging the graded lessons (`ids`) needs built (their judges, catalogs and the
    libraries their workers link) as one CMake target per lesson, lessonNN_grading, or
    npuzzle_grading when they are all the kit's lessons; None before the kit is configured
    (CMake writes the manifests)."""
    manifests = set(configured_lessons(build, None))
    graded = set(ids)
    if not graded or not graded <= manifests:
        return None
    if graded == manifests:
        return ["npuzzle_grading"]
    return [f"lesson{id}_grading" for id in sorted(graded)]


def _link_inputs_missing(build, ids):
    return any(not pathlib.Path(p).is_file() for i in ids
               for p in workerbuild.load_manifest(build, i).link_inputs)


def _newest_change(kit, skipped):
    """The newest modification time (ns) of the kit's own files and folders (a folder's changes
    when a file in it is added, removed or renamed), not counting its build folders."""
    newest = 0
    folders = [kit]
    while folders:
        folder = folders.pop()
        try:
            newest = max(newest, os.stat(folder).st_mtime_ns)
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if entry.name.startswith((".", "build")) or entry.name in ("__pycache__", "work") \
                    or entry.path in skipped:
                continue
            try:
                if entry.is_dir(follow_symlinks=False):
                    folders.append(entry.path)
                else:
                    newest = max(newest, entry.stat(follow_symlinks=False).st_mtime_ns)
            except OSError:
                continue
    return newest


def build_targets(kit, kit_build, targets):
    """--build: the targets (all, when None) in the configured --kit-build; the output goes to
    kit_build/build.log, and a failure raises with its first error. Nothing is asked of the
    build tool when no file of the kit changed since these targets last built (make takes 2 s
    to find one target up to date; this look at the kit's files, some 20 ms)."""
    stamp = kit_build / "grading" / ("built-" + hashlib.sha256(
        " ".join(targets or ["all"]).encode()).hexdigest()[:16])
    skipped = {str(kit_build), str(kit_build.parent / "grading-work")}
    try:
        if stamp.stat().st_mtime_ns > _newest_change(kit, skipped):
            return
    except OSError:
        pass
    begun = time.time_ns()  # a file changed during the build is newer than the stamp
    log = kit_build / "build.log"
    with open(log, "w") as out:
        proc = subprocess.run(["cmake", "--build", str(kit_build), "-j", str(os.cpu_count() or 2),
                               *[a for t in targets or [] for a in ("--target", t)]],
                              stdout=out, stderr=subprocess.STDOUT)
    if proc.returncode != 0:
        stamp.unlink(missing_ok=True)
        lines = log.read_text(errors="replace").splitlines()
        first = next((i for i, line in enumerate(lines) if "error" in line.lower()), 0)
        raise RuntimeError(f"the kit does not build (all of it: {log}):\n" +
                           "\n".join(lines[first:first + 15]))
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.touch()
    os.utime(stamp, ns=(begun, begun))


def build_kit(kit, work, only):
    """The trusted build of the instructor's kit, cached in WORK/kit-build: judges, catalogs,
    worker manifests and the libraries a worker links. Built from the kit's own files only: the
    graded lessons' (`only`, or all) judges, catalogs and worker libraries, or everything when
    that is not enough."""
    build = work / "kit-build"
    with locked(work / "kit-build.lock"):
        if not (build / "CMakeCache.txt").is_file():
            # Ninja where it is installed: it finds nothing to do in a tenth of a second, which
            # every grading of a submission waits for; make takes seconds.
            generator = ["-G", "Ninja"] if shutil.which("ninja") else []
            args = ["cmake", "-S", str(kit), "-B", str(build), *generator,
                    "-DCMAKE_BUILD_TYPE=Release",
                    "-DBUILD_TESTING=ON", "-DNPUZZLE_BUILD_BENCH=OFF",
                    *shlex.split(os.environ.get("NPUZZLE_GRADE_CMAKE_ARGS", ""))]
            proc = subprocess.run(args, capture_output=True, text=True)
            if proc.returncode != 0:
                shutil.rmtree(build, ignore_errors=True)
                raise RuntimeError("CMake could not configure the kit:\n" + proc.stderr[-3000:])
        if os.geteuid() == 0:
            os.chmod(build, 0o700)  # judges hold the hidden tests: no sandbox user reads them
        ids = configured_lessons(build, only)
        targets = _grading_targets(build, ids) if ids else None
        built, output = _cmake_build(build, targets) if targets else (False, "")
        if not built or _link_inputs_missing(build, ids):
            built, output = _cmake_build(build, [])
        if not built:
            raise RuntimeError("the kit itself does not build:\n" + output)
    return build


# The default budget of one submission: with the grader's own work between its lessons (starting
# judges, reports, about 10 s for 8 lessons), a submission that spends every limit it is given
# holds its grading slot at most 5 minutes.
SUBMISSION_SECONDS = 280.0
LESSON_FLOOR = 40.0  # seconds of the submission's budget kept for each lesson still to come,
# or an equal share when the budget has less (280 s for 8 lessons: 35 s each). A correct lesson
# needs less: the reference's heaviest, lesson 03, takes about 3 s of tests on a lightly loaded
# 2-core machine (it took 31 s of the budget at a load of 7 before its judge batched its exhaustive
# test), the others about 1 s. So a lesson that sleeps or spins through its own limits leaves
# every correct lesson after it enough to be graded in full, and a submission that does it in
# every lesson still ends within the whole budget.
LEAST_RUN = 0.5  # seconds: a lesson left less than this is not run at all


class SubmissionBudget:
    """One time budget for all the lessons of a submission, counted as a lesson's is (its tests'
    time, not the time the machine was busy with other programs), under a hard wall-clock cap
    counted from its first lesson's start (builds included, however busy the machine). Each
    lesson gets its own limits, or less: what is left, less a floor kept for each lesson still to
    come, so one lesson that spins or sleeps until its limits stop it cannot take the others'
    time. A lesson that would be left almost nothing is not run, and says why."""

    def __init__(self, seconds, wall_seconds, lessons):
        self.seconds = seconds
        self.wall_cap = wall_seconds if wall_seconds > 0 else 5 * seconds
        self.floor = min(LESSON_FLOOR, seconds / max(1, len(lessons)))
        self.started = time.monotonic()
        self.spent = {}  # lesson id -> the seconds of the budget its tests used
        self.built = {}  # lesson id -> the seconds its worker's build took, charged too
        # lesson id -> its build's and visible tests' seconds (LessonResult.visible_seconds): what
        # the messages students read name, never a figure the hidden tests moved
        self.shown = {}
        # lesson id -> the budget a running lesson was given, held until it is charged: two
        # lessons graded side by side (Slot.grade) cannot both be given the same seconds
        self.reserved = {}
        self.lock = threading.Lock()

    def left(self):
        return self.seconds - sum(self.spent.values()) - sum(self.built.values()) - \
            sum(self.reserved.values())

    def wall_left(self):
        return self.wall_cap - (time.monotonic() - self.started)

    def share(self, to_come):
        """The budget a lesson may use with `to_come` lessons after it."""
        return self.left() - self.floor * to_come

    def why_not_run(self, to_come):
        """Why the next lesson cannot run (a Reason, for each of its tests), or None."""
        shown = runner.shown_seconds
        if self.wall_left() < LEAST_RUN:
            took = sorted(self.shown.items(), key=lambda item: -item[1])
            named = [lesson for lesson, seconds in took if seconds >= self.floor] or \
                [lesson for lesson, _ in took[:1]]
            return messages.reason("not_graded.wall_cap", wall_cap=shown(self.wall_cap),
                                   lessons=messages.Lessons(tuple(named)),
                                   took=[shown(self.shown[n]) for n in named])
        if self.share(to_come) < LEAST_RUN:
            named = sorted(lesson for lesson, seconds in self.shown.items()
                           if seconds >= self.floor)
            if named:
                return messages.reason("not_graded.budget_used", budget=shown(self.seconds),
                                       lessons=messages.Lessons(tuple(named)))
            if self.spent or self.built:
                return messages.reason("not_graded.budget_used", budget=shown(self.seconds))
            return messages.reason("not_graded.budget_small", budget=shown(self.seconds),
                                   least=LEAST_RUN)
        return None

    def build_seconds(self, seconds):
        """A build's time limit: its own, or less: a lesson's floor (builds run beside each
        other, so none may take another lesson's share), what is left of the budget, or of the
        wall-clock cap. A build's time is charged to the budget (charge_build) as a lesson's
        tests' is, the time it waited for a CPU another program held left out, so a submission
        that stalls its compiler in every lesson holds its slot no longer than one that sleeps
        through every call, and a correct lesson after it is still graded."""
        return max(LEAST_RUN, min(seconds, self.floor, self.left(), self.wall_left()))

    def used(self, lesson_id):
        """The seconds of the budget a lesson used: its tests' and its worker build's."""
        return self.spent.get(lesson_id, 0.0) + self.built.get(lesson_id, 0.0)

    def charge_build(self, lesson, seconds):
        self.built[lesson.id] = seconds

    def limits(self, limits, to_come):
        """The lesson's limits: its own, or the submission's share when that is smaller (and a
        note of why, a Reason, for the reason of the tests it stops)."""
        shown = runner.shown_seconds
        budget = min(limits.budget_seconds, self.share(to_come))
        wall = min(limits.wall_cap, self.wall_left())
        if budget >= limits.budget_seconds and wall >= limits.wall_cap:
            return limits
        note = wall_note = None
        # The notes name no figure that the hidden tests' time moved: not what is left, and of
        # each earlier lesson only its build's and visible tests' time.
        if budget < limits.budget_seconds:
            used = [messages.reason("share.used", lesson=lesson, seconds=shown(seconds))
                    for lesson, seconds in sorted(self.shown.items()) if seconds >= 0.05]
            note = messages.reason("share.budget", own=shown(limits.budget_seconds),
                                   budget=shown(self.seconds), floor=shown(self.floor),
                                   to_come=to_come, used=used)
        if wall < limits.wall_cap:
            wall_note = messages.reason("share.wall_cap", own=shown(limits.wall_cap),
                                        wall_cap=shown(self.wall_cap))
        return dataclasses.replace(limits, budget_seconds=max(budget, LEAST_RUN),
                                   wall_seconds=max(wall, LEAST_RUN), note=note,
                                   wall_note=wall_note)

    def start(self, lesson, limits, to_come):
        """The lesson's limits (see limits), held for it until it is charged."""
        with self.lock:
            limits = self.limits(limits, to_come)
            self.reserved[lesson.id] = limits.budget_seconds
            return limits

    def charge(self, lesson, clock, shown):
        with self.lock:
            self.reserved.pop(lesson.id, None)
            self.spent[lesson.id] = clock.charged if clock else 0.0
            self.shown[lesson.id] = shown


@dataclasses.dataclass
class Built:
    """A lesson's worker built before its turn (Slot.build_ahead), and its folders."""
    student: object  # submission.StudentLesson
    worker: object  # the worker's path, or None
    problem: object  # why there is no worker (a Reason), or None
    private: pathlib.Path
    build: pathlib.Path
    seconds: float  # the build's wall-clock time
    charged: float  # the build's time as the budget counts it


class Turns:
    """The lessons' turns, taken in order by the lanes that grade them side by side."""

    def __init__(self, count):
        self.count = count
        self.next = 0
        self.stopped = False
        self.lock = threading.Lock()

    def take(self):
        """The index of the next lesson to grade, or None when there is none (or stop came)."""
        with self.lock:
            if self.stopped or self.next >= self.count:
                return None
            self.next += 1
            return self.next - 1

    def to_come(self):
        """How many lessons no lane has started yet."""
        with self.lock:
            return self.count - self.next

    def stop(self):
        with self.lock:
            self.stopped = True


def claim_slots(work, builds_at_once, locks):
    """(index, build index): a grading slot and, when it builds more than one worker at once, a
    second slot whose user only builds, beside the first one's tests (else None). Their locks
    join `locks` (a contextlib.ExitStack): held until it closes."""
    index, lock = sandbox.claim_slot(work / "slots")
    locks.enter_context(lock)
    if builds_at_once < 2:
        return index, None
    build_index, build_lock = sandbox.claim_slot(work / "slots")
    locks.enter_context(build_lock)
    return index, build_index


def build_jobs(jobs):
    """Workers one slot builds at once: its share of the machine's cores."""
    return max(1, (os.cpu_count() or 1) // max(1, jobs))


class Slot:
    """One grading slot: its sandbox user, its folder, one submission at a time."""

    def __init__(self, index, kit, kit_build, lessons, limits, use_bwrap, reference=None,
                 speed_limit=0.0, submission_limits=None, builds_at_once=1, stub_workers=None,
                 build_slot=None):
        self.kit, self.kit_build, self.lessons, self.limits = kit, kit_build, lessons, limits
        # (seconds, wall seconds) for all of one submission's lessons together (SubmissionBudget),
        # or None: each lesson has its own limits only
        self.submission_limits = submission_limits
        self.reference = reference or {}  # lesson id -> the reference's usage on this machine
        self.speed_limit = speed_limit
        # Workers built at once beside a submission's tests (build_ahead), by the user of a
        # second slot (build_slot: its index, from sandbox.claim_slot) that only builds; without
        # one, each lesson builds its own worker in its turn
        self.builds_at_once = builds_at_once
        self.build_iso = sandbox.isolation(build_slot, use_bwrap) \
            if build_slot is not None and builds_at_once > 1 else None
        # A folder of the grader's own (in --work) keeping each lesson's worker built from the
        # kit's stub, or None
        self.stub_workers = stub_workers
        self.iso = sandbox.isolation(index, use_bwrap)
        # In the temporary folder, which every user may pass through (--work may be under a
        # folder the sandbox user cannot enter); a fresh name, so no one can have made it first.
        # The sandbox user may pass through it to its own sub-folders, never list or write it.
        self.folder = safeio.private_folder(tempfile.gettempdir(), f"npuzzle-slot{index}-")
        os.chmod(self.folder, 0o711)
        self.manifests = {l.id: workerbuild.load_manifest(kit_build, l.id) for l in lessons}

    def close(self):
        sandbox.kill_all(self.iso.uid)
        sandbox.release(self.iso)
        if self.build_iso:
            sandbox.kill_all(self.build_iso.uid)
            sandbox.release(self.build_iso)
        shutil.rmtree(self.folder, ignore_errors=True)

    def judge(self, lesson):
        return self.kit_build / "bin" / f"lesson{lesson.id}_judge"

    def grade(self, folder, lessons=None):
        """Every lesson of one submission, under one budget for them all (submission_limits);
        nothing of it runs any more when this returns. With a build user of its own
        (build_iso), the slot builds the next lessons' workers while a lesson's tests run, and
        once the builds are done that user grades lessons too, beside the slot's own: two
        lessons' tests at once, each lesson as one user (killing one user's processes between
        tests never reaches the other's)."""
        folder = pathlib.Path(folder).resolve()
        lessons = lessons or self.lessons
        budget = SubmissionBudget(*self.submission_limits, lessons) \
            if self.submission_limits else None
        if not self.build_iso or len(lessons) < 2:
            return [self.grade_lesson(lesson, folder, budget, len(lessons) - index - 1)
                    for index, lesson in enumerate(lessons)]
        # As many builds at once as the slot has cores, beside the tests: the tests wait for the
        # first workers, and the builds, done sooner, leave both cores to two lanes of tests.
        pool = concurrent.futures.ThreadPoolExecutor(max(1, self.builds_at_once))
        builds = [pool.submit(self.build_ahead, folder, lesson, budget) for lesson in lessons]
        turns = Turns(len(lessons))
        results = [None] * len(lessons)

        def grade_turns(iso):
            while (index := turns.take()) is not None:
                results[index] = self.grade_lesson(lessons[index], folder, budget,
                                                   turns.to_come(), builds[index].result(), iso)

        def second_lane():
            concurrent.futures.wait(builds)
            self.end_builds()  # its builds' processes are gone before it runs any tests
            grade_turns(self.build_iso)

        lane = concurrent.futures.ThreadPoolExecutor(1)
        second = lane.submit(second_lane)
        try:
            grade_turns(self.iso)
            second.result()
        finally:
            turns.stop()
            for build in builds:
                build.cancel()
            pool.shutdown(wait=True)
            lane.shutdown(wait=True)
            self.end_builds()
            for index, build in enumerate(builds):
                if results[index] is None and build.done() and not build.cancelled() \
                        and not build.exception():
                    shutil.rmtree(build.result().private, ignore_errors=True)
                    shutil.rmtree(build.result().build, ignore_errors=True)
        return results

    def build_ahead(self, folder, lesson, budget):
        """A lesson's worker (Built), built by the slot's build user while earlier lessons'
        tests run as its own user (kill_all of one never reaches the other), then copied to a
        folder of the slot's user as a build in the lesson's turn would have left it. The
        builds beside each other run as one user: its processes are killed once they have all
        ended (end_builds)."""
        started = time.monotonic()
        manifest = self.manifests[lesson.id]
        student = submissions.read_lesson(folder, lesson, manifest.frozen_headers(),
                                          manifest.header_names())
        private = safeio.private_folder(self.folder, f"lesson{lesson.id}-")
        build = safeio.private_folder(self.folder, f"worker{lesson.id}-")
        worker, problem, charged = None, student.refused, 0.0
        try:
            if not problem:
                worker, problem, charged = self.build_worker(lesson, student, build, private,
                                                             budget, iso=self.build_iso,
                                                             kill_after=False)
            if worker:
                built_by_builder = build
                build = safeio.private_folder(self.folder, f"worker{lesson.id}-")
                worker = self.place_worker(worker, build)
                shutil.rmtree(built_by_builder, ignore_errors=True)
        except BaseException:
            shutil.rmtree(private, ignore_errors=True)
            shutil.rmtree(build, ignore_errors=True)
            raise
        return Built(student, worker, problem, private, build, time.monotonic() - started,
                     charged)

    def end_builds(self):
        sandbox.kill_all(self.build_iso.uid)
        sandbox.release(self.build_iso, slot_too=False)
        sandbox.remove_files_of(self.build_iso.uid)

    def build_worker(self, lesson, student, build, private, budget, iso=None, kill_after=True):
        """(worker, None, seconds) or (None, why: a Reason, seconds): the lesson's worker from the
        student's file, built as iso's user (the slot's own by default), and the seconds of its
        build, charged to the budget. A file that
        is the kit's stub, byte for byte and without helpers (a lesson not started), gets the
        worker built from the stub before, kept in stub_workers: the same program, and its tests
        still run."""
        iso = iso or self.iso
        stub = (self.kit / lesson.student_file).read_bytes()
        kept = None
        if self.stub_workers and not student.helpers and (student.stub or student.source == stub):
            kept = self.stub_workers / f"lesson{lesson.id}-{self.stub_key(lesson, stub)}"
            if kept.is_file():
                return self.place_worker(kept, build), None, 0.0
        seconds = budget.build_seconds(BUILD_SECONDS) if budget else BUILD_SECONDS
        worker, problem, used = workerbuild.build(self.manifests[lesson.id], student, stub,
                                                  build, private, iso, seconds, kill_after)
        if budget:
            budget.charge_build(lesson, used)
        if problem and problem.kind == "build.timeout" and seconds < BUILD_SECONDS:
            problem = messages.reason("build.timeout_in_budget", seconds=problem.get("seconds"),
                                      budget=runner.shown_seconds(budget.seconds),
                                      wall_cap=runner.shown_seconds(budget.wall_cap))
        if kept and worker and not problem:
            # Built from the kit's own stub, before any of this submission's code ran.
            kept.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            partial = kept.with_name(f"{kept.name}.{os.getpid()}.{threading.get_ident()}")
            shutil.copyfile(worker, partial)
            os.replace(partial, kept)
        return worker, problem, used

    def stub_key(self, lesson, stub):
        """What a worker built from the stub depends on: the stub, the lesson's manifest, the
        compiler and the libraries it links."""
        manifest = self.kit_build / "grading" / f"lesson{lesson.id}-worker.json"
        digest = hashlib.sha256(stub + manifest.read_bytes())
        for path in (self.manifests[lesson.id].cxx, *self.manifests[lesson.id].link_inputs):
            info = pathlib.Path(path).stat()
            digest.update(f"{path}:{info.st_size}:{info.st_mtime_ns}".encode())
        return digest.hexdigest()[:24]

    def place_worker(self, kept, build):
        """A copy of a kept worker where a build would have left it, as the build leaves it
        (the slot's user owns it)."""
        if not stat.S_ISREG(os.lstat(kept).st_mode):  # a file, not a link to one the slot reads
            raise RuntimeError(f"the worker built for the slot is not a file: {kept}")
        out = build / "out"
        out.mkdir()
        worker = out / "worker"
        shutil.copyfile(kept, worker)
        os.chmod(worker, 0o755)
        if self.iso.uid >= 0:
            for path in (worker, out, build):
                os.chown(path, self.iso.uid, self.iso.gid)
        return worker

    def hand_over(self, worker, iso):
        """A worker placed for the slot's user (place_worker), given to iso's user instead."""
        if iso.uid >= 0:
            for path in (worker, worker.parent, worker.parent.parent):
                os.chown(path, iso.uid, iso.gid)

    def lesson_limits(self, lesson):
        reference = self.reference.get(lesson.id)
        if not self.speed_limit or not reference:
            return self.limits
        cpu = sum(reference[g]["cpu_seconds"] for g in ("public", "hidden"))
        return dataclasses.replace(self.limits, cpu_seconds=self.speed_limit * cpu + 1.0)

    def grade_lesson(self, lesson, folder, budget=None, to_come=0, built=None, iso=None):
        """One lesson, as iso's user (the slot's own by default); with budget
        (SubmissionBudget), within what the submission has left, keeping its floor for each of
        the `to_come` lessons not started yet. built: its worker, built already (build_ahead),
        whose time counts as this lesson's."""
        iso = iso or self.iso
        started = time.monotonic() - (built.seconds if built else 0.0)
        manifest = self.manifests[lesson.id]
        student = built.student if built else submissions.read_lesson(
            folder, lesson, manifest.frozen_headers(), manifest.header_names())
        # A worker built ahead that did not build says so, whatever the budget left: its tests
        # could not have run, and its build's time is what used the budget.
        not_run = budget.why_not_run(to_come) if budget and not (built and built.problem) \
            else None
        if not_run:
            if built:
                budget.shown[lesson.id] = built.charged  # its build's time, for the next ones
                shutil.rmtree(built.private, ignore_errors=True)
                shutil.rmtree(built.build, ignore_errors=True)
            outcomes = [runner.Outcome(t, False, (not_run,)) for t in lesson.tests]
            return report.LessonResult(lesson, student.origin, None, outcomes, 0.0, None,
                                       self.reference.get(lesson.id))
        clock = result = None
        build_seconds = built.charged if built else 0.0
        private = built.private if built else safeio.private_folder(self.folder,
                                                                    f"lesson{lesson.id}-")
        build = built.build if built else safeio.private_folder(self.folder,
                                                                f"worker{lesson.id}-")
        run_folder = safeio.private_folder(self.folder, f"run{lesson.id}-")
        try:
            problem = student.refused
            if built:
                worker, problem = built.worker, built.problem
            elif not problem:
                worker, problem, build_seconds = self.build_worker(lesson, student, build,
                                                                   private, budget)
            if problem:
                outcomes = [runner.Outcome(t, False) for t in lesson.tests]
                result = report.LessonResult(lesson, student.origin, problem, outcomes,
                                             time.monotonic() - started, None,
                                             self.reference.get(lesson.id),
                                             build_seconds=build_seconds)
                return result
            if built and iso is not self.iso:
                self.hand_over(worker, iso)
            if iso.uid >= 0:
                os.chown(run_folder, iso.uid, iso.gid)
            limits = self.lesson_limits(lesson)
            if budget:
                limits = budget.start(lesson, limits, to_come)
            clock = runner.LessonClock(limits.budget_seconds, limits.wall_cap)
            outcomes, usage = runner.grade(lesson, self.judge(lesson), worker, private,
                                           run_folder, iso, limits, clock)
            result = report.LessonResult(lesson, student.origin, None, outcomes,
                                         time.monotonic() - started, usage,
                                         self.reference.get(lesson.id), limits.cpu_seconds,
                                         build_seconds)
            return result
        finally:
            if budget:
                budget.charge(lesson, clock, result.visible_seconds if result else build_seconds)
            sandbox.kill_all(iso.uid)
            sandbox.release(iso, slot_too=False)
            sandbox.remove_files_of(iso.uid)
            for path in (private, build, run_folder):
                shutil.rmtree(path, ignore_errors=True)


def _machine():
    """This machine, as far as CPU time depends on it: its processor (not its name, which a
    container, as Gradescope runs each submission in, changes every time)."""
    model = ""
    try:
        for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{model or platform.machine()} / {os.cpu_count()} CPUs"


def _reference_key(kit, kit_build, lesson):
    """What the reference's times depend on: this machine, the lesson's judge, the reference."""
    digest = hashlib.sha256(_machine().encode())
    for path in (kit_build / "bin" / f"lesson{lesson.id}_judge",
                 kit_build / "grading" / f"lesson{lesson.id}-worker.json"):
        info = path.stat()
        digest.update(f"{path}:{info.st_size}:{info.st_mtime_ns}".encode())
    digest.update((kit / "solutions" / lesson.dir / f"{lesson.source}.cpp").read_bytes())
    return digest.hexdigest()


def reference_speed(slot, work, lessons, quiet):
    """{lesson id: the reference's usage} for the lessons, graded with the same judges and
    workers built the same way on this machine, and cached in work/reference-speed.json (keyed by
    the machine, the judge and the reference's source): a first grading in a new --work pays
    for it once (about as long as grading the reference: ~15 s on a 2-core machine)."""
    kit = slot.kit
    if not (kit / "solutions").is_dir():
        return {}  # the student edition: no reference to compare with
    path = work / "reference-speed.json"
    cache = safeio.read_json_object(path)
    keys = {l.id: _reference_key(kit, slot.kit_build, l) for l in lessons}
    missing = [l for l in lessons if keys[l.id] not in cache]
    if missing:
        if not quiet:
            print(f"grade: timing the reference on this machine (lessons "
                  f"{', '.join(l.id for l in missing)}; once per --work folder)",
                  file=sys.stderr, flush=True)
        folder = safeio.private_folder(work, "reference-")
        try:
            for lesson in missing:
                target = folder / lesson.student_file
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(kit / "solutions" / lesson.dir / f"{lesson.source}.cpp", target)
            saved = slot.reference
            slot.reference = {}
            try:
                for result in slot.grade(folder, missing):
                    if result.usage and not result.problem:
                        cache[keys[result.lesson.id]] = dict(
                            result.usage, tests_passed=result.passed, tests=len(result.outcomes))
            finally:
                slot.reference = saved
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        safeio.write_atomic(path, json.dumps(cache) + "\n")
    return {l.id: cache[keys[l.id]] for l in lessons if keys[l.id] in cache}


def isolation_note(slot):
    """How the student's code was isolated, in the reader's language (messages.py)."""
    iso = slot.iso
    exposed = iso.user and not iso.bwrap and slot.kit.stat().st_mode & 0o001
    reasons = [iso.describe()]
    if exposed:
        reasons.append(messages.reason("isolation.exposed", user=iso.user, kit=str(slot.kit)))
    return messages.render(reasons, language.reading_language())


def write_reports(results, args, json_path, junit_path, note):
    """Written by the grader alone, after every process of the submission is gone."""
    if json_path:
        data = report.gradescope(results, args.hidden_visibility, note)
        safeio.write_atomic(json_path, report.json_text(data))
    if junit_path:
        safeio.write_atomic(junit_path, report.junit(results))


def graded_lessons(args, kit_build, only):
    """The lessons to grade, from the catalog of the kit's own build: never one a submission's
    code could have written."""
    lessons = catalog.load_lessons(kit_build, not args.no_hidden, only)
    if not lessons:
        raise catalog.CatalogError(f"no lessons to grade (--lessons {args.lessons})")
    return titles.attach(lessons, args.kit)


def prepare(args, only):
    """(work, kit_build, lessons): the kit built and the lessons of `only` (all when None)."""
    work = (args.work or default_work(args.kit)).resolve()
    work.mkdir(parents=True, exist_ok=True)
    if os.geteuid() == 0:
        os.chmod(work, 0o700)  # the kit's build holds the hidden tests: no sandbox user enters
    kit_build = args.kit_build.resolve() if args.kit_build else \
        build_kit(args.kit.resolve(), work, only)
    if args.kit_build and args.build:
        build_targets(args.kit.resolve(), kit_build,
                      _grading_targets(kit_build, configured_lessons(kit_build, only)))
    lessons = graded_lessons(args, kit_build, only)
    missing = [l.id for l in lessons if not (kit_build / "bin" / f"lesson{l.id}_judge").is_file()
               or not (kit_build / "grading" / f"lesson{l.id}-worker.json").is_file()]
    if missing:
        raise RuntimeError(f"{kit_build} has no judge or worker manifest for lesson(s) "
                           f"{', '.join(missing)}: build the kit first (./kit build)")
    sandbox.use_build(kit_build)
    if not sandbox.LAUNCHER.is_file():
        raise RuntimeError(f"{kit_build} has no sandbox launcher ({sandbox.LAUNCHER.name}): "
                           f"build the kit first (./kit build)")
    return work, kit_build, lessons


def grade_single(args, only, limits):
    submission = args.submission or args.kit
    try:
        work, kit_build, lessons = prepare(args, only)
        with contextlib.ExitStack() as locks:
            index, build_slot = claim_slots(work, build_jobs(1), locks)
            slot = Slot(index, args.kit.resolve(), kit_build, lessons, limits,
                        not args.no_bwrap, speed_limit=args.speed_limit,
                        submission_limits=submission_limits(args), builds_at_once=build_jobs(1),
                        stub_workers=work / "stub-workers", build_slot=build_slot)
            try:
                if not args.no_speed:
                    try:
                        slot.reference = reference_speed(slot, work, lessons, args.quiet)
                    except (RuntimeError, OSError) as err:  # speed is a report, never a grade
                        print(f"grade: the reference could not be timed: {err}",
                              file=sys.stderr)
                results = slot.grade(submission)
            finally:
                slot.close()
    except Exception as err:  # noqa: BLE001 results.json must say why, whatever happened
        print(f"grade: grading could not run: {err}", file=sys.stderr)
        if args.json:
            why = messages.reason("grader.failed", error=str(err))
            safeio.write_atomic(args.json, report.json_text(
                {"score": 0, "tests": [], "output": why.in_(language.reading_language()),
                 "extra_data": {"reason": why.data()}}))
        return 1
    note = isolation_note(slot)
    write_reports(results, args, args.json, args.junit, note)
    if not args.quiet:
        sys.stdout.write(note + "\n" + report.table(results))
    return 0


def grade_in_process(args, only, limits):
    """The kit's own lessons, each with its in-process test program (in_process.py), which links
    the student's code: the catalog comes from the lessons' judges, which do not."""
    kit_build = args.kit_build.resolve()
    try:
        if args.build:
            ids = configured_lessons(kit_build, only)
            build_targets(args.kit.resolve(), kit_build,
                          [f"lesson{i}_{what}" for i in ids for what in ("student_tests", "catalog")])
        lessons = graded_lessons(args, kit_build, only)
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
    write_reports(results, args, args.json, args.junit, "")
    if not args.quiet:
        sys.stdout.write(report.table(results))
    return 0


def duration_text(seconds):
    """6 min 12 s, 45 s, 1 h 5 min: a duration as people read it."""
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    if seconds < 3600:
        return f"{seconds // 60} min {seconds % 60} s"
    return f"{seconds // 3600} h {seconds % 3600 // 60} min"


class Progress:
    """One line on standard error per finished submission: how many are done, the rate so far
    and the time left at that rate; and the throughput at the end. Plain lines (no terminal
    control codes), so a log file reads as the terminal did."""

    def __init__(self, total, slots, stream=None):
        self.total, self.slots, self.stream = total, slots, stream
        self.done = 0
        self.started = time.monotonic()
        self.lock = threading.Lock()

    def rate(self, elapsed):
        return self.done / elapsed * 3600 if elapsed > 0 else 0.0

    def finished(self, name, what, seconds):
        with self.lock:
            self.done += 1
            elapsed = time.monotonic() - self.started
            line = (f"grade: [{self.done}/{self.total}] {name}: {what} ({duration_text(seconds)});"
                    f" {self.rate(elapsed):.0f} per hour so far")
            if self.done < self.total:
                left = (self.total - self.done) * elapsed / self.done
                line += f", about {duration_text(left)} left"
            if self.stream:
                print(line, file=self.stream, flush=True)

    def summary(self):
        elapsed = time.monotonic() - self.started
        slots = f"{self.slots} slot" + ("" if self.slots == 1 else "s")
        return (f"{self.done} submission{'' if self.done == 1 else 's'} in "
                f"{duration_text(elapsed)} on {slots}: {self.rate(elapsed):.0f} per hour")


def grade_many(args, only, limits):
    """Every sub-folder of --submissions; each slot grades one at a time, as its own user."""
    names = sorted(p.name for p in args.submissions.iterdir()
                   if p.is_dir() and not p.is_symlink())
    try:
        work, kit_build, lessons = prepare(args, only)
    except RuntimeError as err:
        print(f"grade: grading could not run: {err}", file=sys.stderr)
        return 1
    slots, locks = [], contextlib.ExitStack()
    for _ in range(args.jobs):
        index, build_slot = claim_slots(work, build_jobs(args.jobs), locks)
        slots.append(Slot(index, args.kit.resolve(), kit_build, lessons, limits,
                          not args.no_bwrap, speed_limit=args.speed_limit,
                          submission_limits=submission_limits(args),
                          builds_at_once=build_jobs(args.jobs),
                          stub_workers=work / "stub-workers", build_slot=build_slot))
    if not args.no_speed:
        try:
            speed = reference_speed(slots[0], work, lessons, args.quiet)
        except (RuntimeError, OSError) as err:
            print(f"grade: the reference could not be timed: {err}", file=sys.stderr)
            speed = {}
        for slot in slots:
            slot.reference = speed
    if os.geteuid() == 0 and not all(s.iso.bwrap for s in slots) and \
            args.submissions.stat().st_mode & 0o005:
        print(f"grade: without bubblewrap a sandbox user can read {args.submissions}: "
              f"chmod 700 it, so that no submission reads another's code", file=sys.stderr)
    queue = list(reversed(names))
    rows = {}
    progress = Progress(len(names), args.jobs, None if args.quiet else sys.stderr)

    def grade_queue(slot):
        while True:
            try:
                name = queue.pop()  # list.pop is atomic: slots never share a submission
            except IndexError:
                return
            started = time.monotonic()
            out = args.out / name
            try:
                results = slot.grade(args.submissions / name)
                out.mkdir(parents=True, exist_ok=True, mode=0o700)
                write_reports(results, args, out / "results.json", out / "junit.xml",
                              isolation_note(slot))
                safeio.write_atomic(out / "report.txt", report.table(results))
            except Exception as err:  # noqa: BLE001 one submission fails alone, never the batch
                rows[name] = None
                shown = submissions.shown_name(name)
                print(f"grade: {shown}: grading could not run: {err!r}", file=sys.stderr)
                not_graded(out, err)
                progress.finished(shown, "not graded", time.monotonic() - started)
                continue
            rows[name] = results
            score, max_score = report.totals(results)
            progress.finished(submissions.shown_name(name), f"{score}/{max_score}",
                              time.monotonic() - started)

    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for future in [pool.submit(grade_queue, s) for s in slots]:
                future.result()
    finally:
        for slot in slots:
            slot.close()
        locks.close()
    write_summary(args.out / "summary.csv", lessons, names, rows)
    if not args.quiet:
        print(f"grade: {progress.summary()}", file=sys.stderr, flush=True)
    return 0 if all(rows.get(n) is not None for n in names) or not names else 1


def not_graded(out, err):
    """results.json of a submission of a batch that could not be graded: why, for its student
    and the instructor (its report.txt and junit.xml are not written)."""
    why = messages.reason("grader.failed_submission",
                          error=f"{type(err).__name__}: {err}".encode(
                              "utf-8", "backslashreplace").decode())
    try:
        out.mkdir(parents=True, exist_ok=True, mode=0o700)
        safeio.write_atomic(out / "results.json", report.json_text(
            {"score": 0, "tests": [], "output": why.in_(language.reading_language()),
             "extra_data": {"reason": why.data()}}))
    except OSError as failed:
        print(f"grade: {out}: {failed}", file=sys.stderr)


def write_summary(path, lessons, names, rows):
    path.parent.mkdir(parents=True, exist_ok=True)
    text = io.StringIO(newline="")
    out = csv.writer(text)
    out.writerow(["submission", "score", "max_score"] + [l.dir for l in lessons])
    for name in names:
        results = rows.get(name)
        if results is None:
            out.writerow([submissions.shown_name(name), "", "", *[""] * len(lessons)])
            continue
        score, max_score = report.totals(results)
        out.writerow([submissions.shown_name(name), score, max_score] +
                     [r.score for r in results])
    safeio.write_atomic(path, text.getvalue())


def main(argv=None):
    args = parse_args(argv)
    # The report's texts follow it, and so do the judges' and test programs' hints (NPUZZLE_LANG).
    language.choose(args.lang)
    only = set(args.lessons.split(",")) if args.lessons else None
    limits = runner.Limits(args.timeout, args.memory, args.call_seconds, args.wall_timeout)
    if args.in_process:
        return grade_in_process(args, only, limits)
    if args.submissions:
        return grade_many(args, only, limits)
    return grade_single(args, only, limits)


if __name__ == "__main__":
    sys.exit(main())
