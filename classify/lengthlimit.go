package classify

import "strings"

// lengthOverLimit reads an application's own validation message that an
// argument is longer than a length its author states (set 210): a SQLite
// trigger's RAISE(ABORT, 'memory body exceeds 2000 characters'), a
// PL/pgSQL RAISE EXCEPTION 'note exceeds the maximum length of 500
// characters', a MySQL SIGNAL's 'comment must not exceed 280 chars'. A
// length in characters, bytes, words or tokens is the argument's own
// size, never a standing quantity of the account, so the repair is a
// shorter value (invalid, as "is too long"), though the lone word "limit"
// (appOnlyWords) would read it as a limit the account reached. An
// account's store ("quota", "storage", a plan or tier) and a count of
// objects ("exceeds 3 active sessions") name no such length and keep
// their reading.
func lengthOverLimit(t string) bool {
	if hasAny(t, "quota", "storage", " plan", "account", " tier", "subscription") {
		return false
	}
	for i := range foldMatches(t, "exceed") {
		rest := t[i+len("exceed"):]
		rest = rest[len(wordFrom(rest, 0)):] // exceeds, exceeded, exceeding
		rest = strings.TrimLeft(rest, " ")
		for _, lead := range [...]string{"the ", "its ", "a "} {
			if matchAt(rest, 0, lead) {
				rest = rest[len(lead):]
				break
			}
		}
		for _, lead := range [...]string{"maximum length", "max length", "maximum size of ", "length limit", "character limit", "limit of ", "maximum of ", "max of ", "maximum ", "max "} {
			if matchAt(rest, 0, lead) {
				if strings.HasSuffix(lead, "length") || strings.HasSuffix(lead, "limit") {
					return true
				}
				rest = rest[len(lead):]
				break
			}
		}
		if lengthAt(rest) {
			return true
		}
	}
	return false
}

// lengthAt reports whether s starts with a number and a unit of length:
// characters, words, tokens, or a byte size (sizeAt).
func lengthAt(s string) bool {
	if sizeAt(s) > 0 {
		return true
	}
	_, w, ok := parseNumber(s)
	if !ok || w == 0 {
		return false
	}
	s = strings.TrimLeft(s[w:], " ")
	_, ok = foldIn(wordFrom(s, 0), []string{"characters", "character", "chars", "char", "words", "tokens", "codepoints", "runes"})
	return ok
}
