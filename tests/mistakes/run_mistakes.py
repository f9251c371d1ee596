#!/usr/bin/env python3
"""Description: the mistake bank. Plants each known mistake of tests/mistakes/ in the reference,
builds that lesson's in-process test program against it, runs it with Catch2's XML reporter and
checks, through grading/catch_report.py, that (a) some graded test fails, (b) the report shows the
mistake's own hint and (c) no other hint, and (d) that the first hint a student reads in the
lesson's report, as grading/report.py writes it for ./kit test and ./kit grade, is the mistake's
own, above the first failure. Then it runs the tests that failed once more with NPUZZLE_LANG=zh-CN
and checks the same in Chinese: the report shows that hint in Chinese ("提示：...", the Chinese
text of the same definition, found in the hint table of tests/tools/hint_table.py) first, and no
other hint, in either language. Last it grades the mistake from outside, as ./kit grade does: the
tests that showed its hint run in the lesson's judge (lessonNN_judge) with the planted code in a
worker of its own (NPUZZLE_WORKER), and must fail with that hint and no other (a test can see
less from outside: what the worker refused, or what it reported before it threw, must still
cross). Prints the kill rate, the hint precision, and how many mistakes the first failed test
names by itself. Each mistake's two reports are kept beside its program
(table-en.txt, table-zh-CN.txt), to be read as a student reads them.

A mistake is a file tests/mistakes/NN-name/WHAT.patch: two header lines, "Mistake: ..." and
"Hint: <words the hint must contain>", then a unified diff of solutions/NN-name/SOURCE.cpp (few
context lines, so it survives edits elsewhere in the file). A WHAT.cpp is a whole alternative
source instead, with the same two lines as its first comment lines ("// Mistake: ...").
Where the reference is tuned past the point where a student's mistake can be planted in it, the
lesson folder holds base.cpp, a plain solution of the contract, and a third header line
"Base: base.cpp" makes the patch apply to it. The bank checks each base.cpp as a control: it must
pass every graded test and show no hint.

Fast: only the one source is compiled (with the flags of the build's compile_commands.json, and
through the build's compiler launcher, ccache, when it has one) and the lesson's test program is
relinked from the build's own objects, the mistake's object taking the place of the reference
library. Each mistake is built in BUILD/mistakes/NN-name/WHAT/ (a fixed path, so ccache finds the
object of an unchanged planted source again; the program stays there to be rerun by hand). The
lessons whose programs run longest go first, so the short ones fill the end. Needs a build of the
lessonNN_reference_tests, lessonNN_reference_worker and lessonNN_judge targets.

Each test case of the program runs in a process of its own (in the program's order, the reports
merged): a test whose watchdog gives up on a runaway search leaves that search's thread behind,
still computing, and in one process those threads pile up until the program ends (a mistake
that makes IDA* run away in ten tests kept ten threads busy, and the program ran for minutes on
the CPU they left it). Every test case still runs, and fails or passes, as in the whole program.

Usage: run_mistakes.py --build-dir BUILD [--source-dir ROOT] [--jobs N] [--only NN-name/WHAT]
                       [--english-only]"""
import argparse
import concurrent.futures
import dataclasses
import json
import os
import pathlib
import re
import shlex
import shutil
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
RUN_SECONDS = 480  # one lesson's test cases, all of them; a watchdog stops a runaway search in
# 10 s of its CPU time (lesson 06's search tests check the h update first, so a wrong one fails
# them at once), and the slowest mistake (06: the undoing move generated, right but slower) takes
# 45-70 s, by the machine's load, with each test in its own process
CHINESE = {"NPUZZLE_LANG": "zh-CN"}
# How the program lists its test cases, one name a line: Catch2 v2 (whose exit status is the
# number of tests), else v3 (which does not know v2's option).
LIST_V2 = ["--list-test-names-only"]
LIST_V3 = ["--list-tests", "--verbosity", "quiet"]


@dataclasses.dataclass
class Mistake:
    lesson: str  # "01-cantor"
    name: str
    path: pathlib.Path
    what: str
    hint: str  # "" for a control (base.cpp), which must pass and show no hint
    base: str = ""  # the file in the lesson folder the patch applies to; "" for the reference


