#!/bin/sh
# Reruns the matches behind rules/ai/EXPERIMENTS.md and the strength table
# in README.md, one after another (each uses both cores: two games at
# once, one search per core). Logs go to $LOGS (default /tmp/ai-experiments),
# one file per match; the last line of each is its RESULT.
#
#   scripts/ai-experiments.sh            # everything (hours)
#   scripts/ai-experiments.sh ablations  # one group: baseline, ablations, alphabeta, levels, long
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
if [ "$group" = all ] || [ "$group" = baseline ]; then
	match l4-vs-uct-100ms -a level:4 -b uct -movetime 100ms -games 200
fi
if [ "$group" = all ] || [ "$group" = ablations ]; then
	match l4-vs-alphabeta-100ms -a level:4 -b level:4,alphabeta=1 -movetime 100ms -games 60
	match l4-vs-randomplayouts-100ms -a level:4 -b level:4,playouts=random -movetime 100ms -games 60
	match l4-vs-noforced-100ms -a level:4 -b level:4,forced=0 -movetime 100ms -games 60
	match l4-vs-nosolver-100ms -a level:4 -b level:4,solver=0 -movetime 100ms -games 60
	match l4-vs-c0.5-100ms -a level:4 -b level:4,c=0.5 -movetime 100ms -games 60
	match l4-vs-c1.4-100ms -a level:4 -b level:4,c=1.4 -movetime 100ms -games 60
fi
if [ "$group" = all ] || [ "$group" = alphabeta ]; then
	ab=level:4,alphabeta=1,extend=0,captures=0
	match ab-extend-vs-ab-100ms -a $ab,extend=1 -b $ab -movetime 100ms -games 60
	match ab-captures-vs-ab-100ms -a $ab,captures=1 -b $ab -movetime 100ms -games 60
	match ab-both-vs-ab-100ms -a $ab,extend=1,captures=1 -b $ab -movetime 100ms -games 60
fi
if [ "$group" = all ] || [ "$group" = levels ]; then
	match l2-vs-l1 -a level:2 -b level:1 -games 100
	match l3-vs-l2 -a level:3 -b level:2 -games 100
	match l4-vs-l3 -a level:4 -b level:3 -games 60
fi
if [ "$group" = all ] || [ "$group" = long ]; then
	match l4-vs-uct-1s -a level:4 -b uct -movetime 1s -games 30
fi
