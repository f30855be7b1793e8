//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// anim returns the classes of the piece on point name and the CSS
// animation it runs: its computed animation-name, which stays set once
// the animation has played, so that no check depends on timing.
func (b *browser) anim(name string) (class, anim string) {
	b.t.Helper()
	var r [2]string
	b.eval(fmt.Sprintf(`(p => [p.getAttribute('class'), getComputedStyle(p).animationName])(document.querySelector('#board g[data-point=%q] .piece'))`, name), &r)
	return r[0], r[1]
}

// slides reports whether the piece on point name slides in.
func (b *browser) slides(name string) bool {
	b.t.Helper()
	class, anim := b.anim(name)
	return strings.Contains(class, "slide") && strings.HasPrefix(anim, "slide")
}

// sounds returns the sounds the page has played (window.diamondSounds).
func (b *browser) sounds() string {
	b.t.Helper()
	var s string
	b.eval(`(window.diamondSounds || []).join(' ')`, &s)
	return s
}

// A move shown is animated by CSS: a piece put down grows in, a step
// slides from its origin (and ends on its target), a piece taken fades
// out; browsing back, jumping or dragging does not slide, nor does
// anything under reduced motion. Moves are heard unless Sound is off,
// which a reload keeps.
func TestMoveAnimationAndSound(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL)
	var pressed string
	b.eval(`(document.querySelector('#sound') || {getAttribute: () => ''}).getAttribute('aria-label')`, &pressed)
	if pressed != "Sound" {
		t.Fatalf("no Sound toggle: %q", pressed)
	}
	b.eval(`document.querySelector('#sound').getAttribute('aria-pressed')`, &pressed)
	if pressed != "true" {
		t.Errorf("Sound is %q on a first visit, want on", pressed)
	}
	ps := strings.Fields(placements)
	b.play(ps[0])
	if class, anim := b.anim(ps[0]); !strings.Contains(class, "drop") || !strings.HasPrefix(anim, "drop") {
		t.Errorf("a piece put down: class %q, animation %q", class, anim)
	}
	if s := b.sounds(); s != "move" {
		t.Errorf("sounds after a move: %q", s)
	}
	b.play(strings.Join(ps[1:], " ") + " e4-d4*")
	if !b.slides("d4") || b.contents("d4") != "black" || b.contents("e4") != "empty" || b.contents("c3") != "neutral" {
		t.Errorf("the step e4-d4*: d4 %q %v, e4 %q, c3 %q", b.contents("d4"), b.slides("d4"), b.contents("e4"), b.contents("c3"))
	}
	// It comes from e4: its offset is e4's place less d4's.
	var off [2]bool
	b.eval(`(() => {
		const at = q => document.querySelector('#board g[data-point="' + q + '"]').transform.baseVal[0].matrix;
		const s = getComputedStyle(document.querySelector('#board g[data-point="d4"] .piece'));
		return [Math.abs(parseFloat(s.getPropertyValue('--dx')) - (at('e4').e - at('d4').e)) < 0.2,
			Math.abs(parseFloat(s.getPropertyValue('--dy')) - (at('e4').f - at('d4').f)) < 0.2];
	})()`, &off)
	if !off[0] || !off[1] {
		t.Errorf("the slide's offset is not from e4 to d4: %v", off)
	}
	if s := b.sounds(); !strings.HasSuffix(s, "move capture") {
		t.Errorf("sounds after the capture: %q", s)
	}

	// Back one: nothing slides back; forward one slides again; a jump
	// does not.
	b.click("#prev")
	if class, _ := b.anim("e4"); strings.Contains(class, "slide") {
		t.Errorf("browsing back slid e4: %q", class)
	}
	b.click("#next")
	if !b.slides("d4") {
		t.Error("one move forward did not slide")
	}
	b.click("#first")
	b.click("#last")
	if class, _ := b.anim("d4"); strings.Contains(class, "slide") {
		t.Errorf("a jump slid d4: %q", class)
	}

	// A piece dragged is where it lands already: it does not slide.
	from, to := b.center("b1"), b.center("b2")
	b.run(input.DispatchMouseEvent(input.MousePressed, from[0], from[1]).WithButton(input.Left).WithClickCount(1))
	b.run(input.DispatchMouseEvent(input.MouseMoved, (from[0]+to[0])/2, (from[1]+to[1])/2).WithButton(input.Left))
	b.run(input.DispatchMouseEvent(input.MouseMoved, to[0], to[1]).WithButton(input.Left))
	b.run(input.DispatchMouseEvent(input.MouseReleased, to[0], to[1]).WithButton(input.Left).WithClickCount(1))
	b.waitFor(`document.querySelector('#board').dataset.ply === "26"`, 5*time.Second)
	if class, _ := b.anim("b2"); b.contents("b2") != "white" || strings.Contains(class, "slide") {
		t.Errorf("after dragging b1-b2: b2 %q, class %q", b.contents("b2"), class)
	}
	b.play("c4-b4")
	if !b.slides("b4") {
		t.Error("a click move after a drag did not slide")
	}

	// Reduced motion: the class stays, the slide does not play.
	b.run(emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}))
	if class, anim := b.anim("b4"); !strings.Contains(class, "slide") || anim != "none" {
		t.Errorf("under reduced motion: class %q, animation %q", class, anim)
	}
	b.run(emulation.SetEmulatedMedia().WithFeatures([]*emulation.MediaFeature{}))

	// Sound off, kept across a reload: moves are silent.
	heard := b.sounds()
	b.click("#sound")
	b.play("b2-a2")
	if s := b.sounds(); s != heard {
		t.Errorf("Sound off, yet %q after %q", s, heard)
	}
	b.reload()
	b.eval(`document.querySelector('#sound').getAttribute('aria-pressed')`, &pressed)
	if pressed != "false" {
		t.Errorf("Sound after a reload: %q, want off", pressed)
	}
	b.play("d4-d5")
	if s := b.sounds(); s != "" {
		t.Errorf("Sound off after a reload, yet %q", s)
	}
}

