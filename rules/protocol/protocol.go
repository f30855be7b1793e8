// Package protocol is the one description of the messages between the
// page and the computer's Web Worker (wasm/worker, web/worker.js): each
// message is a Go type, written to the map that postMessage takes
// (Question.ToWorker, Answer.ToPage) and read back from a JavaScript
// value, or from such a map natively (ReadQuestion, ReadAnswer). Both ends
// import it: the page (app/ui) and the worker. The two directions are
// types of their own, so that each end can only send what it sends, and
// links only the writing of what it sends and the reading of what it
// receives (the page's wasm is downloaded by every visitor).
//
// It is a leaf of the rules: no syscall/js, no go-app, no diamond/app
// package, so that the worker, which links neither (wasm/worker's
// deps_test.go), and native tests can use it.
//
// The page asks: Init (once, the worker's wasm), Think (a move, a hint or
// a draw offer's evaluation), Review (a game), Analyse (a position),
// PuzzleQuestion (a puzzle's defender reply) and Cancel. The worker
// answers: Ready (its wasm runs), Reply (to Think), Progress then Reviewed
// (to Review), Analysis once a round (to Analyse), PuzzleAnswer (to
// PuzzleQuestion). Each question carries the page's token (ID), and its
// answers carry it back.
package protocol

import (
	"fmt"
	"strconv"

	"diamond/rules/game"
	"diamond/rules/review"
)

// Message is one message, of either direction.
type Message interface {
	// Type is the message's "type" field.
	Type() string
}

// Question is a message from the page to the worker.
type Question interface {
	Message
	// ToWorker is the question as postMessage takes it (syscall/js's
	// ValueOf): strings, numbers, booleans, []any and map[string]any only.
	ToWorker() map[string]any
}

// Answer is a message from the worker to the page.
type Answer interface {
	Message
	// ToPage is the answer as postMessage takes it, as ToWorker.
	ToPage() map[string]any
}

// The messages' types, their "type" fields.
const (
	TypeInit     = "init"
	TypeReady    = "ready"
	TypeThink    = "think"
	TypeReply    = "reply"
	TypeReview   = "review"
	TypeProgress = "progress"
	TypeReviewed = "reviewed"
	TypeAnalyse  = "analyse"
	TypeAnalysis = "analysis"
	TypeCancel   = "cancel"
	TypePuzzle   = "puzzle"
	TypeSolved   = "puzzleAnswer"
)

// Init starts the worker: the address of its wasm, whose name carries a
// hash of its content. web/worker.js reads it; the wasm never sees it.
type Init struct {
	Wasm string
}

// Ready says the worker's wasm runs (web/worker.js posts it).
type Ready struct{}

// Think asks for the computer's move in a game. Draw and Hint only say
// what the question is for (a draw offer's evaluation, a hint) and come
// back in the Reply; the search is the same.
type Think struct {
	ID     int
	Game   string // the game's ID, "" for Diamond
	Record string // the game in its compact form
	Level  int
	Seed   uint64 // sent as a decimal string: a JavaScript number holds 53 bits
	Draw   bool
	Hint   bool
}

// Reply is the computer's move, or why there is none (Err).
type Reply struct {
	ID         int
	Draw, Hint bool // as asked
	Action     string
	Score      float64 // the expected result for the side to move: 1 a win, 0.5 level, 0 a loss
	Line       []string
	Iterations int
	Counted    string // what Iterations counts: "positions" or "playouts"
	ElapsedMs  float64
	Err        string
}

// Review asks for a game's review.
type Review struct {
	ID     int
	Game   string
	Record string
}

// Progress is a review's count of positions searched, after each one.
type Progress struct {
	ID          int
	Done, Total int
}

// Reviewed is a review's answer: its moves, or why there are none, or
// that it was canceled.
type Reviewed struct {
	ID       int
	Moves    []review.Move
	Canceled bool
	Err      string
}

// Analyse asks for a position's best moves, deeper and deeper; a new
// Analyse stops the one running, without an answer.
type Analyse struct {
	ID     int
	Game   string
	Record string
	Lines  int // how many moves to show
}

