// Package markup escapes text for HTML and XML (SVG) as html.EscapeString
// does, without package html: its initialisation keeps the table of HTML's
// named characters, which only unescaping reads, in the app's wasm (18 KB
// with brotli; docs/perf/size.md).
package markup

import "strings"

var escaper = strings.NewReplacer(`&`, "&amp;", `'`, "&#39;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;")

// Escape escapes s's <, >, &, ' and " so that it can stand as text or as
// an attribute's quoted value.
func Escape(s string) string {
	return escaper.Replace(s)
}
