package ui

import (
	"strconv"
	"time"

	"diamond/app/friend"
	"diamond/app/session"
	"diamond/app/share"
	"diamond/app/store"
	"diamond/rules/game"

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
	p.linkNotices = append(p.linkNotices, notice{Text: r.Text, News: r.Kind != friend.Damaged && r.Kind != friend.Changed})
	p.takeNotices()
	if r.Kind != friend.Damaged {
		p.editor, p.dialog, p.welcome, p.send = nil, dialogNone, false, sendState{}
		p.changed(ctx, false)
	}
	return true
}

// sendState is what the send step shows once used: the message to send,
// and what became of it.
type sendState struct {
	message string
	note    string
}

// friendFlip tells whether the board is turned for a game with a friend:
// the player's side at the bottom.
func (p *page) friendFlip() bool {
	_, ok := p.d.Friend()
	return ok && p.s().HumanColor() == game.Second
}

// flipped tells whether the board is drawn turned: by Flip, and to the
// player's side in a game with a friend, or to the side to move in a
// game for two when they chose so.
func (p *page) flipped() bool {
	turn := p.settings().Turn && p.s().Options().Mode == session.Hotseat && p.s().Match().ToMove(p.s().View()) == game.Second
	return p.settings().Flip != (p.friendFlip() || turn)
}

// renderFriendPrompt is what waits for the player in a game with a
// friend: the friend's draw offer on the player's turn, and the send step
// once the turn is played (or the game over); ok is false when the usual
// prompt applies (the player's turn: the pie rule, a pass).
func (p *page) renderFriendPrompt(st session.Status) (ui app.UI, ok bool) {
	g, isFriend := p.d.Friend()
	if !isFriend {
		return nil, false
	}
	name := p.s().Opponent()
	switch {
	case !st.Over && p.s().HumanToMove() && g.Offer == friend.OfferedByFriend && st.Live:
		return app.Div().Class("prompt").ID("draw-offer").Body(
			app.Span().Text(p.s().Player(p.s().HumanColor().Other())+" offers a draw. Accept it, or play your move to decline."),
			app.Div().Class("row").Body(button("accept-draw", "Accept the draw", false, p.acceptFriendDraw)),
		), true
	case !st.Over && p.s().HumanToMove():
		return nil, false
	}
	text := "Your move is played. Send it to " + name + "."
	switch {
	case st.Over:
		text = st.Result + " Send " + name + " the end of the game."
	case p.s().Match().Len() == 0:
		text = p.s().Player(p.s().HumanColor().Other()) + " moves first: send them the game."
	}
	box := []app.UI{
		app.P().Text(text),
		app.Div().Class("row").Body(
			button("send-move", "Send your move", false, p.sendMove).Class("primary").Attr("aria-describedby", "send-note"),
			app.If(!st.Over && g.Offer != friend.OfferedByMe && p.s().Match().Len() > 0, func() app.UI {
				return button("offer-draw-friend", "Offer a draw with it", false, p.offerFriendDraw)
			}),
			app.If(st.Over, func() app.UI { return p.rematchButton(false) }),
		),
		app.If(g.Offer == friend.OfferedByMe, func() app.UI {
			return app.Small().Text("Your draw offer goes with it.")
		}),
		app.P().Class("send-note").ID("send-note").Attr("aria-live", "polite").Text(p.send.note),
	}
	if p.send.message != "" {
		box = append(box, app.Textarea().ID("send-message").Class("send-message").ReadOnly(true).Rows(3).
			Attr("aria-label", "The message to send").Text(p.send.message).
			OnFocus(func(ctx app.Context, e app.Event) { ctx.JSSrc().Call("select") }))
	}
	class := "prompt send"
	if st.Over {
		class += " result"
	}
	return app.Div().Class(class).ID("send").Body(box...), true
}

// sendMove sends the game to the friend: by the system's share sheet
// where the browser has one (phones), else by the clipboard; the message
// shows either way, to copy by hand.
func (p *page) sendMove(ctx app.Context) {
	g, _, err := p.d.SendLink()
	p.takeNotices()
	if err != nil {
		p.send = sendState{note: "The link could not be made: " + err.Error() + "."}
		return
	}
	u := *ctx.Page().URL()
	u.Fragment = ""
	msg, err := friend.Message(g, u.String())
	if err != nil {
		p.send = sendState{note: "The link could not be made: " + err.Error() + "."}
		return
	}
	name := p.s().Opponent()
	p.send = sendState{message: msg, note: "Copy the message below and send it to " + name + " in any messenger."}
	copyIt := func() {
		copyText(ctx, msg, func(app.Context) { p.send.note = "Copied: paste it to " + name + " in any messenger." })
	}
	if nav := app.Window().Get("navigator"); nav.Get("share").Truthy() {
		sent := func() { ctx.Dispatch(func(app.Context) { p.send.note = "Sent." }) }
		settle(nav.Call("share", map[string]any{"text": msg}), sent, copyIt)
		return
	}
	copyIt()
}

