#!/usr/bin/env python3
"""End-to-end tests of the npuzzle program: outputs and exit codes of every subcommand, as a user
types them. Run by CTest (label cli):  cli_test.py BUILD_BIN_DIR"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time
import unittest

BIN = None
# The outputs compared below are the English ones, whatever the machine's locale (pdb_cli_test.py
# imports this module and so reads English too); a test of the Chinese asks for it.
os.environ["NPUZZLE_LANG"] = "en"
KIT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def npuzzle(*args, stdin=None, env=None):
    proc = subprocess.run([os.path.join(BIN, "npuzzle"), *args], input=stdin,
                          capture_output=True, text=True, timeout=120,
                          env=None if env is None else {**os.environ, **env})
    return proc.returncode, proc.stdout, proc.stderr


def timed(*args, stdin=None, seconds=10):
    """npuzzle(...) that also asserts it ended within `seconds` (stdin and output as bytes)."""
    start = time.monotonic()
    proc = subprocess.run([os.path.join(BIN, "npuzzle"), *args], input=stdin,
                          capture_output=True, timeout=seconds + 30)
    elapsed = time.monotonic() - start
    assert elapsed <= seconds, f"npuzzle {args} took {elapsed:.1f} s (at most {seconds})"
    return proc.returncode, proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8")


def stderr_within(seconds, *args, env=None):
    """The stderr of a run that is stopped after `seconds`: what a long search says meanwhile
    (`env`: variables added to the environment)."""
    try:
        subprocess.run([os.path.join(BIN, "npuzzle"), *args], capture_output=True, text=True,
                       timeout=seconds, env={**os.environ, **(env or {})})
    except subprocess.TimeoutExpired as e:
        err = e.stderr or b""
        return err.decode("utf-8") if isinstance(err, bytes) else err
    raise AssertionError(f"npuzzle {args} ended within {seconds} s: pick a longer search")


def peak_memory_kb(args, stdin):
    """The peak resident memory of one npuzzle run, measured in a Python of its own (so that no
    earlier child of this process counts)."""
    probe = ("import resource, subprocess, sys\n"
             "subprocess.run(sys.argv[1:], input=sys.stdin.buffer.read(), capture_output=True)\n"
             "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n")
    proc = subprocess.run([sys.executable, "-c", probe, os.path.join(BIN, "npuzzle"), *args],
                          input=stdin, capture_output=True, timeout=60, check=True)
    return int(proc.stdout)


def replay(board, moves, width=3):
    """The board after the blank's moves (board as a list, 0 = blank)."""
    cells = list(board)
    z = cells.index(0)
    step = {"u": -width, "d": width, "l": -1, "r": 1}
    for m in moves:
        n = z + step[m]
        assert 0 <= n < len(cells) and not (m in "lr" and n // width != z // width), moves
        cells[z], cells[n] = cells[n], cells[z]
        z = n
    return cells


GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0]


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


class Show(unittest.TestCase):
    def test_show_prints_a_grid(self):
        self.assertEqual(npuzzle("show", "1 2 3 x 8 4 7 6 5"), (0, "1 2 3\n. 8 4\n7 6 5\n", ""))

    def test_bad_board_exits_2_and_names_the_fault(self):
        code, out, err = npuzzle("show", "1 2 3 0 8 4 7 7 5")
        self.assertEqual(code, 2)
        self.assertIn("tile 7 appears twice", err)

    def test_bad_line_on_stdin_is_named_and_the_rest_still_printed(self):
        code, out, err = npuzzle("show", stdin="123084765\nbad\n1 2 3 4 5 6 7 8 0\n")
        self.assertEqual(code, 2)
        self.assertIn("line 2", err)
        self.assertEqual(out.count("\n"), 7)

    def test_usage_errors_exit_2(self):
        self.assertEqual(npuzzle()[0], 2)
        self.assertEqual(npuzzle("frobnicate")[0], 2)
        self.assertEqual(npuzzle("show", "--impl", "nobody", "123084765")[0], 2)

    def test_help_and_version_exit_0(self):
        self.assertEqual(npuzzle("--help")[0], 0)
        code, out, _ = npuzzle("--version")
        self.assertEqual(code, 0)
        self.assertIn("npuzzle", out)

    def test_every_search_solve_takes_is_named_by_its_help_and_the_readme(self):
        # The choices CLI11 checks --algo against ("TEXT:{bfs,table,...}") are what solve takes.
        _, out, _ = npuzzle("solve", "--help")
        choices = re.search(r"--algo TEXT:\{([^}]*)\}", out)
        self.assertIsNotNone(choices, "solve --help shows no choices of --algo:\n" + out)
        names = choices.group(1).split(",")
        self.assertIn("astar", names)
        _, top, _ = npuzzle("--help")
        line = next(line for line in top.splitlines() if line.split()[:1] == ["solve"])
        readme = " ".join(read(os.path.join(os.path.dirname(__file__), "..", "..",
                                            "README.md")).split())
        sentence = readme[readme.index("`--algo` is `bfs`"):]
        sentence = sentence[:sentence.index(".")]
        for name in names:
            self.assertRegex(line, rf"\b{name}\b", f"npuzzle --help's solve line leaves out {name}")
            self.assertIn(f"`{name}`", sentence, f"the README's --algo sentence leaves out {name}")


