"""Description: a graded submission, written three ways: a table for people, Gradescope's
results.json, and JUnit XML for CI dashboards.

Speed: each lesson shows the CPU time the student's code used on the lesson's visible tests
beside the reference's on the same machine, and the function where it spent the most, per call.
Both come from the judge's measurement of the worker process (/proc), never from anything the
student's code prints; the hidden tests' figures stay out of what students see.
Language: the report's own words are written here in English and Chinese side by side
(language.pick); every reason a test failed or did not run is a messages.Reason, written out by
messages.render in the language asked for (grade.py --lang, NPUZZLE_LANG, the edition's, the
locale), and carried as data in results.json and JUnit. Test names stay as the catalog spells
them (their id, results.json's extra_data.test), and a test is shown by its title in the
language asked for (titles.py); hints come from the tests in the language asked for, and a
lesson's hints stand above its failed tests (lesson_hints).
Columns are padded by display width: a Chinese character takes two columns of a terminal."""
import dataclasses
import json
import textwrap
import xml.etree.ElementTree as ET

import language as lang_
import messages
import titles
from language import CHINESE, pad_left, pad_right, pick


@dataclasses.dataclass
class LessonResult:
    lesson: object  # catalog.Lesson
    origin: messages.Reason  # where the graded code came from
    problem: object  # why the whole lesson scored nothing (a Reason: refused, not built), or None
    outcomes: list  # runner.Outcome, one per test
    seconds: float = 0.0
    usage: dict = None  # the student's code's CPU: {"public": usage, "hidden": usage}
    reference: dict = None  # the same of the reference on this machine, or None
    cpu_limit: float = 0.0  # the speed limit in CPU seconds, or 0
    build_seconds: float = 0.0  # its worker's build, as the budget charged it

    @property
    def visible_seconds(self):
        """The lesson's time without its hidden tests' (its build and its visible tests), on the
        clock its budget counts (runner.LessonClock): a figure students may see, which neither
        the hidden tests' inputs nor the tests graded beside it in the other lane, slowing this
        one down, can move."""
        charged = self.usage["public"].get("charged_seconds") if self.usage else None
        if charged is not None:
            return self.build_seconds + charged
        if self.build_seconds:  # no tests ran: the build is the lesson's time
            return self.build_seconds
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


def _points(n, language):
    return pick(language, _plural(n, "point"), f"{n} 分")


def _language(language):
    """The language asked for, or the environment's (language.reading_language)."""
    return language or lang_.reading_language()


MAX_CONTEXT = 3  # context lines (the test's INFO) shown with the first failure
MAX_LINE = 300  # characters of a context line shown (a long path is cut)
# The lines that belong to the failure above them: its expansion, what it threw, its context.
_BELOW = ("check.expansion", "check.threw", "check.context")


def _short(reasons):
    """The first failure with the lines below it (its expansion, and the first lines of its
    context: what was asked, what came back, what was expected): enough to act on. The hints
    are left out: lesson_hints shows them above the lesson's failures."""
    # Each failure with the lines below it; a hint's failure, with its own context, is left out.
    failures = []
    for line in reasons:
        if line.kind in _BELOW and failures:
            failures[-1].append(line)
        else:
            failures.append([line])
    failures = [f for f in failures if f[0].kind != "check.hint"]
    if not failures:
        return [messages.reason("check.see_hint")]
    first, context = failures[0][:1], 0
    for line in failures[0][1:]:
        if line.kind == "check.context":
            context += 1
            if context > MAX_CONTEXT:
                continue
            text = line.get("text")
            if len(text) > MAX_LINE:
                line = messages.reason("check.context", text=text[:MAX_LINE] + " ...")
        first.append(line)
    if context > MAX_CONTEXT:
        first.append(messages.reason("check.context_left_out", count=context - MAX_CONTEXT))
    return first


def lesson_hints(outcomes):
    """Every hint the lesson's failed tests show, once each, in the order of the tests: the
    report puts them above the failures, so the first line a student reads about a lesson names
    the mistake whichever test saw it (a mistake often fails an early, general test before the
    test that recognises it; each hint is shown only on its own mistake's symptom)."""
    hints, texts = [], set()
    for o in outcomes:
        if not o.passed:
            for r in o.reasons:
                if r.kind == "check.hint" and r.get("text") not in texts:
                    hints.append(r)
                    texts.add(r.get("text"))
    return hints


def _refused(result):
    return bool(result.problem) and result.problem.kind == "refused"


def _not_graded(result):
    """The one reason none of the lesson's tests ran (the submission's time ran out before its
    turn), or None."""
    reasons = {o.reasons for o in result.outcomes}
    if len(reasons) != 1 or any(o.passed for o in result.outcomes):
        return None
    only = next(iter(reasons))
    return only[0] if len(only) == 1 and only[0].kind.startswith("not_graded.") else None


