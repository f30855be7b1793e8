package ui

import (
	"strconv"
	"strings"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/app/session"
	"diamond/rules/game"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// newGameDialog chooses the game (when there are several), its start
// (when it has several: a random one by default), and who plays: two
// people on this device, a person against the computer with a colour
// and a level, or against a friend on another device, by links, with a
// seat (or one drawn) and the players' names. It starts a new game, or
// one from a position (set up by hand, or shown from another game),
// which is not played by link.
type newGameDialog struct {
	app.Compo

	IGames    []games.Game // the games to choose from, in the registry's order
	IChosen   games.Game   // the one chosen at first (INotes is its), or the first
	IDefaults session.Options
	IFrom     string    // the position to play from, in words, or "" for a new game
	INotes    [2]string // what playing each colour means there (the first game's)
	IName     string    // the player's name last given, for a game with a friend
	ITurn     bool      // for two on this device, the board turns to the side to move
	IOnStart  func(app.Context, NewGame)
	IOnClose  func(app.Context)

	opt    session.Options
	game   games.Game
	start  int  // the start chosen, or RandomStart
	picked bool // opt holds the user's choices, not yet the defaults
	// seat, me and them are the choices for a game with a friend.
	seat     int
	me, them string
	turn     bool
}

// NewGame is what the dialog chose.
type NewGame struct {
	Game    games.Game
	Start   int // a standard start, or RandomStart
	Options session.Options
	// Against a friend by link: the player's seat (friend.AnySeat draws
	// it), and the names, free text.
	Seat     int
	Me, Them string
	// Turn: for two on this device, the board turns to the side to move.
	Turn bool
}

// RandomStart asks for one of the game's standard starts at random.
const RandomStart = -1

func newNewGameDialog() *newGameDialog { return &newGameDialog{} }

// Defaults sets the choices shown first.
func (d *newGameDialog) Defaults(v session.Options) *newGameDialog { d.IDefaults = v; return d }

// Games sets the games to choose from, in an order that stays the same
// whatever game is on the board: a returning player chooses by place.
func (d *newGameDialog) Games(v ...games.Game) *newGameDialog { d.IGames = v; return d }

// Chosen sets the game chosen as the dialog opens.
func (d *newGameDialog) Chosen(g games.Game) *newGameDialog { d.IChosen = g; return d }

// first is the game chosen as the dialog opens.
func (d *newGameDialog) first() games.Game {
	if d.IChosen != nil {
		return d.IChosen
	}
	return d.IGames[0]
}

// From sets the position the game starts from, in words ("" for the
// standard start), and what playing each colour means there.
func (d *newGameDialog) From(from string, notes [2]string) *newGameDialog {
	d.IFrom, d.INotes = from, notes
	return d
}

// Turn sets whether, for two on this device, the board turns to the
// side to move.
func (d *newGameDialog) Turn(v bool) *newGameDialog { d.ITurn = v; return d }

// Name sets the player's name last given, for a game with a friend.
func (d *newGameDialog) Name(v string) *newGameDialog { d.IName = v; return d }

// OnStart sets what starting the game does.
func (d *newGameDialog) OnStart(f func(app.Context, NewGame)) *newGameDialog {
	d.IOnStart = f
	return d
}

// OnClose sets what closing the dialog does.
func (d *newGameDialog) OnClose(f func(app.Context)) *newGameDialog { d.IOnClose = f; return d }

func (d *newGameDialog) choices() session.Options {
	if !d.picked {
		d.opt, d.picked = d.IDefaults, true
		d.seat, d.me, d.turn = friend.AnySeat, d.IName, d.ITurn
		d.pickGame(d.first())
	}
	return d.opt
}

// pickGame chooses a game, keeping what choices fit it.
func (d *newGameDialog) pickGame(g games.Game) {
	d.game, d.start = g, RandomStart
	if len(g.Starts()) == 1 || d.IFrom != "" {
		d.start = 0
	}
	if levels := g.Levels(); len(levels) == 0 && d.opt.Mode == session.Computer || d.opt.Mode == session.Friend && d.IFrom != "" {
		d.opt.Mode = session.Hotseat
	} else if d.opt.Level < 1 || d.opt.Level > len(levels) {
		d.opt.Level = 1
	}
}

func (d *newGameDialog) Render() app.UI {
	opt := d.choices()
	set := func(f func(*session.Options)) func(app.Context) {
		return func(ctx app.Context) { f(&d.opt) }
	}
	title, intro := "New game", "From the standard start."
	if d.IFrom != "" {
		title, intro = "Play from here", "From "+d.IFrom+"."
	}
	body := []app.UI{
		app.H2().Text(title),
		app.P().Class("muted").ID("new-game-from").Text(intro),
	}
	if len(d.IGames) > 1 {
		gs := make([]app.UI, len(d.IGames))
		for i, g := range d.IGames {
			gs[i] = choice("game-"+g.ID(), g.Name(), "", d.game.ID() == g.ID(), func(ctx app.Context) { d.pickGame(g) })
		}
		body = append(body, app.H3().Text("Game"), app.Div().Class("choices").Body(gs...))
	}
	if starts := d.game.Starts(); len(starts) > 1 && d.IFrom == "" {
		cs := []app.UI{choice("start-random", "Random", "drawn now, shown to both players", d.start == RandomStart,
			func(ctx app.Context) { d.start = RandomStart })}
		for i, s := range starts {
			cs = append(cs, choice("start-"+s, s, "", d.start == i, func(ctx app.Context) { d.start = i }))
		}
		body = append(body, app.H3().Text("Starting position"), app.Div().Class("choices").Body(cs...))
	}
	levelInfos := d.game.Levels()
	computer := choice("mode-computer", "The computer", "", opt.Mode == session.Computer,
		set(func(o *session.Options) { o.Mode = session.Computer }))
	if len(levelInfos) == 0 {
		computer = button("mode-computer", "", true, func(app.Context) {}).Class("choice").Body(
			app.Span().Class("choice-label").Text("The computer"),
			app.Span().Class("choice-detail").Text("not yet for "+d.game.Name()),
		)
	}
	body = append(body,
		app.H3().Text("Opponent"),
		app.Div().Class("choices").Body(
			choice("mode-hotseat", "Two players on this device", "", opt.Mode == session.Hotseat,
				set(func(o *session.Options) { o.Mode = session.Hotseat })),
			computer,
			app.If(d.IFrom == "", func() app.UI {
				return choice("mode-friend", "A friend, by link", "on their own device: you send each move", opt.Mode == session.Friend,
					set(func(o *session.Options) { o.Mode = session.Friend }))
			}),
		),
	)
	if opt.Mode == session.Friend {
		body = append(body, d.renderFriend()...)
	}
	if opt.Mode == session.Hotseat {
		body = append(body, checkbox("turn-board", "Turn the board to the player to move", d.turn,
			func(ctx app.Context) { d.turn = !d.turn }))
	}
	if opt.Mode == session.Computer {
		notes := d.INotes
		if d.game.ID() != d.first().ID() {
			start, _ := d.game.New(0)
			notes = session.ColourNotes(start, 0)
		}
		sides := d.game.SideNames()
		colour := func(s game.Side) app.UI {
			return choice("colour-"+strings.ToLower(sides[s]), sides[s], notes[s], opt.Human == s,
				set(func(o *session.Options) { o.Human = s }))
		}
		body = append(body,
			app.H3().Text("Your colour"),
			app.Div().Class("choices").Body(colour(game.First), colour(game.Second)),
			app.H3().Text("Level"),
		)
		levels := make([]app.UI, len(levelInfos))
		for i, l := range levelInfos {
			level := int(l.Level)
			levels[i] = choice("level-"+strconv.Itoa(level), strconv.Itoa(level)+". "+l.Name, l.Description,
				opt.Level == level, set(func(o *session.Options) { o.Level = level }))
		}
		body = append(body, app.Div().Class("choices levels").Body(levels...))
	}
	body = append(body, app.Div().Class("row dialog-buttons").Body(
		button("start-game", "Start", false, func(ctx app.Context) {
			d.IOnStart(ctx, NewGame{Game: d.game, Start: d.start, Options: d.opt, Seat: d.seat, Me: d.me, Them: d.them, Turn: d.turn})
		}).Class("primary"),
		button("cancel-new", "Cancel", false, d.IOnClose),
	))
	return modal("new-game-dialog", title, d.IOnClose, body...)
}

// renderFriend is the choices of a game with a friend: the player's side
// at the start (or one drawn now), and the names the links carry.
func (d *newGameDialog) renderFriend() []app.UI {
	start, _ := d.game.New(0)
	notes := session.ColourNotes(start, 0)
	sides := d.game.SideNames()
	seats := []app.UI{choice("seat-random", "Random", "drawn when the game starts", d.seat == friend.AnySeat,
		func(ctx app.Context) { d.seat = friend.AnySeat })}
	for seat := range 2 {
		s := start.SideOf(game.Seat(seat), 0)
		seats = append(seats, choice("seat-"+strings.ToLower(sides[s]), sides[s], notes[s], d.seat == seat,
			func(ctx app.Context) { d.seat = seat }))
	}
	name := func(id, label string, v *string) app.UI {
		return app.Label().Class("name-field").For(id).Body(
			app.Span().Text(label),
			app.Input().Type("text").ID(id).MaxLength(friend.MaxName).Attr("autocomplete", "off").Value(*v).
				OnInput(func(ctx app.Context, e app.Event) { *v = ctx.JSSrc().Get("value").String() }),
		)
	}
	return []app.UI{
		app.H3().Text("Your colour"),
		app.Div().Class("choices").Body(seats...),
		app.H3().Text("Names (optional)"),
		app.Div().Class("names").Body(
			name("friend-me", "Your name", &d.me),
			name("friend-them", "Your friend's name", &d.them),
		),
		app.P().Class("muted").Text("After each of your turns you send the game as a link, by any messenger; your friend answers the same way. Nothing goes through a server."),
	}
}

// choice is one option of a group: a button that shows it is chosen.
func choice(id, label, detail string, chosen bool, onClick func(app.Context)) app.UI {
	class := "choice"
	if chosen {
		class += " chosen"
	}
	b := button(id, "", false, onClick).Class(class).Attr("aria-pressed", chosen).Body(
		app.Span().Class("choice-label").Text(label),
		app.If(detail != "", func() app.UI { return app.Span().Class("choice-detail").Text(detail) }),
	)
	return b
}
