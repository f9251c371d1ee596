#!/usr/bin/env bash
# Runs every command the student edition's README.md and docs/student-guide.md show, in the
# edition as released (untouched stubs), and fails on any that does not do what the text says.
#
#   .ci/edition-commands.sh EDITION_DIR      (after `./kit release EDITION_DIR`; builds it when
#                                             the first command, ./kit test, does)
#
# What counts as a command: every line of a fenced code block (``` with no language, or sh,
# bash, shell), `\` joining lines, a `#` outside quotes starting the comment. The comment says
# what the command does on the stubs, and so what this script expects:
#   "exit N until ..."   the command exits with N (3: the lesson code threw)
#   "fails until ..."    the command exits with 1..125 (not 126/127: it ran; no signal)
#   anything else        the command exits with 0
# and a command that fails must say "not implemented" (or not_implemented): it fails because of
# the stubs, not for another reason.
# A block right after a line `<!-- not commands -->` is not run: use it for sample output and
# for commands with placeholders (NN, DIR), which cannot run as written.
# The two texts also must not send a student to what the edition does not have.
set -euo pipefail
[ $# -eq 1 ] && [ -x "$1/kit" ] || { echo "usage: $0 EDITION_DIR (a student edition)" >&2; exit 2; }
edition=$(cd "$1" && pwd)
[ ! -d "$edition/solutions" ] || { echo "$edition has solutions/: not a student edition" >&2; exit 2; }
docs=("$edition/README.md" "$edition/docs/student-guide.md")
log=$(mktemp -t edition-commands.XXXXXX)
out=$(mktemp -t edition-command.XXXXXX)
trap 'rm -f "$out"' EXIT
per_command_seconds=${EDITION_COMMAND_SECONDS:-1800}

status=0
# Names of what the edition leaves out.
if grep -n -E 'solutions/|bench/|\.ci/|tests/hidden|hidden test' "${docs[@]}"; then
  echo "FAIL: the lines above name what the student edition does not have" >&2
  status=1
fi

# One line per command: FILE:LINE <tab> EXPECTED <tab> COMMAND (EXPECTED: 0, N, or "fail").
commands=$(python3 - "${docs[@]}" <<'PY'
import re
import sys

FENCE = re.compile(r"^\s*```\s*(\S*)\s*$")
COMMAND_LANGUAGES = {"", "sh", "bash", "shell"}


def split_comment(line):
    """(command, comment): a # outside quotes, at the start or after a space, starts it."""
    quote = None
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#" and (i == 0 or line[i - 1].isspace()):
            return line[:i].rstrip(), line[i + 1:].strip()
    return line.rstrip(), ""


def expected(comment):
    m = re.search(r"\bexit (\d+) until\b", comment)
    if m:
        return m.group(1)
    return "fail" if re.search(r"\bfails until\b", comment) else "0"


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

count=0
while IFS=$'\t' read -r where want command; do
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
exit "$status"
