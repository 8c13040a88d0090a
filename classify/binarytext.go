package classify

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