class RankAndCheck(unittest.TestCase):
    def test_rank_of_the_goal(self):
        code, out, _ = npuzzle("rank", "123456780")
        self.assertEqual(code, 0)
        self.assertEqual(out.split()[0], "46233")

    def test_unrank_inverts_rank(self):
        code, out, _ = npuzzle("unrank", "46233")
        self.assertEqual(code, 0)
        self.assertEqual(out, "1 2 3 4 5 6 7 8 0\n")

    def test_unrank_out_of_range_exits_2(self):
        code, _, err = npuzzle("unrank", "362880")
        self.assertEqual(code, 2)
        self.assertTrue(err)

    def test_check_says_solvable_or_unsolvable(self):
        self.assertEqual(npuzzle("check", "1 2 3 0 8 4 7 6 5", "--goal", "1 0 3 8 2 4 7 6 5")[:2],
                         (0, "solvable\n"))
        self.assertEqual(npuzzle("check", "1 2 3 4 5 6 8 7 0")[:2], (1, "unsolvable\n"))

    def test_explanations_follow_the_students_language(self):
        english = {"NPUZZLE_LANG": "en", "LANG": "C"}
        for env, marks in (({"NPUZZLE_LANG": "zh-CN"}, ("各乘积之和 = 46181", "排名 = 46181")),
                           ({"NPUZZLE_LANG": "", "LC_ALL": "", "LC_MESSAGES": "",
                             "LANG": "zh_CN.UTF-8"}, ("排名 = 46181",)),
                           (english, ("sum of the products = 46181", "rank = 46181"))):
            code, out, _ = npuzzle("rank", "--explain", "123084765", env=env)
            self.assertEqual(code, 0)
            for mark in marks:
                self.assertIn(mark, out, env)
        code, out, _ = npuzzle("check", "--explain", "1 2 3 0 8 4 7 6 5", "--goal",
                               "1 0 3 8 2 4 7 6 5", env={"NPUZZLE_LANG": "zh-CN"})
        self.assertEqual((code, out.splitlines()[-1]), (0, "可解"))
        self.assertIn("逆序数 7（奇）", out)
        self.assertIn("规则：两个局面的逆序数奇偶性必须相同；7 与 9 相同", out)
        self.assertEqual(npuzzle("check", "1 2 3 4 5 6 8 7 0", env={"NPUZZLE_LANG": "zh"})[:2],
                         (1, "无解\n"))

    def test_solve_answers_in_the_students_language(self):
        chinese = {"NPUZZLE_LANG": "zh-CN"}
        self.assertEqual(npuzzle("solve", "1 2 3 x 8 4 7 6 5", "--goal", "1 0 3 8 2 4 7 6 5",
                                 env=chinese)[:2], (0, "2 步：ru\n"))
        self.assertEqual(npuzzle("solve", "1 2 3 4 5 6 8 7 0", env=chinese)[:2], (1, "无解\n"))
        self.assertEqual(npuzzle("solve", "1 2 3 4 5 6 7 8 0", env=chinese)[1],
                         "0 步：不用移动，初始局面就是目标局面\n")
        code, out, _ = npuzzle("solve", "--algo", "dls", "--sweep", "16..17",
                               "6 2 8 0 1 4 7 3 5", env=chinese)
        self.assertEqual((code, out.splitlines()), (0, [
            "局面 6 2 8 0 1 4 7 3 5", " 限制  状态     步数    扩展结点数",
            "   16  截断     -       15661", "   17  找到     17      23650"]))
        _, out, _ = npuzzle("solve", "--format", "boards", "1 2 3 4 5 0 7 8 6", env=chinese)
        self.assertEqual(out.splitlines()[0::4], ["第 0 步（初始局面）", "第 1 步：空格下移"])
        # The machine formats stay as they are.
        self.assertEqual(npuzzle("solve", "--format", "poj", "1 2 3 4 5 6 8 7 0",
                                 env=chinese)[1], "unsolvable\n")

    def test_the_sweep_reads_as_before_in_english(self):
        code, out, _ = npuzzle("solve", "--algo", "dls", "--sweep", "16..17", "6 2 8 0 1 4 7 3 5")
        self.assertEqual((code, out.splitlines()), (0, [
            "board 6 2 8 0 1 4 7 3 5", "limit  status   length  expanded",
            "   16  cut-off  -       15661", "   17  found    17      23650"]))

    def test_the_chinese_working_lines_up_by_display_width(self):
        _, out, _ = npuzzle("rank", "--explain", "123084765", env={"NPUZZLE_LANG": "zh-CN"})

        def column(line, mark):  # CJK characters take two columns in a terminal
            before = line[:line.index(mark)]
            return len(before) + sum(1 for ch in before if "\u3000" <= ch <= "\u9fff" or
                                     "\uff00" <= ch <= "\uffef")
        header, first = out.splitlines()[1:3]
        self.assertEqual(column(header, " x "), column(first, " x "), out)

    def test_student_stubs_exit_3(self):
        code, _, err = npuzzle("rank", "123456780", "--impl", "student")
        if not os.path.exists(os.path.join(BIN, "npuzzle-student")):
            self.assertEqual(code, 4, "a missing program is an environment failure")
            self.assertIn("cannot run", err)
            return
        if code == 0:
            self.skipTest("the student's lesson 01 is implemented")
        self.assertEqual(code, 3)
        self.assertIn("not implemented", err)


