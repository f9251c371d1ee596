#!/usr/bin/env python3
"""Description: the parts of the texts that are made from the kit's sources, written or checked.

  points          each lesson's points table (lessons/NN-name/README.md), from the catalog the
                  grader scores with (grading/catalog.py: the tests and [points=N] tags the
                  lessons' judges list; BUILD/grading/lessonNN-tests.json, written by the build)
  prerequisites   which earlier lessons each lesson calls, from lessons/CMakeLists.txt's USES;
                  USES itself is checked against the lesson headers that the stubs, the frozen
                  headers and the references include (a used lesson's own uses count too)

Each generated part sits between two markers, `<!-- generated: KIND ... -->` and
`<!-- end generated: KIND -->`; the text around them is written by hand. The Chinese twin of each
text (NAME.zh-CN.md beside NAME.md) holds the same parts, worded in Chinese here (the terms of
docs/glossary.md; test names stay English, as Catch2 prints them), one line a paragraph.
Usage: generated_texts.py --write|--check [--only points|prerequisites] [--kit DIR] [--build DIR]
--check exits 1 naming every text and lesson that disagrees with the sources."""
import argparse
import difflib
import pathlib
import re
import sys
import textwrap

KIT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(KIT / "grading"))
import catalog  # noqa: E402  (grading/ is not a package)

LESSON_CALL = re.compile(r"npuzzle_add_lesson\s*\(([^)]*)\)")
LINE_COMMENT = re.compile(r"^\s*#.*$", re.M)
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# Texts that state which lessons call which, besides each lesson's own README.
SUMMARY_TEXTS = ("docs/student-guide.md", "grading/edition/README.md")
ZH = ".zh-CN.md"
SCRIPT = "tests/tools/generated_texts.py"


def block_pattern(kind):
    """Group 1: the opening marker's indent (a part inside a list item is indented with it)."""
    return re.compile(r"^([ \t]*)<!-- generated: " + kind + r"\b[^\n]*-->\n(.*?)^[ \t]*"
                      r"<!-- end generated: " + kind + r" -->", re.S | re.M)


def chinese_twin(rel):
    return rel[:-len(".md")] + ZH


def laid_out(body, indent, wrap=True):
    """Prose wrapped at 100 columns (or one line a paragraph, for Chinese: a line break between
    Chinese characters renders as a space), every line indented; table rows are left as they
    are."""
    lines = []
    paragraphs = body.rstrip("\n").split("\n\n")
    last = paragraphs[-1]
    for paragraph in paragraphs:
        if paragraph.startswith("|"):
            lines += [indent + row for row in paragraph.split("\n")]
            if paragraph is last:  # a blank line ends the table before the closing marker
                lines.append("")
        elif not wrap:
            lines.append(indent + paragraph)
        else:
            lines += textwrap.wrap(paragraph, 100, initial_indent=indent, subsequent_indent=indent,
                                   break_on_hyphens=False, break_long_words=False)
        lines.append("")
    return "\n".join(lines[:-1]) + "\n"


def opening(kind):
    return f"<!-- generated: {kind} ({SCRIPT} --write writes it from the sources) -->\n"


def numbers(ids):
    """["04", "05", "06"] -> "lessons 04, 05 and 06"."""
    ids = list(ids)
    if len(ids) == 1:
        return f"lesson {ids[0]}"
    return "lessons " + ", ".join(ids[:-1]) + " and " + ids[-1]


def numbers_zh(ids):
    """["04", "05", "06"] -> "第 04、05 和 06 课"."""
    ids = list(ids)
    listed = ids[0] if len(ids) == 1 else "、".join(ids[:-1]) + " 和 " + ids[-1]
    return f"第 {listed} 课"


def code_list(names, separator=", "):
    return separator.join(f"`{n}`" for n in names)


# ---- points tables -------------------------------------------------------------------------

# The table's words in each language. In Chinese the test names stay as Catch2 prints them, as code.
POINTS_EN = {"head": "| test | points |", "name": "{}", "mistake": " (known mistake)",
             "total": "**total: {tests} tests**",
             "hidden": "Your instructor's grader also runs {tests} tests that are not in your copy "
                       "({points} points): {all_tests} tests, {all_points} points in all."}
POINTS_ZH = {"head": "| 测试 | 分值 |", "name": "`{}`", "mistake": "（典型错误）",
             "total": "**合计：{tests} 个测试**",
             "hidden": "老师的评分程序还会运行 {tests} 个你的课程包里没有的测试（{points} 分），"
                       "合起来一共 {all_tests} 个测试、{all_points} 分。"}


