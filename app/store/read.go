package store

import (
	"encoding/json"
	"unicode/utf8"
)

// unmarshal reads stored JSON into env. What the app writes itself
// (encoding/json's output for an envelope: no spaces, the keys as tagged,
// no escapes in strings) is read by readEnvelope; anything else, such as
// data from an older version or edited by hand, by encoding/json. Why:
// every start but a first visit reads a saved game, and encoding/json's
// decoder (reflection over the types, and a large state machine that the
// browser compiles when first called) took about 30 ms of a traced warm
// start (docs/perf/first-paint.md). FuzzReadEnvelope checks that readEnvelope never
// reads anything otherwise than encoding/json.
func unmarshal(raw string, env *envelope) error {
	if readEnvelope(raw, env) {
		return nil
	}
	return json.Unmarshal([]byte(raw), env)
}

// readEnvelope reads raw into env if raw is in the form encoding/json
// writes an envelope in, and reports whether it did; if not, env is left
// as it was. env's Game and Kept must be unset, and its Settings unset
// or zero (LoadSettings sets it).
func readEnvelope(raw string, env *envelope) bool {
	r := reader{s: raw}
	var version int64
	var g *Game
	var kept []Game
	var settings *Settings
	ok := r.object(func(key string) bool {
		switch key {
		case "version":
			return r.int(&version)
		case "game":
			g = new(Game)
			return r.game(g)
		case "kept":
			kept = []Game{}
			return r.array(func() bool {
				kept = append(kept, Game{})
				return r.game(&kept[len(kept)-1])
			})
		case "settings":
			settings = new(Settings)
			return r.settings(settings)
		}
		return false
	})
	if !ok || r.i != len(raw) {
		return false
	}
	env.Version, env.Game, env.Kept = int(version), g, kept
	switch {
	case settings != nil && env.Settings != nil:
		*env.Settings = *settings // encoding/json fills the struct there
	case settings != nil:
		env.Settings = settings
	}
	return true
}

func (r *reader) game(g *Game) bool {
	return r.object(func(key string) bool {
		switch key {
		case "record":
			return r.str(&g.Record)
		case "redo":
			return r.str(&g.Redo)
		case "view":
			return r.intOf(&g.View)
		case "mode":
			return r.str(&g.Mode)
		case "human":
			return r.str(&g.Human)
		case "level":
			return r.intOf(&g.Level)
		case "saved":
			return r.int(&g.Saved)
		}
		return false
	})
}

func (r *reader) settings(s *Settings) bool {
	return r.object(func(key string) bool {
		switch key {
		case "coords":
			return r.bool(&s.Coords)
		case "flip":
			return r.bool(&s.Flip)
		case "mute":
			return r.bool(&s.Mute)
		case "game":
			return r.str(&s.Game)
		case "friend":
			return r.str(&s.Friend)
		case "name":
			return r.str(&s.Name)
		case "turn":
			return r.bool(&s.Turn)
		case "mode":
			return r.str(&s.Mode)
		case "human":
			return r.str(&s.Human)
		case "level":
			return r.intOf(&s.Level)
		case "theme":
			return r.str(&s.Theme)
		}
		return false
	})
}

// reader reads the part of JSON that encoding/json writes for the
// store's types, and fails on anything else: spaces, escapes, null,
// fractions and exponents, a key it does not know or meets twice.
type reader struct {
	s string
	i int
}

func (r *reader) next(c byte) bool {
	if r.i < len(r.s) && r.s[r.i] == c {
		r.i++
		return true
	}
	return false
}

// object reads an object, each value by value(key), which fails on a key
// it does not know.
func (r *reader) object(value func(key string) bool) bool {
	if !r.next('{') {
		return false
	}
	if r.next('}') {
		return true
	}
	var seen []string
	for {
		var key string
		if !r.str(&key) || !r.next(':') {
			return false
		}
		for _, k := range seen {
			if k == key {
				return false
			}
		}
		seen = append(seen, key)
		if !value(key) {
			return false
		}
		if r.next('}') {
			return true
		}
		if !r.next(',') {
			return false
		}
	}
}

// array reads an array, each element by elem.
func (r *reader) array(elem func() bool) bool {
	if !r.next('[') {
		return false
	}
	if r.next(']') {
		return true
	}
	for {
		if !elem() {
			return false
		}
		if r.next(']') {
			return true
		}
		if !r.next(',') {
			return false
		}
	}
}

// str reads a string without escapes, in UTF-8.
func (r *reader) str(v *string) bool {
	if !r.next('"') {
		return false
	}
	start := r.i
	for ; r.i < len(r.s); r.i++ {
		switch c := r.s[r.i]; {
		case c == '"':
			s := r.s[start:r.i]
			r.i++
			*v = s
			return utf8.ValidString(s)
		case c == '\\' || c < 0x20:
			return false
		}
	}
	return false
}

// int reads an integer of at most 18 digits, which int64 holds.
func (r *reader) int(v *int64) bool {
	neg := r.next('-')
	start := r.i
	var n int64
	for r.i < len(r.s) && r.s[r.i] >= '0' && r.s[r.i] <= '9' && r.i-start < 18 {
		n = n*10 + int64(r.s[r.i]-'0')
		r.i++
	}
	digits := r.i - start
	if digits == 0 || digits > 1 && r.s[start] == '0' {
		return false
	}
	if r.i < len(r.s) && r.s[r.i] >= '0' && r.s[r.i] <= '9' {
		return false // more than 18 digits
	}
	if neg {
		n = -n
	}
	*v = n
	return true
}

func (r *reader) intOf(v *int) bool {
	var n int64
	ok := r.int(&n)
	*v = int(n)
	return ok
}

func (r *reader) bool(v *bool) bool {
	switch {
	case len(r.s)-r.i >= 4 && r.s[r.i:r.i+4] == "true":
		r.i += 4
		*v = true
		return true
	case len(r.s)-r.i >= 5 && r.s[r.i:r.i+5] == "false":
		r.i += 5
		*v = false
		return true
	}
	return false
}
