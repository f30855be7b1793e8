package ui

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The browser's side of exporting: the clipboard, downloads, and an SVG
// drawn into a PNG on a canvas. Nothing here knows about games.

// copyText puts text on the clipboard and calls done with ctx once it is
// there, or failed (if not nil) when the browser refuses (no permission,
// or no longer within the user's gesture: Safari after a share sheet).
// Without a clipboard neither is called: callers say where else to copy
// from.
func copyText(ctx app.Context, text string, done, failed func(app.Context)) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		return
	}
	settle(clip.Call("writeText", text), func(app.Value) { ctx.Dispatch(done) }, func(app.Value) {
		if failed != nil {
			ctx.Dispatch(failed)
		}
	})
}

// downloadText offers text as a file named name.
func downloadText(name, mime, text string) {
	saveBlob(name, newBlob(text, mime))
}

func newBlob(text, mime string) app.Value {
	return app.Window().Get("Blob").New([]any{text}, map[string]any{"type": mime})
}

// saveBlob offers a Blob as a file named name, through a link with a
// download attribute (go-app leaves such links to the browser).
func saveBlob(name string, blob app.Value) {
	url := app.Window().Get("URL").Call("createObjectURL", blob)
	a := app.Window().Get("document").Call("createElement", "a")
	a.Set("href", url)
	a.Set("download", name)
	a.Call("click")
	// The download has its own copy once it started; the URL can go.
	var revoke app.Func
	revoke = app.FuncOf(func(app.Value, []app.Value) any {
		app.Window().Get("URL").Call("revokeObjectURL", url)
		revoke.Release()
		return nil
	})
	app.Window().Call("setTimeout", revoke, 10000)
}

// downloadPNG draws an SVG document on a canvas of width by height pixels
// and offers it as a PNG file named name. failed is called with ctx if
// the browser cannot draw it.
func downloadPNG(ctx app.Context, name, svg string, width, height int, failed func(app.Context)) {
	url := app.Window().Get("URL").Call("createObjectURL", newBlob(svg, "image/svg+xml"))
	img := app.Window().Get("Image").New()
	var onLoad, onError, onBlob app.Func
	release := func() {
		app.Window().Get("URL").Call("revokeObjectURL", url)
		onLoad.Release()
		onError.Release()
	}
	onBlob = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 && args[0].Truthy() {
			saveBlob(name, args[0])
		} else {
			ctx.Dispatch(failed)
		}
		onBlob.Release()
		return nil
	})
	onLoad = app.FuncOf(func(app.Value, []app.Value) any {
		canvas := app.Window().Get("document").Call("createElement", "canvas")
		canvas.Set("width", width)
		canvas.Set("height", height)
		canvas.Call("getContext", "2d").Call("drawImage", img, 0, 0, width, height)
		canvas.Call("toBlob", onBlob, "image/png")
		release()
		return nil
	})
	onError = app.FuncOf(func(app.Value, []app.Value) any {
		release()
		onBlob.Release()
		ctx.Dispatch(failed)
		return nil
	})
	img.Set("onload", onLoad)
	img.Set("onerror", onError)
	img.Set("src", url)
}