@dataclasses.dataclass
class Outcome:
    mistake: Mistake
    killed_by: list  # graded tests that failed
    hints: list  # every hint the report shows
    problem: str  # why this mistake does not pass the bank's checks; "" when it does
    seconds: str = ""  # build and run times, for the log
    hints_zh: list = dataclasses.field(default_factory=list)  # every hint of the Chinese run
    # whether the first failed test, in the report's order, shows the mistake's hint itself
    named_by_first_failure: bool = False

    @property
    def own_hint_shown(self):
        return bool(self.mistake.hint) and any(self.mistake.hint in h for h in self.hints)

    @property
    def foreign_hints(self):
        return [h for h in self.hints if not self.mistake.hint or self.mistake.hint not in h]


def read_mistake(lesson, path):
    if path.name == "base.cpp":
        return Mistake(lesson, "base", path, "none: the plain solution the patches apply to", "")
    header = {}
    for line in path.read_text().splitlines()[:4]:
        key, _, value = line.removeprefix("// ").partition(": ")
        if key in ("Mistake", "Hint", "Base"):
            header[key] = value.strip()
    if not {"Mistake", "Hint"} <= set(header):
        raise SystemExit(f"{path}: the first lines must be 'Mistake: ...' and 'Hint: ...'")
    return Mistake(lesson, path.stem, path, header["Mistake"], header["Hint"],
                   header.get("Base", ""))


def all_mistakes(only):
    found = []
    for lesson_dir in sorted(p for p in HERE.iterdir() if p.is_dir() and p.name[:2].isdigit()):
        for path in sorted(lesson_dir.iterdir()):
            if path.suffix in (".patch", ".cpp"):
                m = read_mistake(lesson_dir.name, path)
                if not only or f"{m.lesson}/{m.name}" in only:
                    found.append(m)
    return found


class Lesson:
    """How the build compiled a lesson's reference and linked its in-process test program."""

    def __init__(self, build, root, lesson):
        self.id = lesson[:2]
        self.scratch = build / "mistakes" / lesson
        self.source = next((root / "solutions" / lesson).glob("*.cpp"))
        commands = json.loads((build / "compile_commands.json").read_text())
        entry = next((c for c in commands if pathlib.Path(c["file"]) == self.source), None)
        if entry is None:
            raise SystemExit(f"{self.source} is not in {build}/compile_commands.json")
        self.compile_dir = entry["directory"]
        self.compile_args = shlex.split(entry["command"])
        cache = build / "CMakeCache.txt"
        launcher = re.search(r"^CMAKE_CXX_COMPILER_LAUNCHER:\w+=(.+)$",
                             cache.read_text() if cache.exists() else "", re.M)
        if launcher and shutil.which(launcher.group(1).strip()):
            self.compile_args.insert(0, launcher.group(1).strip())
        exe = f"lesson{self.id}_reference_tests"
        link_txt = build / "tests" / "CMakeFiles" / f"{exe}.dir" / "link.txt"
        if not link_txt.exists():
            raise SystemExit(f"{link_txt} is missing: build the {exe} target first")
        self.link_dir = build / "tests"
        self.link_args = shlex.split(link_txt.read_text())
        # Graded from outside: the lesson's judge (where its link line writes it), and how its
        # worker is linked.
        links = {t: build / "tests" / "CMakeFiles" / f"lesson{self.id}_{t}.dir" / "link.txt"
                 for t in ("judge", "reference_worker")}
        missing = [str(path) for path in links.values() if not path.exists()]
        if missing:
            raise SystemExit(f"{', '.join(missing)} missing: build the lesson{self.id}_judge and "
                             f"lesson{self.id}_reference_worker targets first")
        judge_args = shlex.split(links["judge"].read_text())
        self.judge = self.link_dir / judge_args[judge_args.index("-o") + 1]
        self.worker_link_args = shlex.split(links["reference_worker"].read_text())
        self.library = f"libnpuzzle_lesson{self.id}_reference.a"

    def compile(self, source, obj):
        args, skip = [], False
        for i, a in enumerate(self.compile_args):
            if skip:
                skip = False
                continue
            if a in ("-o", "-MF", "-MT"):
                skip = True
                continue
            if a in ("-MD", "-c") or a == str(self.source) or a.endswith(self.source.name):
                continue
            # A planted mistake may leave a variable or helper unused, as a student's would: the
            # bank judges what the tests see, so warnings stay warnings (CI builds with -Werror).
            if a.startswith("-Werror"):
                continue
            args.append(a)
        # The reference's own folder stays on the path for its private headers.
        args += ["-iquote", str(self.source.parent), "-c", str(source), "-o", str(obj)]
        return subprocess.run(args, cwd=self.compile_dir, capture_output=True, text=True)

    def link(self, obj, exe, link_args=None):
        """Links `exe` as the build links the in-process test program (or `link_args`'s program,
        the worker), the planted object in place of the reference library."""
        args, replaced = [], False
        out_next = False
        for a in link_args or self.link_args:
            if out_next:
                args.append(str(exe))
                out_next = False
            elif a == "-o":
                args.append(a)
                out_next = True
            elif a.endswith(self.library):
                args.append(str(obj))
                replaced = True
            else:
                args.append(a)
        if not replaced:
            raise SystemExit(f"the link line of lesson {self.id} does not name {self.library}")
        return subprocess.run(args, cwd=self.link_dir, capture_output=True, text=True)


