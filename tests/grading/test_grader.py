#!/usr/bin/env python3
"""Tests of the grader (grading/): real submissions built from the kit's stubs, its reference
solutions and the broken lessons in fixtures/, graded by the real grader against the kit's judges
(each submission compiles only its lesson files into workers), and the grader's pieces alone.

  test_grader.py [-v]      NPUZZLE_GRADE_TEST_KIT=DIR grades with another copy of the kit
                           NPUZZLE_GRADE_TEST_BUILD=DIR uses that build of it (CTest's own;
                             default KIT/build): its judges and the catalog they listed
                           NPUZZLE_GRADE_UPDATE_GOLDEN=1 rewrites the golden/*.json that
                             differ, and those tests fail

Golden files hold lesson 00's tests (names, numbers, scores, visibility), never timings or
messages; every other lesson is checked against the rule it must follow (all or nothing)."""
import io
import json
import os
import pathlib
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import unittest
import xml.etree.ElementTree as ET
import zipfile

# The messages checked here are the English ones, whatever the locale of the machine that runs
# them (the grader follows NPUZZLE_LANG, LC_ALL, LC_MESSAGES, LANG).
os.environ["NPUZZLE_LANG"] = "en"
HERE = pathlib.Path(__file__).resolve().parent
KIT = pathlib.Path(os.environ.get("NPUZZLE_GRADE_TEST_KIT", HERE.parent.parent)).resolve()
GRADER = HERE.parent.parent / "grading" / "grade.py"
GOLDEN = HERE / "golden"
CALL_SECONDS = "2"  # per call to the worker: the loop fixture costs a few of these
TIMEOUT = "300"  # seconds for all of one lesson's tests (the machine may be loaded)
SLOW_TIMEOUT = "600"  # for whole correct lessons: exhaustive tests make millions of calls
MEMORY = "256"  # megabytes: the memory fixture reaches it in a fraction of a second

sys.path.insert(0, str(GRADER.parent))
import catalog  # noqa: E402
import catch_report  # noqa: E402
import messages  # noqa: E402
import report  # noqa: E402
import runner  # noqa: E402
import safeio  # noqa: E402
import sandbox  # noqa: E402
import submission  # noqa: E402
import workerbuild  # noqa: E402

sys.path.insert(0, str(HERE))
from temporary_folder import InTemporaryFolder  # noqa: E402

BUILD = pathlib.Path(os.environ.get("NPUZZLE_GRADE_TEST_BUILD", KIT / "build")).resolve()
sandbox.use_build(BUILD)  # the launcher of the pieces tested alone
LESSONS = catalog.load_lessons(BUILD)
WARMUP = next(l for l in LESSONS if l.id == "00")
# A correct lesson beside a bad one: lesson 02, whose judge makes the fewest calls after lesson 00.
NEIGHBOUR = next((l for l in LESSONS if l.id == "02"),
                 next((l for l in LESSONS if l.id != "00"), None))
IS_GOAL_TESTS = 4  # the visible is_goal tests of lesson 00, which the broken fixtures fail


def submission_from(root, name, lesson_files):
    """A folder holding lessons/NN-name/name.cpp for each (lesson, source file) given, with the
    headers found beside that source (the reference solutions have helpers)."""
    folder = root / name
    for lesson, source in lesson_files:
        target = folder / lesson.student_file
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
        for helper in source.parent.glob("*.hpp"):
            if not (KIT / "lessons" / lesson.dir / helper.name).exists():
                shutil.copyfile(helper, target.parent / helper.name)
    return folder


def sleeping_stub(lesson, milliseconds):
    """The lesson's stub with a sleep of `milliseconds` before each not_implemented: every call
    waits just under the call limit, so the lesson's tests spend their whole time budget."""
    text = (KIT / lesson.student_file).read_text()
    assert "throw not_implemented(" in text, f"{lesson.student_file} has no stub to slow down"
    return ("#include <chrono>\n#include <thread>\n" + text.replace(
        "throw not_implemented(",
        f"std::this_thread::sleep_for(std::chrono::milliseconds({milliseconds}));\n"
        "    throw not_implemented("))


def stalling_stub(lesson):
    """The lesson's stub with a minute or more of work for the compiler: a thousand constant
    expressions, each stopped by the compiler's own limit on the work of one."""
    asserts = "".join(f"static_assert(stall({k}) >= 0);\n" for k in range(1000))
    return ((KIT / lesson.student_file).read_text() +
            "\nnamespace {\nconstexpr long stall(long seed) {\n    long x = seed;\n"
            "    for (long i = 0; i < 2000; ++i)\n"
            "        for (long j = 0; j < 2000; ++j) x += (i ^ j ^ seed) % 7;\n"
            "    return x;\n}\n" + asserts + "}  // namespace\n")


def reference(lesson):
    return KIT / "solutions" / lesson.dir / f"{lesson.source}.cpp"


def kit_build():
    """The build of the kit whose judges and catalog grade."""
    return ["--kit-build", str(BUILD)]


def grade(submission, work, out, *extra, timeout=TIMEOUT, memory=MEMORY):
    json_path, junit_path = out.with_suffix(".json"), out.with_suffix(".xml")
    proc = subprocess.run(
        [sys.executable, str(GRADER), "--kit", str(KIT), *kit_build(), "--work", str(work),
         "--submission", str(submission), "--json", str(json_path), "--junit", str(junit_path),
         "--timeout", timeout, "--call-seconds", CALL_SECONDS, "--memory", memory, *extra],
        capture_output=True, text=True)
    assert proc.returncode == 0, f"the grader failed:\n{proc.stdout}\n{proc.stderr}"
    ET.parse(junit_path)  # well-formed
    return json.loads(json_path.read_text()), proc.stdout


def lesson_tests(results, lesson):
    return [t for t in results["tests"] if t["tags"][0] == f"lesson{lesson.id}"]


def golden_view(results, lesson):
    """What a golden file holds of each test: its result, and the kind of the first reason it
    lost its points for (the data results.json carries, read by PrairieLearn and Classroom)."""
    keys = ("name", "number", "score", "max_score", "status", "visibility")
    view = []
    for t in lesson_tests(results, lesson):
        reasons = t["extra_data"].get("reasons", [])
        view.append({**{k: t[k] for k in keys}, **({"reason": reasons[0]["kind"]} if reasons
                                                  else {})})
    return view


