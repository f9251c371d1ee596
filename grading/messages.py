"""Description: every reason the grader gives for a lost point, as data, and its words.

A reason (did not compile, refused, timed out, over the submission's budget, not graded for lack
of time, crashed, threw, not implemented yet, a hint, a context line) is a Reason: a kind and its
fields, made where it arises (submission.py, workerbuild.py, runner.py, grade.py,
catch_report.py, in_process.py) and carried as it is to the report, whose platforms' results
hold its data (Reason.data). Its words exist once per language, in TEMPLATES below, and are
written out by render() in the language the reader asked for: no English sentence is
translated afterwards, and nothing reads a sentence back. A test's own texts (its context lines,
hints, what the student's code threw) reach the grader already in the reader's language: they
are fields. docs/glossary.md fixes the Chinese terms."""
import dataclasses
import json

from language import CHINESE

# What a lesson test's program adds to a text it reports when the student's code reached a
# lesson stub (tests/support/exception_text.hpp writes it): one line, this prefix and JSON.
UNWRITTEN_MARK = "npuzzle-unwritten: "
# How tests/support/hints.hpp begins a hint, in each language.
HINT_MARKS = {"hint: ": "en", "提示：": CHINESE}


@dataclasses.dataclass(frozen=True)
class Lessons:
    """Lesson numbers, said as a list: "lessons 00, 01 and 03", 「第 00、01 和 03 课」."""
    ids: tuple

    def in_(self, language):
        ids = list(self.ids)
        if language == CHINESE:
            return "第 " + ("、".join(ids[:-1]) + " 和 " + ids[-1] if len(ids) > 1 else
                           "".join(ids)) + " 课"
        if len(ids) < 2:
            return f"lesson {ids[0]}" if ids else "no lesson"
        return f"lessons {', '.join(ids[:-1])} and {ids[-1]}"

    def data(self):
        return list(self.ids)


@dataclasses.dataclass(frozen=True)
class Reason:
    kind: str
    fields: tuple  # (name, value) pairs: a value is text, a number, a Reason, Lessons or a tuple

    def get(self, name, default=None):
        return dict(self.fields).get(name, default)

    def in_(self, language):
        return render(self, language)

    def data(self):
        """The reason as JSON data: {"kind": ..., field: value, ...}."""
        return {"kind": self.kind, **{name: _data(value) for name, value in self.fields}}


def _data(value):
    if hasattr(value, "data"):
        return value.data()
    if isinstance(value, tuple):
        return [_data(v) for v in value]
    return value


def reason(kind, **fields):
    """A Reason of a kind TEMPLATES knows, with the fields its words use."""
    if kind not in TEMPLATES:
        raise KeyError(f"no words for the reason {kind!r}")
    return Reason(kind, tuple((name, tuple(v) if isinstance(v, list) else v)
                              for name, v in fields.items()))


def render(item, language):
    """A reason (or a list of them: a failure's lines) in words, in `language`."""
    if isinstance(item, (list, tuple)):
        return "\n".join(render(r, language) for r in item)
    english, chinese = TEMPLATES[item.kind]
    words = chinese if language == CHINESE else english
    values = {name: _value(value, language) for name, value in item.fields}
    text = words(values) if callable(words) else words.format(**values)
    note = item.get("note")
    if note:
        text += ("。" if language == CHINESE else ". ") + render(note, language)
    tail = item.get("tail")
    return text + "\n" + tail if tail else text


def _value(value, language):
    if hasattr(value, "in_"):
        return value.in_(language)
    if isinstance(value, tuple) and not all(isinstance(v, (int, float)) for v in value):
        return ("、" if language == CHINESE else ", ").join(str(_value(v, language))
                                                           for v in value)
    return value


def from_data(data):
    """A Reason from its data (Reason.data), for a report read back from results.json."""
    fields = {}
    for name, value in data.items():
        if name == "kind":
            continue
        if isinstance(value, dict) and "kind" in value:
            value = from_data(value)
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            value = [from_data(v) for v in value]
        elif name == "lessons" and isinstance(value, list):
            value = Lessons(tuple(value))
        fields[name] = value
    return reason(data["kind"], **fields)