class WhoseFault(unittest.TestCase):
    """The exit code says whose fault a failure was by where it came from: npuzzle-faulty-lesson
    is npuzzle with a lesson 02 that throws std::invalid_argument on every board
    (tests/cli/faulty_parity.cpp)."""
    BOARD = "1 2 3 4 5 6 7 0 8"

    def faulty(self, *args):
        proc = subprocess.run([os.path.join(BIN, "npuzzle-faulty-lesson"), *args],
                              capture_output=True, text=True, timeout=120)
        return proc.returncode, proc.stderr

    def test_a_lesson_that_throws_invalid_argument_on_a_valid_board_exits_3(self):
        for args in (("check", self.BOARD), ("check", "--explain", self.BOARD),
                     ("solve", "--algo", "bfs", self.BOARD), ("solve", self.BOARD)):
            code, err = self.faulty(*args)
            self.assertEqual(code, 3, f"npuzzle-faulty-lesson {' '.join(args)} exited {code}, "
                                      f"expected 3 (the lesson code failed); stderr: {err}")
            self.assertIn("the lesson code failed: parity::", err, args)

    def test_bad_input_exits_2_before_any_lesson_code_runs(self):
        for args, why in ((("check", "1 2 3 4 5 6 7 8 8"), "appears twice"),
                          (("solve", "--algo", "dls", self.BOARD), "needs a depth limit"),
                          (("solve", "--algo", "astar", "--heuristic", "pdb:8", self.BOARD),
                           "go with --algo idastar"),
                          (("unrank", "362880"), "out of range")):
            for program in (self.faulty, lambda *a: npuzzle(*a)[::2]):
                code, err = program(*args)
                self.assertEqual(code, 2, f"{' '.join(args)} exited {code}, expected 2 (bad "
                                          f"input); stderr: {err}")
                self.assertIn(why, err, args)
                self.assertNotIn("lesson code failed", err, args)


class Solve(unittest.TestCase):
    SEEDS = {"1 2 3 0 8 4 7 6 5": None, "2 3 4 1 5 x 7 6 8": 19, "2 3 0 7 1 6 5 8 4": 14,
             "6 2 8 0 1 4 7 3 5": 17}

    def boards(self):
        return [b for b in self.SEEDS]

    def test_every_algorithm_gives_an_optimal_legal_path(self):
        for algo in ("bfs", "table", "iddfs", "astar", "idastar"):
            for board, length in self.SEEDS.items():
                if length is None:
                    continue
                code, out, err = npuzzle("solve", board, "--algo", algo, "--format", "poj")
                self.assertEqual(code, 0, err)
                moves = out.strip()
                self.assertEqual(len(moves), length, (algo, board))
                start = [0 if t == "x" else int(t) for t in board.split()]
                self.assertEqual(replay(start, moves), GOAL, (algo, board))

    def test_seed_000_goal_takes_two_moves(self):
        code, out, _ = npuzzle("solve", "1 2 3 0 8 4 7 6 5", "--goal", "1 0 3 8 2 4 7 6 5",
                               "--algo", "bfs", "--format", "poj")
        self.assertEqual((code, out), (0, "ru\n"))

    def test_a_batch_on_stdin_answers_each_line_and_reports_bad_ones(self):
        stdin = "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n1 2 3\n"
        code, out, err = npuzzle("solve", "--algo", "table", "--format", "poj", stdin=stdin)
        self.assertEqual(code, 2)
        self.assertEqual(out.splitlines()[1], "unsolvable")
        self.assertEqual(len(out.splitlines()), 2)
        self.assertIn("line 3", err)

    def test_unsolvable_exits_1(self):
        self.assertEqual(npuzzle("solve", "1 2 3 4 5 6 8 7 0", "--algo", "bfs")[0], 1)

    def test_json_format_is_json(self):
        code, out, _ = npuzzle("solve", "2 3 4 1 5 x 7 6 8", "--algo", "idastar", "--format", "json")
        self.assertEqual(code, 0)
        json.loads(out.splitlines()[0])

    def test_astar_takes_each_of_its_heuristics(self):
        # POJ 1077's sample as lesson 05 counts it: (expanded, generated) per estimate.
        want = {"zero": (31872, 86995), "misplaced": (1736, 4741), "manhattan": (314, 845)}
        for heuristic, counts in want.items():
            code, out, err = npuzzle("solve", "2 3 4 1 5 x 7 6 8", "--algo", "astar",
                                     "--heuristic", heuristic, "--format", "json")
            self.assertEqual(code, 0, f"--heuristic {heuristic}: {err}")
            got = json.loads(out.splitlines()[0])
            self.assertEqual((got["length"], got["expanded"], got["generated"]), (19, *counts),
                             f"--heuristic {heuristic}")

    def test_gaschnig_comes_from_the_registry_to_solve_and_trace(self):
        # No lesson enum names it: the program runs it through the algorithm layer's searches.
        board = "2 3 4 1 5 x 7 6 8"
        for algo in ("astar", "idastar"):
            generated = {}
            for heuristic in ("misplaced", "gaschnig", "manhattan"):
                code, out, err = npuzzle("solve", board, "--algo", algo, "--heuristic", heuristic,
                                         "--format", "json")
                self.assertEqual(code, 0, f"{algo} --heuristic {heuristic}: {err}")
                got = json.loads(out.splitlines()[0])
                self.assertEqual(got["length"], 19, f"{algo} --heuristic {heuristic}")
                generated[heuristic] = got["generated"]
            # On POJ's sample it guides better than misplaced tiles and worse than Manhattan.
            self.assertGreater(generated["misplaced"], generated["gaschnig"], (algo, generated))
            self.assertGreater(generated["gaschnig"], generated["manhattan"], (algo, generated))
            code, out, err = npuzzle("trace", board, "--algo", algo, "--heuristic", "gaschnig",
                                     "--max-nodes", "100000", "--dot", "-")
            self.assertEqual(code, 0, f"trace --algo {algo} --heuristic gaschnig: {err}")
            self.assertIn("--heuristic gaschnig", out)
        code, _, err = npuzzle("solve", board, "--algo", "astar", "--heuristic", "linear-conflict")
        self.assertEqual(code, 2, "astar takes no linear-conflict: bad input")
        self.assertIn("known: zero, misplaced, manhattan, gaschnig", err)

    def test_depth_limit_below_the_optimum_is_a_negative_answer(self):
        code, _, _ = npuzzle("solve", "6 2 8 0 1 4 7 3 5", "--algo", "dls", "--depth-limit", "16")
        self.assertEqual(code, 1)
        code, out, _ = npuzzle("solve", "6 2 8 0 1 4 7 3 5", "--algo", "dls", "--depth-limit", "20",
                               "--format", "poj")
        self.assertEqual(code, 0)
        self.assertLessEqual(len(out.strip()), 20)

    def test_the_tuned_engines_answer_as_the_lessons_code(self):
        # solve runs the table's tuned engine by default where one fits; --engine lesson runs the
        # lesson's.
        boards = "\n".join([*self.SEEDS, "8 6 7 2 5 4 3 x 1", "1 2 3 4 5 6 8 7 x"]) + "\n"
        for algo, heuristic in (("bfs", None), ("idastar", "manhattan"), ("idastar", "misplaced"),
                                ("idastar", "linear-conflict")):
            args = ["solve", "--algo", algo, "--format", "json"]
            if heuristic:
                args += ["--heuristic", heuristic]
            tuned = npuzzle(*args, stdin=boards)
            lesson = npuzzle(*args, "--engine", "lesson", stdin=boards)
            self.assertEqual(tuned, lesson, (algo, heuristic))
            self.assertEqual(len(tuned[1].splitlines()), 6)
        fifteen = "5 1 2 3 9 6 7 4 13 10 11 8 0 14 15 12"
        self.assertEqual(npuzzle("solve", fifteen, "--algo", "idastar", "--format", "json"),
                         npuzzle("solve", fifteen, "--algo", "idastar", "--format", "json",
                                 "--engine", "lesson"))

    def test_a_students_program_has_no_tuned_engine(self):
        proc = subprocess.run([os.path.join(BIN, "npuzzle-student"), "solve", "1 2 3 4 5 6 7 0 8",
                               "--engine", "tuned"], capture_output=True, text=True, timeout=60)
        self.assertEqual(proc.returncode, 2)
        self.assertIn("--engine", proc.stderr)

    def test_fifteen_puzzle_with_idastar(self):
        board = "1 2 3 4 5 6 7 8 9 10 11 12 13 0 14 15"
        code, out, _ = npuzzle("solve", board, "--algo", "idastar", "--format", "poj")
        self.assertEqual((code, out), (0, "rr\n"))


