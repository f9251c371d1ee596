"""Description: a graded submission, written three ways: a table for people, Gradescope's
results.json, and JUnit XML for CI dashboards.

Speed: each lesson shows the CPU time the student's code used on the lesson's visible tests
beside the reference's on the same machine, and the function where it spent the most, per call.
Both come from the judge's measurement of the worker process (/proc), never from anything the
student's code prints; the hidden tests' figures stay out of what students see."""
import dataclasses
import json
import re
import textwrap
import xml.etree.ElementTree as ET


@dataclasses.dataclass
class LessonResult:
    lesson: object  # catalog.Lesson
    origin: str  # where the graded code came from
    problem: str  # why the whole lesson scored nothing (it did not compile), or ""
    outcomes: list  # runner.Outcome, one per test
    seconds: float = 0.0
    usage: dict = None  # the student's code's CPU: {"public": usage, "hidden": usage}
    reference: dict = None  # the same of the reference on this machine, or None
    cpu_limit: float = 0.0  # the speed limit in CPU seconds, or 0

    @property
    def visible_seconds(self):
        """The lesson's time without its hidden tests' (its build and its visible tests): a
        figure students may see, which the hidden tests' inputs cannot move."""
        hidden = self.usage["hidden"].get("seconds", 0.0) if self.usage else 0.0
        return max(0.0, self.seconds - hidden)

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


MAX_CONTEXT = 3  # context lines (the test's INFO) shown with the first failure
MAX_LINE = 300  # characters of a context line shown (a long path is cut)
_CONTEXT = "  context: "  # how catch_report indents a failure's context line
_HINT = re.compile(r"^(failed: )?hint: ")


def _short(message):
    """The first failure with its continuation lines (its expansion, and the first lines of its
    context: what was asked, what came back, what was expected) and every hint: enough to act
    on."""
    lines = message.splitlines()
    first, rest, context = lines[:1], len(lines), 0
    for i, line in enumerate(lines[1:], start=1):
        if not line.startswith("  "):
            rest = i
            break
        if line.startswith(_CONTEXT):
            context += 1
            if context > MAX_CONTEXT:
                continue
            if len(line) > MAX_LINE:
                line = line[:MAX_LINE] + " ..."
        first.append(line)
    if context > MAX_CONTEXT:
        first.append(f"  ... and {context - MAX_CONTEXT} more lines of context")
    return "\n".join(first + [l for l in lines[rest:] if _HINT.match(l)])


def _cpu(usage, group="public"):
    return usage[group]["cpu_seconds"] if usage else None


def _seconds(value):
    if value is None:
        return "-"
    if value < 0.1:
        return f"{value * 1000:.0f} ms"
    return f"{value:.2f} s" if value < 10 else f"{value:.0f} s"


def _per_call(seconds):
    if seconds < 1e-6:
        return "under 1 µs"
    if seconds < 0.001:
        return f"{seconds * 1e6:.0f} µs"
    if seconds < 1:
        return f"{seconds * 1000:.0f} ms" if seconds >= 0.01 else f"{seconds * 1000:.1f} ms"
    return f"{seconds:.2f} s"


BATCH = "[]"  # the judge's name for a batch of calls (judge/include/npuzzle/judge/protocol.hpp)


def _steady(f):
    """(calls, CPU seconds) of a function without the calls that started a worker (their time
    holds the sandbox's start-up, some 30 ms), unless there are no others."""
    calls, cpu = f["calls"], f["cpu_seconds"]
    first, first_cpu = f.get("first_calls", 0), f.get("first_cpu_seconds", 0.0)
    if calls > first:
        return calls - first, max(0.0, cpu - first_cpu)
    return calls, cpu


def speed_line(result):
    """The lesson's speed in words: the function where the student's code spent the most CPU,
    per call, beside the reference's; "" when there is nothing to say (a few quick calls)."""
    if not result.usage:
        return ""
    mine = result.usage["public"]["functions"]
    theirs = result.reference["public"]["functions"] if result.reference else {}
    single = {n: _steady(f) for n, f in mine.items() if not n.endswith(BATCH) and f["calls"]}
    if not single:
        return ""
    name, (calls, cpu) = max(single.items(), key=lambda item: item[1][1])
    if cpu < 0.05:
        return ""  # too little to time: the figures would be the clock's grain
    line = f"your {name}: {_per_call(cpu / calls)} a call ({calls} calls)"
    ref = theirs.get(name)
    if ref and ref["calls"]:
        ref_calls, ref_cpu = _steady(ref)
        line += f"; the reference: {_per_call(ref_cpu / ref_calls)}"
    return line


def _ratio(result):
    mine, theirs = _cpu(result.usage), _cpu(result.reference)
    if mine is None or not theirs or theirs < 0.05 or mine < 0.05:
        return ""
    return f"{mine / theirs:.1f}x"


_NOT_WRITTEN = re.compile(r"lesson (\d\d)'s (\S+) is not implemented yet")


