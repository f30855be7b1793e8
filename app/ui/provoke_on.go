//go:build panictest

package ui

// provoke panics on the address #panic: the tests' way to check the
// panic net (e2e/crash_test.go), built only with the tag panictest.
func provoke(fragment string) {
	if fragment == "panic" {
		panic("a panic provoked by the tests (build tag panictest)")
	}
}
