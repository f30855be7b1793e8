#!/usr/bin/env bash
# measure.sh TEST [SITE]: runs one of e2e's measurements (build tag
# measure) against the built site in headless Chromium, for longtask.sh
# and reviewbench.sh. It builds the site unless given one, and prints the
# machine and its load average before and after: the numbers depend on
# what else runs.
set -euo pipefail
cd "$(dirname "$0")/.."
test=$1
site=${2:-}
if [ -z "$site" ]; then
	make -s build
	site=build/site
fi
command -v chromium >/dev/null || { echo "measure.sh: chromium missing (make chromium)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go test -c -tags 'e2e measure' -o "$tmp/e2e.test" ./e2e
echo "machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')), load average $(cut -d' ' -f1-3 /proc/loadavg) before"
DIAMOND_SITE=$(realpath "$site") "$tmp/e2e.test" -test.run "^$test\$" -test.count=1 -test.timeout 60m
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
