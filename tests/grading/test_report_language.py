#!/usr/bin/env python3
"""The grade report in Chinese (grading/language.py, grading/report.py, grading/prairielearn.py):
the language chosen as the C++ side chooses it, columns padded by display width (a Chinese
character takes two terminal columns), no English left in the report's own words, and the
English report exactly as it was. Nothing is built. Run by CTest (test grading.language)."""
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import types
import unittest
import xml.etree.ElementTree as ET

KIT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(KIT / "grading"))
import catalog  # noqa: E402
import catch_report  # noqa: E402
import budget as budgets  # noqa: E402
import language  # noqa: E402
import messages  # noqa: E402
import prairielearn  # noqa: E402
import report  # noqa: E402
import runner  # noqa: E402
import titles  # noqa: E402
from language import CHINESE, ENGLISH, display_width  # noqa: E402


class Choice(unittest.TestCase):
    def test_tags_as_the_cpp_side_reads_them(self):
        for tag in ("zh-CN", "zh_CN.UTF-8", "zh", "ZH_tw", "zh_CN"):
            self.assertEqual(language.from_tag(tag), CHINESE, tag)
        for tag in ("en", "en_US.UTF-8", "C", "POSIX", "C.UTF-8", "", None, "z"):
            self.assertEqual(language.from_tag(tag), ENGLISH, tag)

    def test_npuzzle_lang_then_lc_all_lc_messages_lang_and_empty_ones_skipped(self):
        read = language.reading_language
        self.assertEqual(read({}), ENGLISH)
        self.assertEqual(read({"LANG": "zh_CN.UTF-8"}), CHINESE)
        self.assertEqual(read({"LANG": "zh_CN.UTF-8", "LC_MESSAGES": "en_US.UTF-8"}), ENGLISH)
        self.assertEqual(read({"LC_MESSAGES": "en_US", "LC_ALL": "zh_CN.UTF-8"}), CHINESE)
        self.assertEqual(read({"LC_ALL": "zh_CN.UTF-8", "NPUZZLE_LANG": "en"}), ENGLISH)
        self.assertEqual(read({"LC_ALL": "", "LANG": "zh_CN.UTF-8"}), CHINESE)
        self.assertEqual(read({"NPUZZLE_LANG": "", "LC_ALL": "C", "LANG": "zh_CN"}), ENGLISH)

    def test_the_option_wins_and_is_handed_on_in_npuzzle_lang(self):
        env = {"LANG": "zh_CN.UTF-8"}
        self.assertEqual(language.choose("en", env), ENGLISH)
        self.assertEqual(env["NPUZZLE_LANG"], ENGLISH)
        env = {"LANG": "en_US.UTF-8", "NPUZZLE_LANG": "en"}
        self.assertEqual(language.choose("zh-CN", env), CHINESE)
        self.assertEqual(env["NPUZZLE_LANG"], CHINESE)
        env = {"LANG": "zh_CN.UTF-8"}
        self.assertEqual(language.choose(None, env), CHINESE)
        self.assertEqual(env["NPUZZLE_LANG"], CHINESE)


class Edition(unittest.TestCase):
    """An edition released in Chinese (.npuzzle-lang at its root holding zh-CN) speaks Chinese
    whatever the locale; NPUZZLE_LANG switches either edition."""

    def setUp(self):
        self.root = pathlib.Path(tempfile.mkdtemp())
        self.addCleanup(shutil.rmtree, self.root)

    def released(self, tag):
        (self.root / language.EDITION_FILE).write_text(tag + "\n")
        return self.root

    def test_npuzzle_lang_then_the_editions_file_then_the_locale(self):
        read = language.reading_language
        chinese = self.released("zh-CN")
        self.assertEqual(read({"LANG": "C.UTF-8"}, chinese), CHINESE)
        self.assertEqual(read({}, chinese), CHINESE)
        self.assertEqual(read({"LC_ALL": "en_US.UTF-8"}, chinese), CHINESE)
        self.assertEqual(read({"NPUZZLE_LANG": "en", "LANG": "C.UTF-8"}, chinese), ENGLISH)
        self.assertEqual(read({"NPUZZLE_LANG": "", "LANG": "C.UTF-8"}, chinese), CHINESE)
        english = self.root / "english-edition"
        english.mkdir()
        self.assertEqual(read({"LANG": "C.UTF-8"}, english), ENGLISH)
        self.assertEqual(read({"LANG": "zh_CN.UTF-8"}, english), CHINESE)
        self.assertEqual(read({"NPUZZLE_LANG": "zh-CN", "LANG": "C.UTF-8"}, english), CHINESE)
        self.assertEqual(read({"LANG": "zh_CN.UTF-8"}, self.released("en")), ENGLISH)

    def test_a_chinese_edition_on_c_utf8_shows_its_grade_table_in_chinese(self):
        """The edition's own grading/ (a copy of this kit's) in a folder released in Chinese,
        run as a student's shell runs it: LANG=C.UTF-8 and no NPUZZLE_LANG."""
        shutil.copytree(KIT / "grading", self.root / "grading",
                        ignore=shutil.ignore_patterns("__pycache__"))
        self.released("zh-CN")
        script = ("import sys; sys.path.insert(0, 'grading')\n"
                  "import catalog, messages, report, runner\n"
                  "t = catalog.Test('00', 'warmup: moves', '[points=2]', False)\n"
                  "l = catalog.Lesson('00', '00-warmup', 'warmup', [t])\n"
                  "origin = messages.reason('origin.graded', file='warmup.cpp')\n"
                  "failed = (messages.reason('check.failed_plain'),)\n"
                  "r = report.LessonResult(l, origin, None, [runner.Outcome(t, False, failed)])\n"
                  "print(report.table([r]), end='')\n")
        environ = {k: v for k, v in os.environ.items()
                   if k not in ("NPUZZLE_LANG", "LC_ALL", "LC_MESSAGES")}
        for asked, expected in ((None, CHINESE), ("en", ENGLISH)):
            env = dict(environ, LANG="C.UTF-8", **({"NPUZZLE_LANG": asked} if asked else {}))
            shown = subprocess.run([sys.executable, "-c", script], cwd=self.root, env=env,
                                   capture_output=True, text=True, check=True).stdout
            head = shown.splitlines()[0].split()
            if expected == CHINESE:
                self.assertEqual(head, ["课", "通过测试", "得分"], shown)
                self.assertIn("总计", shown)
                self.assertIn("00-warmup：1 个测试未通过", shown)
            else:
                self.assertEqual(head, ["lesson", "tests", "points"], shown)
                self.assertIn("00-warmup: 1 test failed", shown)


