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

// TestAppWritingIsReadDirectly: what the app writes is read without
// encoding/json, and read as encoding/json reads it.
func TestAppWritingIsReadDirectly(t *testing.T) {
	raws := []string{}
	for _, env := range written() {
		b, err := json.Marshal(env)
		if err != nil {
			t.Fatal(err)
		}
		raws = append(raws, string(b))
	}
	// And the stored format's fixture, written by the one-game app.
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
	for _, raw := range raws {
		var got envelope
		if !readEnvelope(raw, &got) {
			t.Errorf("not read directly: %s", raw)
			continue
		}
		var want envelope
		if err := json.Unmarshal([]byte(raw), &want); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: read as %+v, encoding/json reads %+v", raw, got, want)
		}
	}
}

// TestOtherJSONIsReadByEncodingJSON: JSON in another form than the app's
// (spaces, escapes, null, an unknown key) is left to encoding/json, and
// unmarshal reads it all the same.
func TestOtherJSONIsReadByEncodingJSON(t *testing.T) {
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
		var direct envelope
		if readEnvelope(c.raw, &direct) {
			t.Errorf("%s: read directly, as %+v", c.raw, direct)
		}
		var got envelope
		if err := unmarshal(c.raw, &got); err != nil {
			t.Errorf("%s: %v", c.raw, err)
		} else if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: read as %+v, want %+v", c.raw, got, c.want)
		}
	}
}

// FuzzReadEnvelope: whatever readEnvelope reads, encoding/json reads the
// same, into an empty envelope and into LoadSettings' (a zero Settings).
func FuzzReadEnvelope(f *testing.F) {
	for _, env := range written() {
		b, _ := json.Marshal(env)
		f.Add(string(b))
	}
	for _, s := range []string{`{}`, `{"version":-0}`, `{"version":01}`, `{"version":1e2}`, `{"kept":[]}`, `{"kept":[{},{}]}`,
		`{"version":1,"version":2}`, `{"settings":{"mute":true,"mute":false}}`, `{"game":{"record":"é"}}`, `{"game":{"record":"\xff"}}`,
		`{"version":1.0}`, `{"version":999999999999999999}`, `{"version":9999999999999999999}`, `{"game":{"saved":-12}}x`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		for _, start := range []func() envelope{
			func() envelope { return envelope{} },
			func() envelope { return envelope{Settings: &Settings{}} },
		} {
			got := start()
			if !readEnvelope(raw, &got) {
				if !reflect.DeepEqual(got, start()) {
					t.Fatalf("%q: not read, yet changed: %+v", raw, got)
				}
				continue
			}
			want := start()
			if err := json.Unmarshal([]byte(raw), &want); err != nil {
				t.Fatalf("%q: read directly as %+v, but encoding/json fails: %v", raw, got, err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: read as %+v, encoding/json reads %+v", raw, got, want)
			}
		}
	})
}
