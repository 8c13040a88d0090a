package classify

import "strings"

// reprRecords counts the records of a Python list as its repr prints it
// when every item is an instance of one class: "[Location(Springfield, ...),
// Location(Springfield, ...)]" (geopy's geocode with exactly_one=False),
// PyGithub's "[Repository(full_name=\"a/b\"), Repository(full_name=\"a/c\")]",
// a dataclass or namedtuple list. A tool that prints a lookup's return value
// as its failure hands over the same record list as a JSON array of
// objects (held-out set 628). Bare values, mixed classes and anything that
// does not close as a list are not read (0).
func reprRecords(t string) int {
	if len(t) < 2 || t[0] != '[' {
		return 0
	}
	n, class := 0, ""
	i := skipSpace(t, 1)
	for i < len(t) && t[i] != ']' {
		j := i
		for j < len(t) && (isWordByte(t[j]) || t[j] == '.') {
			j++
		}
		if j == i || j >= len(t) || t[j] != '(' || !isUpperByte(t[i]) && !strings.Contains(t[i:j], ".") {
			return 0
		}
		if class == "" {
			class = t[i:j]
		} else if t[i:j] != class {
			return 0
		}
		end := closeParen(t, j)
		if end < 0 {
			return 0
		}
		n++
		i = skipSpace(t, end+1)
		if i < len(t) && t[i] == ',' {
			i = skipSpace(t, i+1)
		}
	}
	if i >= len(t) || skipSpace(t, i+1) != len(t) {
		return 0
	}
	return n
}

// closeParen returns the index of the ')' that closes the '(' at i,
// stepping over quoted strings (either quote, as Python's repr uses both),
// or -1.
func closeParen(t string, i int) int {
	depth := 0
	for j := i; j < len(t); j++ {
		switch t[j] {
		case '\'', '"':
			q := t[j]
			for j++; j < len(t) && t[j] != q; j++ {
				if t[j] == '\\' {
					j++
				}
			}
		case '(', '[', '{':
			depth++
		case ')', ']', '}':
			depth--
			if depth == 0 {
				if t[j] != ')' {
					return -1
				}
				return j
			}
		}
	}
	return -1
}

func isUpperByte(b byte) bool { return b >= 'A' && b <= 'Z' }

// sdkReprBody finds the body that the Stainless Python SDKs (openai-python,
// anthropic-sdk-python and those generated alike) print as a Python dict
// after their status, "Error code: 404 - {'error': {'message': ..., 'type':
// 'invalid_request_error', 'code': None}}", and returns it as JSON, so that
// the body readers see the vendor's type and code as they do in the JSON
// the service sent (set 1004). Any other text, or a dict that does not
// close, gives "".
//
// A Python client that raises the decoded body itself prints nothing but
// the dict: postgrest-py's APIError (supabase-py), storage3's, a tool's
// raise Exception(resp.json()) give "{'code': 'PGRST204', 'details': None,
// ...}". When the whole text is one such dict it is the body as well (set
// 1087).
func sdkReprBody(t string) string {
	if w := strings.TrimSpace(t); strings.HasPrefix(w, "{'") {
		if b := pyDictJSON(w); b != "" && len(b) >= len(w)-2 && strings.HasSuffix(w, "}") && reprWhole(w) {
			return b
		}
	}
	i := strings.Index(t, " - {'")
	if i < 3+len("Error code: ") || !strings.HasPrefix(t[i-3-len("Error code: "):], "Error code: ") {
		return ""
	}
	if _, w := leadingInt(t[i-3 : i]); w != 3 {
		return ""
	}
	return pyDictJSON(t[i+len(" - "):])
}

// pyDictJSON renders the Python dict literal that opens s (a repr: quoted
// strings in either quote, None, True, False) as JSON, up to the brace that
// closes it; "" when it does not close.
func pyDictJSON(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 16)
	depth := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '\'' || c == '"':
			end := pyString(&b, s, i)
			if end < 0 {
				return ""
			}
			i = end
		case c == '{' || c == '[':
			depth++
			b.WriteByte(c)
		case c == '}' || c == ']':
			depth--
			b.WriteByte(c)
			if depth == 0 {
				return b.String()
			}
		case isUpperByte(c) && (i == 0 || !isAlnum(s[i-1])):
			switch {
			case strings.HasPrefix(s[i:], "None"):
				b.WriteString("null")
				i += len("None") - 1
			case strings.HasPrefix(s[i:], "True"):
				b.WriteString("true")
				i += len("True") - 1
			case strings.HasPrefix(s[i:], "False"):
				b.WriteString("false")
				i += len("False") - 1
			default:
				b.WriteByte(c)
			}
		default:
			b.WriteByte(c)
		}
	}
	return ""
}

// pyString writes the Python string literal at s[i] (quoted with s[i]) as
// a JSON string and returns the index of its closing quote, or -1.
func pyString(b *strings.Builder, s string, i int) int {
	q := s[i]
	b.WriteByte('"')
	for j := i + 1; j < len(s); j++ {
		c := s[j]
		switch {
		case c == q:
			b.WriteByte('"')
			return j
		case c == '\\' && j+1 < len(s):
			j++
			switch e := s[j]; e {
			case '\'':
				b.WriteByte('\'')
			case '"', '\\', 'n', 't', 'r', 'u', '/', 'b', 'f':
				b.WriteByte('\\')
				b.WriteByte(e)
			case 'x':
				b.WriteString(`\u00`)
			default:
				b.WriteString(`\\`)
				b.WriteByte(e)
			}
		case c == '"':
			b.WriteString(`\"`)
		case c < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte("0123456789abcdef"[c>>4])
			b.WriteByte("0123456789abcdef"[c&15])
		default:
			b.WriteByte(c)
		}
	}
	return -1
}

// reprWhole: the dict that opens w closes at w's end (nothing follows it).
func reprWhole(w string) bool {
	depth := 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; c {
		case '\'', '"':
			for i++; i < len(w) && w[i] != c; i++ {
				if w[i] == '\\' {
					i++
				}
			}
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return i == len(w)-1
			}
		}
	}
	return false
}
