#!/bin/sh
# The AI's search speed natively and as WebAssembly under Node, and the
# ratio (README.md, "Computer opponent"). BENCHTIME=5s for steadier numbers.
set -eu
cd "$(dirname "$0")/.."
bench='^Benchmark(RandomPlayouts|TacticalPlayouts|MCTS|AlphaBeta|Level)$'
benchtime=${BENCHTIME:-2s}
native=$(mktemp) wasm=$(mktemp)
trap 'rm -f "$native" "$wasm"' EXIT

echo "native ($(go env GOARCH)):"
go test ./rules/ai -run '^$' -bench "$bench" -benchtime "$benchtime" | tee "$native" | grep '^Benchmark'
echo "WebAssembly (Node $(node --version)):"
GOOS=js GOARCH=wasm go test ./rules/ai -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" \
	-run '^$' -bench "$bench" -benchtime "$benchtime" | tee "$wasm" | grep '^Benchmark'

# Each benchmark reports playouts/s or nodes/s; print WebAssembly as a
# share of native.
echo "WebAssembly / native:"
awk '
	/^Benchmark/ { for (i = 1; i < NF; i++) if ($(i+1) == "playouts/s" || $(i+1) == "nodes/s") { name = $1; sub(/-[0-9]+$/, "", name); v[FILENAME, name] = $i; names[name] = 1 } }
	END { for (n in names) printf "  %-28s %5.0f%%\n", n, 100 * v[ARGV[2], n] / v[ARGV[1], n] }
' "$native" "$wasm" | sort
