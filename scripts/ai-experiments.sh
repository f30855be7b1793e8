#!/bin/sh
# Reruns the matches behind rules/diamond/ai/EXPERIMENTS.md and the strength table
# in docs/ai.md, one after another (each uses both cores: two games at
# once, one search per core). Logs go to $LOGS (default /tmp/ai-experiments),
# one file per match with every game's record; the last line of each is
# its RESULT. Don't edit this file while it runs: sh reads it as it goes.
#
#   scripts/ai-experiments.sh            # everything (a few hours)
#   scripts/ai-experiments.sh levels     # one group: baseline, levels, long, mcts, alphabeta
set -eu
cd "$(dirname "$0")/.."
logs=${LOGS:-/tmp/ai-experiments}
mkdir -p "$logs"
go build -o "$logs/arena" ./cmd/arena

match() { # name, arena arguments...
	name=$1
	shift
	echo "$name: arena $*"
	"$logs/arena" -parallel 2 -v "$@" >"$logs/$name.log" 2>&1
	tail -n 1 "$logs/$name.log"
}

group=${1:-all}
want() { [ "$group" = all ] || [ "$group" = "$1" ]; }

# The strongest level against plain UCT, at equal time per move.
if want baseline; then
	match l5-vs-uct-100ms -a level:5 -b uct -movetime 100ms -games 200
fi
# Each level against the one below, on their own budgets.
if want levels; then
	match l2-vs-l1 -a level:2 -b level:1 -games 100
	match l3-vs-l2 -a level:3 -b level:2 -games 100
	match l4-vs-l3 -a level:4 -b level:3 -games 100
	match l5-vs-l4 -a level:5 -b level:4 -games 60
fi
if want long; then
	match l5-vs-uct-1s -a level:5 -b uct -movetime 1s -games 30
fi
# MCTS (the first search: solver, tactical playouts, c = 1) and its parts.
if want mcts; then
	mcts=level:5,alphabeta=0
	match ab-vs-mcts-100ms -a level:5 -b $mcts -movetime 100ms -games 60
	match mcts-vs-uct-100ms -a $mcts -b uct -movetime 100ms -games 200
	match mcts-vs-randomplayouts-100ms -a $mcts -b $mcts,playouts=random -movetime 100ms -games 60
	match mcts-vs-noforced-100ms -a $mcts -b $mcts,forced=0 -movetime 100ms -games 60
	match mcts-vs-nosolver-100ms -a $mcts -b $mcts,solver=0 -movetime 100ms -games 60
	match mcts-vs-c0.5-100ms -a $mcts -b $mcts,c=0.5 -movetime 100ms -games 60
	match mcts-vs-c1.4-100ms -a $mcts -b $mcts,c=1.4 -movetime 100ms -games 60
fi
# Alpha-beta's options, against alpha-beta without them.
if want alphabeta; then
	ab=level:5,extend=0,captures=0
	match ab-extend-vs-ab-100ms -a $ab,extend=1 -b $ab -movetime 100ms -games 60
	match ab-captures-vs-ab-100ms -a $ab,captures=1 -b $ab -movetime 100ms -games 60
	match ab-both-vs-ab-100ms -a $ab,extend=1,captures=1 -b $ab -movetime 100ms -games 60
	match ab-vs-ab-noforced-100ms -a level:5 -b level:5,forced=0 -movetime 100ms -games 60
fi
