package games

import (
	"fmt"
	"strconv"
	"strings"

	"diamond/rules/game"
	"diamond/rules/pivots"
	"diamond/rules/pivots/levels"
	"diamond/rules/player"
)

// Pivots is Diamonds & Pivots's adapter.
var Pivots Game = pivotsGame{pivots.Spec}

type pivotsGame struct{ game.Spec }

// A pivot step is written P/O>E: the pivot P, the diamond's corner O
// opposite it, the line's end E. Entering one, the partial move grows
// "P", then "P/O", then "P/O>E", which previews the step until it is
// confirmed (the end clicked again, or the Pivot button).

// step is one legal pivot step, split into its cells.
type step struct{ move, pivot, opposite, end string }

// steps lists the legal pivot steps; none outside a chain.
func steps(m game.Match) []step {
	if m.(*pivots.Match).Game().Position().Phase() == pivots.Choose {
		return nil // a drop, a pass or the swap: no steps to list
	}
	var ss []step
	for _, mv := range m.Legal() {
		p, rest, ok := strings.Cut(mv, "/")
		if !ok {
			continue
		}
		o, e, _ := strings.Cut(rest, ">")
		ss = append(ss, step{mv, p, o, e})
	}
	return ss
}

// parsePartial splits a partial step: pivot, opposite corner, end.
func parsePartial(partial string) (p, o, e string) {
	p, rest, _ := strings.Cut(partial, "/")
	o, e, _ = strings.Cut(rest, ">")
	return p, o, e
}

func (g pivotsGame) Click(m game.Match, partial string, site int) (next, move, note string) {
	cell := g.Geometry().Sites[site].Name
	ss := steps(m)
	if len(ss) == 0 {
		return "", cell, "" // a drop; the rules say why not, if not
	}
	p, o, e := parsePartial(partial)
	if e != "" && cell == e {
		return "", p + "/" + o + ">" + e, "" // the previewed step, confirmed
	}
	pivots, opposites, ends := map[string]bool{}, map[string]bool{}, map[string]string{}
	for _, s := range ss {
		pivots[s.pivot] = true
		if s.pivot == p {
			opposites[s.opposite] = true
			if o == "" || s.opposite == o {
				ends[s.end] = s.opposite
			}
		}
	}
	switch {
	case p == "" || !pivots[p]:
		if pivots[cell] {
			return cell, "", ""
		}
		return "", "", "Choose a stone of one of your diamonds (ringed): it stays, and the other three are laid in a line from it."
	case cell == p:
		return "", "", ""
	case o == "" && len(opposites) > 1 && opposites[cell]:
		return p + "/" + cell, "", ""
	case o == "" && len(opposites) > 1:
		if pivots[cell] {
			return cell, "", ""
		}
		return partial, "", fmt.Sprintf("%s is in %d of your diamonds: choose the corner opposite it (ringed) to say which.", p, len(opposites))
	case ends[cell] != "":
		return p + "/" + ends[cell] + ">" + cell, "", ""
	case o != "" && opposites[cell]:
		return p + "/" + cell, "", ""
	case pivots[cell]:
		return cell, "", ""
	}
	return partial, "", "Choose where the line of three ends (a dot), or another stone."
}

// Guide shows the player's diamonds in a chain (every stone that may
// pivot), then the chosen pivot with its diamonds' opposite corners or
// the line ends, and last a previewed step: where the three stones land
// and which stones it captures (the player's own in a warning colour).
func (g pivotsGame) Guide(m game.Match, partial string, b *game.Board) {
	ss := steps(m)
	if len(ss) == 0 {
		return
	}
	sites := map[string]int{}
	for i, s := range g.Geometry().Sites {
		sites[s.Name] = i
	}
	p, o, e := parsePartial(partial)
	opposites := map[string]bool{}
	for _, s := range ss {
		if s.pivot == p {
			opposites[s.opposite] = true
		}
	}
	for _, s := range ss {
		switch {
		case p == "":
			b.Marks[sites[s.pivot]] |= game.Option
		case s.pivot != p:
		case o == "" && len(opposites) > 1:
			b.Marks[sites[s.opposite]] |= game.Option
		case e == "" && (o == "" || s.opposite == o):
			b.Marks[sites[s.end]] |= game.Target
		}
	}
	if p != "" {
		b.Marks[sites[p]] |= game.Selected
	}
	if o != "" {
		b.Marks[sites[o]] |= game.Selected
	}
	if e != "" {
		g.preview(m, p+"/"+o+">"+e, b)
	}
}