class Width(unittest.TestCase):
    def test_display_width_counts_cjk_and_full_width_forms_twice(self):
        cases = {"": 0, "lesson": 6, "课": 2, "总计": 4, "你的 CPU": 8, "得分：3/5": 9,
                 "（隐藏测试）": 12, "Ａ": 2, "µs": 2, "……": 2, "한국": 4, "ひら": 4}
        for text, width in cases.items():
            self.assertEqual(display_width(text), width, f"display_width({text!r})")

    def test_padding_reaches_the_columns_asked_for_and_never_cuts(self):
        self.assertEqual(language.pad_right("课", 6), "课    ")
        self.assertEqual(language.pad_left("总计", 6), "  总计")
        self.assertEqual(language.pad_left("00-warmup", 6), "00-warmup")
        self.assertEqual(language.pad_right("参考解答", 3), "参考解答")
        for text in ("a", "课", "你的 CPU", "（隐藏测试）"):
            for columns in range(0, 16):
                for padded in (language.pad_left(text, columns), language.pad_right(text, columns)):
                    self.assertEqual(display_width(padded), max(columns, display_width(text)))
                    self.assertIn(text, padded)


def usage(cpu, function, calls, function_cpu):
    functions = {function: {"calls": calls, "cpu_seconds": function_cpu, "first_calls": 0,
                            "first_cpu_seconds": 0.0}}
    return {"public": {"cpu_seconds": cpu, "functions": functions, "seconds": cpu + 0.2},
            "hidden": {"cpu_seconds": 0.1, "functions": {}, "seconds": 0.3}}


def test(lesson_id, name, points, hidden=False):
    return catalog.Test(lesson_id, name, f"[lesson{lesson_id}][points={points}]", hidden)


R = messages.reason


def rank_failure(chinese):
    """A failed check as catch_report.py reads it: its context and hint in the language the test
    wrote them in (the C++ tests' own texts)."""
    if chinese:
        context, hint = ["局面 1 2 3 / 4 5 6 / 7 8 0", "要求：求目标局面的排名", "返回：5",
                         "期望：0", "多出的一行"], "恒等排列的排名是 0：从 0 开始计数"
    else:
        context, hint = ["board 1 2 3 / 4 5 6 / 7 8 0", "asked: the goal's rank", "came back: 5",
                         "expected: 0", "one line more"], \
            "the identity permutation ranks 0: count from 0"
    return (R("check.failed", macro="REQUIRE", expression="rank_board(board) == 0", line=41),
            R("check.expansion", text="5 == 0"),
            *[R("check.context", text=line) for line in context], R("check.hint", text=hint))


def graded(file):
    return R("origin.graded", file=file)


def stopped_in_stub(lesson, function, words="the stub's words, in the test's language"):
    """A test that ended in a lesson stub's exception: Outcome's reasons and unwritten."""
    return (R("check.exception", text=words),), ((lesson, function),)


def mixed_results(chinese=False):
    """Four lessons as a grading ends: all passed and timed, some failed (one hidden), not
    compiled, and every test stopped in an earlier lesson's stub."""
    warmup = catalog.Lesson("00", "00-warmup", "warmup",
                            [test("00", "warmup: moves", 2), test("00", "warmup: goal", 3)])
    ranking = catalog.Lesson("01", "01-ranking", "ranking",
                             [test("01", "rank: identity", 2), test("01", "rank: all boards", 3),
                              test("01", "rank: hidden boards", 4, hidden=True)])
    parity = catalog.Lesson("02", "02-parity", "parity", [test("02", "parity: solvable", 5)])
    bfs = catalog.Lesson("03", "03-bfs", "bfs", [test("03", "bfs: shortest", 4),
                                                 test("03", "bfs: layers", 6)])
    stub = stopped_in_stub("01", "cantor::rank_board")
    return [
        report.LessonResult(warmup, graded("lessons/00-warmup/warmup.cpp"), None,
                            [runner.Outcome(t, True) for t in warmup.tests], 2.0,
                            usage(0.8, "apply_move", 4000, 0.6),
                            usage(0.2, "apply_move", 4000, 0.12)),
        report.LessonResult(ranking, graded("lessons/01-ranking/ranking.cpp"), None,
                            [runner.Outcome(ranking.tests[0], False, rank_failure(chinese)),
                             runner.Outcome(ranking.tests[1], True),
                             runner.Outcome(ranking.tests[2], False, (
                                 R("check.failed_plain"),
                                 R("check.hint", text="隐藏的提示" if chinese
                                   else "the hidden hint")))],
                            3.0, usage(0.05, "rank_board", 10, 0.01), None),
        report.LessonResult(parity, R("origin.stub", file="lessons/02-parity/parity.cpp"),
                            R("build.compile_error",
                              output="lessons/02-parity/parity.cpp:7: error: expected ';'"),
                            [runner.Outcome(parity.tests[0], False)], 1.0),
        report.LessonResult(bfs, graded("lessons/03-bfs/bfs.cpp"), None,
                            [runner.Outcome(t, False, *stub) for t in bfs.tests], 1.0,
                            usage(0.01, "bfs", 2, 0.0), None, 3.5),
    ]


