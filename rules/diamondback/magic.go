package diamondback

import "sync"

// Slider attacks by magic bitboards: the occupied squares of a slider's
// relevant mask (its rays without their last square), multiplied by the
// square's magic number, give in their top bits an index into a table of
// attack sets built in initMagics by walking the rays. The magic numbers
// were found by a trial search over sparse random numbers (as in
// Stockfish and CounterGo); initMagics checks that each one maps every
// occupancy without a harmful collision.

type magic struct {
	mask    Bitboard
	number  uint64
	shift   uint8
	attacks []Bitboard
}

var (
	rookMagic   [NumSquares]magic
	bishopMagic [NumSquares]magic
	magicsOnce  sync.Once
)

// needMagics builds the tables on first use, not at start-up: they take
// 0.8 MB and, in the browser, 40 to 100 ms of a page that may only ever
// show another game. Every position comes from ParseFEN, which calls it.
func needMagics() { magicsOnce.Do(initMagics) }

// rookAttacks returns the squares a rook on s attacks through occupied.
func rookAttacks(s Square, occupied Bitboard) Bitboard {
	m := &rookMagic[s]
	return m.attacks[uint64(occupied&m.mask)*m.number>>m.shift]
}

// bishopAttacks returns the squares a bishop on s attacks through occupied.
func bishopAttacks(s Square, occupied Bitboard) Bitboard {
	m := &bishopMagic[s]
	return m.attacks[uint64(occupied&m.mask)*m.number>>m.shift]
}

func initMagics() {
	rookTable := make([]Bitboard, 0, 102400)
	bishopTable := make([]Bitboard, 0, 5248)
	for s := Square(0); s < NumSquares; s++ {
		rookTable = initMagic(&rookMagic[s], s, 0, rookMagics[s], rookTable)
		bishopTable = initMagic(&bishopMagic[s], s, 4, bishopMagics[s], bishopTable)
	}
}

// initMagic fills in m for a slider on s moving in the four directions
// from rayDirections[first], appending its attack table to table.
func initMagic(m *magic, s Square, first int, number uint64, table []Bitboard) []Bitboard {
	b := s.Bit()
	for _, d := range rayDirections[first : first+4] {
		for x := d(b); x != 0 && d(x) != 0; x = d(x) { // the ray but its last square
			m.mask |= x
		}
	}
	bits := m.mask.Count()
	m.number, m.shift = number, uint8(64-bits)
	start := len(table)
	table = append(table, make([]Bitboard, 1<<bits)...)
	m.attacks = table[start:len(table):len(table)]
	for occ := Bitboard(0); ; {
		att := slide(s, first, occ)
		i := uint64(occ) * number >> m.shift
		if m.attacks[i] != 0 && m.attacks[i] != att { // a slider always attacks a square
			panic("diamondback: a magic number collides")
		}
		m.attacks[i] = att
		occ = (occ - m.mask) & m.mask // the next subset of the mask
		if occ == 0 {
			break
		}
	}
	return table
}

var rookMagics = [NumSquares]uint64{
	0x008000908064c000, 0x0040200040001000, 0x0180100080a0010a, 0x8880041000800800,
	0x1200100201200804, 0x0200020004011008, 0x2180010000800600, 0x0200005088210204,
	0x0400800040008021, 0x0400400020005000, 0x8240801000200080, 0x8611001004200900,
	0x008180800c001800, 0x0100800200800400, 0x0a02000102000408, 0x8020802300104280,
	0x0080004000402000, 0xe010104000402000, 0x0800808010002000, 0xa280210008100100,
	0x0001818014000800, 0xa002010100080400, 0x0080240001020870, 0x0001020004048845,
	0x0081826280004004, 0x2020810900284000, 0x0200100080802000, 0x0200080080100080,
	0x8083080100100500, 0x4406000901000400, 0x0005020080800100, 0x0090204200008114,
	0x0010400094800420, 0x0900804000802002, 0x0201001841002000, 0x4100080080801000,
	0x4540040080800800, 0x0002001004040020, 0x0281195814001002, 0x1240800040800100,
	0x0880042000524004, 0x02c080410206002c, 0x0801200241050010, 0x8400080010008080,
	0x0008000500090010, 0x0082009084020008, 0x4012000108020004, 0x9000104d08860004,
	0x2004204114800100, 0x0148802112400300, 0x0202842000100880, 0x001b080080900080,
	0x001a002008100600, 0x0004008004020080, 0x5181000600040300, 0x0000044401128a00,
	0x8044110480002441, 0x2008110084402202, 0x90806005090010c1, 0x000420310a004a42,
	0x0023001004020801, 0x0882001008040102, 0x000230088118020c, 0x0000019025040042,
}

var bishopMagics = [NumSquares]uint64{
	0x0045010808008680, 0x2002080204004898, 0x0210009a10400006, 0x0824050200810200,
	0x0006061105004090, 0x00010108c0000000, 0x0814040282104004, 0x0012012201106800,
	0x10823014100c1040, 0x0080c2088802808c, 0x0281108410404000, 0x0101212041826200,
	0x0020141028221058, 0x2201020202200202, 0x000082a801482000, 0x0000008401411044,
	0x0007103014300404, 0x0002091110010100, 0x42140012040c0808, 0x0800808802004020,
	0x90c4004210140000, 0x0800200900a01000, 0x00d0400201108810, 0x80820183814412a0,
	0x00a01008202202b4, 0x01c2021a09500402, 0x0084440208042400, 0x800400400c090100,
	0xba10040010802100, 0xd182009006005000, 0x5011021001009004, 0x0020420200510400,
	0x0292104000468800, 0x00043009091c0500, 0x0280441000020025, 0x0042820080080080,
	0x0440101010010040, 0x1000900100808080, 0x0108108120089800, 0x0044010200012682,
	0xc002500420900400, 0x0040482210710800, 0x0002060024000200, 0x0281020a44000800,
	0xa0021200a4000200, 0x0001301000840840, 0x2868500108444220, 0x0004111041000200,
	0x8044020842080200, 0x0000220104210200, 0x0000021201044000, 0x0000280884040028,
	0x4012114010858003, 0x0000081004082b88, 0x3892700508208002, 0x00220a041b060400,
	0x0812020284014881, 0x010434a282103100, 0x0490400824020800, 0x4a20002c00208800,
	0x000000a011020200, 0x4002940a02482202, 0x5100100202140406, 0x02102000840540c1,
}
