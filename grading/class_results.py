"""Description: a class's graded results read back for the class report (class_report.py): one
Student per submission, one LessonResult per lesson, from whichever of three places they are in.

  a batch's folder (./kit grade --submissions DIR --out OUT): OUT/NAME/results.json, and
      OUT/summary.csv naming the submissions the grader could not grade at all;
  a folder of Gradescope results.json files (the kit's report: grade.py --json), anywhere below
      it: the folder holding each file names the student;
  PrairieLearn's results, downloaded from the platform: a CSV (an assessment's
      *_submissions.csv) with a UID, a QID (npuzzle/lessonNN-name) and a Feedback column holding
      the grader's results, or PrairieLearn results.json files in folders named lessonNN-name.

What happened to a lesson (refused, did not compile, not started, timed out) is read from the
reasons' kinds (messages.py: each test's extra_data), never from their words. Each file is read
once; a file that is not JSON, or not a report, is skipped with a note saying which and why."""
import csv
import dataclasses
import json
import os
import pathlib
import re

from submission import shown_name

# What became of a lesson, first match wins (the order of lesson_state's checks).
REFUSED, NOT_COMPILED, NOT_STARTED, TIMED_OUT, GRADED = (
    "refused", "not_compiled", "not_started", "timed_out", "graded")
NOT_GRADED = "not_graded"  # no report of the lesson: the grader could not grade it
STATES = (GRADED, NOT_STARTED, NOT_COMPILED, TIMED_OUT, REFUSED, NOT_GRADED)
# Reason kinds (messages.TEMPLATES) that mean the lesson ran out of time.
TIME_KINDS = ("lesson.budget", "lesson.wall_cap", "tests.wall_cap", "build.timeout",
              "build.timeout_in_budget")
LESSON_DIR = re.compile(r"(?:lesson)?(\d\d-[a-z0-9-]+)$")


@dataclasses.dataclass
class Failure:
    test: str  # the test's name in the catalog, or its title where the platform keeps no name
    title: str
    hidden: bool
    reasons: list  # messages.Reason.data() of each reason; [] when the platform hid them
    unwritten: list  # [(lesson id, function)] of the stubs the test stopped in


@dataclasses.dataclass
class LessonResult:
    lesson: str  # "00-warmup"
    score: float
    max_score: float
    state: str
    failures: list
    cpu_seconds: float = None  # the student's code's CPU on the visible tests
    reference_cpu_seconds: float = None


@dataclasses.dataclass
class Student:
    id: str  # the submission's folder name (or the platform's UID), as text
    lessons: dict  # lesson dir -> LessonResult


def lesson_state(problem, origin, failures, lesson_id):
    """What became of a lesson, from the data of its problem (why it scored nothing: refused,
    not built), its origin (origin.stub: nothing submitted) and its failed tests."""
    kinds = [r.get("kind", "") for f in failures for r in f.reasons]
    problem_kind = (problem or {}).get("kind", "")
    if problem_kind == "refused" or (not problem and kinds and kinds[0] == "refused"):
        return REFUSED
    if problem_kind in TIME_KINDS:
        return TIMED_OUT
    if problem_kind.startswith("build.") or any(k.startswith("build.") for k in kinds):
        return TIMED_OUT if any(k in TIME_KINDS for k in kinds) else NOT_COMPILED
    if (origin or {}).get("kind") == "origin.stub":
        return NOT_STARTED
    explained = [f for f in failures if f.reasons]
    if explained and all(f.unwritten and all(l == lesson_id for l, _ in f.unwritten)
                         for f in explained):
        return NOT_STARTED
    if any(k in TIME_KINDS or k.startswith("not_graded.") for k in kinds):
        return TIMED_OUT
    return GRADED


def _unwritten(data):
    return [(str(u.get("lesson", "")), str(u.get("function", ""))) for u in data or []]


def from_gradescope(report):
    """{lesson dir: LessonResult} of one Gradescope results.json the kit wrote."""
    extra = report.get("extra_data") or {}
    info = {l["lesson"]: l for l in extra.get("lessons") or [] if "lesson" in l}
    tests = {}
    for test in report.get("tests") or []:
        lesson, _, title = str(test.get("name", "")).partition(": ")
        tests.setdefault(lesson, []).append((title, test))
    out = {}
    for lesson, l in info.items():
        failures = []
        for title, test in tests.get(lesson, []):
            if test.get("status") == "passed":
                continue
            data = test.get("extra_data") or {}
            failures.append(Failure(str(data.get("test", title)), title,
                                    "hidden" in (test.get("tags") or []),
                                    data.get("reasons") or [], _unwritten(data.get("unwritten"))))
        out[lesson] = LessonResult(
            lesson, l.get("score", 0), l.get("max_score", 0),
            lesson_state(l.get("problem"), l.get("origin"), failures, lesson[:2]), failures,
            l.get("cpu_seconds"), l.get("reference_cpu_seconds"))
    return out


