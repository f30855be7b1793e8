package main

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// parseLevel reads a player's head "level:N", 1 ≤ N ≤ max.
func parseLevel(head string, max int) (int, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(head, "level:"))
	if err != nil || n < 1 || n > max {
		return 0, fmt.Errorf("%q: a level is 1 to %d", head, max)
	}
	return n, nil
}

// keyValue is one key=value field of a player's description; its readers
// keep the first error, so a setter reads values without checking each.
type keyValue struct {
	key, value string
	err        error
}

func (kv *keyValue) fail(err error) {
	if kv.err == nil {
		kv.err = err
	}
}

func (kv *keyValue) Int() int {
	n, err := strconv.Atoi(kv.value)
	kv.fail(err)
	return n
}

func (kv *keyValue) Bool() bool { return kv.Int() != 0 }

func (kv *keyValue) Float() float64 {
	f, err := strconv.ParseFloat(kv.value, 64)
	kv.fail(err)
	return f
}

func (kv *keyValue) Duration() time.Duration {
	d, err := time.ParseDuration(kv.value)
	kv.fail(err)
	return d
}

// applyKeys reads fields, each key=value, with set, which reports whether
// it knows the key. Errors name the player's text and the field.
func applyKeys(text string, fields []string, set func(kv *keyValue) bool) error {
	for _, f := range fields {
		k, v, ok := strings.Cut(f, "=")
		if !ok {
			return fmt.Errorf("%q: %q is not key=value", text, f)
		}
		kv := &keyValue{key: k, value: v}
		if !set(kv) {
			return fmt.Errorf("%q: unknown key %q", text, k)
		}
		if kv.err != nil {
			return fmt.Errorf("%q: %s: %v", text, f, kv.err)
		}
	}
	return nil
}
