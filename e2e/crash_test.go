//go:build e2e

package e2e

import (
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"diamond/cmd/serve/static"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// panicSite is the site built with the tag panictest (make e2e builds it
// in build/site-panic): its page panics on the address #panic.
func panicSite(t *testing.T) *httptest.Server {
	t.Helper()
	dir := os.Getenv("DIAMOND_PANIC_SITE")
	if dir == "" {
		dir = "../build/site-panic"
	}
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		t.Fatalf("no site built with the tag panictest in %s (%v): run make e2e, which builds it", dir, err)
	}
	srv := httptest.NewServer(static.Handler(dir))
	t.Cleanup(srv.Close)
	return srv
}

// A panic in an event handler does not end the app in silence: the
// player reads what happened and can reload, the panic and its stack are
// in the console, and the game played is saved and comes back.
func TestAPanicIsCaught(t *testing.T) {
	srv := panicSite(t)
	b := newBrowser(t, phone)
	var mu sync.Mutex
	var errs []string
	chromedp.ListenTarget(b.ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventConsoleAPICalled); ok && e.Type == runtime.APITypeError {
			var text []string
			for _, a := range e.Args {
				text = append(text, strings.Trim(string(a.Value), `"`))
			}
			mu.Lock()
			errs = append(errs, strings.Join(text, " "))
			mu.Unlock()
		}
	})
	b.open(srv.URL)
	b.play("d4 e5")
	b.eval(`location.hash = 'panic'; true`, nil)
	b.waitFor(`(document.querySelector('#crash') || {textContent: ''}).textContent.includes('Something went wrong, and nothing you played was lost. Reload to go on.')`, 10*time.Second)
	mu.Lock()
	logged := strings.Join(errs, "\n")
	mu.Unlock()
	// The stack names each function (its files and lines are dropped from
	// the build, docs/perf/size.md; cmd/wasmlines puts them back).
	if !strings.Contains(logged, "panic: a panic provoked by the tests") || !strings.Contains(logged, "goroutine") ||
		!strings.Contains(logged, "diamond/app/ui.provoke(") || !strings.Contains(logged, "main.main()") {
		t.Errorf("the console has no panic with its stack: %q", logged)
	}
	b.screenshot("phone-crash")
	// The app still answers, and saves: go-app's loop goes on.
	b.play("c3")
	b.clickAway("#crash-reload")
	b.waitFor(`document.querySelector('#crash') === null`, 30*time.Second)
	b.waitFor(appLive, 30*time.Second)
	b.movesAre("d4 e5 c3")
}
