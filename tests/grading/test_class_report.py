#!/usr/bin/env python3
"""The class report's reading and summing (grading/class_results.py, class_summary.py,
class_page.py, class_report.py) on synthetic results whose every count is planted
(class_synthetic.py): the three sources it reads, each lesson's states from the reasons' kinds,
the mistakes matched to the tests' hint definitions in either language, the gradebook, the page
in both languages, --anonymize, and bad input. Nothing is built or graded: a few seconds, so it
runs in ./kit test. Run by CTest (test grading.class_report)."""
import csv
import io
import json
import os
import pathlib
import re
import sys
import tempfile
import types
import unittest
from contextlib import redirect_stderr

HERE = pathlib.Path(__file__).resolve().parent
KIT = HERE.parents[1]
sys.path.insert(0, str(KIT / "grading"))
sys.path.insert(0, str(HERE))
import class_page  # noqa: E402
import class_report  # noqa: E402
import class_results as cr  # noqa: E402
import class_summary  # noqa: E402
import class_synthetic as syn  # noqa: E402
from class_words import WORDS  # noqa: E402

SEEN = syn.HINTS[0]
ABSOLUTE = syn.HINTS[1]
W, C, P = "00-warmup", "01-cantor", "02-parity"
# Six students; what each did in each lesson (how, hints shown, tests failed).
PLAN = {
    "ana": {W: ("pass", (), ()), C: ("fail", (SEEN,), (1, 2)), P: ("pass", (), ())},
    "bo": {W: ("fail", (ABSOLUTE,), (3,)), C: ("fail", (SEEN,), (1,)), P: ("stub", (), ())},
    "cy": {W: ("fail", (ABSOLUTE, SEEN), (3, 4)), C: ("compile", (), ()), P: ("pass", (), ())},
    "di": {W: ("stub", (), ()), C: ("refused", (), ()), P: ("timeout", (), ())},
    "ed": {W: ("pass", (), ()), C: ("fail", (), (2,)), P: ("fail", (SEEN,), (7,))},
    "fu": {W: ("pass", (), ())},  # lessons 01 and 02 not graded
}
CPU = {"ana": {W: (3.0, 0.2)}, "bo": {W: (0.9, 0.2)}, "cy": {W: (0.01, 0.001)}}


def plant(folder, plan=PLAN, cpu=CPU):
    for name, lessons in plan.items():
        path = folder / name / "results.json"
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps(syn.results(lessons, cpu.get(name))))


def definitions():
    return class_summary.hint_definitions([
        {"english": SEEN, "chinese": "把局面放进队列时就把它标记为已访问",
         "sites": [("tests/lessons/lesson03_bfs.cpp", 118, 121)]},
        {"english": "the rank of {board} is {rank}", "chinese": "{board} 的排名是 {rank}",
         "sites": [("tests/lessons/lesson01_cantor.cpp", 50, 52),
                   ("tests/support/rank_checks.hpp", 7, 7)]}])


