#!/usr/bin/env python3
"""Description: the grader's catalogs (BUILD/grading/lessonNN-tests.json, which the build writes
from each lesson's judge: grading/catalog.py) against every test program of the lesson. A test
with points that a program holds and the catalog does not list would silently lose its points; a
test the catalog lists that a program does not hold would cost every student points they cannot
earn; a stale catalog would grade with yesterday's points.

Usage: catalog_check.py --build DIR
Every lesson the build configured must have a catalog. Each of its programs (DIR/bin/
lessonNN_judge, lessonNN_reference_tests, lessonNN_student_tests, those built) is asked for its
tests by name and for the tests under each [points=N] tag, through Catch2's plain listings (not
the listing the catalog was written from), and the script exits 1 naming every lesson, program
and test on which the two disagree: missing on either side, or other points."""
import argparse
import pathlib
import re
import sys

KIT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(KIT / "grading"))
import catalog  # noqa: E402  (grading/ is not a package)

POINTS_TAG = re.compile(r"\[points=(\d+)\]")
PROGRAMS = ("judge", "reference_tests", "student_tests")


def listed_points(program):
    """{test name: points} of every test of the program (0 for a test without a points tag)."""
    points = {name: 0 for name in catalog.listed_names(program)}
    values = {int(tag[len("[points="):-1]) for tag in catalog.listed_tags(program)
              if POINTS_TAG.fullmatch(tag)}
    for value in sorted(values):
        for name in catalog.listed_names(program, f"[points={value}]"):
            points[name] = value
    return points


def points_text(n):
    return f"{n} point" + ("" if n == 1 else "s")


def differences(lesson, program):
    expected = {t.name: t.points for t in lesson.tests}
    found = listed_points(program)
    where = f"lesson {lesson.id}: {program.name}"
    problems = []
    for name, points in sorted(found.items()):
        if points and name not in expected:
            problems.append(f"{where} holds \"{name}\" ({points_text(points)}), which the "
                            f"catalog does not list: its points would be lost")
        elif name in expected and expected[name] != points:
            problems.append(f"{where}: \"{name}\" is worth {points_text(points)} there and "
                            f"{expected[name]} in the catalog")
    for name in sorted(set(expected) - set(found)):
        problems.append(f"{where}: the catalog lists \"{name}\", which the program does not "
                        f"hold: no submission could earn its {points_text(expected[name])}")
    return problems


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--build", type=pathlib.Path, required=True, help="a build of the kit")
    args = p.parse_args(argv)
    configured = sorted(path.name[len("lesson"):][:2]
                        for path in (args.build / "grading").glob("lesson*-worker.json"))
    try:
        lessons = catalog.load_lessons(args.build, with_hidden=True, only=set(configured) or None)
    except catalog.CatalogError as err:
        print(err, file=sys.stderr)
        return 1
    problems = []
    for lesson in lessons:
        programs = [args.build / "bin" / f"lesson{lesson.id}_{what}" for what in PROGRAMS]
        programs = [program for program in programs if program.is_file()]
        if not programs:
            problems.append(f"lesson {lesson.id}: no test program in {args.build / 'bin'} "
                            f"(build it first)")
            continue
        found = [problem for program in programs for problem in differences(lesson, program)]
        problems += found
        if not found:
            hidden = sum(t.hidden for t in lesson.tests)
            print(f"lesson {lesson.id}: {len(lesson.tests)} tests ({hidden} hidden), "
                  f"{lesson.max_score} points: the catalog and "
                  f"{', '.join(program.name for program in programs)} agree")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
