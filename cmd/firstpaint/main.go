// Command firstpaint measures how soon the built site shows its board and
// answers a click, in headless Chromium over the DevTools protocol:
//
//	go run ./cmd/firstpaint -site build/site -runs 5
//
// (make firstpaint builds and compresses the site first). It serves the
// site as make serve does (cmd/serve/static: compressed, production
// headers) and, for each size (phone 390x844, desktop 1280x900) and run,
// starts Chromium with a fresh profile, loads the page with the cache
// disabled (cold), waits for the service worker, and loads it again
// (warm: the same browser, which may still hold the compiled wasm in
// memory); then it quits, starts Chromium again on that profile and loads
// the page a third time (return: what a returning visitor's browser has
// on disk). Each load reports, in milliseconds from the navigation's start:
//
//   - first paint: the browser's first-contentful-paint;
//   - board: the board's SVG in the document and painted (the first
//     animation frame that has it, and not before the first paint);
//   - interactive: the app answering a click on an empty point (the page
//     clicks one every frame until the board's move number or the note
//     under it changes);
//   - shift: the cumulative layout shift of the load until the click that
//     the app answered.
//
// The numbers depend on the machine and on what else runs on it: no test
// checks them (e2e/firstpaint_test.go checks what must hold anywhere).
package main

import (
	"cmp"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"diamond/cmd/serve/static"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/profiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/cdproto/tracing"
	"github.com/chromedp/chromedp"
	"github.com/go-json-experiment/json/jsontext"
)

// probe runs in the page before its HTML: it notes when the board is
// first in a frame and clicks an empty point every frame until the app
// answers.
const probe = `(() => {
  const r = window.__fp = {clicks: 0};
  // When go-app's loader asks for the app's wasm to be compiled, and when
  // it is compiled and the Go program starts (-v).
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = (...args) => (r.instantiate ??= performance.now(), streaming(...args)).then(w => { r.compiled ??= performance.now(); return w; });
  // The layout shifts before the click that got an answer: the answer
  // itself changes the page, and a synthetic click is no recent input.
  const shifts = [];
  new PerformanceObserver(l => shifts.push(...l.getEntries())).observe({type: 'layout-shift', buffered: true});
  window.__fpShift = () => shifts.filter(e => e.startTime < r.answered).reduce((sum, e) => sum + e.value, 0);
  // What moved, for -v: each shift's elements.
  const name = n => !n ? '?' : n.nodeType !== 1 ? '#text' : n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + (n.classList.length ? '.' + [...n.classList].join('.') : '');
  window.__fpShiftBy = () => shifts.filter(e => e.startTime < r.answered && e.value > 0.001).map(e => Math.round(e.startTime) + 'ms ' + e.value.toFixed(3) + ' ' + e.sources.map(s => name(s.node)).join(' '));
  const note = () => (document.getElementById('note') || {}).textContent || '';
  let clicked = null;
  function frame() {
    const now = performance.now();
    const wrap = document.getElementById('board');
    const svg = wrap && wrap.querySelector('svg.board');
    if (svg && r.board === undefined) r.board = now;
    // The app has taken the prerendered page over and read the saved
    // game (-v).
    const live = !!document.querySelector('.app[data-live="true"]');
    if (live && r.mounted === undefined) r.mounted = now;
    // An answer to a click made once the app ran the page: the page may
    // change as the app draws the saved game, and the prerendered board
    // has no handlers before.
    if (clicked && clicked.live && wrap === clicked.wrap && (wrap.dataset.ply !== clicked.ply || note() !== clicked.note)) {
      r.interactive = now;
      r.answered = clicked.at;
      return;
    }
    // Not while the HTML is parsed: the board may be there and the note
    // under it not yet. The app starts after that anyway.
    const pt = svg && document.readyState !== 'loading' && wrap.querySelector('g.pt[data-contents="empty"]');
    if (pt) {
      clicked = {wrap, live, ply: wrap.dataset.ply, note: note(), at: now};
      pt.dispatchEvent(new MouseEvent('click', {bubbles: true}));
      r.clicks++;
    }
    requestAnimationFrame(frame);
  }
  requestAnimationFrame(frame);
})()`

