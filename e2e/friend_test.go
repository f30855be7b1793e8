//go:build e2e

package e2e

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"diamond/app/friend"
	"diamond/app/games"
	"diamond/rules/game"

	"github.com/chromedp/chromedp"
)

// Two people play a game with a friend, by link: two browsers, each with
// its own profile (its own storage), as two devices. A turn is played by
// clicks, sent with Send your move (the message shown, whose link is
// copied as a messenger would carry it), and opened on the other device
// in a new page.

// friendGameOf starts a game of game id with a friend by link, the
// player taking colour ("black", "white", "random"), with names.
func (b *browser) friendGameOf(id, colour, me, them string) {
	b.t.Helper()
	b.chooseFriendGame(id, colour, me, them)
	b.startGame()
}

// chooseFriendGame makes friendGameOf's choices in the New game dialog.
func (b *browser) chooseFriendGame(id, colour, me, them string) {
	b.t.Helper()
	b.chooseGame(id)
	b.click("#mode-friend")
	b.chooseFriend(colour, me, them)
}

// chooseFriend chooses the player's colour and types the names in the
// New game dialog, a friend by link chosen.
func (b *browser) chooseFriend(colour, me, them string) {
	b.t.Helper()
	b.click("#seat-" + colour)
	b.run(chromedp.SendKeys("#friend-me", me, chromedp.ByQuery), chromedp.SendKeys("#friend-them", them, chromedp.ByQuery))
}

var linkInMessage = regexp.MustCompile(`https?://\S+`)

// sendLink presses Send your move and returns the link of the message
// shown.
func (b *browser) sendLink() string {
	b.t.Helper()
	b.click("#send-move")
	b.waitFor(`document.querySelector('#send-message') !== null`, 5*time.Second)
	var msg string
	b.eval(`document.querySelector('#send-message').value`, &msg)
	link := linkInMessage.FindString(msg)
	if link == "" {
		b.t.Fatalf("no link in the message %q", msg)
	}
	return link
}

// sentLink is sendLink's link, which the player then copies by hand
// (the message chosen): it has left, and the turn is final.
func (b *browser) sentLink() string {
	b.t.Helper()
	link := b.sendLink()
	b.click("#send-message")
	b.waitFor(`document.querySelector('#undo').disabled && document.querySelector('#send-move').textContent === 'Send again'`, 5*time.Second)
	return link
}

// receive opens a link as a messenger's link opens: a new page. The
// notice must say want.
func (b *browser) receive(link, want string) {
	b.t.Helper()
	b.run(chromedp.Navigate("about:blank"))
	b.open(link)
	b.waitFor(`(document.querySelector('#notices') || {textContent: ''}).textContent.includes(`+strconv.Quote(want)+`)`, 10*time.Second)
	// The friend's turn is shown step by step; the receiver plays once it is.
	b.waitFor(`document.querySelector('#turn-showing') === null`, 20*time.Second)
}

// playTurn plays a turn written as clicks: "d4", "e2-e4", "c2-c1=n" (a
// promotion's piece by its button), "e6 e6/g7>b6" (a drop, then a pivot
// step: its pivot, its end, confirmed), "pass".
func (b *browser) playTurn(turn string) {
	b.t.Helper()
	for _, action := range strings.Fields(turn) {
		before := b.plies()
		switch {
		case action == "pass":
			b.click("#pass")
		case strings.Contains(action, "/"):
			pivot, _, _ := strings.Cut(action, "/")
			_, end, _ := strings.Cut(action, ">")
			b.clickPoint(pivot)
			b.clickPoint(end)
			b.waitFor(`document.querySelector('#pivot-confirm') !== null`, 5*time.Second)
			b.click("#pivot-confirm")
		default:
			move, piece, promotes := strings.Cut(action, "=")
			for _, p := range strings.Split(move, "-") {
				b.clickPoint(p)
			}
			if promotes {
				b.waitFor(`document.querySelector('#promote-`+piece+`') !== null`, 5*time.Second)
				b.click("#promote-" + piece)
			}
		}
		b.waitFor(`Number(document.querySelector('#board').dataset.ply) === `+strconv.Itoa(before+1), 5*time.Second)
	}
}

