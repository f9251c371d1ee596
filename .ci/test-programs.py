#!/usr/bin/env python3
"""The programs of build folder BUILD/bin that the tests ctest would run there run directly, one
name a line: the targets to build before running them. Read from the CTestTestfile.cmake files,
as ctest itself names no program before it is built.
Usage: test-programs.py BUILD CTEST_ARGS... (the tests `ctest CTEST_ARGS -N` lists)"""
import os
import pathlib
import re
import subprocess
import sys

build = pathlib.Path(sys.argv[1]).resolve()
listed = subprocess.run(["ctest", *sys.argv[2:], "-N"],
                        check=True, capture_output=True, text=True).stdout
wanted = set(re.findall(r"^\s*Test\s+#\d+: (\S+)$", listed, re.M))
add_test = re.compile(r'^add_test\(\[=\[(.+?)\]=\] "([^"]+)"', re.M)
programs = set()
for testfile in build.rglob("CTestTestfile.cmake"):
    for name, program in add_test.findall(testfile.read_text()):
        if name in wanted and pathlib.Path(program).parent == build / "bin":
            programs.add(os.path.basename(program))
if not programs:
    sys.exit(f"no test programs found in {build}")
print("\n".join(sorted(programs)))
