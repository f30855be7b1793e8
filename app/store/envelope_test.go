package store

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"reflect"
	"testing"

	"diamond/app/games"
	"diamond/app/session"
	"diamond/rules/game"
	"diamond/rules/jsonlite"
)

// written returns what the app writes: envelopes of games of every kind,
// played a random way, of kept games and of settings.
func written() []envelope {
	rng := rand.New(rand.NewPCG(1, 2))
	var envs []envelope
	var kept []Game
	for _, g := range games.All() {
		for _, opt := range []session.Options{{}, {Mode: session.Computer, Human: game.Second, Level: 4}} {
			for _, plies := range []int{0, 1, 7, 40} {
				s := session.New(g, opt)
				for range plies {
					legal := s.Match().Legal()
					if len(legal) == 0 {
						break
					}
					s.Play(legal[rng.IntN(len(legal))], "")
				}
				if plies > 2 {
					s.Undo() // a redo line
				}
				stored := Encode(s)
				stored.Saved = 1_700_000_000_000 + int64(plies)
				envs = append(envs, envelope{Version: Version, Game: &stored})
				kept = append(kept, stored)
			}
		}
	}
	envs = append(envs, envelope{Version: Version, Kept: kept},
		envelope{Version: Version, Settings: &Settings{Coords: true, Mode: "computer", Human: "white", Level: 5, Theme: ThemeDark, Game: "pivots", Friend: "AbCd-_12", Name: "Ann Lee", Turn: true, Mute: true}})
	d := DefaultSettings()
	return append(envs, envelope{Version: Version, Settings: &d})
}

// The store reads and writes its JSON with rules/jsonlite, which is held
// to encoding/json on every type an envelope holds: what the app writes,
// the stored format's fixture, and any input at all.

// stored is what the app has written: envelopes of every kind, and the
// stored format's fixture, written by the one-game app.
func stored(t testing.TB) []string {
	var raws []string
	for _, env := range written() {
		b, err := json.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		raws = append(raws, string(b))
	}
	b, err := os.ReadFile(fixtureFile)
	if err != nil {
		t.Fatal(err)
	}
	var fixture map[string]string
	if err := json.Unmarshal(b, &fixture); err != nil {
		t.Fatal(err)
	}
	for _, raw := range fixture {
		raws = append(raws, raw)
	}
	return raws
}

// TestEnvelopesAsEncodingJSON: every envelope the app writes, or wrote
// before, jsonlite writes and reads as encoding/json does.
func TestEnvelopesAsEncodingJSON(t *testing.T) {
	for _, env := range written() {
		want, _ := json.Marshal(env)
		got, err := jsonlite.Marshal(env)
		if err != nil || string(got) != string(want) {
			t.Fatalf("jsonlite writes %s, %v; encoding/json %s", got, err, want)
		}
	}
	for _, raw := range stored(t) {
		compareRead(t, raw)
	}
}

// TestOtherJSONIsRead: JSON in another form than the app's (spaces,
// escapes, null, an unknown key, keys in another case) is read too.
func TestOtherJSONIsRead(t *testing.T) {
	for _, c := range []struct {
		raw  string
		want envelope
	}{
		{`{ "version": 1, "game": {"record": "AIRaj", "view": 2} }`, envelope{Version: 1, Game: &Game{Record: "AIRaj", View: 2}}},
		{`{"version":1,"game":{"record":"\u0041IRaj","view":2}}`, envelope{Version: 1, Game: &Game{Record: "AIRaj", View: 2}}},
		{`{"version":1,"game":null,"settings":{"coords":true}}`, envelope{Version: 1, Settings: &Settings{Coords: true}}},
		{`{"version":1,"note":"from a later version","game":{"record":"A"}}`, envelope{Version: 1, Game: &Game{Record: "A"}}},
		{`{"Version":1,"game":{"View":3}}`, envelope{Version: 1, Game: &Game{View: 3}}},
	} {
		var got envelope
		if err := jsonlite.Unmarshal([]byte(c.raw), &got); err != nil {
			t.Errorf("%s: %v", c.raw, err)
		} else if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: read as %+v, want %+v", c.raw, got, c.want)
		}
	}
}

// compareRead fails unless jsonlite reads raw as encoding/json does, into
// an empty envelope and into LoadSettings' (a zero Settings): the same
// values, or both an error.
func compareRead(t *testing.T, raw string) {
	t.Helper()
	for _, start := range []func() envelope{
		func() envelope { return envelope{} },
		func() envelope { return envelope{Settings: &Settings{}} },
	} {
		got, want := start(), start()
		gotErr, wantErr := jsonlite.Unmarshal([]byte(raw), &got), json.Unmarshal([]byte(raw), &want)
		if (gotErr == nil) != (wantErr == nil) {
			t.Fatalf("%q: jsonlite says %v, encoding/json %v", raw, gotErr, wantErr)
		}
		if gotErr == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: read as %+v, encoding/json reads %+v", raw, got, want)
		}
		if gotErr == nil {
			b, err := jsonlite.Marshal(got)
			wb, _ := json.Marshal(want)
			if err != nil || string(b) != string(wb) {
				t.Fatalf("%q: written back as %s, %v; encoding/json writes %s", raw, b, err, wb)
			}
		}
	}
}

// FuzzEnvelope: jsonlite reads any input as encoding/json does, and
// writes back what it read as encoding/json does.
func FuzzEnvelope(f *testing.F) {
	for _, raw := range stored(f) {
		f.Add(raw)
	}
	for _, s := range []string{`{}`, `{"version":-0}`, `{"version":01}`, `{"version":1e2}`, `{"kept":[]}`, `{"kept":[{},{}]}`,
		`{"version":1,"version":2}`, `{"settings":{"mute":true,"mute":false}}`, `{"game":{"record":"é"}}`, `{"game":{"record":"\xff"}}`,
		`{"version":1.0}`, `{"version":999999999999999999}`, `{"version":9999999999999999999}`, `{"game":{"saved":-12}}x`,
		`{"friends":[{"id":"a","game":"diamond","seat":1,"offer":"draw","unsent":{"record":"x"},"changed":5}]}`,
		`{"reviews":[{"game":"pivots","start":"s","moves":[{"N":1,"Side":0,"Move":"a1","Class":"best","Before":0.5,"After":0.25,"Best":"b2","Line":["b2","c3"]}],"saved":9}]}`,
		`{"puzzles":{"rating":{"R":1500,"RD":350,"Vol":0.06},"streak":2,"best":3,"seen":{"d-1":{"solved":true,"rating":{"R":1,"RD":2,"Vol":3e-7}}},"game":"diamond"}}`,
		`{"friends":[{"seat":256}]}`, `{"reviews":[{"moves":[{"Side":-1}]}]}`, `{"puzzles":{"seen":{"a":null}}}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		compareRead(t, raw)
	})
}