def capped_data(data, cap):
    """Reason data (Reason.data) with each text cut to `cap` characters: results that must stay
    under a platform's size hold the test's texts (a context line, a hint) once more here."""
    if isinstance(data, str):
        return data if len(data) <= cap else data[:cap] + " ..."
    if isinstance(data, dict):
        return {key: capped_data(value, cap) for key, value in data.items()}
    if isinstance(data, list):
        return [capped_data(value, cap) for value in data]
    return data


def indented(text, prefix="  "):
    """A multi-line field under its first line: "with expansion: a\n  b"."""
    return str(text).replace("\n", "\n" + prefix)


def unwritten(text):
    """(text without the stub mark lines, [(lesson, function), ...] they name)."""
    kept, found = [], []
    for line in str(text).splitlines():
        if line.startswith(UNWRITTEN_MARK):
            try:
                data = json.loads(line[len(UNWRITTEN_MARK):])
                found.append((str(data.get("lesson", "")), str(data.get("function", ""))))
                continue
            except (ValueError, AttributeError):
                pass
        kept.append(line)
    return "\n".join(kept), found


def hint(text, at=""):
    """A check.hint Reason when `text` is one of tests/support/hints.hpp's hints (its words, the
    language the test wrote them in and, when known, `at`: the test source's "file:line" that
    showed it, which names the hint's definition as data), else None."""
    for mark, written_in in HINT_MARKS.items():
        if text.startswith(mark):
            where = {"at": at} if at else {}
            return reason("check.hint", text=text[len(mark):], language=written_in, **where)
    return None


def _seconds_list(values, language):
    return ("、" if language == CHINESE else ", ").join(f"{s:g} s" for s in values)


def _kept(f, language):
    """grade.py's note of a lesson's share: the floor kept for the lessons after it."""
    to_come = f["to_come"]
    if not to_come:
        return ""
    if language == CHINESE:
        return f"，并为之后的{'那一课' if to_come == 1 else f' {to_come} 课每课'}留出 {f['floor']:g} s"
    after = "the lesson" if to_come == 1 else f"each of the {to_come} lessons"
    return f", keeping {f['floor']:g} s for {after} after it"


def _used(f, language):
    if not f["used"]:
        return ""
    return ("；之前各课的构建和可见测试用时：" if language == CHINESE else
            "; the builds and visible tests before it took: ") + f["used"]


