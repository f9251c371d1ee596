#!/usr/bin/env bash
# The student edition built and tested as on a machine with only CMake and a C++20 compiler:
# bubblewrap shows this machine's root with the libraries' packages (headers and CMake configs
# of Catch2, spdlog, fmt, CLI11, nlohmann-json), Python and Graphviz's dot hidden, and in it
# `cmake --workflow --preset test` runs on three submissions:
#   the untouched stubs      every lesson's tests fail (non-zero exit)
#   the reference solutions  every test passes (exit 0)
#   a planted mistake        lesson 00's reference with tests/mistakes/00-warmup/MISTAKE planted
#                            and the other lessons' stubs: the mistake's hint is shown, in
#                            English and, with NPUZZLE_LANG=zh-CN, in Chinese
#   .ci/clean-room.sh EDITION      (made by ./kit release EDITION; changed in place)
# Run from the instructor's kit (its solutions/ and tests/mistakes/ are the submissions).
set -euo pipefail
kit=$(cd "$(dirname "$0")/.." && pwd)
[ $# -eq 1 ] && [ -f "$1/CMakePresets.json" ] && [ ! -d "$1/solutions" ] ||
  { echo "usage: $0 EDITION (a student edition, from ./kit release)" >&2; exit 2; }
edition=$(cd "$1" && pwd)
command -v bwrap >/dev/null || { echo "clean-room: bwrap (bubblewrap) is not installed" >&2; exit 2; }
mistake=$kit/tests/mistakes/00-warmup/no-absolute-value.patch
english_hint=$(sed -n 's/^Hint: //p' "$mistake")

# What the room hides: a folder under an empty tmpfs, a file under /dev/null.
hidden=()
for dir in /usr/include/{catch2,spdlog,CLI,nlohmann,fmt} /usr/lib/*/cmake/{Catch2,spdlog,fmt,CLI11,nlohmann_json} \
           /usr/{lib,share}/cmake/{Catch2,spdlog,fmt,CLI11,nlohmann_json} /usr/local/include \
           /usr/local/lib /root/.pyenv "${PYENV_ROOT:-/nonexistent}"; do
  [ -d "$dir" ] && hidden+=(--tmpfs "$dir")
done
for file in /usr/bin/python3* /usr/bin/python /usr/local/bin/python3* /usr/bin/dot; do
  [ -e "$file" ] && hidden+=(--ro-bind /dev/null "$file")
done
binds=(--bind "$edition" "$edition")
# The compiler cache stays writable (CI's own, or the machine's), so a copy built once is not
# compiled again.
if command -v ccache >/dev/null; then
  cache=${CCACHE_DIR:-$(ccache -k cache_dir)}
  mkdir -p "$cache"
  binds+=(--bind "$cache" "$cache")
fi

# Runs the workflow in the room; its output goes to $edition/room.log, its status is returned.
in_room() {
  (cd "$edition" && bwrap --ro-bind / / --dev /dev --proc /proc --tmpfs /tmp "${hidden[@]}" \
     "${binds[@]}" --chdir "$edition" --unshare-pid --die-with-parent \
     env PATH=/usr/bin:/bin "$@" cmake --workflow --preset test) >"$edition/room.log" 2>&1
}
fail() { echo "clean-room: $*" >&2; tail -n 60 "$edition/room.log" >&2; exit 1; }
expect() { grep -qF -- "$1" "$edition/room.log" || fail "${2:-the output lacks \"$1\"}"; }

# The room really is clean: no Python and no dot run, and the build used every copy.
bwrap --ro-bind / / --dev /dev --proc /proc "${hidden[@]}" env PATH=/usr/bin:/bin sh -c \
  '! python3 -c "" 2>/dev/null && ! dot -V 2>/dev/null && [ ! -e /usr/include/catch2 ] || [ -z "$(ls -A /usr/include/catch2)" ]' ||
  { echo "clean-room: the room still shows python3, dot or Catch2's headers" >&2; exit 1; }

# The grade table's total, "POINTS MAX", from the last run's output.
total() { sed -nE 's/^(total|总计) +([0-9]+)\/([0-9]+).*/\2 \3/p' "$edition/room.log" | tail -n1; }

lessons=$(cd "$kit/solutions" && ls -d [0-9][0-9]-*)
stubs=$(mktemp -d)
trap 'rm -rf "$stubs"' EXIT
for dir in $lessons; do cp -R "$edition/lessons/$dir" "$stubs/"; done
count=$(echo "$lessons" | wc -w)

started=$SECONDS
if in_room; then fail "the untouched stubs passed"; fi
for copy in third_party/cli11 third_party/nlohmann_json third_party/spdlog third_party/catch2; do
  expect "using $copy" "the build did not use $copy"
done
read -r points max <<<"$(total)"
[ "${points:-}" = 0 ] && [ "${max:-0}" -gt 0 ] || fail "the stubs' total is not 0 of some points: ${points:-?}/${max:-?}"
waiting=$(grep -cE '^[0-9][0-9]-[a-z]+: (not started|waits for an earlier lesson)' "$edition/room.log" || true)
[ "$waiting" = "$count" ] || fail "$waiting of $count lessons read as not started or waiting"
echo "clean room: stubs: exit non-zero, 0/$max points, every lesson not started ($((SECONDS - started)) s, the first build included)"

for dir in $lessons; do cp "$kit/solutions/$dir/"*.cpp "$edition/lessons/$dir/"; done
started=$SECONDS
in_room || fail "the reference solutions did not pass"
# Full marks: ctest shows the table only when points are lost; it says the verdict passed.
expect "100% tests passed, 0 tests failed out of 1" "the verdict did not pass on the reference"
echo "clean room: reference: exit 0, the verdict passed ($((SECONDS - started)) s)"

for dir in $lessons; do cp "$stubs/$dir/"*.cpp "$edition/lessons/$dir/"; done
cp "$kit/solutions/00-warmup/warmup.cpp" "$edition/lessons/00-warmup/"
patch -s "$edition/lessons/00-warmup/warmup.cpp" <"$mistake"
started=$SECONDS
if in_room; then fail "the planted mistake passed"; fi
expect "hint: $english_hint" "the planted mistake's hint (\"$english_hint\") is not in the grade table"
grep -qE '^00-warmup: [0-9]+ tests? failed' "$edition/room.log" || fail "lesson 00's lost tests are not listed"
if in_room NPUZZLE_LANG=zh-CN; then fail "the planted mistake passed in Chinese"; fi
expect "提示：" "the planted mistake's hint is not in the Chinese grade table"
grep -qE '^00-warmup：[0-9]+ 个测试未通过' "$edition/room.log" || fail "lesson 00's lost tests are not listed in Chinese"
echo "clean room: planted mistake ($(basename "$mistake")): its hint in the table, in English and Chinese ($((SECONDS - started)) s)"

for dir in $lessons; do cp "$stubs/$dir/"*.cpp "$edition/lessons/$dir/"; done