// Analysis is one round of an analysis, or why there is none.
type Analysis struct {
	ID    int
	Round int  // from 1
	Nodes int  // the positions of each move's search this round
	Last  bool // the analysis's last round
	Lines []Line
	Err   string
}

// Line is one of an analysis's best moves: the side to move's expected
// score after it and the line it starts.
type Line struct {
	Score float64
	Moves []string
}

// Cancel stops the review, analysis or puzzle question ID at its next
// pause: a review answers Canceled, a puzzle question with what it found
// so far, an analysis nothing.
type Cancel struct {
	ID int
}

// PuzzleQuestion asks the defender's reply to the player's turn in a
// puzzle (rules/puzzle's Question): the turn that resists longest, and
// when Judge is set, first whether the player's turn still forces the
// goal. The search is budgeted (rules/puzzle/check.Respond).
type PuzzleQuestion struct {
	ID     int
	Game   string
	Record string // the game after the player's turn, in its compact form
	Side   int    // the attacker, the player (game.Side)
	Judge  bool   // also say whether the goal is still forced
	Turns  int    // the attacker's turns left after this one
	Count  bool   // the goal is a lead in stones (Pivots), not a win
	Margin int    // Count: the lead to hold
}

// PuzzleAnswer is the defender's reply to a PuzzleQuestion.
type PuzzleAnswer struct {
	ID        int
	Forced    bool     // Judge: the player's turn still forces the goal
	Reply     []string // the defender's whole turn; none when the game is over
	Exact     bool     // the whole search ran: the reply is the best and Forced proven; else the best found within the budget
	Plays     int      // moves played by the search
	ElapsedMs float64
	Err       string
}

func (Init) Type() string           { return TypeInit }
func (Ready) Type() string          { return TypeReady }
func (Think) Type() string          { return TypeThink }
func (Reply) Type() string          { return TypeReply }
func (Review) Type() string         { return TypeReview }
func (Progress) Type() string       { return TypeProgress }
func (Reviewed) Type() string       { return TypeReviewed }
func (Analyse) Type() string        { return TypeAnalyse }
func (Analysis) Type() string       { return TypeAnalysis }
func (Cancel) Type() string         { return TypeCancel }
func (PuzzleQuestion) Type() string { return TypePuzzle }
func (PuzzleAnswer) Type() string   { return TypeSolved }

// msg starts a message's map.
func msg(m Message, id int, kv ...any) map[string]any {
	out := map[string]any{"type": m.Type()}
	if id != 0 {
		out["id"] = id
	}
	for i := 0; i+1 < len(kv); i += 2 {
		out[kv[i].(string)] = kv[i+1]
	}
	return out
}

// withErr adds an error, if any.
func withErr(out map[string]any, err string) map[string]any {
	if err != "" {
		out["error"] = err
	}
	return out
}

// strs is a list of strings as postMessage takes it.
func strs(list []string) []any {
	out := make([]any, len(list))
	for i, s := range list {
		out[i] = s
	}
	return out
}

func (m Init) ToWorker() map[string]any { return msg(m, 0, "wasm", m.Wasm) }
func (m Ready) ToPage() map[string]any  { return msg(m, 0) }

func (m Think) ToWorker() map[string]any {
	return msg(m, m.ID, "game", m.Game, "record", m.Record, "level", m.Level,
		"seed", strconv.FormatUint(m.Seed, 10), "draw", m.Draw, "hint", m.Hint)
}

func (m Reply) ToPage() map[string]any {
	out := msg(m, m.ID, "draw", m.Draw, "hint", m.Hint)
	if m.Err != "" {
		return withErr(out, m.Err)
	}
	out["action"], out["score"], out["line"] = m.Action, m.Score, strs(m.Line)
	out["iterations"], out["counted"], out["elapsedMs"] = m.Iterations, m.Counted, m.ElapsedMs
	return out
}

func (m Review) ToWorker() map[string]any {
	return msg(m, m.ID, "game", m.Game, "record", m.Record)
}

