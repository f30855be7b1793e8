//go:build js && wasm

// Command worker is the computer opponent in a Web Worker: a small wasm
// with only syscall/js, the rules and the AI (no go-app), so that its
// search never blocks the page. web/worker.js loads it and passes it the
// page's messages:
//
//	in:  {type: "think", id, game (compact record), level, seed (decimal string), draw, hint}
//	out: {type: "reply", id, draw, hint, action (notation), score, line, iterations, elapsedMs}
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

	"diamond/rules/ai"
	"diamond/rules/diamond"
)

func main() {
	js.Global().Set("diamondThink", js.FuncOf(func(this js.Value, args []js.Value) any {
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
	js.Global().Call("diamondStarted")
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
	g, err := diamond.ParseCompact(req.Get("game").String())
	if err != nil {
		out["error"] = err.Error()
		return out
	}
	if g.Outcome().Over() {
		out["error"] = "the game is over"
		return out
	}
	seed, _ := strconv.ParseUint(req.Get("seed").String(), 10, 64)
	a := ai.Think(g, ai.Options{Level: ai.Level(req.Get("level").Int()), Seed: seed})
	line := make([]any, 0, len(a.Line))
	p := g.Position()
	for _, act := range a.Line {
		if p.Check(act) != nil {
			break
		}
		line = append(line, diamond.FormatAction(p, act))
		p.Play(act)
	}
	out["action"] = diamond.FormatAction(g.Position(), a.Action)
	out["score"] = a.Score
	out["line"] = line
	out["iterations"] = a.Iterations
	out["elapsedMs"] = float64(a.Elapsed.Microseconds()) / 1000
	return out
}
