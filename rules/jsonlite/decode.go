package jsonlite

import (
	"fmt"
	"reflect"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// Unmarshal reads the JSON data into what v points to, as encoding/json's
// Unmarshal does: keys matched to fields in any case, unknown keys
// skipped, null leaving a value as it was but for pointers, slices and
// maps, which it clears.
func Unmarshal(data []byte, v any) error {
	return decode(data, v, false)
}

// UnmarshalStrict is Unmarshal failing on a key that no field takes, as
// encoding/json's Decoder does after DisallowUnknownFields.
func UnmarshalStrict(data []byte, v any) error {
	return decode(data, v, true)
}

func decode(data []byte, v any, strict bool) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return fmt.Errorf("jsonlite: Unmarshal needs a non-nil pointer, not %T", v)
	}
	d := decoder{s: data, strict: strict}
	d.space()
	if err := d.value(rv.Elem()); err != nil {
		return err
	}
	if d.space(); d.i != len(d.s) {
		return d.syntax()
	}
	return nil
}

// decoder reads JSON from s, at i.
type decoder struct {
	s      []byte
	i      int
	depth  int // objects and arrays open
	strict bool
}

// maxDepth is encoding/json's limit on objects and arrays inside each
// other; the decoder's recursion stays bounded by it too.
const maxDepth = 10000

func (d *decoder) syntax() error {
	return fmt.Errorf("%w at byte %d", errSyntax, d.i)
}