func (m Progress) ToPage() map[string]any {
	return msg(m, m.ID, "done", m.Done, "total", m.Total)
}

func (m Reviewed) ToPage() map[string]any {
	out := msg(m, m.ID)
	switch {
	case m.Err != "":
		return withErr(out, m.Err)
	case m.Canceled:
		out["canceled"] = true
		return out
	}
	list := make([]any, len(m.Moves))
	for i, mv := range m.Moves {
		list[i] = map[string]any{
			"n": mv.N, "side": int(mv.Side), "move": mv.Move, "class": string(mv.Class),
			"before": mv.Before, "after": mv.After, "best": mv.Best, "line": strs(mv.Line),
		}
	}
	out["moves"] = list
	return out
}

func (m Analyse) ToWorker() map[string]any {
	return msg(m, m.ID, "game", m.Game, "record", m.Record, "lines", m.Lines)
}

func (m Analysis) ToPage() map[string]any {
	out := msg(m, m.ID)
	if m.Err != "" {
		return withErr(out, m.Err)
	}
	lines := make([]any, len(m.Lines))
	for i, l := range m.Lines {
		lines[i] = map[string]any{"score": l.Score, "moves": strs(l.Moves)}
	}
	out["round"], out["nodes"], out["last"], out["lines"] = m.Round, m.Nodes, m.Last, lines
	return out
}

func (m Cancel) ToWorker() map[string]any { return msg(m, m.ID) }

func (m PuzzleQuestion) ToWorker() map[string]any {
	return msg(m, m.ID, "game", m.Game, "record", m.Record, "side", m.Side, "judge", m.Judge,
		"turns", m.Turns, "count", m.Count, "margin", m.Margin)
}

func (m PuzzleAnswer) ToPage() map[string]any {
	out := msg(m, m.ID)
	if m.Err != "" {
		return withErr(out, m.Err)
	}
	out["forced"], out["reply"], out["exact"] = m.Forced, strs(m.Reply), m.Exact
	out["plays"], out["elapsedMs"] = m.Plays, m.ElapsedMs
	return out
}

// Value is what Read reads: a JavaScript value as the page (go-app's
// app.Value) and the worker (syscall/js's js.Value) see it, each being its
// own V; Native is one natively. Only these methods are used, and none
// that panics on a value of the wrong type is called before its type is
// known.
type Value[V any] interface {
	Get(key string) V
	Index(i int) V
	Length() int
	String() string
	Float() float64
	Truthy() bool
	IsUndefined() bool
	IsNull() bool
}

// reader reads the fields of one message.
type reader[V Value[V]] struct{ v V }

// missing reports whether x holds nothing.
func missing[V Value[V]](x V) bool { return x.IsUndefined() || x.IsNull() }

func (r reader[V]) str(key string) string { return str(r.v.Get(key)) }

func str[V Value[V]](x V) string {
	if missing(x) {
		return ""
	}
	return x.String()
}

func (r reader[V]) num(key string) float64 { return num(r.v.Get(key)) }

func num[V Value[V]](x V) float64 {
	if missing(x) {
		return 0
	}
	return x.Float() // panics on a value not a number: Read recovers
}

func (r reader[V]) int(key string) int   { return int(r.num(key)) }
func (r reader[V]) flag(key string) bool { return r.v.Get(key).Truthy() }

func (r reader[V]) strs(key string) []string { return strList(r.v.Get(key)) }

func strList[V Value[V]](x V) []string {
	if missing(x) {
		return nil
	}
	n := x.Length()
	if n == 0 {
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = str(x.Index(i))
	}
	return out
}

// each calls f with each element of the list at key.
func (r reader[V]) each(key string, f func(reader[V])) {
	x := r.v.Get(key)
	if missing(x) {
		return
	}
	for i := range x.Length() {
		f(reader[V]{x.Index(i)})
	}
}