# The English report of mixed_results(), as report.py wrote it before it learnt Chinese, with
# the lesson's hints above its failures.
ENGLISH_TABLE = """\
lesson        tests   points   your CPU  reference
00-warmup     2/2      5/5       0.80 s     0.20 s  4.0x
01-ranking    1/3      3/9        50 ms          -
02-parity     0/1      0/5    did not compile
03-bfs        0/2      0/10       10 ms          -
total                  8/29 
CPU: the time your code computed on each lesson's visible tests, measured by the grader; the \
reference's, on this machine
speed limit: a lesson's tests stop when your code has used its CPU allowance (a multiple of the \
reference's)
  00-warmup: your apply_move: 150 µs a call (4000 calls); the reference: 30 µs

01-ranking: 2 tests failed (graded lessons/01-ranking/ranking.cpp)
  hint: the identity permutation ranks 0: count from 0
  hint: the hidden hint
  - rank: identity: 2 points
      REQUIRE( rank_board(board) == 0 ) failed (line 41)
        with expansion: 5 == 0
        context: board 1 2 3 / 4 5 6 / 7 8 0
        context: asked: the goal's rank
        context: came back: 5
        ... and 2 more lines of context
  - rank: hidden boards (hidden test): 4 points
      failed

02-parity: did not compile (no lessons/02-parity/parity.cpp submitted: the stub was graded); all \
5 points lost:
    lessons/02-parity/parity.cpp:7: error: expected ';'

03-bfs: waits for an earlier lesson: its tests stop in lesson 01's cantor::rank_board, not \
written yet; write that first (graded lessons/03-bfs/bfs.cpp)
"""


def header_and_rows(text):
    """The table's lines: its header, one per lesson and the total (up to the notes)."""
    lines = text.splitlines()
    end = next(i for i, line in enumerate(lines) if line.startswith("CPU"))
    return lines[0], lines[1:end]


def column_of(line, index):
    """The display column where line[index] starts."""
    return display_width(line[:index])


