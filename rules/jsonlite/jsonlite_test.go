package jsonlite

import (
	"bytes"
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"
)

// The tests hold jsonlite to encoding/json on a type with every kind and
// rule it handles: named types, embedded fields hidden by outer ones,
// omitempty, "-", unexported fields, pointers, nested slices and maps.

type inner struct {
	A string `json:"a"`
	B int    `json:"b,omitempty"`
}

type Embedded struct {
	Line   string `json:"line"`
	Kept   int
	Hidden string `json:"hidden"`
	Twice  int    // neither Twice is tagged: encoding/json drops both
}

type Other struct {
	Twice int
	Tag   string `json:"tag"`
	Line  int    // as deep as Embedded's, untagged: the tagged one wins
}

type named string

type sample struct {
	Embedded
	Other
	Hidden  []int              `json:"hidden"` // hides Embedded's
	S       string             `json:"s"`
	N       named              `json:"n,omitempty"`
	I       int                `json:"i"`
	I8      int8               `json:"i8,omitempty"`
	U8      uint8              `json:"u8"`
	I64     int64              // named by the field
	F       float64            `json:"f"`
	F32     float32            `json:"f32,omitempty"`
	B       bool               `json:"b,omitempty"`
	P       *inner             `json:"p,omitempty"`
	PP      *inner             `json:"pp"`
	L       []inner            `json:"l"`
	LL      [][]string         `json:"ll,omitempty"`
	M       map[string]inner   `json:"m,omitempty"`
	MS      map[named]string   `json:"ms"`
	MP      map[string]*inner  `json:"mp,omitempty"`
	Skip    string             `json:"-"`
	private int                // unexported: left alone
	Unicode string             `json:"ünï"`
	Nested  map[string][]inner `json:"nested,omitempty"`
	Punct   string             `json:"$x-y.z"`
}

// filled is a sample with values in place, so that decoding into it shows
// what is reused, cleared or merged.
func filled() sample {
	l := make([]inner, 2, 5)
	l[0] = inner{A: "x", B: 1}
	return sample{
		Embedded: Embedded{Line: "l", Kept: 3, Hidden: "h"},
		S:        "s", I: 7, P: &inner{A: "p", B: 2}, L: l, private: 5,
		M:  map[string]inner{"k": {A: "v"}},
		MS: map[named]string{"a": "b"},
	}
}

var seeds = []string{
	`{}`, `null`, `[]`, `1`, `"s"`, ` {"s":"x"} `,
	`{"s":"a\u003cb\u0026\u2028","n":"Tag","i":-12,"i8":127,"u8":255,"I64":-9223372036854775808}`,
	`{"line":"l2","Kept":4,"hidden":[1,2],"Twice":5,"tag":"t","ünï":"ü"}`,
	`{"S":"case","LINE":"up","kept":9,"ÜNÏ":"fold","hIdDeN":[3]}`,
	`{"f":1.5e300,"f32":3.4e38,"f":-0,"F":1E2}`,
	`{"i8":128}`, `{"u8":-1}`, `{"i":1.0}`, `{"i":1e2}`, `{"f32":1e39}`, `{"f":1e400}`,
	`{"p":null,"pp":{"a":"new"},"l":[{"a":"y"},{}],"ll":[["a"],[],null]}`,
	`{"l":[]}`, `{"l":null}`, `{"l":[{"b":5}]}`, `{"l":[{"b":5},{"b":6},{"b":7}]}`,
	`{"m":{"k":{"b":1},"j":{}},"ms":{"z":"y"},"mp":{"a":null,"b":{"a":"c"}}}`,
	`{"m":null}`, `{"p":{"a":"q"},"p":{"b":9}}`, `{"l":[{"a":"1"}],"l":[{"b":2}]}`,
	`{"s":1}`, `{"i":"1"}`, `{"b":"true"}`, `{"p":[]}`, `{"l":{}}`, `{"m":[]}`, `{"p":1}`,
	`{"Skip":"no","private":1,"unknown":{"deep":[1,{"x":null}]}}`,
	`{"s":"\ud83d\ude00 \ud83d x \udc00\u0041 \\ \/ \b\f\n\r\t"}`,
	"{\"s\":\"\xff\xfe bad \xc3\"}", "{\"s\xff\":1}",
	`{"s":"a` + "\x01" + `"}`, `{"s":"\x"}`, `{"s":"\u12"}`, `{"s":'a'}`,
	`{"i":01}`, `{"i":-}`, `{"i":1.}`, `{"i":.5}`, `{"f":1e}`, `{"f":- 1}`, `{"i":+1}`,
	`{"s":"a",}`, `{,}`, `[1,]`, `{"s" "a"}`, `{"s":"a"} x`, `{"s":"a"}}`, `nul`, `tru`,
	`{"b":true,"b":false}`, `{"BadTag":"x","a'b":"y","$x-y.z":"p"}`, `{"twice":1}`, `{"nested":{"a":[{"a":"b"}],"c":null}}`,
	strings.Repeat("[", 10001) + strings.Repeat("]", 10001),
	`{"x":` + strings.Repeat("[", 10000) + strings.Repeat("]", 10000) + `}`,
}