class Planted(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.root = pathlib.Path(self.dir.name)
        plant(self.root / "in")
        students, notes = cr.read(self.root / "in")
        self.summary = class_summary.summarize(students, definitions(), notes)
        self.lessons = {l.lesson: l for l in self.summary.lessons}

    def tearDown(self):
        self.dir.cleanup()

    def test_each_lesson_counts_the_states_planted(self):
        want = {W: {"graded": 5, "not_started": 1},
                C: {"graded": 3, "not_compiled": 1, "refused": 1, "not_graded": 1},
                P: {"graded": 3, "not_started": 1, "timed_out": 1, "not_graded": 1}}
        for lesson, states in want.items():
            with self.subTest(lesson=lesson):
                got = {k: v for k, v in self.lessons[lesson].states.items() if v}
                self.assertEqual(got, states, f"states of {lesson}: asked for the planted "
                                              f"class's counts")

    def test_scores_and_medians(self):
        n = syn.TESTS_PER_LESSON
        self.assertEqual(sorted(self.lessons[W].scores), [0, n - 2, n - 1, n, n, n])
        self.assertEqual(self.lessons[W].median, n - 0.5)
        self.assertEqual(self.lessons[W].max_score, n)
        # Not graded lessons have no score; a timeout keeps the tests it passed.
        self.assertEqual(sorted(self.lessons[P].scores), [0, n // 2, n - 1, n, n])

    def test_mistakes_ranked_by_students_with_their_tests_and_who(self):
        cantor = self.lessons[C].mistakes
        self.assertEqual([(m.hint.english, sorted(m.students)) for m in cantor],
                         [(SEEN, ["ana", "bo"])])
        self.assertEqual(dict(cantor[0].tests), {"test 1 of 01-cantor": 2,
                                                 "test 2 of 01-cantor": 1})
        warmup = self.lessons[W].mistakes
        self.assertEqual([(m.hint.english, sorted(m.students)) for m in warmup],
                         [(ABSOLUTE, ["bo", "cy"]), (SEEN, ["cy"])])
        self.assertEqual(warmup[0].hint.chinese, ABSOLUTE, "a hint no definition matches keeps "
                                                           "its own words")
        self.assertEqual(warmup[1].hint.chinese, "把局面放进队列时就把它标记为已访问")

    def test_stubs_compile_errors_and_refusals_say_nothing_of_the_tests(self):
        failed = dict(self.lessons[C].failed_tests)
        self.assertEqual(failed, {"test 1 of 01-cantor": 2, "test 2 of 01-cantor": 2})

    def test_slow_needs_the_factor_and_a_measurable_reference(self):
        self.assertEqual([(s.student, s.lesson, round(s.ratio, 1)) for s in self.summary.slow],
                         [("ana", W, 15.0)])

    def test_gradebook_one_row_per_student_lessons_and_total(self):
        header, rows = class_summary.gradebook(self.summary)
        self.assertEqual(header, ["student", W, C, P, "total"])
        n = syn.TESTS_PER_LESSON
        self.assertEqual(rows[0], ["ana", n, n - 2, n, 3 * n - 2])
        self.assertEqual(rows[-1], ["fu", n, 0, 0, n])


class Hints(unittest.TestCase):
    def test_a_hint_is_its_place_whatever_its_words_and_language(self):
        match = class_summary.HintMatcher(definitions())
        cantor = "tests/lessons/lesson01_cantor.cpp"
        english = match("the rank of 1 2 3 is 0", f"{cantor}:51")
        self.assertEqual(english.english, "the rank of {board} is {rank}")
        self.assertIs(english, match("1 2 3 的排名是 0", f"{cantor}:50"))
        self.assertIs(english, match("the rank of 8 7 6 is 9", f"{cantor}:52"))
        self.assertIs(english, match("the rank of 8 7 6 is 9", "tests/support/rank_checks.hpp:7"))
        # Its words elsewhere, or no place: not that definition, the hint's own words.
        self.assertEqual(match("the rank of 1 2 3 is 0", f"{cantor}:53").english,
                         "the rank of 1 2 3 is 0")
        self.assertEqual(match("something else").english, "something else")


class States(unittest.TestCase):
    def failure(self, *kinds, unwritten=()):
        return cr.Failure("t", "t", False, [{"kind": k} for k in kinds], list(unwritten))

    def test_kinds_decide_never_words(self):
        state = cr.lesson_state
        self.assertEqual(state({"kind": "refused"}, None, [], "03"), cr.REFUSED)
        self.assertEqual(state({"kind": "build.failed"}, None, [], "03"), cr.NOT_COMPILED)
        self.assertEqual(state({"kind": "build.timeout"}, None, [], "03"), cr.TIMED_OUT)
        self.assertEqual(state(None, {"kind": "origin.stub"}, [], "03"), cr.NOT_STARTED)
        stub = self.failure("check.exception", unwritten=[("03", "solve")])
        self.assertEqual(state(None, None, [stub], "03"), cr.NOT_STARTED)
        waits = self.failure("check.exception", unwritten=[("01", "rank")])
        self.assertEqual(state(None, None, [waits], "03"), cr.GRADED,
                         "a lesson waiting on an earlier lesson's stub was started")
        self.assertEqual(state(None, None, [self.failure("not_graded.budget_used")], "03"),
                         cr.TIMED_OUT)
        self.assertEqual(state(None, None, [self.failure("check.failed", "check.hint")], "03"),
                         cr.GRADED)


class PrairieLearn(unittest.TestCase):
    def test_downloaded_csv_and_results_folders(self):
        with tempfile.TemporaryDirectory() as d:
            root = pathlib.Path(d)
            good = {"gradable": True, "score": 0.5, "tests": [
                {"name": "a", "points": 1, "max_points": 1},
                {"name": "b", "points": 0, "max_points": 1,
                 "reasons": [{"kind": "check.hint", "text": SEEN, "language": "en"}]},
                {"name": "hidden test 1", "points": 0, "max_points": 2, "output": ""}]}
            refused = {"gradable": False, "format_errors": ["..."],
                       "reasons": [{"kind": "refused"}]}
            text = io.StringIO(newline="")
            out = csv.writer(text)
            out.writerow(["UID", "QID", "Score", "Feedback"])
            out.writerow(["a@x.edu", "npuzzle/lesson03-bfs", "0.5", json.dumps(good)])
            out.writerow(["b@x.edu", "npuzzle/lesson03-bfs", "0", json.dumps(refused)])
            out.writerow(["c@x.edu", "npuzzle/lesson03-bfs", "0", "{not json"])
            (root / "hw_all_submissions.csv").write_text(text.getvalue())
            path = root / "d@x.edu" / "lesson03-bfs" / "results.json"
            path.parent.mkdir(parents=True)
            path.write_text(json.dumps({"gradable": False, "format_errors": ["x"]}))
            students, notes = cr.read(root)
            by = {s.id: s.lessons.get("03-bfs") for s in students}
            self.assertEqual(sorted(by), ["a@x.edu", "b@x.edu", "d@x.edu"])
            self.assertEqual((by["a@x.edu"].score, by["a@x.edu"].max_score), (1, 4))
            self.assertEqual(by["a@x.edu"].state, cr.GRADED)
            self.assertEqual(by["b@x.edu"].state, cr.REFUSED)
            self.assertEqual(by["d@x.edu"].state, cr.NOT_COMPILED)
            self.assertTrue(any("hw_all_submissions.csv:4" in n for n in notes), notes)
            summary = class_summary.summarize(students)
            self.assertEqual(summary.lessons[0].mistakes[0].students, ["a@x.edu"])


class PrairieLearnWrites(unittest.TestCase):
    def test_a_lesson_not_gradable_says_why_as_data(self):
        import prairielearn  # noqa: E402
        lesson = types.SimpleNamespace(id="00", dir=W)
        for problem, state in ((syn.PROBLEMS["refused"], cr.REFUSED),
                               (syn.PROBLEMS["compile"], cr.NOT_COMPILED)):
            report = syn.results({W: ("refused" if state == cr.REFUSED else "compile", (), ())})
            written = prairielearn.results(report, lesson)
            self.assertFalse(written["gradable"])
            read = cr.from_prairielearn(json.loads(prairielearn.fit(written)), W)
            self.assertEqual(read.state, state, f"{problem['kind']}: read back from the data")


def run_cli(*argv):
    err = io.StringIO()
    with redirect_stderr(err):
        status = class_report.main([str(a) for a in argv])
    return status, err.getvalue()


class Command(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.TemporaryDirectory()
        self.root = pathlib.Path(self.dir.name)
        plant(self.root / "in")
        # A submission whose folder name is not UTF-8, and a results.json that is not JSON.
        odd = self.root / "in" / os.fsdecode(b"\xff\xfe-student")
        odd.mkdir()
        (odd / "results.json").write_text(json.dumps(syn.results({W: ("pass", (), ())})))
        (self.root / "in" / "broken").mkdir()
        (self.root / "in" / "broken" / "results.json").write_text("{")

    def tearDown(self):
        self.dir.cleanup()

    def test_page_and_csv_files_in_both_languages(self):
        for lang in ("en", "zh-CN"):
            out = self.root / lang
            status, err = run_cli(out, "--from", self.root / "in", "--lang", lang)
            self.assertEqual(status, 0, err)
            page = (out / "class-report.html").read_text()
            self.assertNotIn("<script", page)
            self.assertEqual(page.count("<svg"), 3, "one score distribution per lesson")
            self.assertIn("broken", page, "the file not read is named on the page")
            column = 1 if lang == "zh-CN" else 0
            for key in ("overview", "state.not_started", "mistakes", "failed_tests"):
                self.assertIn(WORDS[key][column], page, f"{key} in {lang}")
            if lang == "zh-CN":
                self.assertNotIn(WORDS["overview"][0], page)
            rows = list(csv.reader(io.StringIO((out / "gradebook.csv").read_text())))
            self.assertEqual(len(rows), 1 + len(PLAN) + 1)
            self.assertIn(["\\xff\\xfe-student", "20", "0", "0", "20"], rows)
            mistakes = list(csv.DictReader(io.StringIO((out / "mistakes.csv").read_text())))
            self.assertEqual([(m["lesson"], m["students"]) for m in mistakes],
                             [(W, "2"), (W, "1"), (C, "2"), (P, "1")])

    def test_anonymize_hides_names_but_keeps_codes_stable(self):
        out = self.root / "anon"
        for _ in range(2):
            status, err = run_cli(out, "--from", self.root / "in", "--anonymize", "--lang", "en")
            self.assertEqual(status, 0, err)
            page = (out / "class-report.html").read_text()
            mistakes = (out / "mistakes.csv").read_text()
            self.assertNotRegex(page + mistakes, r"\b(ana|bo|cy|broken)\b")
            self.assertIn("files not read: 1;", page)
            codes = sorted(set(re.findall(r"s-[0-9a-f]{8}", page)))
            if _ == 0:
                first = codes
        self.assertEqual(codes, first)
        self.assertIn("ana", (out / "gradebook.csv").read_text(), "the gradebook keeps ids")

    def test_its_own_files_in_the_folder_are_not_read_as_results(self):
        inside = self.root / "in"
        for _ in range(2):
            status, err = run_cli(inside, "--from", inside)
            self.assertEqual(status, 0, err)
        rows = list(csv.reader(io.StringIO((inside / "gradebook.csv").read_text())))
        self.assertEqual(len(rows), 1 + len(PLAN) + 1, "the same students the second time")

    def test_bad_input_is_a_clear_error(self):
        status, err = run_cli(self.root / "o", "--from", self.root / "nowhere")
        self.assertEqual(status, 2)
        self.assertIn("nowhere is not a folder of results", err)
        (self.root / "empty").mkdir()
        status, err = run_cli(self.root / "o", "--from", self.root / "empty")
        self.assertEqual(status, 2)
        self.assertIn("no results in", err)
        status, err = run_cli(self.root / "o", "--from", self.root / "in", "--slow", "0.5")
        self.assertEqual(status, 2)
        self.assertIn("--slow must be more than 1", err)


class Page(unittest.TestCase):
    def test_texts_from_results_are_escaped(self):
        self.assertEqual(class_page.esc('<b a="1">&'), "&lt;b a=&quot;1&quot;&gt;&amp;")

    def test_every_word_has_both_languages(self):
        for key, (english, chinese) in WORDS.items():
            self.assertTrue(english and chinese and english != chinese or key == "cpu", key)
            fields = set(re.findall(r"\{(\w+)", english))
            self.assertEqual(fields, set(re.findall(r"\{(\w+)", chinese)), key)


if __name__ == "__main__":
    unittest.main()
