#!/usr/bin/env python3
"""The table of what the kit's programs say to a student (npuzzle and npuzzle-student: answers,
--help, errors; the tracer's step log; the board parser's errors), read from its definitions:
every Text {english, chinese} of the table files (cli/*texts.hpp, cli/exit_code.hpp,
tracer/src/*texts.hpp, core/src/*texts.hpp), checked so that no message reads in one language
only; and every other source file of those programs, checked to hold no English sentence of its
own (a message written outside the table exists in English only).

  message_table.py KIT_ROOT        checks the table and the sources; failures name file and line
  message_table.py --self-test     shows that each check catches the fault it is there for

A Text's Chinese must be there, differ from the English and be Chinese; hold as many values ("{}")
as the English, every integer of it and its code in backticks; and use docs/glossary.md's terms,
not the variants it lists as not used. A source file whose English messages are not in the table
yet is listed in STILL_ENGLISH with the reason, and the check says so: the list only shrinks. A
file whose English is a library's messages recognised to be said again from the table
(READ_NOT_PRINTED) prints none of it."""
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hint_table import strip_comments, unescape  # noqa: E402
from translation_check import CJK_TEXT, LITERAL, read_glossary, short_text_problems  # noqa: E402

TABLES = ("cli/*texts.hpp", "cli/exit_code.hpp", "tracer/src/*texts.hpp", "core/src/*texts.hpp",
          "algorithms/src/*texts.hpp", "engines/src/*texts.hpp")
SOURCES = ("cli/*.cpp", "cli/*.hpp", "cli/commands/*.cpp", "tracer/src/log_observer.cpp",
           "core/src/board.cpp", "core/src/board_io.cpp", "algorithms/src/algorithms.cpp",
           "engines/src/tuned_column.cpp")
# Sources that still print English of their own, and why they may for now.
STILL_ENGLISH = {
    "cli/pdb_cache.cpp": "why a cached database file is not used: a library without the "
                         "program's language, its reason said inside kDatabaseNotUsed",
    "cli/search_bounds.hpp": "BudgetReached's what(), which solve says as kBudgetReached",
    "core/src/board.cpp": "a cell or a move off the board: lesson code's misuse of Board",
}
# Sources whose English is read, never printed: the forms of a library's own messages, each
# recognised to be said again from the table.
READ_NOT_PRINTED = {"cli/parse_errors.cpp": "CLI11's parse errors, said again from the table"}
PAIR = re.compile(r'\{\s*((?:"(?:[^"\\]|\\.)*"\s*)+),\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\}')
# Three English words in a row: a sentence, not a flag, a key or a file name.
SENTENCE = re.compile(r"[A-Za-z]{2,}[,;:]? [a-z]{2,}[,;:]? [a-z]{2,}")
# A std::logic_error's text: a fault of the kit itself (a table that breaks its own rule), for its
# developers, never said about anything a student typed or wrote.
KIT_FAULT = re.compile(r'std::logic_error\(\s*"(?:[^"\\]|\\.)*"')
# A gnuplot command that compare --plot writes (code for gnuplot, not a sentence to read).
GNUPLOT = re.compile(r"(^|\n|\])(set|unset) (terminal|logscale|multiplot) |^ with linespoints pt $")


def joined(literals):
    return "".join(unescape(m) for m in LITERAL.findall(literals))


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def check_text(english, chinese, variants):
    """The problems of one Text."""
    if not english or not chinese:
        return ["the text is in one language only"]
    problems = []
    if english == chinese:
        problems.append("the Chinese text is the English one")
    # Chinese punctuation counts: a list's separator is "、" in Chinese and ", " in English.
    if not CJK_TEXT.search(chinese):
        problems.append(f"the Chinese text has no Chinese in it: {chinese!r}")
    if english.count("{}") != chinese.count("{}"):
        problems.append(f"the text has {english.count('{}')} values ({{}}) in English and "
                        f"{chinese.count('{}')} in Chinese")
    return problems + short_text_problems(english, chinese, variants)


def files(root, patterns):
    return sorted({p for pattern in patterns for p in root.glob(pattern) if p.is_file()})