func FuzzUnmarshal(f *testing.F) {
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, start := range []func() sample{func() sample { return sample{} }, filled} {
			want, got := start(), start()
			wantErr := json.Unmarshal(data, &want)
			gotErr := Unmarshal(data, &got)
			if (wantErr == nil) != (gotErr == nil) {
				t.Fatalf("%q: encoding/json says %v, jsonlite %v", data, wantErr, gotErr)
			}
			if wantErr == nil && !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: encoding/json reads\n%+v\njsonlite\n%+v", data, want, got)
			}
		}
	})
}

func TestUnmarshalSeeds(t *testing.T) {
	// The seeds run as FuzzUnmarshal's corpus too; this says that some of
	// them are errors and some are not, so the comparison has both sides.
	var oks, errs int
	for _, s := range seeds {
		var v sample
		if Unmarshal([]byte(s), &v) == nil {
			oks++
		} else {
			errs++
		}
	}
	if oks < 15 || errs < 15 {
		t.Fatalf("%d seeds read and %d failed: both should be many", oks, errs)
	}
}

func FuzzMarshal(f *testing.F) {
	f.Add("plain", "key", 1.5, int64(3), true)
	f.Add("<&>\u2028\u2029\"\\\x00\x1f\x7f\xff é", "\xc3", 1e21, int64(-1), false)
	f.Add("", "", 1e-7, int64(0), false)
	f.Add("x", "y", 123456789.125, int64(math.MaxInt64), true)
	f.Add("x", "y", math.Inf(1), int64(0), true)
	f.Add("x", "y", math.NaN(), int64(0), true)
	f.Add("x", "y", 3.4e38, int64(0), true)
	f.Fuzz(func(t *testing.T, s, key string, x float64, n int64, b bool) {
		v := sample{
			Embedded: Embedded{Line: s, Kept: int(n), Hidden: key, Twice: 1},
			Other:    Other{Twice: 2, Tag: key, Line: 3},
			S:        s, N: named(key), I: int(n), I8: int8(n), U8: uint8(n), I64: n,
			F: x, F32: float32(x), B: b, Unicode: s, Punct: s,
			LL: [][]string{{s, key}, nil, {}},
			M:  map[string]inner{key: {A: s, B: int(n)}, s: {}},
			MS: map[named]string{named(s): key},
			MP: map[string]*inner{key: nil, "b": {A: s}},
		}
		if b {
			v.P, v.L, v.Hidden = &inner{A: key}, []inner{{A: s}, {B: 1}}, []int{}
			v.Nested = map[string][]inner{s: nil, key: {{}}}
		}
		for _, indent := range []bool{false, true} {
			var want, got []byte
			var wantErr, gotErr error
			if indent {
				want, wantErr = json.MarshalIndent(v, "> ", "\t")
				got, gotErr = MarshalIndent(v, "> ", "\t")
			} else {
				want, wantErr = json.Marshal(v)
				got, gotErr = Marshal(v)
			}
			if (wantErr == nil) != (gotErr == nil) {
				t.Fatalf("encoding/json says %v, jsonlite %v", wantErr, gotErr)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("encoding/json writes\n%s\njsonlite\n%s", want, got)
			}
		}
	})
}

