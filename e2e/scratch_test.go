//go:build e2e

package e2e

import (
	"context"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

func TestScratch(t *testing.T) {
	srv := serve(t)
	b := newBrowser(t, desktop)
	b.run(chromedp.ActionFunc(func(ctx context.Context) error {
		_, err := page.AddScriptToEvaluateOnNewDocument(`window.__long = []; new PerformanceObserver(list => { for (const e of list.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({type: 'longtask'});`).Do(ctx)
		return err
	}))
	b.open(srv.URL)
	for _, u := range []string{"/puzzles#game=diamondback", "/puzzles#game=diamond", "/"} {
		b.run(chromedp.Navigate(srv.URL + u))
		b.waitFor(`!!document.querySelector('#board svg') && !!document.querySelector('.app[data-live="true"], #board-area[data-puzzle]')`, 30*time.Second)
		var live float64
		b.eval(`performance.now()`, &live)
		time.Sleep(5 * time.Second)
		var long [][]float64
		b.eval(`window.__long`, &long)
		t.Logf("%s live at %.0f ms; long tasks [start, duration]: %v", u, live, long)
	}
}
