#!/usr/bin/env python3
"""npuzzle trace end to end: the DOT on stdout is the golden text, the same command writes the
same bytes, exit codes (found, not found, bad input, Graphviz missing, PNG refused), frames, and
a log whose line count matches the search's counters. Run by CTest:  trace_cli_test.py BIN_DIR"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

BIN = None
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SEED000 = ["1 2 3 0 8 4 7 6 5", "--goal", "1 0 3 8 2 4 7 6 5"]
POJ = ["2 3 4 1 5 x 7 6 8"]
NEAR_4X4 = "1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12"  # 2 moves from the goal
FAR_4X4 = "11 14 13 1 2 3 12 4 15 7 9 5 10 6 8 0"  # 66 moves from the goal below
GOAL_4X4_BLANK_FIRST = " ".join(str(i) for i in range(16))
# The golden texts are English, whatever the machine's locale; a test of the Chinese asks for it.
os.environ["NPUZZLE_LANG"] = "en"


def trace(*args, env=None):
    proc = subprocess.run([os.path.join(BIN, "npuzzle"), "trace", *args], capture_output=True,
                          text=True, timeout=120, env=env)
    return proc.returncode, proc.stdout, proc.stderr


class Trace(unittest.TestCase):
    def test_dot_on_stdout_is_the_golden_text(self):
        code, out, err = trace(*SEED000, "--algo", "bfs")
        self.assertEqual(code, 0, err)
        with open(os.path.join(HERE, "golden", "bfs_two_moves.dot"), encoding="utf-8") as f:
            self.assertEqual(out, f.read())

    def test_the_legend_reads_in_the_students_language(self):
        _, english, _ = trace(*SEED000, "--algo", "astar")
        code, chinese, err = trace(*SEED000, "--algo", "astar", env=dict(os.environ,
                                                                         NPUZZLE_LANG="zh-CN"))
        self.assertEqual(code, 0, err)
        for words in ("<B>图例</B>", "已扩展", "目标（双边框）", "解路径", "h：启发函数",
                      "边：空格的移动（u d l r）", "深灰色的格子：空格"):
            self.assertIn(words, chinese)
        self.assertNotIn("solution path", chinese)
        self.assertIn("npuzzle: astar 找到，画出了 8 个结点（共 8 个）", err)
        # Only the legend changes: the tree is drawn the same.
        tree = english.index("subgraph cluster_legend")
        self.assertEqual(chinese[:tree], english[:tree])

    def test_bfs_traces_a_4x4_board_two_moves_from_the_goal(self):
        code, out, err = trace("--size", "4x4", NEAR_4X4, "--algo", "bfs")
        self.assertEqual(code, 0, err)
        self.assertTrue(out.startswith("digraph"), out[:80])
        self.assertIn("npuzzle: bfs found, 18 of 18 nodes drawn", err)

    def test_bfs_on_a_far_4x4_board_stops_at_max_nodes_and_says_so(self):
        code, out, err = trace("--size", "4x4", FAR_4X4, "--goal", GOAL_4X4_BLANK_FIRST,
                               "--algo", "bfs", "--max-nodes", "50")
        self.assertEqual(code, 1, err)
        self.assertTrue(out.startswith("digraph"), out[:80])
        self.assertIn("npuzzle: bfs cut-off, 50 of 50 nodes drawn", err)
        self.assertIn("npuzzle: bfs stopped at --max-nodes 50 without reaching the goal", err)
        self.assertIn("raise --max-nodes to search further, or trace --algo idastar", err)

    def test_the_same_command_writes_the_same_bytes(self):
        runs = [trace(*POJ, "--algo", "iddfs", "--max-nodes", "200")[1] for _ in range(2)]
        self.assertGreater(len(runs[0]), 10000)
        self.assertEqual(runs[0], runs[1])

    def test_a_limit_below_the_optimum_exits_1_and_still_draws(self):
        code, out, _ = trace(*SEED000, "--algo", "dls", "--depth-limit", "1")
        self.assertEqual(code, 1)
        self.assertIn("no solution found", out)
        self.assertEqual(out.count("cut off (limit or bound)"), 1)  # the legend
        self.assertEqual(out.count('fillcolor="#f6cd72"'), 3 + 1)  # three cut-off leaves, legend

    def test_bad_options_exit_2_with_the_fault_named(self):
        code, _, err = trace(*POJ, "--algo", "iddfs", "--iterations", "first")
        self.assertEqual(code, 2)
        self.assertIn("--iterations takes all, last or a number", err)
        # table answers from a precomputed table and reports no events: trace does not offer it.
        code, _, err = trace(*POJ, "--algo", "table")
        self.assertEqual(code, 2)
        self.assertIn("--algo", err)
        algo_line = [line for line in trace("--help")[1].splitlines() if "--algo TEXT" in line]
        self.assertEqual(len(algo_line), 1)
        self.assertNotIn("table", algo_line[0])

    def test_a_missing_graphviz_names_the_package(self):
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, NPUZZLE_DOT=os.path.join(tmp, "no-dot"))
            svg = os.path.join(tmp, "t.svg")
            code, _, err = trace(*SEED000, "--algo", "bfs", "--svg", svg, env=env)
            self.assertEqual(code, 4)  # an environment failure, not bad input
            self.assertIn("install the Debian package graphviz", err)
            self.assertFalse(os.path.exists(svg))

    def test_png_is_written_when_legible_and_refused_when_not(self):
        with tempfile.TemporaryDirectory() as tmp:
            png = os.path.join(tmp, "t.png")
            code, _, err = trace(*SEED000, "--algo", "bfs", "--png", png)
            self.assertEqual(code, 0, err)
            with open(png, "rb") as f:
                self.assertEqual(f.read(4), b"\x89PNG")
            code, _, err = trace(*POJ, "--algo", "bfs", "--max-nodes", "1500", "--png", png + "2")
            self.assertEqual(code, 2)
            self.assertIn("too large for a legible PNG", err)
            self.assertFalse(os.path.exists(png + "2"))

    def test_a_png_too_large_is_refused_before_any_layout(self):
        # 5,000 nodes took 93 s to lay out before being refused; the estimate answers at once.
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, NPUZZLE_DOT=os.path.join(tmp, "no-dot"))  # dot must not run
            code, _, err = trace(*POJ, "--algo", "bfs", "--max-nodes", "5000", "--png",
                                 os.path.join(tmp, "big.png"), env=env)
            self.assertEqual(code, 2)
            self.assertIn("too large for a legible PNG", err)
            self.assertIn("--html", err)

    def test_frames_one_per_expansion(self):
        with tempfile.TemporaryDirectory() as tmp:
            code, _, err = trace(*SEED000, "--algo", "bfs", "--frames", tmp, "--dot", os.devnull)
            self.assertEqual(code, 0, err)
            self.assertEqual(sorted(os.listdir(tmp)),
                             ["frame-%04d.dot" % i for i in range(1, 5)])
            self.assertIn("wrote 4 frames", err)

    def test_missing_parent_folders_are_refused_not_created(self):
        with tempfile.TemporaryDirectory() as tmp:
            missing = os.path.join(tmp, "no", "such")
            for option in ("--log", "--frames", "--dot", "--svg", "--html"):
                code, _, err = trace(*SEED000, "--algo", "bfs", option,
                                     os.path.join(missing, "out"))
                self.assertEqual(code, 2, option + ": " + err)
                self.assertFalse(os.path.exists(os.path.join(tmp, "no")), option)

    def traced_log(self, log_name, *args):
        """Runs trace with --log to a file of that name in a temporary folder, and no DOT; returns
        the log's lines, its path as trace was given it, its size in bytes and trace's stderr."""
        with tempfile.TemporaryDirectory() as tmp:
            log = os.path.join(tmp, log_name)
            code, _, err = trace(*args, "--log", log, "--dot", os.devnull)
            self.assertEqual(code, 0, err)
            with open(log, encoding="utf-8") as f:
                return f.read().splitlines(), log, os.path.getsize(log), err

    def test_the_log_stops_at_its_cap_and_says_so(self):
        lines, _, size, err = self.traced_log("t.jsonl", *POJ, "--algo", "iddfs", "--log-format",
                                              "jsonl", "--log-max-mb", "1")
        self.assertLess(size, (1 << 20) + 4096)
        self.assertEqual(json.loads(lines[-1])["event"], "log-truncated")
        self.assertIn("the log stopped at its cap of 1 MB", err)

    def test_a_depth_cut_is_reported_as_one(self):
        code, out, err = trace(*POJ, "--algo", "bfs", "--max-depth", "2", "--max-nodes", "5000")
        self.assertEqual(code, 0, err)
        self.assertIn("not drawn (--max-depth 2)", out)
        self.assertNotIn("--max-nodes", out)

    def test_all_iterations_include_the_goal_and_its_path(self):
        # IDA* on POJ's sample with the default cap used to draw iterations 1-4 and no path.
        code, out, err = trace(*POJ, "--algo", "idastar")
        self.assertEqual(code, 0, err)
        clusters = [line for line in out.splitlines() if "label=<iteration " in line]
        self.assertEqual(len(clusters), 6)  # f-bounds 9, 11, ..., 19
        self.assertIn("iteration 6: f-bound 19", clusters[-1])
        self.assertIn("solution: ", out)
        path_nodes = [line for line in out.splitlines()
                      if line.startswith("  n") and " -> " not in line and 'color="#d55e00"' in line]
        self.assertEqual(len(path_nodes), 19 + 1)

    def test_no_scratch_file_is_left_in_tmp(self):
        with tempfile.TemporaryDirectory() as tmp:
            env = dict(os.environ, TMPDIR=tmp)
            code, _, err = trace(*SEED000, "--algo", "bfs", "--svg", os.path.join(tmp, "t.svg"),
                                 "--png", os.path.join(tmp, "t.png"), env=env)
            self.assertEqual(code, 0, err)
            self.assertEqual(sorted(os.listdir(tmp)), ["t.png", "t.svg"])

    def test_the_log_has_one_line_per_event(self):
        lines, log, _, err = self.traced_log("t.jsonl", *POJ, "--algo", "bfs", "--log-format",
                                             "jsonl")
        events = [json.loads(line) for line in lines]
        c = events[-1]["counters"]
        # start, expansions, generated children, duplicates dropped, the goal, finish
        self.assertEqual(len(events), 1 + c["expanded"] + c["generated"] + c["duplicates"] + 1 + 1)
        self.assertEqual([e["step"] for e in events], list(range(1, len(events) + 1)))
        self.assertIn("written to " + log, err)

    def test_log_level_debug_keeps_the_expansions(self):
        lines, _, _, _ = self.traced_log("t.log", *SEED000, "--algo", "bfs", "--log-level", "debug")
        self.assertEqual([line.split()[3] for line in lines],
                         ["start", "expand", "expand", "expand", "expand", "goal", "finish"])


def measure(*paths):
    """docs/measure-figures.py on these files, no guide to excuse them: (exit code, output)."""
    proc = subprocess.run([sys.executable, os.path.join(ROOT, "docs", "measure-figures.py"),
                           "--guide", os.devnull, *paths], capture_output=True, text=True,
                          timeout=120)
    return proc.returncode, proc.stdout + proc.stderr


class SlideFigures(unittest.TestCase):
    """The 19-move examples on a slide: an elided path, headers as large as the digits, the
    heuristic's parts, and the measurement that judges them."""

    def test_an_elided_path_draws_its_first_moves_and_the_goal(self):
        code, out, err = trace(*POJ, "--algo", "idastar", "--iterations", "last",
                               "--max-nodes", "40", "--path", "elide")
        self.assertEqual(code, 0, err)
        # The default keeps 2 moves: depth 2 is the deepest drawn before the goal's 19.
        depths = sorted({int(g) for g in re.findall(r">(?:#[\d,]+ )?g=(\d+)<", out)})
        self.assertEqual(depths, [0, 1, 2, 19], out[:400])
        self.assertIn("... 17 more moves", out)
        self.assertEqual(out.count("  elided [shape=box"), 1)

    def test_max_depth_applies_to_an_elided_path(self):
        code, out, err = trace(*POJ, "--algo", "astar", "--max-nodes", "40", "--path", "elide",
                               "--max-depth", "3")
        self.assertEqual(code, 0, err)
        depths = sorted({int(g) for g in re.findall(r">(?:#[\d,]+ )?g=(\d+)<", out)})
        self.assertEqual(depths, [0, 1, 2, 3, 19])
        self.assertIn("... 16 more moves", out)
        # Without --path elide the whole path is drawn, past --max-depth as before.
        code, out, err = trace(*POJ, "--algo", "astar", "--max-nodes", "40", "--max-depth", "2")
        self.assertEqual(code, 0, err)
        self.assertEqual(len({int(g) for g in re.findall(r">(?:#[\d,]+ )?g=(\d+)<", out)}), 20)
        self.assertNotIn("more moves", out)

    @unittest.skipUnless(shutil.which("dot"), "Graphviz is not installed")
    def test_the_elided_poj_figures_fit_a_slide_with_legible_digits_and_headers(self):
        with tempfile.TemporaryDirectory() as tmp:
            for algo in ("astar", "idastar"):
                svg = os.path.join(tmp, algo + ".svg")
                code, _, err = trace(*POJ, "--algo", algo, "--iterations", "last",
                                     "--max-nodes", "40", "--path", "elide", "--svg", svg)
                self.assertEqual(code, 0, err)
            code, report = measure(tmp)
            self.assertEqual(code, 0, report)
            for line in report.splitlines()[2:]:
                digit, header = (float(x) for x in re.findall(r"([\d.]+) px", line))
                self.assertGreaterEqual(digit, 14, line)
                self.assertGreaterEqual(header, digit, line)

    def test_the_measurement_fails_a_figure_whose_headers_are_small(self):
        def figure(header_points):
            node = ('<g class="node"><text font-size="24">{d}</text>'
                    '<text font-size="{h}">#1 g=0</text><text font-size="{h}">h=3 f=3</text></g>')
            return ('<!-- Generated by graphviz --><svg xmlns="http://www.w3.org/2000/svg" '
                    'width="1600" height="900" viewBox="0 0 1600 900">'
                    + "".join(node.format(d=d, h=header_points) for d in range(1, 9)) + "</svg>")
        with tempfile.TemporaryDirectory() as tmp:
            for points in (10, 24):
                path = os.path.join(tmp, f"tree{points}.svg")
                with open(path, "w", encoding="utf-8") as f:
                    f.write(figure(points))
            code, report = measure(os.path.join(tmp, "tree10.svg"))
            self.assertEqual(code, 1, report)
            self.assertIn("TOO SMALL", report)
            code, report = measure(os.path.join(tmp, "tree24.svg"))
            self.assertEqual(code, 0, report)

    def test_pattern_database_nodes_show_h_per_part(self):
        code, out, err = trace(*POJ, "--algo", "idastar", "--heuristic", "pdb:4-4",
                               "--iterations", "last", "--max-nodes", "12")
        self.assertEqual(code, 0, err)
        parts = re.findall(r">(?:#[\d,]+ )?g=(\d+)</FONT>.*?>h=(\d+)\+(\d+) f=(\d+)<", out)
        self.assertGreater(len(parts), 5, out[:600])
        for g, h1, h2, f in parts:
            self.assertEqual(int(g) + int(h1) + int(h2), int(f), (g, h1, h2, f))

    def test_explain_heuristic_draws_each_pattern_and_the_sum(self):
        code, out, err = trace(*POJ, "--heuristic", "pdb:4-4", "--explain-heuristic")
        self.assertEqual(code, 0, err)
        self.assertIn("database 1: entry", out)
        self.assertIn("database 2: entry", out)
        h1, h2, total = (int(x) for x in re.search(r"h = (\d+) \+ (\d+) = (\d+)", out).groups())
        self.assertEqual(h1 + h2, total)
        # The root of a pdb:4-4 search has that h.
        code, tree, err = trace(*POJ, "--algo", "idastar", "--heuristic", "pdb:4-4",
                                "--max-nodes", "1", "--iterations", "1")
        self.assertIn(f">h={h1}+{h2} f={total}<", tree)
        code, _, err = trace(*POJ, "--heuristic", "manhattan", "--explain-heuristic")
        self.assertEqual(code, 2)
        self.assertIn("--explain-heuristic draws pattern databases", err)