class Trace(unittest.TestCase):
    def test_trace_writes_dot_that_graphviz_renders(self):
        with tempfile.TemporaryDirectory() as tmp:
            dot, svg = os.path.join(tmp, "t.dot"), os.path.join(tmp, "t.svg")
            code, _, err = npuzzle("trace", "1 2 3 0 8 4 7 6 5", "--goal", "1 0 3 8 2 4 7 6 5",
                                   "--algo", "bfs", "--dot", dot, "--svg", svg)
            self.assertEqual(code, 0, err)
            self.assertIn("digraph", read(dot))
            self.assertIn("<svg", read(svg))

    def test_trace_jsonl_log_lines_are_json(self):
        with tempfile.TemporaryDirectory() as tmp:
            log = os.path.join(tmp, "t.jsonl")
            code, _, err = npuzzle("trace", "2 3 4 1 5 x 7 6 8", "--algo", "idastar", "--log", log,
                                   "--log-format", "jsonl", "--dot", os.path.join(tmp, "t.dot"))
            self.assertEqual(code, 0, err)
            lines = read(log).splitlines()
            self.assertGreater(len(lines), 10)
            for line in lines:
                json.loads(line)


UNSOLVABLE = "1 2 3 4 5 6 8 7 0"
HARDEST_3X3 = "8 6 7 2 5 4 3 0 1"  # 31 moves, the most any 3x3 board needs
KORF_GOAL = " ".join(str(i) for i in range(16))
KORF_60 = "11 14 13 1 2 3 12 4 15 7 9 5 10 6 8 0"  # 66 moves: minutes for IDA* with Manhattan


NEAR_4X4 = "1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12"  # 2 moves: right, down


class BfsAbove3x3(unittest.TestCase):
    """Issue 14: BFS solves boards above 3x3 near the goal and stops at a budget on far ones."""

    def test_bfs_solves_a_4x4_board_two_moves_from_the_goal(self):
        self.assertEqual(timed("solve", "--algo", "bfs", "--size", "4x4", NEAR_4X4, seconds=5),
                         (0, "2 moves: rd\n", ""))

    def test_bfs_on_a_far_4x4_board_stops_at_its_budget_and_suggests_idastar(self):
        code, out, err = timed("solve", "--algo", "bfs", "--size", "4x4", "--goal", KORF_GOAL,
                               KORF_60, seconds=60)
        self.assertEqual((code, out), (1, ""))
        self.assertIn("npuzzle: bfs stopped after 2,000,000 nodes without reaching the goal from "
                      + KORF_60, err)
        self.assertIn("use --algo idastar", err)

    def test_bfs_runs_a_2x5_board_to_the_end(self):
        # 10 cells: the seen bits bound the memory (1.8 million boards at most), so no budget.
        self.assertEqual(timed("solve", "--algo", "bfs", "--size", "5x2", "0 9 8 7 6 5 4 3 2 1",
                               seconds=30)[:2], (0, "45 moves: " + "drrrrullll" * 4 + "drrrr\n"))


