#!/usr/bin/env bash
# lighthouse.sh [SITE] [RUNS]: Lighthouse's mobile performance score of the
# compressed site (docs/perf/first-paint.md), RUNS times in a row (default
# 3), with each run's total blocking time, first contentful paint, largest
# contentful paint and speed index. make lighthouse compresses the site
# first and installs Chromium; Lighthouse itself comes from npm, pinned,
# into build/lighthouse (12.x: Lighthouse 13 needs Node 22, Debian serves
# 20). Lighthouse simulates a mid-range phone on a slow 4G network from a
# trace of the real load, so the score depends on the machine and on what
# else runs on it: the load average is printed before and after.
set -euo pipefail
SITE=${1:-build/site}
RUNS=${2:-3}
LH_VERSION=12.8.2
LH=build/lighthouse/node_modules/.bin/lighthouse
command -v npm >/dev/null || (apt-get update && apt-get install -y npm)
test -x "$LH" || npm install --prefix build/lighthouse --no-save --no-audit --no-fund "lighthouse@$LH_VERSION" >/dev/null
CHROME_PATH=${CHROME_PATH:-$(command -v chromium || command -v chromium-browser)}
export CHROME_PATH

PORT=$((20000 + RANDOM % 20000))
go run ./cmd/serve -dir "$SITE" -addr "127.0.0.1:$PORT" >/dev/null 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://127.0.0.1:$PORT/" >/dev/null && break; sleep 0.2; done

echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "Lighthouse $LH_VERSION, $("$CHROME_PATH" --version 2>/dev/null), mobile (simulated)"
OUT=$(mktemp -d)
for i in $(seq "$RUNS"); do
  "$LH" "http://127.0.0.1:$PORT/" --quiet --only-categories=performance --output=json \
    --output-path="$OUT/run$i.json" --chrome-flags="--headless=new --no-sandbox --disable-gpu" >/dev/null 2>&1 || true
  node -e '
    const r = JSON.parse(require("fs").readFileSync(process.argv[1]));
    const a = id => Math.round(r.audits[id].numericValue);
    console.log(`run ${process.argv[2]}: score ${Math.round(100 * r.categories.performance.score)}, ` +
      `TBT ${a("total-blocking-time")} ms, FCP ${a("first-contentful-paint")} ms, ` +
      `LCP ${a("largest-contentful-paint")} ms, SI ${a("speed-index")} ms`);
  ' "$OUT/run$i.json" "$i" || echo "run $i: no report"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
rm -rf "$OUT"
