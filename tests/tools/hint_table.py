#!/usr/bin/env python3
"""The table of the lesson tests' hints, read from their definitions (tests/support/hints.hpp):
every NPUZZLE_HINT_IF(symptom, english, chinese) and every Hint constant {english, chinese} of
tests/lessons/, tests/hidden/ and tests/support/, checked so that no hint reads in one language
only; and the same checks on the context lines written in both languages
(NPUZZLE_INFO(english, chinese), NPUZZLE_WORDS(english, chinese): tests/support/words.hpp).

  hint_table.py KIT_ROOT            checks the table; failures name the file, line and problem
  hint_table.py KIT_ROOT --json     prints the table (the mistake bank matches hints with it)
  hint_table.py --self-test         shows that each check catches the hint it is there for

Each hint's Chinese text must be there, differ from the English one and be Chinese; hold every
integer of the English text (181,440 and 181440 are the same), its code in backticks and its
streamed values (`<< expr <<`), the same ones; and use docs/glossary.md's terms, not the variants
it lists as not used. A hint written with NPUZZLE_HINT_CONSTANT_IF must name a Hint constant."""
import json
import re
import sys
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parent))
from translation_check import CJK, LITERAL, read_glossary, short_text_problems  # noqa: E402

SOURCES = ("tests/lessons/*.cpp", "tests/hidden/*.cpp", "tests/support/*.hpp",
           "tests/support/*.cpp")


class Call(NamedTuple):
    """A call the table is read from: its pattern, the bracket that closes its arguments, how
    many it takes and what they are ({} stands for the pattern's group, the call's name)."""
    pattern: re.Pattern
    closing: str
    count: int
    needs: str


HINT_CONSTANT = Call(re.compile(r"\bHint\s+(\w+)\s*\{"), "}", 2,
                     "Hint {} needs two texts, English and Chinese")
HINT_IF = Call(re.compile(r"\bNPUZZLE_HINT_IF\("), ")", 3,
               "NPUZZLE_HINT_IF needs a symptom, the English and the Chinese text")
HINT_CONSTANT_IF = Call(re.compile(r"\bNPUZZLE_HINT_CONSTANT_IF\("), ")", 2,
                        "NPUZZLE_HINT_CONSTANT_IF takes a symptom and a Hint constant")
CONTEXT = Call(re.compile(r"\bNPUZZLE_(INFO|WORDS)\("), ")", 2,
               "NPUZZLE_{} needs the English and the Chinese text")


def strip_comments(text):
    """The source with its comments blanked (newlines kept, so lines still count right)."""
    out, i = [], 0
    while i < len(text):
        if text[i] == '"':
            end = i + 1
            while text[end] != '"':
                end += 2 if text[end] == "\\" else 1
            out.append(text[i:end + 1])
            i = end + 1
        elif text.startswith("//", i):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i) + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def arguments(text, start, closing):
    """The top-level arguments from `start` (just after the opening bracket) to the bracket
    `closing` that ends them."""
    depth, i, args, first = 0, start, [], start
    while True:
        c = text[i]
        if c == '"':
            i += 1
            while text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0 and c == closing:
                args.append(text[first:i].strip())
                return args
            depth -= 1
        elif c == "," and depth == 0:
            args.append(text[first:i].strip())
            first = i + 1
        i += 1


def calls(name, text, call, problems):
    """(match, line, arguments) of each call in text that has the arguments it takes; each call
    with another count is a problem, which names the file and the line."""
    for m in call.pattern.finditer(text):
        line = text.count("\n", 0, m.start()) + 1
        args = arguments(text, m.end(), call.closing)
        if len(args) == call.count:
            yield m, line, args
        else:
            problems.append(f"{name}:{line}: {call.needs.format(*m.groups())}; it has "
                            f"{len(args)} arguments")


def last_line(text, start, args):
    """The line of a call's closing bracket, given its arguments read from `start`: a failure
    reported from the call (Catch2's line) is on one of the lines from its first to this one."""
    end = text.index(args[-1], start) + len(args[-1]) if args and args[-1] else start
    return text.count("\n", 0, end) + 1


def unescape(literal):
    return literal.encode("utf-8").decode("unicode_escape").encode("latin-1").decode("utf-8") \
        if "\\" in literal else literal


def words(expr):
    """The text a stream expression prints, its values shown as {expr}."""
    parts, pos = [], 0
    for m in LITERAL.finditer(expr):
        between = expr[pos:m.start()].replace("<<", " ").strip()
        if between:
            parts.append("{" + " ".join(between.split()) + "}")
        parts.append(unescape(m.group(1)))
        pos = m.end()
    rest = expr[pos:].replace("<<", " ").strip()
    if rest:
        parts.append("{" + " ".join(rest.split()) + "}")
    return "".join(parts)


def values(expr):
    """The names a stream expression shows the values of (its identifiers outside the string
    literals), sorted: the same in both texts of one line, whatever the word order."""
    code = LITERAL.sub(" ", expr)
    return sorted(re.findall(r"[A-Za-z_]\w*(?:::\w+)*", code))


