#!/usr/bin/env python3
"""Keeps each Chinese text in step with its English original (issue 25).

  translation_check.py KIT_ROOT
  translation_check.py --join-lines FILE...   (joins the lines the check says are broken)
  translation_check.py --self-test            (shows that each check catches the fault it is for)

For every lessons/NN-*/README.md, docs/NAME.md and grading/edition/NAME.md that has a
NAME.zh-CN.md beside it, the Chinese text must hold every integer of the English one (181,440 and
181440 are the same), the same fenced code blocks in order, the same headings (count and levels),
the same link targets, and every inline code span of the English. A code block holds the same
commands byte for byte; only its comments are translated, and a comment that says what a command
does on the stubs says it in both ("exit 3 until ..." / "...之前退出码为 3", "fails until ..." /
"...之前会失败": .ci/edition-commands.sh runs by them). A figure drawn in text (a ```text block)
holds every integer of the English figure. Each docs/figures/NAME.zh-CN.svg holds the shapes and
the numbers of NAME.svg. Its prose
(outside code, link targets, quotes and brackets) must not use a term docs/glossary.md lists as
"not used", nor leave an English term of the glossary untranslated, nor break a line between two
Chinese characters. Failures name the file and what differs."""
import re
import sys
from collections import Counter
from pathlib import Path

FENCE = re.compile(r"^( *)(```+|~~~+)")
# What a command's comment says it does on the stubs, in either language (see the docstring).
EXPECT_EXIT = re.compile(r"\bexit (\d+) until\b|之前退出码为 (\d+)")
EXPECT_FAIL = re.compile(r"\bfails until\b|之前会失败")
SVG_TEXT = re.compile(r"<text\b[^>]*>([^<]*)</text>")
SVG_SHAPE = re.compile(r"<(rect|line|path|circle|polygon)\b")
HEADING = re.compile(r"^(#{1,6}) ")
# Markdown links and images: [text](target) -> target.
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
INLINE_CODE = re.compile(r"(`+)([^`]+?)\1")  # may wrap onto the next line
# An integer, its thousands grouped or not; a digit or comma before it makes it part of another.
INTEGER = re.compile(r"(?<![\d,])\d{1,3}(?:,\d{3})+(?![\d])|\d+")
ASCII_WORD_EDGE = "(?<![A-Za-z_])"
CJK = re.compile(r"[\u4e00-\u9fff]")
CJK_TEXT = re.compile(r"[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef“”‘’]")
# A C++ string literal's contents; code in backticks, in a short text (a message, hint or title).
LITERAL = re.compile(r'"((?:[^"\\]|\\.)*)"')
CODE = re.compile(r"`[^`]+`")
BLOCK_START = re.compile(r"\s*(#|\||[-*] |\d+\. )")


def split_markdown(text):
    """Returns (prose lines, fenced blocks): each block is its lines with the fence's indent
    removed, so a block inside a list item compares equal whatever the list marker's width."""
    prose, blocks, block, indent, fence = [], [], None, 0, ""
    for line in text.splitlines():
        match = FENCE.match(line)
        if block is None and match:
            block, indent, fence = [line.strip()], len(match.group(1)), match.group(2)
        elif block is not None:
            block.append(line[indent:] if line[:indent].strip() == "" else line)
            if line.strip().startswith(fence) and line.strip().strip(fence[0]) == "":
                blocks.append("\n".join(block))
                block = None
        else:
            prose.append(line)
    if block is not None:
        blocks.append("\n".join(block) + "\n(unclosed fence)")
    return prose, blocks


def soft_breaks(lines):
    """Indices of the lines that continue a paragraph from a line ending in Chinese with Chinese:
    such a line break renders as a stray space between two Chinese characters."""
    found, in_fence = [], False
    for i, line in enumerate(lines):
        if FENCE.match(line):
            in_fence = not in_fence
            continue
        prev = lines[i - 1] if i else ""
        starts_block = (not line.strip() or BLOCK_START.match(line) or not prev.strip() or
                        HEADING.match(prev) or prev.lstrip().startswith("|") or FENCE.match(prev))
        if not in_fence and not starts_block and CJK_TEXT.match(prev.rstrip()[-1]) and \
                CJK_TEXT.match(line.lstrip()[0]):
            found.append(i)
    return found


