package ui

import (
	"strconv"
	"time"

	"diamond/app/desk"
	"diamond/app/friend"
	"diamond/app/session"
	"diamond/app/share"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// A game with a friend by link (app/friend, app/desk): the page opens
// friend links, says what each one is, offers to send each finished turn,
// and turns the board to the player's side.

// openFriendLink opens a friend link, and reports whether fragment was
// one: the desk applies it, or says why not, and the board shows the game.
func (p *page) openFriendLink(ctx app.Context, fragment string) bool {
	r := p.d.OpenFriendLink(fragment)
	if r.Kind == friend.NotFriend {
		return false
	}
	p.clearFragment(ctx)
	// A link refused, or damaged, is a problem; anything else is news.
	p.notes.link = append(p.notes.link, notice{Text: r.Text, News: r.Kind != friend.Damaged && r.Kind != friend.Changed})
	p.takeNotices()
	if r.Kind != friend.Damaged {
		p.editor, p.dialog.open, p.welcome = nil, dialogNone, false
		p.changed(ctx, false)
		p.stepTurn(p.s())
	}
	return true
}

// sendState is what the send step shows once used: the message to send,
// what became of it, and the game it carries, marked sent once it leaves
// (shared, copied, or chosen to copy by hand).
type sendState struct {
	message string
	note    string
	game    friend.Game
}

// friendPrompts tells whether the send step's box shows in game g with a
// friend: the friend's draw offer on the player's turn, and the send step
// once the turn is played (or the game over: it shows the usual result
// once the friend has the end); else the usual prompt applies (the
// player's turn: the pie rule, a pass).
func friendPrompts(s *session.Session, st session.Status, g friend.Game) bool {
	return st.Over || !s.HumanToMove() || g.Offer == friend.OfferedByFriend && st.Live
}

// sendStep is what waits for the player in a game with a friend
// (friendPrompts): the friend's draw offer, or the send step, which keeps
// the message made and what became of it until the game or its offer
// changes.
type sendStep struct {
	app.Compo

	IDesk       *desk.Desk
	IStatus     session.Status
	ICanRematch bool
	IOnRematch  func(app.Context)
	IOnChange   func(app.Context)            // the game changed (a draw accepted)
	IOnProblem  func(what string, err error) // says err, if one, and what the store has to say
	IUsual      func() app.UI                // the prompt of any game: the result, once the friend has it

	sent sendState
	key  string // the game and its offer the message was made for
}

func (b *sendStep) Render() app.UI {
	d, st := b.IDesk, b.IStatus
	s := d.Session()
	g, _ := d.Friend()
	if key := g.ID + "/" + s.Match().Compact() + "/" + string(g.Offer); key != b.key {
		b.sent, b.key = sendState{}, key // another turn, or an offer made
	}
	if !st.Over && s.HumanToMove() {
		return app.Div().Class("prompt").ID("draw-offer").Body(
			app.Span().Text(s.Player(s.HumanColor().Other())+" offers a draw. Accept it, or play your move to decline."),
			app.Div().Class("row").Body(button("accept-draw", "Accept the draw", false, func(ctx app.Context) {
				b.IOnProblem("The draw could not be accepted", b.IDesk.AcceptDraw())
				b.IOnChange(ctx)
			})),
		)
	}
	if st.Over && g.Sent() && b.sent.message == "" {
		return b.IUsual() // the friend has the end (they made it, or it was sent)
	}
	text, label := g.Sending(s.Match())
	if st.Over {
		text = st.Result + " " + text
	}
	box := []app.UI{
		app.P().Text(text),
		app.Div().Class("row").Body(
			button("send-move", label, false, b.send).Class("primary").Attr("aria-describedby", "send-note"),
			app.If(!st.Over && g.Offer != friend.OfferedByMe && s.Match().Len() > 0, func() app.UI {
				return button("offer-draw-friend", "Offer a draw with it", false, func(ctx app.Context) {
					b.IOnProblem("The draw could not be offered", b.IDesk.OfferDraw())
				})
			}),
			app.If(st.Over, func() app.UI { return rematchButton(b.ICanRematch, s.Options().Mode, false, b.IOnRematch) }),
		),
		app.If(g.Offer == friend.OfferedByMe, func() app.UI {
			return app.Small().Text("Your draw offer goes with it.")
		}),
		app.P().Class("send-note").ID("send-note").Attr("aria-live", "polite").Text(b.sent.note),
	}
	if b.sent.message != "" {
		box = append(box, app.Textarea().ID("send-message").Class("send-message").ReadOnly(true).Rows(3).
			Attr("aria-label", "The message to send").Text(b.sent.message).
			OnFocus(func(ctx app.Context, e app.Event) {
				ctx.JSSrc().Call("select")
				b.left(ctx) // chosen to copy by hand
			}))
	}
	class := "prompt send"
	if st.Over {
		class += " result"
	}
	return app.Div().Class(class).ID("send").Body(box...)
}

// send sends the game to the friend: by the system's share sheet where
// the browser has one (phones), else by the clipboard; the message shows
// either way, to copy by hand.
func (b *sendStep) send(ctx app.Context) {
	g, _, err := b.IDesk.SendLink()
	b.IOnProblem("", nil) // what the store has to say
	if err != nil {
		b.sent = sendState{note: "The link could not be made: " + err.Error() + "."}
		return
	}
	u := *ctx.Page().URL()
	u.Fragment = ""
	msg, err := friend.Message(g, u.String())
	if err != nil {
		b.sent = sendState{note: "The link could not be made: " + err.Error() + "."}
		return
	}
	name := b.IDesk.Session().Opponent()
	b.sent = sendState{message: msg, note: "Copy the message below and send it to " + name + " in any messenger.", game: g}
	copyIt := func() {
		copyText(ctx, msg, func(ctx app.Context) {
			b.sent.note = "Copied: paste it to " + name + " in any messenger."
			b.left(ctx)
		}, func(app.Context) {
			b.sent.note = "Not copied: this browser refused. Select the message below, copy it and send it to " + name + "."
		})
	}
	if nav := app.Window().Get("navigator"); nav.Get("share").Truthy() {
		sent := func(app.Value) {
			ctx.Dispatch(func(ctx app.Context) {
				b.sent.note = "Sent."
				b.left(ctx)
			})
		}
		failed := func(why app.Value) {
			if why.Truthy() && why.Get("name").String() == "AbortError" {
				// Closed without sending: the move is still the player's.
				ctx.Dispatch(func(app.Context) { b.sent.note = "Not sent. Send it when you are ready, or copy the message below." })
				return
			}
			copyIt()
		}
		settle(nav.Call("share", map[string]any{"text": msg}), sent, failed)
		return
	}
	copyIt()
}

// left marks the message's game sent: it has left this device, and what
// it carries is final (desk.MarkSent).
func (b *sendStep) left(ctx app.Context) {
	if b.sent.message == "" {
		return
	}
	b.IDesk.MarkSent(b.sent.game)
	b.IOnChange(ctx)
}

// settle calls ok with its value, or failed with the reason, once a
// promise settles.
func settle(promise app.Value, ok, failed func(app.Value)) {
	var onOK, onFail app.Func
	release := func() { onOK.Release(); onFail.Release() }
	arg := func(args []app.Value) app.Value {
		if len(args) > 0 {
			return args[0]
		}
		return app.Undefined()
	}
	onOK = app.FuncOf(func(_ app.Value, args []app.Value) any { release(); ok(arg(args)); return nil })
	onFail = app.FuncOf(func(_ app.Value, args []app.Value) any { release(); failed(arg(args)); return nil })
	promise.Call("then", onOK, onFail)
}

// banner says where the game shown came from (a link, a file, a game
// with a friend), offers to play it on from the move shown (while two play
// it), the game of a link refused, and to go back to the player's own
// game.
type banner struct {
	app.Compo

	IDesk       *desk.Desk
	IOnShow     func(ctx app.Context, what string, act func() error) // another game on the board
	IOnPlayFrom func(app.Context)
}

func (b *banner) Render() app.UI {
	d := b.IDesk
	s := d.Session()
	text := d.From()
	if g, ok := d.Friend(); ok {
		text = s.Game().Name() + " with " + s.Opponent() + ", by link."
		if g.Friend == "" {
			text = s.Game().Name() + " with a friend, by link."
		}
	}
	if d.MineKept() {
		text += " Your own game is kept."
	}
	_, refused := d.RefusedLine()
	return app.Div().Class("banner kept").ID("kept-banner").Body(
		app.Span().Text(text+" "),
		app.If(d.OnFriendGame() && refused, func() app.UI {
			return button("show-line", "Open the link's game", false, func(ctx app.Context) {
				b.IOnShow(ctx, "The link's game could not be opened", b.IDesk.ShowLine)
			}).Title("Look at the refused link's game on its own; your game stays as it is")
		}),
		app.If(d.PlaysFrom(), func() app.UI {
			return button("play-from", "Play from here…", !s.CanPlayFrom(), b.IOnPlayFrom).
				Title("Play on from the move shown, against the computer or a friend")
		}),
		app.If(d.MineKept(), func() app.UI {
			return button("back-to-mine", "Back to my game", false, func(ctx app.Context) {
				b.IOnShow(ctx, "Your kept game could not be opened", b.IDesk.BackToMine)
			})
		}),
		app.If(d.From() != "" || d.MineKept(), func() app.UI {
			return button("dismiss-kept", "×", false, func(ctx app.Context) { b.IDesk.Dismiss() }).
				Attr("aria-label", "Close")
		}),
	)
}

// dated writes a time in Unix milliseconds for the list of games.
func dated(ms int64) string { return time.UnixMilli(ms).Format("2 Jan 2006 15:04") }

// gamesButton opens the list of games, saying how many wait for the
// player in a badge on its corner: it takes no room, so the header's
// buttons do not move when the count comes (a friend's link) or goes.
func gamesButton(waiting int, onClick func(app.Context)) app.UI {
	b := button("games", "Games", false, onClick)
	if waiting > 0 {
		b = b.Attr("aria-label", "Games: "+share.Plural(waiting, "game")+" waiting for your move").
			Body(app.Text("Games"), app.Span().Class("count").Text(strconv.Itoa(waiting)))
	}
	return b
}
