#!/usr/bin/env python3
"""Description: the lessons of a kit and their graded tests, as the lessons' judges hold them.

The build writes the catalog (CMake target lessonNN_catalog, cmake/NpuzzleLessonTests.cmake):
build/grading/lessonNN-tests.json, the lesson (number, folder, source file) and each test of its
judge, the program that grades, in the judge's order: name, tags (points: [points=N]) and
whether it comes from the hidden tests. The judge lists its own tests through Catch2 (v3: the
XML reporter's listing; v2: its listings by name, by tag and with source lines), so a test
counts however it is written, and the catalog holds exactly what the judge runs. The judge links
no student code, and the grader reads the catalog of the kit's own build, never one a submission
could touch. tests/tools/catalog_check.py (ctest grading.catalog) checks each catalog against
every test program of its lesson.

  catalog.py write --program JUDGE --lesson 00 --dir 00-warmup --source warmup \\
      --public tests/lessons/lesson00_warmup.cpp [--hidden tests/hidden/lesson00_warmup.cpp] \\
      --out build/grading/lesson00-tests.json"""
import argparse
import dataclasses
import json
import os
import pathlib
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

POINTS = re.compile(r"\[points=(\d+)\]")
TAG = re.compile(r"\[[^\]]+\]")
CATALOG = "lesson{}-tests.json"  # in BUILD/grading/
LIST_SECONDS = 60


@dataclasses.dataclass(frozen=True)
class Test:
    lesson: str  # "00"
    name: str
    tags: str  # "[lesson00][points=1]"
    hidden: bool
    # Its title for students in both languages (language.Text, from titles.py), or None
    title: object = dataclasses.field(default=None, compare=False)

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


class CatalogError(RuntimeError):
    """A catalog that is missing, unreadable, or that a program's listing cannot give."""


def load_lessons(build, with_hidden=True, only=None):
    """Every lesson whose catalog the build wrote, in teaching order; `only` keeps the listed ids
    ("00", "03") and raises CatalogError naming any of them the build has no catalog for."""
    folder = pathlib.Path(build) / "grading"
    paths = sorted(folder.glob(CATALOG.format("*")))
    if only:
        have = [p.name[len("lesson"):][:2] for p in paths]
        missing = sorted(set(only) - set(have))
        if missing:
            raise CatalogError(f"{folder} has no catalog of lesson(s) {', '.join(missing)} "
                               f"(it has {', '.join(have) or 'none'}): is the lesson the kit's, "
                               f"and built (./kit build)?")
    elif not paths:
        raise CatalogError(f"{folder} holds no lesson catalog ({CATALOG.format('NN')}): build "
                           f"the kit first (./kit build)")
    lessons = []
    for path in paths:
        lesson = read(path)
        if only and lesson.id not in only:
            continue
        if not with_hidden:
            lesson.tests = [t for t in lesson.tests if not t.hidden]
        lessons.append(lesson)
    return lessons


def read(path):
    try:
        data = json.loads(pathlib.Path(path).read_text(encoding="utf-8"))
        tests = [Test(data["lesson"], t["name"], t["tags"], bool(t["hidden"]))
                 for t in data["tests"]]
        return Lesson(data["lesson"], data["dir"], data["source"], tests)
    except (OSError, ValueError, KeyError, TypeError) as err:
        raise CatalogError(f"{path} is not a lesson catalog: {err}") from err


def to_json(lesson):
    return json.dumps({"lesson": lesson.id, "dir": lesson.dir, "source": lesson.source,
                       "tests": [{"name": t.name, "tags": t.tags, "hidden": t.hidden}
                                 for t in lesson.tests]}, indent=1, ensure_ascii=False) + "\n"


# --- what a Catch2 program lists ---------------------------------------------------------------

def _run(argv):
    # Catch2 v2 exits with the number of tests listed: the status says nothing here.
    proc = subprocess.run([str(a) for a in argv], capture_output=True, text=True,
                          timeout=LIST_SECONDS)
    if re.search(r"Unrecogni[sz]ed|Error\(s\) in input", proc.stdout + proc.stderr):
        return None
    return proc.stdout


def listed_names(program, spec=None):
    """The names of the tests matching `spec` (all without), in the program's order, unwrapped:
    Catch2 v2's --list-test-names-only, or v3's quiet --list-tests."""
    base = [program] + ([spec] if spec else [])
    for flags in (["--list-test-names-only"], ["--list-tests", "--verbosity", "quiet"]):
        out = _run(base + flags)
        if out is not None:
            return [line.strip() for line in out.splitlines() if line.strip()]
    raise CatalogError(f"{program} lists no tests: is it a Catch2 program?")


def listed_tags(program):
    out = _run([program, "--list-tags"]) or ""
    return list(dict.fromkeys(TAG.findall(out)))


