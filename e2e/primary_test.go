//go:build e2e

package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// primaryContrast is, for each visible primary button, its label's
// contrast with its background as drawn now (WCAG's ratio), by id.
const primaryContrast = `(() => {
	const rgb = s => (s.match(/[\d.]+/g) || []).slice(0, 3).map(Number);
	const lum = c => { const [r, g, b] = c.map(v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
	const out = {};
	for (const b of document.querySelectorAll('button.primary')) {
		if (!b.offsetParent || b.disabled) continue;
		const st = getComputedStyle(b);
		const [l1, l2] = [lum(rgb(st.color)), lum(rgb(st.backgroundColor))].sort((a, b) => b - a);
		out[b.id] = (l1 + 0.05) / (l2 + 0.05);
	}
	return out;
})()`

// Every primary button's label stays readable hovered and focused, in
// both themes: button:hover, more specific than .primary, drew them white
// on white.
func TestPrimaryButtonsStayReadable(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.open(srv.URL) // a first visit: the welcome's Play the computer
	for _, theme := range []string{"light", "dark"} {
		b.choose("#theme", theme)
		for _, state := range []string{"welcome", "new game"} {
			if state == "new game" {
				b.click("#new-game")
			}
			var ids []string
			b.eval(`[...document.querySelectorAll('button.primary')].filter(b => b.offsetParent && !b.disabled).map(b => b.id)`, &ids)
			if len(ids) == 0 {
				t.Fatalf("%s, %s: no primary button shown", theme, state)
			}
			for _, id := range ids {
				for _, how := range []string{"hovered", "focused"} {
					if how == "hovered" {
						var box []float64
						b.eval(fmt.Sprintf(`(() => { const r = document.getElementById(%q).getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()`, id), &box)
						b.run(chromedp.MouseEvent(input.MouseMoved, box[0], box[1]))
					} else {
						b.run(chromedp.MouseEvent(input.MouseMoved, 1, 1))
						b.eval(fmt.Sprintf(`document.getElementById(%q).focus(); document.activeElement.id`, id), nil)
					}
					b.settle()
					var contrast map[string]float64
					b.eval(primaryContrast, &contrast)
					if c := contrast[id]; c < 4.5 {
						t.Errorf("%s theme, %s, %s: #%s's label has a contrast of %.2f with its background (at least 4.5)", theme, state, how, id, c)
					}
				}
			}
			if state == "new game" {
				b.run(chromedp.KeyEvent("\x1b")) // Escape closes the dialog
				b.settle()
			}
		}
	}
	if t.Failed() {
		b.screenshot("desktop-primary-" + strings.ReplaceAll(t.Name(), "/", "-"))
	}
}
