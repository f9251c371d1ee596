#!/usr/bin/env bash
# Tests of ./kit's own commands that need no build (seconds): its help lists every command it
# runs; ./kit deps names each system's packages (macOS, Fedora, Windows faked with NPUZZLE_UNAME
# and NPUZZLE_OS_RELEASE), for the student edition only CMake and a compiler; an edition released
# with --lang zh-CN speaks Chinese whatever the locale; the devcontainer is valid JSON with what
# Codespaces needs; a Windows checkout keeps the scripts LF; the scripts a student runs keep to
# bash 3.2 and BSD tools (.ci/bash32-check.py). Prints each check; exits 1 if any failed.
#   .ci/kit-test.sh
set -euo pipefail
cd "$(dirname "$0")/.."
kit=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/kit-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0

# run COMMAND...: its output (stdout and stderr) in $out, its exit code in $code.
out="" code=0
run() {
  code=0
  out=$("$@" 2>&1) || code=$?
}
ok() { printf 'ok    %s\n' "$1"; }
fail() {
  printf 'FAIL  %s\n      %s\n' "$1" "$2"
  printf '%s\n' "$out" | sed 's/^/      | /'
  failures=$((failures + 1))
}
# expect NAME PATTERN [absent-PATTERN]: the last run's output has PATTERN (a fixed string), and
# not absent-PATTERN.
expect() {
  if ! grep -qF -- "$2" <<<"$out"; then
    fail "$1" "expected the output to have \"$2\"; it has not (exit $code)"
  elif [ -n "${3:-}" ] && grep -qF -- "$3" <<<"$out"; then
    fail "$1" "expected the output not to have \"$3\"; it has (exit $code)"
  else
    ok "$1"
  fi
}
# exits NAME N: the last run exited with N.
exits() {
  if [ "$code" -eq "$2" ]; then ok "$1"; else fail "$1" "expected exit $2, got exit $code"; fi
}
# holds NAME WHY COMMAND...: COMMAND succeeds (WHY says what failed, when it does not).
holds() {
  local name=$1 why=$2
  shift 2
  if "$@"; then ok "$name"; else out="" && fail "$name" "$why"; fi
}

# A student edition as ./kit sees one (no solutions/): the script alone in a folder.
edition=$work/edition
mkdir -p "$edition"
cp kit "$edition/kit"
fedora=$work/os-release-fedora
printf 'NAME="Fedora Linux"\nID=fedora\nVERSION_ID=40\n' >"$fedora"
mint=$work/os-release-mint
printf 'NAME="Linux Mint"\nID=linuxmint\nID_LIKE="ubuntu debian"\n' >"$mint"

# Every command the kit's case statement runs is in its help.
run ./kit help
for command in $(sed -n 's/^  \([a-z][a-z|-]*\))\(.*\)$/\1/p' kit | tr '|' ' '); do
  case $command in help | -h | --help) continue ;; esac
  expect "./kit help lists ./kit $command" "./kit $command"
done
run "$edition/kit" help
expect "the edition's help leaves out what only the instructor's kit does" "./kit test" \
  "./kit classroom"

# ./kit deps per system, without root and without installing anything.
run env NPUZZLE_UNAME=Darwin ./kit deps
expect "macOS, instructor's kit: Homebrew's names" "brew install cmake ninja pkg-config" "apt-get"
expect "macOS, instructor's kit: the grader needs Linux" "bubblewrap"
run env NPUZZLE_UNAME=Darwin LANG=C "$edition/kit" deps
expect "macOS, student edition: the compiler" "xcode-select --install"
expect "macOS, student edition: CMake only" "brew install cmake"$'\n' "catch2"
expect "macOS, student edition: Python and Graphviz optional" \
  "brew install python graphviz    # optional"
run env NPUZZLE_UNAME=Linux NPUZZLE_OS_RELEASE="$fedora" ./kit deps
expect "Fedora, instructor's kit: dnf's names" "sudo dnf install -y cmake gcc-c++" "apt-get"
run env NPUZZLE_UNAME=Linux NPUZZLE_OS_RELEASE="$fedora" "$edition/kit" deps
expect "Fedora, student edition: a compiler and CMake" "sudo dnf install -y gcc-c++ cmake" \
  "spdlog"
