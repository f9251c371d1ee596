#!/usr/bin/env python3
"""Description: the parts of the texts that are made from the kit's sources, written or checked.

  points          each lesson's points table (lessons/NN-name/README.md), from the catalog the
                  grader scores with (grading/catalog.py: test names and [points=N] tags)
  prerequisites   which earlier lessons each lesson calls, from lessons/CMakeLists.txt's USES;
                  USES itself is checked against the lesson headers that the stubs, the frozen
                  headers and the references include (a used lesson's own uses count too)

Each generated part sits between two markers, `<!-- generated: KIND ... -->` and
`<!-- end generated: KIND -->`; the text around them is written by hand.
Usage: generated_texts.py --write|--check [--only points|prerequisites] [--kit DIR]
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
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
# Texts that state which lessons call which, besides each lesson's own README.
SUMMARY_TEXTS = ("docs/student-guide.md", "grading/edition/README.md")
SCRIPT = "tests/tools/generated_texts.py"


def block_pattern(kind):
    """Group 1: the opening marker's indent (a part inside a list item is indented with it)."""
    return re.compile(r"^([ \t]*)<!-- generated: " + kind + r"\b[^\n]*-->\n(.*?)^[ \t]*"
                      r"<!-- end generated: " + kind + r" -->", re.S | re.M)


def laid_out(body, indent):
    """Prose wrapped at 100 columns, every line indented; table rows are left as they are."""
    lines = []
    paragraphs = body.rstrip("\n").split("\n\n")
    last = paragraphs[-1]
    for paragraph in paragraphs:
        if paragraph.startswith("|"):
            lines += [indent + row for row in paragraph.split("\n")]
            if paragraph is last:  # a blank line ends the table before the closing marker
                lines.append("")
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


def code_list(names):
    return ", ".join(f"`{n}`" for n in names)


# ---- points tables -------------------------------------------------------------------------

def points_table(lesson, visible, hidden):
    rows = ["| test | points |", "|---|---|"]
    for t in visible:
        mistake = " (known mistake)" if "[known-mistake]" in t.tags else ""
        rows.append(f"| {t.name.replace('|', '/')}{mistake} | {t.points} |")
    rows.append(f"| **total: {len(visible)} tests** | **{sum(t.points for t in visible)}** |")
    text = "\n".join(rows) + "\n"
    if hidden:
        points = sum(t.points for t in hidden)
        text += (f"\nYour instructor's grader also runs {len(hidden)} tests that are not in your "
                 f"copy ({points} points): {len(visible) + len(hidden)} tests, "
                 f"{lesson.max_score} points in all.\n")
    return text


def points_parts(kit):
    """{README path: {"points": text}} for every lesson."""
    parts = {}
    for lesson in catalog.load_lessons(kit):
        visible = [t for t in lesson.tests if not t.hidden]
        hidden = [t for t in lesson.tests if t.hidden]
        readme = f"lessons/{lesson.dir}/README.md"
        parts[readme] = {"points": (points_table(lesson, visible, hidden), lesson.id)}
    return parts


# ---- prerequisites -------------------------------------------------------------------------

class Lessons:
    """The lessons of lessons/CMakeLists.txt with what they declare and what their code uses."""

    def __init__(self, kit):
        self.kit = kit
        text = catalog.LINE_COMMENT.sub("", (kit / "lessons" / "CMakeLists.txt").read_text())
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


def summary(lessons):
    """One sentence for every lesson that calls earlier ones, grouped by what they call."""
    groups = {}
    for lesson_id, uses in lessons.uses.items():
        if uses:
            groups.setdefault(tuple(uses), []).append(lesson_id)
    clauses = []
    for uses, callers in groups.items():
        functions = sorted({f for c in callers for u in uses for f in lessons.called(c, u)})
        verb = "calls" if len(callers) == 1 else "call"
        clauses.append(f"{numbers(callers)} {verb} {numbers(uses)} ({code_list(functions)})")
    text = "; ".join(clauses)
    return text[0].upper() + text[1:] + ". No other lesson calls an earlier one.\n"


def lesson_sentences(lessons, lesson_id):
    lines = []
    uses = lessons.uses[lesson_id]
    if uses:
        functions = [f for u in uses for f in lessons.called(lesson_id, u)]
        them = "it" if len(uses) == 1 else "them"
        lines.append(
            f"**Calls:** {numbers(uses)} ({code_list(functions)}). In your copy this lesson's "
            f"tests run your own {numbers(uses)}: write {them} first (until then they fail, naming "
            f"{them}). Your instructor's grader uses its own copy, so there an unfinished earlier "
            f"lesson costs only its own points.")
    callers = lessons.callers(lesson_id)
    if callers:
        functions = sorted({f for c in callers for f in lessons.called(c, lesson_id)})
        lines.append(f"**Called by:** {numbers(callers)} ({code_list(functions)}): in your copy "
                     f"their tests run what you write here.")
    return "\n\n".join(lines) + "\n" if lines else ""


def prerequisite_parts(kit):
    lessons = Lessons(kit)
    parts = {text: {"prerequisites": (summary(lessons), None)} for text in SUMMARY_TEXTS}
    for lesson_id, folder in lessons.dirs.items():
        sentences = lesson_sentences(lessons, lesson_id)
        if sentences:
            parts.setdefault(f"lessons/{folder}/README.md", {})["calls"] = (sentences, lesson_id)
    return parts, lessons.problems()


# ---- writing and checking ------------------------------------------------------------------

def expected_parts(kit, only):
    parts, problems = {}, []
    if only in (None, "points"):
        for path, kinds in points_parts(kit).items():
            parts.setdefault(path, {}).update(kinds)
    if only in (None, "prerequisites"):
        found, problems = prerequisite_parts(kit)
        for path, kinds in found.items():
            parts.setdefault(path, {}).update(kinds)
    return parts, problems


def summarize(kind, text):
    if kind != "points":
        return ""
    total = re.search(r"\*\*total: (\d+) tests\*\* \| \*\*(\d+)\*\*", text)
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
        body = laid_out(wanted[kind][0], indent)
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
    args = parser.parse_args(argv)
    kit = args.kit.resolve()
    if not (kit / "solutions").is_dir():
        parser.error("the texts are made in the instructor's kit: the functions they name come "
                     "from solutions/, and the points from tests/hidden/ too")
    parts, failures = expected_parts(kit, args.only)
    kinds = {"points": {"points"}, "prerequisites": {"prerequisites", "calls"}}.get(
        args.only, {"points", "prerequisites", "calls"})
    readmes = {str(path.relative_to(kit)) for path in (kit / "lessons").glob("*/README.md")}
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