def _cpu(usage, group="public"):
    return usage[group]["cpu_seconds"] if usage else None


def _seconds(value):
    if value is None:
        return "-"
    if value < 0.1:
        return f"{value * 1000:.0f} ms"
    return f"{value:.2f} s" if value < 10 else f"{value:.0f} s"


def _per_call(seconds, language=None):
    if seconds < 1e-6:
        return pick(language, "under 1 µs", "不到 1 µs")
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


def speed_line(result, language=None):
    """The lesson's speed in words: the function where the student's code spent the most CPU,
    per call, beside the reference's; "" when there is nothing to say (a few quick calls)."""
    language = _language(language)
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
    mine = _per_call(cpu / calls, language)
    line = pick(language, f"your {name}: {mine} a call ({calls} calls)",
                f"你的 {name}：每次调用 {mine}（共 {calls} 次调用）")
    ref = theirs.get(name)
    if ref and ref["calls"]:
        ref_calls, ref_cpu = _steady(ref)
        reference = _per_call(ref_cpu / ref_calls, language)
        line += pick(language, f"; the reference: {reference}", f"；参考解答：{reference}")
    return line


def _ratio(result):
    mine, theirs = _cpu(result.usage), _cpu(result.reference)
    if mine is None or not theirs or theirs < 0.05 or mine < 0.05:
        return ""
    return f"{mine / theirs:.1f}x"


def _unwritten(result):
    """The (lesson, function) pairs of the lesson stubs the failed tests stopped in (their
    Outcome.unwritten, from the tests' reports), or None when some test reached none."""
    found = set()
    for o in result.outcomes:
        if o.passed:
            continue
        if not o.unwritten:
            return None
        found |= {(lesson or result.lesson.id, function) for lesson, function in o.unwritten}
    return found


def _not_started_line(result, language):
    """"not started", or which earlier lesson this one waits for, when every test stopped in a
    stub; None otherwise."""
    unwritten = _unwritten(result)
    if not unwritten:
        return None
    origin = result.origin.in_(language)
    others = sorted({(lesson, f) for lesson, f in unwritten if lesson != result.lesson.id})
    if not others:
        return pick(language,
                    f"{result.lesson.dir}: not started: every test still reaches the stub's "
                    f"not_implemented ({origin})",
                    f"{result.lesson.dir}：尚未开始：每个测试都还停在桩代码的 not_implemented 处"
                    f"（{origin}）")
    if language == CHINESE:
        named = "、".join(f"第 {lesson} 课的 {function}" for lesson, function in others)
        it = "它还没有写；请先写它" if len(others) == 1 else "它们还没有写；请先写它们"
        return f"{result.lesson.dir}：需要先完成前面的课：本课的测试停在{named} 处，{it}（{origin}）"
    named = ", ".join(f"lesson {lesson}'s {function}" for lesson, function in others)
    return (f"{result.lesson.dir}: waits for an earlier lesson: its tests stop in {named}, not "
            f"written yet; write that first ({origin})")