// The other games: a Pivots drop grows in, a pivot step slides the
// lifted stones onto its line, the stones it takes fade out where they
// stood and are gone in the end; a Diamondback promotion slides and a
// castle slides the king and the rook.
func TestMoveAnimationOtherGames(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL + netoLink)
	b.play("c6")
	if class, anim := b.anim("c6"); !strings.Contains(class, "drop") || !strings.HasPrefix(anim, "drop") {
		t.Errorf("a Pivots drop: class %q, animation %q", class, anim)
	}
	lineSlides := func() string {
		var s string
		b.eval(`[...document.querySelectorAll('#board g.pt')].filter(g => g.querySelector('.piece.slide')).map(g => g.dataset.point + (g.classList.contains('last') ? '' : '!')).sort().join(' ')`, &s)
		return s
	}
	b.clickPoint("c5")
	b.clickPoint("f5")
	b.clickPoint("f5")
	b.waitFor(`document.querySelector('#board').dataset.ply === "2"`, 5*time.Second)
	if s := lineSlides(); s != "d5 e5 f5" {
		t.Errorf("the step c5 to f5 slides %q, want the line d5 e5 f5", s)
	}
	b.clickPoint("f5")
	b.clickPoint("f2")
	b.waitFor(`document.querySelector('#pivot-confirm') !== null`, 5*time.Second)
	b.click("#pivot-confirm")
	b.waitFor(`document.querySelector('#board').dataset.ply === "3"`, 5*time.Second)
	if s := lineSlides(); s != "f2 f3 f4" {
		t.Errorf("the step f5 to f2 slides %q, want the line f2 f3 f4", s)
	}
	var gone string
	b.eval(`[...document.querySelectorAll('#board .gone .piece')].map(p => p.classList[1] + ':' + getComputedStyle(p).animationName.replace(/[01]$/, '')).join(' ')`, &gone)
	if gone != "white:gone white:gone" {
		t.Errorf("the two white stones taken: %q", gone)
	}
	b.waitFor(`[...document.querySelectorAll('#board .gone .piece')].every(p => getComputedStyle(p).opacity === '0')`, 10*time.Second)

	b.open(srv.URL + "/#game=diamondback&g=~7k-5P2-8-8-8-8-8-K2R4-w-0-1")
	b.clickPoint("f7")
	b.clickPoint("f8")
	b.waitFor(`document.querySelector('#promote-n') !== null`, 5*time.Second)
	b.click("#promote-n")
	b.waitFor(`document.querySelector('#board').dataset.ply === "1"`, 5*time.Second)
	if !b.slides("f8") || b.contents("f8") != "wn" {
		t.Errorf("the promotion f7-f8=N: f8 %q, slides %v", b.contents("f8"), b.slides("f8"))
	}
	b.play("h8-g8")
	b.clickPoint("a1")
	b.clickPoint("c1")
	b.waitFor(`document.querySelector('#board').dataset.ply === "3"`, 5*time.Second)
	if !b.slides("c1") || !b.slides("b1") || b.contents("c1") != "wk" || b.contents("b1") != "wr" {
		t.Errorf("the castle O-O/d1: c1 %q %v, b1 %q %v", b.contents("c1"), b.slides("c1"), b.contents("b1"), b.slides("b1"))
	}
}