// ReadQuestion reads a question by its type, as the worker does; an
// answer is an error there. ReadAnswer reads an answer, as the page does.
// Each gives one of this package's types (a value, not a pointer). A
// missing field reads as its zero value; an unknown type, or a field of
// the wrong kind, is an error.
func ReadQuestion[V Value[V]](v V) (q Question, err error) {
	defer readFailed(&err)
	r, id, t, err := open(v)
	if err != nil {
		return nil, err
	}
	switch t {
	case TypeInit:
		return Init{Wasm: r.str("wasm")}, nil
	case TypeThink:
		m := Think{ID: id, Game: r.str("game"), Record: r.str("record"), Level: r.int("level"),
			Draw: r.flag("draw"), Hint: r.flag("hint")}
		if s := r.str("seed"); s != "" {
			if m.Seed, err = strconv.ParseUint(s, 10, 64); err != nil {
				return nil, fmt.Errorf("think: the seed %q: %v", s, err)
			}
		}
		return m, nil
	case TypeReview:
		return Review{ID: id, Game: r.str("game"), Record: r.str("record")}, nil
	case TypeAnalyse:
		return Analyse{ID: id, Game: r.str("game"), Record: r.str("record"), Lines: r.int("lines")}, nil
	case TypeCancel:
		return Cancel{ID: id}, nil
	case TypePuzzle:
		return PuzzleQuestion{ID: id, Game: r.str("game"), Record: r.str("record"), Side: r.int("side"),
			Judge: r.flag("judge"), Turns: r.int("turns"), Count: r.flag("count"), Margin: r.int("margin")}, nil
	default:
		return nil, fmt.Errorf("a question of an unknown type %q", t)
	}
}

// ReadAnswer reads an answer, as the page does: see ReadQuestion.
func ReadAnswer[V Value[V]](v V) (a Answer, err error) {
	defer readFailed(&err)
	r, id, t, err := open(v)
	if err != nil {
		return nil, err
	}
	switch t {
	case TypeReady:
		return Ready{}, nil
	case TypeReply:
		return Reply{ID: id, Draw: r.flag("draw"), Hint: r.flag("hint"), Action: r.str("action"),
			Score: r.num("score"), Line: r.strs("line"), Iterations: r.int("iterations"),
			Counted: r.str("counted"), ElapsedMs: r.num("elapsedMs"), Err: r.str("error")}, nil
	case TypeProgress:
		return Progress{ID: id, Done: r.int("done"), Total: r.int("total")}, nil
	case TypeReviewed:
		m := Reviewed{ID: id, Canceled: r.flag("canceled"), Err: r.str("error")}
		r.each("moves", func(x reader[V]) {
			m.Moves = append(m.Moves, review.Move{
				N: x.int("n"), Side: game.Side(x.int("side")), Move: x.str("move"),
				Class: review.Class(x.str("class")), Before: x.num("before"), After: x.num("after"),
				Best: x.str("best"), Line: x.strs("line"),
			})
		})
		return m, nil
	case TypeAnalysis:
		m := Analysis{ID: id, Round: r.int("round"), Nodes: r.int("nodes"), Last: r.flag("last"), Err: r.str("error")}
		r.each("lines", func(x reader[V]) {
			m.Lines = append(m.Lines, Line{Score: x.num("score"), Moves: x.strs("moves")})
		})
		return m, nil
	case TypeSolved:
		return PuzzleAnswer{ID: id, Forced: r.flag("forced"), Reply: r.strs("reply"), Exact: r.flag("exact"),
			Plays: r.int("plays"), ElapsedMs: r.num("elapsedMs"), Err: r.str("error")}, nil
	default:
		return nil, fmt.Errorf("an answer of an unknown type %q", t)
	}
}

// open starts reading a message: its fields, ID and type.
func open[V Value[V]](v V) (r reader[V], id int, t string, err error) {
	if missing(v) {
		return r, 0, "", fmt.Errorf("an empty message")
	}
	r = reader[V]{v}
	return r, r.int("id"), r.str("type"), nil
}

// readFailed, deferred, turns a panic while reading (a field of the wrong
// kind) into an error; the reader's result is then nil.
func readFailed(err *error) {
	if p := recover(); p != nil {
		*err = fmt.Errorf("a message could not be read: %v", p)
	}
}