class Table(unittest.TestCase):
    def test_the_english_report_is_unchanged(self):
        self.assertEqual(report.table(mixed_results(), ENGLISH), ENGLISH_TABLE)

    def test_the_chinese_columns_line_up_by_display_width(self):
        text = report.table(mixed_results(chinese=True), CHINESE)
        head, rows = header_and_rows(text)
        self.assertTrue(head.startswith("课 "), head)
        # Where each header ends, in display columns: the right edge of its column.
        edges = {}
        for label in ("通过测试", "得分", "你的 CPU", "参考解答"):
            self.assertIn(label, head)
            edges[label] = column_of(head, head.index(label)) + display_width(label)
        self.assertEqual(len(rows), 5, text)
        for row in rows:
            # A fraction is written "{:>3}/{:<3}": its cell ends three columns after the slash.
            edges_found = [column_of(row, m.start()) + 4 for m in re.finditer("/", row)]
            tests_edge, points_edge = edges_found[:2] if not row.startswith("总计") else \
                (None, edges_found[0])
            if tests_edge is not None:
                self.assertEqual(tests_edge, edges["通过测试"], f"tests column of {row!r}:\n{text}")
            self.assertEqual(points_edge, edges["得分"], f"points column of {row!r}:\n{text}")
            times = list(re.finditer(r"\d+ ms|-(?= |$)", row))
            if times and "编译失败" not in row:
                self.assertEqual(column_of(row, times[0].end()), edges["你的 CPU"],
                                 f"CPU column of {row!r}:\n{text}")
                self.assertEqual(column_of(row, times[1].end()), edges["参考解答"],
                                 f"reference column of {row!r}:\n{text}")
        # The total's label is two characters, four columns: padded by len() it would push the
        # points one column in two out of line; the test above would say where.
        self.assertTrue(rows[-1].startswith("总计"), rows[-1])

    def test_no_english_word_is_left_in_the_chinese_reports_own_words(self):
        results = mixed_results(chinese=True)
        text = report.table(results, CHINESE)
        # What is not the report's own: the catalog's names, paths, code, the tests' messages.
        allowed = set()
        for r in results:
            problem = r.problem.in_(CHINESE) if r.problem else ""
            allowed.update(re.findall(r"[A-Za-z_]\w*", r.lesson.dir + " " + problem))
            for o in r.outcomes:
                allowed.update(re.findall(r"[A-Za-z_]\w*", o.test.name))
        allowed.update(re.findall(r"[A-Za-z_]\w*", "lessons warmup ranking parity bfs cpp "
                                                   "REQUIRE rank_board board cantor "
                                                   "apply_move not_implemented"))
        allowed.update({"CPU", "ms", "s", "x"})
        words = set(re.findall(r"[A-Za-z_]\w*", text)) - allowed
        self.assertFalse(words, f"English left in the Chinese report: {sorted(words)}\n{text}")
        for phrase in ("总计", "编译失败", "个测试未通过", "（隐藏测试）：4 分", "本课 5 分全部扣除",
                       "未提交 lessons/02-parity/parity.cpp，评阅的是桩代码",
                       "需要先完成前面的课：本课的测试停在第 01 课的 cantor::rank_board 处，它还没有写", "……另有 2 行上下文未显示",
                       "代入后：5 == 0", "上下文：局面 1 2 3", "不成立（第 41 行）",
                       "每次调用 150 µs（共 4000 次调用）；参考解答：30 µs",
                       "提示：恒等排列的排名是 0", "提示：隐藏的提示"):
            self.assertIn(phrase, text)

    def test_a_lessons_hints_come_first_once_each_and_a_test_failed_by_a_hint_alone_says_so(self):
        bfs = catalog.Lesson("03", "03-bfs", "bfs", [test("03", "bfs: layers", 2),
                                                     test("03", "bfs: seen", 2)])
        counters = (R("check.failed", macro="CHECK", expression="a == b", line=9),
                    R("check.context", text="counters: got 2071; expected 2222"))
        hint = (R("check.hint", text="mark it when it enters the queue"),
                R("check.context", text="the hint's own context"))
        result = report.LessonResult(bfs, graded("lessons/03-bfs/bfs.cpp"), None, [
            runner.Outcome(bfs.tests[0], False, counters + hint),
            runner.Outcome(bfs.tests[1], False, hint)])
        for language, words in ((ENGLISH, ("hint: ", "failed: see the hint above")),
                                (CHINESE, ("提示：", "未通过：见上面的提示"))):
            shown = report.table([result], language).split("03-bfs", 2)[2]
            lines = shown.splitlines()[1:]
            self.assertEqual(lines[0], "  " + words[0] + "mark it when it enters the queue")
            self.assertEqual(shown.count("mark it when it enters the queue"), 1)
            self.assertNotIn("the hint's own context", shown)
            self.assertIn("counters: got 2071; expected 2222", lines[2 + 1])
            self.assertEqual(lines[-1], "      " + words[1])

    def test_an_expansion_shows_a_counter_without_catch2s_hexadecimal_copy(self):
        data = ('<?xml version="1.0"?><Catch><Group><TestCase name="t">'
                '<Expression success="false" type="CHECK" line="95"><Original>a == b</Original>'
                '<Expanded>2071 (0x817) == 2222 (0x8ae)</Expanded></Expression>'
                '<Expression success="false" type="CHECK" line="96"><Original>c == d</Original>'
                '<Expanded>"10 (0x1)" == 300 (0x12c)</Expanded></Expression>'
                '<OverallResult success="false"/></TestCase></Group></Catch>')
        reasons = catch_report.parse(data.encode()).cases["t"].reasons
        expansions = [r.get("text") for r in reasons if r.kind == "check.expansion"]
        # A text that only looks like one (its hexadecimal is another number) stays as it is.
        self.assertEqual(expansions, ["2071 == 2222", '"10 (0x1)" == 300'])

    def test_a_hint_carries_the_place_that_showed_it_as_data(self):
        # Catch2 writes the path as compiled (absolute, or relative to the build under ccache's
        # base_dir); the reason keeps it from the kit's tests/ folder on, for the class report.
        data = ('<?xml version="1.0"?><Catch><Group><TestCase name="t">'
                '<Failure filename="/x/instructor/kit/tests/lessons/lesson03_bfs.cpp" line="120">'
                'hint: mark a board seen when it is queued</Failure>'
                '<Failure filename="../../tests/support/rank_checks.hpp" line="7">提示：数较小的'
                '</Failure><Failure filename="/elsewhere/bfs.cpp" line="5">hint: h</Failure>'
                '<OverallResult success="false"/></TestCase></Group></Catch>')
        reasons = catch_report.parse(data.encode()).cases["t"].reasons
        self.assertEqual([(r.kind, r.get("at", "")) for r in reasons],
                         [("check.hint", "tests/lessons/lesson03_bfs.cpp:120"),
                          ("check.hint", "tests/support/rank_checks.hpp:7"),
                          ("check.hint", "")])
        self.assertEqual(reasons[0].data()["at"], "tests/lessons/lesson03_bfs.cpp:120")

    def test_a_failures_words_are_said_in_the_language_asked_and_the_tests_own_are_not(self):
        data = ('<?xml version="1.0"?><Catch><Group><TestCase name="t">'
                '<Failure>hint: count the smaller ones</Failure><Failure>提示：数较小的</Failure>'
                '<Failure>the board was 1 2 3</Failure>'
                '<Expression success="false" line="12"><Original>{Unknown expression after the '
                'reported line}</Original><Exception>bad rank</Exception></Expression>'
                '<Expression success="false" type="CHECK" line="3"><Original>a == b</Original>'
                '<Exception>oops</Exception></Expression>'
                '<FatalErrorCondition>SIGSEGV - Segmentation violation signal'
                '</FatalErrorCondition><Exception>bad rank</Exception>'
                '<Info>the board was: context: failed (line 3)</Info>'
                '<OverallResult success="false"/></TestCase></Group></Catch>')
        reasons = catch_report.parse(data.encode()).cases["t"].reasons
        expected = [("check.hint", "hint: count the smaller ones", "提示：count the smaller ones"),
                    ("check.hint", "hint: 数较小的", "提示：数较小的"),
                    ("check.message", "failed: the board was 1 2 3",
                     "失败：the board was 1 2 3"),
                    ("check.more", "... and 4 more failed checks", "……另有 4 个检查未通过"),
                    ("check.note", "the board was: context: failed (line 3)",
                     "the board was: context: failed (line 3)")]
        self.assertEqual([(r.kind, r.in_(ENGLISH), r.in_(CHINESE)) for r in reasons], expected)
        for reason, english, chinese in (
                (R("check.failed_after", line=12), "failed after line 12", "第 12 行之后失败"),
                (R("check.crashed", text="SIGSEGV - Segmentation violation signal"),
                 "crashed: SIGSEGV - Segmentation violation signal",
                 "崩溃：SIGSEGV - Segmentation violation signal"),
                (R("check.exception", text="bad rank"), "threw an exception: bad rank",
                 "抛出异常：bad rank"),
                ([R("check.failed", macro="CHECK", expression="a == b", line=3),
                  R("check.threw", text="oops\nand more")],
                 "CHECK( a == b ) failed (line 3)\n  threw: oops\n  and more",
                 "CHECK( a == b ) 不成立（第 3 行）\n  抛出异常：oops\n  and more")):
            self.assertEqual(messages.render(reason, ENGLISH), english)
            self.assertEqual(messages.render(reason, CHINESE), chinese)

    def test_the_runners_reasons_for_an_unfinished_test_in_either_language(self):
        limits = runner.Limits(budget_seconds=120, memory_mb=256, call_seconds=10)
        judge = types.SimpleNamespace(limits=limits,
                                      clock=types.SimpleNamespace(capped=lambda: False))
        budget = runner.Judge.out_of_time(judge)
        judge.clock.capped = lambda: True
        cap = runner.Judge.out_of_time(judge)
        memory = runner._memory_note((R("check.exception", text="std::bad_alloc"),), limits)
        cases = ((budget, "the lesson's time budget (120 s for all its tests, not counting the "
                          "time the machine was busy with other programs) ran out before this "
                          "test finished: a search far slower than it should be, or calls that "
                          "each wait for the 10 s limit",
                  "这个测试完成之前，这一课的时间额度（全部测试共 120 s，不计机器忙于其他程序"
                  "的时间）已经用完：搜索比应有的慢得多，或者每次调用都要等到 10 s 的上限"),
                 (cap, "the lesson's hard wall-clock cap (600 s for all its tests, however busy "
                       "the machine) ran out before this test finished",
                  "这个测试完成之前，这一课的硬性时钟上限（全部测试共 600 s，不论机器多忙）已经用完"),
                 (memory, "ran out of memory (limit 256 MB)\nthrew an exception: std::bad_alloc",
                  "内存用完了（上限 256 MB）\n抛出异常：std::bad_alloc"),
                 (R("judge.stopped_output", status=134, tail="abort"),
                  "the judge stopped in the middle of this test (exit status 134):\nabort",
                  "评测程序在这个测试进行到一半时退出了（退出状态 134）：\nabort"))
        for reason, english, chinese in cases:
            self.assertEqual(messages.render(reason, ENGLISH), english)
            self.assertEqual(messages.render(reason, CHINESE), chinese)
        self.assertEqual(budget.data(), {"kind": "lesson.budget", "seconds": 120,
                                         "call_seconds": 10, "note": None})

    def test_a_lesson_on_its_stub_is_not_started_in_chinese(self):
        lesson = catalog.Lesson("01", "01-ranking", "ranking", [test("01", "rank: identity", 2)])
        result = report.LessonResult(lesson, graded("lessons/01-ranking/ranking.cpp"), None,
                                     [runner.Outcome(lesson.tests[0], False,
                                                     *stopped_in_stub("01", "cantor::rank_board"))])
        text = report.table([result], CHINESE)
        self.assertIn("01-ranking：尚未开始：每个测试都还停在桩代码的 not_implemented 处"
                      "（评阅的文件：lessons/01-ranking/ranking.cpp）", text)

    def test_a_lesson_the_submissions_budget_left_out_is_one_line_in_either_language(self):
        lesson = catalog.Lesson("03", "03-bfs", "bfs", [test("03", "bfs: shortest", 4),
                                                        test("03", "bfs: layers", 6)])
        budget = budgets.SubmissionBudget(20, 100, ["00", "01", "03"])
        budget.spent = {"00": 12.0, "01": 9.5}
        budget.shown = {"00": 11.0, "01": 9.0}  # their builds and visible tests
        why = budget.why_not_run([])
        self.assertEqual(why.data(), {"kind": "not_graded.budget_used", "budget": 20,
                                      "lessons": ["00", "01"]})
        result = report.LessonResult(lesson, graded("lessons/03-bfs/bfs.cpp"), None,
                                     [runner.Outcome(t, False, (why,)) for t in lesson.tests])
        english = report.table([result], ENGLISH)
        self.assertIn("03-bfs: not graded: lessons 00 and 01 used the submission's whole 20 s "
                      "(its time budget for all its lessons, not counting the time the machine "
                      "was busy with other programs); all 10 points lost", english)
        self.assertNotIn("bfs: layers", english)  # one line for the lesson, not one per test
        chinese = report.table([result], CHINESE)
        self.assertIn("03-bfs：未评分：第 00 和 01 课用完了这份提交的全部 20 s", chinese)
        self.assertIn("本课 10 分全部扣除", chinese)
        self.assertNotIn("not graded", chinese)

    def test_each_lesson_keeps_a_floor_for_the_lessons_after_it(self):
        # 20 s for three lessons: the two that spend all they are given leave the third its share.
        budget = budgets.SubmissionBudget(20, 100, ["00", "01", "02"])
        given = []
        for index, lesson_id in enumerate(("00", "01")):
            lesson = catalog.Lesson(lesson_id, f"{lesson_id}-x", "x", [])
            limits = budget.start(lesson, runner.Limits(budget_seconds=12),
                                  to_come=["01", "02"][index:])
            given.append(limits.budget_seconds)
            clock = runner.LessonClock(limits.budget_seconds, 100)
            clock.charged = limits.budget_seconds
            budget.charge(lesson, clock, 0.1)
        self.assertLessEqual(sum(given), 20 - 20 / 3 + 1e-9, given)
        self.assertGreaterEqual(budget.share([]), 20 / 3 - 1e-9)

    def test_a_build_done_ahead_is_not_kept_again_in_its_lessons_floor(self):
        # 30 s for three lessons (a floor of 10 s each): lessons 01 and 02 were built in the
        # other lane while lesson 00 waited for its turn, charged 2 s and 4 s. Lesson 00 may use
        # what is left less what those two lessons still need of their floors, 8 s and 6 s.
        budget = budgets.SubmissionBudget(30, 150, ["00", "01", "02"])
        budget.built = {"00": 1.0, "01": 2.0, "02": 4.0}
        self.assertAlmostEqual(budget.share(["01", "02"]), 30 - 7 - (8 + 6), msg=(
            "lesson 00's share with 01 and 02 to come, both built already: their builds were "
            "charged, so their floors keep only what they still need"))
        # A build that took more than its floor keeps nothing more for its lesson
        budget.built["02"] = 12.0
        self.assertAlmostEqual(budget.share(["01", "02"]), 30 - 15 - 8, msg=(
            "lesson 02's build took more than its floor: nothing more is kept for it"))
        self.assertAlmostEqual(budget.share([]), 30 - 15)

    def test_the_budgets_words_hold_no_figure_the_hidden_tests_moved(self):
        # Lesson 00 spent 19.6 s, 19.5 s of them on its hidden tests: students read neither
        # figure, nor what the budget had left, only what its build and visible tests took.
        budget = budgets.SubmissionBudget(20, 100, ["00", "01", "03"])
        budget.spent, budget.shown = {"00": 19.6, "01": 0.3}, {"00": 0.1, "01": 0.3}
        why = budget.why_not_run([])
        self.assertEqual(why.data(), {"kind": "not_graded.budget_used", "budget": 20})
        self.assertEqual(why.in_(ENGLISH), "not graded: the lessons before it used the "
                         "submission's whole 20 s (its time budget for all its lessons, not "
                         "counting the time the machine was busy with other programs)")
        budget.spent, budget.shown = {"00": 12.0}, {"00": 0.1}  # 1.3 s left beside the floor
        limits = budget.limits(runner.Limits(budget_seconds=10, wall_seconds=100),
                               to_come=["03"])
        for language in (ENGLISH, CHINESE):
            text = limits.note.in_(language)
            self.assertNotRegex(text, r"\b(12|1\.3|11\.9)\b", text)
            self.assertIn("0.1 s", text)
        self.assertEqual(limits.note.in_(ENGLISH),
                         "the submission's time budget (20 s for all its lessons) left this "
                         "lesson less than its own 10 s, keeping 6.7 s for the lesson after it; "
                         "the builds and visible tests before it took: lesson 00 0.1 s")

    def test_a_stub_is_known_by_the_line_naming_it_whatever_the_words_around_it(self):
        # The exception's words are the test's (core/include/npuzzle/errors.hpp, in Chinese
        # here); the line tests/support/unwritten.hpp adds below them names the stub.
        lesson = catalog.Lesson("03", "03-bfs", "bfs", [test("03", "bfs: shortest", 4)])
        own = "第 03 课的 bfs::search 尚未实现：请在 lessons/03-bfs/bfs.cpp 中完成它"
        earlier = ("第 01 课的 cantor::rank_board 尚未实现：请在 lessons/01-cantor/cantor.cpp "
                   "中完成它（bfs::search 调用了它）")
        for words, stub, expected in (
                (own, ("03", "bfs::search"), "03-bfs：尚未开始"),
                (earlier, ("01", "cantor::rank_board"),
                 "本课的测试停在第 01 课的 cantor::rank_board 处")):
            mark = json.dumps({"lesson": stub[0], "function": stub[1]})
            data = ('<?xml version="1.0"?><Catch><Group><TestCase name="t"><Exception>'
                    f'{words}\n{messages.UNWRITTEN_MARK}{mark}</Exception>'
                    '<OverallResult success="false"/></TestCase></Group></Catch>')
            case = catch_report.parse(data.encode()).cases["t"]
            self.assertEqual(case.unwritten, (stub,))
            self.assertNotIn(messages.UNWRITTEN_MARK, messages.render(case.reasons, CHINESE))
            result = report.LessonResult(lesson, graded("lessons/03-bfs/bfs.cpp"), None,
                                         [runner.Outcome(lesson.tests[0], False, case.reasons,
                                                         case.unwritten)])
            self.assertIn(expected, report.table([result], CHINESE))

    def test_a_refused_submission_says_so_in_either_language_not_that_it_did_not_compile(self):
        lesson = catalog.Lesson("05", "05-astar", "astar", [test("05", "astar: optimal", 4)])
        why = R("refused", why=R("refused.stray", path="lessons/05-astar/astar.cpp.orig",
                                 source="astar.cpp", helpers=".h, .hpp", texts="README.md"))
        result = report.LessonResult(lesson, R("origin.refused"), why,
                                     [runner.Outcome(lesson.tests[0], False)])
        english = report.table([result], ENGLISH)
        self.assertIn("05-astar: all 4 points lost:\n    the submission was refused: "
                      "lessons/05-astar/astar.cpp.orig is not part of a lesson: a lesson folder "
                      "holds astar.cpp, helper headers (.h, .hpp) and its texts (README.md)",
                      english)
        self.assertNotIn("did not compile", english)
        chinese = report.table([result], CHINESE)
        self.assertIn("提交被拒绝：lessons/05-astar/astar.cpp.orig 不属于任何一课：课的文件夹里只能放 "
                      "astar.cpp、辅助头文件（.h, .hpp）和课文（README.md）", chinese)
        self.assertNotIn("refused", chinese)
        results = report.gradescope([result], language=CHINESE)
        self.assertTrue(results["tests"][0]["output"].startswith("提交被拒绝，这个测试无法运行"))
        self.assertEqual(results["tests"][0]["extra_data"],
                         {"test": "astar: optimal", "reasons": [why.data()]})
        self.assertEqual(results["extra_data"]["lessons"][0]["problem"]["why"]["kind"],
                         "refused.stray")
        pl = prairielearn.results(results, lesson)
        self.assertFalse(pl["gradable"])
        self.assertIn("提交被拒绝", pl["message"])
        self.assertEqual(pl["format_errors"], [why.in_(CHINESE)])


