package pivots_test

import (
	"fmt"

	"diamond/rules/pivots"
)

// Neto's example turn: Black drops on c6, which makes a diamond, and must
// pivot until it owns none.
func Example() {
	start, err := pivots.ParsePosition("5/3b2/2bb3/4b3/5b3/8/7/wwww2/1w3 b 0 5")
	if err != nil {
		panic(err)
	}
	g := pivots.NewGameFrom(start)
	for _, move := range []string{"c6", "c5/d7>f5", "f5/e6>f2"} {
		a, err := g.ParseAction(move)
		if err == nil {
			err = g.Play(a)
		}
		if err != nil {
			panic(err)
		}
		fmt.Printf("%-8s ends the turn: %v\n", move, g.EndsTurn(g.Len()-1))
	}
	fmt.Println(g.Position())
	fmt.Println(g.Compact())
	// Output:
	// c6       ends the turn: false
	// c5/d7>f5 ends the turn: false
	// f5/e6>f2 ends the turn: true
	//     . . . . .
	//    . . . . . .
	//   . . b . . . .
	//  . . . b . . . .
	// . . . . . . . . .
	//  . . . . b . . .
	//   . . . b . . .
	//    w w b w . .
	//     . b . . .
	// turn 6, White to move; stones: Black 6, White 3
	// ~-c5d6d7e6f6-d1e2f2f3g4-b05-c6c5d7f5f5e6f2
}
