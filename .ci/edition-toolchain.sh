#!/usr/bin/env bash
# The student edition's lessons built and tested with another system's toolchain, in process as a
# student's machine runs them, with three outcomes asserted on the tests' output:
#   1. the untouched stubs: every lesson's program fails every test, saying "not implemented";
#   2. a full correct submission (the kit's references copied in as the lessons' files): every
#      lesson's program passes every test;
#   3. a planted mistake (tests/mistakes/00-warmup/width-is-3.patch on lesson 00's reference):
#      lesson 00 fails and shows that mistake's hint, in English and in Chinese.
# Toolchains:
#   libcxx  macOS's: Clang 16 with LLVM's libc++ (-stdlib=libc++), as Xcode's Clang builds
#   mingw   Windows': MinGW-w64 GCC (cmake/toolchains/mingw-w64.cmake), run under wine64
# Only the lessons' test programs are built (compiler cache as the caller set it). Prints the
# build's time and the time from the fresh edition to the first verdict.
#
#   .ci/edition-toolchain.sh libcxx|mingw EDITION    (run from the instructor's kit, after
#                                                    `./kit release EDITION`; changes EDITION)
set -euo pipefail
[ $# -eq 2 ] && [ -d "$2/lessons" ] ||
  { echo "usage: $0 libcxx|mingw EDITION (a fresh student edition)" >&2; exit 2; }
toolchain=$1
edition=$(cd "$2" && pwd)
kit=$(cd "$(dirname "$0")/.." && pwd)
[ ! -d "$edition/solutions" ] || { echo "$edition has solutions/: not a student edition" >&2; exit 2; }
build=$edition/build-$toolchain

# The libraries a student's machine lacks are the edition's own copies (third_party/), whatever
# this machine has installed.
configure=(-DCMAKE_BUILD_TYPE=Release -DNPUZZLE_WERROR=ON -DNPUZZLE_BUILD_BENCH=OFF)
for package in Catch2 spdlog CLI11 nlohmann_json; do
  configure+=("-DCMAKE_DISABLE_FIND_PACKAGE_$package=ON")
done
run=()
case $toolchain in
  libcxx)
    configure+=(-DCMAKE_CXX_COMPILER=clang++-16 -DCMAKE_CXX_FLAGS=-stdlib=libc++
                -DCMAKE_EXE_LINKER_FLAGS=-stdlib=libc++)
    ;;
  mingw)
    configure+=(--toolchain "$edition/cmake/toolchains/mingw-w64.cmake")
    wine=$(command -v wine64 || echo /usr/lib/wine/wine64)
    # A prefix of its own, no debug chatter, no display: the tests are console programs.
    WINEPREFIX=$(mktemp -d -t npuzzle-wine.XXXXXX)
    export WINEPREFIX WINEDEBUG=-all DISPLAY=
    # wine's server outlives the programs: ended and waited for before its prefix is removed.
    wineserver=$(dirname "$wine")/wineserver
    end_wine() {
      "$wineserver" -k >/dev/null 2>&1 || true
      "$wineserver" -w >/dev/null 2>&1 || true
      rm -rf "$WINEPREFIX" || true
    }
    trap end_wine EXIT
    run=("$wine")
    ;;
  *) echo "$0: unknown toolchain $toolchain (libcxx or mingw)" >&2; exit 2 ;;
esac

lessons=()
for dir in "$edition"/lessons/[0-9][0-9]-*/; do lessons+=("$(basename "$dir")"); done
programs=()
for lesson in "${lessons[@]}"; do programs+=("lesson${lesson%%-*}_student_tests"); done

program() {  # the path of a lesson's test program, .exe on Windows
  local path=$build/bin/lesson${1%%-*}_student_tests
  [ -f "$path.exe" ] && path=$path.exe
  printf '%s\n' "$path"
}

# Runs lesson $1's test program, its output in $out/$1.txt; $2: expect pass or fail.
verdict() {
  local lesson=$1 expect=$2 log=$out/$1.txt status=0
  NPUZZLE_LANG=${lang:-en} "${run[@]}" "$(program "$lesson")" >"$log" 2>&1 || status=$?
  if [ "$expect" = pass ]; then
    if [ "$status" -ne 0 ] || ! grep -q "^All tests passed" "$log"; then
      tail -n 40 "$log"
      echo "$toolchain: lesson $lesson should pass every test, exit $status" >&2
      return 1
    fi
  elif [ "$status" -eq 0 ]; then
    tail -n 40 "$log"
    echo "$toolchain: lesson $lesson should fail, exit 0" >&2
    return 1
  fi
}

build_lessons() {
  cmake --build "$build" -j "$(nproc)" --target "${programs[@]}" >"$out/build.txt" 2>&1 ||
    { tail -n 60 "$out/build.txt"; echo "$toolchain: the lessons' test programs do not build" >&2; exit 1; }
}

out=$(mktemp -d -t "npuzzle-$toolchain.XXXXXX")
started=$SECONDS
cmake -S "$edition" -B "$build" "${configure[@]}" >"$out/configure.txt" 2>&1 ||
  { cat "$out/configure.txt"; exit 1; }
build_lessons
built=$SECONDS

echo "-- 1. the untouched stubs: every test of every lesson fails, not implemented"
for lesson in "${lessons[@]}"; do
  verdict "$lesson" fail
  summary=$(grep "^test cases:" "$out/$lesson.txt" || true)
  if [ -z "$summary" ] || grep -q passed <<<"$summary" || ! grep -q "not implemented" "$out/$lesson.txt"; then
    tail -n 40 "$out/$lesson.txt"
    echo "$toolchain: lesson $lesson's stub should fail every test, not implemented" >&2
    exit 1
  fi
  echo "   $lesson: $summary"
done
first_verdict=$SECONDS

echo "-- 2. a full correct submission: every test of every lesson passes"
for source in "$kit"/solutions/*/*.cpp; do
  lesson=$(basename "$(dirname "$source")")
  [ -d "$edition/lessons/$lesson" ] && cp "$source" "$edition/lessons/$lesson/"
done
build_lessons
for lesson in "${lessons[@]}"; do
  verdict "$lesson" pass
  echo "   $lesson: $(grep "^All tests passed" "$out/$lesson.txt")"
done

echo "-- 3. a planted mistake shows its hint"
mistake=$kit/tests/mistakes/00-warmup/width-is-3.patch
hint=$(sed -n 's/^Hint: //p' "$mistake")
patch --quiet "$edition/lessons/00-warmup/warmup.cpp" <"$mistake"
programs=(lesson00_student_tests)
build_lessons
verdict 00-warmup fail
grep -qF "$hint" "$out/00-warmup.txt" ||
  { tail -n 40 "$out/00-warmup.txt"; echo "$toolchain: no hint \"$hint\"" >&2; exit 1; }
echo "   00-warmup: $(grep -F "$hint" "$out/00-warmup.txt" | head -n 1 | sed 's/^ *//')"
lang=zh-CN verdict 00-warmup fail
grep -q "提示：" "$out/00-warmup.txt" ||
  { tail -n 40 "$out/00-warmup.txt"; echo "$toolchain: no hint in Chinese" >&2; exit 1; }
echo "   00-warmup (zh-CN): $(grep "提示：" "$out/00-warmup.txt" | head -n 1 | sed 's/^ *//')"

echo "$toolchain: the lessons' test programs built in $((built - started)) s; from the fresh" \
     "edition to the first verdict (configure, build, every lesson's stubs run) $((first_verdict - started)) s"
rm -rf "$out"