// exchange plays turns alternately on the two devices, the first on a,
// each sent and received; news says what the receiver reads of each.
func exchange(a, b *browser, turns []string, news func(i int) string) {
	players := [2]*browser{a, b}
	for i, turn := range turns {
		from, to := players[i%2], players[(i+1)%2]
		from.playTurn(turn)
		to.receive(from.sendLink(), news(i))
	}
}

// gameCode is the game code of a friend link.
func gameCode(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := url.ParseQuery(u.Fragment)
	code, _, _ := strings.Cut(v.Get("c"), ".")
	return code
}

// forged is a link of the game with code, sent by seat, with another
// history: what a changed or mistaken copy would send.
func forged(t *testing.T, base, kind, code string, seat int, moves ...string) string {
	t.Helper()
	spec, err := games.ByID(kind)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := spec.New(0)
	for _, mv := range moves {
		if err := m.Play(mv); err != nil {
			t.Fatal(err)
		}
	}
	f, err := friend.Link(friend.Game{ID: code, Kind: kind, Seat: game.Seat(seat), Record: m.Compact()})
	if err != nil {
		t.Fatal(err)
	}
	return base + "/#" + f
}

// Diamond by link: a whole game, Ann (Black) against Bob, who sees the
// board from White's side; the inbox; then on Bob's side a link from
// earlier in the chat, one that changes the history (its game can be
// looked at on its own), a damaged one, one of another game, and all of
// it offline.
func TestFriendByLinkDiamond(t *testing.T) {
	srv := serve(t)
	ann, bob := newBrowser(t, desktop), newBrowser(t, desktop)
	ann.open(srv.URL)
	bob.open(srv.URL)
	bob.play("c4 c5") // Bob's own game, which no link may disturb
	ann.chooseFriendGame("diamond", "black", "Ann", "Bob")
	ann.screenshots("friend-new-game")
	ann.startGame()
	if s := ann.text("#status"); !strings.Contains(s, "You") {
		t.Errorf("Ann's status %q", s)
	}
	turns := strings.Fields("d3 a1 d4 a2 e3 a4 e4")
	ann.playTurn(turns[0])
	if ann.count("#send-move") != 1 {
		t.Fatal("no Send your move after Ann's turn")
	}
	ann.screenshots("friend-send")
	first := ann.sendLink()
	bob.receive(first, "A new game of Diamond with Ann. Ann played d3. It is your turn.")
	if a1, h8 := bob.center("a1"), bob.center("h8"); a1[1] > h8[1] {
		t.Error("Bob (White) sees the board from Black's side")
	}
	if s := bob.text("#status"); !strings.Contains(s, "White to move · You") {
		t.Errorf("Bob's status %q", s)
	}
	if !bob.disabled("#review") || !bob.disabled("#analyse") {
		t.Error("Review or Analyse is offered in a game with a friend that goes on")
	}
	var label string
	bob.eval(`document.querySelector('#games').getAttribute('aria-label')`, &label)
	if a, b, c := ann.text("#games"), bob.text("#games"), bob.text("#games .count"); a != "Games" || b != "Games1" || c != "1" || label != "Games: 1 game waiting for your move" {
		t.Errorf("the Games buttons say %q (Ann, waiting) and %q, count %q, named %q (Bob, to move)", a, b, c, label)
	}
	bob.click("#games")
	if s := bob.text("#friend-games"); !strings.Contains(s, "Your move · Diamond with Ann · Ann played d3") {
		t.Errorf("Bob's inbox: %q", s)
	}
	bob.screenshots("friend-inbox")
	bob.click("#close-games")

	// The rest of the game, link by link.
	news := func(i int) string {
		who := [2]string{"Bob", "Ann"}[i%2]
		return who + " played " + turns[i+1] + "."
	}
	exchange(bob, ann, turns[1:len(turns)-1], news)
	ann.playTurn(turns[len(turns)-1])
	if s := ann.text("#send"); !strings.Contains(s, "You win") {
		t.Errorf("Ann's end: %q", s)
	}
	end := ann.sendLink()
	bob.receive(end, "Ann wins: black holds the square d3 d4 e3 e4.")
	bob.movesAre("d3 a1 d4 a2 e3 a4 e4")

	// A link from earlier in the chat, and the same one again.
	bob.receive(first, "This link is at move 1; your game is at move 7, and stays as it is.")
	bob.receive(end, "Nothing new.")

	// A link that changes the history: refused, Bob's copy stays; its
	// game opens on its own.
	code := gameCode(t, first)
	bob.receive(forged(t, srv.URL, "diamond", code, 0, "d3", "a1", "d5"),
		"This link changes the game's history: move 3 is Black's d5 in it, and Black's d4 in your game.")
	bob.movesAre("d3 a1 d4 a2 e3 a4 e4")
	bob.click("#show-line")
	bob.movesAre("d3 a1 d5")

	// A damaged link changes nothing.
	cut := first[:strings.Index(first, "&g=")+3]
	bob.receive(cut, "This link cannot be read")
	bob.movesAre("d3 a1 d5")

	// A second game with Ann: a game of its own, beside the first.
	ann.friendGameOf("diamond", "white", "", "Bob")
	second := ann.sendLink()
	bob.receive(second, "A new game of Diamond with Ann. It is your turn.")
	if gameCode(t, second) == code {
		t.Fatal("the second game has the first one's code")
	}
	bob.click("#games")
	if n := bob.count("#friend-games li"); n != 2 {
		t.Errorf("Bob's inbox holds %d games, want 2", n)
	}
	bob.click("#open-friend-0")

	// In it, a draw offered with a turn and accepted; then a third game,
	// resigned.
	bob.playTurn("d4")
	bob.click("#offer-draw-friend")
	ann.receive(bob.sendLink(), "Bob offers a draw.")
	ann.click("#accept-draw")
	bob.receive(ann.sendLink(), "Ann accepted your draw offer. Drawn by agreement.")
	ann.friendGameOf("diamond", "black", "", "Bob")
	ann.playTurn("e5")
	bob.receive(ann.sendLink(), "Ann played e5.")
	bob.click("#resign")
	bob.click("#resign-yes")
	ann.receive(bob.sendLink(), "Bob resigned: you win.")
	if ann.disabled("#review") || ann.disabled("#analyse") {
		t.Error("Review or Analyse is not offered in a game with a friend that is over")
	}

	bob.click("#games")
	bob.click("#open-friend-2") // the first game: the others are more recent
	bob.movesAre("d3 a1 d4 a2 e3 a4 e4")
	bob.movesAre("d3 a1 d4 a2 e3 a4 e4")

	// Bob's own game is kept, and comes back.
	bob.click("#games")
	if s := bob.text("#games-dialog"); !strings.Contains(s, "Two players · 2 moves") {
		t.Errorf("Bob's own game is not among the kept games: %q", s)
	}
	// A finished game can be removed from the list.
	bob.click("#remove-friend-1")
	bob.click("#remove-friend-1-yes")
	if s := bob.text("#friend-games"); bob.count("#friend-games li") != 2 || strings.Contains(s, "Drawn by agreement") {
		t.Errorf("after removing the drawn game: %q", s)
	}
	bob.click("#close-games")

	// Offline, a link still opens.
	bob.waitForCache()
	goOffline(bob, srv)
	bob.receive(first, "This link is at move 1")
}

