#!/usr/bin/env bash
# reviewbench.sh [SITE]: how long game review takes in headless Chromium,
# through the built site's worker (docs/review.md). It builds the site
# unless given one (make reviewbench builds it and installs Chromium),
# serves it on a local port, reviews a fixed 60-move game of each kind and
# analyses a position of each, round by round, and prints the times. The
# numbers depend on the machine and on what else runs on it: the load
# average is printed before and after.
set -euo pipefail
exec "$(dirname "$0")/measure.sh" TestMeasureReview "$@"