class Titles(unittest.TestCase):
    """A test is shown by its title in the reader's language; its name stays its id."""

    def test_the_report_and_the_results_show_the_title_and_keep_the_id(self):
        table = titles.load(KIT)
        self.assertEqual(table[("00", "the goal board is the goal")],
                         language.Text("the goal board is the goal", "目标局面就是目标"))
        lesson = catalog.Lesson("00", "00-warmup", "warmup",
                                [test("00", "the goal board is the goal", 1)])
        titles.attach([lesson], KIT)
        result = report.LessonResult(lesson, graded("lessons/00-warmup/warmup.cpp"), None,
                                     [runner.Outcome(lesson.tests[0], False,
                                                     (R("check.failed_plain"),))])
        self.assertIn("  - 目标局面就是目标：1 分", report.table([result], CHINESE))
        self.assertIn("  - the goal board is the goal: 1 point", report.table([result], ENGLISH))
        chinese = report.gradescope([result], language=CHINESE)["tests"][0]
        self.assertEqual(chinese["name"], "00-warmup: 目标局面就是目标")
        self.assertEqual(chinese["extra_data"]["test"], "the goal board is the goal")
        suites = ET.fromstring(report.junit([result], CHINESE))
        self.assertEqual([c.get("name") for c in suites.iter("testcase")],
                         ["the goal board is the goal"])

    def test_a_test_without_a_title_shows_its_name(self):
        lesson = catalog.Lesson("00", "00-warmup", "warmup", [test("00", "not in any table", 1)])
        titles.attach([lesson], KIT)
        self.assertEqual(titles.title(lesson.tests[0], CHINESE), "not in any table")