// settle calls ok or failed once a promise settles.
func settle(promise app.Value, ok, failed func()) {
	var onOK, onFail app.Func
	release := func() { onOK.Release(); onFail.Release() }
	onOK = app.FuncOf(func(app.Value, []app.Value) any { release(); ok(); return nil })
	onFail = app.FuncOf(func(app.Value, []app.Value) any { release(); failed(); return nil })
	promise.Call("then", onOK, onFail)
}

func (p *page) offerFriendDraw(ctx app.Context) {
	if err := p.d.OfferDraw(); err != nil {
		p.notices = append(p.notices, "The draw could not be offered: "+err.Error()+".")
	}
	p.send = sendState{}
	p.takeNotices()
}

func (p *page) acceptFriendDraw(ctx app.Context) {
	if err := p.d.AcceptDraw(); err != nil {
		p.notices = append(p.notices, "The draw could not be accepted: "+err.Error()+".")
	}
	p.send = sendState{}
	p.takeNotices()
	p.changed(ctx, false)
}

// friendBanner says which game with a friend is on the board, and offers
// the game of a link it refused.
func (p *page) friendBanner() (text string, extra app.UI) {
	g, ok := p.d.Friend()
	if !ok {
		return "", nil
	}
	text = p.s().Game().Name() + " with " + p.s().Opponent() + ", by link."
	if g.Friend == "" {
		text = p.s().Game().Name() + " with a friend, by link."
	}
	if _, refused := p.d.RefusedLine(); refused {
		extra = button("show-line", "Open the link's game", false, func(ctx app.Context) {
			if err := p.d.ShowLine(); err != nil {
				p.notices = append(p.notices, "The link's game could not be opened: "+err.Error()+".")
			}
			p.changed(ctx, false)
		}).Title("Look at the refused link's game on its own; your game stays as it is")
	}
	return text, extra
}

// dated writes a time in Unix milliseconds for the list of games.
func dated(ms int64) string { return time.UnixMilli(ms).Format("2 Jan 2006 15:04") }

// onFriendGame tells whether the game on the board is a game with a
// friend.
func (p *page) onFriendGame() bool {
	_, ok := p.d.Friend()
	return ok
}

// newFriendGame starts a game with a friend, as the new-game dialog chose.
func (p *page) newFriendGame(ctx app.Context, ng NewGame, start int) {
	p.newFriend = false
	if err := p.d.NewFriendGame(ng.Game, start, ng.Seat, ng.Me, ng.Them); err != nil {
		p.notices = append(p.notices, "The game could not be started: "+err.Error()+".")
		return
	}
	p.changeSettings(func(s *store.Settings) { s.Name = friend.CleanName(ng.Me) })
	p.dialog, p.editor, p.send, p.linkNotices = dialogNone, nil, sendState{}, nil
	p.changed(ctx, false)
}

// openFriend puts a game with a friend from the list of games on the
// board.
func (p *page) openFriend(ctx app.Context, id string) {
	if err := p.d.OpenFriend(id); err != nil {
		p.notices = append(p.notices, "That game could not be opened: "+err.Error()+".")
		return
	}
	p.dialog, p.editor, p.send, p.linkNotices = dialogNone, nil, sendState{}, nil
	p.changed(ctx, false)
}

// gamesButton opens the list of games, saying how many wait for the
// player.
func (p *page) gamesButton() app.UI {
	waiting := p.d.Waiting()
	label := "Games"
	if waiting > 0 {
		label = "Games (" + strconv.Itoa(waiting) + ")"
	}
	b := button("games", label, false, func(ctx app.Context) { p.dialog = dialogGames })
	if waiting > 0 {
		b = b.Attr("aria-label", "Games: "+share.Plural(waiting, "game")+" waiting for your move")
	}
	return b
}

// removeFriend removes a finished game with a friend from the list.
func (p *page) removeFriend(ctx app.Context, id string) {
	if err := p.d.RemoveFriend(id); err != nil {
		p.notices = append(p.notices, "That game could not be removed: "+err.Error()+".")
	}
	p.takeNotices()
}