def pipes_on_3_and_4(first_line):
    """A worker's two pipes, as the judge gives them: (preexec_fn putting the request pipe's read
    end on fd 3 and the reply pipe's write end on fd 4, the reply's read end, its write end).
    `first_line` waits in the request pipe."""
    read_end, to_worker = os.pipe()
    from_worker, write_end = os.pipe()
    os.write(to_worker, first_line)

    def fds():
        os.dup2(read_end, 3)
        os.dup2(write_end, 4)
    return fds, from_worker, write_end


def grade_with_a_sleeping_judge(limits):
    """Lesson 00 graded by a judge that only sleeps: the seconds it took, and its outcomes."""
    lesson = catalog.Lesson("00", "00-warmup", "warmup", WARMUP.tests)
    with tempfile.TemporaryDirectory(prefix="npuzzle-sleeping-judge-") as tmp:
        tmp = pathlib.Path(tmp)
        judge = tmp / "judge"
        judge.write_text("#!/bin/sh\nexec sleep 60\n")
        judge.chmod(0o755)
        iso = sandbox.Isolation("", -1, -1, False, "a test")
        started = time.monotonic()
        outcomes, _ = runner.grade(lesson, judge, tmp / "worker", tmp, tmp, iso, limits)
    return time.monotonic() - started, outcomes