def _squeezed(text):
    """The text without what Catch2 v2's console wrapping adds or drops: spaces, line breaks and
    the hyphen it puts where it breaks a word."""
    return re.sub(r"[\s-]", "", text)


def _v2_sources(program, names):
    """{name: squeezed source file} from v2's --list-tests at high verbosity, whose entries (a
    name at indent 2, then its location, description and tags further in) wrap at 80 columns."""
    out = _run([program, "--list-tests", "--verbosity", "high"]) or ""
    blocks, current = [], None
    for line in out.splitlines():
        if re.match(r"  \S", line):
            current = [line]
            blocks.append(current)
        elif current is not None and line.startswith("    "):
            current.append(line)
    if len(blocks) != len(names):
        raise CatalogError(f"{program} lists {len(names)} tests by name but {len(blocks)} with "
                           f"their source lines")
    sources = {}
    for name, block in zip(names, blocks):
        text, wanted = _squeezed("".join(block)), _squeezed(name)
        location = re.match(r"(.*?):\d+", text[len(wanted):]) if text.startswith(wanted) else None
        if not location:
            raise CatalogError(f"{program}: no source line for \"{name}\" in its listing")
        sources[name] = location.group(1)
    return sources


def list_tests(program):
    """[(name, tags, source file)] of every test of the Catch2 program, in its order; under v2 the
    file comes squeezed (_squeezed)."""
    xml = _run([program, "--list-tests", "--reporter", "xml"])
    if xml and xml.lstrip().startswith("<?xml"):  # v3: a listing goes through the reporter
        try:
            root = ET.fromstring(xml)
        except ET.ParseError as err:
            raise CatalogError(f"{program}: its XML listing does not parse: {err}") from err
        return [(case.findtext("Name", ""), case.findtext("Tags", ""),
                 case.findtext("SourceInfo/File", "")) for case in root.iter("TestCase")]
    names = listed_names(program)
    tags = {name: [] for name in names}
    for tag in listed_tags(program):
        for name in listed_names(program, tag):  # a tag is its own test spec
            if name not in tags:
                raise CatalogError(f"{program}: \"{name}\" is listed under {tag} only")
            tags[name].append(tag)
    sources = _v2_sources(program, names)
    return [(name, "".join(tags[name]), sources[name]) for name in names]


def _is_file(source, rel):
    """Whether a test's source file, as its program names it (relative or absolute, squeezed
    under v2), is the kit's file `rel`."""
    path = _squeezed(os.path.normpath(source).replace(os.sep, "/"))
    return path == _squeezed(rel) or path.endswith("/" + _squeezed(rel))


def lesson_from_program(program, lesson_id, folder, source, public, hidden=None):
    """The lesson's catalog from its judge. Every test must come from the public test file or
    the hidden one: any other source means the listing was misread, and nothing is written."""
    tests = []
    for name, tags, file in list_tests(program):
        if hidden and _is_file(file, hidden):
            is_hidden = True
        elif _is_file(file, public):
            is_hidden = False
        else:
            raise CatalogError(f"{program}: \"{name}\" comes from {file}, neither {public} nor "
                               f"{hidden or 'a hidden test file'}")
        tests.append(Test(lesson_id, name, tags, is_hidden))
    if not tests:
        raise CatalogError(f"{program} holds no tests")
    return Lesson(lesson_id, folder, source, tests)


def main(argv=None):
    p = argparse.ArgumentParser(prog="catalog.py", description=__doc__.split("\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=__doc__.split("\n\n", 1)[1])
    sub = p.add_subparsers(dest="what", required=True)
    w = sub.add_parser("write", help="write a lesson's catalog from its judge")
    w.add_argument("--program", type=pathlib.Path, required=True, help="the lesson's judge")
    w.add_argument("--lesson", required=True, help="its number: 00")
    w.add_argument("--dir", required=True, help="its folder: 00-warmup")
    w.add_argument("--source", required=True, help="its source file's stem: warmup")
    w.add_argument("--public", required=True, help="its test file, relative to the kit")
    w.add_argument("--hidden", help="its hidden test file, relative to the kit, if it has one")
    w.add_argument("--out", type=pathlib.Path, required=True)
    args = p.parse_args(argv)
    try:
        lesson = lesson_from_program(args.program, args.lesson, args.dir, args.source,
                                     args.public, args.hidden)
    except (CatalogError, OSError, subprocess.TimeoutExpired) as err:
        print(f"catalog: {err}", file=sys.stderr)
        return 1
    args.out.parent.mkdir(parents=True, exist_ok=True)
    temporary = args.out.with_name(args.out.name + ".tmp")
    temporary.write_text(to_json(lesson), encoding="utf-8")
    os.replace(temporary, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
