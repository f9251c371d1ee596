#!/usr/bin/env python3
"""Keeps each Chinese text in step with its English original (issue 25).

  translation_check.py KIT_ROOT
  translation_check.py --join-lines FILE...   (joins the lines the check says are broken)

For every lessons/NN-*/README.md, docs/NAME.md and grading/edition/NAME.md that has a
NAME.zh-CN.md beside it, the Chinese text must hold every integer of the English one (181,440 and
181440 are the same), the same fenced code blocks byte for byte and in order, the same headings
(count and levels), the same link targets, and every inline code span of the English. Its prose
(outside code, link targets, quotes and brackets) must not use a term docs/glossary.md lists as
"not used", nor leave an English term of the glossary untranslated, nor break a line between two
Chinese characters. Failures name the file and what differs."""
import re
import sys
from collections import Counter
from pathlib import Path

FENCE = re.compile(r"^( *)(```+|~~~+)")
HEADING = re.compile(r"^(#{1,6}) ")
# Markdown links and images: [text](target) -> target.
LINK = re.compile(r"\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
INLINE_CODE = re.compile(r"(`+)([^`]+?)\1")  # may wrap onto the next line
# An integer, its thousands grouped or not; a digit or comma before it makes it part of another.
INTEGER = re.compile(r"(?<![\d,])\d{1,3}(?:,\d{3})+(?![\d])|\d+")
ASCII_WORD_EDGE = "(?<![A-Za-z_])"
CJK = re.compile(r"[\u4e00-\u9fff]")
CJK_TEXT = re.compile(r"[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef“”‘’]")
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


def twin_neutral(target, twin_names):
    """A link to a Chinese text counts as the link to its English original; the link between the
    two twins themselves is not compared."""
    if Path(target.split("#")[0]).name in twin_names:
        return None
    return target.replace(".zh-CN.md", ".md")


def links(prose, twin_names):
    found = (twin_neutral(t, twin_names) for t in LINK.findall("\n".join(prose)))
    return Counter(t for t in found if t is not None)


def headings(prose):
    return [len(m.group(1)) for m in map(HEADING.match, prose) if m]


def inline_code(prose):
    return {" ".join(m.group(2).split()) for m in INLINE_CODE.finditer("\n".join(prose))}


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
        if en != zh:
            en_lines, zh_lines = en.splitlines(), zh.splitlines()
            first = next((i for i, (a, b) in enumerate(zip(en_lines, zh_lines)) if a != b),
                         min(len(en_lines), len(zh_lines)))
            en_line = en_lines[first] if first < len(en_lines) else "(the block ends)"
            zh_line = zh_lines[first] if first < len(zh_lines) else "(the block ends)"
            problems.append(f"code block {number} differs at its line {first + 1}:\n"
                            f"      English: {en_line}\n      Chinese: {zh_line}")

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


def main():
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
    print(f"{checked} Chinese texts checked against their English originals, {failed} out of step")
    if checked == 0:
        print(f"no Chinese text (lessons/NN-*/README.zh-CN.md) found under {root}")
    return 1 if failed or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