// Diamonds & Pivots by link: a whole game, with a turn of a drop and a
// pivot chain (taken back in the middle, then played again: a turn not
// finished is not sent), and the passes that end it; Ann's name is
// markup, shown as text, and nothing breaks the Content-Security-Policy.
func TestFriendByLinkPivots(t *testing.T) {
	srv := serve(t)
	ann, bob := newBrowser(t, desktop), newBrowser(t, phone)
	ann.recordViolations()
	bob.recordViolations()
	ann.open(srv.URL)
	const name = `<img src=x onerror="document.title=1">` // within the 40 characters a name keeps
	// The welcome's Play a friend by link opens New game on that choice.
	ann.click("#welcome-link")
	var chosen string
	ann.eval(`document.querySelector('#mode-friend').getAttribute('aria-pressed')`, &chosen)
	if chosen != "true" {
		t.Fatal("Play a friend by link does not choose a friend by link")
	}
	ann.click("#game-pivots")
	ann.chooseFriend("black", name, "Bob")
	ann.startGame()
	ann.playTurn("g7")
	bob.receive(ann.sendLink(), "A new game of Diamonds & Pivots with "+name+". "+name+" played g7.")
	var hacked bool
	bob.eval(`document.title === '1' || document.querySelector('img[src="x"]') !== null`, &hacked)
	if hacked {
		t.Fatal("a name ran as markup")
	}
	bob.click("#games")
	bob.noViolations("a game with a friend whose name is markup")
	bob.click("#close-games")
	news := func(i int) string {
		who := [2]string{"Bob", name}[i%2]
		return who + " played"
	}
	exchange(bob, ann, []string{"e2", "f7", "i8", "f6", "c4"}, news)

	// Ann's drop makes a diamond: the chain is part of her turn, which
	// she may take back until it is finished.
	ann.playTurn("e6")
	if ann.count("#send-move") != 0 {
		t.Fatal("Send your move before the chain is finished")
	}
	ann.click("#undo")
	ann.waitFor(`Number(document.querySelector('#board').dataset.ply) === 6`, 5*time.Second)
	ann.playTurn("e6 e6/g7>b6")
	if ann.disabled("#undo") {
		t.Error("a finished turn cannot be taken back before it is sent")
	}
	bob.receive(ann.sentLink(), name+" played e6 e6/g7>b6.")
	if !ann.disabled("#undo") {
		t.Error("a sent turn can be taken back")
	}
	bob.movesAre("g7 e2 f7 i8 f6 c4 e6 e6/g7>b6")
	bob.playTurn("pass")
	ann.receive(bob.sendLink(), "Bob passed.")
	ann.playTurn("pass")
	end := ann.sendLink()
	bob.receive(end, name+" wins")
	// Bob has the end from Ann: nothing to send back.
	if s := bob.text("#result"); !strings.Contains(s, "Black 4, White 3") || bob.count("#send-move") != 0 {
		t.Errorf("Bob's end: %q, %d buttons to send it", s, bob.count("#send-move"))
	}

	// A link from another game's kind with the same code is refused.
	code := gameCode(t, end)
	bob.receive(forged(t, srv.URL, "diamond", code, 0, "d4"), "This link changes the game's history: it is a game of Diamond")
	bob.reload()
	bob.movesAre("g7 e2 f7 i8 f6 c4 e6 e6/g7>b6 pass pass")
	ann.noViolations("the end of a game with a friend")

	// A rematch: the same game again, Ann in the other seat, so Bob
	// moves first.
	ann.click("#rematch")
	if s := ann.text("#send"); !strings.Contains(s, "Bob moves first") {
		t.Errorf("after the rematch, Ann reads %q", s)
	}
	bob.receive(ann.sendLink(), "A new game of Diamonds & Pivots with "+name+". It is your turn.")
}

