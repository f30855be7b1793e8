#!/bin/sh
# bench-compare.sh OLD [NEW]: Diamond's speed at two commits, measured
# alternately so that both see the same load: BenchmarkRandomPlayout
# (rules/diamond) and BenchmarkAlphaBeta natively and as WebAssembly under
# Node (Diamond's computer player: rules/ai before the three-game core,
# rules/diamond/ai after). NEW defaults to the work tree. RUNS=N (default
# 5) runs each; the medians are printed.
set -eu
old=$1 new=${2:-}
runs=${RUNS:-5}
dir=$(mktemp -d)
trap 'for w in "$dir"/tree-*; do [ -d "$w" ] && git worktree remove --force "$w"; done; rm -rf "$dir"' EXIT
node_exec="$(go env GOROOT)/lib/wasm/wasm_exec_node.js"

build() { # build NAME TREE
	ai=rules/diamond/ai
	[ -d "$2/$ai" ] || ai=rules/ai
	(cd "$2" && go test -c -o "$dir/$1.diamond.test" ./rules/diamond &&
		go test -c -o "$dir/$1.ai.test" "./$ai" &&
		GOOS=js GOARCH=wasm go test -c -o "$dir/$1.ai.wasm.test" "./$ai")
}
git worktree add -q "$dir/tree-old" "$old"
build old "$dir/tree-old"
if [ -n "$new" ]; then
	git worktree add -q "$dir/tree-new" "$new"
	build new "$dir/tree-new"
else
	build new .
fi

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
i=1
while [ "$i" -le "$runs" ]; do
	for v in old new; do
		"$dir/$v.diamond.test" -test.run '^$' -test.bench '^BenchmarkRandomPlayout$' -test.benchtime 1s |
			awk -v v=$v '/^Bench/ { for (i = 1; i < NF; i++) if ($(i+1) == "plies/s") print v, "playout-plies/s", $i }'
		"$dir/$v.ai.test" -test.run '^$' -test.bench '^BenchmarkAlphaBeta$' -test.benchtime 1s |
			awk -v v=$v '/^Bench/ { for (i = 1; i < NF; i++) if ($(i+1) == "nodes/s") print v, "alphabeta-native-nodes/s", $i }'
		node "$node_exec" "$dir/$v.ai.wasm.test" -test.run '^$' -test.bench '^BenchmarkAlphaBeta$' -test.benchtime 1s |
			awk -v v=$v '/^Bench/ { for (i = 1; i < NF; i++) if ($(i+1) == "nodes/s") print v, "alphabeta-wasm-nodes/s", $i }'
	done
	i=$((i + 1))
done >"$dir/runs"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
awk '
	{ n[$1, $2]++; v[$1, $2, n[$1, $2]] = $3; names[$2] = 1 }
	function median(k1, k2,   m, i, j, t, a) {
		m = n[k1, k2]
		for (i = 1; i <= m; i++) a[i] = v[k1, k2, i]
		for (i = 2; i <= m; i++) for (j = i; j > 1 && a[j-1] > a[j]; j--) { t = a[j]; a[j] = a[j-1]; a[j-1] = t }
		return m % 2 ? a[(m+1)/2] : (a[m/2] + a[m/2+1]) / 2
	}
	END {
		for (k in names) {
			o = median("old", k); w = median("new", k)
			printf "%-26s old %12.0f  new %12.0f  new/old %5.1f%%\n", k, o, w, 100 * w / o
		}
	}
' "$dir/runs"