class PartsTest(unittest.TestCase):
    """The grader's pieces that need no build."""

    def test_a_truncated_report_keeps_finished_tests_and_names_the_running_one(self):
        data = (b'<?xml version="1.0"?><Catch><Group>'
                b'<TestCase name="first" tags="[lesson00][points=2]"><OverallResult success="true"/>'
                b'</TestCase><TestCase name="second" tags="[lesson00][points=1]"><Expression')
        report = catch_report.parse(data)
        self.assertEqual(list(report.cases), ["first"])
        self.assertTrue(report.cases["first"].passed)
        self.assertEqual(report.running, "second")
        self.assertFalse(report.complete)

    def test_a_lesson_stopped_by_an_earlier_lessons_stub_is_told_which_to_write(self):
        bfs = next(l for l in LESSONS if l.id == "03")

        def stopped_in(lesson, function):
            """A test's report when the student's code reached a stub: the exception's words
            (the test's, in whatever language) and the line naming the stub (unwritten.hpp)."""
            data = ('<?xml version="1.0"?><Catch><Group><TestCase name="t"><Exception>'
                    f'the words do not matter here\nnpuzzle-unwritten: {{"lesson":"{lesson}",'
                    f'"function":"{function}"}}</Exception><OverallResult success="false"/>'
                    '</TestCase></Group></Catch>')
            case = catch_report.parse(data.encode()).cases["t"]
            self.assertEqual(case.message, "threw an exception: the words do not matter here")
            return case

        def shown(*cases):
            outcomes = [runner.Outcome(t, False, c.reasons, c.unwritten)
                        for t, c in zip(bfs.tests, cases)]
            origin = messages.reason("origin.graded", file="lessons/03-bfs/bfs.cpp")
            return report.table([report.LessonResult(bfs, origin, None, outcomes)])

        calls = stopped_in("01", "cantor::rank_board")
        waiting = shown(*[calls] * len(bfs.tests))
        self.assertIn("03-bfs: waits for an earlier lesson: its tests stop in lesson 01's "
                      "cantor::rank_board", waiting)
        self.assertNotIn("not started", waiting)
        self.assertIn("03-bfs: not started",
                      shown(*[stopped_in("03", "bfs::search")] * len(bfs.tests)))
        failed = catch_report.CaseResult("t", "", False, (
            messages.reason("check.failed", macro="REQUIRE", expression="6 == 5", line=3),))
        mixed = shown(calls, *[failed] * (len(bfs.tests) - 1))
        self.assertNotIn("waits for", mixed)
        self.assertNotIn("not started", mixed)

    def test_the_table_shows_the_lessons_hints_first_then_each_first_failure(self):
        bfs = next(l for l in LESSONS if l.id == "03")
        data = (b'<?xml version="1.0"?><Catch><Group>'
                b'<TestCase name="t" tags="[lesson03][points=1]">'
                b'<Info>from 1 2 3 4 0 6 7 5 8: expected 2 moves; got 4</Info>'
                b'<Expression success="false" type="CHECK" line="9"><Original>a == b</Original>'
                b'<Expanded>4 == 2</Expanded></Expression>'
                b'<Info>from 8 6 7 2 5 4 3 0 1</Info><Failure line="12">hint: count the moves'
                b'</Failure><OverallResult success="false"/></TestCase></Group></Catch>')
        reasons = catch_report.parse(data).cases["t"].reasons
        self.assertEqual([r.kind for r in reasons],
                         ["check.failed", "check.expansion", "check.context", "check.hint",
                          "check.context"])
        outcomes = [runner.Outcome(t, False, reasons) for t in bfs.tests]
        origin = messages.reason("origin.graded", file="lessons/03-bfs/bfs.cpp")
        shown = report.table([report.LessonResult(bfs, origin, None, outcomes)])
        self.assertIn("failed (graded lessons/03-bfs/bfs.cpp)\n  hint: count the moves\n  - ",
                      shown)
        self.assertIn("      CHECK( a == b ) failed (line 9)\n"
                      "        with expansion: 4 == 2\n"
                      "        context: from 1 2 3 4 0 6 7 5 8: expected 2 moves; got 4\n", shown)
        self.assertEqual(shown.count("hint: count the moves"), 1)  # once, above the failures
        self.assertNotIn("8 6 7 2 5 4 3 0 1", shown)  # the second failure's context

    def test_test_names_are_escaped_for_catch2_test_specs(self):
        self.assertEqual(runner.escape_name("a, b [c] *d"), "a\\, b \\[c\\] \\*d")

    def test_a_submission_may_be_lessons_a_repository_or_loose_files(self):
        with tempfile.TemporaryDirectory(prefix="npuzzle-layout-test-") as tmp:
            tmp = pathlib.Path(tmp)
            layouts = {"plain": "lessons/00-warmup/warmup.cpp",
                       "repository": "my-kit/lessons/00-warmup/warmup.cpp",
                       "loose": "warmup.cpp"}
            for name, rel in layouts.items():
                (tmp / name / rel).parent.mkdir(parents=True)
                (tmp / name / rel).write_text("// mine\n")
                if name != "loose":  # a whole lesson folder carries its texts in both languages
                    for text in ("README.md", "README.zh-CN.md"):
                        (tmp / name / rel).with_name(text).write_text("# text\n")
                found = submission.read_lesson(tmp / name, WARMUP, {"warmup.hpp"})
                self.assertEqual((found.source, found.refused), (b"// mine\n", None), name)
            absent = catalog.Lesson("09", "09-absent", "absent", [])
            self.assertTrue(submission.read_lesson(tmp / "plain", absent).stub)

    def test_links_folders_and_stray_files_refuse_the_lesson_naming_the_file(self):
        with tempfile.TemporaryDirectory(prefix="npuzzle-layout-test-") as tmp:
            tmp = pathlib.Path(tmp)
            cases = {"lessons/00-warmup/warmup.cpp": "refused.file_link",
                     "lessons/00-warmup/helper.hpp": "refused.file_link",
                     "lessons/00-warmup/sub": "refused.folder",
                     "lessons/00-warmup/run.sh": "refused.stray",
                     "lessons/00-warmup/board.hpp": "refused.kit_header"}
            for index, (rel, why) in enumerate(cases.items()):
                folder = tmp / str(index) / "lessons" / "00-warmup"
                folder.mkdir(parents=True)
                (folder / "warmup.cpp").write_text("// mine\n")
                bad = tmp / str(index) / rel
                if why == "refused.file_link":
                    bad.unlink(missing_ok=True)
                    bad.symlink_to(KIT / "solutions" / "00-warmup" / "warmup.cpp")
                elif why == "refused.folder":
                    bad.mkdir()
                else:
                    bad.write_text("x")
                found = submission.read_lesson(tmp / str(index), WARMUP, {"warmup.hpp"},
                                               {"warmup.hpp", "board.hpp"})
                self.assertEqual(found.refused.kind, "refused", rel)
                self.assertEqual(found.refused.get("why").kind, why, rel)
                self.assertEqual(found.refused.get("why").get("path"), rel)
                self.assertIn(rel, found.refused.in_("en"))
            (tmp / "linked").mkdir()
            (tmp / "linked" / "lessons").symlink_to(KIT / "solutions")
            linked = submission.read_lesson(tmp / "linked", WARMUP).refused
            self.assertEqual(linked.get("why").data(), {"kind": "refused.link", "path": "lessons"})
            self.assertIn("symbolic link", linked.in_("en"))

    def test_a_fifo_a_link_to_dev_zero_or_a_huge_report_is_refused_quickly(self):
        with tempfile.TemporaryDirectory(prefix="npuzzle-read-test-") as tmp:
            tmp = pathlib.Path(tmp)
            os.mkfifo(tmp / "fifo")
            (tmp / "zero").symlink_to("/dev/zero")
            with open(tmp / "huge", "wb") as f:
                f.truncate(1 << 30)  # sparse: costs no disk
            started = time.monotonic()
            for name in ("fifo", "zero"):
                with self.assertRaises(safeio.UnsafeFile):
                    safeio.read_capped(tmp / name)
                self.assertEqual(safeio.read_tail(tmp / name), "")
            data, more = safeio.read_capped(tmp / "huge", 1 << 20)
            self.assertEqual((len(data), more), (1 << 20, True))
            self.assertLess(time.monotonic() - started, 5)

    def test_results_are_written_through_a_fresh_file_never_through_a_link(self):
        with tempfile.TemporaryDirectory(prefix="npuzzle-write-test-") as tmp:
            tmp = pathlib.Path(tmp)
            (tmp / "victim").write_text("keep")
            (tmp / "results.json").symlink_to(tmp / "victim")
            safeio.write_atomic(tmp / "results.json", "{}\n")
            self.assertEqual((tmp / "victim").read_text(), "keep")
            self.assertFalse((tmp / "results.json").is_symlink())
            self.assertEqual((tmp / "results.json").read_text(), "{}\n")

    def test_only_the_catalogs_tests_score_with_the_catalogs_points(self):
        forged = ('<?xml version="1.0"?><Catch><Group>'
                  '<TestCase name="{name}" tags="[points=1000]"><OverallResult success="true"/>'
                  '</TestCase><TestCase name="not in the catalog" tags="[points=1000]">'
                  '<OverallResult success="true"/></TestCase></Group></Catch>')
        test = WARMUP.tests[0]
        lesson = catalog.Lesson("00", "00-warmup", "warmup", [test])
        with tempfile.TemporaryDirectory(prefix="npuzzle-catalog-test-") as tmp:
            tmp = pathlib.Path(tmp)
            judge = tmp / "judge"
            judge.write_text("#!/usr/bin/env python3\nimport sys\n"
                             "open(sys.argv[sys.argv.index('-o') + 1], 'w').write(%r)\n"
                             % forged.format(name=test.name))
            judge.chmod(0o755)
            iso = sandbox.Isolation("", -1, -1, False, "a test")
            outcomes, _ = runner.grade(lesson, judge, tmp / "worker", tmp, tmp, iso,
                                       runner.Limits(budget_seconds=20))
        result = report.LessonResult(lesson, messages.reason("origin.graded", file="x"), None,
                                     outcomes)
        self.assertEqual([o.test.name for o in outcomes], [test.name])
        self.assertEqual(result.score, test.points)

    def test_one_time_budget_covers_every_judge_run_of_a_lesson(self):
        seconds, outcomes = grade_with_a_sleeping_judge(runner.Limits(budget_seconds=1.5))
        self.assertLess(seconds, 10)
        self.assertTrue(all(not o.passed and "time budget (1.5 s" in o.message
                            for o in outcomes))
        self.assertEqual({o.reasons[0].kind for o in outcomes}, {"lesson.budget"})

    def test_a_busy_machine_uses_none_of_the_lessons_time_budget(self):
        # A judge that computes for 1 s of CPU on one CPU shared with two programs that never
        # stop: about 3 s of wall-clock time, of which the budget counts only the judge's own.
        if not hasattr(os, "sched_setaffinity"):
            self.skipTest("no CPU affinity on this system")
        pin = lambda: os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # noqa: E731
        rivals = [subprocess.Popen([sys.executable, "-c", "while True: pass"], preexec_fn=pin)
                  for _ in range(2)]
        try:
            judge = subprocess.Popen([sys.executable, "-c", "import time\n"
                                      "while time.process_time() < 1.0: pass"], preexec_fn=pin)
            clock = runner.LessonClock(budget=60, wall_cap=120)
            clock.watch(judge.pid)
            started = time.monotonic()
            while judge.poll() is None:
                time.sleep(runner.TICK)
                clock.tick()
            clock.finish()
            wall = time.monotonic() - started
        finally:
            for rival in rivals:
                rival.kill()
                rival.wait()
        self.assertGreater(wall, 1.8, "the two rivals should have slowed the judge down")
        self.assertLess(clock.charged, 0.7 * wall,
                        f"{clock.charged:.2f} s charged of {wall:.2f} s of wall-clock time, for "
                        f"1 s of CPU: the time the judge waited for a CPU should not count")
        self.assertGreater(clock.charged, 0.9, "the judge's own second of CPU counts")

    def test_a_process_reaped_by_its_parent_is_counted_once(self):
        # Below the judge (pid 1), a launcher (2) runs a program (3) that computes for 1.02 s of
        # CPU: counted while it runs, then found once more in the launcher's reaped time
        # (cutime) when it ends. Every thread waits for a CPU all the time (a machine so busy
        # that the clock counts the CPU alone), so the clock should charge the CPU used, once.
        looks = [  # what each look at /proc finds: pid -> (own CPU, reaped CPU, parent)
            {1: (0, 0, None), 2: (0.05, 0, 1), 3: (0.6, 0, 2)},
            {1: (0, 0, None), 2: (0.05, 0, 1), 3: (1.0, 0, 2)},
            {1: (0, 0, None), 2: (0.05, 1.02, 1)},
            {1: (0, 0, None)},
        ]
        look = iter(looks)
        seen = {}
        waiting = iter(range(10 ** 11, 10 ** 13, 10 ** 11))  # ns: 100 s more at each look
        fakes = {"_process_tree": lambda root: [(pid, [pid], parent) for pid, (_, _, parent)
                                                in seen.items()],
                 "_cpu_seconds": lambda pid: seen[pid][:2] if pid in seen else None,
                 "_waited_ns": lambda pid, tid: next(waiting)}
        for name, fake in fakes.items():
            self.addCleanup(setattr, runner, name, getattr(runner, name))
            setattr(runner, name, fake)
        clock = runner.LessonClock(budget=60, wall_cap=120)
        clock.watch(1)
        for found in look:
            seen = found
            clock.tick()
        self.assertAlmostEqual(clock.charged, 1.07, places=6, msg=(
            f"charged {clock.charged:.2f} s for 1.07 s of CPU (the launcher's 0.05 s, the "
            f"program's 1.02 s): a program's CPU counts once, not again in its parent's reaped "
            f"time"))

    def test_the_hard_wall_clock_cap_ends_a_lesson_whatever_its_budget(self):
        seconds, outcomes = grade_with_a_sleeping_judge(
            runner.Limits(budget_seconds=50, wall_seconds=1.5))
        self.assertLess(seconds, 10)
        self.assertTrue(all(not o.passed and "hard wall-clock cap (1.5 s" in o.message
                            for o in outcomes), outcomes[0].message)
        self.assertEqual({o.reasons[0].data()["kind"] for o in outcomes}, {"lesson.wall_cap"})
        self.assertEqual(outcomes[0].reasons[0].get("seconds"), 1.5)

    def test_the_speed_line_names_the_slowest_function_beside_the_reference(self):
        lesson = catalog.Lesson("03", "03-bfs", "bfs", [])
        usage = lambda per_call, calls: {  # noqa: E731
            "public": {"cpu_seconds": per_call * calls + 0.01, "functions": {
                "bfs::search": {"calls": calls, "cpu_seconds": per_call * calls},
                "cantor::rank[]": {"calls": 2, "cpu_seconds": 0.01}}},
            "hidden": {"cpu_seconds": 0.0, "functions": {}}}
        result = report.LessonResult(lesson, messages.reason("origin.graded", file="x"), None, [],
                                     usage=usage(0.041, 120),
                                     reference=usage(0.012, 120))
        self.assertEqual(report.speed_line(result),
                         "your bfs::search: 41 ms a call (120 calls); the reference: 12 ms")
        text = report.table([result])
        self.assertIn("4.93 s     1.45 s  3.4x", text)
        self.assertIn("03-bfs: your bfs::search: 41 ms a call", text)

    def test_batch_progress_is_one_plain_line_per_submission_and_a_throughput_line(self):
        import batch  # the grader's batch mode (its other parts are imported above)
        stream = io.StringIO()
        progress = batch.Progress(3, 2, stream)
        progress.started -= 120  # two minutes ago
        progress.finished("alice", "199/199", 61)
        progress.finished("bob", "not graded", 3)
        lines = stream.getvalue().splitlines()
        self.assertEqual(len(lines), 2, lines)
        self.assertRegex(lines[0], r"^grade: \[1/3\] alice: 199/199 \(1 min 1 s\); 30 per hour "
                                   r"so far, about 4 min 0 s left$")
        self.assertRegex(lines[1], r"^grade: \[2/3\] bob: not graded \(3 s\); 60 per hour so "
                                   r"far, about 1 min 0 s left$")
        self.assertNotIn("\x1b", stream.getvalue(), "no terminal control codes")
        self.assertRegex(progress.summary(),
                         r"^2 submissions in 2 min 0 s on 2 slots: 60 per hour$")