// Diamondback Chess by link: a whole game, Ann (White) against Bob
// (Black), with Black's promotion and mate; a draw offered with a turn
// and declined by playing on.
func TestFriendByLinkDiamondback(t *testing.T) {
	srv := serve(t)
	ann, bob := newBrowser(t, desktop), newBrowser(t, desktop)
	ann.open(srv.URL)
	ann.friendGameOf("diamondback", "white", "Ann", "Bob")
	turns := strings.Fields("d2-e3 f8-e6 e3-f4 d8-c8 f4-f5 e6-c5 b4-c4 e5-e4 b3-b4 e7-e6 c1-e2 e8-e7 e2-g3 c8-b7 " +
		"f5-f6 h6-f5 c2-d2 c5-d3 g3-h5 d3-c5 h5-g7 e4-d3 g7-e8 d3-c2 e1-f1 c2-c1=n a2-b3 c5-b3")
	ann.playTurn(turns[0])
	ann.click("#offer-draw-friend")
	bob.receive(ann.sendLink(), "Ann offers a draw.")
	if bob.count("#accept-draw") != 1 {
		t.Fatal("Bob is not offered to accept the draw")
	}
	if a1, h8 := bob.center("a1"), bob.center("h8"); a1[1] > h8[1] {
		t.Error("Bob (Black) sees the board from White's side")
	}
	bob.playTurn(turns[1])
	ann.receive(bob.sendLink(), "Bob declined your draw offer.")
	exchange(ann, bob, turns[2:len(turns)-1], func(i int) string { return [2]string{"Ann", "Bob"}[i%2] + " played" })
	bob.playTurn(turns[len(turns)-1])
	ann.receive(bob.sendLink(), "Bob wins")
	if c := ann.contents("c1"); c != "bn" {
		t.Errorf("c1 holds %q after Black's promotion", c)
	}
	if s := ann.text("#result"); !strings.Contains(s, "checkmate") || ann.count("#send-move") != 0 {
		t.Errorf("Ann's end: %q, %d buttons to send it", s, ann.count("#send-move"))
	}

	// The inbox survives a reload, and damaged storage like the rest: a
	// backup is kept, and the app opens on an ordinary game.
	ann.reload()
	ann.click("#games")
	if s := ann.text("#friend-games"); !strings.Contains(s, "Diamondback Chess with Bob · Bob wins") {
		t.Errorf("Ann's inbox after a reload: %q", s)
	}
	ann.eval(`localStorage.setItem('diamond.friends', '{"version":1,"friends":[{"id":'); true`, nil)
	ann.reload()
	ann.waitFor(`document.querySelector('#notices').textContent.includes("Your games with friends could not be read (the data is damaged). A backup copy is kept in this browser, and the list starts empty.")`, 5*time.Second)
	if ann.count("#send") != 0 || ann.count("#board") != 1 {
		t.Error("the page does not open on an ordinary game")
	}
}

