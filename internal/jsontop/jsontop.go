// Package jsontop finds the members of a JSON object without decoding it:
// what a proxy needs to read a flag off a server's result, or add a key to
// its _meta, and pass the rest on byte for byte.
package jsontop

// Member is one member of an object: its key as written (without the
// quotes) and the span b[Start:End] of its value.
type Member struct {
	Key        []byte
	Start, End int
}

// Members returns the members of the JSON object b, in order. It reports
// false when b is not an object it can read exactly: not an object, not
// well formed, or a key written with an escape or outside ASCII (which a
// byte comparison could mistake: encoding/json unescapes keys and replaces
// invalid UTF-8), so that the caller falls back to decoding b. Values are
// skipped, not checked: b should be JSON already validated (encoding/json
// validates a json.RawMessage it decodes).
func Members(b []byte, into []Member) ([]Member, bool) {
	i := space(b, 0)
	if i >= len(b) || b[i] != '{' {
		return into, false
	}
	i = space(b, i+1)
	if i < len(b) && b[i] == '}' {
		return into, space(b, i+1) == len(b)
	}
	for {
		if i >= len(b) || b[i] != '"' {
			return into, false
		}
		ks := i + 1
		ke := ks
		for ke < len(b) && b[ke] != '"' {
			if b[ke] == '\\' || b[ke] < 0x20 || b[ke] >= 0x80 {
				return into, false
			}
			ke++
		}
		if ke >= len(b) {
			return into, false
		}
		i = space(b, ke+1)
		if i >= len(b) || b[i] != ':' {
			return into, false
		}
		vs := space(b, i+1)
		ve, ok := value(b, vs)
		if !ok {
			return into, false
		}
		into = append(into, Member{Key: b[ks:ke], Start: vs, End: ve})
		i = space(b, ve)
		if i >= len(b) {
			return into, false
		}
		switch b[i] {
		case ',':
			i = space(b, i+1)
		case '}':
			return into, space(b, i+1) == len(b)
		default:
			return into, false
		}
	}
}

// Find returns the member of ms whose key is key.
func Find(ms []Member, key string) (Member, bool) {
	for _, m := range ms {
		if string(m.Key) == key {
			return m, true
		}
	}
	return Member{}, false
}

func space(b []byte, i int) int {
	for i < len(b) && (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r') {
		i++
	}
	return i
}

// value returns the end of the value that starts at b[i].
func value(b []byte, i int) (int, bool) {
	if i >= len(b) {
		return i, false
	}
	switch b[i] {
	case '"':
		return str(b, i)
	case '{', '[':
		depth := 0
		for i < len(b) {
			switch b[i] {
			case '"':
				end, ok := str(b, i)
				if !ok {
					return i, false
				}
				i = end
				continue
			case '{', '[':
				depth++
			case '}', ']':
				depth--
				if depth == 0 {
					return i + 1, true
				}
			}
			i++
		}
		return i, false
	}
	start := i
	for i < len(b) && b[i] != ',' && b[i] != '}' && b[i] != ']' && b[i] != ' ' && b[i] != '\t' && b[i] != '\n' && b[i] != '\r' {
		i++
	}
	return i, i > start
}

// str returns the end of the string that starts at b[i].
func str(b []byte, i int) (int, bool) {
	for i++; i < len(b); i++ {
		switch b[i] {
		case '\\':
			i++
		case '"':
			return i + 1, true
		}
	}
	return i, false
}