class NothingRunsForHours(unittest.TestCase):
    """Issue 10: limits and sweeps a user can make huge are answered at once or bounded."""

    def test_an_unsolvable_board_is_answered_by_parity_before_a_depth_first_search(self):
        for algo in ("dls", "iddfs", "idastar", "bfs"):
            args = ["solve", "--algo", algo, UNSOLVABLE]
            if algo == "dls":
                args += ["--depth-limit", "40"]
            self.assertEqual(timed(*args, seconds=3)[:2], (1, "unsolvable\n"), algo)

    def test_an_unsolvable_sweep_is_one_line(self):
        code, out, _ = timed("solve", "--algo", "dls", "--sweep", "0..2147483647", UNSOLVABLE,
                             seconds=3)
        self.assertEqual(code, 1)
        self.assertIn("is unsolvable (parity, lesson 02): no depth limit finds a path", out)

    def test_a_depth_limit_above_the_shape_is_lowered_with_a_note(self):
        code, out, err = timed("solve", "--algo", "dls", "--depth-limit", "2147483647",
                               HARDEST_3X3, seconds=10)
        self.assertEqual((code, out.split()[0]), (0, "31"))
        self.assertIn("--depth-limit 2147483647 lowered to 31: no 3x3 board needs more than 31 "
                      "moves", err)

    def test_a_sweep_to_int_max_stops_at_the_shape_and_does_not_overflow(self):
        code, out, err = timed("solve", "--algo", "dls", "--sweep", "25..2147483647",
                               "6 2 8 0 1 4 7 3 5", seconds=10)
        self.assertEqual(code, 0, err)
        rows = out.splitlines()[2:]
        self.assertEqual([int(r.split()[0]) for r in rows], list(range(25, 32)))
        self.assertIn("--sweep's HIGH 2147483647 lowered to 31", err)

    def test_a_sweep_above_the_shape_or_out_of_range_is_refused(self):
        code, _, err = timed("solve", "--algo", "dls", "--sweep", "40..50", "6 2 8 0 1 4 7 3 5",
                             seconds=3)
        self.assertEqual(code, 2)
        self.assertIn("--sweep 40..50 starts above 31, the longest optimal solution of a 3x3 "
                      "board: nothing to sweep", err)
        code, _, err = timed("solve", "--algo", "dls", "--sweep", "0..99999999999999999999",
                             "6 2 8 0 1 4 7 3 5", seconds=3)
        self.assertEqual(code, 2)
        self.assertIn("--sweep takes LOW..HIGH with 0 <= LOW <= HIGH", err)

    def test_a_long_depth_first_search_reports_nodes_and_limit_every_second(self):
        err = stderr_within(3, "solve", "--algo", "dls", "--depth-limit", "2147483647",
                            "--goal", KORF_GOAL, KORF_60)
        self.assertIn("--depth-limit 2147483647 lowered to 80: no 4x4 board needs more", err)
        self.assertRegex(err, r"dls still searching after \d+ s: \d+ nodes expanded, "
                              r"depth limit 80")
        err = stderr_within(3, "solve", "--algo", "iddfs", "--goal", KORF_GOAL, KORF_60)
        self.assertRegex(err, r"iddfs still searching after \d+ s: \d+ nodes expanded, "
                              r"depth limit \d+ \(iteration \d+\)")
        err = stderr_within(3, "solve", "--algo", "iddfs", "--goal", KORF_GOAL, KORF_60,
                            env={"NPUZZLE_LANG": "zh-CN"})
        self.assertRegex(err, r"iddfs 已经搜索了 \d+ 秒，还在继续：已扩展 \d+ 个结点，"
                              r"深度限制 \d+（第 \d+ 轮迭代）")

    def test_a_long_idastar_says_it_is_still_searching(self):
        err = stderr_within(3, "solve", "--algo", "idastar", "--goal", KORF_GOAL, KORF_60)
        self.assertIn("idastar still searching after 1 s (Ctrl-C stops it)", err)


class InputIsBounded(unittest.TestCase):
    """Issue 10: what a user types is read in bounded memory and quoted short and printable."""

    def test_a_10_mb_line_is_skipped_by_its_number_in_bounded_memory(self):
        stdin = b"1" * 10_000_000 + b"\n1 2 3 4 5 6 7 8 0\n"
        code, out, err = timed("show", stdin=stdin, seconds=5)
        self.assertEqual(code, 2)
        self.assertIn("line 1: longer than 4096 characters, skipped (it starts '"
                      + "1" * 40 + "...')", err)
        self.assertEqual(out, "1 2 3\n4 5 6\n7 8 .\n")
        self.assertLess(len(err), 300)
        self.assertLess(peak_memory_kb(["show"], stdin), 100_000, "the line was held in memory")

    def test_a_long_argument_is_refused_before_anything_echoes_it(self):
        code, _, err = timed("show", "1" * 10_000, seconds=3)
        self.assertEqual(code, 2)
        self.assertIn("argument 2 is 10000 characters long, more than the 4096 allowed", err)
        self.assertLess(len(err), 300)

    def test_a_nul_byte_and_invalid_utf8_are_shown_escaped(self):
        code, _, err = timed("show", stdin=b"1 2 3 0 8 4 7 6 5\x00\n\xff\xfe 2 3\n", seconds=3)
        self.assertEqual(code, 2)
        self.assertIn("line 1: '5\\x00' at position 9 is not a number", err)
        self.assertIn("line 2: '\\xff\\xfe' at position 1 is not a number", err)
        self.assertNotIn("\x00", err)

    def test_an_argument_that_is_not_utf8_is_shown_escaped(self):
        proc = subprocess.run([os.path.join(BIN, "npuzzle"), "unrank", b"12\xff"],
                              capture_output=True, timeout=30)
        self.assertEqual(proc.returncode, 2)
        self.assertIn(b"'12\\xff' is not a rank", proc.stderr)

    def test_a_quoted_excerpt_is_cut_at_40_characters(self):
        code, _, err = timed("show", "1 2 3 0 8 4 7 6 " + "a" * 1000, seconds=3)
        self.assertEqual(code, 2)
        self.assertIn("'" + "a" * 40 + "...' at position 9 is not a number", err)
        self.assertLess(len(err), 200)


