//go:build wasm

package main

// writeSite is never reached in the browser: RunWhenOnBrowser does not
// return there.
func writeSite() {}