// result is one load's times, in ms from the navigation's start.
type result struct {
	FirstPaint  float64 `json:"fcp"`
	Board       float64 `json:"board"`
	Interactive float64 `json:"interactive"`
	Shift       float64 `json:"shift"`
	Clicks      int     `json:"clicks"`
	// When each fetch of the app's wasm ended (-v): the preload and
	// go-app's fetch should be one.
	WasmLoaded []float64 `json:"wasm"`
	// When the page asked for the app's wasm to be compiled (-v).
	Instantiate float64 `json:"instantiate"`
	// When the app's wasm was compiled, and when the app had taken the
	// prerendered page over and read the saved game (-v).
	Compiled float64 `json:"compiled"`
	Mounted  float64 `json:"mounted"`
	// The shifts and what moved in each (-v).
	ShiftBy []string `json:"shiftBy"`
}

type size struct {
	name string
	w, h int64
	opts []chromedp.EmulateViewportOption
}

var sizes = []size{
	{"phone 390x844", 390, 844, []chromedp.EmulateViewportOption{chromedp.EmulateScale(3), chromedp.EmulateMobile, chromedp.EmulateTouch}},
	{"desktop 1280x900", 1280, 900, nil},
}

func main() {
	site := flag.String("site", "build/site", "the built site (make build; make firstpaint also compresses it)")
	runs := flag.Int("runs", 5, "runs for each size, each a cold, a warm and a return load")
	verbose := flag.Bool("v", false, "print each load's numbers")
	only := flag.String("size", "", "measure one size only: phone or desktop (both when empty)")
	returns := flag.Bool("return", true, "make the third load, return, too")
	profiles := flag.String("profile", "", "write each load's CPU profile of the page into this folder (open them in Chromium's DevTools, Performance)")
	traces := flag.String("trace", "", "write each load's Chromium trace (every thread: V8's compiles, the service worker) into this folder (open them in Chromium's DevTools, Performance, or ui.perfetto.dev)")
	flag.Parse()
	if *profiles != "" && *traces != "" {
		log.Fatal("-profile and -trace record the same loads differently: choose one")
	}
	record := startProfile
	if *traces != "" {
		record = startTrace
	}
	if _, err := os.Stat(filepath.Join(*site, "index.html")); err != nil {
		log.Fatalf("no built site in %s (%v): run make build", *site, err)
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		log.Fatal("chromium not found: make chromium installs it")
	}
	if matches, _ := filepath.Glob(filepath.Join(*site, "web", "*.wasm.br")); len(matches) == 0 {
		fmt.Fprintln(os.Stderr, "note: the site has no compressed copies (make compress): it is served uncompressed")
	}
	srv := httptest.NewServer(static.Handler(*site))
	defer srv.Close()

	fmt.Printf("%d runs for each size; median (min-max), ms from navigation start\n\n", *runs)
	fmt.Println("| size | load | first paint | board visible | board interactive | layout shift |")
	fmt.Println("| --- | --- | --- | --- | --- | --- |")
	for _, sz := range sizes {
		if *only != "" && !strings.HasPrefix(sz.name, *only) {
			continue
		}
		var cold, warm, back []result
		for i := 0; i < *runs; i++ {
			prefix := ""
			if dir := cmp.Or(*profiles, *traces); dir != "" {
				prefix = filepath.Join(dir, fmt.Sprintf("%s-%d-", strings.Fields(sz.name)[0], i+1))
			}
			c, w, r, err := measure(chromium, srv.URL+"/", sz, prefix, record, *returns)
			if err != nil {
				log.Fatalf("%s, run %d: %v", sz.name, i+1, err)
			}
			if *verbose {
				fmt.Fprintf(os.Stderr, "%s run %d: cold %+v, warm %+v, return %+v\n", sz.name, i+1, c, w, r)
			}
			cold, warm, back = append(cold, c), append(warm, w), append(back, r)
		}
		for _, l := range []struct {
			name string
			rs   []result
		}{{"cold", cold}, {"warm", warm}, {"return", back}} {
			if l.name == "return" && !*returns {
				continue
			}
			fmt.Printf("| %s | %s | %s | %s | %s | %s |\n", sz.name, l.name,
				stat(l.rs, func(r result) float64 { return r.FirstPaint }, "%.0f"),
				stat(l.rs, func(r result) float64 { return r.Board }, "%.0f"),
				stat(l.rs, func(r result) float64 { return r.Interactive }, "%.0f"),
				stat(l.rs, func(r result) float64 { return r.Shift }, "%.3f"))
		}
	}
}

