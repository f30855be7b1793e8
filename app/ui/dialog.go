package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// modal is every dialog of the app: the browser's <dialog>, opened with
// showModal, which moves focus in, keeps Tab inside and makes the page
// behind inert. Escape, a click outside and the dialog's own buttons
// call onClose; once closed, focus goes back to what opened it.
func modal(id, label string, onClose func(app.Context), body ...app.UI) app.UI {
	return &dialogBox{IID: id, ILabel: label, IOnClose: onClose, IBody: body}
}

type dialogBox struct {
	app.Compo

	IID, ILabel string
	IOnClose    func(app.Context)
	IBody       []app.UI

	opener app.Value // the element focused when the dialog opened
}

func (d *dialogBox) OnMount(ctx app.Context) {
	d.opener = app.Window().Get("document").Get("activeElement")
	// showModal needs the element in the document: after this render.
	ctx.Defer(func(app.Context) {
		if el := d.JSValue(); el.Truthy() && !el.Get("open").Bool() {
			el.Call("showModal")
		}
	})
}

func (d *dialogBox) OnDismount() {
	if el := d.JSValue(); el != nil && el.Truthy() && el.Get("open").Bool() {
		el.Call("close") // the page stops being inert, so focus can go back
	}
	if d.opener != nil && d.opener.Truthy() && d.opener.Get("isConnected").Bool() {
		d.opener.Call("focus")
	}
}

func (d *dialogBox) Render() app.UI {
	return app.Dialog().Class("dialog").ID(d.IID).Attr("aria-label", d.ILabel).
		On("cancel", d.onCancel).
		On("close", d.onClosed).
		OnClick(d.onClick).
		OnKeyDown(d.onKey).
		Body(app.Div().Class("dialog-body").Body(d.IBody...))
}

// onCancel is Escape: the page removes the dialog rather than the
// browser hiding it.
func (d *dialogBox) onCancel(ctx app.Context, e app.Event) {
	e.PreventDefault()
	d.IOnClose(ctx)
}

// onClosed follows a close the browser did not let onCancel prevent.
func (d *dialogBox) onClosed(ctx app.Context, e app.Event) {
	if d.Mounted() {
		d.IOnClose(ctx)
	}
}

// onClick closes on a click on the backdrop, whose target is the
// <dialog> itself (its content fills it, padding included).
func (d *dialogBox) onClick(ctx app.Context, e app.Event) {
	if e.Get("target").Equal(e.Get("currentTarget")) {
		d.IOnClose(ctx)
	}
}

// focusable finds what Tab may reach.
const focusable = "a[href], button:not([disabled]), input:not([disabled]), select:not([disabled])," +
	" textarea:not([disabled]), iframe, [tabindex]:not([tabindex='-1'])"

// onKey keeps Tab inside: from the last element to the first, and
// Shift+Tab back; the browser alone would leave for its own controls.
func (d *dialogBox) onKey(ctx app.Context, e app.Event) {
	if e.Get("key").String() != "Tab" {
		return
	}
	var els []app.Value
	all := d.JSValue().Call("querySelectorAll", focusable)
	for i := 0; i < all.Length(); i++ {
		if el := all.Index(i); el.Call("checkVisibility").Bool() {
			els = append(els, el)
		}
	}
	if len(els) == 0 {
		e.PreventDefault()
		return
	}
	first, last := els[0], els[len(els)-1]
	if e.Get("shiftKey").Bool() {
		first, last = last, first
	}
	if active := app.Window().Get("document").Get("activeElement"); active.Equal(last) || active.Equal(d.JSValue()) && e.Get("shiftKey").Bool() {
		e.PreventDefault()
		first.Call("focus")
	}
}
