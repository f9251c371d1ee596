#!/usr/bin/env python3
"""End-to-end tests of the npuzzle program: outputs and exit codes of every subcommand, as a user
types them. Run by CTest (label cli):  cli_test.py BUILD_BIN_DIR"""
import json
import os
import subprocess
import sys
import tempfile
import unittest

BIN = None


def npuzzle(*args, stdin=None):
    proc = subprocess.run([os.path.join(BIN, "npuzzle"), *args], input=stdin,
                          capture_output=True, text=True, timeout=120)
    return proc.returncode, proc.stdout, proc.stderr


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

    def test_student_stubs_exit_3(self):
        code, _, err = npuzzle("rank", "123456780", "--impl", "student")
        if code == 0:
            self.skipTest("the student's lesson 01 is implemented")
        self.assertEqual(code, 3)
        self.assertIn("not implemented", err)


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

    def test_depth_limit_below_the_optimum_is_a_negative_answer(self):
        code, _, _ = npuzzle("solve", "6 2 8 0 1 4 7 3 5", "--algo", "dls", "--depth-limit", "16")
        self.assertEqual(code, 1)
        code, out, _ = npuzzle("solve", "6 2 8 0 1 4 7 3 5", "--algo", "dls", "--depth-limit", "20",
                               "--format", "poj")
        self.assertEqual(code, 0)
        self.assertLessEqual(len(out.strip()), 20)

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


if __name__ == "__main__":
    BIN = sys.argv.pop(1)
    unittest.main(verbosity=1)