def apply_patch(text, diff):
    """`text` with each hunk of the unified `diff` applied wherever its old lines stand (line
    numbers are ignored, so edits elsewhere in the file do not matter); None if one is missing."""
    hunks, old, new = [], None, None
    for line in diff.splitlines(keepends=True):
        if line.startswith("@@"):
            old, new = [], []
            hunks.append((old, new))
        elif old is None or line.startswith(("---", "+++")):
            continue
        elif line.startswith("-"):
            old.append(line[1:])
        elif line.startswith("+"):
            new.append(line[1:])
        elif line.startswith(" ") or line in ("\n", ""):
            old.append(line[1:] or "\n")
            new.append(line[1:] or "\n")
    for old, new in hunks:
        before = "".join(old)
        if text.count(before) != 1:
            return None
        text = text.replace(before, "".join(new))
    return text


def planted_source(mistake, lesson, scratch):
    planted = scratch / lesson.source.name
    if mistake.path.suffix == ".cpp":
        shutil.copyfile(mistake.path, planted)
        return planted, None
    original = mistake.path.parent / mistake.base if mistake.base else lesson.source
    text = apply_patch(original.read_text(), mistake.path.read_text())
    if text is None:
        return None, (f"the patch no longer applies to {original}: rebase it (the lines it "
                      f"removes, with their context, must appear once)")
    planted.write_text(text)
    return planted, None


def test_names(exe, scratch):
    """The program's test cases, in its order (the ones a plain run runs), or a problem."""
    listed = subprocess.run([str(exe), *LIST_V2], cwd=scratch, capture_output=True, text=True)
    if "Unrecognised token" in listed.stdout + listed.stderr:
        listed = subprocess.run([str(exe), *LIST_V3], cwd=scratch, capture_output=True,
                                text=True)
        if listed.returncode != 0:
            return [], f"{exe} {' '.join(LIST_V3)} failed:\n{listed.stderr[-2000:]}"
    names = [line.strip() for line in listed.stdout.splitlines() if line.strip()]
    if not names:
        return [], f"{exe} lists no test cases:\n{listed.stderr[-2000:]}"
    return names, ""


def run_each(exe, names, scratch, catch_report, env=None, prefix="report"):
    """Every test case in a fresh process (so no runaway search outlives its test), one after
    the other, within RUN_SECONDS for them all (past them the test running is cut short and no
    more start, as when the whole program was cut short): the reports merged into one (every
    finished case; the first test that crashed or was cut short; whether every report reached
    its end), and every test that crashed or was cut short. `env`: variables added to the
    program's environment; `prefix`: the reports' file names."""
    environment = dict(os.environ, **(env or {}))
    deadline = time.monotonic() + RUN_SECONDS
    cases, cut_short, complete = {}, [], True
    for index, name in enumerate(names):
        out = scratch / f"{prefix}-{index:03d}.xml"
        out.unlink(missing_ok=True)
        left = deadline - time.monotonic()
        try:
            if left <= 0:
                raise subprocess.TimeoutExpired(str(exe), 0)
            subprocess.run([str(exe), "-r", "xml", "-o", str(out), escape_name(name)],
                           cwd=scratch, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           timeout=left, env=environment)
            timed_out = False
        except subprocess.TimeoutExpired:
            timed_out = True  # the report so far still names what failed
        report = catch_report.parse(out.read_bytes() if out.exists() else b"")
        cases.update(report.cases)
        if not report.complete:
            complete = False
        if report.running or name not in report.cases:
            cut_short.append(report.running or name)  # crashed or cut short in this test
            if timed_out:
                break
    # PREFIX-NNN.xml is the report of the NNNth test of the list PREFIX-tests.txt.
    (scratch / f"{prefix}-tests.txt").write_text("\n".join(names) + "\n")
    return catch_report.Report(cases, cut_short[0] if cut_short else "", complete), cut_short


