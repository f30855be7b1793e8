package ui

import (
	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Sounds: a short tone for a move, another for a capture and a chord for
// the end of a game, made with the Web Audio API (no audio files).

// note is one tone of a sound: when it starts after the sound, its
// pitch (Hz), length (s) and loudness.
type note struct{ at, freq, dur, vol float64 }

var sounds = map[string][]note{
	"move":    {{0, 520, 0.07, 0.12}},
	"capture": {{0, 330, 0.09, 0.16}, {0.06, 220, 0.12, 0.14}},
	"end":     {{0, 523, 0.16, 0.1}, {0.12, 659, 0.16, 0.1}, {0.24, 784, 0.3, 0.1}},
}

// audio is the page's audio context, made at the first sound.
var audio app.Value

// playSound plays a sound, if the page has had a person's gesture:
// browsers keep audio silent before one, and say so in the console. Each
// sound played is pushed onto window.diamondSounds, for the tests.
func playSound(kind string) {
	w := app.Window()
	if act := w.Get("navigator").Get("userActivation"); act.Truthy() && !act.Get("hasBeenActive").Bool() {
		return
	}
	if audio == nil {
		ctor := w.Get("AudioContext")
		if !ctor.Truthy() {
			return
		}
		audio = ctor.New()
	}
	if audio.Get("state").String() == "suspended" {
		audio.Call("resume")
	}
	t := audio.Get("currentTime").Float()
	for _, n := range sounds[kind] {
		o, g := audio.Call("createOscillator"), audio.Call("createGain")
		o.Set("type", "triangle")
		o.Get("frequency").Set("value", n.freq)
		gain := g.Get("gain")
		gain.Call("setValueAtTime", 0.0001, t+n.at)
		gain.Call("exponentialRampToValueAtTime", n.vol, t+n.at+0.01)
		gain.Call("exponentialRampToValueAtTime", 0.0001, t+n.at+n.dur)
		o.Call("connect", g)
		g.Call("connect", audio.Get("destination"))
		o.Call("start", t+n.at)
		o.Call("stop", t+n.at+n.dur+0.02)
	}
	played := w.Get("diamondSounds")
	if !played.Truthy() {
		played = w.Get("Array").New()
		w.Set("diamondSounds", played)
	}
	played.Call("push", kind)
}

// soundState remembers what the last change showed, so that a sound
// plays once for a move shown (played, the computer's, or one step
// forward) or a game's end, and never for a game opened.
type soundState struct {
	s    *session.Session
	view int
	over bool
}

// after plays what the change to s showed, if on.
func (st *soundState) after(s *session.Session, on bool) {
	last := *st
	*st = soundState{s, s.View(), s.Over()}
	if !on || s != last.s {
		return
	}
	switch mo := s.Board().Motion; {
	case st.over && !last.over:
		playSound("end")
	case mo != nil && st.view != last.view && mo.Captures():
		playSound("capture")
	case mo != nil && st.view != last.view:
		playSound("move")
	}
}
