#!/usr/bin/env python3
"""The class report on a real class: submissions built from the kit's references, its stubs and
its mistake bank (tests/mistakes/, planted with the bank's own patch code), a compile error, a
hostile submission and a file name that is not UTF-8, graded by the batch grader (lessons 00 and
02 only, the quickest to judge), then summarised by ./kit class-report; every count on the page
and in its CSV files must equal what was planted.

  test_class_planted.py [-v]   NPUZZLE_GRADE_TEST_BUILD=DIR: the kit's build to grade with
                               (default KIT/build: lesson00_grading and lesson02_grading built)
                               NPUZZLE_CLASS_KEEP=DIR: grade into DIR and keep it (to look at
                               the page, or time the batch)

Run by CTest (test grading.class, label grading)."""
import csv
import io
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

os.environ["NPUZZLE_LANG"] = "en"
HERE = pathlib.Path(__file__).resolve().parent
KIT = HERE.parents[1]
BUILD = pathlib.Path(os.environ.get("NPUZZLE_GRADE_TEST_BUILD", KIT / "build")).resolve()
sys.path.insert(0, str(KIT / "tests" / "mistakes"))
import run_mistakes  # noqa: E402 -- the bank's own reading and planting of a mistake

W, P = "00-warmup", "02-parity"
FILES = {W: "warmup.cpp", P: "parity.cpp"}
MISTAKES = {  # the bank's mistakes planted, and who makes each
    (W, "no-absolute-value"): ["abs-1", "abs-2"],
    (W, "is-goal-standard-goal"): ["goal"],
    (P, "pairs-in-order"): ["abs-1", "goal"],
}
CLASS = {  # name: (what lesson 00 is, what lesson 02 is); "mistake" means as MISTAKES plants
    "ref": ("reference", "reference"),
    "abs-1": ("mistake", "mistake"),
    "abs-2": ("mistake", "stub"),
    "goal": ("mistake", "mistake"),
    "broken": ("stub", "compile error"),
    "hostile": ("stray script", "spins"),
}
# A submission holding, beside its lesson 00, a file whose name is not UTF-8: a stray file, so
# that lesson is refused (with a reason naming it) and its lesson 02 graded as any other.
NON_UTF8 = os.fsdecode(b"odd-\xff\xfe")
WANT = {  # what the page must count, per lesson
    W: {"not_started": 1, "not_compiled": 0, "refused": 2, "timed_out": 0},
    P: {"not_started": 1, "not_compiled": 1, "refused": 0, "timed_out": 1},
}
LESSON_SECONDS = "4"  # the spinning lesson's whole budget (the references need under 0.3 s)


def planted(lesson, name):
    """The source of `lesson` with the bank's mistake that MISTAKES gives `name`."""
    for (where, what), who in MISTAKES.items():
        if where == lesson and name in who:
            mistake = run_mistakes.read_mistake(lesson, KIT / "tests" / "mistakes" / lesson /
                                                f"{what}.patch")
            base = mistake.path.parent / mistake.base if mistake.base else \
                KIT / "solutions" / lesson / FILES[lesson]
            text = run_mistakes.apply_patch(base.read_text(), mistake.path.read_text())
            assert text is not None, f"{mistake.path} no longer applies"
            return text
    raise AssertionError(f"no mistake of {lesson} for {name}")


def write_lesson(folder, lesson, what, name):
    """lessons/LESSON/ of one submission as `what` says (nothing for a stub: the kit's stub is
    graded)."""
    target = folder / "lessons" / lesson
    target.mkdir(parents=True, exist_ok=True)
    source = target / FILES[lesson]
    stub = (KIT / "lessons" / lesson / FILES[lesson]).read_text()
    if what == "reference":
        shutil.copyfile(KIT / "solutions" / lesson / FILES[lesson], source)
    elif what == "mistake":
        source.write_text(planted(lesson, name))
    elif what == "compile error":
        source.write_text(stub.replace("{", "{ this is not C++;", 1))
    elif what == "stray script":  # not a lesson's file: the submission is refused
        shutil.copyfile(KIT / "solutions" / lesson / FILES[lesson], source)
        (target / "run.sh").write_text("#!/bin/sh\ncat /etc/shadow\n")
    elif what == "spins":  # every function spins: the lesson runs out of its time
        source.write_text(stub.replace("throw not_implemented(",
                                       "for (volatile long i = 0;; i = i + 1) {}\n    throw "
                                       "not_implemented(", ))


def build_class(root):
    for name, lessons in CLASS.items():
        for lesson, what in zip((W, P), lessons):
            if what != "stub":
                write_lesson(root / name, lesson, what, name)
        (root / name / "lessons").mkdir(parents=True, exist_ok=True)
    odd = root / NON_UTF8
    for lesson in (W, P):
        write_lesson(odd, lesson, "reference", NON_UTF8)
    (odd / "lessons" / W / os.fsdecode(b"\xff\xfe.txt")).write_text("notes\n")


def grade(submissions, out, work):
    started = time.monotonic()
    proc = subprocess.run(
        [sys.executable, str(KIT / "grading" / "grade.py"), "--kit", str(KIT), "--kit-build",
         str(BUILD), "--work", str(work), "--submissions", str(submissions), "--out", str(out),
         "--jobs", "2", "--lessons", "00,02", "--timeout", LESSON_SECONDS, "--call-seconds",
         "1", "--no-speed", "--quiet"], capture_output=True, text=True, errors="replace")
    return proc, time.monotonic() - started


class PlantedClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        keep = os.environ.get("NPUZZLE_CLASS_KEEP")
        cls.tmp = None if keep else tempfile.TemporaryDirectory()
        cls.root = pathlib.Path(keep or cls.tmp.name)
        submissions, cls.out = cls.root / "submissions", cls.root / "graded"
        shutil.rmtree(submissions, ignore_errors=True)
        shutil.rmtree(cls.out, ignore_errors=True)
        build_class(submissions)
        cls.graded, cls.seconds = grade(submissions, cls.out, cls.root / "work")
        print(f"\ngraded {len(CLASS) + 1} submissions in {cls.seconds:.0f} s "
              f"({(len(CLASS) + 1) / cls.seconds * 3600:.0f} per hour on 2 slots; load average "
              f"{os.getloadavg()[0]:.1f})",
              file=sys.stderr)
        cls.page_dir = cls.root / "report"
        cls.report = subprocess.run(
            [sys.executable, str(KIT / "grading" / "class_report.py"), str(cls.page_dir),
             "--from", str(cls.out), "--lang", "en"], capture_output=True, text=True)

    @classmethod
    def tearDownClass(cls):
        if cls.tmp:
            cls.tmp.cleanup()

    def csv_rows(self, name):
        return list(csv.DictReader(io.StringIO((self.page_dir / name).read_text())))

    def test_the_report_was_written(self):
        self.assertEqual(self.report.returncode, 0, self.report.stderr)

    def test_every_honest_submission_was_graded(self):
        graded = {p.parent.name for p in self.out.glob("*/results.json")}
        self.assertEqual(graded - {NON_UTF8}, set(CLASS),
                         f"the batch's stderr:\n{self.graded.stderr[-3000:]}")

    def test_the_non_utf8_file_name_refuses_its_lesson_only(self):
        self.assertTrue((self.out / NON_UTF8 / "results.json").is_file(),
                        f"the batch's stderr:\n{self.graded.stderr[-3000:]}")
        book = {row["student"]: row for row in self.csv_rows("gradebook.csv")}
        odd = book[os.fsencode(NON_UTF8).decode("utf-8", "backslashreplace")]
        self.assertEqual((odd[W], odd[P]), ("0", book["ref"][P]))

    def test_the_batch_survives_the_non_utf8_file_name(self):
        self.assertEqual(self.graded.returncode, 0, self.graded.stderr[-3000:])
        self.assertTrue((self.out / NON_UTF8 / "junit.xml").is_file())
        with open(self.out / "summary.csv", newline="", encoding="utf-8",
                  errors="surrogateescape") as f:
            self.assertEqual(len(list(csv.DictReader(f))), len(CLASS) + 1)

    def test_states_per_lesson_equal_what_was_planted(self):
        lessons = {row["lesson"]: row for row in self.csv_rows("lessons.csv")}
        for lesson, want in WANT.items():
            got = {k: int(lessons[lesson][k]) for k in want}
            self.assertEqual(got, want, f"{lesson}: the states counted against those planted")

    def test_each_bank_mistake_counted_for_the_students_who_made_it(self):
        rows = self.csv_rows("mistakes.csv")
        for (lesson, what), who in MISTAKES.items():
            hint = run_mistakes.read_mistake(lesson, KIT / "tests" / "mistakes" / lesson /
                                             f"{what}.patch").hint
            found = [r for r in rows if r["lesson"] == lesson and hint in r["hint_en"]]
            self.assertEqual(len(found), 1, f"{lesson}/{what}: one row whose hint holds "
                                            f"'{hint}'; the rows: {rows}")
            self.assertEqual(sorted(found[0]["who"].split("; ")), sorted(who))
            self.assertTrue(found[0]["tests"], "the test that caught it is named")
            self.assertTrue(found[0]["hint_zh"] != found[0]["hint_en"], "both texts of the hint")
        self.assertEqual(len(rows), len(MISTAKES), "no mistake that was not planted")
        # Ranked: the mistake two students made comes first in lesson 00.
        first = next(r for r in rows if r["lesson"] == W)
        self.assertEqual(first["students"], "2")

    def test_gradebook_totals_equal_each_results_json(self):
        book = {row["student"]: row for row in self.csv_rows("gradebook.csv")}
        self.assertEqual(len(book), len(CLASS) + 1)
        for name in CLASS:
            results = json.loads((self.out / name / "results.json").read_text())
            self.assertEqual(book[name]["total"], str(results["score"]), name)
            lessons = {l["lesson"]: l["score"] for l in results["extra_data"]["lessons"]}
            self.assertEqual((book[name][W], book[name][P]), (str(lessons[W]), str(lessons[P])))

    def test_page_shows_the_counts(self):
        page = (self.page_dir / "class-report.html").read_text()
        self.assertEqual(page.count("<svg"), 2)
        self.assertNotIn("<script", page)
        for lesson in WANT:
            self.assertIn(f'id="lesson-{lesson}"', page)


if __name__ == "__main__":
    unittest.main()