class Templates(unittest.TestCase):
    """messages.TEMPLATES, checked as the hints are (tests/tools/hint_table.py): every reason in
    both languages, the Chinese written (not the English again) with the same fields."""

    PASSED_ON = {"build.compile_error", "check.note"}  # the compiler's or the test's own words

    def test_every_reason_has_both_languages_with_the_same_fields(self):
        import string
        for kind, (english, chinese) in messages.TEMPLATES.items():
            self.assertIsInstance(chinese, type(english), kind)
            if callable(english):
                continue  # rendered below, with their fields
            fields = {f for _, f, _, _ in string.Formatter().parse(english) if f}
            self.assertEqual({f for _, f, _, _ in string.Formatter().parse(chinese) if f},
                             fields, kind)
            if kind not in self.PASSED_ON:
                self.assertNotEqual(english, chinese, kind)
                self.assertRegex(chinese, r"[\u4e00-\u9fff]", kind)

    def test_the_reasons_written_as_functions_render_in_both_languages(self):
        used = [R("share.used", lesson="00", seconds=3)]
        for reason in (R("share.budget", own=120, budget=280, floor=35, to_come=2, used=used),
                       R("share.budget", own=120, budget=280, floor=35, to_come=0, used=[]),
                       R("lesson.budget", call_seconds=10, note=R("share.wall_cap", own=600,
                                                                  wall_cap=1400)),
                       R("lesson.wall_cap", note=R("share.wall_cap", own=600, wall_cap=1400)),
                       R("not_graded.budget_used", budget=280),
                       R("not_graded.wall_cap", wall_cap=300, took=[12.5, 100],
                         lessons=messages.Lessons(("00", "03"))),
                       R("check.expansion", text="5 == 0"), R("check.threw", text="oops")):
            english, chinese = reason.in_(ENGLISH), reason.in_(CHINESE)
            self.assertNotEqual(english, chinese)
            self.assertEqual(sorted(re.findall(r"\d+(?:\.\d+)?", english)),
                             sorted(re.findall(r"\d+(?:\.\d+)?", chinese)), reason)
            self.assertEqual(messages.from_data(json.loads(json.dumps(reason.data()))), reason)

    def test_an_unknown_reason_is_an_error_where_it_is_made(self):
        with self.assertRaises(KeyError):
            R("no.such.kind")