def from_prairielearn(results, lesson):
    """The LessonResult of one PrairieLearn results.json (prairielearn.results) of `lesson`."""
    if not results.get("gradable", True):
        problem = (results.get("reasons") or [{}])[0]
        state = lesson_state(problem, None, [], lesson[:2])
        if state == GRADED:  # an older results.json without the reason's data
            state = NOT_COMPILED
        return LessonResult(lesson, 0, 0, state, [])
    failures, score, max_score = [], 0, 0
    for test in results.get("tests") or []:
        score += test.get("points", 0)
        max_score += test.get("max_points", 0)
        if test.get("points", 0) < test.get("max_points", 0):
            name = str(test.get("name", ""))
            failures.append(Failure(name, name, not test.get("reasons") and
                                    not test.get("output"), test.get("reasons") or [], []))
    return LessonResult(lesson, score, max_score,
                        lesson_state(None, None, failures, lesson[:2]), failures)


def _lesson_of(text):
    for part in reversed(re.split(r"[/\\]", str(text))):
        m = LESSON_DIR.match(part)
        if m:
            return m.group(1)
    return None


def read_prairielearn_csv(path, students, notes):
    """The rows of a PrairieLearn download (a CSV with UID and Feedback columns: any other CSV,
    this report's own among them, is left alone)."""
    with open(path, newline="", encoding="utf-8-sig", errors="replace") as f:
        reader = csv.DictReader(f)
        keys = {k.lower(): k for k in reader.fieldnames or [] if k}
        if not {"uid", "feedback"} <= set(keys):
            return
        rows = list(reader)
    for number, row in enumerate(rows, start=2):
        uid, qid, feedback = (row.get(keys.get(k, ""), "") for k in ("uid", "qid", "feedback"))
        if not qid:
            qid = row.get(keys.get("question", ""), "")
        lesson = _lesson_of(qid)
        if not uid or not lesson:
            notes.append(f"{path.name}:{number}: no UID or no lesson's QID: skipped")
            continue
        try:
            results = json.loads(feedback or "{}")
            results = results.get("results", results) if isinstance(results, dict) else {}
        except ValueError as err:
            notes.append(f"{path.name}:{number}: the Feedback column is not JSON ({err})")
            continue
        student = students.setdefault(uid, Student(uid, {}))
        student.lessons[lesson] = from_prairielearn(results, lesson)


def _read_json(path, notes, root):
    try:
        return json.loads(path.read_bytes())
    except (OSError, ValueError) as err:
        notes.append(f"{shown_name(path.relative_to(root))}: not read ({err})")
        return None


def read(root):
    """(the students, sorted by id, and notes on what was skipped) of a results folder."""
    root = pathlib.Path(root)
    if not root.is_dir():
        raise FileNotFoundError(f"{root} is not a folder of results")
    students, notes = {}, []
    for path in sorted(root.glob("*.csv")):
        read_prairielearn_csv(path, students, notes)
    for path in sorted(root.rglob("results.json")):
        data = _read_json(path, notes, root)
        if not isinstance(data, dict):
            continue
        where = path.parent.relative_to(root)
        if "gradable" in data:  # PrairieLearn's: STUDENT/.../lessonNN-name/results.json
            lesson = _lesson_of(where.as_posix())
            student_dir = where.parent if lesson else where
            if not lesson:
                notes.append(f"{shown_name(where)}: a PrairieLearn result outside a folder "
                             f"named after its lesson (lessonNN-name): skipped")
                continue
            sid = shown_name(student_dir.as_posix())
            students.setdefault(sid, Student(sid, {})).lessons[lesson] = \
                from_prairielearn(data, lesson)
        else:
            sid = shown_name(where.as_posix()) if where.parts else shown_name(root.name)
            students.setdefault(sid, Student(sid, {})).lessons.update(from_gradescope(data))
    summary = root / "summary.csv"
    if summary.is_file():  # the batch grader's: names the submissions it could not grade
        with open(summary, newline="", encoding="utf-8", errors="replace") as f:
            for row in csv.DictReader(f):
                sid = shown_name(row.get("submission") or "")
                if sid and sid not in students:
                    students[sid] = Student(sid, {})
    return [students[k] for k in sorted(students)], notes
