#!/usr/bin/env python3
"""The table of the lesson tests' titles for students (tests/lessons/titles.json, and
tests/hidden/titles.json for the hidden tests, which never ship), checked against the tests as
they are written: every TEST_CASE of tests/lessons/ and tests/hidden/ has its title, and no title
names a test that does not exist; the Catch2 name stays the test's id (the catalog's and the
grader's), the title is what the grade report shows (grading/titles.py).

  title_table.py KIT_ROOT          checks the tables; failures name the test and the problem
  title_table.py --self-test       shows that each check catches the title it is there for

A title's Chinese text must be there, differ from the English one (the test's name, unless the
entry gives "en") and be Chinese; hold every integer of the English text (181,440 and 181440 are
the same) and its code in backticks; and use docs/glossary.md's terms, not the variants it lists
as not used."""
import json
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from translation_check import CJK, LITERAL, read_glossary, short_text_problems  # noqa: E402

TABLES = {"lessons": "tests/lessons/titles.json", "hidden": "tests/hidden/titles.json"}
SOURCE = re.compile(r"lesson(\d\d)_\w+\.cpp$")
TEST_CASE = re.compile(r'\bTEST_CASE\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)')


def test_names(root, group):
    """{lesson id: [test name, ...]} of tests/<group>/lessonNN_*.cpp, in the order written."""
    found = {}
    for path in sorted((root / "tests" / group).glob("lesson*_*.cpp")):
        lesson = SOURCE.search(path.name)
        if not lesson:
            continue
        for call in TEST_CASE.finditer(path.read_text(encoding="utf-8")):
            name = "".join(LITERAL.findall(call.group(1))).encode().decode("unicode_escape")
            found.setdefault(lesson.group(1), []).append(name)
    return found


def read_table(path):
    """{(lesson, test): {"en": ..., "zh-CN": ...}} of one titles.json ({} when it is absent)."""
    if not path.exists():
        return {}
    data = json.loads(path.read_text(encoding="utf-8"))
    return {(lesson, entry["test"]): {"en": entry.get("en", entry["test"]),
                                      "zh-CN": entry.get("zh-CN", "")}
            for lesson, entries in data["lessons"].items() for entry in entries}


def check_title(where, title, variants):
    english, chinese = title["en"], title["zh-CN"]
    if not chinese.strip():
        return [f"{where}: no Chinese title"]
    problems = []
    if chinese == english or not CJK.search(chinese):
        problems.append(f"{where}: the Chinese title is not Chinese: {chinese!r}")
    return problems + [f"{where}: {p}" for p in short_text_problems(english, chinese, variants)]


def check_all(root):
    """The problems of both tables, each naming the test (lesson and name) and what is wrong."""
    _, variants = read_glossary(root / "docs" / "glossary.md")
    problems = []
    for group, table_path in TABLES.items():
        tests = test_names(root, group)
        table = read_table(root / table_path)
        named = {(lesson, name) for lesson, names in tests.items() for name in names}
        for lesson, name in sorted(named):
            where = f"{table_path}: lesson {lesson}, test {name!r}"
            if (lesson, name) not in table:
                problems.append(f"{where}: no title")
            else:
                problems += check_title(where, table[(lesson, name)], variants)
        for lesson, name in sorted(set(table) - named):
            problems.append(f"{table_path}: lesson {lesson}, {name!r}: a title for a test that "
                            f"tests/{group}/ does not have (renamed?)")
    return problems


def self_test():
    """Each check, on a kit of one test whose title has that one fault."""
    cases = {"no title": None,
             "no Chinese title": {"test": "3 moves solve it", "zh-CN": ""},
             "not Chinese": {"test": "3 moves solve it", "zh-CN": "3 moves solve it"},
             "lacks the numbers 3": {"test": "3 moves solve it", "zh-CN": "几步就能解开"},
             "the glossary's term": {"test": "3 moves solve it", "zh-CN": "3 步就能解开，节点"},
             "does not have": {"test": "a test renamed since", "zh-CN": "改名前的测试"}}
    failed = []
    for expected, entry in cases.items():
        with tempfile.TemporaryDirectory() as folder:
            root = Path(folder)
            (root / "tests" / "lessons").mkdir(parents=True)
            (root / "docs").mkdir()
            (root / "docs" / "glossary.md").write_text("- 节点 -> 结点\n", encoding="utf-8")
            (root / "tests" / "lessons" / "lesson00_x.cpp").write_text(
                'TEST_CASE("3 moves solve it", "[points=1]") {}\n', encoding="utf-8")
            entries = [entry] if entry else []
            (root / TABLES["lessons"]).write_text(json.dumps({"lessons": {"00": entries}}),
                                                  encoding="utf-8")
            problems = check_all(root)
            if not any(expected in p for p in problems):
                failed.append(f"{expected!r} not found in {problems}")
    good = {"test": "3 moves solve it", "zh-CN": "3 步就能解开"}
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "tests" / "lessons").mkdir(parents=True)
        (root / "tests" / "lessons" / "lesson00_x.cpp").write_text(
            'TEST_CASE(\n    "3 moves "\n    "solve it", "[points=1]") {}\n', encoding="utf-8")
        (root / TABLES["lessons"]).write_text(json.dumps({"lessons": {"00": [good]}}),
                                              encoding="utf-8")
        if check_all(root):
            failed.append(f"a good title (its test's name split over two literals) fails: "
                          f"{check_all(root)}")
    for line in failed:
        print(f"title_table self-test: {line}", file=sys.stderr)
    return 1 if failed else 0


def main(argv):
    if argv == ["--self-test"]:
        return self_test()
    if len(argv) != 1:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    problems = check_all(Path(argv[0]))
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
