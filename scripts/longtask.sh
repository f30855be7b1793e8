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
cd "$(dirname "$0")/.."
site=${1:-}
if [ -z "$site" ]; then
	make -s build
	site=build/site
fi
command -v chromium >/dev/null || { echo "longtask.sh: chromium missing (make chromium)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test -c -tags 'e2e measure' -o "$tmp/e2e.test" ./e2e
echo "machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), load average $(cut -d' ' -f1-3 /proc/loadavg) before"
DIAMOND_SITE=$(realpath "$site") LONGTASK_MOVES=${LONGTASK_MOVES:-8} \
	"$tmp/e2e.test" -test.run '^TestMeasureComputer$' -test.count=1 -test.timeout 20m
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
