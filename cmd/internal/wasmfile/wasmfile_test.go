package wasmfile

import (
	"bytes"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

func TestNumbersRoundTrip(t *testing.T) {
	for _, v := range []uint64{0, 1, 63, 64, 127, 128, 300, 1<<32 - 1, math.MaxUint64} {
		r := Reader{B: AppendUint(nil, v)}
		if got := r.Uint(); got != v || r.Err != nil || r.I != len(r.B) {
			t.Errorf("unsigned %d read back as %d (%v, %d of %d bytes)", v, got, r.Err, r.I, len(r.B))
		}
	}
	for _, v := range []int64{0, 1, -1, 63, 64, -64, -65, 8191, 1<<31 - 1, 1 << 31, -1 << 31, math.MaxInt64, math.MinInt64} {
		r := Reader{B: AppendInt(nil, v)}
		if got := r.Int(); got != v || r.Err != nil || r.I != len(r.B) {
			t.Errorf("signed %d read back as %d (%v, %d of %d bytes)", v, got, r.Err, r.I, len(r.B))
		}
	}
	// The encodings the format fixes: 624485 is E5 8E 26, -123456 C0 BB 78.
	if got := AppendUint(nil, 624485); !bytes.Equal(got, []byte{0xe5, 0x8e, 0x26}) {
		t.Errorf("624485 written % x", got)
	}
	if got := AppendInt(nil, -123456); !bytes.Equal(got, []byte{0xc0, 0xbb, 0x78}) {
		t.Errorf("-123456 written % x", got)
	}
}

func TestSectionsRoundTrip(t *testing.T) {
	header := []byte("\x00asm\x01\x00\x00\x00")
	secs := []Section{{1, []byte{1, 2, 3}}, {0, bytes.Repeat([]byte{7}, 200)}, {11, DataSection([]Segment{{16, []byte("go")}})}}
	b := Module(header, secs)
	got, err := Sections(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(secs) {
		t.Fatalf("%d sections read back, want %d", len(got), len(secs))
	}
	for i := range secs {
		if got[i].ID != secs[i].ID || !bytes.Equal(got[i].Body, secs[i].Body) {
			t.Errorf("section %d read back as %d % x", i, got[i].ID, got[i].Body)
		}
	}
	if !bytes.Equal(Module(b, got), b) {
		t.Error("a module written from its sections is not the same bytes")
	}
	if _, err := Sections(b[:len(b)-1]); err == nil {
		t.Error("a cut module was read")
	}
	if _, err := Sections([]byte("\x7fELF\x01\x00\x00\x00")); err == nil {
		t.Error("a file that is not wasm was read")
	}
}

func TestSegmentsRoundTrip(t *testing.T) {
	segs := []Segment{{4096, []byte("abc")}, {1 << 20, bytes.Repeat([]byte{1}, 300)}, {1<<31 - 2, []byte{9, 9}}}
	got, err := Segments(DataSection(segs))
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != len(segs) {
		t.Fatalf("%d segments read back, want %d", len(got), len(segs))
	}
	for i := range segs {
		if got[i].Offset != segs[i].Offset || !bytes.Equal(got[i].Data, segs[i].Data) {
			t.Errorf("segment %d read back as %+v", i, got[i])
		}
	}
}

func TestSegmentsRefuseWhatGoDoesNotWrite(t *testing.T) {
	for name, body := range map[string][]byte{
		"passive":              {1, 1, 1, 'x'},
		"an offset not const":  {1, 0, 0x23, 0, 0x0b, 1, 'x'}, // global.get 0
		"a negative offset":    {1, 0, 0x41, 0x7f, 0x0b, 1, 'x'},
		"an offset past 2 GB":  {1, 0, 0x41, 0x80, 0x80, 0x80, 0x80, 0x08, 0x0b, 1, 'x'},
		"bytes after the last": {1, 0, 0x41, 0, 0x0b, 1, 'x', 0},
		"cut short":            {2, 0, 0x41, 0, 0x0b, 1, 'x'},
	} {
		if _, err := Segments(body); err == nil {
			t.Errorf("%s: read without an error", name)
		}
	}
}

// image is the memory a module's segments give it at the start.
func image(segs []Segment) []byte {
	var mem []byte
	for _, s := range segs {
		if end := int(s.Offset) + len(s.Data); end > len(mem) {
			mem = append(mem, make([]byte, end-len(mem))...)
		}
		copy(mem[s.Offset:], s.Data)
	}
	return bytes.TrimRight(mem, "\x00")
}

func TestMergeKeepsTheMemory(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := 0; trial < 200; trial++ {
		var segs []Segment
		off := uint32(rng.IntN(64))
		for i := rng.IntN(40); i >= 0; i-- {
			data := make([]byte, 1+rng.IntN(12))
			for j := range data {
				data[j] = byte(1 + rng.IntN(255))
			}
			segs = append(segs, Segment{off, data})
			off += uint32(len(data))
			switch rng.IntN(4) {
			case 0: // adjacent
			case 1:
				off += uint32(1 + rng.IntN(20)) // a short gap
			case 2:
				off += uint32(1000 + rng.IntN(100)) // about maxGap
			case 3:
				off -= uint32(rng.IntN(int(off) + 1)) // back: out of order, or overlapping

			}
		}
		maxGap := 1 + rng.IntN(1100)
		merged := Merge(segs, maxGap)
		if !bytes.Equal(image(merged), image(segs)) {
			t.Fatalf("trial %d: the memory differs after merging %+v with max gap %d", trial, segs, maxGap)
		}
		sorted := slices.Clone(segs)
		slices.SortFunc(sorted, func(a, b Segment) int { return int(a.Offset) - int(b.Offset) })
		disjoint := true
		for i := 1; i < len(sorted); i++ {
			disjoint = disjoint && int(sorted[i-1].Offset)+len(sorted[i-1].Data) <= int(sorted[i].Offset)
		}
		if !disjoint {
			continue
		}
		for i := 1; i < len(merged); i++ {
			if merged[i].Offset < merged[i-1].Offset {
				t.Fatalf("trial %d: merged segments out of order", trial)
			}
			if gap := int(merged[i].Offset) - int(merged[i-1].Offset) - len(merged[i-1].Data); gap <= maxGap {
				t.Fatalf("trial %d: segments %d and %d, %d bytes apart, were not merged (max %d)", trial, i-1, i, gap, maxGap)
			}
		}
	}
}

func TestMergeLeavesItsInputAlone(t *testing.T) {
	segs := []Segment{{0, []byte("ab")}, {4, []byte("cd")}}
	Merge(segs, 8)
	if string(segs[0].Data) != "ab" || string(segs[1].Data) != "cd" {
		t.Errorf("the segments merged changed: %+v", segs)
	}
}