def table(results, language=None):
    """The report a person reads: one line per lesson, then every lost test and why."""
    language = _language(language)
    score, max_score = totals(results)
    t = {key: pick(language, english, chinese) for key, (english, chinese) in {
        "lesson": ("lesson", "课"), "tests": ("tests", "通过测试"), "points": ("points", "得分"),
        "cpu": ("your CPU", "你的 CPU"), "reference": ("reference", "参考解答"),
        "total": ("total", "总计"), "not compiled": ("did not compile", "编译失败")}.items()}
    width = max([lang_.display_width(r.lesson.dir) for r in results] +
                [lang_.display_width(t["lesson"]), lang_.display_width(t["total"])])
    timed = any(r.usage for r in results)
    compared = any(r.reference for r in results)

    # Each column as wide as its widest cell, counted in display columns: a fraction "  3/5  "
    # takes 7, a time 9, a header what it takes.
    widths = [width] + [max(7, lang_.display_width(t[k])) for k in ("tests", "points")] + \
        [max(9, lang_.display_width(t[k])) for k in ("cpu", "reference")]

    def row(name, *cells):
        return "  ".join([pad_right(name, widths[0])] +
                         [pad_left(c, w) for c, w in zip(cells, widths[1:])])

    def fraction(part, whole):
        return f"{part:>3}/{whole:<3}"

    head = row(t["lesson"], t["tests"], t["points"],
               *([t["cpu"]] + ([t["reference"]] if compared else []) if timed else []))
    lines = [head]
    for r in results:
        line = row(r.lesson.dir, fraction(r.passed, len(r.outcomes)),
                   fraction(r.score, r.max_score))
        if r.problem:
            line += "  " + (pick(language, "refused", "提交被拒绝") if _refused(r)
                            else t["not compiled"])
        elif timed:
            line = row(r.lesson.dir, fraction(r.passed, len(r.outcomes)),
                       fraction(r.score, r.max_score), _seconds(_cpu(r.usage)),
                       *([_seconds(_cpu(r.reference))] if compared else []))
            ratio = _ratio(r) if compared else ""
            line += f"  {ratio}" if ratio else ""
        lines.append(line)
    lines.append(row(t["total"], "", fraction(score, max_score)))
    if timed:
        lines.append(pick(
            language,
            "CPU: the time your code computed on each lesson's visible tests, measured by the "
            "grader" + ("; the reference's, on this machine" if compared else ""),
            "CPU：你的代码在每课可见测试上的计算时间，由评分程序测量" +
            ("；参考解答的时间是在本机上测得的" if compared else "")))
        limits = sorted({r.cpu_limit for r in results if r.cpu_limit})
        if limits:
            lines.append(pick(
                language,
                "speed limit: a lesson's tests stop when your code has used its CPU allowance (a "
                "multiple of the reference's)",
                "速度限制：你的代码用完一课的 CPU 时间额度（参考解答用时的若干倍）后，这一课余下的测试"
                "就停止运行"))
        speeds = [(r, speed_line(r, language)) for r in results if not r.problem]
        for r, line in speeds:
            if line:
                lines.append(f"  {r.lesson.dir}{pick(language, ': ', '：')}{line}")
    for r in results:
        lost = [o for o in r.outcomes if not o.passed]
        origin = r.origin.in_(language)
        if r.problem and _refused(r):
            lines += ["", pick(language, f"{r.lesson.dir}: all {_points(r.max_score, language)} "
                                         f"lost:",
                               f"{r.lesson.dir}：本课 {r.max_score} 分全部扣除："),
                      textwrap.indent(r.problem.in_(language), "    ")]
            continue
        if r.problem:
            lines += ["", pick(language,
                               f"{r.lesson.dir}: did not compile ({origin}); all "
                               f"{_points(r.max_score, language)} lost:",
                               f"{r.lesson.dir}：编译失败（{origin}），本课 {r.max_score} 分全部扣除："),
                      textwrap.indent(r.problem.in_(language), "    ")]
            continue
        if not lost:
            continue
        not_graded = _not_graded(r)
        if not_graded:
            # The submission's time ran out before this lesson: one reason for all its tests.
            reason = not_graded.in_(language)
            lines += ["", pick(language,
                               f"{r.lesson.dir}: {reason}; all {_points(r.max_score, language)} "
                               f"lost",
                               f"{r.lesson.dir}：{reason}；本课 {r.max_score} 分全部扣除")]
            continue
        waiting = _not_started_line(r, language) if len(lost) == len(r.outcomes) else None
        if waiting:
            lines += ["", waiting]
            continue
        lines += ["", pick(language,
                           f"{r.lesson.dir}: {_plural(len(lost), 'test')} failed ({origin})",
                           f"{r.lesson.dir}：{len(lost)} 个测试未通过（{origin}）")]
        lines += [textwrap.indent(messages.render(h, language), "  ") for h in lesson_hints(lost)]
        for o in lost:
            hidden = pick(language, " (hidden test)", "（隐藏测试）") if o.test.hidden else ""
            colon = pick(language, ": ", "：")
            lines.append(f"  - {titles.title(o.test, language)}{hidden}{colon}"
                         f"{_points(o.test.points, language)}")
            lines.append(textwrap.indent(messages.render(_short(o.reasons), language), "      "))
    return "\n".join(lines) + "\n"


def _speed_data(result, language=None):
    """The lesson's speed for extra_data: visible tests only, as students may see it."""
    data = {}
    if result.usage:
        data["cpu_seconds"] = round(_cpu(result.usage), 3)
        data["functions"] = {n: {"calls": f["calls"], "cpu_seconds": round(f["cpu_seconds"], 3)}
                             for n, f in result.usage["public"]["functions"].items()}
    if result.reference:
        data["reference_cpu_seconds"] = round(_cpu(result.reference), 3)
    line = speed_line(result, language)
    if line:
        data["speed"] = line
    if result.cpu_limit:
        data["cpu_limit_seconds"] = round(result.cpu_limit, 3)
    return data


NOT_COMPILED = lang_.Text("The lesson did not compile, so this test could not run:\n",
                          "本课编译失败，这个测试无法运行：\n")


REFUSED = lang_.Text("The submission was refused, so this test could not run:\n",
                     "提交被拒绝，这个测试无法运行：\n")


def _test_output(outcome, problem, language=None, refused=False):
    if problem and refused:
        return REFUSED.in_(_language(language)) + problem.in_(_language(language))
    if problem:
        return NOT_COMPILED.in_(_language(language)) + problem.in_(_language(language))
    return "" if outcome.passed else messages.render(outcome.reasons, _language(language))


