package levels

import (
	"testing"
	"time"

	"diamond/rules/player/playertest"
)

func TestTable(t *testing.T) {
	playertest.CheckLevels(t, Max, Infos(), Of, func(l Level) (int, time.Duration) { return l.Nodes, l.Time })
}
