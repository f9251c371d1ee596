#!/usr/bin/env python3
"""End-to-end tests of `--heuristic pdb:NAME` (lesson 07's pattern databases) in the npuzzle
program: optimal answers, the names it refuses, and its disk cache (read on a second run, rebuilt
when corrupt, a warning when it cannot be written). Each test has a cache folder of its own
($NPUZZLE_PDB_CACHE). Run by CTest (label cli):  pdb_cli_test.py BUILD_BIN_DIR"""
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import unittest

from cli_test import replay as replay_cells

BIN = None
LESSON = []  # lesson_engine(), once BIN is known
POJ = "2 3 4 1 5 x 7 6 8"  # POJ 1077's sample: 19 moves


def npuzzle(cache, *args, program="npuzzle", lang="en"):
    env = dict(os.environ, NPUZZLE_PDB_CACHE=cache, NPUZZLE_LANG=lang)
    proc = subprocess.run([os.path.join(BIN, program), *args], capture_output=True, text=True,
                          timeout=120, env=env)
    return proc.returncode, proc.stdout, proc.stderr


def replay(board, moves, width):
    """The board (as text, x or 0 the blank) after the blank's moves, as a list."""
    return replay_cells([0 if w in "x0" else int(w) for w in board.split()], moves, width)


def lesson_engine():
    """`--engine lesson` where the program has tuned engines (the instructor's npuzzle): the disk
    cache and its lines are the lesson's databases'; the tuned engine builds its own in memory."""
    _, out, _ = npuzzle(tempfile.gettempdir(), "solve", "--help")
    return ["--engine", "lesson"] if "--engine" in out else []


def solve_json(cache, board, *args):
    code, out, err = npuzzle(cache, "solve", "--algo", "idastar", "--format", "json", board,
                             *args)
    assert code == 0, err
    return json.loads(out), err


