package ui

import (
	"diamond/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Sounds: a short tone for a move, another for a capture and a chord for
// the end of a game, written as WAV by a few lines of JavaScript in the
// page's head (soundScript; no audio files) and played by an audio
// element. Not the Web Audio API: the page's first AudioContext takes
// 70-100 ms of the page's thread to make, a long task at the first
// sound; an audio element starts in under a millisecond and plays off the
// page's thread. In JavaScript, none of it weighs on the app's wasm.

// soundScript defines window.diamondSound(kind). It plays only once the
// page has had a person's gesture (browsers keep audio silent before
// one, and complain in the console), and pushes each sound played onto
// window.diamondSounds, for the tests, at once; the sound itself starts
// after the next frame, from a blob: URL (the policy's media-src) made
// the first time by diamondWave (global, which TestSoundsPlayWithout-
// AnAudioContext reads). A note is [start, Hz, length, loudness]: a
// triangle wave that swells in 10 ms and fades out exponentially.
//
// Each kind has one audio element for the page's life (window.diamond-
// Tones), played again from its start: WebKitGTK froze the page for good
// when its garbage collector destroyed a spent element whose GStreamer
// pipeline was still posting to the page's thread (a deadlock between
// the two; docs/testing.md, difference 10). An element kept is never
// collected, and three are all the pipelines a page makes.
const soundScript = `<script>
window.diamondSound = function (kind) {
  var act = navigator.userActivation;
  if (act && !act.hasBeenActive || !window.Audio || !window.Blob) return;
  (window.diamondSounds = window.diamondSounds || []).push(kind);
  requestAnimationFrame(function () { setTimeout(function () {
    var tones = window.diamondTones = window.diamondTones || {}, a = tones[kind];
    if (!a) a = tones[kind] = new Audio(URL.createObjectURL(diamondWave(({move: [[0, 520, .07, .12]],
      capture: [[0, 330, .09, .16], [.06, 220, .12, .14]],
      end: [[0, 523, .16, .1], [.12, 659, .16, .1], [.24, 784, .3, .1]]})[kind])));
    else a.currentTime = 0;
    var p = a.play();
    if (p) p.catch(function () {});
  }); });
};
function diamondWave(notes) {
  var rate = 22050, end = 0;
  notes.forEach(function (n) { end = Math.max(end, n[0] + n[2] + .02); });
  var count = Math.ceil(end * rate), data = new DataView(new ArrayBuffer(44 + 2 * count));
  function text(at, s) { for (var i = 0; i < s.length; i++) data.setUint8(at + i, s.charCodeAt(i)); }
  text(0, "RIFF"); data.setUint32(4, 36 + 2 * count, true); text(8, "WAVEfmt ");
  data.setUint32(16, 16, true); data.setUint16(20, 1, true); data.setUint16(22, 1, true);
  data.setUint32(24, rate, true); data.setUint32(28, 2 * rate, true);
  data.setUint16(32, 2, true); data.setUint16(34, 16, true);
  text(36, "data"); data.setUint32(40, 2 * count, true);
  for (var i = 0; i < count; i++) {
    var t = i / rate, v = 0;
    notes.forEach(function (n) {
      var dt = t - n[0];
      if (dt < 0 || dt > n[2] + .02) return;
      var gain = dt < .01 ? 1e-4 * Math.pow(n[3] / 1e-4, dt / .01) :
        n[3] * Math.pow(1e-4 / n[3], Math.min(1, (dt - .01) / (n[2] - .01)));
      var phase = (dt * n[1]) % 1;
      v += gain * (4 * Math.abs(phase - .5) - 1);
    });
    data.setInt16(44 + 2 * i, Math.max(-1, Math.min(1, v)) * 32767, true);
  }
  return new Blob([data.buffer], {type: "audio/wav"});
}
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