class Results(unittest.TestCase):
    def test_gradescope_junit_and_prairielearn_carry_the_language_with_the_same_keys(self):
        results = mixed_results(chinese=True)
        english = report.gradescope(results, language=ENGLISH)
        chinese = report.gradescope(results, language=CHINESE)
        self.assertEqual(set(english), set(chinese))
        self.assertEqual(english["extra_data"]["language"], ENGLISH)
        self.assertEqual(chinese["extra_data"]["language"], CHINESE)
        self.assertEqual([sorted(t) for t in english["tests"]],
                         [sorted(t) for t in chinese["tests"]])
        self.assertEqual([t["name"] for t in english["tests"]],
                         [t["name"] for t in chinese["tests"]])
        self.assertEqual([t["status"] for t in english["tests"]],
                         [t["status"] for t in chinese["tests"]])
        by_name = {t["name"]: t for t in chinese["tests"]}
        self.assertTrue(by_name["02-parity: parity: solvable"]["output"].startswith(
            "本课编译失败，这个测试无法运行：\n"))
        self.assertIn("上下文：要求：求目标局面的排名", by_name["01-ranking: rank: identity"]["output"])
        self.assertIn("总计", chinese["output"])
        self.assertNotIn("hidden boards", chinese["output"])  # hidden tests stay hidden
        speed = chinese["extra_data"]["lessons"][0]["speed"]
        self.assertEqual(speed, "你的 apply_move：每次调用 150 µs（共 4000 次调用）；参考解答：30 µs")
        json.dumps(chinese)

        suites = ET.fromstring(report.junit(results, CHINESE))
        self.assertEqual({p.get("value") for p in suites.iter("property")
                          if p.get("name") == "language"}, {CHINESE})
        self.assertEqual({e.get("message") for e in suites.iter("error")}, {"编译失败"})
        failures = [f.get("message") for f in suites.iter("failure")]
        self.assertIn("REQUIRE( rank_board(board) == 0 ) 不成立（第 41 行）", failures)
        # The reasons as data beside the words: the first one's kind, and all of them.
        self.assertEqual({e.get("type") for e in suites.iter("error")}, {"build.compile_error"})
        self.assertIn("check.failed", {f.get("type") for f in suites.iter("failure")})
        reasons = [json.loads(p.get("value")) for p in suites.iter("property")
                   if p.get("name") == "reasons"]
        self.assertIn({"reasons": [R("check.exception", text="the stub's words, in the test's "
                                     "language").data()],
                       "unwritten": [{"lesson": "01", "function": "cantor::rank_board"}]},
                      reasons)
        self.assertEqual(by_name["01-ranking: rank: identity"]["extra_data"]["reasons"][-1],
                         {"kind": "check.hint", "text": "恒等排列的排名是 0：从 0 开始计数"})
        english_suites = ET.fromstring(report.junit(results, ENGLISH))
        self.assertEqual({e.get("message") for e in english_suites.iter("error")},
                         {"did not compile"})

        ranking = catalog.Lesson("01", "01-ranking", "ranking", results[1].lesson.tests)
        pl = prairielearn.results(report.gradescope(results[1:2], language=CHINESE), ranking)
        self.assertIn("总计", pl["message"])
        self.assertEqual(pl["tests"][2]["name"], "隐藏测试 1")
        self.assertEqual(pl["tests"][2]["description"], "隐藏测试：只显示它的分值。")
        self.assertIn("./kit test -L lesson01", pl["tests"][0]["description"])
        self.assertEqual(pl["tests"][0]["message"], "提示：恒等排列的排名是 0：从 0 开始计数")
        self.assertEqual(pl["tests"][0]["reasons"][0]["kind"], "check.failed")
        parity = results[2].lesson
        pl = prairielearn.results(report.gradescope(results[2:3], language=CHINESE), parity)
        self.assertFalse(pl["gradable"])
        self.assertEqual(pl["format_errors"], [results[2].problem.in_(CHINESE)])
        self.assertEqual(pl["message"], "02-parity 编译失败，没有一个测试能运行；这次提交不计入提交"
                                        "次数。请改正第一个错误后再提交。")
        pl = prairielearn.results(report.gradescope(results[2:3], language=ENGLISH), parity)
        self.assertEqual(pl["format_errors"], [results[2].problem.in_(ENGLISH)])
        self.assertTrue(pl["message"].startswith("02-parity did not compile"))


if __name__ == "__main__":
    unittest.main(verbosity=2)