run env NPUZZLE_UNAME=MINGW64_NT-10.0 "$edition/kit" deps
expect "Windows (Git Bash): Visual Studio and CMake's workflow" "cmake --workflow --preset test"
run env NPUZZLE_UNAME=Linux NPUZZLE_OS_RELEASE=/nonexistent "$edition/kit" deps
expect "an unknown system: the compiler and CMake versions" "CMake 3.25 or later"
if command -v dpkg-query >/dev/null 2>&1; then
  run env NPUZZLE_UNAME=Linux NPUZZLE_OS_RELEASE="$mint" ./kit deps
  # Installed already (exit 0), or named with apt-get (not root, a package missing).
  expect "a Debian derivative (Linux Mint) takes Debian's packages" "" "brew"
  [ "$code" -eq 0 ] || expect "a Debian derivative, a package missing: apt-get's line" \
    "apt-get install" "dnf"
fi
# Before a build off Debian: silence when CMake and a compiler are there, the install line and
# exit 2 when CMake is not (a PATH of /usr/bin's programs but cmake).
run env NPUZZLE_UNAME=Darwin "$edition/kit" build
expect "macOS, CMake there: the build starts, no install line" "CMakeLists.txt" "brew install"
no_cmake=$work/bin-without-cmake
mkdir -p "$no_cmake"
ln -s /usr/bin/* "$no_cmake"/
rm -f "$no_cmake/cmake"
run env PATH="$no_cmake" NPUZZLE_UNAME=Darwin "$edition/kit" build
expect "macOS, no CMake: the install line before any build" "brew install cmake"
exits "macOS, no CMake: exit 2" 2
run env NPUZZLE_UNAME=Darwin "$edition/kit" no-such-command
expect "an unknown command is named" "unknown command 'no-such-command'"
exits "an unknown command exits 2" 2

# Language: an edition released with --lang zh-CN speaks Chinese under an English locale, and
# NPUZZLE_LANG=en switches it back.
zh=$work/zh
python3 grading/release.py student "$zh" --lang zh-CN --worktree >/dev/null
holds "release --lang zh-CN writes .npuzzle-lang" "it holds: $(cat "$zh/.npuzzle-lang" 2>&1)" \
  [ "$(cat "$zh/.npuzzle-lang" 2>&1)" = zh-CN ]
run env -u NPUZZLE_LANG LANG=en_US.UTF-8 NPUZZLE_UNAME=Darwin "$zh/kit" deps
expect "a zh-CN edition speaks Chinese under LANG=en_US.UTF-8" "在这个系统" "on this system"
run env NPUZZLE_LANG=en LANG=en_US.UTF-8 NPUZZLE_UNAME=Darwin "$zh/kit" deps
expect "NPUZZLE_LANG=en switches a zh-CN edition to English" "on this system" "在这个系统"
run env -u NPUZZLE_LANG LANG=en_US.UTF-8 NPUZZLE_UNAME=Darwin "$edition/kit" deps
expect "an English edition speaks English" "on this system" "在这个系统"
run env NPUZZLE_LANG=zh-CN LANG=en_US.UTF-8 NPUZZLE_UNAME=Darwin "$edition/kit" deps
expect "NPUZZLE_LANG=zh-CN switches an English edition to Chinese" "在这个系统"

# The devcontainer, shipped in the edition and the Classroom starter repository.
holds "the edition has .devcontainer/devcontainer.json" "it is missing from a fresh release" \
  [ -f "$zh/.devcontainer/devcontainer.json" ]
run python3 .ci/devcontainer-check.py .devcontainer/devcontainer.json
exits "devcontainer.json has what Codespaces needs" 0

# A Windows checkout (Git's core.autocrlf=true) of the last commit keeps every text LF
# (.gitattributes): the scripts parse and ./kit runs. A file committed with CRLF (an upstream
# licence in third_party/) is checked out as committed, so only files the checkout converted count.
if git rev-parse --git-dir >/dev/null 2>&1; then
  git clone -q -c core.autocrlf=true "$kit" "$work/crlf"
  run git -C "$work/crlf" ls-files --eol
  crlf=$(grep -c '^i/lf .*w/crlf' <<<"$out" || true)
  holds "a core.autocrlf=true clone has no CRLF file" "$crlf file(s) checked out with CRLF" \
    [ "$crlf" -eq 0 ]
  run bash -n "$work/crlf/kit"
  exits "bash -n parses ./kit of that clone" 0
  run "$work/crlf/kit" help
  expect "./kit help runs in that clone" "./kit test" "pipefail"
fi

# The scripts a student runs, under bash 3.2's rules, and the rules' own test.
run python3 .ci/bash32-check.py
exits "the scripts a student runs keep to bash 3.2" 0
run python3 .ci/test_bash32_check.py
exits "the bash 3.2 check finds a bad sample of each rule" 0

if [ "$failures" -gt 0 ]; then
  echo "kit-test: $failures check(s) failed"
  exit 1
fi
echo "kit-test: every check passed"
