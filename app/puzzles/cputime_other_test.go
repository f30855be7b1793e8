//go:build !linux

package puzzles

import "time"

var epoch = time.Now()

// threadTime is, on a system without a thread's CPU time, the time since
// the test started.
func threadTime() time.Duration { return time.Since(epoch) }

const threadTimed = false
