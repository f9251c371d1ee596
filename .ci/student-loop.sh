#!/usr/bin/env bash
# Times what a student waits for in the student edition EDITION, as a student meets it: the
# first ./kit test of an untouched edition (stubs: every test fails, the table says why), then,
# with every lesson written (the kit's references copied in), one edit of each lesson's file to
# its verdict (./kit test -L lessonNN). No compiler cache: a student's machine has none, and an
# edit must really be compiled again. Fails past twice the goals (5 min; 5 s a lesson), and when
# the written lessons do not all reach full marks.
# Usage: .ci/student-loop.sh EDITION   (run from the instructor's kit)
set -euo pipefail
edition=$1
kit=$(cd "$(dirname "$0")/.." && pwd)
export CCACHE_DISABLE=1
first_goal=300 edit_goal=5

now() { date +%s.%N; }
seconds() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$@"; }
over() { python3 -c "import sys; sys.exit(0 if float(sys.argv[1]) > float(sys.argv[2]) else 1)" "$@"; }

t0=$(now)
if (cd "$edition" && ./kit test >"$edition/first-test.txt" 2>&1); then
  cat "$edition/first-test.txt"; echo "the untouched stubs passed ./kit test" >&2; exit 1
fi
first=$(seconds "$t0" "$(now)")
grep -q "not started" "$edition/first-test.txt" ||
  { cat "$edition/first-test.txt"; echo "no grade table after the first ./kit test" >&2; exit 1; }
echo "first ./kit test of a fresh edition (stubs, no cache): ${first} s (goal ${first_goal} s)"
failed=0
if over "$first" $((2 * first_goal)); then
  echo "  more than twice the goal" >&2; failed=1
fi

# Every lesson written: the references, as a student who finished would have them.
for source in "$kit"/solutions/*/*.cpp; do
  lesson=$(basename "$(dirname "$source")")
  cp "$source" "$edition/lessons/$lesson/$(basename "$source")"
done
(cd "$edition" && ./kit test >"$edition/full-test.txt" 2>&1) ||
  { cat "$edition/full-test.txt"; echo "the edition with the references does not pass" >&2; exit 1; }
grep -q "every test of these lessons passes" "$edition/full-test.txt" ||
  { cat "$edition/full-test.txt"; exit 1; }

for dir in "$edition"/lessons/[0-9][0-9]-*/; do
  lesson=$(basename "$dir")
  id=${lesson%%-*}
  file=$(ls "$dir"*.cpp | head -n 1)
  printf '\n// an edit\n' >>"$file"  # new text: the file must be compiled again
  t0=$(now)
  (cd "$edition" && ./kit test -L "lesson$id" >"$edition/edit-$id.txt" 2>&1) ||
    { cat "$edition/edit-$id.txt"; echo "lesson $id failed after an edit" >&2; exit 1; }
  took=$(seconds "$t0" "$(now)")
  echo "one edit of lesson $id to its verdict: ${took} s (goal ${edit_goal} s)"
  if over "$took" $((2 * edit_goal)); then
    echo "  more than twice the goal" >&2; failed=1
  fi
done
exit "$failed"