// U7 and U14: a turn with a friend can be taken back until its link has
// left (shared, copied, or chosen to copy by hand), and another move sent
// in its place; then it is final, after a reload too. The end of a game
// is sent in plain words, and only by the player who made it.
func TestFriendTakeBackUntilSent(t *testing.T) {
	srv := serve(t)
	ann, bob := newBrowser(t, desktop), newBrowser(t, desktop)
	ann.open(srv.URL)
	ann.friendGameOf("diamond", "black", "Ann", "Bob")
	ann.playTurn("d3")
	if ann.disabled("#undo") {
		t.Fatal("Take back is disabled before the turn is sent")
	}
	if s := ann.text("#send"); !strings.Contains(s, "Your move is ready for Bob. Until you send it, you can take it back.") {
		t.Errorf("Ann's send step: %q", s)
	}
	ann.click("#undo")
	ann.waitFor(`Number(document.querySelector('#board').dataset.ply) === 0`, 5*time.Second)
	ann.playTurn("d4")
	link := ann.sentLink()
	if s := ann.text("#send"); !strings.Contains(s, "Your move went to Bob") {
		t.Errorf("Ann's send step once sent: %q", s)
	}
	ann.reload()
	if !ann.disabled("#undo") {
		t.Error("after a reload, the sent turn can be taken back")
	}
	bob.receive(link, "A new game of Diamond with Ann. Ann played d4. It is your turn.")
	bob.movesAre("d4")
	if !bob.disabled("#undo") {
		t.Error("Bob can take back Ann's move")
	}

	// Bob resigns: he tells Ann, who has nothing to send back; once
	// sent, his prompt is the result, after a reload too.
	bob.click("#resign")
	bob.click("#resign-yes")
	if s := bob.text("#send-move"); s != "Tell Ann you resigned" {
		t.Errorf("the send button after resigning: %q", s)
	}
	if s := bob.text("#send"); !strings.Contains(s, "Ann wins: you resigned. Send Ann the end of the game.") {
		t.Errorf("Bob's end: %q", s)
	}
	end := bob.sendLink()
	bob.click("#send-message")
	ann.receive(end, "Bob resigned: you win.")
	if s := ann.text("#result"); !strings.Contains(s, "You win: Bob resigned.") || ann.count("#send-move") != 0 {
		t.Errorf("Ann's end: %q, %d buttons to send it", s, ann.count("#send-move"))
	}
	bob.reload()
	if s := bob.text("#result"); !strings.Contains(s, "Ann wins: you resigned.") || bob.count("#send-move") != 0 {
		t.Errorf("Bob's end after a reload: %q, %d buttons to send it", s, bob.count("#send-move"))
	}
}
