#!/bin/sh
# The AI's search speed natively and as WebAssembly under Node, and the
# ratio (docs/ai.md, Speed). BENCHTIME=5s for steadier numbers.
# PKG picks the player (default ./rules/diamond/ai; ./rules/diamondback/ai
# for Diamondback's, whose benchmarks are AlphaBeta, Evaluate,
# UCTPlayouts and Level).
#
# RUNS=N: the robust mode for a noisy machine. Both test binaries are built
# once, then run alternately (native, WebAssembly) N times each; the script
# prints every run and the medians of playouts/s or nodes/s, and the ratio
# of the medians. BENCH picks the benchmarks (default: alpha-beta alone);
# NATIVE_TEST and WASM_TEST use binaries built earlier instead (from
# `go test -c ./rules/diamond/ai`, with GOOS=js GOARCH=wasm for the second), so that
# an older commit can be measured the same way:
#
#	RUNS=7 BENCHTIME=3s scripts/wasm-bench.sh
set -eu
abs() { case $1 in /*) echo "$1" ;; *) echo "$PWD/$1" ;; esac }
[ -z "${NATIVE_TEST:-}" ] || NATIVE_TEST=$(abs "$NATIVE_TEST")
[ -z "${WASM_TEST:-}" ] || WASM_TEST=$(abs "$WASM_TEST")
cd "$(dirname "$0")/.."
benchtime=${BENCHTIME:-2s}
pkg=${PKG:-./rules/diamond/ai}
node_exec="$(go env GOROOT)/lib/wasm/wasm_exec_node.js"

if [ -n "${RUNS:-}" ]; then
	bench=${BENCH:-'^BenchmarkAlphaBeta$'}
	dir=$(mktemp -d)
	trap 'rm -rf "$dir"' EXIT
	native=${NATIVE_TEST:-$dir/ai.test}
	wasm=${WASM_TEST:-$dir/ai.wasm.test}
	[ -n "${NATIVE_TEST:-}" ] || go test -c -o "$native" "$pkg"
	[ -n "${WASM_TEST:-}" ] || GOOS=js GOARCH=wasm go test -c -o "$wasm" "$pkg"
	echo "$RUNS alternating runs of $bench, -test.benchtime $benchtime: native ($(go env GOARCH)), WebAssembly (Node $(node --version))"
	i=1
	while [ "$i" -le "$RUNS" ]; do
		(cd "$pkg" && "$native" -test.run '^$' -test.bench "$bench" -test.benchtime "$benchtime") |
			awk -v run="$i" '/^Benchmark/ { print "native", run, $0 }' >>"$dir/runs"
		(cd "$pkg" && node "$node_exec" "$wasm" -test.run '^$' -test.bench "$bench" -test.benchtime "$benchtime") |
			awk -v run="$i" '/^Benchmark/ { print "wasm", run, $0 }' >>"$dir/runs"
		i=$((i + 1))
	done
	# Each line: build, run, benchmark name, then the benchmark's fields.
	awk '
		{
			name = $3; sub(/-[0-9]+$/, "", name)
			for (i = 4; i < NF; i++) if ($(i+1) == "playouts/s" || $(i+1) == "nodes/s") {
				unit[name] = $(i+1); n[$1, name]++; v[$1, name, n[$1, name]] = $i; names[name] = 1
				printf "  %-6s run %-2s %-28s %12.0f %s\n", $1, $2, name, $i, $(i+1)
			}
		}
		function median(b, name,   k, m, i, j, t, a) {
			m = n[b, name]
			for (i = 1; i <= m; i++) a[i] = v[b, name, i]
			for (i = 2; i <= m; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
			return m % 2 ? a[(m+1)/2] : (a[m/2] + a[m/2+1]) / 2
		}
		END {
			printf "medians:\n"
			for (name in names) {
				nat = median("native", name); was = median("wasm", name)
				printf "  %-28s native %12.0f  WebAssembly %12.0f %-10s  WebAssembly / native %5.1f%%\n", name, nat, was, unit[name], 100 * was / nat
			}
		}
	' "$dir/runs"
	exit 0
fi

bench=${BENCH:-'^Benchmark(RandomPlayouts|TacticalPlayouts|MCTS|AlphaBeta|Level)$'}
native=$(mktemp) wasm=$(mktemp)
trap 'rm -f "$native" "$wasm"' EXIT

echo "native ($(go env GOARCH)):"
go test "$pkg" -run '^$' -bench "$bench" -benchtime "$benchtime" | tee "$native" | grep '^Benchmark'
echo "WebAssembly (Node $(node --version)):"
GOOS=js GOARCH=wasm go test "$pkg" -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" \
	-run '^$' -bench "$bench" -benchtime "$benchtime" | tee "$wasm" | grep '^Benchmark'

# Each benchmark reports playouts/s or nodes/s; print WebAssembly as a
# share of native.
echo "WebAssembly / native:"
awk '
	/^Benchmark/ { for (i = 1; i < NF; i++) if ($(i+1) == "playouts/s" || $(i+1) == "nodes/s") { name = $1; sub(/-[0-9]+$/, "", name); v[FILENAME, name] = $i; names[name] = 1 } }
	END { for (n in names) printf "  %-28s %5.0f%%\n", n, 100 * v[ARGV[2], n] / v[ARGV[1], n] }
' "$native" "$wasm" | sort
