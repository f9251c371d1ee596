#!/usr/bin/env python3
"""The bash 3.2 check (.ci/bash32-check.py) finds each construct it has a rule for, in a bad
sample per rule, and nothing in samples that bash 3.2 and BSD tools run as they are."""
import importlib.util
import pathlib
import unittest

spec = importlib.util.spec_from_file_location(
    "bash32_check", pathlib.Path(__file__).resolve().parent / "bash32-check.py")
check = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check)

# One sample per rule, each of which that rule (and only it) must find on the sample's last line
# (before a closing } or esac).
BAD = {
    "associative-array": "declare -A seen",
    "nameref": "f() { local -n out=$1; }",
    "declare-global": "declare -g total=0",
    "mapfile": "mapfile -t lines < file.txt",
    "case-modification": 'lower=${answer,,}',
    "case-attribute": "local -l answer",
    "negative-length": 'stem=${name:0:-4}',
    "transformation": 'echo "${args@Q}"',
    "pipe-stderr": "make |& tee log",
    "append-both": "make &>> log",
    "test-v": "if [[ -v NPUZZLE_LANG ]]; then :; fi",
    "wait-n": "wait -n",
    "coproc": "coproc worker { cat; }",
    "case-fallthrough": "case $a in\n  x) echo x ;;&\nesac",
    "shopt-bash4": "shopt -s globstar",
    "fd-variable": "exec {log}>build.log",
    "negative-subscript": 'last=${parts[-1]}',
    "bash4-variable": "start=$EPOCHSECONDS",
    "printf-time": "printf '%(%H:%M)T\\n' -1",
    "sed-in-place": "sed -i 's/a/b/' file.txt",
    "sed-r": "sed -r 's/(a)+/b/' file.txt",
    "grep-P": "grep -qP '\\d+' file.txt",
    "readlink-f": 'here=$(readlink -f "$0")',
    "nproc": "jobs=$(nproc)",
    "mktemp-flag": "log=$(mktemp -t build.XXXXXX)",
    "stat-c": "size=$(stat -c %s file.txt)",
    "date-d": "date -d yesterday",
    "xargs-r": "find . -name '*.o' | xargs -r rm",
    "find-printf": "find . -type f -printf '%p\\n'",
    "gnu-only-command": "timeout 10 ./a.out",
    "gnu-long-option": "sort --reverse file.txt",
    check.EMPTY_ARRAY: 'set -euo pipefail\nf() {\n  local args=("$@")\n  make "${args[@]}"\n}',
}

# What bash 3.2 and BSD tools run: the guarded forms, and the constructs in text bash never runs.
GOOD = [
    'set -u\nargs=()\nmake ${args[@]+"${args[@]}"}',
    'set -u\nfiles=(a b)\nls "${files[@]}"',  # a literal word: never empty
    'set -u\ndocs=("$root/README.md")\nls "${docs[@]}"',  # a quoted word: never empty
    'set -u\nargs=()\necho "${#args[@]} ${args[*]-}"',
    "jobs=$(nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)",
    "sed -i.bak 's/a/b/' file.txt && rm file.txt.bak",
    "sed -E 's/(a)+/b/' file.txt | grep -E -n 'x+'",
    'log=$(mktemp "${TMPDIR:-/tmp}/build.XXXXXX")',
    "# a comment may say declare -A, mapfile, |& or readlink -f",
    "echo 'declare -A and ${x,,} in single quotes are text'",
    "python3 -c 'import sys; print({x: 1 for x in sys.argv})'",
    "python3 - <<'PY'\nimport os\nos.system('timeout 3 true; sed -i x y')\nPY\necho done",
    "xargs clang-format --dry-run --Werror",
    "cmake --build build --target all -j 2",
    'n=${#missing[@]}; echo "${missing[*]:-none}"',
    "case $a in\n  x) echo x ;;\nesac",
    'last=${name: -1}; stem=${name%????}',
    "local -a lines; declare -i count=0; local -r kit=1",
]


class Bash32Check(unittest.TestCase):
    def test_each_rule_has_a_bad_sample(self):
        self.assertEqual(set(BAD), {r.name for r in check.RULES} | {check.EMPTY_ARRAY})

    def test_each_bad_sample_is_found_by_its_rule_on_its_line(self):
        for name, sample in BAD.items():
            with self.subTest(rule=name):
                found = check.check_text(sample + "\n")
                lines = sample.splitlines()
                line = max(i for i, text in enumerate(lines, start=1)
                           if text.strip() not in ("}", "esac"))
                self.assertIn(name, [n for _, n, _ in found],
                              f"rule {name} missed {sample!r}: found {found}")
                self.assertEqual({(number, n) for number, n, _ in found if n == name},
                                 {(line, name)})

    def test_each_bad_sample_is_found_indented_too(self):
        for name, sample in BAD.items():
            with self.subTest(rule=name):
                indented = "".join("    " + line for line in sample.splitlines(True))
                self.assertIn(name, [n for _, n, _ in check.check_text(indented + "\n")])

    def test_bad_samples_break_no_other_rule(self):
        for name, sample in BAD.items():
            with self.subTest(rule=name):
                others = [n for _, n, _ in check.check_text(sample + "\n") if n != name]
                self.assertEqual(others, [], f"{sample!r} is about {name} only")

    def test_what_bash32_runs_is_not_found(self):
        for sample in GOOD:
            with self.subTest(sample=sample):
                self.assertEqual(check.check_text(sample + "\n"), [])

    def test_a_finding_names_the_line_the_rule_and_the_way_out(self):
        found = check.check_text("#!/bin/bash\nset -u\nargs=()\n\ncmake ${x} \"${args[@]}\"\n")
        self.assertEqual(len(found), 1)
        line, name, why = found[0]
        self.assertEqual((line, name), (5, check.EMPTY_ARRAY))
        self.assertIn('${args[@]+"${args[@]}"}', why)
        self.assertIn("bash 4.4", why)


if __name__ == "__main__":
    unittest.main()
