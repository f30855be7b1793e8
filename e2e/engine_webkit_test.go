//go:build e2e

package e2e

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// webkitDriver drives WebKitGTK's MiniBrowser through WebKitWebDriver
// (W3C WebDriver classic, plain HTTP and JSON), on an X display: the
// test's own Xvfb where DISPLAY is not set. A driver process holds one
// session, so each browser has a driver of its own.
type webkitDriver struct {
	cmd  *exec.Cmd
	base string // the session's address
	name string
	ver  string
}

// xvfb is the test process's Xvfb, started by the first WebKit browser
// where no display is set, and ended by TestEngines.
var xvfb struct {
	once    sync.Once
	cmd     *exec.Cmd
	display string
	err     error
}

// stopXvfb ends the test's Xvfb, if it started one.
func stopXvfb() {
	if xvfb.cmd != nil && xvfb.cmd.Process != nil {
		xvfb.cmd.Process.Kill()
		xvfb.cmd.Wait()
	}
}

// display returns the X display to use.
func display() (string, error) {
	if d := os.Getenv("DISPLAY"); d != "" {
		return d, nil
	}
	xvfb.once.Do(func() {
		r, w, err := os.Pipe()
		if err != nil {
			xvfb.err = err
			return
		}
		cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp")
		cmd.ExtraFiles = []*os.File{w}
		cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // and with the test
		if err := cmd.Start(); err != nil {
			xvfb.err = fmt.Errorf("starting Xvfb: %v (make e2e-engines installs it)", err)
			return
		}
		w.Close()
		xvfb.cmd = cmd
		line := make(chan string, 1)
		go func() {
			s, _ := bufio.NewReader(r).ReadString('\n')
			line <- strings.TrimSpace(s)
		}()
		select {
		case n := <-line:
			if n == "" {
				xvfb.err = fmt.Errorf("Xvfb gave no display")
				return
			}
			xvfb.display = ":" + n
		case <-time.After(30 * time.Second):
			xvfb.err = fmt.Errorf("Xvfb gave no display in 30 s")
		}
	})
	return xvfb.display, xvfb.err
}

// miniBrowser is WebKitGTK's MiniBrowser, shipped by libwebkit2gtk.
func miniBrowser() (string, error) {
	found, _ := filepath.Glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser")
	if len(found) == 0 {
		return "", fmt.Errorf("no MiniBrowser in /usr/lib/*/webkit2gtk-4.*: run make e2e-engines, which installs webkit2gtk-driver")
	}
	return found[len(found)-1], nil
}

func newWebKitDriver(t *testing.T) driver {
	t.Helper()
	bin, err := exec.LookPath("WebKitWebDriver")
	if err != nil {
		t.Fatal("WebKitWebDriver not found: run make e2e-engines, which installs webkit2gtk-driver")
	}
	mini, err := miniBrowser()
	if err != nil {
		t.Fatal(err)
	}
	disp, err := display()
	if err != nil {
		t.Fatal(err)
	}
	port := freePort(t)
	d := &webkitDriver{cmd: exec.Command(bin, fmt.Sprintf("--port=%d", port))}
	d.cmd.Env = append(os.Environ(), "DISPLAY="+disp)
	d.cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL} // and with the test
	if err := d.cmd.Start(); err != nil {
		t.Fatalf("starting WebKitWebDriver: %v", err)
	}
	if err := waitListening(port, 30*time.Second); err != nil {
		d.close()
		t.Fatalf("WebKitWebDriver does not listen: %v", err)
	}
	var session struct {
		SessionID    string `json:"sessionId"`
		Capabilities struct {
			BrowserName    string `json:"browserName"`
			BrowserVersion string `json:"browserVersion"`
		} `json:"capabilities"`
	}
	d.base = fmt.Sprintf("http://127.0.0.1:%d/session", port)
	caps := map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"webkitgtk:browserOptions": map[string]any{"binary": mini, "args": []string{"--automation"}},
	}}}
	if err := d.call("POST", "", caps, &session); err != nil {
		d.close()
		t.Fatalf("webkit: new session: %v", err)
	}
	d.base += "/" + session.SessionID
	d.name, d.ver = session.Capabilities.BrowserName, session.Capabilities.BrowserVersion
	if err := d.call("POST", "/timeouts", map[string]int{"script": 90000, "pageLoad": 90000}, nil); err != nil {
		d.close()
		t.Fatalf("webkit: timeouts: %v", err)
	}
	if err := d.call("POST", "/window/rect", map[string]int{"width": int(desktop[0]), "height": int(desktop[1])}, nil); err != nil {
		t.Logf("webkit: window size: %v", err)
	}
	return d
}