// preview marks where a step's three stones land and what it captures.
func (g pivotsGame) preview(m game.Match, move string, b *game.Board) {
	st := m.(*pivots.Match).Game().State()
	a, err := pivots.ParseAction(st, move)
	if err != nil || a.Kind() != pivots.Step {
		return
	}
	mine, theirs := st.Current().Sides()
	for c := pivots.Cell(0); c < pivots.NumCells; c++ {
		switch {
		case !a.Line().Has(c):
		case theirs.Has(c):
			b.Marks[c] |= game.Target | game.Doomed | game.Lands
		case mine.Has(c) && !a.Lifted().Has(c):
			b.Marks[c] |= game.Target | game.Doomed | game.Own | game.Lands
		default:
			b.Marks[c] |= game.Target | game.Lands
		}
	}
}

// lifts: a pivot step lifts three stones and lays them on its line,
// where one may land on a stone of the mover's that it takes.
func (pivotsGame) lifts(m game.Match, ply int) (from, to []int) {
	a := m.(*pivots.Match).Game().Actions()[ply]
	if a.Kind() != pivots.Step {
		return nil, nil
	}
	for _, c := range a.Lifted().Cells() {
		from = append(from, int(c))
	}
	for _, c := range a.Line().Cells() {
		to = append(to, int(c))
	}
	return from, to
}

// HintMarks rings a hinted drop, or a step's pivot and line end with an
// arrow between them.
func (g pivotsGame) HintMarks(m game.Match, move string, b *game.Board) [][2]int {
	sites := map[string]int{}
	for i, s := range g.Geometry().Sites {
		sites[s.Name] = i
	}
	p, _, e := parsePartial(move)
	if e == "" {
		if q, ok := sites[move]; ok {
			b.Marks[q] |= game.Hint
		}
		return nil
	}
	b.Marks[sites[p]] |= game.HintFrom
	b.Marks[sites[e]] |= game.Hint
	return [][2]int{{sites[p], sites[e]}}
}

// Status: what the side to move does now, and each side's stones, White
// winning ties.
func (g pivotsGame) Status(m game.Match, ply int) (string, [2]Side) {
	pos := m.(*pivots.Match).Game().PositionAt(ply)
	phase := "drop or pass"
	if pos.Phase() != pivots.Choose {
		phase = "pivot"
	}
	var sides [2]Side
	for _, c := range []pivots.Color{pivots.Black, pivots.White} {
		n := pos.Count(c)
		sides[c] = Side{Text: plural(n, "stone"), Count: n}
	}
	sides[pivots.White].Text += ", wins ties"
	return phase, sides
}

func plural(n int, what string) string {
	if n == 1 {
		return "1 " + what
	}
	return strconv.Itoa(n) + " " + what + "s"
}

// ColourNotes: Black drops first; White may swap after it and wins ties.
func (pivotsGame) ColourNotes(m game.Match, ply int) [2]string {
	if ply == 0 && m.Start() >= 0 {
		return [2]string{"drops first", "may swap after Black's first stone; wins ties"}
	}
	var n [2]string
	me := m.ToMove(ply)
	n[me], n[1-me] = "moves next", "the computer moves first"
	n[1] += "; wins ties"
	return n
}

// Ending: the count after two passes or at the turn cap.
func (pivotsGame) Ending(m game.Match) string {
	o := m.(*pivots.Match).Game().Outcome()
	score := fmt.Sprintf("Black %d, White %d", o.Score[pivots.Black], o.Score[pivots.White])
	switch o.Reason {
	case pivots.Passes:
		if o.Score[0] == o.Score[1] {
			score += ", a tie, which White wins"
		}
		return "two passes in a row: " + score
	case pivots.Cap:
		return "the 1,000-turn limit: " + score
	}
	return ""
}