def read_table(root):
    """Every hint: {file, line, english, chinese, values_en, values_zh, sites}, and the problems
    met. sites: (file, first line, last line) of each NPUZZLE_HINT*_IF that shows the hint."""
    hints, constants, uses, problems, context = [], {}, [], [], []
    for pattern in SOURCES:
        for path in sorted(root.glob(pattern)):
            if path.name in ("hints.hpp", "words.hpp"):  # the macros themselves
                continue
            text = strip_comments(path.read_text(encoding="utf-8"))
            name = str(path.relative_to(root))
            for m, line, args in calls(name, text, HINT_CONSTANT, problems):
                constants[m.group(1)] = (name, line)
                hints.append(dict(file=name, line=line, constant=m.group(1), english=args[0],
                                  chinese=args[1], sites=[]))
            for m, line, args in calls(name, text, HINT_IF, problems):
                hints.append(dict(file=name, line=line, constant="", english=args[1],
                                  chinese=args[2],
                                  sites=[(name, line, last_line(text, m.end(), args))]))
            for m, line, args in calls(name, text, HINT_CONSTANT_IF, problems):
                if re.fullmatch(r"\w+", args[1]):
                    uses.append((name, line, args[1], last_line(text, m.end(), args)))
                else:
                    problems.append(f"{name}:{line}: {HINT_CONSTANT_IF.needs}, not {args[1]}")
            for _, line, args in calls(name, text, CONTEXT, problems):
                context.append(dict(file=name, line=line, constant="", english=args[0],
                                    chinese=args[1]))
    by_constant = {h["constant"]: h for h in hints if h["constant"]}
    for name, line, constant, last in uses:
        if constant not in constants:
            problems.append(f"{name}:{line}: {constant} is not a Hint constant of the tests")
        else:
            by_constant[constant]["sites"].append((name, line, last))
    for hint in hints + context:
        hint["values"] = values(hint["english"])
        hint["values_zh"] = values(hint["chinese"])
        hint["english"], hint["chinese"] = words(hint["english"]), words(hint["chinese"])
    return hints, context, problems


def check(hint, variants):
    """The problems of one hint, in words."""
    en, zh = hint["english"], hint["chinese"]
    where = f"{hint['file']}:{hint['line']}"
    if not en.strip():
        return [f"{where}: the English text is empty"]
    if not zh.strip():
        return [f"{where}: the Chinese text is empty ('{en[:60]}...')"]
    if zh == en:
        return [f"{where}: the Chinese text is the English one ('{en[:60]}...')"]
    problems = []
    if not CJK.search(zh):
        problems.append(f"{where}: the Chinese text has no Chinese in it: '{zh[:60]}'")
    if CJK.search(en):
        problems.append(f"{where}: the English text has Chinese in it: '{en[:60]}'")
    if re.match(r"\s*(hint:|提示)", zh) or re.match(r"\s*(hint:|提示)", en):
        problems.append(f"{where}: the text starts with its prefix, which the macro adds")
    if hint["values"] != hint["values_zh"]:
        problems.append(f"{where}: the two texts show different values: English "
                        f"{hint['values']}, Chinese {hint['values_zh']}")
    bare = lambda s: re.sub(r"\{[^{}]*\}", " ", s)  # noqa: E731 -- the words without values
    return problems + [f"{where}: {p}" for p in short_text_problems(bare(en), bare(zh), variants)]


def check_all(root):
    hints, context, problems = read_table(root)
    _, variants = read_glossary(root / "docs" / "glossary.md")
    for hint in hints + context:
        problems += check(hint, variants)
    return hints, context, problems


SELF_TEST = '''
constexpr npuzzle::testing::Hint kFine{"count from 0, as in 46233", "从 0 开始数，如 46233"};
constexpr npuzzle::testing::Hint kHalf{"only English", ""};
void f() {
    NPUZZLE_HINT_IF(a, "the same", "the same");
    NPUZZLE_HINT_IF(b, "only one language");
    NPUZZLE_HINT_IF(c, "here " << n << " of 181,440", "这里有 " << m << " 个，共 181440 个");
    NPUZZLE_HINT_IF(d, "rank 46233 and 8! in `cells[i]`", "排名与节点");
    NPUZZLE_HINT_CONSTANT_IF(e, kMissing);
    NPUZZLE_HINT_CONSTANT_IF(e, kFine);
    NPUZZLE_INFO("expected " << n << " moves", "应为 " << n << " 步");
    NPUZZLE_INFO("from " << a << " to 46233", "从 " << b << " 到");
}
'''
SELF_TEST_EXPECTED = (
    ":3: the Chinese text is empty",
    ":5: the Chinese text is the English one",
    ":6: NPUZZLE_HINT_IF needs a symptom, the English and the Chinese text",
    ":7: the two texts show different values",
    ":8: the Chinese text lacks the numbers 8, 46233 of the English one",
    ":8: the Chinese text lacks the code `cells[i]` of the English one",
    ":8: the Chinese text uses '节点'",
    ":9: kMissing is not a Hint constant",
    ":12: the two texts show different values",
    ":12: the Chinese text lacks the numbers 46233 of the English one",
)


def self_test():
    import tempfile
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "tests" / "lessons").mkdir(parents=True)
        (root / "docs").mkdir()
        (root / "tests" / "lessons" / "bad.cpp").write_text(SELF_TEST, encoding="utf-8")
        (root / "docs" / "glossary.md").write_text("- 节点 -> 结点\n", encoding="utf-8")
        hints, context, problems = check_all(root)
    missed = [e for e in SELF_TEST_EXPECTED if not any(e in p for p in problems)]
    extra = [p for p in problems if not any(e in p for e in SELF_TEST_EXPECTED)]
    for text in missed:
        print(f"self-test: the check did not report '{text}'")
    for text in extra:
        print(f"self-test: the check reported a sound hint: {text}")
    return 1 if missed or extra or len(hints) != 5 or len(context) != 2 else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) not in (2, 3) or (len(argv) == 3 and argv[2] != "--json"):
        print(__doc__, file=sys.stderr)
        return 2
    root = Path(argv[1])
    hints, context, problems = check_all(root)
    if len(argv) == 3:
        print(json.dumps(hints, ensure_ascii=False, indent=1))
        return 0
    for problem in problems:
        print(problem)
    if not hints:
        print(f"no hints found under {root}/tests")
        return 1
    print(f"{len(hints)} hints, {len(context)} context lines in both languages, "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