def join_soft_breaks(path):
    lines = path.read_text(encoding="utf-8").split("\n")
    for i in reversed(soft_breaks(lines)):
        lines[i - 1] = lines[i - 1].rstrip() + lines.pop(i).lstrip()
    path.write_text("\n".join(lines), encoding="utf-8")


def integers(text):
    return {int(m.replace(",", "")) for m in INTEGER.findall(text)}


def english_twin(path):
    """The English original a Chinese text or figure is named after (NAME.zh-CN.md -> NAME.md,
    NAME.zh-CN.svg -> NAME.svg)."""
    return re.sub(r"\.zh-CN\.(md|svg)\b", r".\1", path)


def twin_neutral(target, twin_names):
    """A link to a Chinese text or figure counts as the link to its English original; the link
    between the two twins themselves is not compared."""
    if Path(target.split("#")[0]).name in twin_names:
        return None
    return english_twin(target)


def links(prose, twin_names):
    found = (twin_neutral(t, twin_names) for t in LINK.findall("\n".join(prose)))
    return Counter(t for t in found if t is not None)


def headings(prose):
    return [len(m.group(1)) for m in map(HEADING.match, prose) if m]


def inline_code(prose):
    return {english_twin(" ".join(m.group(2).split()))
            for m in INLINE_CODE.finditer("\n".join(prose))}


def bare_prose(prose):
    """The Chinese prose a reader reads as words: no code spans, indented formulas, link targets,
    quotes or bracketed asides (where the English term stands beside its Chinese one)."""
    # An indented line without Chinese in it is an indented code block (a formula).
    text = "\n".join(line for line in prose
                     if not (line.startswith("    ") and not CJK.search(line)))
    text = INLINE_CODE.sub(" ", text)
    text = LINK.sub("]", text)
    text = re.sub(r"<[^>]*>", " ", text)
    text = re.sub(r"（[^（）]*）", " ", text)
    text = re.sub(r"“[^”]*”|\"[^\"]*\"", " ", text)  # quoted output: "hint: ..."
    return re.sub(r"\([^()]*\)", " ", text)


def read_glossary(path):
    """Returns (English terms a Chinese text must translate, {variant not used: term to use})."""
    english, variants = set(), {}
    if not path.exists():
        return english, variants
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.startswith("- "):
            continue
        if " -> " in line:
            wrong, right = line[2:].split(" -> ", 1)
            variants[wrong.strip()] = right.strip()
        elif " - " in line:
            en, zh = line[2:].split(" - ", 1)
            en = re.sub(r"\([^)]*\)", "", en)
            for term in re.split(r"[,/]", en):
                term = " ".join(term.split())
                # Abbreviations and names the Chinese term keeps (BFS, Lehmer, tracer) are allowed.
                if re.fullmatch(r"[a-z][a-z -]{2,}", term) and term.lower() not in zh.lower():
                    english.add(term)
    return english, variants


def short_text_problems(english, chinese, variants):
    """What a short Chinese text (a program's message, a test's hint or title) lacks beside its
    English twin: the twin's integers and code in backticks; and the glossary's variants it
    uses. Each problem in words, the Chinese text their subject."""
    problems = []
    missing = sorted(integers(english) - integers(chinese))
    if missing:
        problems.append("the Chinese text lacks the numbers " + ", ".join(map(str, missing)) +
                        " of the English one")
    code = sorted(set(CODE.findall(english)) - set(CODE.findall(chinese)))
    if code:
        problems.append("the Chinese text lacks the code " + ", ".join(code) +
                        " of the English one")
    for wrong, right in sorted(variants.items()):
        if wrong in chinese:
            problems.append(f"the Chinese text uses {wrong!r}: the glossary's term is {right!r}")
    return problems


