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
	p.linkNotices = []notice{news}
	p.dismiss(ctx, 0, news)
	p.dismiss(ctx, 0, news) // the same ×, twice
	if len(p.linkNotices) != 0 {
		t.Errorf("after closing the one notice twice: %v", p.linkNotices)
	}

	// A link's news and a problem, closed in turn from the same drawing.
	p.linkNotices, p.notices = []notice{news}, []string{full}
	p.dismiss(ctx, 0, news)
	p.dismiss(ctx, 1, notice{Text: full}) // drawn at 1: now at 0
	if len(p.linkNotices) != 0 || len(p.notices) != 0 {
		t.Errorf("after closing both: link notices %v, problems %v", p.linkNotices, p.notices)
	}

	// A stale index never closes another notice.
	other := "Another problem."
	p.linkNotices, p.notices = nil, []string{full, other}
	p.dismiss(ctx, 0, notice{Text: full})
	p.dismiss(ctx, 0, notice{Text: full})
	if !slices.Equal(p.notices, []string{other}) {
		t.Errorf("closing the first problem twice left %v, want %v", p.notices, []string{other})
	}
}
