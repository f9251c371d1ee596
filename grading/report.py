"""Description: a graded submission, written three ways: a table for people, Gradescope's
results.json, and JUnit XML for CI dashboards.

Speed: each lesson shows the CPU time the student's code used on the lesson's visible tests
beside the reference's on the same machine, and the function where it spent the most, per call.
Both come from the judge's measurement of the worker process (/proc), never from anything the
student's code prints; the hidden tests' figures stay out of what students see.
Language: every text students read is written here in English and Chinese side by side
(language.pick); the language is the one asked for (grade.py --lang, NPUZZLE_LANG, the locale).
Test names stay as the catalog spells them; hints come from the tests in the language asked for.
Columns are padded by display width: a Chinese character takes two columns of a terminal."""
import dataclasses
import json
import re
import textwrap
import xml.etree.ElementTree as ET

import language as lang_
from language import CHINESE, pad_left, pad_right, pick


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


def _points(n, language):
    return pick(language, _plural(n, "point"), f"{n} 分")


def _language(language):
    """The language asked for, or the environment's (language.reading_language)."""
    return language or lang_.reading_language()


NOT_GRADED = "not graded: "  # grade.py's words for a lesson the submission's budget left out
MAX_CONTEXT = 3  # context lines (the test's INFO) shown with the first failure
MAX_LINE = 300  # characters of a context line shown (a long path is cut)
_CONTEXT = "  context: "  # how catch_report indents a failure's context line
_HINT = re.compile(r"^(failed: )?(hint: |提示[:：])")


def _short(message, language=None):
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
        more = context - MAX_CONTEXT
        first.append(pick(language, f"  ... and {more} more lines of context",
                          f"  ……另有 {more} 行上下文未显示"))
    return "\n".join(first + [l for l in lines[rest:] if _HINT.match(l)])


def _zh_lessons(text):
    """grade.py's "lesson 00" or "lessons 00, 01 and 03" in Chinese: 第 00 课, 第 00、01 和 03 课."""
    found = re.fullmatch(r"lessons? ([\d, ]+?)(?: and (\d+))?", text)
    if not found:
        return text
    ids = [i.strip() for i in found.group(1).split(",")] + \
        ([found.group(2)] if found.group(2) else [])
    return "第 " + ("、".join(ids[:-1]) + " 和 " + ids[-1] if len(ids) > 1 else ids[0]) + " 课"


# The words catch_report.py puts around a failed check (the check itself, its expansion and its
# context are the test's own, in the language the test wrote them in), and runner.py's words for a
# test that its judge could not finish (test grading.language holds them to runner.py's).
_CHROME = [
    (re.compile(r"^the judge stopped in the middle of this test \(exit status (-?\d+)\):$"),
     r"评测程序在这个测试进行到一半时退出了（退出状态 \1）："),
    (re.compile(r"^the judge stopped in the middle of this test \(exit status (-?\d+)\)$"),
     r"评测程序在这个测试进行到一半时退出了（退出状态 \1）"),
    (re.compile(r"^the lesson's hard wall-clock cap \(([\d.e+]+) s for all its tests, however busy "
                r"the machine\) ran out before this test finished$"),
     r"这个测试完成之前，这一课的硬性时钟上限（全部测试共 \1 s，不论机器多忙）已经用完"),
    (re.compile(r"^the lesson's time budget \(([\d.e+]+) s for all its tests, not counting the time "
                r"the machine was busy with other programs\) ran out before this test finished: a "
                r"search far slower than it should be, or calls that each wait for the ([\d.e+]+) s "
                r"limit$"),
     r"这个测试完成之前，这一课的时间额度（全部测试共 \1 s，不计机器忙于其他程序的时间）已经用完："
     r"搜索比应有的慢得多，或者每次调用都要等到 \2 s 的上限"),
    (re.compile(r"^ran out of memory \(limit (\d+) MB\)$"), r"内存用完了（上限 \1 MB）"),
    # grade.py's words for the submission's budget, shared by all its lessons.
    (re.compile(r"^not graded: the submission's hard wall-clock cap \(([\d.e+]+) s for all its "
                r"lessons, however busy the machine\) ran out before this lesson's turn; (.*) "
                r"took (.*)$"),
     lambda m: f"未评分：轮到这一课之前，这份提交的硬性时钟上限（所有课共 {m[1]} s，不论机器多忙）"
               f"已经用完；{_zh_lessons(m[2])}用了 {m[3]}"),
    (re.compile(r"^not graded: (.*) used the submission's whole ([\d.e+]+) s \(its time budget "
                r"for all its lessons, not counting the time the machine was busy with other "
                r"programs\)$"),
     lambda m: f"未评分：{_zh_lessons(m[1])}用完了这份提交的全部 {m[2]} s（所有课共用的时间额度，"
               f"不计机器忙于其他程序的时间）"),
    (re.compile(r"^not graded: the submission's ([\d.e+]+) s .* leaves less than ([\d.e+]+) s to "
                r"each of its lessons$"),
     r"未评分：这份提交的时间额度 \1 s 分到每一课不足 \2 s"),
    (re.compile(r"^the judge did not run this test; the worker wrote:$"),
     "评测程序没有运行这个测试；工作进程（worker）输出了："),
    (re.compile(r"^the judge did not run this test$"), "评测程序没有运行这个测试"),
    (re.compile(r"^(\w+)\( (.*) \) failed \(line (\d+)\)$"), r"\1( \2 ) 不成立（第 \3 行）"),
    (re.compile(r"^failed after line (\d+)$"), r"第 \1 行之后失败"),
    (re.compile(r"^(\s*)with expansion: "), r"\1代入后："),
    (re.compile(r"^(\s*)threw: "), r"\1抛出异常："),
    (re.compile(r"^threw an exception: "), "抛出异常："),
    (re.compile(r"^crashed: "), "崩溃："),
    (re.compile(r"^(\s*)context: "), r"\1上下文："),
    (re.compile(r"^(failed: )?(hint: |提示[:：])"), "提示："),  # a hint that the test wrote alone
    (re.compile(r"^failed: "), "失败："),
    (re.compile(r"^\.\.\. and (\d+) more failed checks$"), r"……另有 \1 个检查未通过"),
    (re.compile(r"^failed$"), "未通过"),
]


