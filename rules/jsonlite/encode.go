package jsonlite

import (
	"fmt"
	"math"
	"reflect"
	"strconv"
	"unicode/utf8"
)

// Marshal returns v as JSON, byte for byte as encoding/json's Marshal.
func Marshal(v any) ([]byte, error) {
	return appendValue(nil, reflect.ValueOf(v), 0)
}

// MarshalIndent is Marshal with each element on a line of its own, as
// encoding/json's MarshalIndent writes it.
func MarshalIndent(v any, prefix, indent string) ([]byte, error) {
	b, err := Marshal(v)
	if err != nil {
		return nil, err
	}
	return appendIndent(nil, b, prefix, indent), nil
}

// appendValue writes v, depth values deep: a value deeper than maxDepth
// is refused, so that a cycle of pointers ends in an error, as in
// encoding/json, not in a stack overflow.
func appendValue(b []byte, v reflect.Value, depth int) ([]byte, error) {
	if depth++; depth > maxDepth {
		return nil, fmt.Errorf("jsonlite: %v nested more than %d deep (a cycle?)", v.Type(), maxDepth)
	}
	if !v.IsValid() {
		return append(b, "null"...), nil
	}
	if v.Type() == rawMessageType {
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		return nil, unsupported(v.Type()) // encoding/json would compact it
	}
	switch v.Kind() {
	case reflect.Bool:
		return strconv.AppendBool(b, v.Bool()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, v.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.AppendUint(b, v.Uint(), 10), nil
	case reflect.Float32:
		return appendFloat(b, v.Float(), 32)
	case reflect.Float64:
		return appendFloat(b, v.Float(), 64)
	case reflect.String:
		return appendString(b, v.String()), nil
	case reflect.Pointer:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		return appendValue(b, v.Elem(), depth)
	case reflect.Slice:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return nil, unsupported(v.Type()) // encoding/json writes base64
		}
		b = append(b, '[')
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendValue(b, v.Index(i), depth); err != nil {
				return nil, err
			}
		}
		return append(b, ']'), nil
	case reflect.Map:
		if v.Type().Key().Kind() != reflect.String {
			return nil, unsupported(v.Type())
		}
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		b = append(b, '{')
		for i, k := range sortedKeys(v) {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(appendString(b, k.String()), ':')
			var err error
			if b, err = appendValue(b, v.MapIndex(k), depth); err != nil {
				return nil, err
			}
		}
		return append(b, '}'), nil
	case reflect.Struct:
		fs := fieldsOf(v.Type())
		if fs.unsupported {
			return nil, unsupported(v.Type())
		}
		b = append(b, '{')
		first := true
		for _, f := range fs.list {
			fv := v
			for _, i := range f.index {
				fv = fv.Field(i)
			}
			if f.omitEmpty && isEmpty(fv) {
				continue
			}
			if !first {
				b = append(b, ',')
			}
			first = false
			b = append(appendString(b, f.name), ':')
			var err error
			if b, err = appendValue(b, fv, depth); err != nil {
				return nil, err
			}
		}
		return append(b, '}'), nil
	}
	return nil, unsupported(v.Type())
}

// isEmpty is what omitempty leaves out.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Map, reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	}
	return false
}

// appendFloat writes f as encoding/json does: like JavaScript, with an
// exponent only for the very small and the very large.
func appendFloat(b []byte, f float64, bits int) ([]byte, error) {
	if math.IsInf(f, 0) || math.IsNaN(f) {
		return nil, fmt.Errorf("jsonlite: unsupported value: %v", f)
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) || bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	b = strconv.AppendFloat(b, f, format, -1, bits)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1] // e-09 is written e-9
		b = b[:n-1]
	}
	return b, nil
}

const hex = "0123456789abcdef"

// appendString writes s quoted as encoding/json does: <, > and & escaped
// for HTML, as are U+2028 and U+2029 for JavaScript, and each byte that is
// not UTF-8 written as U+FFFD.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= ' ' && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// appendIndent writes src, compact JSON as Marshal writes it, with each
// element on a line of its own, as encoding/json's Indent does: an empty
// object or array stays {} or [].
func appendIndent(b, src []byte, prefix, indent string) []byte {
	newline := func(depth int) {
		b = append(b, '\n')
		b = append(b, prefix...)
		for range depth {
			b = append(b, indent...)
		}
	}
	depth := 0
	needIndent, inString, escaped := false, false, false
	for _, c := range src {
		if needIndent && c != '}' && c != ']' {
			needIndent = false
			depth++
			newline(depth)
		}
		if inString {
			b = append(b, c)
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
			continue
		}
		switch c {
		case '"':
			inString = true
			b = append(b, c)
		case '{', '[':
			needIndent = true // delayed, so that {} and [] stay so
			b = append(b, c)
		case ',':
			b = append(b, c)
			newline(depth)
		case ':':
			b = append(b, c, ' ')
		case '}', ']':
			if needIndent {
				needIndent = false
			} else {
				depth--
				newline(depth)
			}
			b = append(b, c)
		default:
			b = append(b, c)
		}
	}
	return b
}
