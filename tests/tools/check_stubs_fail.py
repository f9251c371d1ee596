#!/usr/bin/env python3
"""Proves that a lesson's graded tests assert something: run against the untouched student stub,
every test case must fail, and every test case must carry its points tag ([points=N]).

  check_stubs_fail.py LESSON_STUDENT_TEST_BINARY

A graded test that passes on a stub is a defect: it would give points for doing nothing."""
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

POINTS = re.compile(r"\[points=(\d+)\]")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    proc = subprocess.run([binary, "--reporter", "xml", "--durations", "no"],
                          capture_output=True, text=True, timeout=600)
    try:
        root = ET.fromstring(proc.stdout)
    except ET.ParseError as err:
        sys.exit(f"{binary}: no XML report ({err}); stderr:\n{proc.stderr[-2000:]}")
    cases = root.iter("TestCase")
    problems, count = [], 0
    for case in cases:
        count += 1
        name, tags = case.get("name"), case.get("tags", "")
        result = case.find("OverallResult")
        passed = result is not None and result.get("success") == "true"
        if passed:
            problems.append(f"passes on the untouched stub (it asserts nothing): {name}")
        if not POINTS.search(tags):
            problems.append(f"has no [points=N] tag: {name}")
    if count == 0:
        problems.append("no test cases ran")
    for p in problems:
        print(f"{binary}: {p}")
    if problems:
        sys.exit(1)
    print(f"{count} graded tests, all fail on the untouched stub as they should")


if __name__ == "__main__":
    main()
