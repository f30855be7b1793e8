//go:build e2e

package e2e

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/gobwas/ws"
	"github.com/gobwas/ws/wsutil"
)

// firefoxDriver drives a headless Firefox ESR through WebDriver BiDi, the
// protocol its remote agent speaks by itself (--remote-debugging-port):
// neither geckodriver (which Debian and npm do not ship as a binary that
// installs here) nor Node is needed.
type firefoxDriver struct {
	t       *testing.T
	cmd     *exec.Cmd
	profile string
	conn    net.Conn
	wmu     sync.Mutex // one writer at a time
	mu      sync.Mutex // what follows
	next    int
	waiting map[int]chan bidiMessage
	errs    []string
	dead    error
	context string // the one browsing context (tab) driven
	name    string
}

// bidiMessage is a command's answer or an event.
type bidiMessage struct {
	Type    string          `json:"type"`
	ID      *int            `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
	Result  json.RawMessage `json:"result"`
	Error   string          `json:"error"`
	Message string          `json:"message"`
}

var bidiListening = regexp.MustCompile(`WebDriver BiDi listening on (ws://\S+)`)

func newFirefoxDriver(t *testing.T) driver {
	t.Helper()
	bin, err := exec.LookPath("firefox-esr")
	if err != nil {
		if bin, err = exec.LookPath("firefox"); err != nil {
			t.Fatal("firefox-esr not found: run make e2e-engines, which installs it")
		}
	}
	profile, err := os.MkdirTemp("", "diamond-firefox-")
	if err != nil {
		t.Fatal(err)
	}
	prefs := `user_pref("browser.shell.checkDefaultBrowser", false);
user_pref("datareporting.policy.dataSubmissionEnabled", false);
user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);
user_pref("browser.startup.homepage_override.mstone", "ignore");
user_pref("browser.aboutwelcome.enabled", false);
user_pref("app.update.disabledForTesting", true);
user_pref("remote.prefs.recommended", true);
`
	if err := os.WriteFile(filepath.Join(profile, "user.js"), []byte(prefs), 0o644); err != nil {
		t.Fatal(err)
	}
	d := &firefoxDriver{t: t, profile: profile, waiting: map[int]chan bidiMessage{}}
	d.cmd = exec.Command(bin, "--headless", "--no-remote", "--profile", profile,
		"--remote-debugging-port", fmt.Sprint(freePort(t)), "--window-size=1280,800", "about:blank")
	d.cmd.Env = append(os.Environ(), "MOZ_CRASHREPORTER_DISABLE=1")
	d.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // and with the test
	stderr, err := d.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := d.cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", bin, err)
	}
	found := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		sent := false
		for sc.Scan() {
			if m := bidiListening.FindStringSubmatch(sc.Text()); m != nil && !sent {
				found <- m[1]
				sent = true
			}
		}
	}()
	var url string
	select {
	case url = <-found:
	case <-time.After(60 * time.Second):
		d.close()
		t.Fatal("firefox: its WebDriver BiDi server did not start in 60 s")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if d.conn, _, _, err = ws.Dial(ctx, url+"/session"); err != nil {
		d.close()
		t.Fatalf("firefox: connecting to %s: %v", url, err)
	}
	go d.read()
	var session struct {
		Capabilities struct {
			BrowserName    string `json:"browserName"`
			BrowserVersion string `json:"browserVersion"`
		} `json:"capabilities"`
	}
	if err := d.call("session.new", map[string]any{"capabilities": map[string]any{}}, &session); err != nil {
		d.close()
		t.Fatalf("firefox: session.new: %v", err)
	}
	d.name = session.Capabilities.BrowserName + " " + session.Capabilities.BrowserVersion
	if err := d.call("session.subscribe", map[string]any{"events": []string{"log.entryAdded"}}, nil); err != nil {
		d.close()
		t.Fatalf("firefox: session.subscribe: %v", err)
	}
	var tree struct {
		Contexts []struct {
			Context string `json:"context"`
		} `json:"contexts"`
	}
	if err := d.call("browsingContext.getTree", map[string]any{}, &tree); err != nil || len(tree.Contexts) == 0 {
		d.close()
		t.Fatalf("firefox: no browsing context (%v)", err)
	}
	d.context = tree.Contexts[0].Context
	if err := d.call("browsingContext.setViewport", map[string]any{"context": d.context, "viewport": map[string]int{"width": int(desktop[0]), "height": int(desktop[1])}}, nil); err != nil {
		d.close()
		t.Fatalf("firefox: setViewport: %v", err)
	}
	return d
}

// read dispatches the server's messages: answers to their callers,
// errors logged to errs.
func (d *firefoxDriver) read() {
	for {
		b, err := wsutil.ReadServerText(d.conn)
		if err != nil {
			d.mu.Lock()
			d.dead = err
			for id, c := range d.waiting {
				close(c)
				delete(d.waiting, id)
			}
			d.mu.Unlock()
			return
		}
		var m bidiMessage
		if json.Unmarshal(b, &m) != nil {
			continue
		}
		if m.Type == "event" {
			if m.Method == "log.entryAdded" {
				var e struct {
					Type  string `json:"type"`
					Level string `json:"level"`
					Text  string `json:"text"`
				}
				if json.Unmarshal(m.Params, &e) == nil && e.Level == "error" {
					d.mu.Lock()
					d.errs = append(d.errs, e.Type+": "+e.Text)
					d.mu.Unlock()
				}
			}
			continue
		}
		if m.ID == nil {
			continue
		}
		d.mu.Lock()
		c := d.waiting[*m.ID]
		delete(d.waiting, *m.ID)
		d.mu.Unlock()
		if c != nil {
			c <- m
		}
	}
}

// call sends a command and reads its result into out.
func (d *firefoxDriver) call(method string, params any, out any) error {
	d.mu.Lock()
	if d.dead != nil {
		d.mu.Unlock()
		return fmt.Errorf("connection lost: %v", d.dead)
	}
	d.next++
	id := d.next
	c := make(chan bidiMessage, 1)
	d.waiting[id] = c
	d.mu.Unlock()
	b, err := json.Marshal(map[string]any{"id": id, "method": method, "params": params})
	if err != nil {
		return err
	}
	d.wmu.Lock()
	err = wsutil.WriteClientText(d.conn, b)
	d.wmu.Unlock()
	if err != nil {
		return err
	}
	select {
	case m, ok := <-c:
		if !ok {
			return fmt.Errorf("%s: connection lost", method)
		}
		if m.Type == "error" {
			return fmt.Errorf("%s: %s: %s", method, m.Error, m.Message)
		}
		if out != nil {
			return json.Unmarshal(m.Result, out)
		}
		return nil
	case <-time.After(90 * time.Second):
		d.mu.Lock()
		delete(d.waiting, id)
		d.mu.Unlock()
		return fmt.Errorf("%s: no answer in 90 s", method)
	}
}

func (d *firefoxDriver) navigate(url string) error {
	return d.call("browsingContext.navigate", map[string]any{"context": d.context, "url": url, "wait": "complete"}, nil)
}

func (d *firefoxDriver) reload() error {
	return d.call("browsingContext.reload", map[string]any{"context": d.context, "wait": "complete"}, nil)
}

func (d *firefoxDriver) eval(expr string) (json.RawMessage, error) {
	var r struct {
		Type   string `json:"type"`
		Result struct {
			Type  string `json:"type"`
			Value string `json:"value"`
		} `json:"result"`
		ExceptionDetails struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	err := d.call("script.evaluate", map[string]any{"expression": jsValue(expr), "target": map[string]string{"context": d.context}, "awaitPromise": true}, &r)
	if err != nil {
		return nil, err
	}
	if r.Type == "exception" {
		return nil, fmt.Errorf("script exception: %s", r.ExceptionDetails.Text)
	}
	return jsResult(r.Result.Value)
}

func (d *firefoxDriver) clickAt(x, y float64) error {
	return d.call("input.performActions", map[string]any{"context": d.context, "actions": []any{map[string]any{
		"type": "pointer", "id": "mouse", "parameters": map[string]string{"pointerType": "mouse"},
		"actions": []any{
			map[string]any{"type": "pointerMove", "x": int(math.Round(x)), "y": int(math.Round(y)), "origin": "viewport"},
			map[string]any{"type": "pointerDown", "button": 0},
			map[string]any{"type": "pointerUp", "button": 0},
		},
	}}}, nil)
}

func (d *firefoxDriver) screenshot() ([]byte, error) {
	var r struct {
		Data string `json:"data"`
	}
	if err := d.call("browsingContext.captureScreenshot", map[string]any{"context": d.context}, &r); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(r.Data)
}

func (d *firefoxDriver) version() string { return d.name + " through WebDriver BiDi" }

func (d *firefoxDriver) logs() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	e := d.errs
	d.errs = nil
	return e
}

func (d *firefoxDriver) close() {
	if d.conn != nil {
		within(5*time.Second, func() { d.call("browser.close", map[string]any{}, nil) })
		d.conn.Close()
	}
	if d.cmd != nil && d.cmd.Process != nil {
		exited := make(chan struct{})
		go func() { d.cmd.Wait(); close(exited) }()
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			d.cmd.Process.Kill()
			<-exited
		}
	}
	os.RemoveAll(d.profile)
}
