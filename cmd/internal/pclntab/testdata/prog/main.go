// A small program whose wasm build the tests read: its function table,
// and where deepest calls panic.
package main

import "fmt"

func main() {
	defer func() { fmt.Println(recover(), first([]int{1})) }()
	deepest(3)
}

//go:noinline
func deepest(n int) int {
	if n == 0 {
		panic("deepest") // line 15: the tests look for it
	}
	return deepest(n-1) + 1 // line 17
}

//go:noinline
func first[T any](s []T) T { return s[0] }
