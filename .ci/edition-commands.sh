#!/usr/bin/env bash
# Runs every command the student edition's README.md and docs/student-guide.md show, in the
# edition as released (untouched stubs), and fails on any that does not do what the text says.
#
#   .ci/edition-commands.sh EDITION_DIR      (after `./kit release EDITION_DIR`; builds it when
#                                             the first command, ./kit test, does)
#   .ci/edition-commands.sh --names-only EDITION_DIR   (an edition built already: only what its
#                                             texts name, in seconds)
#
# What counts as a command: every line of a fenced code block (``` with no language, or sh,
# bash, shell), `\` joining lines, a `#` outside quotes starting the comment. The comment says
# what the command does on the stubs, and so what this script expects:
#   "exit N until ..."   the command exits with N (3: the lesson code threw)
#   "fails until ..."    the command exits with 1..125 (not 126/127: it ran; no signal)
#   (a Chinese text says "...之前退出码为 N" and "...之前会失败"; tests/tools/translation_check.py
#   reads both and keeps them in step with the English)
#   anything else        the command exits with 0
# and a command that fails must say "not implemented" (or not_implemented): it fails because of
# the stubs, not for another reason.
# A block right after a line `<!-- not commands -->` is not run: use it for sample output and
# for commands with placeholders (NN, DIR), which cannot run as written.
# Then every text of the edition (README.md, docs/, each lesson's README.md) must name only what
# the edition has, once built: each repository path (lessons/..., bench/..., build/bin/X), each
# program (bench_pdb, lessonNN_student_tests), each `./kit` command and each option of an
# `npuzzle` command; and no passage marked for the instructor may be left (grading/release.py).
set -euo pipefail
names_only=0
if [ "${1:-}" = --names-only ]; then names_only=1; shift; fi
[ $# -eq 1 ] && [ -x "$1/kit" ] ||
  { echo "usage: $0 [--names-only] EDITION_DIR (a student edition)" >&2; exit 2; }
edition=$(cd "$1" && pwd)
[ ! -d "$edition/solutions" ] || { echo "$edition has solutions/: not a student edition" >&2; exit 2; }
[ "$names_only" -eq 0 ] || [ -x "$edition/build/bin/npuzzle" ] ||
  { echo "--names-only: build $edition first (./kit build there)" >&2; exit 2; }
docs=("$edition/README.md" "$edition/docs/student-guide.md")
log=$(mktemp -t edition-commands.XXXXXX)
out=$(mktemp -t edition-command.XXXXXX)
trap 'rm -f "$out"' EXIT
per_command_seconds=${EDITION_COMMAND_SECONDS:-1800}

status=0
# One line per command: FILE:LINE <tab> EXPECTED <tab> COMMAND (EXPECTED: 0, N, or "fail").
tools=$(cd "$(dirname "$0")/../tests/tools" && pwd)
commands=$(PYTHONPATH="$tools" python3 - "${docs[@]}" <<'PY'
import re
import sys

# How a comment is split from its command and what it says the command does, read as the
# translation check reads them, so the English and Chinese texts say it alike.
from translation_check import expectation as expected, split_comment

FENCE = re.compile(r"^\s*```\s*(\S*)\s*$")
COMMAND_LANGUAGES = {"", "sh", "bash", "shell"}

for path in sys.argv[1:]:
    lines = open(path, encoding="utf-8").read().splitlines()
    in_block, run_block, previous, pending, start = False, True, "", "", 0
    for number, line in enumerate(lines, start=1):
        fence = FENCE.match(line)
        if fence:
            if not in_block:
                in_block = True
                run_block = fence.group(1) in COMMAND_LANGUAGES and \
                    previous.strip() != "<!-- not commands -->"
            else:
                in_block = False
            previous = line
            continue
        previous = line if line.strip() else previous
        if not in_block or not run_block:
            continue
        text = line.strip()
        if not pending and (not text or text.startswith("#")):
            continue
        if text.endswith("\\"):
            pending += text[:-1] + " "
            start = start or number
            continue
        command, comment = split_comment(pending + text)
        print(f"{path}:{start or number}\t{expected(comment)}\t{command}")
        pending, start = "", 0
PY
)
[ -n "$commands" ] || { echo "FAIL: no commands found in ${docs[*]}" >&2; exit 1; }
[ "$names_only" -eq 0 ] || commands=""

count=0
while IFS=$'\t' read -r where want command; do
  [ -n "$where" ] || continue  # --names-only: no commands
  count=$((count + 1))
  begun=$SECONDS
  got=0
  printf '\n$ %s\n' "$command" >>"$log"
  (cd "$edition" && timeout "$per_command_seconds" bash -c "$command" </dev/null >"$out" 2>&1) ||
    got=$?
  cat "$out" >>"$log"
  case $want in
    fail) [ "$got" -ge 1 ] && [ "$got" -le 125 ] && ok=1 || ok=0; shown="1..125" ;;
    *) [ "$got" -eq "$want" ] && ok=1 || ok=0; shown=$want ;;
  esac
  # A command the text says fails on the stubs must fail because of them, not for another reason.
  if [ "$want" != 0 ] && [ "$ok" -eq 1 ] && ! grep -q -i 'not.implemented' "$out"; then
    ok=0
    shown="$shown with a stub's \"not implemented\" in its output"
  fi
  where=${where#"$edition"/}
  if [ "$ok" -eq 1 ]; then
    printf 'ok    %s  exit %s (%ds)  %s\n' "$where" "$got" $((SECONDS - begun)) "$command"
  else
    printf 'FAIL  %s  exit %s, expected %s  %s\n' "$where" "$got" "$shown" "$command"
    status=1
  fi
done <<<"$commands"

echo "$count commands from ${docs[*]#"$edition"/}; their output: $log"

# What the texts name, against what the edition has (its programs are built by now).
python3 - "$edition" <<'PY' || status=1
import glob
import pathlib
import re
import subprocess
import sys

edition = pathlib.Path(sys.argv[1])
TOPS = ("solutions", "bench", "tests", "docs", "lessons", "grading", "judge", "cli", "core",
        "tracer", "algorithms", "cmake", "fuzz", "build", ".ci")
PATH = re.compile(r"(?<![\w./-])((?:" + "|".join(re.escape(t) for t in TOPS) + r")/[\w./*-]*)")
PROGRAM = re.compile(r"(?<![\w./-])((?:bench|lesson)\w*_\w+|\w+_tests|\w+_judge|\w+_worker)\b")
KIT_COMMAND = re.compile(r"\./kit (\w+)")
NPUZZLE = re.compile(r"\bnpuzzle ((?:--impl[ =]\w+ )?)(\w+)([^`\n]*)")
CODE = re.compile(r"`([^`\n]+)`")
ABSENT_WORDS = re.compile(r"instructor's kit|hidden test|<!-- /?instructor\b", re.I)
bin_dir = edition / "build" / "bin"


def run(*args):
    try:
        return subprocess.run(args, cwd=edition, capture_output=True, text=True).stdout
    except OSError:  # not built: every option it would list counts as missing
        return ""


def exists(path):
    path = path.rstrip(".,:;)'")
    if path.startswith("build/") and not path.startswith("build/bin/"):
        return True  # what a run writes: build/test-output.log, build/pdb-cache/
    pattern = re.sub(r"NN", "[0-9][0-9]", path)
    pattern = re.sub(r"(?<![\w])(name|SOURCE|NAME)(?![\w])", "*", pattern)
    return bool(glob.glob(str(edition / pattern)))


def program_built(name):
    return bool(glob.glob(str(bin_dir / re.sub(r"NN", "[0-9][0-9]", name))))


kit_commands = set(re.findall(r"\./kit (\w+)", run("./kit", "help")))
helps = {}


def options_of(command):
    if command not in helps:
        helps[command] = run(str(bin_dir / "npuzzle"), command, "--help") + \
            run(str(bin_dir / "npuzzle"), "--help")
    return set(re.findall(r"--[\w-]+", helps[command]))


failures = 0
texts = sorted(p for p in edition.rglob("*.md") if p.relative_to(edition).parts[0] != "build")
for text in texts:
    rel = text.relative_to(edition)
    lines = text.read_text(encoding="utf-8").splitlines()
    fenced = False
    for number, line in enumerate(lines, start=1):
        fenced ^= line.lstrip().startswith("```")
        named = []
        named += [f"the words '{m.group(0)}'" for m in ABSENT_WORDS.finditer(line)]
        named += [f"the path {m.group(1)}" for m in PATH.finditer(line) if not exists(m.group(1))]
        named += [f"the program {m.group(1)}" for m in PROGRAM.finditer(line)
                  if "::" not in line[max(0, m.start() - 2):m.start()] and
                  not program_built(m.group(1))]
        named += [f"the command ./kit {m.group(1)}" for m in KIT_COMMAND.finditer(line)
                  if m.group(1) not in kit_commands]
        spans = [line] if fenced else CODE.findall(line)
        for span in spans:
            for m in NPUZZLE.finditer(span):
                command = m.group(2)
                if command.startswith("-"):
                    continue
                unknown = set(re.findall(r"(?<![\w-])--[a-z][\w-]*", m.group(3))) - \
                    options_of(command)
                named += [f"the option npuzzle {command} {o}" for o in sorted(unknown)]
        for what in named:
            print(f"FAIL  {rel}:{number}  names {what}, which the edition does not have")
            failures += 1
print(f"{len(texts)} texts of the edition checked for what they name: "
      f"{failures or 'no'} reference{'' if failures == 1 else 's'} to what it lacks")
sys.exit(1 if failures else 0)
PY
exit "$status"
