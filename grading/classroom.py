#!/usr/bin/env python3
"""GitHub Classroom: a starter repository from the kit, and the points its workflow reports.

  classroom.py repository DIR [--worktree]   (./kit classroom DIR) the student edition, its
                                             workflow (.github/workflows/classroom.yml) and
                                             the instructor's notes (.github/INSTRUCTOR.md)
  classroom.py report REPORT --outputs FILE [--summary FILE]
                                             the workflow's step: the grade report of
                                             `./kit grade --json REPORT` as one result per
                                             lesson, base64 JSON in the format GitHub
                                             Classroom's autograding reporter reads

The repository grades the visible tests only: hidden tests cannot stay hidden in a repository
the student controls, nor on a runner whose workflow the student may edit. The lessons and their
visible tests' points come from the catalog of the instructor's build (--kit-build, default
build/), which the repository ships in CATALOG for the workflow's report step: the lessons the
run did not grade still count with their points. The grading itself reads the catalog its own
build of the repository writes (grading/catalog.py)."""
import base64
import json
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import catalog  # noqa: E402
import language  # noqa: E402
import messages  # noqa: E402
import release  # noqa: E402

MESSAGE_CAP = 2000  # characters of one failed test's message in the job's log
REPORT = "build/classroom-grade.json"
CATALOG = ".github/classroom"  # the shipped catalog: CATALOG/grading/lessonNN-tests.json


def lesson_result(lesson, tests, graded):
    """One lesson as the reporter reads a runner's result: its max_score, and each test with
    its score (the reporter adds up `score` over every runner's tests), and why it lost its
    points as data (`reasons`: the report's, messages.py)."""
    if not graded:
        why = messages.reason("lesson.not_graded")
        return {"version": 1, "status": "error", "max_score": lesson.max_score,
                "tests": [{"name": f"{lesson.dir}: not graded", "status": "error", "score": 0,
                           "message": why.in_(language.reading_language()),
                           "reasons": [why.data()],
                           "test_code": f"./kit grade --lessons {lesson.id}", "filename": "",
                           "line_no": 0, "execution_time": ""}]}
    entries = []
    for test in tests:
        passed = test["status"] == "passed"
        message = test["output"]
        if len(message) > MESSAGE_CAP:
            message = message[:MESSAGE_CAP] + "\n... (the rest: ./kit test on your machine)"
        entries.append({"name": test["name"], "status": "pass" if passed else "fail",
                        "score": test["score"], "message": None if passed else message,
                        "reasons": messages.capped_data(
                            (test.get("extra_data") or {}).get("reasons", []), MESSAGE_CAP),
                        "test_code": f"./kit test -L lesson{lesson.id}",
                        "filename": lesson.student_file, "line_no": 0, "execution_time": ""})
    failed = any(e["status"] != "pass" for e in entries)
    return {"version": 1, "status": "fail" if failed else "pass",
            "max_score": sum(t["max_score"] for t in tests), "tests": entries}


def results_by_lesson(kit, report):
    """{lesson id: the reporter's result} for every lesson of the shipped catalog, graded or
    not."""
    graded = {l["lesson"] for l in (report.get("extra_data") or {}).get("lessons", [])}
    out = {}
    for lesson in catalog.load_lessons(kit / CATALOG, with_hidden=False):
        tests = [t for t in report.get("tests", []) if t["name"].startswith(f"{lesson.dir}: ")]
        out[lesson.id] = lesson_result(lesson, tests, lesson.dir in graded)
    return out


def report_outputs(kit, report_path, outputs, summary):
    try:
        report = json.loads(pathlib.Path(report_path).read_text())
    except (OSError, ValueError):
        report = {"output": f"no grade report ({report_path}): the kit did not build or grade"}
    results = results_by_lesson(kit, report)
    with open(outputs, "a") as out:
        for lesson_id, result in results.items():
            encoded = base64.b64encode(json.dumps(result).encode()).decode()
            out.write(f"lesson{lesson_id}={encoded}\n")
    points = sum(t["score"] for r in results.values() for t in r["tests"])
    max_points = sum(r["max_score"] for r in results.values())
    text = f"Points {points}/{max_points} (visible tests only)\n"
    print(text, end="")
    if summary:
        with open(summary, "a") as out:
            out.write(f"## {text}\n```\n{report.get('output', '')}\n```\n")
    return 0


# --- the starter repository --------------------------------------------------------------------

WORKFLOW = """\
# GitHub Classroom's autograding: the kit grades the lessons on every push, with the visible
# tests only (hidden tests cannot be hidden in the student's own repository); the reporter
# hands each lesson's points to GitHub Classroom. Its name and its job's name are the ones
# Classroom looks for.
name: Autograding Tests
on: [push, workflow_dispatch, repository_dispatch]
permissions:
  checks: write
  actions: read
  contents: read
jobs:
  run-autograding-tests:
    runs-on: ubuntu-24.04
    if: github.actor != 'github-classroom[bot]'
    timeout-minutes: 60
    steps:
      - name: Checkout code
        uses: actions/checkout@v4
      - name: Install the kit's Debian packages
        run: if [ "$(id -u)" -eq 0 ]; then ./kit deps; else sudo ./kit deps; fi
      - name: Grade the lessons with the kit (visible tests only)
        id: grade
        run: |
          ./kit grade --json {report} ${{NPUZZLE_GRADE_ARGS:-}} || echo "the grading did not run"
          python3 grading/classroom.py report {report} --outputs "$GITHUB_OUTPUT" \\
            --summary "$GITHUB_STEP_SUMMARY"
      - name: Autograding Reporter
        uses: classroom-resources/autograding-grading-reporter@v1
        env:
{env}
        with:
          runners: {runners}
"""