class WorkerBuildTest(unittest.TestCase):
    def test_a_worker_is_built_with_the_precompiled_standard_headers(self):
        manifest = workerbuild.load_manifest(BUILD, WARMUP.id)
        if not manifest.precompiled:
            self.skipTest("this compiler makes no precompiled headers")
        tmp = pathlib.Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, tmp, ignore_errors=True)
        (tmp / "build").mkdir()
        student = submission.StudentLesson(origin=messages.reason("origin.stub", file="x"),
                                           source=b"", helpers={}, stub=True)
        stub = (KIT / WARMUP.student_file).read_bytes()
        no_sandbox = sandbox.Isolation("", -1, -1, False, "a test")
        worker, problem, _ = workerbuild.build(manifest, student, stub, tmp / "build", tmp,
                                               no_sandbox)
        self.assertIsNone(problem)
        self.assertTrue(worker and worker.is_file())
        self.assertNotIn("not used because", (tmp / "compile.log").read_text())

    def test_a_compile_blocked_on_a_device_is_charged_the_wall_clock_it_held(self):
        # `#include "/dev/ptmx"` reads a terminal that never writes: the compiler sleeps, using
        # no CPU, until the build's limit kills it. It held the slot for that whole time.
        manifest = workerbuild.load_manifest(BUILD, WARMUP.id)
        tmp = pathlib.Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, tmp, ignore_errors=True)
        (tmp / "build").mkdir()
        student = submission.StudentLesson(origin=messages.reason("origin.graded", file="x"),
                                           source=b'#include "/dev/ptmx"\n', helpers={})
        stub = (KIT / WARMUP.student_file).read_bytes()
        no_sandbox = sandbox.Isolation("", -1, -1, False, "a test")
        started = time.monotonic()
        worker, problem, charged = workerbuild.build(manifest, student, stub, tmp / "build", tmp,
                                                     no_sandbox, timeout=3)
        held = time.monotonic() - started
        self.assertIsNone(worker)
        self.assertEqual(problem.kind, "build.timeout", problem)
        self.assertGreaterEqual(charged, 0.8 * 3,
                                f"the build held the grader {held:.1f} s, cut at its 3 s limit, "
                                f"and was charged {charged:.2f} s")