def failure_text(message, language=None):
    """A test's failure message with catch_report's words around it in the language asked for."""
    if _language(language) != CHINESE:
        return message
    out = []
    for line in message.splitlines():
        for pattern, chinese in _CHROME:
            line, found = pattern.subn(chinese, line, count=1)
            if found:
                break
        out.append(line)
    return "\n".join(out)


_ORIGINS = [
    (re.compile(r"^graded (\S+)$"), r"评阅的文件：\1"),
    (re.compile(r"^no (\S+) submitted: the stub was graded$"), r"未提交 \1，评阅的是桩代码"),
    (re.compile(r"^refused$"), "提交被拒绝"),
]


# submission.py's words for a submission it refused (nothing of the lesson was built).
_REFUSALS = [
    (re.compile(r"^the submission was refused: (.*)$"), r"提交被拒绝：\1"),
    (re.compile(r"(\S+) is a symbolic link: a submission holds plain files and folders only$"),
     r"\1 是符号链接：提交里只能有普通文件和文件夹"),
    (re.compile(r"(\S+) is a symbolic link: a submission holds plain (files|folders) only$"),
     lambda m: f"{m[1]} 是符号链接：提交里只能有普通{'文件' if m[2] == 'files' else '文件夹'}"),
    (re.compile(r"(\S+) is not a plain file \(a symbolic link, a FIFO or a device\): a submission "
                r"holds plain files only$"),
     r"\1 不是普通文件（而是符号链接、FIFO 或设备）：提交里只能有普通文件"),
    (re.compile(r"(\S+) is larger than (\d+) MiB$"), r"\1 大于 \2 MiB"),
    (re.compile(r"(\S+) is a folder: a lesson folder holds files only$"),
     r"\1 是文件夹：课的文件夹里只能放文件"),
    (re.compile(r"(\S+) is not a plain file$"), r"\1 不是普通文件"),
    (re.compile(r"(\S+) has the name of one of the kit's headers: rename the helper, the kit's "
                r"header must be the one included$"),
     r"\1 与工具包的一个头文件同名：请给你的辅助头文件改名，被包含的必须是工具包的头文件"),
    (re.compile(r"(\S+) is not part of a lesson: a lesson folder holds (\S+), helper headers "
                r"\(([^)]*)\) and its texts \(([^)]*)\)$"),
     r"\1 不属于任何一课：课的文件夹里只能放 \2、辅助头文件（\3）和课文（\4）"),
]


# workerbuild.py's and grade.py's words for a build that made no worker (a compiler's own errors
# stay as it wrote them).
_BUILD_PROBLEMS = [
    (re.compile(r"^the build took longer than ([\d.e+]+) s \(what the submission's time budget, "
                r"([\d.e+]+) s for all its lessons and their builds, or its hard wall-clock cap, "
                r"([\d.e+]+) s, left this lesson's build\)$", re.M),
     r"构建用时超过 \1 s（这是这份提交的时间额度——所有课及其构建共 \2 s——或它的硬性时钟上限 \3 s "
     r"留给这一课构建的时间）"),
    (re.compile(r"^the build took longer than ([\d.e+]+) s$", re.M), r"构建用时超过 \1 s"),
    (re.compile(r"^the build failed:$", re.M), "构建失败："),
]


def _in_chinese(text, language, patterns):
    """text with each of (pattern, Chinese) applied once, when the language asked for is
    Chinese."""
    if _language(language) != CHINESE:
        return text
    for pattern, chinese in patterns:
        text = pattern.sub(chinese, text, count=1)
    return text


