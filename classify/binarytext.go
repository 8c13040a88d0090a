package classify

import "strings"

// binaryAsText reports a tool result's text that is a binary file's bytes
// read as text: several U+FFFD replacement characters (bytes that are not
// UTF-8, decoded) or C0 control characters other than tab, newline,
// carriage return and form feed (a NUL, SUB, ESC...), which no sentence an
// error or a listing writes holds. A PNG's signature read by
// server-filesystem's read_text_file ("\ufffdPNG\r\n\x1a\n\x00\x00\x00\rIHDR",
// set 924), a gzip's, a zip's, a PDF's binary comment: the call succeeded
// and its text cannot be used (ambiguous: read it as media or bytes).
// A single replacement character in a name or sentence is not enough.
func binaryAsText(t string) bool {
	n := 0
	for _, r := range t {
		switch {
		case r == '\ufffd':
			n++
		case r < 0x20 && r != '\t' && r != '\n' && r != '\r' && r != '\f':
			n++
		}
		if n >= 3 {
			return true
		}
	}
	return false
}

// escapedBinary is binaryAsText for a result's raw JSON text, where the
// control characters are still escapes ("\u0000", "\u001a") and the
// replacement character may be one too ("\ufffd"): a client that hands
// back the whole CallToolResult as JSON (set 1014's read_text_file of a
// PNG) keeps them so.
func escapedBinary(raw string) bool {
	n := 0
	for i := 0; i < len(raw); i++ {
		switch {
		case raw[i] == 0xef && strings.HasPrefix(raw[i:], "\ufffd"):
			n++
		case raw[i] == '\\' && i+5 < len(raw) && raw[i+1] == 'u':
			hex := raw[i+2 : i+6]
			if strings.EqualFold(hex, "fffd") || hex[0] == '0' && hex[1] == '0' && (hex[2] == '1' || hex[2] == '0' && !escapedWhitespace(hex[3])) {
				n++
			}
			i++ // the next byte is the 'u'
		}
		if n >= 3 {
			return true
		}
	}
	return false
}

// escapedWhitespace: the last hex digit of \u0009, \u000a, \u000c and
// \u000d, the controls a sentence or a listing holds.
func escapedWhitespace(last byte) bool {
	switch last | 0x20 {
	case '9', 'a', 'c', 'd':
		return true
	}
	return false
}

// nonNumberResult reports a result's text that gives a number computed as
// Infinity or NaN, as JavaScript and Go print them, in a value's place
// (after "is", "=", ":" or as the whole text: "The sum of 1e+308 and
// 1e+308 is Infinity.", server-everything's get-sum, set 1014; Go's
// "+Inf"): the call ran and its value is no usable number. A name that
// starts with the word ("Infinity Ward") is not a value, and a text that
// is an error about such a value ("Invalid arguments: a is NaN") is no
// result.
func nonNumberResult(t string) bool {
	if hasAny(t, "error", "invalid", "must ", "expected") {
		return false
	}
	for _, w := range [...]string{"Infinity", "NaN", "+Inf", "-Inf"} {
		for i := range exactMatches(t, w) {
			end := i + len(w)
			if i > 0 && isAlnum(t[i-1]) || end < len(t) && isAlnum(t[end]) {
				continue
			}
			before := strings.TrimRight(t[:i], " -+")
			if before == "" && strings.Trim(t[end:], " .\n") == "" || before != "" && valuePlace(before) {
				return true
			}
		}
	}
	return false
}

// valuePlace reports whether the text before a word ends where a value
// goes: "=", ":", or the verb "is", "was", "are", "equals".
func valuePlace(before string) bool {
	if strings.HasSuffix(before, "=") || strings.HasSuffix(before, ":") {
		return true
	}
	for _, v := range [...]string{" is", " was", " are", " equals"} {
		if strings.HasSuffix(before, v) {
			return true
		}
	}
	return false
}

// sampleNonNumbers reports a Prometheus query API success (a 2xx body with
// "resultType") whose every sample value is NaN or an infinity, as the API
// writes a sample: [<unix time>,"<value as a string>"] (set 1349:
// scalar() over several series answers {"resultType":"scalar",
// "result":[1796524151,"NaN"]}; histogram_quantile over no buckets, a
// division by zero). The query ran and returned no usable number, as
// nonNumberResult's text; one real value beside them keeps the answer.
func sampleNonNumbers(t string) bool {
	if !strings.Contains(t, `"resultType"`) || !strings.Contains(t, `"success"`) {
		return false
	}
	n := 0
	for i := range exactMatches(t, `,"`) {
		if i == 0 || !isDigitByte(t[i-1]) {
			continue
		}
		rest := t[i+2:]
		end := strings.IndexByte(rest, '"')
		if end < 0 || end+1 >= len(rest) || rest[end+1] != ']' {
			continue
		}
		switch rest[:end] {
		case "NaN", "+Inf", "-Inf", "Inf":
			n++
		default:
			return false
		}
	}
	return n > 0
}