def check_glossary(prose, english_terms, variants):
    problems, text = [], bare_prose(prose)
    for wrong, right in sorted(variants.items()):
        if wrong in text:
            problems.append(f"uses {wrong!r}: the glossary's term is {right!r}")
    for term in sorted(english_terms):
        pattern = ASCII_WORD_EDGE + re.escape(term) + r"(?:s|es)?(?![A-Za-z_])"
        match = re.search(pattern, text, re.IGNORECASE)
        if match:
            problems.append(f"leaves the glossary term {match.group(0)!r} in English in its prose"
                            " (write the Chinese term; put the English in brackets beside it)")
    return problems


def split_comment(line):
    """(command, comment) of a shell line: a # outside quotes, at the start or after a space,
    starts the comment (as .ci/edition-commands.sh reads it)."""
    quote = None
    for i, ch in enumerate(line):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i].rstrip(), line[i + 1:].strip()
    return line.rstrip(), ""


def expectation(comment):
    """What a command's comment says it does on the stubs: an exit code, "fail" or "0"."""
    m = EXPECT_EXIT.search(comment)
    if m:
        return m.group(1) or m.group(2)
    return "fail" if EXPECT_FAIL.search(comment) else "0"


def compare_block(number, en, zh):
    """The problems of the Chinese copy of one fenced block, in words."""
    if en.splitlines()[0].strip().strip("`~") == "text":  # a figure: its words translated
        missing = sorted((Counter(INTEGER.findall(en)) - Counter(INTEGER.findall(zh))).elements())
        if zh.splitlines()[0] != en.splitlines()[0]:
            return [f"code block {number} is a figure (```text) in English but not in Chinese"]
        if missing:
            return [f"code block {number} (a figure) lacks numbers of the English one: " +
                    ", ".join(missing)]
        return []
    en_lines, zh_lines = en.splitlines(), zh.splitlines()
    for i in range(max(len(en_lines), len(zh_lines))):
        en_line = en_lines[i] if i < len(en_lines) else "(the block ends)"
        zh_line = zh_lines[i] if i < len(zh_lines) else "(the block ends)"
        (en_code, en_note), (zh_code, zh_note) = split_comment(en_line), split_comment(zh_line)
        if en_code != zh_code or bool(en_note) != bool(zh_note):
            return [f"code block {number} differs at its line {i + 1} (only comments may differ):"
                    f"\n      English: {en_line}\n      Chinese: {zh_line}"]
        if expectation(en_note) != expectation(zh_note):
            return [f"code block {number}, line {i + 1}: the comments say different things about"
                    f" the stubs (English: {expectation(en_note)}, Chinese:"
                    f" {expectation(zh_note)}):\n      English: {en_line}"
                    f"\n      Chinese: {zh_line}"]
    return []


def compare_figure(english_svg, chinese_svg):
    """A Chinese figure must draw what the English one draws: the same shapes, in order, and
    every number of its texts."""
    en, zh = english_svg.read_text(encoding="utf-8"), chinese_svg.read_text(encoding="utf-8")
    problems = []
    en_shapes, zh_shapes = SVG_SHAPE.findall(en), SVG_SHAPE.findall(zh)
    if en_shapes != zh_shapes:
        first = next((i for i, (a, b) in enumerate(zip(en_shapes, zh_shapes)) if a != b),
                     min(len(en_shapes), len(zh_shapes)))
        problems.append(f"draws other shapes: {len(en_shapes)} in English, {len(zh_shapes)} in"
                        f" Chinese, the first difference at shape {first + 1}")
    en_numbers = Counter(n for t in SVG_TEXT.findall(en) for n in INTEGER.findall(t))
    zh_numbers = Counter(n for t in SVG_TEXT.findall(zh) for n in INTEGER.findall(t))
    missing = sorted((en_numbers - zh_numbers).elements())
    if missing:
        problems.append("numbers of the English texts missing: " + ", ".join(missing))
    if not any(CJK.search(t) for t in SVG_TEXT.findall(zh)):
        problems.append("has no Chinese text")
    return problems