def escape_name(name):
    """A test name as a Catch2 test spec that matches exactly that test (as the grader does)."""
    return "".join("\\" + ch if ch in "\\,[]*\"~" else ch for ch in name)


def case_hints(case, language):
    """The hints a failed test shows that the test wrote in `language` (the reasons' data, read
    by catch_report: grading/messages.py)."""
    return [r.get("text").strip() for r in case.reasons
            if r.kind == "check.hint" and r.get("language") == language]


def shown_hints(report, language):
    """Every hint the failed tests of `report` show in `language`, once each, in the order
    shown."""
    hints = []
    for case in report.cases.values():
        if not case.passed:
            for hint in case_hints(case, language):
                if hint not in hints:
                    hints.append(hint)
    return hints


def text_pattern(words):
    """A hint's text as the table gives it ({expr} for a value the test streams in) as a regex
    for the text the test shows."""
    parts = re.split(r"\{[^{}]*\}", words)
    return re.compile(".*?".join(re.escape(p.strip()) for p in parts), re.S)


def lesson_table(lesson, names, report, language, scratch, graded, titles):
    """The lesson's report as a student reads it (grading/report.py's table, in `language`),
    kept as table-LANGUAGE.txt beside the program; `report` holds the tests that ran."""
    import catalog, messages, report as grade_report, runner  # noqa: E401,E402 -- grading/
    tests, outcomes = [], []
    for name in names:
        case = report.cases.get(name)
        test = catalog.Test(lesson.id, name, case.tags if case else "", False,
                            titles.get((lesson.id, name)))
        tests.append(test)
        outcomes.append(runner.Outcome(test, case.passed, case.reasons) if case else
                        runner.Outcome(test, False, (messages.reason("tests.not_run"),)))
    lesson_dir = scratch.parent.name
    result = grade_report.LessonResult(
        catalog.Lesson(lesson.id, lesson_dir, lesson.source.stem, tests),
        messages.reason("origin.graded", file=graded), None, outcomes)
    text = grade_report.table([result], language)
    (scratch / f"table-{language}.txt").write_text(text, encoding="utf-8")
    return text


def first_hint_read(text, language):
    """The first hint of a report (table()), if no failure is read before it; else None."""
    mark = "提示：" if language == "zh-CN" else "hint: "
    for line in text.splitlines():
        if line.startswith("  - "):
            return None  # a failed test, read before any hint
        if line.strip().startswith(mark):
            return line.strip()[len(mark):]
    return None


def check_first_hint(text, patterns, language):
    """The problem when the first hint read in the report `text` is not the mistake's own."""
    first = first_hint_read(text, language)
    if first is None:
        return f"in the {language} report, a failure is read before any hint"
    if not any(p.fullmatch(first) for p in patterns):
        return f"in the {language} report, the first hint read is another: {first}"
    return ""


def check_chinese(outcome, table, exe, names, scratch, catch_report, english_run, render):
    """The Chinese run: the hints the English run showed of the mistake, in Chinese, and no
    other hint, its own first in the report (`english_run`: the English run's report; `render`:
    the lesson's report of a run, in a language). Returns the problem, or ""."""
    own = [h for h in outcome.hints if outcome.mistake.hint in h]
    definitions = [d for d in table if any(text_pattern(d["english"]).fullmatch(h) for h in own)]
    if not definitions:
        return (f"its hint ('{own[0]}') is in no definition of the hint table "
                f"(tests/tools/hint_table.py)")
    report, _ = run_each(exe, names, scratch, catch_report, CHINESE, "report-zh")
    outcome.hints_zh = shown_hints(report, "zh-CN")
    # The tests that showed no hint in English were not run again: their English reasons.
    merged = catch_report.Report({**english_run.cases, **report.cases}, "", True)
    english = shown_hints(report, "en")
    chinese = [text_pattern(d["chinese"]) for d in definitions]
    if english:
        return "with NPUZZLE_LANG=zh-CN, English hints are shown: " + " | ".join(english)
    if not any(p.fullmatch(h) for p in chinese for h in outcome.hints_zh):
        return (f"with NPUZZLE_LANG=zh-CN, its hint is not shown in Chinese "
                f"('{definitions[0]['chinese']}')")
    foreign = [h for h in outcome.hints_zh if not any(p.fullmatch(h) for p in chinese)]
    if foreign:
        return "with NPUZZLE_LANG=zh-CN, other hints are shown too: " + " | ".join(foreign)
    return check_first_hint(render(merged, "zh-CN"), chinese, "zh-CN")


