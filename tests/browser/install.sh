#!/usr/bin/env bash
# Installs what the browser tests need: Debian's Chromium, Node.js and emscripten (which builds
# the playground), and puppeteer-core and axe-core from the npm registry at the versions
# package-lock.json pins (puppeteer-core downloads no browser).
set -euo pipefail
cd "$(dirname "$0")"
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
command -v em++ >/dev/null 2>&1 || missing+=(emscripten)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "install.sh: run as root, or: sudo apt-get install -y ${missing[*]-}" >&2
    exit 2
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends ${missing[@]+"${missing[@]}"} >/dev/null
fi
npm ci --no-audit --no-fund --loglevel=error
