#!/usr/bin/env python3
"""Description: the grader's catalog (grading/catalog.py, read from the C++ sources so that a
lesson that does not compile still lists every test it loses) against the tests the built judges
hold. A test written in a way the catalog's patterns miss would silently lose its points; a test
the catalog lists that no program holds would cost every student points they cannot earn.

Usage: catalog_check.py --build DIR [--kit DIR]
Asks each lesson's judge (DIR/bin/lessonNN_judge, the program that grades) for its tests and their
[points=N] tags through Catch2's own listing, and exits 1 naming every lesson and test on which
the two disagree: missing on either side, or other points."""
import argparse
import pathlib
import re
import subprocess
import sys

KIT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(KIT / "grading"))
import catalog  # noqa: E402  (grading/ is not a package)

POINTS_TAG = re.compile(r"\[points=(\d+)\]")


def listed_names(program, spec=None):
    """The names of the tests matching `spec` (all without), one per line, unwrapped: Catch2 v2's
    --list-test-names-only, or v3's quiet --list-tests."""
    base = [str(program)] + ([spec] if spec else [])
    for flags in (["--list-test-names-only"], ["--list-tests", "--verbosity", "quiet"]):
        # v2 exits with the number of tests listed, so the exit status says nothing here; an
        # option the version lacks is an error in its output.
        proc = subprocess.run(base + flags, capture_output=True, text=True, timeout=60)
        if not re.search(r"Unrecogni[sz]ed|Error\(s\) in input", proc.stdout + proc.stderr):
            return [line.strip() for line in proc.stdout.splitlines() if line.strip()]
    raise RuntimeError(f"{program} lists no tests: {(proc.stdout + proc.stderr).strip()[:300]}")


def listed_points(program):
    """{test name: points} of every test of the program (0 for a test without a points tag)."""
    tags = subprocess.run([str(program), "--list-tags"], capture_output=True, text=True,
                          timeout=60).stdout
    points = {name: 0 for name in listed_names(program)}
    for value in sorted({int(v) for v in POINTS_TAG.findall(tags)}):
        for name in listed_names(program, f"[points={value}]"):
            points[name] = value
    return points


def points_text(n):
    return f"{n} point" + ("" if n == 1 else "s")


def differences(lesson, program):
    expected = {t.name: t.points for t in lesson.tests}
    found = listed_points(program)
    problems = []
    for name, points in sorted(found.items()):
        if points and name not in expected:
            problems.append(f"lesson {lesson.id}: the judge holds \"{name}\" "
                            f"({points_text(points)}), which the catalog does not list: its "
                            f"points would be lost")
        elif name in expected and expected[name] != points:
            problems.append(f"lesson {lesson.id}: \"{name}\" is worth {points_text(points)} in the "
                            f"judge and {expected[name]} in the catalog")
    for name in sorted(set(expected) - set(found)):
        problems.append(f"lesson {lesson.id}: the catalog lists \"{name}\", which the judge does "
                        f"not hold: no submission could earn its {points_text(expected[name])}")
    return problems, len(found)


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--build", type=pathlib.Path, required=True, help="a build of the kit")
    p.add_argument("--kit", type=pathlib.Path, default=KIT)
    args = p.parse_args(argv)
    problems = []
    for lesson in catalog.load_lessons(args.kit, with_hidden=True):
        program = args.build / "bin" / f"lesson{lesson.id}_judge"
        if not program.is_file():
            problems.append(f"lesson {lesson.id}: no judge at {program} (build it first)")
            continue
        found, count = differences(lesson, program)
        problems += found
        if not found:
            print(f"lesson {lesson.id}: {count} tests, {lesson.max_score} points: the catalog "
                  f"and the judge agree")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
