#!/usr/bin/env python3
"""The class at a glance, for the next lecture: one HTML page and CSV files from a class's
graded results.

  ./kit class-report OUT [--from DIR] [--anonymize] [--lang en|zh-CN]

DIR (default grading-out, what `./kit grade --submissions ... --out grading-out` wrote) is a
batch's folder, a folder of Gradescope results.json files, or PrairieLearn's results downloaded
from the platform (class_results.py). OUT gets class-report.html (self-contained: open it from
disk), gradebook.csv (one row per student, one column per lesson, the total: what a learning
management system imports), lessons.csv, mistakes.csv, failed-tests.csv and slow.csv.
--anonymize shows each student on the page and in the CSVs but the gradebook by a code: a keyed
hash whose key is kept in OUT/.anonymize-key, so a student keeps their code from one report to
the next into the same OUT, and nobody without the key can tell whose it is.
Exit status: 0 when the report was written, 2 for bad usage or a folder with no results."""
import argparse
import csv
import hashlib
import hmac
import io
import os
import pathlib
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import class_page  # noqa: E402
import class_results  # noqa: E402
import class_summary  # noqa: E402
import language  # noqa: E402
import safeio  # noqa: E402
import titles  # noqa: E402
from class_words import word  # noqa: E402

KIT = HERE.parent
KEY_FILE = ".anonymize-key"


def parse_args(argv):
    p = argparse.ArgumentParser(prog="kit class-report", description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog=__doc__.split("\n\n", 1)[1])
    p.add_argument("out", type=pathlib.Path, help="the folder the page and CSV files go to")
    p.add_argument("--from", dest="source", type=pathlib.Path,
                   default=pathlib.Path("grading-out"), help="the class's results")
    p.add_argument("--anonymize", action="store_true",
                   help="students shown by a code, not by name (the gradebook keeps names)")
    p.add_argument("--lang", metavar="TAG", help="en or zh-CN (default: NPUZZLE_LANG, the "
                                                 "locale)")
    p.add_argument("--slow", type=float, default=class_summary.SLOW_FACTOR, metavar="FACTOR",
                   help="a lesson at least FACTOR times the reference's CPU time is listed as "
                        f"much slower (default {class_summary.SLOW_FACTOR:g})")
    return p.parse_args(argv)


def hint_table(kit=KIT):
    """The tests' hint definitions (tests/tools/hint_table.py), or [] where the kit has no
    tests (the page then names each hint by the words it was shown in)."""
    tools = kit / "tests" / "tools"
    if not (tools / "hint_table.py").is_file():
        return []
    sys.path.insert(0, str(tools))
    import hint_table as table  # noqa: E402 -- the tests' own reader of their hints
    hints, _, _ = table.read_table(kit)
    return class_summary.hint_definitions(hints)


def test_titles(language_, kit=KIT):
    """title(lesson, test id): the test's title in `language_` from the kit's tables
    (titles.py), or None for a test they do not know."""
    table = titles.load(kit)

    def title(lesson, test):
        text = table.get((lesson[:2], test))
        return text.in_(language_) if text else None
    return title


def anonymizer(out):
    """A function id -> stable code, keyed by OUT/.anonymize-key (made on first use)."""
    path = out / KEY_FILE
    if not path.is_file():
        out.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            f.write(os.urandom(32).hex() + "\n")
    key = bytes.fromhex(path.read_text().strip())
    return lambda sid: "s-" + hmac.new(key, sid.encode("utf-8", "surrogatepass"),
                                       hashlib.sha256).hexdigest()[:8]


def _csv(header, rows):
    text = io.StringIO(newline="")
    out = csv.writer(text)
    out.writerow(header)
    out.writerows(rows)
    return text.getvalue()


def csv_files(summary, who):
    """{file name: text} of the CSV files; `who` turns an id into what is shown. Their headers
    are keys for programs, the same in every language; mistakes.csv holds both hint texts."""
    states = [s for s in class_results.STATES if s != class_results.GRADED]
    header, rows = class_summary.gradebook(summary)
    files = {"gradebook.csv": _csv(header, rows)}
    files["lessons.csv"] = _csv(
        ["lesson", "students", "max_score", "median", *states],
        [[l.lesson, len(l.scores), class_summary.plain_number(l.max_score),
          "" if l.median is None else class_summary.plain_number(l.median),
          *[l.states.get(s, 0) for s in states]] for l in summary.lessons])
    files["mistakes.csv"] = _csv(
        ["lesson", "students", "hint_en", "hint_zh", "tests", "who"],
        [[l.lesson, len(m.students), m.hint.english, m.hint.chinese,
          "; ".join(t for t, _ in m.tests.most_common()),
          "; ".join(who(s) for s in m.students)] for l in summary.lessons for m in l.mistakes])
    files["failed-tests.csv"] = _csv(
        ["lesson", "test", "students"],
        [[l.lesson, t, n] for l in summary.lessons for t, n in l.failed_tests])
    files["slow.csv"] = _csv(
        ["student", "lesson", "cpu_seconds", "reference_cpu_seconds", "ratio"],
        [[who(s.student), s.lesson, round(s.cpu_seconds, 3), round(s.reference_cpu_seconds, 3),
          round(s.ratio, 1)] for s in summary.slow])
    return files


def shown(summary, who, anonymized, language_):
    """The summary with every student id as `who` shows it (the page's view); anonymized, the
    notes on files not read (which name their folders) are only counted."""
    if anonymized and summary.notes:
        summary.notes = [word("notes_hidden", language_, count=len(summary.notes))]
    for l in summary.lessons:
        for m in l.mistakes:
            m.students = [who(s) for s in m.students]
    for s in summary.slow:
        s.student = who(s.student)
    return summary


def write(args):
    language_ = language.choose(args.lang)
    started = time.monotonic()
    students, notes = class_results.read(args.source)
    if not students:
        print(f"class-report: no results in {args.source} (a batch's --out folder, Gradescope "
              f"results.json files or PrairieLearn's downloaded results)", file=sys.stderr)
        return 2
    summary = class_summary.summarize(students, hint_table(), notes, args.slow,
                                      test_titles(language_))
    who = anonymizer(args.out) if args.anonymize else (lambda sid: sid)
    args.out.mkdir(parents=True, exist_ok=True)
    files = csv_files(summary, who)
    page_view = shown(summary, who, args.anonymize, language_)
    files["class-report.html"] = class_page.page(page_view, language_, str(args.source),
                                                 args.slow, args.anonymize)
    for name, text in files.items():
        safeio.write_atomic(args.out / name, text)
    print(f"class-report: {len(students)} submissions, {len(summary.lessons)} lessons in "
          f"{time.monotonic() - started:.1f} s: {args.out / 'class-report.html'}",
          file=sys.stderr)
    return 0


def main(argv=None):
    args = parse_args(argv)
    if args.slow <= 1:
        print("class-report: --slow must be more than 1 (a multiple of the reference's time)",
              file=sys.stderr)
        return 2
    try:
        return write(args)
    except FileNotFoundError as err:
        print(f"class-report: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
