//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// chromiumDriver drives the suite's headless Chromium (newBrowser)
// through chromedp, for the cross-engine scenarios.
type chromiumDriver struct {
	b       *browser
	product string
	mu      sync.Mutex
	errs    []string
}

func newChromiumDriver(t *testing.T) driver {
	t.Helper()
	d := &chromiumDriver{b: newBrowser(t, desktop)}
	chromedp.ListenTarget(d.b.ctx, func(ev any) {
		var msg string
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			msg = "uncaught: " + ev.ExceptionDetails.Text
			if ev.ExceptionDetails.Exception != nil {
				msg += " " + ev.ExceptionDetails.Exception.Description
			}
		case *runtime.EventConsoleAPICalled:
			if ev.Type != runtime.APITypeError {
				return
			}
			var args []string
			for _, a := range ev.Args {
				if a.Value != nil {
					args = append(args, string(a.Value))
				} else {
					args = append(args, a.Description)
				}
			}
			msg = "console error: " + strings.Join(args, " ")
		default:
			return
		}
		d.mu.Lock()
		d.errs = append(d.errs, msg)
		d.mu.Unlock()
	})
	ctx, cancel := context.WithTimeout(d.b.ctx, 10*time.Second)
	defer cancel()
	if err := chromedp.Run(ctx, chromedp.ActionFunc(func(ctx context.Context) error {
		_, product, _, _, _, err := cdpbrowser.GetVersion().Do(ctx)
		d.product = product
		return err
	})); err != nil {
		t.Fatalf("chromium: %v", err)
	}
	return d
}

func (d *chromiumDriver) run(timeout time.Duration, actions ...chromedp.Action) error {
	ctx, cancel := context.WithTimeout(d.b.ctx, timeout)
	defer cancel()
	return chromedp.Run(ctx, actions...)
}

func (d *chromiumDriver) navigate(url string) error {
	return d.run(time.Minute, chromedp.Navigate(url))
}

func (d *chromiumDriver) reload() error { return d.run(time.Minute, chromedp.Reload()) }

func (d *chromiumDriver) eval(expr string) (json.RawMessage, error) {
	var s string
	err := d.run(time.Minute, chromedp.Evaluate(jsValue(expr), &s, func(p *runtime.EvaluateParams) *runtime.EvaluateParams {
		return p.WithAwaitPromise(true)
	}))
	if err != nil {
		return nil, err
	}
	return jsResult(s)
}

func (d *chromiumDriver) clickAt(x, y float64) error {
	return d.run(10*time.Second, chromedp.MouseClickXY(x, y))
}

func (d *chromiumDriver) screenshot() ([]byte, error) {
	var png []byte
	err := d.run(20*time.Second, chromedp.CaptureScreenshot(&png))
	return png, err
}

func (d *chromiumDriver) version() string {
	return fmt.Sprintf("Chromium (%s) through chromedp, CDP", d.product)
}

func (d *chromiumDriver) logs() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	e := d.errs
	d.errs = nil
	return e
}

func (d *chromiumDriver) close() {} // newBrowser's cleanup ends it
