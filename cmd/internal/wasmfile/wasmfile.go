// Package wasmfile reads and writes the parts of a WebAssembly module that
// the project's build tools look at: its sections, and the segments of its
// data section. It knows the binary format only as far as Go's wasm files
// use it.
package wasmfile

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
)

// ErrShort is the error for a module that ends before its sections do.
var ErrShort = errors.New("the file ends early: not a wasm module")

// Section is one section of a module: its id and its body.
type Section struct {
	ID   byte
	Body []byte
}

// Sections splits a module into its sections, in order.
func Sections(b []byte) ([]Section, error) {
	if len(b) < 8 || string(b[:4]) != "\x00asm" {
		return nil, errors.New("not a wasm module")
	}
	var secs []Section
	r := Reader{B: b, I: 8}
	for r.I < len(b) {
		id := r.Byte()
		body := r.Bytes(r.Uint())
		if r.Err != nil {
			return nil, r.Err
		}
		secs = append(secs, Section{id, body})
	}
	return secs, nil
}

// Module writes a module of these sections, after the header of b (its
// magic number and version).
func Module(header []byte, secs []Section) []byte {
	out := append([]byte(nil), header[:8]...)
	for _, s := range secs {
		out = append(out, s.ID)
		out = AppendUint(out, uint64(len(s.Body)))
		out = append(out, s.Body...)
	}
	return out
}

// Segment is an active data segment of memory 0: its bytes, copied to
// Offset when the module is instantiated.
type Segment struct {
	Offset uint32
	Data   []byte
}

// Segments reads a data section's segments. It accepts only what Go's
// linker writes, active segments of memory 0 at a constant offset, and
// fails on anything else.
func Segments(body []byte) ([]Segment, error) {
	r := Reader{B: body}
	n := r.Uint()
	var segs []Segment
	for ; n > 0 && r.Err == nil; n-- {
		if kind := r.Uint(); kind != 0 {
			return nil, fmt.Errorf("data segment %d is of kind %d, not an active segment of memory 0", len(segs), kind)
		}
		if op := r.Byte(); op != 0x41 { // i32.const
			return nil, fmt.Errorf("data segment %d's offset is not a constant", len(segs))
		}
		off := r.Int()
		if r.Byte() != 0x0b { // end
			return nil, fmt.Errorf("data segment %d's offset is not a constant", len(segs))
		}
		if off < 0 || off > 1<<31-1 { // an i32 read as unsigned: Go's data is under 2 GB
			return nil, fmt.Errorf("data segment %d's offset %d is not one Go writes", len(segs), off)
		}
		segs = append(segs, Segment{uint32(off), r.Bytes(r.Uint())})
	}
	if r.Err != nil {
		return nil, r.Err
	}
	if r.I != len(body) {
		return nil, errors.New("the data section has bytes after its segments")
	}
	return segs, nil
}

// DataSection writes segments as a data section's body.
func DataSection(segs []Segment) []byte {
	out := AppendUint(nil, uint64(len(segs)))
	for _, s := range segs {
		out = append(out, 0, 0x41)
		out = AppendInt(out, int64(s.Offset))
		out = append(out, 0x0b)
		out = AppendUint(out, uint64(len(s.Data)))
		out = append(out, s.Data...)
	}
	return out
}

// Reader reads a module's bytes; past the end it sets Err and returns
// zeros.
type Reader struct {
	B   []byte
	I   int
	Err error
}

// Byte reads one byte.
func (r *Reader) Byte() byte {
	if r.I >= len(r.B) {
		r.Err = ErrShort
		return 0
	}
	r.I++
	return r.B[r.I-1]
}

// Uint reads an unsigned LEB128 number.
func (r *Reader) Uint() uint64 {
	var v uint64
	for shift := uint(0); shift < 64; shift += 7 {
		c := r.Byte()
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			break
		}
	}
	return v
}

// Int reads a signed LEB128 number.
func (r *Reader) Int() int64 {
	var v int64
	for shift := uint(0); shift < 64; {
		c := r.Byte()
		v |= int64(c&0x7f) << shift
		shift += 7
		if c < 0x80 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			break
		}
	}
	return v
}

// Bytes reads n bytes.
func (r *Reader) Bytes(n uint64) []byte {
	if n > uint64(len(r.B)-r.I) {
		r.Err, r.I = ErrShort, len(r.B)
		return nil
	}
	r.I += int(n)
	return r.B[r.I-int(n) : r.I]
}

// Limits reads a table's or a memory's limits.
func (r *Reader) Limits() {
	if r.Byte()&1 != 0 {
		r.Uint()
	}
	r.Uint()
}

// AppendUint appends v as an unsigned LEB128 number.
func AppendUint(out []byte, v uint64) []byte {
	for v >= 0x80 {
		out = append(out, byte(v)|0x80)
		v >>= 7
	}
	return append(out, byte(v))
}

// AppendInt appends v as a signed LEB128 number.
func AppendInt(out []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if v == 0 && c&0x40 == 0 || v == -1 && c&0x40 != 0 {
			return append(out, c)
		}
		out = append(out, c|0x80)
	}
}

// Merge joins the segments that no more than maxGap bytes lie between,
// in the order of their offsets, writing those bytes as zeros (what memory
// holds where no segment writes). The memory a module starts with is the
// same. Overlapping segments, which Go's linker does not write, are left
// as they are: there the order of writing counts, and a gap's zeros could
// cover another's bytes.
func Merge(segs []Segment, maxGap int) []Segment {
	sorted := slices.Clone(segs)
	slices.SortStableFunc(sorted, func(a, b Segment) int { return cmp.Compare(a.Offset, b.Offset) })
	for i := 1; i < len(sorted); i++ {
		if uint64(sorted[i-1].Offset)+uint64(len(sorted[i-1].Data)) > uint64(sorted[i].Offset) {
			return slices.Clone(segs)
		}
	}
	var out []Segment
	for _, s := range sorted {
		if n := len(out); n > 0 {
			last := &out[n-1]
			if gap := int64(s.Offset) - int64(last.Offset) - int64(len(last.Data)); gap <= int64(maxGap) {
				last.Data = append(append(last.Data, make([]byte, gap)...), s.Data...)
				continue
			}
		}
		out = append(out, Segment{s.Offset, slices.Clone(s.Data)})
	}
	return out
}
