// Package jsonlite reads and writes JSON for plain Go data exactly as
// encoding/json does, without it. encoding/json and what it brings weigh
// about 85 KB of the app's WebAssembly with brotli (docs/perf/size.md),
// for the few types the app stores: its saved games and settings
// (app/store), backups (app/backup) and puzzle files (rules/puzzle).
//
// It handles booleans, strings, integers, floats, structs (json tags with
// a name, omitempty or "-"; embedded structs), pointers, slices, maps with
// string keys and RawMessage. Anything else (interfaces, arrays, []byte,
// a type's own MarshalJSON, the tag option "string") is refused with an
// error, never guessed at.
//
// Marshal and MarshalIndent write the bytes encoding/json writes;
// Unmarshal reads what encoding/json reads, into the same values, and
// fails where it fails. The fuzz tests hold it to that, against
// encoding/json itself.
package jsonlite

import (
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// RawMessage is a value's JSON kept as it was read, for reading later.
type RawMessage []byte

var rawMessageType = reflect.TypeOf(RawMessage(nil))

// field is a struct field as JSON names it.
type field struct {
	name      string
	folded    string // name as Unmarshal matches a key in any case (fold)
	index     []int  // the path to the field through embedded structs
	omitEmpty bool
}

// structFields are a struct type's fields, in their JSON order.
type structFields struct {
	list     []field
	byName   map[string]int // name → position in list
	byFolded map[string]int // folded name → the first such field
	// unsupported is set for a struct that embeds a pointer.
	unsupported bool
}

var fieldCache struct {
	sync.Mutex
	m map[reflect.Type]*structFields
}

// fieldsOf returns t's fields by encoding/json's rules: exported fields
// and those of embedded structs, a tag's name over the field's, and of
// two fields with one name the one embedded least deep (if there are two
// such, the tagged one, or else neither).
func fieldsOf(t reflect.Type) *structFields {
	fieldCache.Lock()
	defer fieldCache.Unlock()
	if fs, ok := fieldCache.m[t]; ok {
		return fs
	}
	type candidate struct {
		field
		tagged bool
	}
	var all []candidate
	fs := &structFields{byName: map[string]int{}, byFolded: map[string]int{}}
	var walk func(t reflect.Type, index []int)
	walk = func(t reflect.Type, index []int) {
		for i := 0; i < t.NumField(); i++ {
			sf := t.Field(i)
			if sf.Anonymous && sf.Type.Kind() == reflect.Pointer {
				fs.unsupported = true // encoding/json would follow it
			}
			if !sf.IsExported() && !(sf.Anonymous && sf.Type.Kind() == reflect.Struct) {
				continue
			}
			tag := sf.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts, _ := strings.Cut(tag, ",")
			if !validName(name) {
				name = ""
			}
			path := append(index[:len(index):len(index)], i)
			if name == "" && sf.Anonymous && sf.Type.Kind() == reflect.Struct {
				walk(sf.Type, path)
				continue
			}
			c := candidate{field: field{name: name, index: path}, tagged: name != ""}
			if name == "" {
				c.name = sf.Name
			}
			for opts != "" {
				var opt string
				opt, opts, _ = strings.Cut(opts, ",")
				c.omitEmpty = c.omitEmpty || opt == "omitempty"
			}
			c.folded = fold(c.name)
			all = append(all, c)
		}
	}
	walk(t, nil)
	for i, c := range all {
		dominant := true
		for j, o := range all {
			if j == i || o.name != c.name {
				continue
			}
			if len(o.index) < len(c.index) || len(o.index) == len(c.index) && (o.tagged || !c.tagged) {
				dominant = false // o is less deep, or as deep and tagged, or neither is tagged
			}
		}
		if !dominant {
			continue
		}
		fs.byName[c.name] = len(fs.list)
		if _, ok := fs.byFolded[c.folded]; !ok {
			fs.byFolded[c.folded] = len(fs.list)
		}
		fs.list = append(fs.list, c.field)
	}
	if fieldCache.m == nil {
		fieldCache.m = map[reflect.Type]*structFields{}
	}
	fieldCache.m[t] = fs
	return fs
}

// validName is encoding/json's rule for a tag's name: letters, digits
// and punctuation but quotes, backslashes and commas. A field with
// another name in its tag goes by its own.
func validName(s string) bool {
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune("!#$%&()*+-./:;<=>?@[]^_{|}~ ", r) {
			return false
		}
	}
	return s != ""
}

// fold is a name as encoding/json compares keys in any case: each letter
// in upper case after lower.
func fold(s string) string {
	b := make([]byte, 0, len(s))
	for _, r := range s {
		if r < utf8.RuneSelf {
			if 'a' <= r && r <= 'z' {
				r -= 'a' - 'A'
			}
			b = append(b, byte(r))
			continue
		}
		b = utf8.AppendRune(b, unicode.ToUpper(unicode.ToLower(r)))
	}
	return string(b)
}

// sortedKeys are a map's keys (strings) in order.
func sortedKeys(v reflect.Value) []reflect.Value {
	keys := v.MapKeys()
	sort.Slice(keys, func(i, j int) bool { return keys[i].String() < keys[j].String() })
	return keys
}

func unsupported(t reflect.Type) error {
	return fmt.Errorf("jsonlite: the type %v is not supported", t)
}

var errSyntax = errors.New("jsonlite: not valid JSON")