# kind: (English, Chinese), each a str.format template of the fields or a function of them. A
# field `note` (a Reason) is said after the sentence, a field `tail` (a program's own output) on
# the lines below it.
TEMPLATES = {
    # Why no submission could be graded at all (grade.py): the error as the grader met it.
    "grader.failed": ("The autograder could not run: {error}", "自动评分程序无法运行：{error}"),
    # Why one submission of a batch could not be graded (grade.py): the others were.
    "grader.failed_submission": (
        "The autograder could not grade this submission: {error}",
        "自动评分程序无法评阅这份提交：{error}"),
    # Where the graded code came from (submission.py).
    "origin.graded": ("graded {file}", "评阅的文件：{file}"),
    "origin.stub": ("no {file} submitted: the stub was graded", "未提交 {file}，评阅的是桩代码"),
    "origin.refused": ("refused", "提交被拒绝"),
    # Why a submission's lesson was refused (submission.py): nothing of it was built.
    "refused": ("the submission was refused: {why}", "提交被拒绝：{why}"),
    "refused.link": ("{path} is a symbolic link: a submission holds plain files and folders only",
                     "{path} 是符号链接：提交里只能有普通文件和文件夹"),
    "refused.file_link": ("{path} is a symbolic link: a submission holds plain files only",
                          "{path} 是符号链接：提交里只能有普通文件"),
    "refused.folder_link": ("{path} is a symbolic link: a submission holds plain folders only",
                            "{path} 是符号链接：提交里只能有普通文件夹"),
    "refused.not_plain": ("{path} is not a plain file (a symbolic link, a FIFO or a device): a "
                          "submission holds plain files only",
                          "{path} 不是普通文件（而是符号链接、FIFO 或设备）：提交里只能有普通文件"),
    "refused.too_large": ("{path} is larger than {mib} MiB", "{path} 大于 {mib} MiB"),
    "refused.folder": ("{path} is a folder: a lesson folder holds files only",
                       "{path} 是文件夹：课的文件夹里只能放文件"),
    "refused.special": ("{path} is not a plain file", "{path} 不是普通文件"),
    "refused.name": ("{path} has a name that is not UTF-8 text (its bytes that are not are shown "
                     "as \\xNN): rename or remove it",
                     "{path} 的文件名不是 UTF-8 文本（不是 UTF-8 的字节显示为 \\xNN）：请改名或删掉它"),
    "refused.kit_header": ("{path} has the name of one of the kit's headers: rename the helper, "
                           "the kit's header must be the one included",
                           "{path} 与课程包的一个头文件同名：请给你的辅助头文件改名，被包含的必须是"
                           "课程包的头文件"),
    "refused.stray": ("{path} is not part of a lesson: a lesson folder holds {source}, helper "
                      "headers ({helpers}) and its texts ({texts})",
                      "{path} 不属于任何一课：课的文件夹里只能放 {source}、辅助头文件（{helpers}）"
                      "和课文（{texts}）"),
    # Why a lesson's worker was not built (workerbuild.py, grade.py).
    "build.compile_error": ("{output}", "{output}"),  # the compiler's own first error
    "build.failed": ("the build failed:\n{output}", "构建失败：\n{output}"),
    "build.timeout": ("the build took longer than {seconds:g} s", "构建用时超过 {seconds:g} s"),
    "build.timeout_in_budget": (
        "the build took longer than {seconds:g} s (what the submission's time budget, "
        "{budget:g} s for all its lessons and their builds, or its hard wall-clock cap, "
        "{wall_cap:g} s, left this lesson's build)",
        "构建用时超过 {seconds:g} s（这是这份提交的时间额度——所有课及其构建共 {budget:g} s——或它的"
        "硬性时钟上限 {wall_cap:g} s 留给这一课构建的时间）"),
    # Why a test has no result of its own (runner.py, in_process.py).
    "judge.stopped": ("the judge stopped in the middle of this test (exit status {status})",
                      "评测程序在这个测试进行到一半时退出了（退出状态 {status}）"),
    "judge.stopped_output": (
        "the judge stopped in the middle of this test (exit status {status}):",
        "评测程序在这个测试进行到一半时退出了（退出状态 {status}）："),
    "judge.not_run": ("the judge did not run this test", "评测程序没有运行这个测试"),
    "judge.not_run_output": ("the judge did not run this test; the worker wrote:",
                             "评测程序没有运行这个测试；工作进程（worker）输出了："),
    # Without `seconds` when the submission's limits cut the lesson's (a note says how): what
    # they left depends on the time earlier lessons' hidden tests took, which students never see.
    "lesson.wall_cap": (
        lambda f: (f"the lesson's hard wall-clock cap ({f['seconds']:g} s for all its tests, "
                   f"however busy the machine)" if "seconds" in f else
                   "the time the submission's hard wall-clock cap left this lesson") +
                  " ran out before this test finished",
        lambda f: "这个测试完成之前，" + (
            f"这一课的硬性时钟上限（全部测试共 {f['seconds']:g} s，不论机器多忙）"
            if "seconds" in f else "这份提交的硬性时钟上限留给这一课的时间") + "已经用完"),
    "lesson.budget": (
        lambda f: (f"the lesson's time budget ({f['seconds']:g} s for all its tests, not counting "
                   f"the time the machine was busy with other programs)" if "seconds" in f else
                   "the time the submission's time budget left this lesson") +
                  f" ran out before this test finished: a search far slower than it should be, "
                  f"or calls that each wait for the {f['call_seconds']:g} s limit",
        lambda f: "这个测试完成之前，" + (
            f"这一课的时间额度（全部测试共 {f['seconds']:g} s，不计机器忙于其他程序的时间）"
            if "seconds" in f else "这份提交的时间额度留给这一课的时间") +
                  f"已经用完：搜索比应有的慢得多，或者每次调用都要等到 {f['call_seconds']:g} s 的上限"),
    "out_of_memory": ("ran out of memory (limit {limit_mb} MB)", "内存用完了（上限 {limit_mb} MB）"),
    "tests.crashed": ("the test program crashed in this test ({signal})",
                      "测试程序在这个测试中崩溃了（{signal}）"),
    "tests.crashed_output": ("the test program crashed in this test ({signal}):",
                             "测试程序在这个测试中崩溃了（{signal}）："),
    "tests.stopped": ("the test program stopped in the middle of this test (exit status {status})",
                      "测试程序在这个测试进行到一半时退出了（退出状态 {status}）"),
    "tests.stopped_output": (
        "the test program stopped in the middle of this test (exit status {status}):",
        "测试程序在这个测试进行到一半时退出了（退出状态 {status}）："),
    "tests.wall_cap": ("the lesson's tests ran for more than {seconds:g} s all together: a search "
                       "that never ends, or one far slower than it should be",
                       "这一课的测试一共运行了超过 {seconds:g} s：搜索停不下来，或者比应有的速度慢得多"),
    "tests.not_run": ("the test program did not run this test: is its name in the catalog?",
                      "测试程序没有运行这个测试：目录（catalog）里的测试名对吗？"),
    # Why a lesson had less time than its own (budget.py's SubmissionBudget): a limit's note.
    "share.budget": (
        lambda f: f"the submission's time budget ({f['budget']:g} s for all its lessons) left "
                  f"this lesson less than its own {f['own']:g} s{_kept(f, 'en')}{_used(f, 'en')}",
        lambda f: f"这份提交的时间额度（所有课共 {f['budget']:g} s）留给这一课的时间少于它自己的 "
                  f"{f['own']:g} s{_kept(f, CHINESE)}{_used(f, CHINESE)}"),
    "share.used": ("lesson {lesson} {seconds:g} s", "第 {lesson} 课 {seconds:g} s"),
    "share.wall_cap": ("the submission's hard wall-clock cap ({wall_cap:g} s for all its lessons, "
                       "builds included) left this lesson less than its own {own:g} s",
                       "这份提交的硬性时钟上限（所有课及其构建共 {wall_cap:g} s）留给这一课的时间少于"
                       "它自己的 {own:g} s"),
    # Why a lesson was not graded at all (budget.py's SubmissionBudget; classroom.py when the
    # report has no result for it).
    "lesson.not_graded": ("the grader did not grade this lesson (see the log above)",
                          "评分程序没有评阅这一课（见上面的日志）"),
    "not_graded.wall_cap": (
        lambda f: f"not graded: the submission's hard wall-clock cap ({f['wall_cap']:g} s for "
                  f"all its lessons, however busy the machine) ran out before this lesson's "
                  f"turn; the builds and visible tests of {f['lessons']} took "
                  f"{_seconds_list(f['took'], 'en')}",
        lambda f: f"未评分：轮到这一课之前，这份提交的硬性时钟上限（所有课共 {f['wall_cap']:g} s，"
                  f"不论机器多忙）已经用完；{f['lessons']}的构建和可见测试用了 "
                  f"{_seconds_list(f['took'], CHINESE)}"),
    # `lessons`: those whose builds and visible tests alone used a lesson's share, if any.
    "not_graded.budget_used": (
        lambda f: f"not graded: {f.get('lessons', 'the lessons before it')} used the "
                  f"submission's whole {f['budget']:g} s (its time budget for all its lessons, not "
                  f"counting the time the machine was busy with other programs)",
        lambda f: f"未评分：{f.get('lessons', '之前的课')}用完了这份提交的全部 {f['budget']:g} s"
                  f"（所有课共用的时间额度，不计机器忙于其他程序的时间）"),
    "not_graded.budget_small": (
        "not graded: the submission's {budget:g} s (its time budget for all its lessons, not "
        "counting the time the machine was busy with other programs) leaves less than "
        "{least:g} s to each of its lessons",
        "未评分：这份提交的时间额度 {budget:g} s 分到每一课不足 {least:g} s"),
    # A failed check as a lesson test's report gives it (catch_report.py): the words around the
    # test's own texts, one line each.
    "check.failed": ("{macro}( {expression} ) failed (line {line})",
                     "{macro}( {expression} ) 不成立（第 {line} 行）"),
    "check.failed_after": ("failed after line {line}", "第 {line} 行之后失败"),
    "check.expansion": (lambda f: "  with expansion: " + indented(f["text"]),
                        lambda f: "  代入后：" + indented(f["text"])),
    "check.threw": (lambda f: "  threw: " + indented(f["text"]),
                    lambda f: "  抛出异常：" + indented(f["text"])),
    "check.exception": ("threw an exception: {text}", "抛出异常：{text}"),
    "check.crashed": ("crashed: {text}", "崩溃：{text}"),
    "check.message": ("failed: {text}", "失败：{text}"),
    "check.hint": ("hint: {text}", "提示：{text}"),
    # A test whose only failures are hints: the report shows them above the lesson's failures.
    "check.see_hint": ("failed: see the hint above", "未通过：见上面的提示"),
    "check.context": ("  context: {text}", "  上下文：{text}"),
    "check.note": ("{text}", "{text}"),  # a line the test wrote after its last failure
    "check.more": ("... and {count} more failed checks", "……另有 {count} 个检查未通过"),
    "check.context_left_out": ("  ... and {count} more lines of context",
                               "  ……另有 {count} 行上下文未显示"),
    "check.failed_plain": ("failed", "未通过"),
    # How the student's code was isolated (sandbox.py): a note above the report. Why a layer is
    # missing (`why`) is the sandbox's own diagnosis, for the instructor.
    "isolation": ("isolation: {layers}\nmemory: {memory}", "隔离：{layers}\n内存：{memory}"),
    "isolation.full": ("bubblewrap + user {user}", "bubblewrap + 用户 {user}"),
    "isolation.user_only": ("user only ({user}): {why}", "仅用户隔离（{user}）：{why}"),
    "isolation.bwrap_only": ("bubblewrap only: {why}", "仅 bubblewrap：{why}"),
    "isolation.none": ("none: {why}; fine for self-grading only", "无：{why}；只适合自己给自己评分"),
    "isolation.exposed": ("warning: without bubblewrap {user} can read {kit} (its solutions and "
                          "hidden tests): chmod -R go-rwx it",
                          "警告：没有 bubblewrap 时，{user} 能读取 {kit}（其中有参考解答和隐藏测试）："
                          "请对它运行 chmod -R go-rwx"),
    "memory.cgroups": ("a cgroup of its own holds the memory and processes of each run together",
                       "每次运行的内存和进程都放在它自己的 cgroup 里，一起限制"),
    "memory.no_cgroup_no_seccomp": (
        "no cgroup ({why}) and no seccomp filter on this machine: memory is limited per process, "
        "and a worker may start several",
        "没有 cgroup（{why}），本机也没有 seccomp 过滤：内存按进程限制，而 worker 可以启动多个进程"),
    "memory.no_cgroup": ("no cgroup ({why}): a worker may not start processes (seccomp), so its "
                         "one process's memory limit is its total",
                         "没有 cgroup（{why}）：worker 不能启动新进程（seccomp），所以它唯一一个进程"
                         "的内存限制就是总限制"),
}