class MessagesSayWhatIsWrong(unittest.TestCase):
    """Issue 10: each message that misled, now in words that are true."""

    def check(self, args, expected, stdin=None):
        code, _, err = timed(*args, stdin=stdin, seconds=3)
        self.assertEqual(code, 2, err)
        self.assertIn(expected, err)
        return err

    def test_25_tiles_names_the_limit_and_the_shapes(self):
        board = " ".join(str(i) for i in range(1, 25)) + " 0"
        self.check(["show", board], "got 25 tiles, but a board has at most 16 cells; the shapes "
                                    "are 2x2 to 2x8, 3x2 to 3x5, 4x2 to 4x4")

    def test_a_negative_tile_is_out_of_range_not_a_non_number(self):
        self.check(["show", "1 2 3 0 -8 4 7 6 5"],
                   "tile -8 at position 5 is out of range: tiles are 1 and up")

    def test_a_duplicate_tile_is_named_even_without_a_blank(self):
        self.check(["show", "1 2 3 4 5 6 7 8 8"], "tile 8 appears twice (positions 8 and 9)")

    def test_a_goal_of_another_shape_is_named_by_every_searching_command(self):
        fifteen = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"
        for command in ("solve", "trace", "compare"):
            self.check([command, fifteen, "--goal", "1 2 3 4 5 6 7 8 0"],
                       f"board {fifteen} is 4x4 but the goal is 3x3: no move changes a board's "
                       "shape")
        # In a batch the other boards are still answered.
        code, out, _ = npuzzle("solve", "--goal", "1 2 3 4 5 6 7 8 0", "--format", "poj",
                               stdin=f"{fifteen}\n1 2 3 4 5 6 7 0 8\n")
        self.assertEqual((code, out), (2, "r\n"))

    def test_two_boards_as_two_arguments_are_said_to_be_two(self):
        self.check(["solve", "123084765", "876543210"],
                   "2 arguments were given, and '123084765' and '876543210' are each a whole "
                   "board: give one board (quoted if it has spaces), or several on standard "
                   "input, one a line")
        self.check(["show"], "line 1: 2 boards on one line ('123084765', '876543210')",
                   stdin=b"123084765 876543210\n")
        self.check(["show", "1 2 3 0 8 4 7 6 5 1 2 3 0 8 4 7 6 5"],
                   "got 18 tiles, as many as 2 boards of 9: give one board at a time")

    def test_numeric_options_have_integer_ranges_in_words(self):
        err = self.check(["solve", "--algo", "dls", "--depth-limit", "-1", "123084765"],
                         "--depth-limit: -1 is below 0 (e.g. 20)")
        self.assertNotIn("1797693", err)
        self.check(["solve", "--algo", "dls", "--depth-limit", "99999999999", "123084765"],
                   "--depth-limit: 99999999999 is too large: at most 2147483647")
        self.check(["solve", "--algo", "dls", "--depth-limit", "ten", "123084765"],
                   "--depth-limit: 'ten' is not a whole number (e.g. 20)")

    def test_an_unknown_command_is_named_with_the_commands_there_are(self):
        commands = "commands are: show, rank, unrank, check, solve, trace"
        self.check(["frobnicate"], "unknown command 'frobnicate'; " + commands)
        self.check(["--impl", "reference", "slove", "123084765"], "unknown command 'slove'")
        self.check([], "no command given; " + commands)

    def test_options_the_search_would_ignore_are_refused(self):
        self.check(["solve", "--heuristic", "misplaced", "123084765"],
                   "--heuristic applies to --algo astar and idastar only: bfs uses no heuristic")
        self.check(["solve", "--algo", "table", "--depth-limit", "5", "123084765"],
                   "--depth-limit applies to --algo dls and iddfs only: table has no depth limit")


class ExitCodes(unittest.TestCase):
    """Issue 12: one table of exit codes; I/O failures are not bad input nor the lesson's fault."""

    def test_help_prints_the_table_and_the_readme_says_the_same(self):
        code, out, _ = timed("--help", seconds=3)
        self.assertEqual(code, 0)
        table = {}
        for line in out[out.index("Exit codes:"):].splitlines()[1:]:
            number, meaning = line.split(None, 1)
            table[int(number)] = meaning
        self.assertEqual(sorted(table), [0, 1, 2, 3, 4])
        readme = read(os.path.join(os.path.dirname(__file__), "..", "..", "README.md"))
        readme = " ".join(readme.split())
        start = readme.index("Exit codes: 0")
        sentence = readme[start:readme.index("cli/exit_code.hpp", start)]
        for number, meaning in table.items():
            self.assertIn(f"{number} {meaning}", sentence)

    def test_an_answer_that_cannot_be_written_exits_4(self):
        with open("/dev/full", "wb") as full:
            proc = subprocess.run([os.path.join(BIN, "npuzzle"), "show", "123084765"],
                                  stdout=full, stderr=subprocess.PIPE, timeout=30)
        self.assertEqual(proc.returncode, 4)
        self.assertIn(b"cannot write to standard output: No space left on device", proc.stderr)


