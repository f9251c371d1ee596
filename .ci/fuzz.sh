#!/usr/bin/env bash
# CI: the board, shape and move parsers under libFuzzer (fuzz/parse_board_fuzz.cpp), with
# AddressSanitizer and UBSan, for about a minute, in its own build folder (build-fuzz).
# Usage: .ci/fuzz.sh [SECONDS]     (default 60). Exits non-zero on any crash or broken property;
# the input that broke it is left in build-fuzz/ as crash-*, leak-*, timeout-* or oom-*.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
build=build-fuzz

# clang and its runtimes (libclang_rt.fuzzer is in libclang-rt-14-dev) from Debian.
# -print-file-name prints a full path only when the file exists.
has_libfuzzer() {
  [ -n "$1" ] && [ -f "$("$1" -print-file-name=libclang_rt.fuzzer-x86_64.a)" ]
}
clang=$(command -v clang++-14 || command -v clang++ || true)
if ! has_libfuzzer "$clang"; then
  packages="clang-14 libclang-rt-14-dev"
  if [ "$(id -u)" -ne 0 ]; then
    echo "fuzz.sh: needs clang and libFuzzer: sudo apt-get install -y $packages" >&2
    exit 1
  fi
  apt-get install -y -qq $packages >/dev/null
  clang=$(command -v clang++-14)
fi

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$clang" \
  -DNPUZZLE_FUZZ=ON -DBUILD_TESTING=OFF -DNPUZZLE_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" --target parse_board_fuzz -j "$(nproc)"

# New inputs go to build-fuzz/corpus; the committed seeds in fuzz/corpus are only read.
mkdir -p "$build/corpus"
"$build/bin/parse_board_fuzz" "$build/corpus" fuzz/corpus \
  -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=1024 \
  -artifact_prefix="$build/" -print_final_stats=1
