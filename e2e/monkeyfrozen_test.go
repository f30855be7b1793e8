//go:build e2e

package e2e

import (
	"fmt"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// frozenReport says what a page that did not answer the monkey was
// doing, at that moment: a replay may not get there again (the app's own
// randomness and timing), so this is all a rare freeze leaves to go on.
// If the page's thread still runs a script of the monkey's, its frames
// stopped (the monkey waits for two after each action), not its thread;
// the script says what the page showed.
//
// Not here: where a busy thread's script stands. The debugger can pause
// it only if enabled beforehand (which makes WebAssembly slower for the
// whole run), and V8's sampler, read through the browser's tracing, gave
// no samples of a busy script in a trial.
func (m *monkey) frozenReport(tb *tab) string {
	var s string
	err := m.doOn(tb, 3*time.Second, chromedp.Evaluate(`JSON.stringify({visible: document.visibilityState,
		focus: document.hasFocus(), dialogs: [...document.querySelectorAll('dialog[open]')].map(d => d.id),
		active: document.activeElement ? document.activeElement.id || document.activeElement.tagName : ''})`, &s))
	if err == nil {
		frame := m.doOn(tb, 3*time.Second, chromedp.Evaluate(`new Promise(r => requestAnimationFrame(() => r(true)))`, nil,
			func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }))
		return fmt.Sprintf("\n   %s: its thread answers (%s); a frame within 3 s: %v", tb.name, s, frame == nil)
	}
	return fmt.Sprintf("\n   %s: its thread does not answer in 3 s either", tb.name)
}