func (d *decoder) space() {
	for d.i < len(d.s) {
		switch d.s[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// next reads c, after any space.
func (d *decoder) next(c byte) bool {
	d.space()
	return d.take(c)
}

// take reads c if it comes next.
func (d *decoder) take(c byte) bool {
	if d.i < len(d.s) && d.s[d.i] == c {
		d.i++
		return true
	}
	return false
}

// value reads a value into v, which is settable; an invalid v skips the
// value, checking only that it is JSON.
func (d *decoder) value(v reflect.Value) error {
	if d.i >= len(d.s) {
		return d.syntax()
	}
	if v.IsValid() && v.Type() == rawMessageType {
		start := d.i
		if err := d.value(reflect.Value{}); err != nil {
			return err
		}
		v.Set(reflect.ValueOf(RawMessage(append([]byte(nil), d.s[start:d.i]...))))
		return nil
	}
	c := d.s[d.i]
	if v.IsValid() && v.Kind() == reflect.Pointer && c != 'n' {
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		return d.value(v.Elem())
	}
	switch {
	case c == '{':
		return d.object(v)
	case c == '[':
		return d.array(v)
	case c == '"':
		s, err := d.str()
		if err != nil || !v.IsValid() {
			return err
		}
		if v.Kind() != reflect.String {
			return mismatch("a string", v)
		}
		v.SetString(s)
		return nil
	case c == 'n':
		if !d.word("null") {
			return d.syntax()
		}
		if v.IsValid() {
			switch v.Kind() {
			case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
				v.Set(reflect.Zero(v.Type()))
			}
		}
		return nil
	case c == 't' || c == 'f':
		b := c == 't'
		if b && !d.word("true") || !b && !d.word("false") {
			return d.syntax()
		}
		if !v.IsValid() {
			return nil
		}
		if v.Kind() != reflect.Bool {
			return mismatch("a boolean", v)
		}
		v.SetBool(b)
		return nil
	case c == '-' || '0' <= c && c <= '9':
		return d.number(v)
	}
	return d.syntax()
}

func (d *decoder) word(w string) bool {
	if len(d.s)-d.i < len(w) || string(d.s[d.i:d.i+len(w)]) != w {
		return false
	}
	d.i += len(w)
	return true
}

func mismatch(what string, v reflect.Value) error {
	return fmt.Errorf("jsonlite: cannot read %s into a Go value of type %v", what, v.Type())
}

// object reads an object into a struct or a map with string keys.
func (d *decoder) object(v reflect.Value) error {
	var fs *structFields
	if v.IsValid() {
		switch {
		case v.Kind() == reflect.Struct:
			if fs = fieldsOf(v.Type()); fs.unsupported {
				return unsupported(v.Type())
			}
		case v.Kind() == reflect.Map && v.Type().Key().Kind() == reflect.String:
			if v.IsNil() {
				v.Set(reflect.MakeMap(v.Type()))
			}
		default:
			if err := d.object(reflect.Value{}); err != nil {
				return err
			}
			return mismatch("an object", v)
		}
	}
	if d.depth++; d.depth > maxDepth {
		return d.syntax()
	}
	d.i++ // {
	if d.next('}') {
		d.depth--
		return nil
	}
	for {
		d.space()
		if d.i >= len(d.s) || d.s[d.i] != '"' {
			return d.syntax()
		}
		key, err := d.str()
		if err != nil {
			return err
		}
		if !d.next(':') {
			return d.syntax()
		}
		d.space()
		switch {
		case !v.IsValid():
			err = d.value(v)
		case fs != nil:
			err = d.field(v, fs, key)
		default: // a map: each value read into a new element
			k, elem := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
			k.SetString(key)
			if err = d.value(elem); err == nil {
				v.SetMapIndex(k, elem)
			}
		}
		if err != nil {
			return err
		}
		if d.next('}') {
			d.depth--
			return nil
		}
		if !d.next(',') {
			return d.syntax()
		}
	}
}

// field reads the value of key into the struct v's field of that name.
func (d *decoder) field(v reflect.Value, fs *structFields, key string) error {
	i, ok := fs.byName[key]
	if !ok {
		i, ok = fs.byFolded[fold(key)]
	}
	if !ok {
		if d.strict {
			return fmt.Errorf("jsonlite: unknown field %q", key)
		}
		return d.value(reflect.Value{})
	}
	for _, i := range fs.list[i].index {
		v = v.Field(i)
	}
	return d.value(v)
}

// array reads an array into a slice, element by element into those it
// has (encoding/json reuses them), and ends it there.
func (d *decoder) array(v reflect.Value) error {
	if v.IsValid() && (v.Kind() != reflect.Slice || v.Type().Elem().Kind() == reflect.Uint8) {
		if err := d.array(reflect.Value{}); err != nil {
			return err
		}
		if v.Kind() == reflect.Slice {
			return unsupported(v.Type())
		}
		return mismatch("an array", v)
	}
	if d.depth++; d.depth > maxDepth {
		return d.syntax()
	}
	d.i++ // [
	n := 0
	if !d.next(']') {
		for {
			d.space()
			var elem reflect.Value
			if v.IsValid() {
				if n >= v.Cap() {
					v.Grow(1)
				}
				if n >= v.Len() {
					v.SetLen(n + 1)
				}
				elem = v.Index(n)
			}
			if err := d.value(elem); err != nil {
				return err
			}
			n++
			if d.next(']') {
				break
			}
			if !d.next(',') {
				return d.syntax()
			}
		}
	}
	d.depth--
	if v.IsValid() {
		if n < v.Len() {
			v.SetLen(n)
		}
		if n == 0 { // a new empty slice, as encoding/json makes
			v.Set(reflect.Zero(v.Type()))
			v.Grow(1)
		}
	}
	return nil
}

// number reads a number into an integer or a float.
func (d *decoder) number(v reflect.Value) error {
	start := d.i
	d.take('-')
	switch {
	case d.take('0'):
	case d.digits() == 0:
		return d.syntax()
	}
	if d.take('.') && d.digits() == 0 {
		return d.syntax()
	}
	if d.take('e') || d.take('E') {
		if !d.take('+') {
			d.take('-')
		}
		if d.digits() == 0 {
			return d.syntax()
		}
	}
	if !v.IsValid() {
		return nil
	}
	s := string(d.s[start:d.i])
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(s, 10, 64)
		if err != nil || v.OverflowInt(n) {
			return mismatch("the number "+s, v)
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(s, 10, 64)
		if err != nil || v.OverflowUint(n) {
			return mismatch("the number "+s, v)
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		f, err := strconv.ParseFloat(s, v.Type().Bits())
		if err != nil || v.OverflowFloat(f) {
			return mismatch("the number "+s, v)
		}
		v.SetFloat(f)
	default:
		return mismatch("a number", v)
	}
	return nil
}

// digits reads digits and says how many.
func (d *decoder) digits() int {
	start := d.i
	for d.i < len(d.s) && '0' <= d.s[d.i] && d.s[d.i] <= '9' {
		d.i++
	}
	return d.i - start
}

// str reads a string as encoding/json does: escapes resolved, a lone
// surrogate and each byte that is not UTF-8 read as U+FFFD.
func (d *decoder) str() (string, error) {
	d.i++ // "
	start := d.i
	for d.i < len(d.s) {
		c := d.s[d.i]
		if c == '"' {
			s := string(d.s[start:d.i])
			d.i++
			return s, nil
		}
		if c == '\\' || c < ' ' || c >= utf8.RuneSelf {
			break
		}
		d.i++
	}
	b := append([]byte(nil), d.s[start:d.i]...)
	for d.i < len(d.s) {
		switch c := d.s[d.i]; {
		case c == '"':
			d.i++
			return string(b), nil
		case c < ' ':
			return "", d.syntax()
		case c == '\\':
			if d.i+1 >= len(d.s) {
				return "", d.syntax()
			}
			d.i += 2
			switch e := d.s[d.i-1]; e {
			case '"', '\\', '/':
				b = append(b, e)
			case 'b':
				b = append(b, '\b')
			case 'f':
				b = append(b, '\f')
			case 'n':
				b = append(b, '\n')
			case 'r':
				b = append(b, '\r')
			case 't':
				b = append(b, '\t')
			case 'u':
				r, ok := d.hex4()
				if !ok {
					return "", d.syntax()
				}
				if utf16.IsSurrogate(r) { // with the next escape a pair, or else U+FFFD
					r = utf16.DecodeRune(r, d.nextEscape())
					if r != utf8.RuneError {
						d.i += 6
					}
				}
				b = utf8.AppendRune(b, r)
			default:
				return "", d.syntax()
			}
		case c < utf8.RuneSelf:
			b = append(b, c)
			d.i++
		default:
			r, size := utf8.DecodeRune(d.s[d.i:])
			b = utf8.AppendRune(b, r)
			d.i += size
		}
	}
	return "", d.syntax()
}

// hex4 reads the four hexadecimal digits of a \u escape.
func (d *decoder) hex4() (rune, bool) {
	if len(d.s)-d.i < 4 {
		return 0, false
	}
	var r rune
	for _, c := range d.s[d.i : d.i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	d.i += 4
	return r, true
}

// nextEscape peeks at the \u escape that may follow a surrogate, without
// reading it: its rune, or -1 if what follows is not one.
func (d *decoder) nextEscape() rune {
	if len(d.s)-d.i < 6 || d.s[d.i] != '\\' || d.s[d.i+1] != 'u' {
		return -1
	}
	saved := d.i
	d.i += 2
	r, ok := d.hex4()
	d.i = saved
	if !ok {
		return -1
	}
	return r
}
