"""Description: a graded submission, written three ways: a table for people, Gradescope's
results.json, and JUnit XML for CI dashboards."""
import dataclasses
import json
import textwrap
import xml.etree.ElementTree as ET


@dataclasses.dataclass
class LessonResult:
    lesson: object  # catalog.Lesson
    origin: str  # where the graded code came from
    problem: str  # why the whole lesson scored nothing (it did not compile), or ""
    outcomes: list  # runner.Outcome, one per test
    seconds: float = 0.0

    @property
    def score(self):
        return sum(o.test.points for o in self.outcomes if o.passed)

    @property
    def max_score(self):
        return sum(o.test.points for o in self.outcomes)

    @property
    def passed(self):
        return sum(1 for o in self.outcomes if o.passed)


def totals(results):
    return sum(r.score for r in results), sum(r.max_score for r in results)


def _plural(n, word):
    return f"{n} {word}" + ("" if n == 1 else "s")


def _short(message):
    """The first failure (with its continuation lines) and every hint: enough to act on."""
    lines = message.splitlines()
    first = lines[:1]
    for line in lines[1:]:
        if not line.startswith("  "):
            break
        first.append(line)
    return "\n".join(first + [l for l in lines[len(first):] if l.startswith("hint:")])


def _not_started(result):
    return all("not implemented yet" in o.message for o in result.outcomes if not o.passed)


def table(results):
    """The report a person reads: one line per lesson, then every lost test and why."""
    score, max_score = totals(results)
    width = max([len(r.lesson.dir) for r in results] + [6])
    lines = [f"{'lesson':<{width}}  {'tests':>7}  {'points':>7}"]
    for r in results:
        note = "  did not compile" if r.problem else ""
        lines.append(f"{r.lesson.dir:<{width}}  {r.passed:>3}/{len(r.outcomes):<3}  "
                     f"{r.score:>3}/{r.max_score:<3}{note}")
    lines.append(f"{'total':<{width}}  {'':>7}  {score:>3}/{max_score:<3}")
    for r in results:
        lost = [o for o in r.outcomes if not o.passed]
        if r.problem:
            lines += ["", f"{r.lesson.dir}: did not compile ({r.origin}); all "
                      f"{_plural(r.max_score, 'point')} lost:", textwrap.indent(r.problem, "    ")]
            continue
        if not lost:
            continue
        if len(lost) == len(r.outcomes) and _not_started(r):
            lines += ["", f"{r.lesson.dir}: not started: every test still reaches the stub's "
                      f"not_implemented ({r.origin})"]
            continue
        lines += ["", f"{r.lesson.dir}: {_plural(len(lost), 'test')} failed ({r.origin})"]
        for o in lost:
            hidden = " (hidden test)" if o.test.hidden else ""
            lines.append(f"  - {o.test.name}{hidden}: {_plural(o.test.points, 'point')}")
            lines.append(textwrap.indent(_short(o.message), "      "))
    return "\n".join(lines) + "\n"


def _test_output(outcome, problem):
    if problem:
        return f"The lesson did not compile, so this test could not run:\n{problem}"
    return "" if outcome.passed else outcome.message


def gradescope(results, hidden_visibility="after_published", seconds=0.0, notes=""):
    """Gradescope's results.json: a total and one entry per test, with its output."""
    score, max_score = totals(results)
    tests = []
    for r in results:
        for index, o in enumerate(r.outcomes, start=1):
            tests.append({
                "name": f"{r.lesson.dir}: {o.test.name}",
                "number": f"{int(r.lesson.id)}.{index}",
                "score": o.test.points if o.passed else 0,
                "max_score": o.test.points,
                "status": "passed" if o.passed else "failed",
                "output": _test_output(o, r.problem),
                "visibility": hidden_visibility if o.test.hidden else "visible",
                "tags": [f"lesson{r.lesson.id}"] + (["hidden"] if o.test.hidden else []),
            })
    summary = table([_visible_only(r) for r in results])
    return {
        "score": score,
        "execution_time": round(seconds, 1),
        "output": (notes + "\n" if notes else "") + summary,
        "visibility": "visible",
        "stdout_visibility": "hidden",
        "tests": tests,
        "extra_data": {
            "max_score": max_score,
            "lessons": [{"lesson": r.lesson.dir, "score": r.score, "max_score": r.max_score,
                         "tests_passed": r.passed, "tests": len(r.outcomes),
                         "compiled": not r.problem, "origin": r.origin} for r in results],
        },
    }


def _visible_only(result):
    """The summary students see on Gradescope before hidden tests are published."""
    outcomes = [o for o in result.outcomes if not o.test.hidden]
    return dataclasses.replace(result, outcomes=outcomes)


def junit(results):
    """JUnit XML: one suite per lesson; a crash or a compile failure is an <error>."""
    suites = ET.Element("testsuites", name="npuzzle-kit grading")
    for r in results:
        suite = ET.SubElement(suites, "testsuite", name=f"lesson{r.lesson.id}",
                              tests=str(len(r.outcomes)),
                              failures=str(len(r.outcomes) - r.passed) if not r.problem else "0",
                              errors=str(len(r.outcomes)) if r.problem else "0",
                              time=f"{r.seconds:.3f}")
        for o in r.outcomes:
            case = ET.SubElement(suite, "testcase", classname=f"lesson{r.lesson.id}",
                                 name=o.test.name)
            if r.problem:
                ET.SubElement(case, "error", message="did not compile").text = r.problem
            elif not o.passed:
                first = o.message.splitlines()[0] if o.message else "failed"
                ET.SubElement(case, "failure", message=first).text = o.message
    ET.indent(suites)
    return ET.tostring(suites, encoding="unicode", xml_declaration=True) + "\n"


def json_text(data):
    return json.dumps(data, indent=2) + "\n"
