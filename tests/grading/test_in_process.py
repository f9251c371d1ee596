#!/usr/bin/env python3
"""The student's own loop (grading/in_process.py): tests shared among the cores by their last
durations, and a crash costing only the test it happened in. A stand-in test program (this file,
run with --fake) answers as Catch2 does, so nothing is built. Run by CTest (test in_process)."""
import json
import os
import pathlib
import sys
import tempfile
import unittest

# The messages checked here are the English ones, whatever the locale of the machine that runs
# them (the grader follows NPUZZLE_LANG, LC_ALL, LC_MESSAGES, LANG).
os.environ["NPUZZLE_LANG"] = "en"
KIT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(KIT / "grading"))
import catalog  # noqa: E402
import in_process  # noqa: E402


def fake_program(argv):
    """Catch2's command line as in_process.py uses it: a test named "crash ..." aborts the
    program after writing what came before; one named "fails ..." fails with a hint."""
    out = argv[argv.index("-o") + 1]
    names = [n.replace("\\,", ",") for n in argv[-1].split(",")]
    with open(out, "w") as report:
        report.write('<?xml version="1.0" encoding="UTF-8"?>\n<Catch name="fake">\n<Group>\n')
        for name in names:
            report.write(f'<TestCase name="{name}" tags="[points=1]">\n')
            report.flush()
            if name.startswith("crash"):
                os.abort()
            if name.startswith("fails"):
                report.write('<Expression success="false" type="CHECK" line="7"><Original>a == b'
                             '</Original><Expanded>1 == 2</Expanded></Expression>\n'
                             '<Info>hint: the fake\'s own hint</Info>\n')
            success = "false" if name.startswith("fails") else "true"
            report.write(f'<OverallResult success="{success}" durationInSeconds="0.5"/>\n'
                         '</TestCase>\n')
        report.write("</Group>\n</Catch>\n")


def lesson(names):
    return catalog.Lesson("00", "00-warmup", "warmup",
                          [catalog.Test("00", n, "[points=1]", False) for n in names])


class Shares(unittest.TestCase):
    def test_every_test_runs_once_and_each_group_keeps_the_catalogs_order(self):
        tests = lesson([f"t{i}" for i in range(9)]).tests
        durations = {"t0": 5.0, "t4": 4.0, "t8": 1.0}
        groups = in_process._shares(tests, 2, durations)
        names = [t.name for g in groups for t in g]
        self.assertEqual(sorted(names), sorted(t.name for t in tests))
        for group in groups:
            self.assertEqual(group, sorted(group, key=tests.index))
        # The two longest go to different groups; untimed tests count a second each.
        self.assertNotEqual(*[next(i for i, g in enumerate(groups) if any(t.name == n for t in g))
                              for n in ("t0", "t4")])

    def test_no_more_groups_than_tests(self):
        self.assertEqual(len(in_process._shares(lesson(["only"]).tests, 8, {})), 1)


class Runs(unittest.TestCase):
    def setUp(self):
        self.folder = pathlib.Path(tempfile.mkdtemp())
        self.program = self.folder / "fake_tests"
        self.program.write_text(f"#!{sys.executable}\nimport sys\nsys.path.insert(0, "
                                f"{str(pathlib.Path(__file__).parent)!r})\nimport test_in_process\n"
                                f"test_in_process.fake_program(sys.argv)\n")
        self.program.chmod(0o755)

    def test_a_crash_costs_its_own_test_and_the_others_still_run(self):
        names = ["a passes", "crash here", "b passes", "fails with a hint", "c passes"]
        durations = self.folder / "durations.json"
        outcomes = in_process.grade(lesson(names), self.program, self.folder, 60, durations)
        by_name = {o.test.name: o for o in outcomes}
        self.assertEqual([o.test.name for o in outcomes], names)
        self.assertEqual({n for n, o in by_name.items() if o.passed},
                         {"a passes", "b passes", "c passes"})
        self.assertIn("crashed in this test (SIGABRT)", by_name["crash here"].message)
        self.assertIn("hint: the fake's own hint", by_name["fails with a hint"].message)
        remembered = json.loads(durations.read_text())["00"]
        self.assertEqual(remembered["a passes"], 0.5)
        self.assertNotIn("crash here", remembered)


if __name__ == "__main__":
    unittest.main(verbosity=1)