def compare(english_path, chinese_path, glossary):
    en_prose, en_blocks = split_markdown(english_path.read_text(encoding="utf-8"))
    zh_prose, zh_blocks = split_markdown(chinese_path.read_text(encoding="utf-8"))
    problems = []

    en_ints = integers("\n".join(en_prose + en_blocks))
    missing = sorted(en_ints - integers("\n".join(zh_prose + zh_blocks)))
    if missing:
        problems.append("numbers of the English text missing from the Chinese one: " +
                        ", ".join(map(str, missing)))

    if len(en_blocks) != len(zh_blocks):
        problems.append(f"{len(en_blocks)} fenced code blocks in English, {len(zh_blocks)} in"
                        " Chinese")
    for number, (en, zh) in enumerate(zip(en_blocks, zh_blocks), 1):
        problems += compare_block(number, en, zh)

    en_heads, zh_heads = headings(en_prose), headings(zh_prose)
    if en_heads != zh_heads:
        problems.append(f"headings differ: English has {len(en_heads)} (levels {en_heads}),"
                        f" Chinese {len(zh_heads)} (levels {zh_heads})")

    twins = {english_path.name, chinese_path.name}
    en_links, zh_links = links(en_prose, twins), links(zh_prose, twins)
    if en_links != zh_links:
        only_en = sorted((en_links - zh_links).elements())
        only_zh = sorted((zh_links - en_links).elements())
        problems.append(f"links differ: only in English {only_en}, only in Chinese {only_zh}")

    lost_code = sorted(inline_code(en_prose) - inline_code(zh_prose))
    if lost_code:
        problems.append("inline code of the English missing from the Chinese text: " +
                        ", ".join(f"`{c}`" for c in lost_code))

    breaks = soft_breaks(chinese_path.read_text(encoding="utf-8").split("\n"))
    if breaks:
        problems.append("paragraphs broken between two Chinese characters (the break renders as a"
                        " space; join them: translation_check.py --join-lines FILE) at lines " +
                        ", ".join(str(i + 1) for i in breaks))

    problems += check_glossary(zh_prose, *glossary)
    return problems


def pairs(root):
    candidates = (sorted(root.glob("lessons/*/README.md")) + sorted(root.glob("docs/*.md")) +
                  sorted(root.glob("grading/edition/*.md")))
    for english in candidates:
        if english.name.endswith(".zh-CN.md"):
            continue
        chinese = english.with_name(english.stem + ".zh-CN.md")
        if chinese.exists():
            yield english, chinese


# The self-test's English text, a sound Chinese twin, and twins each with one fault planted.
SELF_TEST_ENGLISH = """# Commands
```
./kit test -L lesson03   # fails until lesson 03 is written
build/bin/npuzzle solve "1 2 3 x 8 4 7 6 5"   # exit 3 until lesson 03 is written
```
```text
1 2 3   reads  1 2 3 8 4
. 8 4
```
"""
SELF_TEST_SOUND = """# 命令
```
./kit test -L lesson03   # 写完第 03 课之前会失败
build/bin/npuzzle solve "1 2 3 x 8 4 7 6 5"   # 写完第 03 课之前退出码为 3
```
```text
1 2 3   按行读出：1 2 3 8 4
. 8 4
```
"""
SELF_TEST_FAULTS = {  # the fault -> what the check must say about it
    ('5"   # 写完第 03 课之前退出码为 3', '5" --impl student   # 写完第 03 课之前退出码为 3'):
        "differs at its line 3 (only comments may differ)",
    ("# 写完第 03 课之前退出码为 3", "# 写完第 03 课之前会失败"): "say different things about the stubs",
    ("按行读出：1 2 3 8 4", "按行读出：1 2 3 4"): "(a figure) lacks numbers of the English one: 8",
    ("```text", "```"): "is a figure (```text) in English but not in Chinese",
}
SELF_TEST_SVG = ('<svg><rect x="1"/><text x="2">The blank moves up: tile 6</text>'
                 '<line x1="3"/></svg>')
