#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image: install the Debian
# packages (the kit's, and bubblewrap for the sandbox), create the sandbox user the student's
# code runs as, hide the kit's sources (solutions/, tests/hidden/) from that user, then build the
# kit once and grade its own stubs, so that grading a submission later only compiles the
# student's lesson files.
set -euo pipefail
root=${NPUZZLE_AUTOGRADER_ROOT:-/autograder}
kit="$root/source/kit"
"$kit/kit" deps
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1 && ! command -v bwrap >/dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends bubblewrap \
    >/dev/null || echo "setup: no bubblewrap; the sandbox user and the limits still hold" >&2
fi
if [ "$(id -u)" -eq 0 ]; then
  # The judge runs as root; the student's code, as npuzzle-sandbox0, must not read the answers.
  chmod -R go-rwx "$root/source"
  python3 -c "import sys; sys.path.insert(0, sys.argv[1]); import sandbox; sandbox.ensure_user(0)" \
    "$kit/grading"
fi
python3 "$kit/grading/grade.py" --kit "$kit" --work "$root/work" --submission "$kit" --quiet
