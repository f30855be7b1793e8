#!/usr/bin/env bash
# longtask.sh [SITE]: how the page behaves while the computer thinks, as
# measured in headless Chromium (docs/perf/longtask.md). It builds
# the site unless given one (make longtask builds it and installs
# Chromium), serves it on a local port, plays LONGTASK_MOVES moves (default
# 8) against the strongest level, and prints for each move and in all the
# longest main-thread task while the computer thinks and while the page
# draws its answer, the search's time, and the time from the person's
# click to the answer on the board. The numbers depend on the machine and
# on what else runs on it: the load average is printed before and after.
set -euo pipefail
LONGTASK_MOVES=${LONGTASK_MOVES:-8} exec "$(dirname "$0")/measure.sh" TestMeasureComputer "$@"