class WhatAStudentReadsInBothLanguages(unittest.TestCase):
    """--help, bad input and trace's step log, each in English and in Chinese (NPUZZLE_LANG):
    the same facts in both, from the message catalogs (cli/cli_messages.json,
    cli/help_messages.json, the board parser's and the step log's catalogs)."""
    LANGUAGES = {"en": {"NPUZZLE_LANG": "en"}, "zh": {"NPUZZLE_LANG": "zh-CN"}}
    # Three English words in a row (not a list of names): a sentence left in English.
    SENTENCE = re.compile(r"\b[A-Za-z]{2,} [a-z]{2,} [a-z]{2,}\b")

    def run_in(self, language, *args, stdin=None):
        return npuzzle(*args, stdin=stdin, env=self.LANGUAGES[language])

    def test_help(self):
        expected = {"en": ("Usage:", "OPTIONS", "Subcommands:", "Print this help message",
                           "Solve boards with a search: bfs", "Exit codes:",
                           "2  bad input or usage"),
                    "zh": ("用法:", "选项", "子命令:", "显示本帮助并退出",
                           "用某种搜索求解局面：bfs", "退出码：", "2  输入或用法有误")}
        for language, marks in expected.items():
            code, out, err = self.run_in(language, "--help")
            self.assertEqual((code, err), (0, ""), language)
            for mark in marks:
                self.assertIn(mark, out, f"npuzzle --help ({language}) leaves out {mark!r}")
        _, out, _ = self.run_in("zh", "--help")
        self.assertEqual([line for line in out.splitlines() if self.SENTENCE.search(line)], [],
                         "the Chinese npuzzle --help has English sentences")
        _, out, _ = self.run_in("zh", "check", "--help")
        for mark in ("判断局面能否到达目标局面", "局面，例如 \"1 2 3 0 8 4 7 6 5\"",
                     "列出逆序数", "-h,--help", "显示本帮助并退出"):
            self.assertIn(mark, out, f"npuzzle check --help (zh) leaves out {mark!r}:\n{out}")
        self.assertEqual(out.count("选项:"), 1, "-h sits in a group of its own:\n" + out)

    def test_a_bad_board(self):
        said = {"en": "npuzzle: tile 8 appears twice (positions 8 and 9)\n",
                "zh": "npuzzle: 数码 8 出现了两次（第 8 个和第 9 个）\n"}
        for language, message in said.items():
            self.assertEqual(self.run_in(language, "check", "1 2 3 4 5 6 7 8 8"),
                             (2, "", message), language)
        said = {"en": "npuzzle: line 2: 'q' at position 3 is not a number (tiles are numbers, "
                      "the blank is 0 or x)\n",
                "zh": "npuzzle: 第 2 行：'q'（第 3 个）不是数字（数码都是数字，空格写作 0 或 x）\n"}
        for language, message in said.items():
            code, out, err = self.run_in(language, "show", stdin="1 2 3 0 8 4 7 6 5\n1 2 q\n")
            self.assertEqual((code, err), (2, message), language)
            self.assertTrue(out.startswith("1 2 3"), "the good line is still shown")
        said = {"en": "got 8 tiles on one line, which is no square board",
                "zh": "一行里有 8 个数码，拼不成正方形局面"}
        for language, message in said.items():
            self.assertIn(message, self.run_in(language, "rank", "1 2 3 4 5 6 7 0")[2])

    def test_an_unknown_search_and_a_limit(self):
        said = {"en": ("unknown search 'bfz' (known: bfs, table,", "Run with --help"),
                "zh": ("没有 'bfz' 这种搜索（可用的有：bfs, table,", "加上 --help 运行")}
        for language, marks in said.items():
            code, _, err = self.run_in(language, "solve", "--algo", "bfz", "1 2 3 4 5 6 7 0 8")
            self.assertEqual(code, 2, language)
            for mark in marks:
                self.assertIn(mark, err, language)
        said = {"en": "'-3' is below 0 (e.g. 20)", "zh": "'-3' 小于 0（例如 20）"}
        for language, message in said.items():
            code, _, err = self.run_in(language, "solve", "--algo", "dls", "--depth-limit=-3",
                                       "1 2 3 4 5 6 7 0 8")
            self.assertEqual(code, 2, language)
            self.assertIn(message.replace("'", ""), err.replace("'", ""), language)
        said = {"en": "--depth-limit 40 lowered to 31: no 3x3 board needs more than 31 moves",
                "zh": "--depth-limit 40 已降为 31：任何 3x3 局面都不需要超过 31 步"}
        for language, message in said.items():
            code, _, err = self.run_in(language, "solve", "--algo", "dls", "--depth-limit", "40",
                                       "1 2 3 4 5 6 7 0 8")
            self.assertEqual(code, 0, language)
            self.assertIn(message, err, language)

    def test_a_heuristic_the_search_does_not_read(self):
        said = {"en": "--heuristic applies to --algo astar and idastar only: bfs uses no "
                      "heuristic",
                "zh": "--heuristic 只用于 --algo astar 和 idastar：bfs 不用启发函数"}
        for language, message in said.items():
            for command in (("solve",), ("trace", "--dot", os.devnull)):
                asked = (*command, "1 2 3 4 5 6 7 0 8", "--algo", "bfs", "--heuristic",
                         "manhattan")
                code, out, err = self.run_in(language, *asked)
                self.assertEqual((code, out), (2, ""),
                                 f"npuzzle {' '.join(asked)} ({language}) exited {code} with "
                                 f"{out!r}, expected 2 (bad input) and nothing on stdout; "
                                 f"stderr: {err}")
                self.assertIn(message, err, f"npuzzle {' '.join(asked)} ({language})")

    def test_the_step_log(self):
        lines = {"en": ("[info] step 1 start bfs node 0 g=0 board 1 2 3 4 5 6 7 0 8 goal "
                        "1 2 3 4 5 6 7 8 0 frontier 1",
                        "[trace] step 3 generate node 1 parent 0 g=1 move u board "
                        "1 2 3 4 0 6 7 5 8 frontier 0"),
                 "zh": ("[info] 第 1 步：开始 bfs，结点 0，深度 g=0，局面 1 2 3 4 5 6 7 0 8，"
                        "目标局面 1 2 3 4 5 6 7 8 0，边界 1",
                        "[trace] 第 3 步：生成，结点 1（父结点 0），深度 g=1，空格移动 u，"
                        "局面 1 2 3 4 0 6 7 5 8，边界 0")}
        with tempfile.TemporaryDirectory() as tmp:
            for language, expected in lines.items():
                log, jsonl = os.path.join(tmp, language + ".log"), os.path.join(tmp, "j.jsonl")
                code, _, err = self.run_in(language, "trace", "1 2 3 4 5 6 7 0 8", "--algo",
                                           "bfs", "--dot", os.devnull, "--log", log)
                self.assertEqual(code, 0, err)
                got = read(log).splitlines()
                self.assertEqual((got[0], got[2]), expected, language)
                # The JSON lines are data: their keys and values read the same in every language.
                self.run_in(language, "trace", "1 2 3 4 5 6 7 0 8", "--algo", "bfs", "--dot",
                            os.devnull, "--log", jsonl, "--log-format", "jsonl")
                first = json.loads(read(jsonl).splitlines()[0])
                self.assertEqual((first["event"], first["board"]), ("start", "1 2 3 4 5 6 7 0 8"))
        _, _, err = self.run_in("zh", "trace", "1 2 3 4 5 6 7 0 8", "--algo", "bfs", "--dot",
                                os.devnull, "--log", "-", "--log-level", "info")
        self.assertIn("npuzzle: 7 个事件的日志（这个级别下 3 行）已写到：标准错误输出", err)

    def test_the_parse_errors_of_cli11(self):
        """CLI11's own errors (an unknown option, a missing value, a value not allowed, a
        missing argument), said again from the table with the names and values CLI11 gave."""
        cases = ((("solve", "--bogus", "1 2 3 4 5 6 7 0 8"),
                  {"en": "npuzzle: not expected: --bogus (no such option, or one argument "
                         "too many)",
                   "zh": "npuzzle: 不该出现的参数：--bogus（没有这个选项，或者多给了参数）"}),
                 (("unrank", "--size"),
                  {"en": "npuzzle: --size needs 1 value (TEXT), and none was given",
                   "zh": "npuzzle: --size 需要 1 个值（TEXT），却没有给出"}),
                 (("unrank",), {"en": "npuzzle: rank is required", "zh": "npuzzle: 缺少必须给出的 rank"}),
                 (("solve", "--format", "xml", "1 2 3 4 5 6 7 0 8"),
                  {"en": "npuzzle: --format: xml is not one of", "zh": "npuzzle: --format：xml 不是"}))
        for args, said in cases:
            for language, message in said.items():
                code, _, err = self.run_in(language, *args)
                self.assertEqual(code, 2, f"npuzzle {' '.join(args)} ({language}): {err}")
                self.assertIn(message, err, f"npuzzle {' '.join(args)} ({language})")
        _, _, err = self.run_in("zh", "solve", "--bogus", "1 2 3 4 5 6 7 0 8")
        self.assertEqual([line for line in err.splitlines() if self.SENTENCE.search(line)], [],
                         "a Chinese parse error has English sentences")

    def test_unrank_and_trace_refusals(self):
        cases = ((("unrank", "362880"),
                  {"en": "npuzzle: rank 362880 is out of range for a 3x3 board: the largest is "
                         "362879",
                   "zh": "npuzzle: 排名 362880 超出了 3x3 局面的范围：最大的排名是 362879"}),
                 (("unrank", "99999999999999999999"),
                  {"en": "is too large: the largest, 16! - 1 of a 4x4 board, is 20922789887999",
                   "zh": "太大：最大的排名是 4x4 局面的 16! - 1，即 20922789887999"}),
                 (("unrank", "-4"), {"en": "'-4' is not a rank: give a whole number",
                                     "zh": "'-4' 不是排名：请给出 0 或更大的整数"}),
                 (("trace", "--explain-heuristic", "--heuristic", "manhattan",
                   "1 2 3 4 5 6 7 0 8"),
                  {"en": "--explain-heuristic draws pattern databases: give --heuristic pdb:NAME",
                   "zh": "--explain-heuristic 画的是模式数据库：请给出 --heuristic pdb:名称"}))
        for args, said in cases:
            for language, message in said.items():
                code, _, err = self.run_in(language, *args)
                self.assertEqual(code, 2, f"npuzzle {' '.join(args)} ({language}): {err}")
                self.assertIn(message, err, f"npuzzle {' '.join(args)} ({language})")
        said = {"en": "npuzzle: trace draws one search: give one board (board 2 ignored)",
                "zh": "npuzzle: trace 只画一次搜索：请只给一个局面（第 2 个局面已忽略）"}
        for language, message in said.items():
            _, _, err = self.run_in(language, "trace", "--dot", os.devnull,
                                    stdin="1 2 3 4 5 6 7 0 8\n1 2 3 4 5 6 0 7 8\n")
            self.assertIn(message, err, language)


if __name__ == "__main__":
    BIN = sys.argv.pop(1)
    unittest.main(verbosity=1)