// Types go vet and staticcheck refuse in source, made at run time: two
// fields tagged with one name, as deep (encoding/json drops both), and a
// tag's name encoding/json does not take (the field goes by its own).
func TestTagsRefusedInSource(t *testing.T) {
	str := reflect.TypeOf("")
	for _, fields := range [][]reflect.StructField{
		{{Name: "A", Type: str, Tag: `json:"x"`}, {Name: "B", Type: str, Tag: `json:"x"`}, {Name: "C", Type: str, Tag: `json:"c"`}},
		{{Name: "BadTag", Type: str, Tag: `json:"a'b"`}, {Name: "D", Type: str, Tag: `json:"a\\b"`}},
	} {
		typ := reflect.StructOf(fields)
		v := reflect.New(typ)
		for i := range fields {
			v.Elem().Field(i).SetString(fields[i].Name)
		}
		want, _ := json.Marshal(v.Interface())
		got, err := Marshal(v.Interface())
		if err != nil || string(got) != string(want) {
			t.Fatalf("jsonlite writes %s, %v; encoding/json %s", got, err, want)
		}
		data := []byte(`{"x":"y","c":"z","BadTag":"1","a'b":"2","D":"3"}`)
		wantV, gotV := reflect.New(typ), reflect.New(typ)
		if err := json.Unmarshal(data, wantV.Interface()); err != nil {
			t.Fatal(err)
		}
		if err := Unmarshal(data, gotV.Interface()); err != nil || !reflect.DeepEqual(gotV.Interface(), wantV.Interface()) {
			t.Fatalf("jsonlite reads %+v, %v; encoding/json %+v", gotV.Elem(), err, wantV.Elem())
		}
	}
}

func TestRawMessage(t *testing.T) {
	for _, s := range []string{
		`{"r":{"a": [1, "x"] },"s":"y"}`, `{"r":null}`, `{"r":"\u0041"}`, `{}`, `{"r":[}`, `{"r":1e5}`,
	} {
		var want struct {
			R json.RawMessage `json:"r"`
			S string          `json:"s"`
		}
		var got struct {
			R RawMessage `json:"r"`
			S string     `json:"s"`
		}
		wantErr, gotErr := json.Unmarshal([]byte(s), &want), Unmarshal([]byte(s), &got)
		if (wantErr == nil) != (gotErr == nil) || !bytes.Equal(got.R, want.R) || got.S != want.S {
			t.Errorf("%s: encoding/json reads %q, %v; jsonlite %q, %v", s, want.R, wantErr, got.R, gotErr)
		}
	}
}

// A cycle of pointers is an error, not a stack overflow.
func TestMarshalCycle(t *testing.T) {
	type node struct{ Next *node }
	n := &node{}
	n.Next = n
	if _, err := Marshal(n); err == nil {
		t.Fatal("a cycle was written")
	}
	deep := &node{}
	for range maxDepth / 4 { // a pointer and a struct each: half the limit
		deep = &node{Next: deep}
	}
	if _, err := Marshal(deep); err != nil {
		t.Fatalf("a deep list but no cycle: %v", err)
	}
}

func TestUnmarshalStrict(t *testing.T) {
	var v inner
	if err := UnmarshalStrict([]byte(`{"a":"x","B":2}`), &v); err != nil || v != (inner{A: "x", B: 2}) {
		t.Fatalf("known keys: %v, %+v", err, v)
	}
	if err := UnmarshalStrict([]byte(`{"a":"x","c":2}`), &v); err == nil || !strings.Contains(err.Error(), `"c"`) {
		t.Fatalf("an unknown key: %v", err)
	}
	if err := Unmarshal([]byte(`{"a":"x","c":2}`), &v); err != nil {
		t.Fatalf("an unknown key, not strict: %v", err)
	}
}

func TestRefused(t *testing.T) {
	// What encoding/json would handle otherwise is refused, not guessed.
	type embedsPointer struct{ *inner }
	for _, v := range []any{
		[]byte("x"), [2]int{}, map[int]string{1: "a"}, struct{ X any }{1}, embedsPointer{&inner{}}, RawMessage("{}"),
	} {
		if _, err := Marshal(v); err == nil {
			t.Errorf("Marshal(%T) did not fail", v)
		}
	}
	for _, c := range []struct {
		data string
		into any
	}{
		{`"eA=="`, new([]byte)}, {`[1,2]`, new([2]int)}, {`{}`, new(embedsPointer)}, {`1`, new(any)},
	} {
		if err := Unmarshal([]byte(c.data), c.into); err == nil {
			t.Errorf("Unmarshal(%s, %T) did not fail", c.data, c.into)
		}
	}
	if err := Unmarshal([]byte(`{}`), inner{}); err == nil {
		t.Error("Unmarshal into a value, not a pointer, did not fail")
	}
}