def _unwritten(result):
    """The (lesson, function) pairs the failed tests stopped in, or None when some test failed
    for another reason."""
    found = set()
    for o in result.outcomes:
        if o.passed:
            continue
        match = _NOT_WRITTEN.search(o.message)
        if not match and "not implemented yet" not in o.message:
            return None
        found.add(match.groups() if match else (result.lesson.id, ""))
    return found


def _not_started_line(result):
    """"not started", or which earlier lesson this one waits for, when every test stopped in a
    stub; None otherwise."""
    unwritten = _unwritten(result)
    if not unwritten:
        return None
    others = sorted({(lesson, f) for lesson, f in unwritten if lesson != result.lesson.id})
    if not others:
        return (f"{result.lesson.dir}: not started: every test still reaches the stub's "
                f"not_implemented ({result.origin})")
    named = ", ".join(f"lesson {lesson}'s {function}" for lesson, function in others)
    return (f"{result.lesson.dir}: waits for an earlier lesson: its tests stop in {named}, not "
            f"written yet; write that first ({result.origin})")


def table(results):
    """The report a person reads: one line per lesson, then every lost test and why."""
    score, max_score = totals(results)
    width = max([len(r.lesson.dir) for r in results] + [6])
    timed = any(r.usage for r in results)
    compared = any(r.reference for r in results)
    head = f"{'lesson':<{width}}  {'tests':>7}  {'points':>7}"
    if timed:
        head += f"  {'your CPU':>9}" + (f"  {'reference':>9}" if compared else "")
    lines = [head]
    for r in results:
        line = f"{r.lesson.dir:<{width}}  {r.passed:>3}/{len(r.outcomes):<3}  " \
               f"{r.score:>3}/{r.max_score:<3}"
        if r.problem:
            line += "  did not compile"
        elif timed:
            line += f"  {_seconds(_cpu(r.usage)):>9}"
            if compared:
                line += f"  {_seconds(_cpu(r.reference)):>9}"
                ratio = _ratio(r)
                line += f"  {ratio}" if ratio else ""
        lines.append(line)
    lines.append(f"{'total':<{width}}  {'':>7}  {score:>3}/{max_score:<3}")
    if timed:
        lines.append("CPU: the time your code computed on each lesson's visible tests, measured "
                     "by the grader" + ("; the reference's, on this machine" if compared else ""))
        limits = sorted({r.cpu_limit for r in results if r.cpu_limit})
        if limits:
            lines.append("speed limit: a lesson's tests stop when your code has used its CPU "
                         "allowance (a multiple of the reference's)")
        speeds = [(r, speed_line(r)) for r in results if not r.problem]
        for r, line in speeds:
            if line:
                lines.append(f"  {r.lesson.dir}: {line}")
    for r in results:
        lost = [o for o in r.outcomes if not o.passed]
        if r.problem:
            lines += ["", f"{r.lesson.dir}: did not compile ({r.origin}); all "
                      f"{_plural(r.max_score, 'point')} lost:", textwrap.indent(r.problem, "    ")]
            continue
        if not lost:
            continue
        waiting = _not_started_line(r) if len(lost) == len(r.outcomes) else None
        if waiting:
            lines += ["", waiting]
            continue
        lines += ["", f"{r.lesson.dir}: {_plural(len(lost), 'test')} failed ({r.origin})"]
        for o in lost:
            hidden = " (hidden test)" if o.test.hidden else ""
            lines.append(f"  - {o.test.name}{hidden}: {_plural(o.test.points, 'point')}")
            lines.append(textwrap.indent(_short(o.message), "      "))
    return "\n".join(lines) + "\n"


def _speed_data(result):
    """The lesson's speed for extra_data: visible tests only, as students may see it."""
    data = {}
    if result.usage:
        data["cpu_seconds"] = round(_cpu(result.usage), 3)
        data["functions"] = {n: {"calls": f["calls"], "cpu_seconds": round(f["cpu_seconds"], 3)}
                             for n, f in result.usage["public"]["functions"].items()}
    if result.reference:
        data["reference_cpu_seconds"] = round(_cpu(result.reference), 3)
    line = speed_line(result)
    if line:
        data["speed"] = line
    if result.cpu_limit:
        data["cpu_limit_seconds"] = round(result.cpu_limit, 3)
    return data


def _test_output(outcome, problem):
    if problem:
        return f"The lesson did not compile, so this test could not run:\n{problem}"
    return "" if outcome.passed else outcome.message


def gradescope(results, hidden_visibility="after_published", notes=""):
    """Gradescope's results.json: a total and one entry per test, with its output. Its time is
    the visible tests' (with the builds): students see it before the hidden tests are published,
    and a worker that slows down on the hidden tests' inputs must not show them through it."""
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
        "execution_time": round(sum(r.visible_seconds for r in results), 1),
        "output": (notes + "\n" if notes else "") + summary,
        "visibility": "visible",
        "stdout_visibility": "hidden",
        "tests": tests,
        "extra_data": {
            "max_score": max_score,
            "lessons": [{"lesson": r.lesson.dir, "score": r.score, "max_score": r.max_score,
                         "tests_passed": r.passed, "tests": len(r.outcomes),
                         "compiled": not r.problem, "origin": r.origin, **_speed_data(r)}
                        for r in results],
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
