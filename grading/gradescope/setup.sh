#!/usr/bin/env bash
# Gradescope runs this once, as root, when it builds the autograder's image: install the Debian
# packages, then build the kit once on its own stubs, so that grading a submission later only
# recompiles the student's lesson files.
set -euo pipefail
root=${NPUZZLE_AUTOGRADER_ROOT:-/autograder}
kit="$root/source/kit"
"$kit/kit" deps
python3 "$kit/grading/grade.py" --kit "$kit" --work "$root/work" --submission "$kit" --quiet