def check_all(root):
    """(problems, notes): each problem names a file, a line and what is wrong."""
    _, variants = read_glossary(root / "docs" / "glossary.md")
    problems, notes, texts = [], [], 0
    tables = files(root, TABLES)
    for path in tables:
        source = strip_comments(path.read_text(encoding="utf-8"))
        rel = path.relative_to(root).as_posix()
        for m in PAIR.finditer(source):
            texts += 1
            english, chinese = joined(m.group(1)), joined(m.group(2))
            for problem in check_text(english, chinese, variants):
                problems.append(f"{rel}:{line_of(source, m.start())}: {english!r}: {problem}")
        # A lone literal in a table is a message with one language.
        rest = PAIR.sub(lambda m: " " * len(m.group(0)), source)
        for m in LITERAL.finditer(rest):
            if SENTENCE.search(unescape(m.group(1))):
                problems.append(f"{rel}:{line_of(rest, m.start())}: {unescape(m.group(1))!r} "
                                "is in one language only: write it as a Text")
    if not tables or texts < 10:
        problems.append(f"the table was not read: {texts} texts in {len(tables)} files")
    for path in files(root, SOURCES):
        rel = path.relative_to(root).as_posix()
        if path in tables or rel in READ_NOT_PRINTED:
            continue
        source = strip_comments(path.read_text(encoding="utf-8"))
        source = KIT_FAULT.sub(lambda m: " " * len(m.group(0)), source)
        english = [(line_of(source, m.start()), unescape(m.group(1)))
                   for m in LITERAL.finditer(source) if SENTENCE.search(unescape(m.group(1)))
                   and not GNUPLOT.search(unescape(m.group(1)))]
        if rel in STILL_ENGLISH:
            if english:
                notes.append(f"{rel}: {len(english)} English messages not in the table yet "
                             f"({STILL_ENGLISH[rel]})")
            else:
                problems.append(f"{rel} has no English message left: take it off STILL_ENGLISH")
            continue
        for line, text in english:
            problems.append(f"{rel}:{line}: {text!r} is in English only: put it in the table "
                            "(cli/cli_texts.hpp) in both languages")
    return problems, notes


# The self-test's kit: a sound table and source, then each with one fault planted.
SOUND = {
    "docs/glossary.md": "- tie - 并列\n\n## Variants\n- 平局 -> 并列\n",
    "cli/cli_texts.hpp": "\n".join(
        f'inline constexpr Text k{i}{{"board {{}} has {i} tiles", "局面 {{}} 有 {i} 个数码"}};'
        for i in range(12)) + "\n",
    "cli/commands/solve.cpp": 'std::cerr << say(texts::k1) << "--algo" << "x y";\n'
                              'throw std::logic_error("the table names no row here");\n',
}
FAULTS = {
    "one language": ("cli/cli_texts.hpp", 'Text kA{"the goal is far", ""};',
                     "in one language only"),
    "same text": ("cli/cli_texts.hpp", 'Text kB{"the goal is far", "the goal is far"};',
                  "the Chinese text is the English one"),
    "not Chinese": ("cli/cli_texts.hpp", 'Text kC{"the goal is far", "le but est loin"};',
                    "no Chinese"),
    "a value lost": ("cli/cli_texts.hpp", 'Text kD{"{} is far from {}", "{} 离目标很远"};',
                     "values"),
    "a number lost": ("cli/cli_texts.hpp", 'Text kE{"31 moves at most", "最多几步"};',
                      "numbers 31"),
    "a variant term": ("cli/cli_texts.hpp", 'Text kF{"a tie", "平局"};', "glossary"),
    "a lone literal in the table": ("cli/cli_texts.hpp",
                                    'const char* kG = "the goal is far away";',
                                    "one language only"),
    "an English message in a command": ("cli/commands/solve.cpp",
                                         'std::cerr << "npuzzle: the board is wrong";',
                                         "English only"),
}


def self_test():
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)

        def write(planted=None):
            for name, text in SOUND.items():
                path = root / name
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text + (planted[1] + "\n" if planted and planted[0] == name
                                        else ""), encoding="utf-8")

        write()
        problems, _ = check_all(root)
        if problems:
            failures.append(f"the sound table has problems: {problems}")
        for name, (file, line, expected) in FAULTS.items():
            write((file, line))
            problems, _ = check_all(root)
            if not any(expected in p for p in problems):
                failures.append(f"{name}: expected a problem saying {expected!r}, got {problems}")
    for failure in failures:
        print(f"self-test: {failure}")
    print(f"self-test: {len(FAULTS) + 1} cases, {len(failures)} wrong")
    return 1 if failures else 0


def main(argv):
    if argv == ["--self-test"]:
        return self_test()
    if len(argv) != 1:
        print(__doc__)
        return 2
    problems, notes = check_all(Path(argv[0]))
    for note in notes:
        print(f"note: {note}")
    for problem in problems:
        print(problem)
    print(f"message table: {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
