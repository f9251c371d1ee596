"""Description: each graded test's title for students, in English and in Chinese, from one table
per test folder: tests/lessons/titles.json, and tests/hidden/titles.json in the instructor's kit
(it never ships). The Catch2 name stays the test's id (the catalog's, the judge's, the
results' `test`); the grade report shows the title in the reader's language. An entry gives
the Chinese title and, when it differs from the name, the English one. tests/tools/
title_table.py (ctest docs.titles) checks that every test has its title in both languages."""
import dataclasses
import json
import pathlib

from language import Text

TABLES = ("tests/lessons/titles.json", "tests/hidden/titles.json")


def load(kit):
    """{(lesson id, test name): Text} of the kit's tables; a table absent or unreadable gives
    none (the test then shows its name)."""
    found = {}
    for table in TABLES:
        try:
            data = json.loads((pathlib.Path(kit) / table).read_text(encoding="utf-8"))
            for lesson, entries in data["lessons"].items():
                for entry in entries:
                    name = entry["test"]
                    found[(lesson, name)] = Text(entry.get("en", name), entry.get("zh-CN") or
                                                 entry.get("en", name))
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
    return found


def attach(lessons, kit):
    """The lessons (catalog.Lesson) with each test's title from the kit's tables."""
    table = load(kit)
    for lesson in lessons:
        lesson.tests = [dataclasses.replace(t, title=table.get((t.lesson, t.name)))
                        for t in lesson.tests]
    return lessons


def title(test, language):
    """The test's title in `language`, or its name when it has none."""
    return test.title.in_(language) if getattr(test, "title", None) else test.name