class Answers(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.cache = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def test_poj_sample_is_solved_in_19_moves_with_4_4_and_with_all_8_tiles(self):
        manhattan, _ = solve_json(self.cache, POJ)
        for name in ("pdb:4-4", "pdb:8"):
            got, err = solve_json(self.cache, POJ, "--heuristic", name, *LESSON)
            self.assertEqual(got["length"], 19, name)
            self.assertEqual(replay(POJ, got["moves"], 3), [1, 2, 3, 4, 5, 6, 7, 8, 0], name)
            # A better heuristic: fewer nodes than Manhattan's 1572.
            self.assertLess(got["generated"], manhattan["generated"], name)
            self.assertIn("building pattern database", err)
        # All eight tiles in one database is the exact distance: IDA* walks straight down.
        exact, _ = solve_json(self.cache, POJ, "--heuristic", "pdb:8")
        self.assertEqual((exact["expanded"], exact["iterations"]), (19, 1))

    def test_a_goal_of_the_user_is_reached_optimally_with_the_blank_anywhere(self):
        for goal in ("1 2 3 4 0 5 6 7 8", "0 1 2 3 4 5 6 7 8", "0 8 7 6 5 4 3 2 1"):
            want, _ = solve_json(self.cache, POJ, "--goal", goal)
            got, _ = solve_json(self.cache, POJ, "--goal", goal, "--heuristic", "pdb:4-4")
            self.assertEqual(got["length"], want["length"], goal)
            self.assertEqual(replay(POJ, got["moves"], 3),
                             [int(w) for w in goal.split()], goal)

    def test_a_4x4_board_with_5_5_5_matches_manhattan_length(self):
        board = "1 2 3 4 5 6 7 8 13 9 11 12 10 14 15 0"
        for goal in (None, "0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"):
            extra = ["--goal", goal] if goal else []
            if goal:
                board = "4 1 2 3 5 6 7 0 8 9 10 11 12 13 14 15"
            want, _ = solve_json(self.cache, board, *extra)
            got, err = solve_json(self.cache, board, "--heuristic", "pdb:5-5-5", *extra, *LESSON)
            self.assertEqual(got["length"], want["length"], err)
            self.assertLessEqual(got["generated"], want["generated"])
            self.assertIn("pattern database 3/3", err)

    def test_the_tuned_engine_answers_as_the_lessons_code_and_keeps_no_file(self):
        # On these goals (each its own mirror image) the tuned engine adds the mirror lookup:
        # the lesson's answer with fewer nodes, so the counters are compared only by size.
        if not LESSON:
            self.skipTest("this program has no tuned engines")
        for board, name, goal in ((POJ, "pdb:4-4", None), (POJ, "pdb:4-4", "0 8 7 6 5 4 3 2 1"),
                                  ("1 2 3 4 5 6 7 8 13 9 11 12 10 14 15 0", "pdb:5-5-5", None)):
            extra = ["--heuristic", name] + (["--goal", goal] if goal else [])
            with tempfile.TemporaryDirectory() as cache:
                tuned, err = solve_json(cache, board, *extra)
                self.assertEqual(err, "")
                self.assertEqual(os.listdir(cache), [])
                lesson, _ = solve_json(cache, board, *extra, *LESSON)
            counters = ("expanded", "generated", "duplicates", "max_frontier", "iterations")
            self.assertEqual({k: v for k, v in tuned.items() if k not in counters},
                             {k: v for k, v in lesson.items() if k not in counters},
                             (board, name, goal))
            self.assertLessEqual(tuned["generated"], lesson["generated"], (board, name, goal))

    def test_eight_tiles_are_built_by_layers_with_a_moving_line_then_read_from_the_file(self):
        # The tuned engine takes groups of 8 tiles (pdb:8, pdb:7-8) from the lesson's databases,
        # which the layered build makes and the cache keeps.
        if not LESSON:
            self.skipTest("this program has no tuned engines")
        tuned, err = solve_json(self.cache, POJ, "--heuristic", "pdb:8")
        self.assertIn("building pattern database 1/1 (tiles 1 2 3 4 5 6 7 8)", err)
        self.assertIn("layer 31, 181440 of 362880 entries settled", err)
        self.assertIn("saved to", err)
        self.assertEqual(os.listdir(self.cache), ["layers-3x3-123456780-12345678.pdb"])
        again, err = solve_json(self.cache, POJ, "--heuristic", "pdb:8")
        self.assertNotIn("building", err)
        self.assertIn("read from", err)
        self.assertEqual(again, tuned)
        lesson, _ = solve_json(self.cache, POJ, "--heuristic", "pdb:8", *LESSON)
        self.assertEqual((tuned["moves"], tuned["length"]), (lesson["moves"], lesson["length"]))
        self.assertLessEqual(tuned["generated"], lesson["generated"])

    def test_the_moving_line_reads_in_chinese_too(self):
        if not LESSON:
            self.skipTest("this program has no tuned engines")
        env = dict(os.environ, NPUZZLE_PDB_CACHE=self.cache, NPUZZLE_LANG="zh-CN")
        proc = subprocess.run([os.path.join(BIN, "npuzzle"), "solve", "--algo", "idastar",
                               "--heuristic", "pdb:8", POJ], capture_output=True, text=True,
                              timeout=120, env=env)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertIn("npuzzle：正在构建模式数据库 1/1", proc.stderr)
        self.assertIn("：第 31 层，已定 181440 / 362880 个条目，用时 ", proc.stderr)

    def test_ctrl_c_stops_a_build_and_leaves_no_file(self):
        # The 8 tiles of pdb:7-8 take minutes: stopped once the build has begun, the program
        # ends as Ctrl-C ends it, says nothing was saved and leaves the cache empty.
        if not LESSON:
            self.skipTest("this program has no tuned engines")
        env = dict(os.environ, NPUZZLE_PDB_CACHE=self.cache)
        proc = subprocess.Popen(
            [os.path.join(BIN, "npuzzle"), "solve", "--algo", "idastar", "--heuristic", "pdb:7-8",
             "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"], stderr=subprocess.PIPE, text=True, env=env)
        head = proc.stderr.readline()
        self.assertIn("building pattern database 1/2", head)
        time.sleep(1.5)
        proc.send_signal(signal.SIGINT)
        try:
            rest = proc.stderr.read()
            code = proc.wait(timeout=30)
        finally:
            proc.kill()
        self.assertEqual(code, -signal.SIGINT, rest)
        self.assertIn("was stopped (Ctrl-C); nothing was saved", rest)
        self.assertEqual(os.listdir(self.cache), [])

    def test_a_build_larger_than_the_memory_allowed_is_refused_before_it_starts(self):
        if not LESSON:
            self.skipTest("this program has no tuned engines")
        with open(os.path.join(BIN, "npuzzle"), "rb") as program:
            if b"__asan_init" in program.read():
                self.skipTest("AddressSanitizer reserves terabytes of address space at start: "
                              "no address-space limit leaves it room")
        import resource
        limit = 400 * 1000 * 1000  # the 8 tiles of pdb:7-8 take 0.88 GB
        env = dict(os.environ, NPUZZLE_PDB_CACHE=self.cache)
        proc = subprocess.run(
            [os.path.join(BIN, "npuzzle"), "solve", "--algo", "idastar", "--heuristic", "pdb:7-8",
             "1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15"], capture_output=True, text=True,
            timeout=60, env=env,
            preexec_fn=lambda: resource.setrlimit(resource.RLIMIT_AS, (limit, limit)))
        self.assertEqual(proc.returncode, 4, proc.stderr)
        self.assertRegex(proc.stderr, r"building pattern database 1/2 \(tiles [0-9 ]+\) takes "
                                      r"0\.88 GB of memory, and this machine has [0-9.]+ [MG]B "
                                      r"available")
        self.assertNotIn("layer", proc.stderr)
        self.assertEqual(os.listdir(self.cache), [])

    def test_unsolvable_is_said_before_any_search(self):
        code, out, _ = npuzzle(self.cache, "solve", "--algo", "idastar", "--heuristic",
                               "pdb:4-4", "2 1 3 4 5 6 7 8 0")
        self.assertEqual((code, out), (1, "unsolvable\n"))

    def test_trace_and_compare_take_pattern_databases(self):
        code, out, err = npuzzle(self.cache, "trace", "--algo", "idastar", "--heuristic",
                                 "pdb:4-4", POJ, "--dot", "-")
        self.assertEqual(code, 0, err)
        self.assertIn("digraph", out)
        code, out, err = npuzzle(self.cache, "compare", POJ, "--heuristic", "pdb:4-4",
                                 "--heuristic", "pdb:6-6-3", "--format", "json")
        self.assertEqual(code, 0, err)
        rows = {r["heuristic"]: r for r in json.loads(out)["results"] if r["algorithm"] ==
                "idastar"}
        self.assertEqual(rows["pdb:4-4"]["length"], 19)
        self.assertLess(rows["pdb:4-4"]["generated"], rows["manhattan"]["generated"])
        self.assertIn("partitions a 4x4 board", rows["pdb:6-6-3"]["note"])


class Refusals(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.cache = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def test_an_unknown_name_is_bad_input_listing_the_known_ones(self):
        code, out, err = npuzzle(self.cache, "solve", "--algo", "idastar", "--heuristic",
                                 "pdb:9-9", POJ)
        self.assertEqual((code, out), (2, ""))
        self.assertIn("unknown heuristic 'pdb:9-9'", err)
        self.assertIn("pdb:4-4, pdb:8 (3x3); pdb:5-5-5, pdb:6-6-3, pdb:7-8 (4x4)", err)

    def test_a_partition_of_another_board_size_is_bad_input(self):
        code, out, err = npuzzle(self.cache, "solve", "--algo", "idastar", "--heuristic",
                                 "pdb:6-6-3", POJ)
        self.assertEqual((code, out), (2, ""))
        self.assertIn("pdb:6-6-3 partitions a 4x4 board, not this 3x3 one (for 3x3: pdb:4-4, "
                      "pdb:8)", err)
        code, _, err = npuzzle(self.cache, "solve", "--algo", "idastar", "--heuristic",
                               "pdb:4-4", "--size", "3x2", "1 2 3 4 5 0")
        self.assertEqual(code, 2)
        self.assertIn("no partition is named for 3x2", err)
        self.assertEqual(os.listdir(self.cache), [])  # nothing built for a refused run

    def test_pattern_databases_go_with_idastar_only(self):
        code, _, err = npuzzle(self.cache, "solve", "--algo", "astar", "--heuristic", "pdb:8",
                               POJ)
        self.assertEqual(code, 2)
        self.assertIn("go with --algo idastar", err)
        code, _, err = npuzzle(self.cache, "solve", "--algo", "bfs", "--heuristic", "pdb:8", POJ)
        self.assertEqual(code, 2)
        self.assertIn("--heuristic applies to", err)

    def test_the_students_stub_is_said_to_be_unwritten(self):
        code, _, err = npuzzle(self.cache, "--impl", "student", "solve", "--algo", "idastar",
                               "--heuristic", "pdb:4-4", POJ)
        if "cannot run" in err:
            self.skipTest("npuzzle-student is not built")
        if code == 0:
            self.skipTest("lesson 07 of the student edition is written")
        self.assertEqual(code, 3, err)
        self.assertIn("not implemented", err)
        self.assertFalse([f for f in os.listdir(self.cache) if f.startswith("reference")])


class DiskCache(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()
        self.cache = self.tmp.name

    def tearDown(self):
        self.tmp.cleanup()

    def files(self):
        return sorted(f for f in os.listdir(self.cache))

    def test_a_second_run_reads_the_databases_built_by_the_first(self):
        first, err = solve_json(self.cache, POJ, "--heuristic", "pdb:4-4", *LESSON)
        self.assertEqual(err.count("building pattern database"), 2, err)
        self.assertEqual(self.files(), ["reference-3x3-123456780-1234.pdb",
                                        "reference-3x3-123456780-5678.pdb"])
        second, err = solve_json(self.cache, POJ, "--heuristic", "pdb:4-4", *LESSON)
        self.assertNotIn("building", err)
        self.assertEqual(err.count("read from " + self.cache), 2, err)
        self.assertEqual(second, first)

    def test_a_batch_builds_each_database_once(self):
        env = dict(os.environ, NPUZZLE_PDB_CACHE=self.cache)
        proc = subprocess.run([os.path.join(BIN, "npuzzle"), "solve", "--algo", "idastar",
                               "--heuristic", "pdb:4-4", *LESSON], input=POJ + "\n1 2 3 4 5 6 0 7 8\n",
                              capture_output=True, text=True, timeout=60, env=env)
        self.assertEqual(proc.returncode, 0, proc.stderr)
        self.assertEqual(proc.stdout, "19 moves: ullddrurdllurdruldr\n2 moves: rr\n")
        self.assertEqual(proc.stderr.count("building pattern database"), 2, proc.stderr)

    def test_a_corrupt_or_truncated_file_is_rebuilt_with_a_message(self):
        solve_json(self.cache, POJ, "--heuristic", "pdb:4-4", *LESSON)
        path = os.path.join(self.cache, "reference-3x3-123456780-5678.pdb")
        with open(path, "r+b") as f:
            f.seek(-100, os.SEEK_END)
            byte = f.read(1)
            f.seek(-100, os.SEEK_END)
            f.write(bytes([byte[0] ^ 0x40]))
        got, err = solve_json(self.cache, POJ, "--heuristic", "pdb:4-4", *LESSON)
        self.assertEqual(got["length"], 19)
        self.assertIn(path + " is not used, its checksum does not match its contents: the file "
                      "is corrupt: rebuilding it", err)
        self.assertIn("building pattern database 2/2 (tiles 5 6 7 8)", err)
        _, err = solve_json(self.cache, POJ, "--heuristic", "pdb:4-4", *LESSON)
        self.assertNotIn("building", err)  # the rebuilt file is whole

        with open(path, "r+b") as f:
            f.truncate(1000)
        _, err = solve_json(self.cache, POJ, "--heuristic", "pdb:4-4", *LESSON)
        self.assertIn("it is truncated: ", err)
        self.assertIn("rebuilding it", err)
        self.assertEqual(len(self.files()), 2, self.files())  # no temporary file left

    def test_a_cache_that_cannot_be_written_warns_and_the_search_still_runs(self):
        blocker = os.path.join(self.cache, "a-file")
        with open(blocker, "w") as f:
            f.write("not a folder")
        got, err = solve_json(os.path.join(blocker, "cache"), POJ, "--heuristic", "pdb:4-4",
                              *LESSON)
        self.assertEqual(got["length"], 19)
        self.assertIn("warning: pattern database 1/2 (tiles 1 2 3 4) not saved to the cache", err)
        self.assertIn("set NPUZZLE_PDB_CACHE", err)
        _, _, err = npuzzle(os.path.join(blocker, "cache"), "solve", "--algo", "idastar", POJ,
                            "--heuristic", "pdb:4-4", *LESSON, lang="zh-CN")
        self.assertIn("npuzzle: 警告：模式数据库 1/2（数码 1 2 3 4）没有存进缓存", err)
        self.assertIn("可以把 NPUZZLE_PDB_CACHE 设为", err)


class Threads(unittest.TestCase):
    """solve --jobs N: the boards of one batch searched on N threads say what one thread says
    (answers, node counts, errors, exit code), each answer in the place of its line."""

    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.tmp.cleanup()

    def batch(self, lines, jobs, *args):
        env = dict(os.environ, NPUZZLE_PDB_CACHE=self.tmp.name, NPUZZLE_LANG="en")
        proc = subprocess.run([os.path.join(BIN, "npuzzle"), "solve", "--jobs", str(jobs), *args],
                              input="\n".join(lines) + "\n", capture_output=True, text=True,
                              timeout=120, env=env)
        return proc.returncode, proc.stdout, proc.stderr

    def same_on_one_and_two_threads(self, lines, *args):
        one = self.batch(lines, 1, *args)
        two = self.batch(lines, 2, *args)
        self.assertEqual(two, one, f"solve {' '.join(args)} --jobs 2 said other things than "
                                   "--jobs 1 (exit code, stdout, stderr)")
        return one

    def test_the_easiest_of_korfs_100_give_the_same_answers_and_nodes_in_order(self):
        boards = ["13 8 14 3 9 1 0 7 15 5 4 10 12 2 6 11", "1 3 2 5 10 9 15 6 8 14 13 11 12 4 7 0",
                  "4 5 7 2 9 14 12 13 0 3 6 11 8 1 15 10", "0 1 9 7 11 13 5 3 14 12 4 2 8 6 10 15"]
        code, out, _ = self.same_on_one_and_two_threads(
            boards, "--algo", "idastar", "--heuristic", "pdb:5-5-5", "--format", "json", "--goal",
            " ".join(str(t) for t in range(16)))
        answers = [json.loads(line) for line in out.splitlines()]
        self.assertEqual(code, 0)
        self.assertEqual([a["board"] for a in answers], boards, "answers out of their lines' order")
        self.assertEqual([a["length"] for a in answers], [41, 42, 42, 42])

    def test_bad_lines_and_unsolvable_boards_keep_their_places(self):
        lines = ["2 3 4 1 5 x 7 6 8", "1 2 3 4 5 6 8 7 0", "8 6 7 2 5 4 3 0 1", "1 2 3 4 5 6 7 8 9",
                 "6 2 8 0 1 4 7 3 5", "8 1 3 4 0 2 7 6 5"]
        code, out, err = self.same_on_one_and_two_threads(
            lines, "--algo", "idastar", "--heuristic", "pdb:4-4")
        self.assertEqual(code, 2, "a bad line makes the batch's exit code 2")
        self.assertEqual(len(out.splitlines()), 5)
        self.assertIn("unsolvable", out.splitlines()[1])
        self.assertIn("line 4", err)

    def test_a_batch_of_two_board_shapes_builds_each_goals_table_once_at_a_time(self):
        lines = ["2 3 4 1 5 x 7 6 8", "3 1 2 0", "6 2 8 0 1 4 7 3 5", "0 3 2 1", "8 6 7 2 5 4 3 0 1"]
        code, out, _ = self.same_on_one_and_two_threads(lines, "--algo", "table")
        self.assertEqual(len(out.splitlines()), 5)
        self.assertIn("31 moves", out.splitlines()[4])


if __name__ == "__main__":
    BIN = sys.argv.pop(1)
    LESSON = lesson_engine()
    unittest.main()
