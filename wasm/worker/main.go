//go:build js && wasm

// Command worker is the computer opponent in a Web Worker: a small wasm
// with only syscall/js, the rules and the computer players (no go-app), so
// that its search never blocks the page. One worker serves every game.
// web/worker.js loads it and passes it the page's messages. The messages,
// each a Go type, are in rules/protocol: Think is answered by a Reply;
// Review by Progress after each position, then Reviewed; Analyse by an
// Analysis once a round, each deeper; PuzzleQuestion by a PuzzleAnswer
// (rules/puzzle/check.Respond, budgeted); Cancel stops a review (which
// answers Canceled), an analysis (which answers nothing) or a puzzle
// question (which answers what it found), and a new Analyse stops the one
// running.
//
// Reviews and analyses pause after each position or move, and a puzzle
// question every 1,024 moves, so that a cancel, or a think, is read: a
// think arriving meanwhile runs before they go on.
package main

import (
	"runtime"
	"sync"
	"syscall/js"

	"diamond/rules/protocol"
)

func main() {
	yield = queuedYield()
	var running jobs
	js.Global().Set("workerMessage", js.FuncOf(func(this js.Value, args []js.Value) any {
		msg, err := protocol.ReadQuestion(args[0])
		if err != nil {
			js.Global().Get("console").Call("error", "worker: "+err.Error())
			return nil
		}
		// Answers come after the callback returns: the searches run in
		// goroutines while the worker's event loop waits.
		switch q := msg.(type) {
		case protocol.Think:
			go func() {
				out := think(q)
				// Collect the search's garbage before answering: collected
				// later, it would compete for the CPU with the page drawing
				// the answer.
				runtime.GC()
				post(out)
			}()
		case protocol.Review:
			stop := running.start(q.ID, false) // now, so that a cancel that follows finds it
			go func() {
				reviewGame(q, stop, post)
				running.end(q.ID)
				runtime.GC()
			}()
		case protocol.Analyse:
			stop := running.start(q.ID, true)
			go func() {
				analysisRounds(q, stop, post)
				running.end(q.ID)
				runtime.GC()
			}()
		case protocol.PuzzleQuestion:
			stop := running.start(q.ID, false)
			go func() {
				out := solve(q, stop)
				running.end(q.ID)
				runtime.GC()
				post(out)
			}()
		case protocol.Cancel:
			running.cancel(q.ID)
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
func post(out protocol.Answer) { js.Global().Call("postMessage", out.ToPage()) }
