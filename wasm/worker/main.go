//go:build js && wasm

// Command worker is the computer opponent in a Web Worker: a small wasm
// with only syscall/js, the rules and the computer players (no go-app), so
// that its search never blocks the page. One worker serves every game.
// web/worker.js loads it and passes it the page's messages; game is the
// game's ID ("" for Diamond), record the game in its compact form:
//
//	in:  {type: "think", id, game, record, level, seed (decimal string), draw, hint}
//	out: {type: "reply", id, draw, hint, action (notation), score, line, iterations, counted, elapsedMs}
//	     or {type: "reply", id, draw, hint, error}
//
//	in:  {type: "review", id, game, record}
//	out: {type: "progress", id, done, total} after each position, then
//	     {type: "reviewed", id, moves: [{n, side (0 or 1), move, class, before, after, best, line}]}
//	     or {type: "reviewed", id, error} or {type: "reviewed", id, canceled: true}
//
//	in:  {type: "analyse", id, game, record, lines}
//	out: once a round, each deeper: {type: "analysis", id, round (from 1), nodes, last, lines: [{score, moves}]}
//	     or {type: "analysis", id, error}
//
//	in:  {type: "cancel", id}: stops that review or analysis at its next
//	     position or move; a review answers canceled, an analysis nothing.
//	     A new analyse stops the one running, without an answer.
//
// draw and hint only tell the page what the question was for (evaluating
// a draw offer, a hint for the person) and come back as they went; the
// search is the same. Scores are expected results for the side to move
// (review: for the mover, analysis: for the side to move in the position
// analysed), 1 a win, 0.5 level, 0 a loss. Reviews and analyses pause
// after each position or move so that a cancel, or a think, is read:
// a think arriving meanwhile runs before they go on.
package main

import (
	"fmt"
	"runtime"
	"strconv"
	"sync"
	"syscall/js"

	"diamond/rules/player"
	"diamond/rules/players"
)

func main() {
	yield = queuedYield()
	var running jobs
	js.Global().Set("workerMessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := args[0]
		// Answers come after the callback returns: the searches run in
		// goroutines while the worker's event loop waits.
		switch msg.Get("type").String() {
		case "think":
			go func() {
				out := think(msg)
				// Collect the search's garbage before answering: collected
				// later, it would compete for the CPU with the page drawing
				// the answer.
				runtime.GC()
				post(out)
			}()
		case "review":
			r := readRequest(msg)
			stop := running.start(r.id, false) // now, so that a cancel that follows finds it
			go func() {
				reviewGame(r, stop, post)
				running.end(r.id)
				runtime.GC()
			}()
		case "analyse":
			r := readRequest(msg)
			stop := running.start(r.id, true)
			go func() {
				analysisRounds(r, stop, post)
				running.end(r.id)
				runtime.GC()
			}()
		case "cancel":
			running.cancel(intOf(msg.Get("id")))
		}
		return nil
	}))
	js.Global().Call("workerStarted")
	select {}
}

// queuedYield is yield for the browser: it waits for a message sent to
// itself through a MessageChannel, which the worker reads after the
// page's messages already queued (a cancel, a think). A time.Sleep
// returns through a timer, which Chromium ran before them: a cancel was
// read several positions late.
func queuedYield() func() {
	channel := js.Global().Get("MessageChannel").New()
	var mu sync.Mutex
	var waiting []chan struct{} // one per job waiting, in the order they posted
	channel.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
		mu.Lock()
		ch := waiting[0]
		waiting = waiting[1:]
		mu.Unlock()
		close(ch)
		return nil
	}))
	port := channel.Get("port2")
	return func() {
		ch := make(chan struct{})
		mu.Lock()
		waiting = append(waiting, ch)
		mu.Unlock()
		port.Call("postMessage", nil)
		<-ch
	}
}

// post sends a message to the page.
func post(out map[string]any) { js.Global().Call("postMessage", out) }

// readRequest reads a review or analysis message.
func readRequest(msg js.Value) request {
	r := request{id: intOf(msg.Get("id")), record: msg.Get("record").String(), lines: intOf(msg.Get("lines"))}
	if g := msg.Get("game"); g.Truthy() {
		r.game = g.String()
	}
	return r
}

// intOf is a message's number, 0 when it is missing.
func intOf(v js.Value) int {
	if v.Type() != js.TypeNumber {
		return 0
	}
	return v.Int()
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
	a, err := players.ThinkCompact(game, req.Get("record").String(), player.Request{Level: req.Get("level").Int(), Seed: seed})
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
