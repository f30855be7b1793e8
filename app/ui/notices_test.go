package ui

import (
	"slices"
	"testing"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// TestNoticesClosedTwiceBeforeARender closes notices by the index they
// were drawn at, twice before the page draws again, as a script, assistive
// technology or a stalled frame can: each close takes away its own notice
// or nothing (the app ended with a slice out of range).
func TestNoticesClosedTwiceBeforeARender(t *testing.T) {
	news := notice{Text: "Ann played e4.", News: true}
	full := "Could not save: the browser's storage is full."

	var ctx app.Context
	p := newPage()
	p.notes.link = []notice{news}
	p.notes.dismiss(ctx, 0, news)
	p.notes.dismiss(ctx, 0, news) // the same ×, twice
	if len(p.notes.link) != 0 {
		t.Errorf("after closing the one notice twice: %v", p.notes.link)
	}

	// A link's news and a problem, closed in turn from the same drawing.
	p.notes.link, p.notes.problems = []notice{news}, []string{full}
	p.notes.dismiss(ctx, 0, news)
	p.notes.dismiss(ctx, 1, notice{Text: full}) // drawn at 1: now at 0
	if len(p.notes.link) != 0 || len(p.notes.problems) != 0 {
		t.Errorf("after closing both: link notices %v, problems %v", p.notes.link, p.notes.problems)
	}

	// A stale index never closes another notice.
	other := "Another problem."
	p.notes.link, p.notes.problems = nil, []string{full, other}
	p.notes.dismiss(ctx, 0, notice{Text: full})
	p.notes.dismiss(ctx, 0, notice{Text: full})
	if !slices.Equal(p.notes.problems, []string{other}) {
		t.Errorf("closing the first problem twice left %v, want %v", p.notes.problems, []string{other})
	}
}