SELF_TEST_SVG_SOUND = SELF_TEST_SVG.replace("The blank moves up: tile 6", "空格上移：数码 6")
SELF_TEST_SVG_FAULTS = {
    ("", ""): None,
    ("空格上移：数码 6", "空格上移：数码"): "numbers of the English texts missing: 6",
    ('<line x1="3"/>', ""): "draws other shapes: 2 in English, 1 in Chinese",
    ("空格上移：数码 6", "the blank moves up: 6"): "has no Chinese text",
}


def self_test():
    """Plants each fault the checks are for and shows that it is reported, and that the sound
    twins pass."""
    import tempfile
    failures = []
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        english = root / "contract.md"
        english.write_text(SELF_TEST_ENGLISH, encoding="utf-8")
        chinese = root / "contract.zh-CN.md"
        cases = {("", ""): None, **SELF_TEST_FAULTS}
        for (fault, planted), want in cases.items():
            text = SELF_TEST_SOUND.replace(fault, planted, 1) if fault else SELF_TEST_SOUND
            chinese.write_text(text, encoding="utf-8")
            found = compare(english, chinese, (set(), {}))
            if (want is None) != (not found) or (want and not any(want in p for p in found)):
                failures.append(f"planted {fault!r} -> {planted!r}: expected"
                                f" {want or 'no problem'}, the check said {found or 'nothing'}")
        figure, twin = root / "figure.svg", root / "figure.zh-CN.svg"
        figure.write_text(SELF_TEST_SVG, encoding="utf-8")
        for (fault, planted), want in SELF_TEST_SVG_FAULTS.items():
            text = SELF_TEST_SVG_SOUND.replace(fault, planted, 1) if fault else SELF_TEST_SVG_SOUND
            twin.write_text(text, encoding="utf-8")
            found = compare_figure(figure, twin)
            if (want is None) != (not found) or (want and not any(want in p for p in found)):
                failures.append(f"figure with {fault!r} -> {planted!r}: expected"
                                f" {want or 'no problem'}, the check said {found or 'nothing'}")
    for failure in failures:
        print(f"self-test: {failure}")
    print(f"self-test: {len(cases) + len(SELF_TEST_SVG_FAULTS)} cases, {len(failures)} wrong")
    return 1 if failures else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    if len(sys.argv) >= 3 and sys.argv[1] == "--join-lines":
        for name in sys.argv[2:]:
            join_soft_breaks(Path(name))
        return 0
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    root = Path(sys.argv[1])
    glossary = read_glossary(root / "docs" / "glossary.md")
    failed, checked = 0, 0
    for english, chinese in pairs(root):
        checked += 1
        problems = compare(english, chinese, glossary)
        if problems:
            failed += 1
            print(f"{chinese.relative_to(root)} is out of step with {english.name}:")
            for problem in problems:
                print(f"  - {problem}")
    for chinese in sorted((root / "docs" / "figures").glob("*.zh-CN.svg")):
        english = chinese.with_name(chinese.name[:-len(".zh-CN.svg")] + ".svg")
        checked += 1
        problems = compare_figure(english, chinese) if english.exists() else [
            f"no English figure {english.name} beside it"]
        if problems:
            failed += 1
            print(f"{chinese.relative_to(root)} is out of step with {english.name}:")
            for problem in problems:
                print(f"  - {problem}")
    print(f"{checked} Chinese texts and figures checked against their English originals, {failed}"
          " out of step")
    if checked == 0:
        print(f"no Chinese text (lessons/NN-*/README.zh-CN.md) found under {root}")
    return 1 if failed or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
