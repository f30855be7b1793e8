//go:build e2e && measure

package e2e

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"diamond/cmd/serve/static"
)

// TestMeasureWorkerRace reproduces docs/testing.md's difference 9, a
// browser's bug, and is not part of make test: on a fresh origin, a rules
// page registers the service worker, and the browser leaves it for another
// page of the origin (one that registers nothing) RACE_DELAYS
// milliseconds after the server has sent the worker's script (default
// 0,20,50,200). For each try it prints whether the worker was activated
// within 15 s, whether it controls the page, and if not activated its
// state and whether its install listener ran (it opens the cache first). RACE_ENGINE names the engine (webkit by
// default), RACE_TRIES the tries per delay (3), and RACE_WORKER=minimal
// serves a worker of one line, which caches nothing, instead of the
// site's. Run by hand:
//
//	DIAMOND_SITE=$PWD/build/site go test -tags 'e2e measure' -count=1 -run '^TestMeasureWorkerRace$' -v ./e2e
func TestMeasureWorkerRace(t *testing.T) {
	engine := env("RACE_ENGINE", "webkit")
	start, ok := engines[engine]
	if !ok {
		t.Fatalf("RACE_ENGINE: no engine %q", engine)
	}
	tries, err := strconv.Atoi(env("RACE_TRIES", "3"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stopXvfb)
	d := start(t)
	t.Cleanup(d.close)
	fmt.Printf("engine %s: %s\n", engine, d.version())
	for _, ms := range strings.Split(env("RACE_DELAYS", "0,20,50,200"), ",") {
		delay, err := strconv.Atoi(ms)
		if err != nil {
			t.Fatal(err)
		}
		for try := 1; try <= tries; try++ {
			fmt.Printf("left %d ms after the script, try %d: %s\n", delay, try, leaveRegistering(t, d, time.Duration(delay)*time.Millisecond))
		}
	}
}

// leaveRegistering opens a rules page on a new origin, leaves it delay
// after the worker's script is sent, and says what became of the worker.
func leaveRegistering(t *testing.T, d driver, delay time.Duration) string {
	sent := make(chan bool, 1)
	site := &hookedSite{}
	hooked := site.handler(static.Handler(siteDir))
	site.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/app-worker.js" && os.Getenv("RACE_WORKER") == "minimal" {
			w.Header().Set("Content-Type", "text/javascript")
			w.Write([]byte("self.addEventListener('install', () => {});\n"))
		} else {
			hooked.ServeHTTP(w, r)
		}
		if r.URL.Path == "/app-worker.js" {
			select {
			case sent <- true:
			default:
			}
		}
	}))
	defer site.Close()
	p := &view{t: t, d: d, site: site}
	p.navigate(site.URL + "/rules/diamond")
	select {
	case <-sent:
	case <-time.After(20 * time.Second):
		return "the worker's script was never asked for"
	}
	time.Sleep(delay)
	p.navigate(site.URL + blankPage)
	var state string
	for began := time.Now(); time.Since(began) < 15*time.Second; time.Sleep(300 * time.Millisecond) {
		p.eval(`navigator.serviceWorker.getRegistration().then(r => (!r ? 'no registration' : r.active ? r.active.state : 'installing: ' + (r.installing && r.installing.state)) + (navigator.serviceWorker.controller ? ', the page controlled' : ''))`, &state)
		if strings.HasPrefix(state, "activated") {
			return state
		}
	}
	var caches string
	p.eval(`caches.keys().then(k => k.join(' ') || 'none')`, &caches)
	return fmt.Sprintf("not activated in 15 s: %s; caches: %s", state, caches)
}

// env returns the environment variable name, or def when it is empty.
func env(name, def string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return def
}
