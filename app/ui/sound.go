package ui

import (
	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Sounds: a short tone for a move, another for a capture and a chord for
// the end of a game, made with the Web Audio API (no audio files) by a
// few lines of JavaScript in the page's head (soundScript): in Go, the
// same calls cost 15 KB of wasm.

// soundScript defines window.diamondSound(kind). It plays only once the
// page has had a person's gesture (browsers keep audio silent before
// one, and complain in the console), and pushes each sound played onto
// window.diamondSounds, for the tests, at once; the sound itself starts
// after the next frame. A note is [start, Hz, length, loudness].
const soundScript = `<script>
window.diamondSound = function (kind) {
  var act = navigator.userActivation, Audio = window.AudioContext;
  if (act && !act.hasBeenActive || !Audio) return;
  (window.diamondSounds = window.diamondSounds || []).push(kind);
  // After the move is painted: a browser takes a while to start its audio
  // (0.3 s in headless Chromium), which must not hold the board's answer.
  requestAnimationFrame(function () { setTimeout(function () {
    var ac = window.diamondAudio = window.diamondAudio || new Audio(), t = ac.currentTime;
    if (ac.state === "suspended") ac.resume();
    ({move: [[0, 520, .07, .12]], capture: [[0, 330, .09, .16], [.06, 220, .12, .14]],
      end: [[0, 523, .16, .1], [.12, 659, .16, .1], [.24, 784, .3, .1]]})[kind].forEach(function (n) {
      var o = ac.createOscillator(), g = ac.createGain(), at = t + n[0];
      o.type = "triangle";
      o.frequency.value = n[1];
      g.gain.setValueAtTime(1e-4, at);
      g.gain.exponentialRampToValueAtTime(n[3], at + .01);
      g.gain.exponentialRampToValueAtTime(1e-4, at + n[2]);
      o.connect(g);
      g.connect(ac.destination);
      o.start(at);
      o.stop(at + n[2] + .02);
    });
  }); });
};
</script>`

// playSound plays a sound: "move", "capture" or "end".
func playSound(kind string) {
	if w := app.Window(); w.Get("diamondSound").Truthy() {
		w.Call("diamondSound", kind)
	}
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