// An embed is silent unless its address says sound=1.
func TestEmbedSound(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	for _, c := range []struct{ fragment, want string }{{"g=ZA&play=1", ""}, {"g=ZA&play=1&sound=1", "move"}} {
		b.run(chromedp.Navigate("about:blank"), chromedp.Navigate(srv.URL+"/embed#"+c.fragment))
		b.waitFor(`document.querySelector('#embed #board svg') !== null`, 30*time.Second)
		b.clickPoint("d4")
		b.waitFor(`document.querySelector('#embed').dataset.ply === "3"`, 5*time.Second)
		if class, anim := b.anim("d4"); !strings.Contains(class, "drop") || !strings.HasPrefix(anim, "drop") {
			t.Errorf("%s: the embed's move: class %q, animation %q", c.fragment, class, anim)
		}
		if s := b.sounds(); s != c.want {
			t.Errorf("%s: sounds %q, want %q", c.fragment, s, c.want)
		}
	}
}

// A sound is a WAV the page writes, played by an audio element from a
// blob: URL, and no AudioContext is ever made: the page's first one
// takes 70-100 ms of its thread (docs/testing.md), a long task
// at a person's first move. Each tone is as long as its notes (a move
// 0.09 s, a capture 0.2 s), decodes, plays, and breaks no policy.
func TestSoundsPlayWithoutAnAudioContext(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.recordViolations()
	b.onEachDocument(`window.__contexts = 0; window.__played = [];
for (const name of ['AudioContext', 'webkitAudioContext']) {
  const Made = window[name];
  if (Made) window[name] = function (...a) { window.__contexts++; return new Made(...a); };
}
window.__elements = [];
const play = HTMLMediaElement.prototype.play;
HTMLMediaElement.prototype.play = function () {
  const e = {src: this.src.slice(0, 5)}, duration = () => e.duration = Math.round(this.duration * 100) / 100;
  window.__played.push(e);
  if (!window.__elements.includes(this)) window.__elements.push(this);
  if (this.readyState >= HTMLMediaElement.HAVE_METADATA) duration();
  else this.addEventListener('loadedmetadata', duration, {once: true});
  return play.call(this).then(() => e.played = true, err => e.played = String(err));
};`)
	b.open(srv.URL)
	ps := strings.Fields(placements)
	b.play(strings.Join(ps, " ") + " e4-d4*")
	if s := b.sounds(); !strings.HasSuffix(s, "move capture") {
		t.Fatalf("sounds: %q", s)
	}
	b.waitFor(`window.__played.length === window.diamondSounds.length && window.__played.every(e => e.played !== undefined && e.duration !== undefined)`, 10*time.Second)
	var played []struct {
		Src      string
		Duration float64
		Played   any
	}
	b.eval(`window.__played`, &played)
	for i, p := range played {
		want := 0.09
		if i == len(played)-1 {
			want = 0.2
		}
		if p.Src != "blob:" || p.Played != true || p.Duration < want-0.011 || p.Duration > want+0.011 {
			t.Errorf("sound %d: %+v, want a blob: of %.2f s, played", i+1, p, want)
		}
	}
	// A move's tone is audible: its loudest sample is its loudness.
	var peak float64
	b.await(`diamondWave([[0, 520, .07, .12]]).arrayBuffer().then(a => {
  const d = new DataView(a); let m = 0;
  for (let i = 44; i < a.byteLength; i += 2) m = Math.max(m, Math.abs(d.getInt16(i, true)) / 32767);
  return m; })`, &peak)
	if peak < 0.1 || peak > 0.125 {
		t.Errorf("a move's loudest sample is %.3f, want about 0.12", peak)
	}
	// One element a kind, played again: a spent element that the garbage
	// collector destroys froze WebKitGTK (docs/testing.md, difference 10).
	var elements int
	b.eval(`window.__elements.length`, &elements)
	kinds := map[string]bool{}
	for _, k := range strings.Fields(b.sounds()) {
		kinds[k] = true
	}
	if len(played) < 3 || elements != len(kinds) {
		t.Errorf("%d sounds played by %d audio elements, want %d (one a kind)", len(played), elements, len(kinds))
	}
	var contexts int
	b.eval(`window.__contexts`, &contexts)
	if contexts != 0 {
		t.Errorf("%d AudioContext made", contexts)
	}
	if v := b.violations(); len(v) > 0 {
		t.Errorf("policy violations: %v", v)
	}
}
