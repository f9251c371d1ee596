"""Description: the lessons of a kit and their graded tests, read from the sources.

Lessons come from `npuzzle_add_lesson(DIR NN-name SOURCE name ...)` in lessons/CMakeLists.txt,
the list CMake builds. Tests come from the lesson's test file (tests/lessons/lessonNN_SOURCE.cpp)
and, for instructors, its hidden file (tests/hidden/lessonNN_SOURCE.cpp). Reading the sources
rather than asking a built binary keeps a lesson that does not compile on the score sheet, with
every test it loses; tests/tools/catalog_check.py (ctest grading.catalog) checks that the built
judges hold the same tests with the same points."""
import dataclasses
import pathlib
import re

LESSON_CALL = re.compile(r"npuzzle_add_lesson\s*\(\s*DIR\s+(\S+)\s+SOURCE\s+(\w+)")
STRING = r'"((?:[^"\\]|\\.)*)"'
# A name or tags may be adjacent literals that C++ joins ("a long " "name"), as clang-format
# splits a long one.
LITERALS = r'("(?:[^"\\]|\\.)*"(?:\s*"(?:[^"\\]|\\.)*")*)'
TEST_CASE = re.compile(r"\bTEST_CASE(?:_METHOD\s*\(\s*[\w:<>]+\s*,|\s*\()\s*" + LITERALS +
                       r"\s*(?:,\s*" + LITERALS + r")?\s*\)")
ONE_LITERAL = re.compile(STRING)
POINTS = re.compile(r"\[points=(\d+)\]")
BLOCK_COMMENT = re.compile(r"/\*.*?\*/", re.S)
LINE_COMMENT = re.compile(r"^\s*//.*$", re.M)


@dataclasses.dataclass(frozen=True)
class Test:
    lesson: str  # "00"
    name: str
    tags: str
    hidden: bool

    @property
    def points(self):
        found = POINTS.search(self.tags)
        return int(found.group(1)) if found else 0


@dataclasses.dataclass
class Lesson:
    id: str  # "00"
    dir: str  # "00-warmup"
    source: str  # "warmup"
    tests: list

    @property
    def student_file(self):
        return f"lessons/{self.dir}/{self.source}.cpp"

    @property
    def binary(self):
        return f"lesson{self.id}_student_tests"

    @property
    def max_score(self):
        return sum(t.points for t in self.tests)


def unescape(literal):
    """The text of a C++ string literal's body (the escapes test names can use)."""
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), literal)


def scan_tests(path, lesson_id, hidden):
    if not path.is_file():
        return []
    text = LINE_COMMENT.sub("", BLOCK_COMMENT.sub("", path.read_text(errors="replace")))
    return [Test(lesson_id, joined(m.group(1)), joined(m.group(2) or ""), hidden)
            for m in TEST_CASE.finditer(text)]


def joined(literals):
    """The text of adjacent C++ string literals, as the compiler joins them."""
    return "".join(unescape(body) for body in ONE_LITERAL.findall(literals))


def load_lessons(kit, with_hidden=True, only=None):
    """Every lesson CMake builds, in teaching order; `only` keeps the listed ids ("00", "03")."""
    kit = pathlib.Path(kit)
    cmake_list = kit / "lessons" / "CMakeLists.txt"
    if not cmake_list.is_file():
        raise FileNotFoundError(f"{kit} has no lessons/CMakeLists.txt: is it the kit's folder?")
    lessons = []
    for match in LESSON_CALL.finditer(LINE_COMMENT.sub("", cmake_list.read_text())):
        folder, source = match.group(1), match.group(2)
        lesson_id = folder[:2]
        if only and lesson_id not in only:
            continue
        tests = scan_tests(kit / "tests" / "lessons" / f"lesson{lesson_id}_{source}.cpp",
                           lesson_id, False)
        if with_hidden:
            tests += scan_tests(kit / "tests" / "hidden" / f"lesson{lesson_id}_{source}.cpp",
                                lesson_id, True)
        lessons.append(Lesson(lesson_id, folder, source, tests))
    return lessons