// Choices: the Pivot button confirms a previewed step, saying what it
// does.
func (g pivotsGame) Choices(m game.Match, partial string) []Choice {
	if p, o, e := parsePartial(partial); e != "" {
		move := p + "/" + o + ">" + e
		label := "Pivot " + move
		if lands, taken, _, ok := stepEffect(m, move); ok {
			label = "Pivot: stones to " + lands
			if taken != "" {
				label += ", taking " + taken
			}
		}
		return []Choice{{ID: "pivot-confirm", Label: label, Move: move}}
	}
	return nil
}

// Explain walks the player through a chain: why it must pivot, then each
// choice, then what the step previewed will do.
func (g pivotsGame) Explain(m game.Match, partial string) string {
	ss := steps(m)
	if len(ss) == 0 {
		return ""
	}
	side := g.SideNames()[m.ToMove(m.Len())]
	p, o, e := parsePartial(partial)
	switch {
	case p == "":
		why := "The last step left a diamond"
		if last := m.Moves()[m.Len()-1]; !strings.Contains(last, "/") {
			why = side + "'s drop on " + last + " made a diamond"
		}
		return why + ": it must pivot. Choose the stone it turns on (ringed): it stays, and the other three are laid in a line from it."
	case e == "":
		n := 0
		for _, s := range ss {
			if s.pivot == p && (o == "" || s.opposite == o) {
				n++
			}
		}
		return fmt.Sprintf("Now the direction: choose where the line of three stones from %s ends (%s).", p, plural(n, "dot"))
	}
	lands, taken, own, ok := stepEffect(m, p+"/"+o+">"+e)
	if !ok {
		return ""
	}
	text := lands + " will hold " + side + "'s stones"
	if taken != "" {
		text += "; " + taken + " " + isAre(taken) + " captured"
	}
	if own != "" {
		text += " (" + own + " of " + side + "'s own)"
	}
	return text + ". Click " + e + " again, or press Pivot, to play it; or choose another stone or end."
}

// stepEffect says what a step does, in cell names: where its three stones
// land, the stones it captures, and which of those are the mover's own.
func stepEffect(m game.Match, move string) (lands, taken, own string, ok bool) {
	st := m.(*pivots.Match).Game().State()
	a, err := pivots.ParseAction(st, move)
	if err != nil || a.Kind() != pivots.Step {
		return "", "", "", false
	}
	mine, theirs := st.Current().Sides()
	var land, take, mineTaken []string
	for _, c := range a.Line().Cells() {
		land = append(land, c.String())
		switch {
		case theirs.Has(c):
			take = append(take, c.String())
		case mine.Has(c) && !a.Lifted().Has(c):
			take = append(take, c.String())
			mineTaken = append(mineTaken, c.String())
		}
	}
	return names(land), names(take), names(mineTaken), true
}

// names lists cells in words: "e3", "e3 and g4", "e3, g4 and h6".
func names(cells []string) string {
	switch n := len(cells); n {
	case 0:
		return ""
	case 1:
		return cells[0]
	default:
		return strings.Join(cells[:n-1], ", ") + " and " + cells[n-1]
	}
}

func isAre(list string) string {
	if strings.Contains(list, " and ") {
		return "are"
	}
	return "is"
}

// Levels are Diamonds & Pivots's computer levels (the table only: no
// search code).
func (pivotsGame) Levels() []player.LevelInfo { return levels.Infos() }

// Words: Diamonds & Pivots's players drop stones.
func (pivotsGame) Words() (string, string, string) { return "dropping", "drop", "stone" }

// Swap: White's first turn may swap (the pie rule).
func (pivotsGame) Swap() Button {
	return Button{Move: pivots.SwapAction.String(), Refused: onlyWhiteSwaps}
}

// Pass: a player may pass instead of dropping.
func (pivotsGame) Pass() Button {
	return Button{Move: pivots.PassAction.String(), Refused: "You cannot pass now.",
		Rule: "You may pass. Two passes in a row end the game, and the side with more stones on the board wins (White on a tie)."}
}

// HowTo: where a newcomer clicks first.
func (pivotsGame) HowTo() string { return "Click or tap an empty cell to drop a stone." }

func (pivotsGame) About() (string, string) {
	return "João Pedro Neto", "Drop stones; four in a diamond pivot and capture; more stones wins."
}