def points_table(lesson, visible, hidden, words=POINTS_EN):
    rows = [words["head"], "|---|---|"]
    for t in visible:
        mistake = words["mistake"] if "[known-mistake]" in t.tags else ""
        rows.append(f"| {words['name'].format(t.name.replace('|', '/'))}{mistake} | {t.points} |")
    total = words["total"].format(tests=len(visible))
    rows.append(f"| {total} | **{sum(t.points for t in visible)}** |")
    text = "\n".join(rows) + "\n"
    if hidden:
        text += "\n" + words["hidden"].format(
            tests=len(hidden), points=sum(t.points for t in hidden),
            all_tests=len(visible) + len(hidden), all_points=lesson.max_score) + "\n"
    return text


def points_parts(kit, build):
    """{README path: {"points": text}} for every lesson of the build's catalog."""
    parts = {}
    for lesson in catalog.load_lessons(build):
        visible = [t for t in lesson.tests if not t.hidden]
        hidden = [t for t in lesson.tests if t.hidden]
        readme = f"lessons/{lesson.dir}/README.md"
        if not (kit / readme).is_file():
            raise catalog.CatalogError(
                f"{build}/grading holds the catalog of lesson {lesson.id} ({lesson.dir}), which "
                f"the kit has not: left by an earlier build; delete it, or build in a fresh folder")
        parts[readme] = {"points": (points_table(lesson, visible, hidden), lesson.id)}
        parts[chinese_twin(readme)] = {
            "points": (points_table(lesson, visible, hidden, POINTS_ZH), lesson.id)}
    return parts


# ---- prerequisites -------------------------------------------------------------------------

class Lessons:
    """The lessons of lessons/CMakeLists.txt with what they declare and what their code uses."""

    def __init__(self, kit):
        self.kit = kit
        text = LINE_COMMENT.sub("", (kit / "lessons" / "CMakeLists.txt").read_text())
        self.dirs, self.sources, self.uses = {}, {}, {}
        for call in LESSON_CALL.finditer(text):
            words = call.group(1).split()
            folder, source = words[words.index("DIR") + 1], words[words.index("SOURCE") + 1]
            lesson_id = folder[:2]
            self.dirs[lesson_id], self.sources[lesson_id] = folder, source
            self.uses[lesson_id] = words[words.index("USES") + 1:] if "USES" in words else []
        self.by_header = {f"{source}.hpp": i for i, source in self.sources.items()}

    def code_files(self, lesson_id):
        folder = self.dirs[lesson_id]
        for base in (self.kit / "lessons" / folder, self.kit / "solutions" / folder):
            if base.is_dir():
                yield from sorted(p for p in base.iterdir() if p.suffix in (".cpp", ".hpp"))

    def test_files(self, lesson_id):
        name = f"lesson{lesson_id}_{self.sources[lesson_id]}.cpp"
        for path in (self.kit / "tests" / "lessons" / name, self.kit / "tests" / "hidden" / name):
            if path.is_file():
                yield path

    def included(self, lesson_id):
        """The other lessons whose headers this lesson's stub, header, reference or tests include
        (the tests link the lessons they include)."""
        found = set()
        for path in [*self.code_files(lesson_id), *self.test_files(lesson_id)]:
            for header in INCLUDE.findall(path.read_text()):
                other = self.by_header.get(pathlib.PurePosixPath(header).name)
                if other and other != lesson_id:
                    found.add(other)
        return found

    def closure(self, lesson_id):
        seen, todo = set(), list(self.included(lesson_id))
        while todo:
            other = todo.pop()
            if other not in seen:
                seen.add(other)
                todo.extend(self.included(other))
        return seen

    def called(self, lesson_id, other):
        """The functions of lesson `other` that the code of `lesson_id` calls, by name."""
        namespace = self.sources[other]
        calls = set()
        for path in self.code_files(lesson_id):
            calls.update(re.findall(rf"\b{namespace}::(\w+)\s*\(", path.read_text()))
        return sorted(f"{namespace}::{name}" for name in calls)

    def callers(self, other):
        return [i for i, uses in self.uses.items() if other in uses]

    def problems(self):
        """USES against the includes: a lesson that calls another must declare it, and a declared
        one must be called (directly or through another used lesson)."""
        found = []
        for lesson_id, uses in self.uses.items():
            declared, needed = set(uses), self.closure(lesson_id)
            if declared != needed:
                found.append(f"lessons/CMakeLists.txt: lesson {lesson_id} declares USES "
                              f"{' '.join(sorted(declared)) or '(none)'}, but its code includes the "
                              f"headers of {' '.join(sorted(needed)) or 'no earlier lesson'}")
        return found


