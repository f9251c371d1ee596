#!/usr/bin/env bash
# Fetches the pinned Debian source packages of the libraries the student edition carries and
# extracts from each, with Debian's patches applied, only the files a build needs and the licence.
# The results are committed: builds and CI never download. Run it to check the pin or move it
# (edit PINS and third_party/README.md together), then review `git diff third_party/`.
#   third_party/update.sh
# Needs apt-get and dpkg-source (dpkg-dev). The machine's apt sources are left untouched: a
# throwaway source list reuses the Debian mirror the machine already has.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)

# source package / version / suite: a version moves only with this line.
PINS=(
  "catch2 3.7.1-0.4~bpo12+1 bookworm-backports"
  "cli11 2.1.2+ds-1 bookworm"
  "nlohmann-json3 3.11.2-2 bookworm"
  "spdlog 1:1.10.0+ds-0.4 bookworm"
  "fmtlib 9.1.0+ds1-2 bookworm"
)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mirror=$( (grep -rhoE '^(URIs:|deb) *[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d 2>/dev/null || true) \
           | head -n1 | awk '{print $2}')
[ -n "$mirror" ] || { echo "update.sh: no Debian mirror in /etc/apt sources" >&2; exit 1; }
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/etc/preferences.d" "$work/src"
for suite in bookworm bookworm-backports; do
  echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror $suite main"
done > "$work/etc/sources.list"
opts=(-o Dir::Etc::sourcelist="$work/etc/sources.list" -o Dir::Etc::sourceparts=-
      -o Dir::Etc::preferencesparts="$work/etc/preferences.d"
      -o Dir::State::Lists="$work/lists" -o Dir::Cache="$work/cache" -o APT::Get::List-Cleanup=0
      -o APT::Sandbox::User=root)
apt-get "${opts[@]}" update -qq

# Unpacks PKG=VERSION and prints the folder it made. apt checks the files against the signed
# Release file and dpkg-source against the .dsc; dpkg-source's warning that it cannot check the
# uploader's signature (no Debian keyring here) is shown only if it fails.
unpack() {
  local pkg=$1 version=$2
  (cd "$work/src" && apt-get "${opts[@]}" source --download-only -qq "$pkg=$version" >/dev/null)
  local dsc
  dsc=$(ls "$work/src/${pkg}_${version#*:}.dsc")
  (cd "$work/src" && dpkg-source -x "$dsc" "$pkg" >"$work/dpkg-source.log" 2>&1) ||
    { cat "$work/dpkg-source.log" >&2; exit 1; }
  echo "$work/src/$pkg"
}

# Replaces third_party/NAME with the listed files of SRC (paths relative to SRC, kept as they are).
install_files() {
  local name=$1 src=$2
  shift 2
  rm -rf "${here:?}/$name"
  mkdir -p "$here/$name"
  local path
  for path in "$@"; do
    mkdir -p "$here/$name/$(dirname "$path")"
    cp -R "$src/$path" "$here/$name/$path"
  done
}

for pin in "${PINS[@]}"; do
  read -r pkg version _suite <<<"$pin"
  src=$(unpack "$pkg" "$version")
  case $pkg in
    catch2)
      install_files catch2 "$src" LICENSE.txt
      cp "$src/extras/catch_amalgamated.hpp" "$src/extras/catch_amalgamated.cpp" "$here/catch2/" ;;
    cli11) install_files cli11 "$src" LICENSE include/CLI ;;
    nlohmann-json3)
      install_files nlohmann_json "$src" LICENSE.MIT
      mkdir -p "$here/nlohmann_json/include/nlohmann"
      cp "$src"/single_include/nlohmann/json{,_fwd}.hpp "$here/nlohmann_json/include/nlohmann/" ;;
    spdlog) install_files spdlog "$src" LICENSE include/spdlog ;;
    fmtlib) install_files fmt "$src" LICENSE.rst include/fmt ;;
    *) echo "update.sh: no rule for $pkg" >&2; exit 1 ;;
  esac
  echo "third_party: $pkg $version"
done