class SandboxTest(unittest.TestCase):
    """The launcher: signals, file descriptors, and the end of every process it started."""

    def launch(self, program, *args, iso=None, workdir="/", limits=None, **popen):
        iso = iso or sandbox.Isolation("", -1, -1, False, "a test")
        view = sandbox.View(program=program, workdir=workdir, writable_workdir=False)
        limits = limits or sandbox.Limits(cpu_seconds=10, memory_bytes=512 << 20)
        popen.setdefault("capture_output", True)
        return subprocess.run([*sandbox.command(iso, limits, view), *args], timeout=60, **popen)

    def test_signals_are_reset_and_fds_3_and_4_pass_through(self):
        # Python ignores SIGPIPE and SIGXFSZ, and its children inherit that unless reset.
        script = ('grep -E "^Sig(Ign|Blk)" /proc/self/status; read -r line <&3; '
                  'echo "$line" >&4; ls /proc/$$/fd')
        fds, from_worker, write_end = pipes_on_3_and_4(b"ping\n")
        proc = self.launch("/bin/sh", "-c", script, pass_fds=(3, 4), preexec_fn=fds,
                           restore_signals=False)
        os.close(write_end)
        lines = proc.stdout.decode().split()
        self.assertIn("0000000000000000", lines[1])  # SigIgn
        self.assertEqual(lines[3], "0000000000000000")  # SigBlk
        self.assertEqual(os.read(from_worker, 100), b"ping\n")
        # Nothing else the parent held open (the judge's report) reaches the worker.
        self.assertEqual(sorted(lines[4:]), ["0", "1", "2", "3", "4"])

    @unittest.skipUnless(os.geteuid() == 0, "a sandbox user needs root")
    def test_kill_all_leaves_no_process_of_the_sandbox_user(self):
        index, lock = sandbox.claim_slot(tempfile.gettempdir())
        self.addCleanup(lock.close)
        iso = sandbox.isolation(index, use_bwrap=False)
        # A daemon that left the process group, and children of it.
        self.launch("/bin/sh", "-c", "for i in 1 2 3; do setsid sleep 60 & done; "
                    "setsid sh -c 'sleep 60 & sleep 60' &", iso=iso, capture_output=False,
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.assertTrue(sandbox.living(iso.uid))
        self.assertEqual(sandbox.kill_all(iso.uid), [])

    def test_bubblewrap_passes_fds_3_and_4_and_the_programs_signal_on(self):
        index, lock = sandbox.claim_slot(tempfile.gettempdir())
        self.addCleanup(lock.close)
        iso = sandbox.isolation(index)
        if not iso.bwrap:
            self.skipTest(iso.describe())
        view = sandbox.View(program="/bin/sh", workdir="/run", system=True,
                            writable_workdir=False)
        command = sandbox.command(iso, sandbox.Limits(10, 512 << 20), view)
        fds, from_worker, write_end = pipes_on_3_and_4(b"ping\n")
        proc = subprocess.run([*command, "-c", 'read -r l <&3; echo "$l" >&4; kill -SEGV $$'],
                              pass_fds=(3, 4), preexec_fn=fds, timeout=60)
        os.close(write_end)
        self.assertEqual(os.read(from_worker, 100), b"ping\n")
        self.assertEqual(proc.returncode, -signal.SIGSEGV)
        self.assertEqual(sandbox.kill_all(iso.uid), [])

    def test_the_file_size_limit_kills_with_sigxfsz(self):
        with tempfile.TemporaryDirectory(prefix="npuzzle-fsize-test-") as tmp:
            limits = sandbox.Limits(cpu_seconds=10, memory_bytes=512 << 20, file_bytes=4096)
            proc = self.launch("/bin/sh", "-c", "exec head -c 100000 /dev/zero > big",
                               workdir=tmp, limits=limits)
            self.assertEqual(proc.returncode, -signal.SIGXFSZ)


class GraderTest(InTemporaryFolder):
    PREFIX = "npuzzle-grader-test-"

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.work = cls.tmp / "work"
        cls.out = cls.tmp / "out"
        cls.out.mkdir()

    def check_golden(self, results, name):
        path = GOLDEN / f"{name}.json"
        view = golden_view(results, WARMUP)
        expected = json.loads(path.read_text()) if path.exists() else None
        if view != expected and os.environ.get("NPUZZLE_GRADE_UPDATE_GOLDEN"):
            # Rewritten, and failed: a run with the flag never passes on a file it wrote itself.
            GOLDEN.mkdir(exist_ok=True)
            path.write_text(json.dumps(view, indent=2) + "\n")
            self.fail(f"NPUZZLE_GRADE_UPDATE_GOLDEN is set and lesson 00 differed: rewrote {path};"
                      " review its diff, then run the tests again without the flag")
        self.assertEqual(view, expected, f"lesson 00 differs from {path}")

    def grade_broken(self, fixture, *expected_phrases):
        """Lesson 00's is_goal broken, tile_distance and the neighbour lesson correct."""
        files = [(WARMUP, HERE / "fixtures" / f"{fixture}.cpp")]
        only = "00"
        if NEIGHBOUR:
            files.append((NEIGHBOUR, reference(NEIGHBOUR)))
            only += "," + NEIGHBOUR.id
        submission = submission_from(self.tmp, fixture, files)
        results, table = grade(submission, self.work, self.out / fixture, "--lessons", only)
        self.check_golden(results, fixture)
        warmup = lesson_tests(results, WARMUP)
        lost = [t for t in warmup if t["status"] == "failed"]
        for phrase in expected_phrases:
            self.assertTrue(all(phrase in t["output"] for t in lost),
                            f"every lost test should say '{phrase}':\n{table}")
        if NEIGHBOUR:
            neighbour = lesson_tests(results, NEIGHBOUR)
            self.assertTrue(neighbour and all(t["status"] == "passed" for t in neighbour),
                            f"lesson {NEIGHBOUR.id} must keep its points beside a broken lesson")
        return results, lost

    def grade_runtime_fault(self, fixture, *phrases):
        results, lost = self.grade_broken(fixture, *phrases)
        self.assertEqual(len([t for t in lost if t["visibility"] == "visible"]), IS_GOAL_TESTS)
        kept = [t for t in lesson_tests(results, WARMUP) if "tile" in t["name"]]
        self.assertTrue(kept and all(t["status"] == "passed" for t in kept),
                        "tile_distance is correct: its tests keep their points")

    def test_1_untouched_stubs_score_zero_in_every_lesson(self):
        files = [(l, KIT / l.student_file) for l in LESSONS]
        results, _ = grade(submission_from(self.tmp, "stubs", files), self.work,
                           self.out / "stubs", timeout=SLOW_TIMEOUT,
                           memory="1024")
        self.assertEqual(results["score"], 0)
        self.assertEqual(results["extra_data"]["max_score"], sum(l.max_score for l in LESSONS))
        for lesson in LESSONS:
            names = [t["name"] for t in lesson_tests(results, lesson)]
            # The binary ran exactly the tests the source scan found: none missed, none extra.
            self.assertEqual(names, [f"{lesson.dir}: {t.name}" for t in lesson.tests])
        self.assertTrue(all("not implemented" in t["output"] for t in lesson_tests(results, WARMUP)))
        self.check_golden(results, "stubs")

    def test_2_reference_solutions_score_full_points(self):
        files = [(l, reference(l)) for l in LESSONS]
        results, _ = grade(submission_from(self.tmp, "reference", files), self.work,
                           self.out / "reference", timeout=SLOW_TIMEOUT,
                           memory="1024")
        failed = [t["name"] + "\n" + t["output"] for t in results["tests"]
                  if t["status"] != "passed"]
        self.assertEqual(failed, [])
        self.assertEqual(results["score"], results["extra_data"]["max_score"])
        self.assertGreater(results["score"], 0)
        hidden = [t for t in results["tests"] if "hidden" in t["tags"]]
        self.assertTrue(hidden and all(t["visibility"] == "after_published" for t in hidden))
        self.check_golden(results, "reference")
        # Speed: each lesson's CPU time as the judge measured it, beside the reference's.
        for lesson in results["extra_data"]["lessons"]:
            self.assertIn("cpu_seconds", lesson, lesson["lesson"])
            self.assertIn("reference_cpu_seconds", lesson, lesson["lesson"])
        self.assertIn("your CPU", results["output"])

    def test_3_a_segfault_costs_only_the_tests_that_crash(self):
        self.grade_runtime_fault("segfault", "signal SEGV")

    def test_4_an_endless_loop_times_out(self):
        self.grade_runtime_fault("loop", f"{CALL_SECONDS} s")

    def test_5_an_unexpected_exception_fails_its_tests(self):
        self.grade_runtime_fault("throws", "is_goal gave up")

    def test_6_running_out_of_memory_is_reported(self):
        self.grade_runtime_fault("memory", "out of memory")

    def test_7_a_stack_overflow_is_a_crash(self):
        self.grade_runtime_fault("stack", "signal SEGV", "endless recursion")

    def test_7b_calling_exit_costs_only_the_tests_that_call_it(self):
        self.grade_runtime_fault("exits", "exited with status 0")

    def test_7c_a_slow_lesson_is_shown_slow_and_loses_points_only_under_a_speed_limit(self):
        files = [(WARMUP, HERE / "fixtures" / "slow.cpp")]
        submission = submission_from(self.tmp, "slow", files)
        results, table = grade(submission, self.work, self.out / "slow", "--lessons", "00")
        self.assertEqual(results["score"], WARMUP.max_score, table)
        speed = results["extra_data"]["lessons"][0].get("speed", "")
        self.assertIn("is_goal", speed, table)
        self.assertIn("the reference", speed, table)
        self.assertIn(speed, table)
        limited, table = grade(submission, self.work, self.out / "slow-limited", "--lessons",
                               "00", "--speed-limit", "2")
        lost = [t for t in limited["tests"] if t["status"] == "failed"]
        self.assertTrue(lost, f"0.3 s a call is far beyond twice the reference:\n{table}")
        self.assertTrue(all("speed limit" in t["output"] for t in lost), table)

    def test_8_a_compile_error_costs_that_lesson_only(self):
        results, lost = self.grade_broken("compile_error", "did not compile",
                                          "warmup.cpp:", "undeclared_helper")
        self.assertEqual(len(lost), len(WARMUP.tests))
        lesson = results["extra_data"]["lessons"][0]
        self.assertFalse(lesson["compiled"])

    def test_8b_one_time_budget_bounds_all_the_lessons_of_a_submission(self):
        # Lessons 00 and 01 sleep just under the call limit in every call, so each would use its
        # whole --timeout (12 s, 24 s together); the submission may use 20 s for all three.
        cantor = next(l for l in LESSONS if l.id == "01")
        parity = next(l for l in LESSONS if l.id == "02")
        sleep_ms = int(float(CALL_SECONDS) * 1000 * 0.75)
        folder = self.tmp / "sleepers"
        for lesson in (WARMUP, cantor):
            path = folder / lesson.student_file
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(sleeping_stub(lesson, sleep_ms))
        submission_from(self.tmp, "sleepers", [(parity, reference(parity))])
        results, table = grade(folder, self.work, self.out / "sleepers", "--lessons", "00,01,02",
                               "--submission-timeout", "20", timeout="12")
        # Graded in two lanes, the sleepers share the budget; on a loaded machine, where the
        # builds take longer, one of them may find it used up before its turn (not graded).
        bounded = 0
        for lesson in (WARMUP, cantor):
            first = [(t["output"], r) for t in lesson_tests(results, lesson)
                     for r in t["extra_data"].get("reasons", [])[:1]]
            stopped = [(o, r) for o, r in first if r["kind"] == "lesson.budget"]
            self.assertTrue(stopped or first and all(r["kind"] == "not_graded.budget_used"
                                                     for _, r in first),
                            f"lesson {lesson.id} sleeps until its time is spent, so some of its "
                            f"tests should stop on the budget, or it is not graded:\n{table}")
            if not stopped:
                continue
            bounded += 1
            output, why = stopped[0]
            self.assertIn("the submission's time budget (20 s for all its lessons)", output,
                          f"lesson {lesson.id}'s budget should be its share of the submission's")
            self.assertEqual((why["note"]["kind"], why["note"]["budget"], why["note"]["own"]),
                             ("share.budget", 20, 12))
            # What the share left depends on earlier lessons' hidden tests: students never see it.
            self.assertNotIn("seconds", why)
        self.assertTrue(bounded, f"a sleeper should be stopped on the budget:\n{table}")
        kept = lesson_tests(results, parity)
        self.assertTrue(kept and all(t["status"] == "passed" for t in kept),
                        f"lesson 02 is correct and comes after the sleepers: it must still be "
                        f"graded in full:\n{table}")

        # The hard wall-clock cap of the whole submission: the lessons after it are not run.
        # Lesson 01 may be graded beside lesson 00 (two lessons at once on a slot with two
        # cores), and then the cap stops it instead.
        results, table = grade(folder, self.work, self.out / "sleepers-capped", "--lessons",
                               "00,01,02", "--submission-timeout", "60",
                               "--submission-wall-timeout", "6", timeout="30")
        self.assertEqual(results["score"], 0, table)

        def build_cut_by_the_cap(lesson):
            # On a loaded machine the builds are slow, and the cap may run out during a build:
            # the build is cut at what the cap left it, and the lesson is not run.
            result = next(l for l in results["extra_data"]["lessons"] if l["lesson"] == lesson.dir)
            why = result.get("problem") or {}
            return (not result["compiled"] and why.get("kind") == "build.timeout_in_budget"
                    and why.get("wall_cap") == 6)

        outputs = {t["output"] for t in lesson_tests(results, cantor)}
        self.assertTrue(build_cut_by_the_cap(cantor)
                        or any("the submission's hard wall-clock cap (6 s for all its lessons" in o
                               for o in outputs),
                        f"lesson 01 sleeps past the submission's cap, which should stop it or "
                        f"leave it ungraded:\n{table}")
        if build_cut_by_the_cap(parity):
            return
        outputs = {t["output"] for t in lesson_tests(results, parity)}
        self.assertEqual(len(outputs), 1, f"lesson 02: one reason for all its tests\n{table}")
        self.assertRegex(outputs.pop(), r"^not graded: the submission's hard wall-clock cap "
                         r"\(6 s for all its lessons, however busy the machine\) ran out "
                         r"before this lesson's turn; the builds and visible tests of lessons? "
                         r"[\d, and]+ took [\d., s]+$")
        why = lesson_tests(results, parity)[0]["extra_data"]["reasons"]
        self.assertEqual((len(why), why[0]["kind"], why[0]["wall_cap"]),
                         (1, "not_graded.wall_cap", 6))
        self.assertTrue(set(why[0]["lessons"]) <= {"00", "01"}, why)

    def test_8c_the_builds_are_charged_to_the_submissions_budget(self):
        # Lessons 00 and 01 keep the compiler busy for minutes; the submission may use 45 s for
        # all three lessons, builds included: each stalled build stops at a lesson's share (15 s)
        # and lesson 02, correct, is still graded in full.
        cantor = next(l for l in LESSONS if l.id == "01")
        parity = next(l for l in LESSONS if l.id == "02")
        folder = self.tmp / "stallers"
        for lesson in (WARMUP, cantor):
            path = folder / lesson.student_file
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(stalling_stub(lesson))
        submission_from(self.tmp, "stallers", [(parity, reference(parity))])
        started = time.monotonic()
        results, table = grade(folder, self.work, self.out / "stallers", "--lessons", "00,01,02",
                               "--submission-timeout", "45", "--no-speed")
        took = time.monotonic() - started
        for lesson in (WARMUP, cantor):
            lesson_result = next(l for l in results["extra_data"]["lessons"]
                                 if l["lesson"] == lesson.dir)
            self.assertFalse(lesson_result["compiled"], table)
            why = lesson_result["problem"]
            self.assertEqual((why["kind"], why["budget"]), ("build.timeout_in_budget", 45), why)
            self.assertIn("the build took longer than 15 s (what the submission's time budget, "
                          "45 s for all its lessons and their builds", table)
        kept = lesson_tests(results, parity)
        self.assertTrue(kept and all(t["status"] == "passed" for t in kept),
                        f"lesson 02 is correct and comes after two stalled builds: it must "
                        f"still be graded in full:\n{table}")
        # Each build stops at its 15 s share as the budget counts it (the time it waited for a
        # CPU left out), so the budget holds all three lessons; on a busy machine a build may
        # take up to its hard wall-clock cap, 5 times its share, and the slot builds two at once.
        self.assertLessEqual(results["execution_time"], 45 + 1,
                             f"the submission's 45 s budget should hold the two builds and lesson "
                             f"02's tests, charged as the budget counts them\n{table}")
        self.assertLess(took, 2 * 5 * 15 + 45, f"two builds stalled for minutes held the grader "
                                               f"{took:.0f} s: each should stop at its 15 s "
                                               f"share (75 s of wall clock on a busy "
                                               f"machine)\n{table}")


class ReleaseTest(InTemporaryFolder):
    """The student edition and the Gradescope bundle, each graded on lesson 00 only (a build of
    one lesson: these tests check what ships and how it runs, the grader is tested above)."""
    PREFIX = "npuzzle-release-test-"

    def release(self, what, dest, *options):
        # From the last commit, as instructors release, when the kit is a git repository.
        worktree = [] if (KIT / ".git").exists() else ["--worktree"]
        proc = subprocess.run([sys.executable, str(GRADER.with_name("release.py")), what,
                               str(dest), "--kit", str(KIT), *worktree, *options],
                              capture_output=True, text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)

    def committed(self, rel):
        if not (KIT / ".git").exists():
            return (KIT / rel).read_bytes()
        return subprocess.run(["git", "-C", str(KIT), "show", f"HEAD:{rel}"], check=True,
                              capture_output=True).stdout

    def test_student_edition_has_no_answers_and_grades_its_stubs_to_zero(self):
        dest = self.tmp / "student"
        self.release("student", dest)
        self.assertFalse((dest / "solutions").exists())
        self.assertFalse((dest / "tests" / "hidden").exists())
        readme = (dest / "README.md").read_text(encoding="utf-8")
        self.assertIn("student edition", readme)
        self.assertIn("[中文](README.zh-CN.md)", readme)
        self.assertIn("学生版", (dest / "README.zh-CN.md").read_text(encoding="utf-8"))
        for lesson in LESSONS:
            self.assertEqual((dest / lesson.student_file).read_bytes(),
                             self.committed(lesson.student_file), "stubs ship untouched")
        proc = subprocess.run([sys.executable, str(dest / "grading" / "grade.py"), "--lessons",
                               "00", "--work", str(self.tmp / "student-work"), "--json",
                               str(self.tmp / "student.json")], capture_output=True, text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        results = json.loads((self.tmp / "student.json").read_text())
        self.assertEqual(results["score"], 0)
        self.assertEqual(len(results["tests"]), len([t for t in WARMUP.tests if not t.hidden]))
        self.assertNotIn("hidden", json.dumps(results["tests"]))

    def test_the_edition_ships_the_built_playground_or_says_how_to_build_it(self):
        built = self.tmp / "built-playground.html"
        built.write_text('<!DOCTYPE html>\n<html lang="en">\n<body>the kit in wasm</body></html>\n',
                         encoding="utf-8")
        for lang, opens in (("en", '<html lang="en">'),
                            ("zh-CN", '<html lang="en" data-edition-lang="zh-CN">')):
            dest = self.tmp / f"student-playground-{lang}"
            self.release("student", dest, "--lang", lang, "--playground", str(built))
            page = (dest / "playground.html").read_text(encoding="utf-8")
            self.assertIn("the kit in wasm", page, f"the {lang} edition ships the built page")
            self.assertIn(opens, page, f"the {lang} edition's page opens in its language")
        # Where the instructor's kit has no built page: one that says how to build it, in both
        # languages, and the release says so on stderr.
        dest = self.tmp / "student-no-playground"
        worktree = [] if (KIT / ".git").exists() else ["--worktree"]
        proc = subprocess.run([sys.executable, str(GRADER.with_name("release.py")), "student",
                               str(dest), "--kit", str(KIT), *worktree, "--playground",
                               str(self.tmp / "never-built.html")], capture_output=True, text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn("no built playground", proc.stderr)
        page = (dest / "playground.html").read_text(encoding="utf-8")
        self.assertIn("./kit playground playground.html", page)
        self.assertIn("emscripten", page)
        self.assertIn("没有附带演练场", page)
        # Every lesson, in both languages, links the page at the edition's top.
        for lesson in LESSONS:
            for name in ("README.md", "README.zh-CN.md"):
                text = (dest / "lessons" / lesson.dir / name).read_text(encoding="utf-8")
                self.assertIn("](../../playground.html)", text, f"{lesson.dir}/{name}")
        # The kit's own build, when there is one: shipped byte for byte by default.
        kit_built = KIT / "build" / "playground" / "playground" / "playground.html"
        if kit_built.is_file():
            dest = self.tmp / "student-kit-playground"
            self.release("student", dest)
            self.assertEqual((dest / "playground.html").read_bytes(), kit_built.read_bytes())

    def test_chinese_edition_opens_in_chinese_and_its_links_resolve(self):
        dest = self.tmp / "student-zh"
        self.release("student", dest, "--lang", "zh-CN")  # copies and renames only: no build
        texts = [(dest, "README"), (dest / "docs", "student-guide")]
        texts += [(dest / "lessons" / lesson.dir, "README") for lesson in LESSONS]
        for folder, name in texts:
            chinese = (folder / f"{name}.md").read_text(encoding="utf-8")
            english = (folder / f"{name}.en.md").read_text(encoding="utf-8")
            self.assertTrue(chinese.startswith(f"[English]({name}.en.md) | **中文**"), folder)
            self.assertTrue(english.startswith(f"**English** | [中文]({name}.md)"), folder)
            self.assertFalse((folder / f"{name}.zh-CN.md").exists(), folder)
        self.assertIn("学生版", (dest / "README.md").read_text(encoding="utf-8"))
        self.assertIn("student edition", (dest / "README.en.md").read_text(encoding="utf-8"))
        broken = []
        for path in dest.rglob("*.md"):
            for target in re.findall(r"\]\(([^)\s#]+\.md)(?:#[^)\s]*)?[)\s]",
                                     path.read_text(encoding="utf-8")):
                if "://" not in target and not (path.parent / target).is_file():
                    broken.append(f"{path.relative_to(dest)} -> {target}")
        self.assertEqual(broken, [], "links to .md files that the edition does not have")

    def test_gradescope_bundle_grades_a_submission_into_results_json(self):
        bundle = self.tmp / "bundle"
        self.release("gradescope", bundle)
        root = self.tmp / "autograder"  # Gradescope's /autograder, laid out by hand
        shutil.copytree(bundle, root / "source", symlinks=True)
        submission_from(root, "submission", [(WARMUP, reference(WARMUP))])
        with zipfile.ZipFile(bundle / "autograder.zip") as z:
            self.assertTrue({"setup.sh", "run_autograder"} <= set(z.namelist()))
        env = dict(os.environ, NPUZZLE_AUTOGRADER_ROOT=str(root),
                   NPUZZLE_GRADE_ARGS="--lessons 00 --timeout 10")
        proc = subprocess.run([str(root / "source" / "run_autograder")], env=env,
                              capture_output=True, text=True)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        results = json.loads((root / "results" / "results.json").read_text())
        self.assertEqual(results["score"], WARMUP.max_score)
        self.assertEqual(len(results["tests"]), len(WARMUP.tests))


if __name__ == "__main__":
    unittest.main()
