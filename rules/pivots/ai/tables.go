package ai

import "diamond/rules/pivots"

// Tables the evaluation derives once from the rules' own (rules/pivots):
// every diamond placement with the lines its pivot steps lay stones on.
var (
	// diamondMasks[d] holds the four cells of diamond d.
	diamondMasks [pivots.NumDiamonds]pivots.Bitboard
	// diamondLines[d] lists the lines (three cells each) of d's pivot
	// steps, one per distinct line: two pivots never share one.
	diamondLines [pivots.NumDiamonds][]pivots.Bitboard
	// diamondsOf[c] lists the diamonds with a corner on c.
	diamondsOf [pivots.NumCells][]uint8
)

func init() {
	for d := pivots.Diamond(0); d < pivots.NumDiamonds; d++ {
		diamondMasks[d] = d.Cells()
		for _, p := range d.Corners() {
			for dir := pivots.Dir(0); dir < pivots.NumDirs; dir++ {
				if a := pivots.StepOf(d, p, dir); a != pivots.NoAction {
					diamondLines[d] = append(diamondLines[d], a.Line())
				}
			}
			diamondsOf[p] = append(diamondsOf[p], uint8(d))
		}
	}
}
