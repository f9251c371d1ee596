#!/usr/bin/env python3
"""The table of what the kit's programs say to a student (npuzzle and npuzzle-student: answers,
--help, errors; the tracer's step log; the board parser's errors), read from its definitions:
every entry of the message catalogs (cli/*_messages.json, the *_texts.json beside the code of
cli/, tracer/src/, core/src/, algorithms/src/, engines/src/: JSON from which the build generates
the C++, cmake/NpuzzleTexts.cmake) and every Text {english, chinese} of the C++ tables left
(cli/*texts.hpp, cli/exit_code.hpp), checked so that no message reads in one language only; and
every other source file of those programs, checked to hold no English sentence of its own (a
message written outside the table exists in English only).

  message_table.py KIT_ROOT        checks the table and the sources; failures name the file and
                                   the line (a catalog's: the line of the entry's name)
  message_table.py --self-test     shows that each check catches the fault it is there for

A Text's Chinese must be there, differ from the English and be Chinese; hold as many values ("{}")
as the English, every integer of it and its code in backticks; and use docs/glossary.md's terms,
not the variants it lists as not used. A source file whose English messages are not in the table
yet is listed in STILL_ENGLISH with the reason, and the check says so: the list only shrinks. A
file whose English is a library's messages recognised to be said again from the table
(READ_NOT_PRINTED) prints none of it."""
import json
import re
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from hint_table import strip_comments, unescape  # noqa: E402
from translation_check import CJK_TEXT, LITERAL, read_glossary, short_text_problems  # noqa: E402

CATALOGS = ("cli/*_messages.json", "cli/*_texts.json", "tracer/src/*_texts.json",
            "core/src/*_texts.json", "algorithms/src/*_texts.json", "engines/src/*_texts.json")
# C++ that still holds Texts: the exit codes' meanings (exit_code.hpp) and the headers that
# include a catalog's generated header beside code of their own.
TABLES = ("cli/*texts.hpp", "cli/exit_code.hpp")
LANGUAGES = ("en", "zh-CN")
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


def catalog_texts(path):
    """(line, name, english, chinese) of each Text of a catalog: an entry, or an item of an
    entry's list; a text left out is empty. Raises ValueError for a file that is no catalog (the
    build's generator, cmake/NpuzzleTexts.cmake, refuses it too, saying what is wrong)."""
    source = path.read_text(encoding="utf-8")
    texts = []
    try:
        for section in json.loads(source)["sections"]:
            for entry in section["texts"]:
                name = entry.get("name", "?")
                at = source.find(f'"name": "{name}"')
                line = line_of(source, at) if at >= 0 else 1
                for i, item in enumerate(entry.get("list", [entry])):
                    shown = f"{name}[{i}]" if "list" in entry else name
                    texts.append((line, shown, item.get("en", ""), item.get("zh-CN", "")))
    except json.JSONDecodeError as e:
        raise ValueError(f"it is not valid JSON: {e}") from e
    except (KeyError, TypeError, AttributeError) as e:
        raise ValueError(f'it is not sections of texts ({e!r}): see cmake/NpuzzleTexts.cmake') from e
    return texts


def files(root, patterns):
    return sorted({p for pattern in patterns for p in root.glob(pattern) if p.is_file()})


def check_all(root):
    """(problems, notes): each problem names a file, a line and what is wrong."""
    _, variants = read_glossary(root / "docs" / "glossary.md")
    problems, notes, texts = [], [], 0
    catalogs, tables = files(root, CATALOGS), files(root, TABLES)
    for path in catalogs:
        rel = path.relative_to(root).as_posix()
        try:
            entries = catalog_texts(path)
        except ValueError as e:
            problems.append(f"{rel}: not a message catalog: {e}")
            continue
        for line, name, english, chinese in entries:
            texts += 1
            for problem in check_text(english, chinese, variants):
                problems.append(f"{rel}:{line}: {name} {english!r}: {problem}")
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
    if not catalogs or texts < 10:
        problems.append(f"the table was not read: {texts} texts in {len(catalogs)} catalogs and "
                        f"{len(tables)} C++ files")
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
                            "(a message catalog such as cli/cli_messages.json) in both "
                            "languages")
    return problems, notes


def sound_catalog(planted=None):
    """The self-test's catalog: twelve sound texts, and the entry `planted` after them."""
    texts = [{"name": f"k{i}", "en": f"board {{}} has {i} tiles", "zh-CN": f"局面 {{}} 有 {i} 个数码"}
             for i in range(12)]
    catalog = {"about": "a test", "namespace": "npuzzle::cli::texts",
               "sections": [{"about": "boards", "texts": texts + ([planted] if planted else [])}]}
    return json.dumps(catalog, ensure_ascii=False, indent=2)


# The self-test's kit: a sound catalog, C++ table and source, then each with one fault planted.
SOUND = {
    "docs/glossary.md": "- tie - 并列\n\n## Variants\n- 平局 -> 并列\n",
    "cli/cli_messages.json": sound_catalog(),
    "cli/exit_code.hpp": 'inline constexpr Text kExitCodes{"Exit codes:", "退出码："};\n',
    "cli/commands/solve.cpp": 'std::cerr << say(texts::k1) << "--algo" << "x y";\n'
                              'throw std::logic_error("the table names no row here");\n',
}
CATALOG = "cli/cli_messages.json"
FAULTS = {
    "one language": (CATALOG, {"name": "kA", "en": "the goal is far", "zh-CN": ""},
                     "in one language only"),
    "no Chinese at all": (CATALOG, {"name": "kA", "en": "the goal is far"},
                          "kA 'the goal is far': the text is in one language only"),
    "a list's item in one language": (CATALOG, {"name": "kL", "list": [
        {"en": "up", "zh-CN": "上"}, {"en": "down"}]}, "kL[1] 'down'"),
    "same text": (CATALOG, {"name": "kB", "en": "the goal is far", "zh-CN": "the goal is far"},
                  "the Chinese text is the English one"),
    "not Chinese": (CATALOG, {"name": "kC", "en": "the goal is far", "zh-CN": "le but est loin"},
                    "no Chinese"),
    "a value lost": (CATALOG, {"name": "kD", "en": "{} is far from {}", "zh-CN": "{} 离目标很远"},
                     "values"),
    "a number lost": (CATALOG, {"name": "kE", "en": "31 moves at most", "zh-CN": "最多几步"},
                      "numbers 31"),
    "a variant term": (CATALOG, {"name": "kF", "en": "a tie", "zh-CN": "平局"}, "glossary"),
    "a catalog that is no JSON": (CATALOG, "{,", "not valid JSON"),
    "a catalog without sections": (CATALOG, '{"about": "a test"}', "not sections of texts"),
    "a lone literal in a C++ table": ("cli/exit_code.hpp",
                                      'const char* kG = "the goal is far away";',
                                      "one language only"),
    "a Text in a C++ table in one language": ("cli/exit_code.hpp",
                                              'inline constexpr Text kH{"the goal is far", ""};',
                                              "in one language only"),
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
                if planted and planted[0] == name:
                    fault = planted[1]
                    # A catalog's fault is an entry in it, or a file in its place.
                    if name.endswith(".json"):
                        text = sound_catalog(fault) if isinstance(fault, dict) else fault
                    else:
                        text += fault + "\n"
                path.write_text(text, encoding="utf-8")

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
