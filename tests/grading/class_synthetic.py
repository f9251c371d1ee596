"""Synthetic graded results for the class report's tests and benchmark: Gradescope results.json
files as grade.py writes them (report.gradescope's keys and its reasons' data), for a class whose
every count is known. Nothing here grades anything."""
import json
import random

LESSONS = ("00-warmup", "01-cantor", "02-parity")
TESTS_PER_LESSON = 20
HIDDEN_EVERY = 5  # every fifth test of a lesson is hidden


def hint(text, language="en"):
    """A hint as the grader reports it: its words and the test source's place that showed it."""
    return {"kind": "check.hint", "text": text, "language": language, "at": SITES.get(text, "")}


def failed_check(line=12):
    return {"kind": "check.failed", "macro": "CHECK", "expression": "x == y", "line": line}


def test_entry(lesson, index, passed, reasons=(), unwritten=(), points=1):
    hidden = index % HIDDEN_EVERY == 0
    data = {"test": f"{lesson} test {index}"}
    if not passed:
        data["reasons"] = list(reasons) or [failed_check()]
        if unwritten:
            data["unwritten"] = [{"lesson": l, "function": f} for l, f in unwritten]
    return {"name": f"{lesson}: test {index} of {lesson}", "number": f"{int(lesson[:2])}.{index}",
            "score": points if passed else 0, "max_score": points,
            "status": "passed" if passed else "failed", "output": "",
            "tags": [f"lesson{lesson[:2]}"] + (["hidden"] if hidden else []),
            "extra_data": data}


def lesson_tests(lesson, how, hints=(), failing=(1,), problem=None, count=TESTS_PER_LESSON):
    """A lesson's `count` test entries: how is "pass", "fail" (the tests `failing` fail, showing
    `hints`), "stub", "compile", "refused" or "timeout"."""
    tests = []
    for i in range(1, count + 1):
        if how == "pass":
            tests.append(test_entry(lesson, i, True))
        elif how == "fail":
            fails = i in failing
            tests.append(test_entry(lesson, i, not fails,
                                    [failed_check()] + [hint(h) for h in hints] if fails else ()))
        elif how == "stub":
            tests.append(test_entry(lesson, i, False, [
                {"kind": "check.exception", "text": "not implemented yet"}],
                unwritten=[(lesson[:2], "solve")]))
        elif how == "timeout":
            fails = i > count // 2
            tests.append(test_entry(lesson, i, not fails, [
                {"kind": "lesson.budget", "seconds": 120, "call_seconds": 10}] if fails else ()))
        else:
            tests.append(test_entry(lesson, i, False, [problem]))
    return tests


PROBLEMS = {"compile": {"kind": "build.compile_error", "output": "x.cpp:3: error: oops"},
            "refused": {"kind": "refused", "why": {"kind": "refused.stray", "path": "a.sh",
                                                   "source": "x.cpp", "helpers": "*.hpp",
                                                   "texts": "*.md"}}}


def results(plan, cpu=None, count=TESTS_PER_LESSON):
    """A results.json (as a dict) of one submission. plan: {lesson: (how, hints, failing)};
    cpu: {lesson: (student's CPU seconds, the reference's)}; `count` tests a lesson."""
    tests, lessons = [], []
    for lesson, (how, hints, failing) in plan.items():
        problem = PROBLEMS.get(how)
        entries = lesson_tests(lesson, how, hints, failing, problem, count)
        tests += entries
        score = sum(t["score"] for t in entries)
        info = {"lesson": lesson, "score": score, "max_score": len(entries),
                "tests_passed": sum(t["status"] == "passed" for t in entries),
                "tests": len(entries), "compiled": problem is None,
                "origin": {"kind": "origin.graded", "file": f"lessons/{lesson}/x.cpp"}}
        if problem:
            info["problem"] = problem
        if cpu and lesson in cpu:
            info["cpu_seconds"], info["reference_cpu_seconds"] = cpu[lesson]
        lessons.append(info)
    return {"score": sum(l["score"] for l in lessons), "execution_time": 1.0, "output": "",
            "tests": tests, "extra_data": {"max_score": sum(l["max_score"] for l in lessons),
                                           "language": "en", "lessons": lessons}}


HINTS = ("mark a board as seen when you put it in the queue",
         "take the absolute value of the row difference",
         "compare the board with the goal you are given, not with 1 2 3 4 5 6 7 8 0")
# Where each is shown (a test's NPUZZLE_HINT_IF: file and line, as Catch2 reports a failure).
SITES = {HINTS[0]: "tests/lessons/lesson03_bfs.cpp:120",
         HINTS[1]: "tests/lessons/lesson00_warmup.cpp:61",
         HINTS[2]: "tests/lessons/lesson00_warmup.cpp:89"}


def random_class(folder, count, lessons=LESSONS, tests=TESTS_PER_LESSON, seed=1):
    """`count` submissions in folder/NAME/results.json, a mix of every kind of lesson, each
    lesson `tests` tests."""
    rng = random.Random(seed)
    for n in range(count):
        plan, cpu = {}, {}
        for lesson in lessons:
            how = rng.choice(["pass", "pass", "fail", "fail", "stub", "compile", "timeout"])
            failing = tuple(rng.sample(range(1, tests + 1), rng.randint(1, 8)))
            plan[lesson] = (how, rng.sample(HINTS, rng.randint(0, 2)), failing)
            cpu[lesson] = (rng.uniform(0.05, 3.0), 0.3)
        path = folder / f"student{n:04d}" / "results.json"
        path.parent.mkdir(parents=True)
        path.write_text(json.dumps(results(plan, cpu, tests), indent=2))
