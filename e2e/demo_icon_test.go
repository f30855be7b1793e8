//go:build e2e

package e2e

import (
	"net/http"
	"sync"
	"testing"
	"time"

	"diamond/cmd/serve/static"

	"github.com/chromedp/chromedp"
)

// The demo page asks its own site for nothing it lacks: no 404 for
// /favicon.ico in the console (E24).
func TestEmbedDemoFindsAll(t *testing.T) {
	app := serve(t)
	var mu sync.Mutex
	var asked []string
	demoFiles := static.Demo("../demo", app.URL)
	demo := otherSite(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked = append(asked, r.URL.Path)
		mu.Unlock()
		demoFiles.ServeHTTP(w, r)
	}))
	b := newBrowser(t, desktop)
	b.run(chromedp.Navigate(demo))
	b.frame("g=SRi")
	time.Sleep(time.Second) // the icon is asked for after the page's load
	mu.Lock()
	defer mu.Unlock()
	for _, p := range asked {
		if p != "/" {
			t.Errorf("the demo page asked its site for %s, which it does not have", p)
		}
	}
}