// stat gives the median and the range of one number over the runs.
func stat(rs []result, f func(result) float64, format string) string {
	v := make([]float64, len(rs))
	for i, r := range rs {
		v[i] = f(r)
	}
	slices.Sort(v)
	return fmt.Sprintf(format+" ("+format+"-"+format+")", v[len(v)/2], v[0], v[len(v)-1])
}

// measure loads url cold, then warm, in a new Chromium with a fresh
// profile, then once more after the browser has quit and started again on
// that profile (a return: the service worker and the caches on disk, none
// of the first browser's memory) unless returns is false; with a prefix, it
// records each load by record into prefix+"cold" and so on.
func measure(chromium, url string, sz size, prefix string, record recorder, returns bool) (cold, warm, back result, err error) {
	profile, err := os.MkdirTemp("", "diamond-firstpaint-")
	if err != nil {
		return cold, warm, back, err
	}
	defer os.RemoveAll(profile)
	err = browse(chromium, profile, sz, func(ctx context.Context) error {
		if err := chromedp.Run(ctx, network.SetCacheDisabled(true)); err != nil {
			return err
		}
		if cold, err = load(ctx, url, prefix, "cold", record); err != nil {
			return fmt.Errorf("cold load: %w", err)
		}
		// The second visit finds the service worker installed, with the
		// page and both wasm files in its cache, and the browser's cache
		// on. go-app's worker is ready before its cache is filled (its
		// install does not wait for it), and fills it all at once: wait
		// for that.
		var ready bool
		err = chromedp.Run(ctx,
			chromedp.Evaluate(`navigator.serviceWorker.ready.then(async () => {
			  for (;;) {
			    for (const k of await caches.keys()) if ((await (await caches.open(k)).keys()).length) return true;
			    await new Promise(r => setTimeout(r, 50));
			  }
			})`, &ready, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
				return p.WithAwaitPromise(true)
			}),
			network.SetCacheDisabled(false),
		)
		if err != nil {
			return fmt.Errorf("waiting for the service worker: %w", err)
		}
		if warm, err = load(ctx, url, prefix, "warm", record); err != nil {
			return fmt.Errorf("warm load: %w", err)
		}
		return nil
	})
	if err != nil || !returns {
		return cold, warm, back, err
	}
	err = browse(chromium, profile, sz, func(ctx context.Context) error {
		if back, err = load(ctx, url, prefix, "return", record); err != nil {
			return fmt.Errorf("return load: %w", err)
		}
		return nil
	})
	return cold, warm, back, err
}

// browse starts Chromium on the profile folder at size sz, with the
// probe in every page, runs f, and quits.
func browse(chromium, profile string, sz size, f func(context.Context) error) error {
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		// Chromium's own omnibox popup, a WebUI page of some 400 files
		// that a freshly started browser loads while the page loads (a
		// visitor's browser has long done it).
		chromedp.Flag("disable-features", "WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup"),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.UserDataDir(profile),
		chromedp.WindowSize(int(sz.w), int(sz.h)),
	)
	defer cancelAlloc()
	bctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	defer func() {
		// Quit the browser before its profile is used again or goes; a
		// busy machine's Chromium sometimes never answers, and
		// cancelAlloc kills it.
		done := make(chan struct{})
		go func() { chromedp.Cancel(bctx); close(done) }()
		select {
		case <-done:
		case <-time.After(10 * time.Second):
		}
	}()
	ctx, cancelTimeout := context.WithTimeout(bctx, 3*time.Minute)
	defer cancelTimeout()
	err := chromedp.Run(ctx,
		chromedp.EmulateViewport(sz.w, sz.h, sz.opts...),
		// DevTools keeps each response's body for the protocol's clients
		// (chromedp enables the network domain): for the 7 MB wasm that
		// cost the page's main thread 60 to 100 ms, which no visitor's
		// browser spends. Keep none.
		network.Enable().WithMaxResourceBufferSize(1).WithMaxTotalBufferSize(1),
		chromedp.ActionFunc(func(ctx context.Context) error {
			_, err := page.AddScriptToEvaluateOnNewDocument(probe).Do(ctx)
			return err
		}),
	)
	if err != nil {
		return err
	}
	return f(ctx)
}

