"""A grading slot (Slot): one sandbox user and its folder grading one submission at a time, each
lesson's worker built and its tests run under the submission's budget (budget.py); with a second
user that only builds, the next lessons' workers are built while a lesson's tests run, and two
lanes grade lessons side by side."""
import concurrent.futures
import dataclasses
import hashlib
import os
import pathlib
import shutil
import stat
import tempfile
import threading
import time

import budget as budgets
import language
import messages
import report
import runner
import safeio
import sandbox
import submission as submissions
import workerbuild

BUILD_SECONDS = 120  # one lesson's worker build (workerbuild.build's own limit)



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

    def __init__(self, ids):
        self.ids = ids  # the lessons' ids, in their order
        self.count = len(ids)
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
        """The ids of the lessons no lane has started yet."""
        with self.lock:
            return self.ids[self.next:]

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
        budget = budgets.SubmissionBudget(*self.submission_limits, lessons) \
            if self.submission_limits else None
        if not self.build_iso or len(lessons) < 2:
            return [self.grade_lesson(lesson, folder, budget,
                                      [later.id for later in lessons[index + 1:]])
                    for index, lesson in enumerate(lessons)]
        # As many builds at once as the slot has cores, beside the tests: the tests wait for the
        # first workers, and the builds, done sooner, leave both cores to two lanes of tests.
        pool = concurrent.futures.ThreadPoolExecutor(max(1, self.builds_at_once))
        builds = [pool.submit(self.build_ahead, folder, lesson, budget) for lesson in lessons]
        turns = Turns([l.id for l in lessons])
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
        # Under the submission's hard wall-clock cap, however busy the machine
        wall = max(seconds, min(5 * seconds, budget.wall_left())) if budget else None
        worker, problem, used = workerbuild.build(self.manifests[lesson.id], student, stub,
                                                  build, private, iso, seconds, kill_after, wall)
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

    def grade_lesson(self, lesson, folder, budget=None, to_come=(), built=None, iso=None):
        """One lesson, as iso's user (the slot's own by default); with budget
        (SubmissionBudget), within what the submission has left, keeping its floor for each of
        the lessons not started yet (`to_come`: their ids). built: its worker, built already
        (build_ahead), whose time counts as this lesson's."""
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



def isolation_note(slot):
    """How the student's code was isolated, in the reader's language (messages.py)."""
    iso = slot.iso
    exposed = iso.user and not iso.bwrap and slot.kit.stat().st_mode & 0o001
    reasons = [iso.describe()]
    if exposed:
        reasons.append(messages.reason("isolation.exposed", user=iso.user, kit=str(slot.kit)))
    return messages.render(reasons, language.reading_language())



def open_slot(args, work, kit_build, lessons, limits, jobs, locks):
    """A Slot of the grader's arguments, one of `jobs` grading at once; its locks join `locks`."""
    index, build_slot = claim_slots(work, build_jobs(jobs), locks)
    return Slot(index, args.kit.resolve(), kit_build, lessons, limits, not args.no_bwrap,
                speed_limit=args.speed_limit, submission_limits=budgets.submission_limits(args),
                builds_at_once=build_jobs(jobs), stub_workers=work / "stub-workers",
                build_slot=build_slot)
