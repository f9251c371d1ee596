#!/usr/bin/env bash
# Unpacks Catch2 v3 (libcatch2-dev from Debian 12's bookworm-backports) into PREFIX, so CI can
# build the tests against v3 as students on Debian 13 / Ubuntu 24.04 will. The machine's apt
# sources are left untouched: a throwaway source list reuses the mirror the machine already has.
#   .ci/fetch-catch2-v3.sh PREFIX
set -euo pipefail
prefix=${1:?usage: fetch-catch2-v3.sh PREFIX}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mirror=$( (grep -rhoE '^(URIs:|deb) *[^ ]+/debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d 2>/dev/null || true) \
           | head -n1 | awk '{print $2}')
[ -n "$mirror" ] || { echo "fetch-catch2-v3: no Debian mirror in /etc/apt sources" >&2; exit 1; }
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/etc/preferences.d"
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $mirror bookworm-backports main" \
  > "$work/etc/sources.list"
opts=(-o Dir::Etc::sourcelist="$work/etc/sources.list" -o Dir::Etc::sourceparts=-
      -o Dir::Etc::preferencesparts="$work/etc/preferences.d"
      -o Dir::State::Lists="$work/lists" -o Dir::Cache="$work/cache" -o APT::Get::List-Cleanup=0
      -o APT::Sandbox::User=root)
apt-get "${opts[@]}" update -qq
(cd "$work" && apt-get "${opts[@]}" download libcatch2-dev)
mkdir -p "$prefix"
dpkg-deb -x "$work"/libcatch2-dev_*.deb "$prefix"
echo "$prefix/usr"
