package classify

import (
	"strconv"
	"strings"
)

// phpSerialMark opens a PHP object as serialize() writes it: the shape a PHP
// SDK's ApiException puts in its message when it renders the decoded JSON
// body (docusign-esign-php-client's "Error while requesting server, received
// a non successful HTTP code [400] with response Body:
// O:8:"stdClass":1:{s:5:"error";s:16:"consent_required";}", set 1606; the
// Laravel-Docusign and the Swagger/OpenAPI PHP clients print the same).
const phpSerialMark = `O:8:"stdClass":`

// phpSerialBody returns the JSON of the PHP-serialized stdClass that the
// text carries, or "": the body readers (the service's error code, the
// OAuth error) get the JSON back, as sdkReprBody gives them a Python
// SDK's repr; the wording rules keep the text.
func phpSerialBody(t string) string {
	i := strings.Index(t, phpSerialMark)
	if i < 0 {
		return ""
	}
	var b strings.Builder
	b.Grow(len(t) - i)
	if n := phpSerialValue(&b, t[i:], 0); n <= 0 {
		return ""
	}
	return b.String()
}

// phpSerialValue writes the serialized value that opens s as JSON and
// returns the bytes it took, or -1 when s is not a whole value.
func phpSerialValue(b *strings.Builder, s string, depth int) int {
	if len(s) < 2 || depth > 8 {
		return -1
	}
	switch s[0] {
	case 'N':
		if s[1] != ';' {
			return -1
		}
		b.WriteString("null")
		return 2
	case 'b', 'i', 'd':
		if s[1] != ':' {
			return -1
		}
		j := strings.IndexByte(s, ';')
		if j < 3 {
			return -1
		}
		v := s[2:j]
		switch s[0] {
		case 'b':
			if v == "1" {
				b.WriteString("true")
			} else {
				b.WriteString("false")
			}
		default:
			if _, err := strconv.ParseFloat(v, 64); err != nil {
				return -1
			}
			b.WriteString(v)
		}
		return j + 1
	case 's':
		str, n := phpSerialString(s)
		if n < 0 {
			return -1
		}
		writeJSONString(b, str)
		return n
	case 'O', 'a':
		p := 2
		if s[0] == 'O' {
			// O:<len>:"<class>":
			_, w := phpSerialString("s" + s[1:])
			if w < 0 {
				return -1
			}
			p = w // the class name's ';' stands where the count's ':' is
			if p > len(s) || s[p-1] != ':' {
				return -1
			}
		}
		j := strings.IndexByte(s[p:], ':')
		if j < 1 || p+j+1 >= len(s) || s[p+j+1] != '{' {
			return -1
		}
		count, err := strconv.Atoi(s[p : p+j])
		if err != nil || count < 0 {
			return -1
		}
		p += j + 2
		b.WriteByte('{')
		for k := 0; k < count; k++ {
			if k > 0 {
				b.WriteByte(',')
			}
			if p >= len(s) {
				return -1
			}
			switch s[p] {
			case 's':
				key, n := phpSerialString(s[p:])
				if n < 0 {
					return -1
				}
				writeJSONString(b, key)
				p += n
			case 'i':
				e := strings.IndexByte(s[p:], ';')
				if e < 3 {
					return -1
				}
				writeJSONString(b, s[p+2:p+e])
				p += e + 1
			default:
				return -1
			}
			b.WriteByte(':')
			n := phpSerialValue(b, s[p:], depth+1)
			if n < 0 {
				return -1
			}
			p += n
		}
		if p >= len(s) || s[p] != '}' {
			return -1
		}
		b.WriteByte('}')
		return p + 1
	}
	return -1
}

// phpSerialString reads s:<len>:"<len bytes>"; (or the class name of an
// object, whose closing quote is followed by ':' instead of ';'), returning
// the bytes and the length taken.
func phpSerialString(s string) (string, int) {
	if len(s) < 6 || s[1] != ':' {
		return "", -1
	}
	j := strings.IndexByte(s[2:], ':')
	if j < 1 {
		return "", -1
	}
	n, err := strconv.Atoi(s[2 : 2+j])
	if err != nil || n < 0 {
		return "", -1
	}
	start := 2 + j + 1
	if start >= len(s) || s[start] != '"' {
		return "", -1
	}
	end := start + 1 + n
	if end+1 >= len(s)+1 || end >= len(s) || s[end] != '"' {
		return "", -1
	}
	if end+1 >= len(s) || (s[end+1] != ';' && s[end+1] != ':') {
		return "", -1
	}
	return s[start+1 : end], end + 2
}

func writeJSONString(b *strings.Builder, s string) {
	const hex = "0123456789abcdef"
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"' || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\n':
			b.WriteString(`\n`)
		case c == '\r':
			b.WriteString(`\r`)
		case c == '\t':
			b.WriteString(`\t`)
		case c < 0x20:
			b.WriteString(`\u00`)
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
}