def call_groups(lessons):
    """[(callers, uses, functions)]: the lessons that call the same earlier ones, grouped."""
    groups = {}
    for lesson_id, uses in lessons.uses.items():
        if uses:
            groups.setdefault(tuple(uses), []).append(lesson_id)
    return [(callers, uses,
             sorted({f for c in callers for u in uses for f in lessons.called(c, u)}))
            for uses, callers in groups.items()]


def summary(lessons):
    """One sentence for every lesson that calls earlier ones, grouped by what they call."""
    clauses = []
    for callers, uses, functions in call_groups(lessons):
        verb = "calls" if len(callers) == 1 else "call"
        clauses.append(f"{numbers(callers)} {verb} {numbers(uses)} ({code_list(functions)})")
    text = "; ".join(clauses)
    return text[0].upper() + text[1:] + ". No other lesson calls an earlier one.\n"


def summary_zh(lessons):
    clauses = [f"{numbers_zh(callers)}调用{numbers_zh(uses)}（{code_list(functions, '、')}）"
               for callers, uses, functions in call_groups(lessons)]
    return "；".join(clauses) + "。除此之外，没有哪一课调用前面的课。\n"


def lesson_calls(lessons, lesson_id):
    """(the lessons it calls, the functions it calls there, the lessons that call it, the
    functions of it they call)."""
    uses = lessons.uses[lesson_id]
    functions = [f for u in uses for f in lessons.called(lesson_id, u)]
    callers = lessons.callers(lesson_id)
    called = sorted({f for c in callers for f in lessons.called(c, lesson_id)})
    return uses, functions, callers, called


# A lesson's sentences on the lessons it calls and those that call it, each word as (English,
# Chinese); {them} stands for those lessons, one or several.
CALL_WORDS = {
    "numbers": (numbers, numbers_zh),
    "separator": (", ", "、"),
    "calls": ("**Calls:** {uses} ({functions}). In your copy this lesson's tests run your own "
              "{uses}: write {them} first (until then they fail, naming {them}). Your "
              "instructor's grader uses its own copy, so there an unfinished earlier lesson costs "
              "only its own points.",
              "**调用：** {uses}（{functions}）。在你的课程包里，本课的测试运行的是你自己写的{uses}："
              "请先完成{them}（在此之前，本课的测试会失败，并指明缺的是哪一课）。老师的评分程序自带"
              "前面各课的参考解答，所以在那里，前面某一课没写完，只会丢掉那一课自己的分。"),
    "calls_them": (("it", "them"), ("它", "它们")),
    "called_by": ("**Called by:** {callers} ({called}): in your copy their tests run what you "
                  "write here.",
                  "**被调用：** {callers}（{called}）。在你的课程包里，{them}的测试运行的就是你在本课"
                  "写的代码。"),
    "called_by_them": (("", ""), ("那一课", "这几课")),
}


def lesson_sentences(lessons, lesson_id, chinese=False):
    words = {key: both[chinese] for key, both in CALL_WORDS.items()}
    uses, functions, callers, called = lesson_calls(lessons, lesson_id)
    say, listed = words["numbers"], lambda names: code_list(names, words["separator"])
    lines = []
    if uses:
        lines.append(words["calls"].format(uses=say(uses), functions=listed(functions),
                                           them=words["calls_them"][len(uses) != 1]))
    if callers:
        lines.append(words["called_by"].format(callers=say(callers), called=listed(called),
                                               them=words["called_by_them"][len(callers) != 1]))
    return "\n\n".join(lines) + "\n" if lines else ""


def prerequisite_parts(kit):
    lessons = Lessons(kit)
    parts = {}
    for text in SUMMARY_TEXTS:
        parts[text] = {"prerequisites": (summary(lessons), None)}
        parts[chinese_twin(text)] = {"prerequisites": (summary_zh(lessons), None)}
    for lesson_id, folder in lessons.dirs.items():
        readme = f"lessons/{folder}/README.md"
        for rel, sentences in ((readme, lesson_sentences(lessons, lesson_id)),
                               (chinese_twin(readme),
                                lesson_sentences(lessons, lesson_id, chinese=True))):
            if sentences:
                parts.setdefault(rel, {})["calls"] = (sentences, lesson_id)
    return parts, lessons.problems()


