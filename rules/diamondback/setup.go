package diamondback

import (
	"fmt"
	"sync"
)

// The four setups (docs/games/diamondback.md, The start: four setups):
// each side's queen on its drawn square (b1, g8) or swapped with its
// light bishop (a2, h7). A setup's name is White's queen square then
// Black's. Their order is the rules page's: index 0 is the default.
var (
	setupNames = [...]string{"b1g8", "b1h7", "a2g8", "a2h7"}
	setupFENs  = [...]string{
		"3prnqk/4ppbb/5ppn/P3p1pr/RP1P3p/NPP5/BBPP4/KQNRP3 w - - 0 1",
		"3prnbk/4ppbq/5ppn/P3p1pr/RP1P3p/NPP5/BBPP4/KQNRP3 w - - 0 1",
		"3prnqk/4ppbb/5ppn/P3p1pr/RP1P3p/NPP5/QBPP4/KBNRP3 w - - 0 1",
		"3prnbk/4ppbq/5ppn/P3p1pr/RP1P3p/NPP5/QBPP4/KBNRP3 w - - 0 1",
	}
	setupPositions [len(setupNames)]Position
	setupsOnce     sync.Once
)

// setups returns the setups' start positions, parsed on first use (as the
// tables they need are built).
func setups() *[NumSetups]Position {
	setupsOnce.Do(initSetups)
	return &setupPositions
}

// NumSetups is the number of standard starting setups.
const NumSetups = len(setupNames)

func initSetups() {
	for i, f := range setupFENs {
		p, err := ParseFEN(f)
		if err != nil {
			panic(err)
		}
		setupPositions[i] = p
	}
}

// SetupNames returns the setups' names in order: b1g8, b1h7, a2g8, a2h7.
func SetupNames() []string { return append([]string(nil), setupNames[:]...) }

// StartPosition returns the start position of setup i (0 ≤ i < NumSetups).
func StartPosition(i int) (Position, error) {
	if i < 0 || i >= NumSetups {
		return Position{}, fmt.Errorf("diamondback: there is no setup %d (0 to %d)", i, NumSetups-1)
	}
	return setups()[i], nil
}

// SetupIndex returns the index of the setup named name ("b1g8"), or -1.
func SetupIndex(name string) int {
	for i, n := range setupNames {
		if n == name {
			return i
		}
	}
	return -1
}

// SetupOf returns the index of the setup whose start p is, or -1.
func SetupOf(p Position) int {
	for i, start := range setups() {
		if start == p {
			return i
		}
	}
	return -1
}
