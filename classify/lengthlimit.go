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

// longerThanLength reads a value said to be "longer than" a length in
// characters, words, tokens or bytes ("plaintext longer than 128
// characters", layeh.com/radius, set 1730; "name is longer than 64
// characters"): the argument's own size, a shorter value repairs it. A
// time ("took longer than 30 seconds") names no length and is not read.
func longerThanLength(t string) bool {
	for i := range foldMatches(t, "longer than ") {
		if lengthAt(t[i+len("longer than "):]) {
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

// perCallObjects are the things one call makes or sends: a cap stated
// "per" one of them binds each call's own argument, not a standing
// quantity of the account (set 1366).
var perCallObjects = []string{
	"order", "request", "call", "transaction", "message", "item", "line", "batch",
	"payment", "transfer", "query", "invocation", "booking", "upload", "file", "statement",
}

// perCallLimit reads an application's own message that an argument
// exceeds a cap stated per single order, request or transaction (set
// 1366: a SQLite trigger's RAISE(ABORT, 'quantity exceeds the per-order
// limit of 100'); "amount exceeds the per-transaction limit", "over the
// limit per request"). The cap binds each call on its own, so a smaller
// value or a split call repairs it (invalid, as the per-request and
// per-query caps services word the same way), though the lone word
// "limit" (appOnlyWords) would read it as a limit the account reached. A
// cap per user, account, day or minute is held or refilled and keeps its
// reading, and so does a limit "reached" (an order that holds its
// maximum: the world's state, not the argument).
func perCallLimit(t string) bool {
	if indexFold(t, "per") < 0 || !hasAny(t, "exceed", "over the", "above the", "more than the", "greater than the") || hasAny(t, "reached") {
		return false
	}
	for i := range foldMatches(t, "per") {
		if i > 0 && isAlnum(t[i-1]) {
			continue
		}
		j := i + len("per")
		if j >= len(t) || (t[j] != '-' && t[j] != ' ') {
			continue
		}
		w := wordFrom(t, j+1)
		if _, ok := foldIn(w, perCallObjects); !ok {
			continue
		}
		after := strings.TrimLeft(t[j+1+len(w):], " ")
		before := strings.TrimRight(t[:i], " ")
		for _, cap := range [...]string{"limit", "maximum", "max", "cap"} {
			if matchAt(after, 0, cap) && (len(after) == len(cap) || !isAlnum(after[len(cap)])) {
				return true // "the per-order limit", "per request maximum"
			}
			if k := len(before) - len(cap); k >= 0 && matchAt(before, k, cap) && (k == 0 || !isAlnum(before[k-1])) {
				return true // "the limit per order"
			}
		}
	}
	return false
}
