package puzzles

import (
	"syscall"
	"time"
)

// threadTime is the CPU time of the calling thread: what a call costs the
// page's thread, whatever else the machine runs meanwhile (the test locks
// its goroutine to its thread).
func threadTime() time.Duration {
	var ru syscall.Rusage
	const rusageThread = 1 // RUSAGE_THREAD
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// threadTimed reports whether threadTime measures the thread's time.
const threadTimed = true