# ---- writing and checking ------------------------------------------------------------------

def expected_parts(kit, build, only):
    parts, problems = {}, []
    if only in (None, "points"):
        for path, kinds in points_parts(kit, build).items():
            parts.setdefault(path, {}).update(kinds)
    if only in (None, "prerequisites"):
        found, problems = prerequisite_parts(kit)
        for path, kinds in found.items():
            parts.setdefault(path, {}).update(kinds)
    return parts, problems


def summarize(kind, text):
    if kind != "points":
        return ""
    total = re.search(r"\*\*(?:total: |合计：)(\d+) (?:tests|个测试)\*\* \| \*\*(\d+)\*\*", text)
    return f" ({total.group(1)} tests, {total.group(2)} points)" if total else ""


def reconcile(rel, text, wanted, kinds, write):
    """(the text with its generated parts rewritten, what disagrees) for one text."""
    failures = []
    for kind in sorted(kinds):
        pattern = block_pattern(kind)
        blocks = [(m.group(1), m.group(2)) for m in pattern.finditer(text)]
        lesson = wanted.get(kind, (None, None))[1]
        where = rel + (f" (lesson {lesson})" if lesson else "")
        if kind not in wanted:
            if blocks:
                failures.append(f"{where}: has a generated {kind} part, but the sources have "
                                f"nothing for it: remove its markers")
            continue
        if len(blocks) != 1:
            failures.append(f"{where}: needs exactly one {kind} part between "
                            f"'{opening(kind).strip()}' and '<!-- end generated: {kind} -->' "
                            f"(found {len(blocks)})")
            continue
        indent, found = blocks[0]
        body = laid_out(wanted[kind][0], indent, wrap=not rel.endswith(ZH))
        if found == body:
            continue
        if write:
            text = pattern.sub(lambda m: m.group(1) + opening(kind) + body + m.group(1) +
                               f"<!-- end generated: {kind} -->", text)
            continue
        diff = difflib.unified_diff(found.splitlines(), body.splitlines(), lineterm="", n=0)
        failures.append(f"{where}: the {kind} part disagrees with the sources: the text says"
                        f"{summarize(kind, found) or ' otherwise'}, the sources"
                        f"{summarize(kind, body) or ' as below'}; run {SCRIPT} --write\n    " +
                        "\n    ".join(list(diff)[2:]))
    return text, failures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    what = parser.add_mutually_exclusive_group(required=True)
    what.add_argument("--write", action="store_true", help="rewrite the generated parts")
    what.add_argument("--check", action="store_true", help="fail where a text disagrees")
    parser.add_argument("--only", choices=["points", "prerequisites"])
    parser.add_argument("--kit", type=pathlib.Path, default=KIT)
    parser.add_argument("--build", type=pathlib.Path,
                        help="the kit's build, whose catalog gives the points (default: "
                             "KIT/build, as ./kit build makes it)")
    args = parser.parse_args(argv)
    kit = args.kit.resolve()
    if not (kit / "solutions").is_dir():
        parser.error("the texts are made in the instructor's kit: the functions they name come "
                     "from solutions/, and the points from tests/hidden/ too")
    try:
        parts, failures = expected_parts(kit, (args.build or kit / "build").resolve(), args.only)
    except catalog.CatalogError as err:
        parser.error(str(err))
    kinds = {"points": {"points"}, "prerequisites": {"prerequisites", "calls"}}.get(
        args.only, {"points", "prerequisites", "calls"})
    readmes = {str(path.relative_to(kit)) for name in ("README.md", "README" + ZH)
               for path in (kit / "lessons").glob(f"*/{name}")}
    for rel in sorted(readmes | set(parts)):
        path = kit / rel
        text = path.read_text(encoding="utf-8")
        new_text, found = reconcile(rel, text, parts.get(rel, {}), kinds, args.write)
        failures += found
        if new_text != text:
            path.write_text(new_text, encoding="utf-8")
            print(f"wrote {rel}")
    for failure in failures:
        print(f"FAIL {failure}", file=sys.stderr)
    if not failures and args.check:
        print(f"ok: the generated parts of {len(parts)} texts agree with their sources")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
