#!/usr/bin/env python3
"""The catalog writer (grading/catalog.py) on stand-ins for a lesson's judge that list their
tests as Catch2 v2 and v3 do: names that Catch2 v2 wraps at 80 columns, a source path it breaks
with a hyphen, tests from the hidden file, and a listing that names a file it should not. No
build is needed: a second per case."""
import json
import os
import pathlib
import stat
import sys
import tempfile
import textwrap
import unittest

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "grading"))
import catalog  # noqa: E402

PUBLIC = "tests/lessons/lesson09_sort.cpp"
HIDDEN = "tests/hidden/lesson09_sort.cpp"
LONG_NAME = ("a name long enough that Catch2 version 2 wraps it over two lines of its "
             "console listing, twice over even")
# (name, tags, source file as the compiler named it)
TESTS = [("sorted input stays sorted", "[lesson09][points=1]", f"../../{PUBLIC}"),
         (LONG_NAME, "[known-mistake][lesson09][points=3]", f"../../{PUBLIC}"),
         ("a, b [c] *d", "[lesson09][points=2]",
          "/home/instructor/a-folder-deep-enough-that-the-path-itself-wraps/npuzzle-kit/" + HIDDEN),
         ("no points here", "[lesson09]", f"../../{PUBLIC}")]

# A stand-in for a Catch2 program: answers the listings the writer asks for, as the version does.
PROGRAM = '''#!/usr/bin/env python3
import json, re, sys
VERSION, TESTS = {version}, json.loads({tests!r})
args = sys.argv[1:]
spec = next((a for a in args if a.startswith("[")), None)
chosen = [t for t in TESTS if spec is None or spec in t[1]]
def wrapped(text, first, rest, width=79):
    lines, line = [], first
    for word in text.split(" "):
        while len(rest) + len(word) > width:  # a word longer than a line: broken with a hyphen
            cut = width - len(line) - 1
            lines.append(line + word[:cut] + "-"); line, word = rest, word[cut:]
        if len(line) + len(word) > width and line.strip():
            lines.append(line.rstrip()); line = rest
        line += word + " "
    return "\\n".join(lines + [line.rstrip()])
if VERSION == 3 and "--list-test-names-only" in args:
    print("Error(s) in input:\\n  Unrecognised token: --list-test-names-only"); sys.exit(1)
if VERSION == 3 and "xml" in args:
    print('<?xml version="1.0" encoding="UTF-8"?>\\n<MatchingTests>')
    for name, tags, source in chosen:
        name = name.replace("&", "&amp;").replace("<", "&lt;")
        print(f"  <TestCase><Name>{{name}}</Name><ClassName/><Tags>{{tags}}</Tags>"
              f"<SourceInfo><File>{{source}}</File><Line>7</Line></SourceInfo></TestCase>")
    print("</MatchingTests>")
elif "--list-tags" in args:
    print("All available tags:")
    for tag in sorted({{t for _, tags, _ in TESTS for t in re.findall(r"\\[[^]]+\\]", tags)}}):
        print(f"   1  {{tag}}")
elif "--list-test-names-only" in args or "quiet" in args:
    print("\\n".join(name for name, _, _ in chosen))
elif "--list-tests" in args:
    print("All available test cases:")
    for name, tags, source in chosen:
        print(wrapped(name, "  ", "    "))
        print(wrapped(source + ":7", "    ", "    "))
        print("    (NO DESCRIPTION)")
        print(wrapped(tags, "      ", "      "))
    print(f"{{len(chosen)}} test cases")
sys.exit(len(chosen) if VERSION == 2 else 0)
'''


def stand_in(folder, version, tests=TESTS):
    path = pathlib.Path(folder) / f"judge-v{version}"
    path.write_text(PROGRAM.format(version=version, tests=json.dumps(tests)))
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


class CatalogWriterTest(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.TemporaryDirectory(prefix="npuzzle-catalog-test-")
        self.folder = pathlib.Path(self.tmp.name)

    def tearDown(self):
        self.tmp.cleanup()

    def test_both_versions_give_every_test_its_points_and_its_visibility(self):
        for version in (2, 3):
            lesson = catalog.lesson_from_program(stand_in(self.folder, version), "09", "09-sort",
                                                 "sort", PUBLIC, HIDDEN)
            self.assertEqual([(t.name, t.points, t.hidden) for t in lesson.tests],
                             [("sorted input stays sorted", 1, False), (LONG_NAME, 3, False),
                              ("a, b [c] *d", 2, True), ("no points here", 0, False)],
                             f"Catch2 v{version}")
            self.assertIn("[known-mistake]", lesson.tests[1].tags, f"Catch2 v{version}")
            self.assertEqual(lesson.max_score, 6)

    def test_a_test_from_neither_file_writes_no_catalog(self):
        stray = TESTS + [("from a header", "[points=1]", "../../tests/support/helpers.hpp")]
        for version in (2, 3):
            program = stand_in(self.folder, version, stray)
            out = self.folder / f"v{version}.json"
            with self.assertRaisesRegex(catalog.CatalogError, "from a header"):
                catalog.lesson_from_program(program, "09", "09-sort", "sort", PUBLIC, HIDDEN)
            code = catalog.main(["write", "--program", str(program), "--lesson", "09", "--dir",
                                 "09-sort", "--source", "sort", "--public", PUBLIC, "--hidden",
                                 HIDDEN, "--out", str(out)])
            self.assertEqual((code, out.exists()), (1, False), f"Catch2 v{version}")

    def test_without_a_hidden_file_its_tests_are_not_the_lessons(self):
        with self.assertRaisesRegex(catalog.CatalogError, "a, b"):
            catalog.lesson_from_program(stand_in(self.folder, 2), "09", "09-sort", "sort",
                                        PUBLIC)

    def test_the_written_catalog_reads_back_and_leaves_hidden_tests_out_on_request(self):
        build = self.folder / "build"
        code = catalog.main(["write", "--program", str(stand_in(self.folder, 2)), "--lesson",
                             "09", "--dir", "09-sort", "--source", "sort", "--public", PUBLIC,
                             "--hidden", HIDDEN, "--out",
                             str(build / "grading" / "lesson09-tests.json")])
        self.assertEqual(code, 0)
        [lesson] = catalog.load_lessons(build)
        self.assertEqual((lesson.id, lesson.dir, lesson.student_file, len(lesson.tests)),
                         ("09", "09-sort", "lessons/09-sort/sort.cpp", 4))
        [visible] = catalog.load_lessons(build, with_hidden=False)
        self.assertEqual([t.name for t in visible.tests if t.hidden], [])
        self.assertEqual(visible.max_score, 4)

    def test_a_lesson_without_a_catalog_is_an_error_not_an_empty_lesson(self):
        with self.assertRaisesRegex(catalog.CatalogError, "no lesson catalog"):
            catalog.load_lessons(self.folder)
        (self.folder / "grading").mkdir()
        (self.folder / "grading" / "lesson00-tests.json").write_text(json.dumps(
            {"lesson": "00", "dir": "00-warmup", "source": "warmup", "tests": []}))
        with self.assertRaisesRegex(catalog.CatalogError, "lesson\\(s\\) 03"):
            catalog.load_lessons(self.folder, only={"00", "03"})


if __name__ == "__main__":
    os.environ["NPUZZLE_LANG"] = "en"
    unittest.main()
