#!/usr/bin/env python3
"""Description: the mistake bank. Plants each known mistake of tests/mistakes/ in the reference,
builds that lesson's in-process test program against it, runs it with Catch2's XML reporter and
checks, through grading/catch_report.py, that (a) some graded test fails, (b) the report shows the
mistake's own hint and (c) no other hint. Prints the kill rate and the hint precision.

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
lessonNN_reference_tests targets.

Usage: run_mistakes.py --build-dir BUILD [--source-dir ROOT] [--jobs N] [--only NN-name/WHAT]"""
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
RUN_SECONDS = 480  # one lesson's program; its watchdogs stop a runaway search in 10 s, but the
# slowest mistake (06: the undoing move generated) makes IDA* correct yet slow: 4 min when loaded
HINT = re.compile(r"hint: (.*)")


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

    def link(self, obj, exe):
        args, replaced = [], False
        out_next = False
        for a in self.link_args:
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


def try_mistake(mistake, lesson, catch_report):
    scratch = lesson.scratch / mistake.name
    shutil.rmtree(scratch, ignore_errors=True)
    scratch.mkdir(parents=True)
    source, problem = planted_source(mistake, lesson, scratch)
    if problem:
        return Outcome(mistake, [], [], problem)
    obj, exe, xml = scratch / "planted.o", scratch / "tests", scratch / "report.xml"
    started = time.monotonic()
    built = lesson.compile(source, obj)
    if built.returncode != 0:
        return Outcome(mistake, [], [], f"does not compile:\n{built.stderr[-2000:]}")
    compiled = time.monotonic()
    linked = lesson.link(obj, exe)
    if linked.returncode != 0:
        return Outcome(mistake, [], [], f"does not link:\n{linked.stderr[-2000:]}")
    ready = time.monotonic()
    try:
        subprocess.run([str(exe), "-r", "xml", "-o", str(xml)], cwd=scratch,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=RUN_SECONDS)
    except subprocess.TimeoutExpired:
        pass  # the report so far still names what failed
    report = catch_report.parse(xml.read_bytes() if xml.exists() else b"")
    seconds = (f"compile {compiled - started:.0f} s, link {ready - compiled:.0f} s, "
               f"run {time.monotonic() - ready:.0f} s")
    failed = [c for c in report.cases.values() if not c.passed]
    killed_by = [c.name for c in failed if "[points=" in c.tags]
    if report.running:
        killed_by.append(f"{report.running} (cut short)")
    hints = []
    for case in failed:
        for match in HINT.finditer(case.message):
            if match.group(1) not in hints:
                hints.append(match.group(1))
    outcome = Outcome(mistake, killed_by, hints, "", seconds)
    if not mistake.hint:  # a control
        if failed or report.running or not report.complete:
            outcome.problem = "the plain solution fails: " + ", ".join(
                [c.name for c in failed] + [report.running] * bool(report.running))
        return outcome
    if not killed_by:
        outcome.problem = "no graded test fails"
    elif not outcome.own_hint_shown:
        outcome.problem = f"its hint ('{mistake.hint}') is not shown"
    elif outcome.foreign_hints:
        outcome.problem = "other hints are shown too: " + " | ".join(outcome.foreign_hints)
    return outcome


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build-dir", required=True, type=pathlib.Path)
    parser.add_argument("--source-dir", type=pathlib.Path, default=HERE.parent.parent)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--only", action="append", help="NN-name/WHAT; may be repeated")
    args = parser.parse_args()
    build, root = args.build_dir.resolve(), args.source_dir.resolve()
    sys.path.insert(0, str(root / "grading"))
    import catch_report  # noqa: E402 -- the grader's own reader of Catch2 reports

    # The longest programs first (the later lessons' searches), so no long one starts last.
    mistakes = sorted(all_mistakes(args.only), key=lambda m: m.lesson, reverse=True)
    lessons = {m.lesson: None for m in mistakes}
    for name in lessons:
        lessons[name] = Lesson(build, root, name)
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as pool:
        outcomes = list(pool.map(lambda m: try_mistake(m, lessons[m.lesson], catch_report),
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
                  f"hint: {o.hints[0]}")
    killed = sum(1 for o in outcomes if o.killed_by)
    shown = [h for o in outcomes for h in o.hints]
    own = sum(1 for o in outcomes for h in o.hints if o.mistake.hint in h)
    with_own = sum(1 for o in outcomes if o.own_hint_shown)
    print(f"\nmistakes: {len(outcomes)} in {len(lessons)} lessons")
    print(f"kill rate: {killed}/{len(outcomes)} mistakes fail a graded test")
    print(f"own hint shown: {with_own}/{len(outcomes)} mistakes")
    print(f"hint precision: {own}/{len(shown)} hints shown belong to the mistake planted")
    return 1 if any(o.problem for o in outcomes + controls) else 0


if __name__ == "__main__":
    sys.exit(main())
