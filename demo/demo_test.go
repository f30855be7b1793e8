// Package demo holds a page of another site that embeds two Diamond
// boards (index.html); this test keeps its snippets what the app's Embed
// dialog writes.
package demo

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"diamond/app/embed"
)

func TestSnippetsAreTheEmbedDialogs(t *testing.T) {
	page, err := os.ReadFile("index.html")
	if err != nil {
		t.Fatal(err)
	}
	iframes := regexp.MustCompile(`<iframe [^>]*></iframe>`).FindAllString(string(page), -1)
	if len(iframes) != 2 {
		t.Fatalf("%d iframes, want 2", len(iframes))
	}
	var options []embed.Options
	for _, tag := range iframes {
		m := regexp.MustCompile(`src="http://localhost:8080/embed#([^"]*)" width="(\d+)"`).FindStringSubmatch(tag)
		if m == nil {
			t.Fatalf("%s: not an embed of the app at http://localhost:8080", tag)
		}
		e, err := embed.Parse(strings.ReplaceAll(m[1], "&amp;", "&"))
		if err != nil {
			t.Fatalf("%s: %v", tag, err)
		}
		width, _ := strconv.Atoi(m[2])
		if want := embed.Snippet("http://localhost:8080", e, width); tag != want {
			t.Errorf("snippet\n%s\nthe Embed dialog writes\n%s", tag, want)
		}
		options = append(options, e.Options)
	}
	if options[0] == options[1] {
		t.Error("both boards have the same options")
	}
}
