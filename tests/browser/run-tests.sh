#!/usr/bin/env bash
# CTest's entry to the browser tests: skips (exit 77) with a plain message when Chromium or the
# npm packages are missing (and, for the playground, emscripten), so ./kit test passes on
# machines without a browser.
#   tests/browser/run-tests.sh BIN_DIR [TEST_FILE]   (default player.test.mjs)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bin=$(cd "${1:-build/bin}" && pwd)
tests=${2:-player.test.mjs}
chromium=${NPUZZLE_CHROMIUM-$(command -v chromium || command -v chromium-browser || true)}
if [ -z "$chromium" ] || [ ! -x "$chromium" ]; then
  echo "browser tests skipped: Chromium is not installed (tests/browser/install.sh installs it)"
  exit 77
fi
if ! command -v node >/dev/null 2>&1 || [ ! -d "$here/node_modules/puppeteer-core" ]; then
  echo "browser tests skipped: node or puppeteer-core is missing (run tests/browser/install.sh)"
  exit 77
fi
# The screenshot lands beside the build, where CI and a person can find it.
artifacts=${NPUZZLE_BROWSER_ARTIFACTS:-$(dirname "$bin")/browser-artifacts}
mkdir -p "$artifacts"
# The playground is built here, by the kit's own step, into the build beside BIN_DIR.
if [ "$tests" = playground.test.mjs ]; then
  if ! command -v em++ >/dev/null 2>&1; then
    echo "playground tests skipped: emscripten is not installed (tests/browser/install.sh installs it)"
    exit 77
  fi
  NPUZZLE_BUILD_DIR=$(dirname "$bin") "$here/../../kit" playground "$artifacts/playground.html"
  export NPUZZLE_PLAYGROUND=$artifacts/playground.html
fi
cd "$here"
NPUZZLE_BIN=$bin NPUZZLE_CHROMIUM=$chromium NPUZZLE_BROWSER_ARTIFACTS=$artifacts exec node --test --test-reporter=spec "$tests"