// call sends a command to the session and reads its value into out.
func (d *webkitDriver) call(method, path string, body, out any) error {
	var r *bytes.Reader
	if body == nil {
		body = map[string]any{}
	}
	b, err := json.Marshal(body)
	if err != nil {
		return err
	}
	r = bytes.NewReader(b)
	if method == "DELETE" || method == "GET" {
		r = bytes.NewReader(nil)
	}
	req, err := http.NewRequest(method, d.base+path, r)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	client := http.Client{Timeout: 120 * time.Second}
	res, err := client.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()
	var v struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.NewDecoder(res.Body).Decode(&v); err != nil {
		return fmt.Errorf("%s %s: %d, %v", method, path, res.StatusCode, err)
	}
	if res.StatusCode != http.StatusOK {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		json.Unmarshal(v.Value, &e)
		return fmt.Errorf("%s %s: %s: %s", method, path, e.Error, e.Message)
	}
	if out != nil {
		return json.Unmarshal(v.Value, out)
	}
	return nil
}

func (d *webkitDriver) navigate(url string) error {
	return d.call("POST", "/url", map[string]string{"url": url}, nil)
}

func (d *webkitDriver) reload() error { return d.call("POST", "/refresh", nil, nil) }

func (d *webkitDriver) eval(expr string) (json.RawMessage, error) {
	var s string
	script := `const done = arguments[arguments.length - 1]; ` + jsValue(expr) + `.then(done);`
	if err := d.call("POST", "/execute/async", map[string]any{"script": script, "args": []any{}}, &s); err != nil {
		return nil, err
	}
	return jsResult(s)
}

// clickAt clicks with the Actions API: WebKitWebDriver's element click
// fails on SVG elements.
func (d *webkitDriver) clickAt(x, y float64) error {
	return d.call("POST", "/actions", map[string]any{"actions": []any{map[string]any{
		"type": "pointer", "id": "mouse", "parameters": map[string]string{"pointerType": "mouse"},
		"actions": []any{
			map[string]any{"type": "pointerMove", "x": int(math.Round(x)), "y": int(math.Round(y)), "origin": "viewport", "duration": 0},
			map[string]any{"type": "pointerDown", "button": 0},
			map[string]any{"type": "pointerUp", "button": 0},
		},
	}}}, nil)
}

func (d *webkitDriver) version() string {
	return fmt.Sprintf("WebKitGTK %s (%s, MiniBrowser) through WebKitWebDriver, WebDriver classic", d.ver, d.name)
}

func (d *webkitDriver) screenshot() ([]byte, error) {
	var s string
	if err := d.call("GET", "/screenshot", nil, &s); err != nil {
		return nil, err
	}
	return base64.StdEncoding.DecodeString(s)
}

// logs: WebKitWebDriver has no log API; the page's hook reports.
func (d *webkitDriver) logs() []string { return nil }

func (d *webkitDriver) close() {
	if strings.Contains(d.base, "/session/") {
		// A browser whose page hangs may never answer: the driver is
		// killed after 5 s.
		within(5*time.Second, func() { d.call("DELETE", "", nil, nil) })
	}
	if d.cmd.Process != nil {
		d.cmd.Process.Kill()
		d.cmd.Wait()
	}
}
