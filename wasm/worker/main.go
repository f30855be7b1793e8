//go:build js && wasm

// Command worker is the computer opponent in a Web Worker: a small wasm
// with only syscall/js, the rules and the computer players (no go-app), so
// that its search never blocks the page. One worker serves every game.
// web/worker.js loads it and passes it the page's messages:
//
//	in:  {type: "think", id, game (ID, "" for Diamond), record (compact form), level, seed (decimal string), draw, hint}
//	out: {type: "reply", id, draw, hint, action (notation), score, line, iterations, counted, elapsedMs}
//	     or {type: "reply", id, draw, hint, error}
//
// draw and hint only tell the page what the question was for (evaluating
// a draw offer, a hint for the person) and come back as they went; the
// search is the same.
package main

import (
	"fmt"
	"runtime"
	"strconv"
	"syscall/js"

	"diamond/rules/players"
	"diamond/rules/search"
)

func main() {
	js.Global().Set("workerThink", js.FuncOf(func(this js.Value, args []js.Value) any {
		req := args[0]
		// Answer after the callback returns: the search runs while the
		// worker's event loop waits, and nothing else needs it.
		go func() {
			out := think(req)
			// Collect the search's garbage before answering: collected
			// later, it would compete for the CPU with the page drawing
			// the answer.
			runtime.GC()
			js.Global().Call("postMessage", out)
		}()
		return nil
	}))
	js.Global().Call("workerStarted")
	select {}
}

func think(req js.Value) (out map[string]any) {
	out = map[string]any{
		"type": "reply", "id": req.Get("id").Int(),
		"draw": req.Get("draw").Truthy(), "hint": req.Get("hint").Truthy(),
	}
	defer func() {
		if r := recover(); r != nil {
			out["error"] = fmt.Sprint("the search failed: ", r)
		}
	}()
	seed, _ := strconv.ParseUint(req.Get("seed").String(), 10, 64)
	game := ""
	if g := req.Get("game"); g.Truthy() {
		game = g.String()
	}
	a, err := players.ThinkCompact(game, req.Get("record").String(), search.Request{Level: req.Get("level").Int(), Seed: seed})
	if err != nil {
		out["error"] = err.Error()
		return out
	}
	line := make([]any, len(a.Line))
	for i, m := range a.Line {
		line[i] = m
	}
	out["action"] = a.Move
	out["score"] = a.Score
	out["line"] = line
	out["iterations"] = a.Count
	out["counted"] = a.Counted
	out["elapsedMs"] = float64(a.Elapsed.Microseconds()) / 1000
	return out
}
