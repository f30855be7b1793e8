//go:build wasm

package main

import (
	"runtime/debug"
	"time"
)

// The app's loader starts it with the garbage collector off (GOGC=off in
// app.js, wasm/app/site.go's fixAppJS): the start allocates a few
// megabytes, and a collection then would make the browser compile the
// collector's code while the page waits for its board. 3 s on, when
// the board answers even on a slow first visit here (docs/perf/first-paint.md), the collector runs as usual.
func init() {
	time.AfterFunc(3*time.Second, func() { debug.SetGCPercent(100) })
}