// A recorder starts recording a load (a CPU profile, a trace) and
// returns the function that stops and writes it to base plus an
// extension.
type recorder func(ctx context.Context, base string) (save func() error, err error)

// startProfile records the page's CPU profile (-profile).
func startProfile(ctx context.Context, base string) (func() error, error) {
	if err := chromedp.Run(ctx, profiler.Enable(), profiler.SetSamplingInterval(200), profiler.Start()); err != nil {
		return nil, err
	}
	return func() error {
		var p *profiler.Profile
		err := chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) (err error) {
			p, err = profiler.Stop().Do(ctx)
			return err
		}))
		if err != nil {
			return err
		}
		b, err := json.Marshal(p)
		if err != nil {
			return err
		}
		return os.WriteFile(base+".cpuprofile", b, 0o644)
	}, nil
}

// traceCategories are what a start's trace needs: the page's and the
// service worker's tasks, V8's wasm compiles and tier-up, and loading.
var traceCategories = []string{"devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel", "v8", "v8.wasm", "disabled-by-default-v8.wasm.detailed", "v8.execute", "blink", "loading", "ServiceWorker", "navigation", "netlog"}

// startTrace records Chromium's trace of every thread (-trace), in the
// JSON that DevTools and ui.perfetto.dev open.
func startTrace(ctx context.Context, base string) (func() error, error) {
	var events []jsontext.Value
	done := make(chan struct{})
	listening, stop := context.WithCancel(ctx)
	chromedp.ListenTarget(listening, func(ev any) {
		switch ev := ev.(type) {
		case *tracing.EventDataCollected:
			events = append(events, ev.Value...)
		case *tracing.EventTracingComplete:
			close(done)
		}
	})
	err := chromedp.Run(ctx, tracing.Start().WithTransferMode(tracing.TransferModeReportEvents).
		WithTraceConfig(&tracing.TraceConfig{IncludedCategories: traceCategories}))
	if err != nil {
		stop()
		return nil, err
	}
	return func() error {
		defer stop()
		if err := chromedp.Run(ctx, tracing.End()); err != nil {
			return err
		}
		select {
		case <-done: // every event is in
		case <-time.After(time.Minute):
			return fmt.Errorf("%s: Chromium did not end the trace", base)
		}
		b := []byte(`{"traceEvents":[`)
		for i, e := range events {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, e...)
		}
		return os.WriteFile(base+".json", append(b, "]}"...), 0o644)
	}, nil
}

// load navigates to url and waits until the app has answered a click;
// with a prefix, it records the load by record into prefix+name and an
// extension.
func load(ctx context.Context, url, prefix, name string, record recorder) (result, error) {
	var r result
	var save func() error
	if prefix != "" {
		var err error
		if save, err = record(ctx, prefix+name); err != nil {
			return r, err
		}
	}
	err := chromedp.Run(ctx,
		chromedp.Navigate(url),
		chromedp.Poll(`window.__fp && window.__fp.interactive !== undefined && performance.getEntriesByName('first-contentful-paint').length > 0`,
			nil, chromedp.WithPollingTimeout(time.Minute), chromedp.WithPollingInterval(20*time.Millisecond)),
		chromedp.Evaluate(`({...window.__fp, first: undefined, shift: window.__fpShift(), shiftBy: window.__fpShiftBy(), fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
		  wasm: performance.getEntriesByType('resource').filter(e => /app\.[0-9a-f]+\.wasm$/.test(e.name)).map(e => Math.round(e.responseEnd))})`, &r),
	)
	if err != nil {
		if strings.Contains(err.Error(), "deadline") {
			return r, fmt.Errorf("the app did not answer a click within a minute: %w", err)
		}
		return r, err
	}
	// The board cannot be seen before the page's first paint.
	r.Board = max(r.Board, r.FirstPaint)
	if save != nil {
		if err := save(); err != nil {
			return r, err
		}
	}
	return r, nil
}