def check_judged(mistake, lesson, obj, names, scratch, catch_report):
    """The problem when the tests `names`, judged from outside with the planted code in a worker
    (as ./kit grade runs them), do not fail with the mistake's own hint alone; "" when they do."""
    worker = scratch / "worker"
    linked = lesson.link(obj, worker, lesson.worker_link_args)
    if linked.returncode != 0:
        return f"its worker does not link:\n{linked.stderr[-2000:]}"
    report, cut_short = run_each(lesson.judge, names, scratch, catch_report,
                                 {"NPUZZLE_WORKER": str(worker)}, "report-judged")
    hints = shown_hints(report, "en")
    if not cut_short and all(c.passed for c in report.cases.values()):
        return "judged from outside (./kit grade), it passes " + "; ".join(names)
    if not any(mistake.hint in h for h in hints):
        return (f"judged from outside (./kit grade), its hint ('{mistake.hint}') is not shown "
                f"by {'; '.join(names)}")
    foreign = [h for h in hints if mistake.hint not in h]
    if foreign:
        return "judged from outside (./kit grade), other hints are shown too: " + " | ".join(
            foreign)
    return ""


def try_mistake(mistake, lesson, catch_report, table, titles):
    scratch = lesson.scratch / mistake.name
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir(parents=True)
    source, problem = planted_source(mistake, lesson, scratch)
    if problem:
        return Outcome(mistake, [], [], problem)
    obj, exe = scratch / "planted.o", scratch / "tests"
    started = time.monotonic()
    built = lesson.compile(source, obj)
    if built.returncode != 0:
        return Outcome(mistake, [], [], f"does not compile:\n{built.stderr[-2000:]}")
    compiled = time.monotonic()
    linked = lesson.link(obj, exe)
    if linked.returncode != 0:
        return Outcome(mistake, [], [], f"does not link:\n{linked.stderr[-2000:]}")
    ready = time.monotonic()
    names, problem = test_names(exe, scratch)
    if problem:
        return Outcome(mistake, [], [], problem)
    report, cut_short = run_each(exe, names, scratch, catch_report)
    seconds = (f"compile {compiled - started:.0f} s, link {ready - compiled:.0f} s, "
               f"run {time.monotonic() - ready:.0f} s")
    failed = [c for c in report.cases.values() if not c.passed]
    killed_by = [c.name for c in failed if "[points=" in c.tags]
    killed_by += [f"{name} (cut short)" for name in cut_short]
    outcome = Outcome(mistake, killed_by, shown_hints(report, "en"), "", seconds)
    outcome.named_by_first_failure = bool(failed) and bool(mistake.hint) and any(
        mistake.hint in h for h in case_hints(failed[0], "en"))
    graded = f"lessons/{lesson.scratch.name}/{lesson.source.name}"

    def render(run, language):
        return lesson_table(lesson, names, run, language, scratch, graded, titles)

    english_table = render(report, "en")
    if not mistake.hint:  # a control
        if failed or report.running or not report.complete:
            outcome.problem = "the plain solution fails: " + ", ".join(
                [c.name for c in failed] + cut_short)
        return outcome
    if not killed_by:
        outcome.problem = "no graded test fails"
    elif not outcome.own_hint_shown:
        outcome.problem = f"its hint ('{mistake.hint}') is not shown"
    elif outcome.foreign_hints:
        outcome.problem = "other hints are shown too: " + " | ".join(outcome.foreign_hints)
    elif problem := check_first_hint(english_table,
                                     [re.compile(".*" + re.escape(mistake.hint) + ".*", re.S)],
                                     "en"):
        outcome.problem = problem
    elif table is not None:
        before = time.monotonic()
        # Only the tests that showed a hint in English: a language changes what a test says,
        # not whether it passes or which hint it shows, and the others (the exhaustive tests
        # that pass, the searches a mistake makes run until their time limit) would double the
        # bank's time for nothing.
        failed_names = {c.name for c in failed if case_hints(c, "en")}
        outcome.problem = check_chinese(outcome, table, exe,
                                        [n for n in names if n in failed_names], scratch,
                                        catch_report, report, render)
        outcome.seconds += f", zh-CN run {time.monotonic() - before:.0f} s"
    if not outcome.problem:
        before = time.monotonic()
        hinted = {c.name for c in failed if any(mistake.hint in h for h in case_hints(c, "en"))}
        outcome.problem = check_judged(mistake, lesson, obj, [n for n in names if n in hinted],
                                       scratch, catch_report)
        outcome.seconds += f", judged {time.monotonic() - before:.0f} s"
    return outcome


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True, type=pathlib.Path)
    parser.add_argument("--source-dir", type=pathlib.Path, default=HERE.parent.parent)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--only", action="append", help="NN-name/WHAT; may be repeated")
    parser.add_argument("--english-only", action="store_true",
                        help="skip the second run, with NPUZZLE_LANG=zh-CN")
    args = parser.parse_args()
    build, root = args.build_dir.resolve(), args.source_dir.resolve()
    sys.path.insert(0, str(root / "grading"))
    import catch_report  # noqa: E402 -- the grader's own reader of Catch2 reports
    sys.path.insert(0, str(root / "tests" / "tools"))
    import hint_table  # noqa: E402 -- every hint's two texts, read from the tests' sources
    import titles  # noqa: E402 -- the tests' titles, as the report shows them
    title_table = titles.load(root)

    table = None
    if not args.english_only:
        table, _, problems = hint_table.read_table(root)
        if problems:
            raise SystemExit("the hint table cannot be read:\n" + "\n".join(problems))

    # The longest programs first (the later lessons' searches), so no long one starts last.
    mistakes = sorted(all_mistakes(args.only), key=lambda m: m.lesson, reverse=True)
    lessons = {m.lesson: None for m in mistakes}
    for name in lessons:
        lessons[name] = Lesson(build, root, name)
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        outcomes = list(pool.map(
            lambda m: try_mistake(m, lessons[m.lesson], catch_report, table, title_table),
            mistakes))

    controls = [o for o in outcomes if not o.mistake.hint]
    outcomes = [o for o in outcomes if o.mistake.hint]
    for o in controls:
        name = f"{o.mistake.lesson}/{o.mistake.name}"
        print(f"FAIL {name}: {o.problem}" if o.problem else
              f"ok   {name}: passes, no hint ({o.seconds})")
    for o in outcomes:
        name = f"{o.mistake.lesson}/{o.mistake.name}"
        if o.problem:
            print(f"FAIL {name} ({o.mistake.what}): {o.problem}")
        else:
            print(f"ok   {name}: {len(o.killed_by)} graded tests fail ({o.seconds}); "
                  f"hint: {o.hints[0]}" + (f"; 提示：{o.hints_zh[0]}" if o.hints_zh else ""))
    killed = sum(1 for o in outcomes if o.killed_by)
    shown = [h for o in outcomes for h in o.hints]
    own = sum(1 for o in outcomes for h in o.hints if o.mistake.hint in h)
    with_own = sum(1 for o in outcomes if o.own_hint_shown)
    print(f"\nmistakes: {len(outcomes)} in {len(lessons)} lessons")
    print(f"kill rate: {killed}/{len(outcomes)} mistakes fail a graded test")
    print(f"own hint shown: {with_own}/{len(outcomes)} mistakes")
    print(f"hint precision: {own}/{len(shown)} hints shown belong to the mistake planted")
    first = sum(1 for o in outcomes if o.named_by_first_failure)
    print(f"named by the first failed test itself: {first}/{len(outcomes)} mistakes (the report "
          f"shows each lesson's hints above its failures)")
    first_read = sum(1 for o in outcomes if o.own_hint_shown and not o.problem)
    print(f"own hint read first, above the failures: {first_read}/{len(outcomes)} mistakes")
    if table is not None:
        in_chinese = sum(1 for o in outcomes if o.hints_zh and not o.problem)
        print(f"own hint shown in Chinese, and no other: {in_chinese}/{len(outcomes)} mistakes")
    return 1 if any(o.problem for o in outcomes + controls) else 0


if __name__ == "__main__":
    sys.exit(main())