class Compare(unittest.TestCase):
    """npuzzle compare: every search that applies, side by side (it lives beside trace: both
    are for lecturers)."""

    def run_compare(self, *args):
        proc = subprocess.run([os.path.join(BIN, "npuzzle"), "compare", *args],
                              capture_output=True, text=True, timeout=120)
        return proc.returncode, proc.stdout, proc.stderr

    def test_json_has_every_search_with_optimal_lengths_and_b_star(self):
        code, out, err = self.run_compare(*POJ, "--format", "json")
        self.assertEqual(code, 0, err)
        results = json.loads(out)["results"]
        names = [(r["algorithm"], r["heuristic"]) for r in results]
        # Each heuristic of the registry (algorithms/heuristics.hpp), in its order, per search.
        self.assertEqual(names, [("bfs", ""), ("iddfs", ""), ("astar", "misplaced"),
                                 ("astar", "manhattan"), ("astar", "gaschnig"),
                                 ("idastar", "misplaced"), ("idastar", "manhattan"),
                                 ("idastar", "linear-conflict"), ("idastar", "gaschnig")])
        self.assertEqual({r["length"] for r in results}, {19})
        by = {r["algorithm"] + r["heuristic"]: r for r in results}
        # Better heuristics generate fewer nodes: b* falls from misplaced to linear conflict.
        self.assertGreater(by["idastarmisplaced"]["ebf"], by["idastarmanhattan"]["ebf"])
        self.assertGreaterEqual(by["idastarmanhattan"]["ebf"], by["idastarlinear-conflict"]["ebf"])
        # Gaschnig's relaxation lies between misplaced tiles and Manhattan here.
        self.assertGreater(by["idastarmisplaced"]["ebf"], by["idastargaschnig"]["ebf"])
        self.assertGreater(by["idastargaschnig"]["ebf"], by["idastarmanhattan"]["ebf"])
        self.assertEqual(by["idastarmanhattan"]["generated"], 1572)
        # POJ's sample as lesson 05 counts it: A* expands 314 and generates 845 with Manhattan.
        self.assertEqual((by["astarmanhattan"]["expanded"], by["astarmanhattan"]["generated"]),
                         (314, 845))
        self.assertGreater(by["astarmisplaced"]["generated"], by["astarmanhattan"]["generated"])

    def test_csv_notes_why_bfs_stopped_on_a_far_4x4_board(self):
        code, out, err = self.run_compare("1 2 7 3 13 5 4 0 6 8 11 15 10 9 12 14", "--format",
                                          "csv")  # 26 moves
        self.assertEqual(code, 0, err)
        lines = out.splitlines()
        self.assertTrue(lines[0].startswith("board,algorithm,heuristic,expanded"))
        self.assertIn(",bfs,", lines[1])
        self.assertIn("stopped after 2,000,000 nodes: BFS keeps every board it reaches", lines[1])
        self.assertIn("skipped: 26 moves is past --iddfs-max 20", lines[2])
        self.assertRegex(lines[3], r",astar,manhattan,\d+,\d+,\d+,1,26,")  # below 40 moves

    def test_a_star_past_3x3_is_skipped_past_40_moves(self):
        # The algorithm table's compare column: A* keeps every node, IDA* one path (below 40
        # moves A* runs: the 26-move 4x4 board above).
        board = "0 11 10 9 8 7 6 5 4 3 1 2"
        code, out, err = self.run_compare("--size", "4x3", board, "--format", "json")
        self.assertEqual(code, 0, err)
        by = {r["algorithm"] + " " + r["heuristic"]: r for r in json.loads(out)["results"]}
        asked = f"compare --size 4x3 '{board}' (49 moves)"
        self.assertEqual(list(by), ["bfs ", "iddfs ", "astar manhattan", "idastar manhattan",
                                    "idastar linear-conflict"], asked)
        self.assertEqual(by["astar manhattan"].get("note"), "skipped: 49 moves; past 40 A*'s "
                         "open list outgrows memory (lesson 05)", asked)
        self.assertEqual(by["idastar manhattan"]["length"], 49, asked)

    def test_bfs_runs_in_compare_on_a_4x4_board_near_the_goal(self):
        code, out, err = self.run_compare("1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15", "--format",
                                          "csv")
        self.assertEqual(code, 0, err)
        self.assertRegex(out.splitlines()[1], r",bfs,,1,3,2,1,1,")  # expanded .. moves

    def test_the_plot_is_an_svg_drawn_by_gnuplot(self):
        if subprocess.run(["sh", "-c", "command -v gnuplot"], capture_output=True).returncode:
            self.skipTest("gnuplot is not installed (apt-get install gnuplot-nox)")
        with tempfile.TemporaryDirectory() as tmp:
            svg = os.path.join(tmp, "c.svg")
            code, out, err = self.run_compare(*POJ, "--plot", svg)
            self.assertEqual(code, 0, err)
            with open(svg, encoding="utf-8") as f:
                text = f.read()
            self.assertIn("<svg", text)
            self.assertIn("idastar linear-conflict", text)
            # Depths and bounds are different axes: a panel each, never mixed.
            self.assertIn("BFS and A*: generated at each depth", text)
            self.assertIn("IDDFS and IDA*: generated in each iteration", text)

    @unittest.skipUnless(shutil.which("gnuplot"), "gnuplot is not installed")
    def test_series_chooses_what_the_plot_shows(self):
        with tempfile.TemporaryDirectory() as tmp:
            svg = os.path.join(tmp, "c.svg")
            code, _, err = self.run_compare(*POJ, "--plot", svg, "--series", "astar")
            self.assertEqual(code, 0, err)
            with open(svg, encoding="utf-8") as f:
                text = f.read()
            self.assertIn("astar manhattan", text)
            self.assertNotIn("idastar", text)
            self.assertNotIn("IDDFS and IDA*", text)  # one panel: no bound axis
            code, _, err = self.run_compare(*POJ, "--plot", svg, "--series", "bfs,dijkstra")
            self.assertEqual(code, 2)
            self.assertIn("--series 'dijkstra' names no search", err)


if __name__ == "__main__":
    BIN = sys.argv.pop(1)
    unittest.main(verbosity=1)
