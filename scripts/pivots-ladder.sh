#!/bin/sh
# pivots-ladder.sh: Diamonds & Pivots's levels, each against the one below
# on its own budget, 40 games from one random first stone (the pie rule
# then decided by the players' book), two games at once: docs/ai.md's
# level rows. About 40 minutes on this machine kind.
set -e
go build -o build/arena ./cmd/arena
for p in "2 1" "3 2" "4 3" "5 4"; do
	set -- $p
	echo "== level:$1 vs level:$2"
	build/arena -game pivots -a "level:$1" -b "level:$2" -games 40 -opening 1 -seed 21 -parallel 2
done
