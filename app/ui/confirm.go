package ui

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// confirmButton asks once more before acting (resigning cannot be undone
// by accident).
type confirmButton struct {
	app.Compo

	IID, ILabel, IQuestion string
	IDisabled              bool
	IOnConfirm             func(app.Context)

	asking bool
}

func newConfirmButton(id, label, question string) *confirmButton {
	return &confirmButton{IID: id, ILabel: label, IQuestion: question}
}

// Disabled greys the button out.
func (c *confirmButton) Disabled(v bool) *confirmButton { c.IDisabled = v; return c }

// OnConfirm sets the action taken once confirmed.
func (c *confirmButton) OnConfirm(f func(app.Context)) *confirmButton { c.IOnConfirm = f; return c }

// Render keeps the button where it is and shows the question in a small
// box over what lies below, so that asking moves nothing on the page.
func (c *confirmButton) Render() app.UI {
	asking := c.asking && !c.IDisabled
	return app.Span().Class("confirm").Body(
		button(c.IID, c.ILabel, c.IDisabled, func(ctx app.Context) { c.asking = !c.asking }).
			Attr("aria-expanded", asking),
		app.If(asking, func() app.UI {
			return app.Span().Class("confirm-ask").Role("group").Attr("aria-label", c.IQuestion).Body(
				app.Span().Text(c.IQuestion),
				button(c.IID+"-yes", "Yes", false, func(ctx app.Context) {
					c.asking = false
					c.IOnConfirm(ctx)
				}),
				button(c.IID+"-no", "No", false, func(ctx app.Context) { c.asking = false }),
			)
		}),
	)
}