def build_text(problem, language=None):
    """Why a lesson's worker was not built, in the language asked for."""
    return _in_chinese(problem, language, _BUILD_PROBLEMS)


def refusal_text(problem, language=None):
    """Why a submission was refused, in the language asked for."""
    return _in_chinese(problem, language, _REFUSALS)


def _refused(result):
    return result.origin == "refused"


def origin_text(origin, language=None):
    """Where the graded code came from (submission.py says it in English), in the language."""
    if _language(language) != CHINESE:
        return origin
    for pattern, chinese in _ORIGINS:
        text, found = pattern.subn(chinese, origin)
        if found:
            return text
    return origin


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


# The stubs' not_implemented message, in English or Chinese (core/include/npuzzle/errors.hpp).
_NOT_WRITTEN = re.compile(r"lesson (\d\d)'s (\S+) is not implemented yet"
                          r"|第 (\d\d) 课的 (\S+) 尚未实现")
_NOT_WRITTEN_ANY = ("not implemented yet", "尚未实现")


def _unwritten(result):
    """The (lesson, function) pairs the failed tests stopped in, or None when some test failed
    for another reason."""
    found = set()
    for o in result.outcomes:
        if o.passed:
            continue
        match = _NOT_WRITTEN.search(o.message)
        if not match and not any(words in o.message for words in _NOT_WRITTEN_ANY):
            return None
        found.add(tuple(g for g in match.groups() if g is not None) if match
                  else (result.lesson.id, ""))
    return found


def _not_started_line(result, language):
    """"not started", or which earlier lesson this one waits for, when every test stopped in a
    stub; None otherwise."""
    unwritten = _unwritten(result)
    if not unwritten:
        return None
    origin = origin_text(result.origin, language)
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
        origin = origin_text(r.origin, language)
        if r.problem and _refused(r):
            lines += ["", pick(language, f"{r.lesson.dir}: all {_points(r.max_score, language)} "
                                         f"lost:",
                               f"{r.lesson.dir}：本课 {r.max_score} 分全部扣除："),
                      textwrap.indent(refusal_text(r.problem, language), "    ")]
            continue
        if r.problem:
            lines += ["", pick(language,
                               f"{r.lesson.dir}: did not compile ({origin}); all "
                               f"{_points(r.max_score, language)} lost:",
                               f"{r.lesson.dir}：编译失败（{origin}），本课 {r.max_score} 分全部扣除："),
                      textwrap.indent(build_text(r.problem, language), "    ")]
            continue
        if not lost:
            continue
        reasons = {o.message for o in r.outcomes}
        if len(lost) == len(r.outcomes) and len(reasons) == 1 and \
                next(iter(reasons)).startswith(NOT_GRADED):
            # The submission's time ran out before this lesson: one reason for all its tests.
            reason = failure_text(next(iter(reasons)), language)
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
        for o in lost:
            hidden = pick(language, " (hidden test)", "（隐藏测试）") if o.test.hidden else ""
            colon = pick(language, ": ", "：")
            lines.append(f"  - {o.test.name}{hidden}{colon}{_points(o.test.points, language)}")
            lines.append(textwrap.indent(failure_text(_short(o.message, language), language),
                                         "      "))
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
        return REFUSED.in_(_language(language)) + refusal_text(problem, language)
    if problem:
        return NOT_COMPILED.in_(_language(language)) + build_text(problem, language)
    return "" if outcome.passed else failure_text(outcome.message, language)


def gradescope(results, hidden_visibility="after_published", notes="", language=None):
    """Gradescope's results.json: a total and one entry per test, with its output. Its time is
    the visible tests' (with the builds): students see it before the hidden tests are published,
    and a worker that slows down on the hidden tests' inputs must not show them through it.
    The texts are in the language asked for, which extra_data.language names; keys and test
    names stay as they are."""
    language = _language(language)
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
                "output": _test_output(o, r.problem, language, _refused(r)),
                "visibility": hidden_visibility if o.test.hidden else "visible",
                "tags": [f"lesson{r.lesson.id}"] + (["hidden"] if o.test.hidden else []),
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
                         "compiled": not r.problem, "origin": r.origin,
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
    in the language asked for, which each suite's `language` property names."""
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
            if r.problem and _refused(r):
                ET.SubElement(case, "error", message=pick(language, "refused", "提交被拒绝")
                              ).text = refusal_text(r.problem, language)
            elif r.problem:
                ET.SubElement(case, "error", message=pick(language, "did not compile", "编译失败")
                              ).text = r.problem
            elif not o.passed:
                text = failure_text(o.message, language)
                first = text.splitlines()[0] if text else pick(language, "failed", "未通过")
                ET.SubElement(case, "failure", message=first).text = text
    ET.indent(suites)
    return ET.tostring(suites, encoding="unicode", xml_declaration=True) + "\n"


def json_text(data):
    return json.dumps(data, indent=2) + "\n"
