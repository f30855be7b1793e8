package protocol

import "fmt"

// Native is a message's value natively, as ToWorker and ToPage write it
// (map[string]any, []any, strings, numbers, booleans; nil for undefined):
// what a test, or a native stand-in for the worker, reads with
// ReadQuestion or ReadAnswer. Its methods behave as syscall/js's on the
// same JavaScript value.
type Native struct{ X any }

func (n Native) Get(key string) Native {
	m, ok := n.X.(map[string]any)
	if !ok {
		panic(fmt.Sprintf("Get(%q) of %T", key, n.X))
	}
	return Native{m[key]}
}

func (n Native) Index(i int) Native {
	switch l := n.X.(type) {
	case []any:
		if i < 0 || i >= len(l) {
			return Native{}
		}
		return Native{l[i]}
	case []string:
		if i < 0 || i >= len(l) {
			return Native{}
		}
		return Native{l[i]}
	}
	panic(fmt.Sprintf("Index(%d) of %T", i, n.X))
}

func (n Native) Length() int {
	switch l := n.X.(type) {
	case []any:
		return len(l)
	case []string:
		return len(l)
	}
	panic(fmt.Sprintf("Length of %T", n.X))
}

func (n Native) String() string {
	if s, ok := n.X.(string); ok {
		return s
	}
	return fmt.Sprintf("<%T>", n.X)
}

func (n Native) Float() float64 {
	switch x := n.X.(type) {
	case int:
		return float64(x)
	case float64:
		return x
	}
	panic(fmt.Sprintf("Float of %T", n.X))
}

func (n Native) Truthy() bool {
	switch x := n.X.(type) {
	case nil:
		return false
	case bool:
		return x
	case int:
		return x != 0
	case float64:
		return x != 0 && x == x
	case string:
		return x != ""
	}
	return true // objects and arrays
}

func (n Native) IsUndefined() bool { return n.X == nil }
func (n Native) IsNull() bool      { return false }

// RoundTripQuestion is q written as postMessage takes it and read back,
// as the worker reads it; RoundTripAnswer the same for an answer, read as
// the page reads it.
func RoundTripQuestion(q Question) (Question, error) { return ReadQuestion(Native{q.ToWorker()}) }

// RoundTripAnswer: see RoundTripQuestion.
func RoundTripAnswer(a Answer) (Answer, error) { return ReadAnswer(Native{a.ToPage()}) }