def reason_data(outcome, problem):
    """Why a test lost its points, as data: {"reasons": [...], "unwritten": [...]} (each reason
    messages.Reason.data: its kind and fields); {} for a test that passed."""
    if problem:
        return {"reasons": [problem.data()]}
    if outcome.passed:
        return {}
    data = {"reasons": [r.data() for r in outcome.reasons]}
    if outcome.unwritten:
        data["unwritten"] = [{"lesson": lesson, "function": function}
                             for lesson, function in outcome.unwritten]
    return data


def gradescope(results, hidden_visibility="after_published", notes="", language=None):
    """Gradescope's results.json: a total and one entry per test, with its output. Its time is
    the visible tests' (with the builds): students see it before the hidden tests are published,
    and a worker that slows down on the hidden tests' inputs must not show them through it.
    The texts are in the language asked for, which extra_data.language names; keys and test
    names stay as they are. Each test's extra_data holds why it lost its points as data
    (reason_data): what PrairieLearn's and Classroom's results are made from."""
    language = _language(language)
    score, max_score = totals(results)
    tests = []
    for r in results:
        for index, o in enumerate(r.outcomes, start=1):
            tests.append({
                "name": f"{r.lesson.dir}: {titles.title(o.test, language)}",
                "number": f"{int(r.lesson.id)}.{index}",
                "score": o.test.points if o.passed else 0,
                "max_score": o.test.points,
                "status": "passed" if o.passed else "failed",
                "output": _test_output(o, r.problem, language, _refused(r)),
                "visibility": hidden_visibility if o.test.hidden else "visible",
                "tags": [f"lesson{r.lesson.id}"] + (["hidden"] if o.test.hidden else []),
                "extra_data": {"test": o.test.name, **reason_data(o, r.problem)},
            })
    summary = table([_visible_only(r) for r in results], language)
    return {
        "score": score,
        "execution_time": round(sum(r.visible_seconds for r in results), 1),
        "output": (notes + "\n" if notes else "") + summary,
        "visibility": "visible",
        "stdout_visibility": "hidden",
        "tests": tests,
        "extra_data": {
            "max_score": max_score,
            "language": language,
            "lessons": [{"lesson": r.lesson.dir, "score": r.score, "max_score": r.max_score,
                         "tests_passed": r.passed, "tests": len(r.outcomes),
                         "compiled": not r.problem, "origin": r.origin.data(),
                         **({"problem": r.problem.data()} if r.problem else {}),
                         **_speed_data(r, language)}
                        for r in results],
        },
    }


def _visible_only(result):
    """The summary students see on Gradescope before hidden tests are published."""
    outcomes = [o for o in result.outcomes if not o.test.hidden]
    return dataclasses.replace(result, outcomes=outcomes)


def junit(results, language=None):
    """JUnit XML: one suite per lesson; a crash or a compile failure is an <error>. Messages are
    in the language asked for, which each suite's `language` property names; each lost test's
    reasons are data too: the first one's kind is the <failure>'s or <error>'s `type`, and all
    of them (reason_data) its `reasons` property, as JSON."""
    language = _language(language)
    suites = ET.Element("testsuites", name="npuzzle-kit grading")
    for r in results:
        suite = ET.SubElement(suites, "testsuite", name=f"lesson{r.lesson.id}",
                              tests=str(len(r.outcomes)),
                              failures=str(len(r.outcomes) - r.passed) if not r.problem else "0",
                              errors=str(len(r.outcomes)) if r.problem else "0",
                              time=f"{r.seconds:.3f}")
        properties = ET.SubElement(suite, "properties")
        ET.SubElement(properties, "property", name="language", value=language)
        for o in r.outcomes:
            case = ET.SubElement(suite, "testcase", classname=f"lesson{r.lesson.id}",
                                 name=o.test.name)
            data = reason_data(o, r.problem)
            if not data:
                continue
            ET.SubElement(ET.SubElement(case, "properties"), "property", name="reasons",
                          value=json.dumps(data, ensure_ascii=False))
            kind = data["reasons"][0]["kind"] if data["reasons"] else ""
            if r.problem:
                label = pick(language, "refused", "提交被拒绝") if _refused(r) \
                    else pick(language, "did not compile", "编译失败")
                ET.SubElement(case, "error", message=label, type=kind).text = \
                    r.problem.in_(language)
            else:
                text = messages.render(o.reasons, language)
                first = text.splitlines()[0] if text else pick(language, "failed", "未通过")
                ET.SubElement(case, "failure", message=first, type=kind).text = text
    ET.indent(suites)
    return ET.tostring(suites, encoding="unicode", xml_declaration=True) + "\n"


def json_text(data):
    return json.dumps(data, indent=2) + "\n"