INSTRUCTOR = """\
# npuzzle-kit on GitHub Classroom (for the instructor)

This repository is the kit's student edition with a workflow, `.github/workflows/classroom.yml`,
that grades the student's lessons on every push and reports the points to GitHub Classroom.

## Make the assignment
1. Push this folder to a new repository of your classroom's organization and mark it a template
   repository (Settings, General, "Template repository").
2. Create the assignment in GitHub Classroom with that repository as its starter code. Add no
   tests in the assignment's autograding form: the workflow here grades, and Classroom reads the
   points it reports (the reporter's "Points N/M" notice of the run named `Autograding Tests`).
3. Students push their `lessons/NN-name/*.cpp`; each push runs the workflow (10-20 minutes the
   first time on GitHub's runners: it installs Debian packages and builds the kit).
4. Students can work in GitHub Codespaces: `.devcontainer/devcontainer.json` opens the
   repository on Ubuntu 24.04 with GCC 13 and CMake, the kit's packages installed on create and
   the C/C++ and CMake extensions added (enable Codespaces in the assignment's settings).

## The playground
`playground.html`, at the top of the repository, is the kit's searches in the browser: a board
typed or clicked, searched by the reference code compiled to WebAssembly, stepped through in the
lecture player (English and Chinese). It opens from disk; to give students a link, turn on GitHub
Pages for the repository and share `https://ORG.github.io/REPO/playground.html`. The lessons link
it. Where the instructor's kit had no emscripten, the file says how to build it.

## What the workflow does
- installs the kit's Debian packages (`./kit deps`, with sudo on the runner),
- grades the lessons with the kit (`./kit grade`: the student's code compiled and run in the
  kit's sandbox against the lessons' visible tests) and prints the grade table,
- reports each lesson as one runner (`lesson00` ... `lesson07`) to
  `classroom-resources/autograding-grading-reporter`: each test with its score, each lesson with
  its `max_score`, as the reporter adds them up.

## Hidden tests are not here
The repository and the runner belong to the student: anything the workflow can read, the
student can print by editing the workflow. So this assignment grades the **visible tests only**,
and the points shown are those. Grade the hidden tests yourself after the deadline, from clones
of the students' repositories (GitHub Classroom's "Download repositories", or `gh classroom
clone student-repos`), with the instructor's kit:

    ./kit grade --submissions ~/classroom-repos --out ~/grades --jobs 2

For the same reason a points figure here is the student's to forge (they can edit the
workflow); the grades that count come from that run of `./kit grade` on your machine.
"""


def repository(kit, dest, worktree, kit_build, playground=None):
    """The starter repository: the student edition (with the built playground page), its
    workflow, the catalog of its visible tests and the instructor's notes."""
    lessons = catalog.load_lessons(kit_build, with_hidden=False)
    source = release.student_edition(kit, dest, worktree, playground=playground)
    for lesson in lessons:
        path = dest / CATALOG / "grading" / catalog.CATALOG.format(lesson.id)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(catalog.to_json(lesson), encoding="utf-8")
    env = "\n".join(f'{" " * 10}LESSON{l.id}_RESULTS: "${{{{ steps.grade.outputs.lesson{l.id} }}}}"'
                    for l in lessons)
    workflows = dest / ".github" / "workflows"
    workflows.mkdir(parents=True)
    (workflows / "classroom.yml").write_text(WORKFLOW.format(
        report=REPORT, env=env, runners=",".join(f"lesson{l.id}" for l in lessons)))
    (dest / ".github" / "INSTRUCTOR.md").write_text(INSTRUCTOR)
    return source


def main(argv=None):
    p, sub = release.subcommand_parser("kit classroom", __doc__)
    starter = sub.add_parser("repository", help="write the starter repository")
    release.output_arguments(starter, with_catalog=True)
    release.playground_argument(starter)
    o = sub.add_parser("report", help="the workflow's outputs from a grade report")
    o.add_argument("report", help="grade.py's --json report")
    o.add_argument("--outputs", required=True, help="the step's outputs file ($GITHUB_OUTPUT)")
    o.add_argument("--summary", help="the job's summary file ($GITHUB_STEP_SUMMARY)")
    args = p.parse_args(argv)
    if args.what == "report":
        return report_outputs(HERE.parent, args.report, args.outputs, args.summary)
    source = release.write_release(p, args, lambda kit: repository(
        kit, args.dir, args.worktree, args.kit_build or kit / "build", args.playground))
    print(f"classroom: the starter repository of {source} is in {args.dir}; "
          f"{args.dir / '.github' / 'INSTRUCTOR.md'} says how to make the assignment")
    return 0


if __name__ == "__main__":
    sys.exit(main())
