package classify

import "github.com/rungkit/rung"

// enumSuffixes end the names of parameters that take one of a fixed set of
// values (outputType, sortMode, logLevel, output_format): an "unknown" such
// value is an option the callee does not offer, never a missing object.
var enumSuffixes = [...]string{"type", "mode", "format", "kind", "level", "style", "strategy", "order"}

// unknownEnumValue reports text that names an enumerated parameter, by its
// identifier, as holding a value the callee does not know: JavaScript tools'
// `throw new Error(`Unknown ${name}: ${value}`)` (server-everything's
// gzip-file-as-resource "Unknown outputType: link"), Temporal's "unknown
// queryType get_balance. KnownQueryTypes=[...]" (sets 598, 1230). The
// parameter is named as code spells it, lowerCamel or snake_case with an
// enum-like last word (Type, Mode, Format, Kind, Level, Style, Strategy,
// Order), so "Unknown userId: 42" (an object that may be missing) and
// "Unknown resource: x" (the resource ruling) keep their readings; a peer's
// frame the caller "received" is the peer's, not the call's, and is left
// alone. Read only where no preset recognised the failure.
func unknownEnumValue(t string) bool {
	if hasFold(t, "received") {
		return false
	}
	for i := range foldMatches(t, "unknown ") {
		if enumIdent(t[i+len("unknown "):]) {
			return true
		}
	}
	return false
}

// enumIdent reports whether s opens with an identifier in lowerCamel or
// snake_case (one inner capital or underscore at least) whose last word is
// an enum suffix, followed by the end, a space, a colon or a quote.
func enumIdent(s string) bool {
	n := 0
	inner := false
	for n < len(s) {
		b := s[n]
		switch {
		case b >= 'a' && b <= 'z', b >= '0' && b <= '9' && n > 0:
		case b >= 'A' && b <= 'Z' && n > 0:
			inner = true
		case b == '_' && n > 0:
			inner = true
		default:
			goto end
		}
		n++
	}
end:
	if n == 0 || !inner || s[0] < 'a' || s[0] > 'z' {
		return false
	}
	if n < len(s) && s[n] != ' ' && s[n] != ':' && s[n] != '\'' && s[n] != '"' && s[n] != '.' && s[n] != ',' {
		return false
	}
	id := s[:n]
	for _, suf := range enumSuffixes {
		if len(id) > len(suf) && hasSuffixFold(id, suf) {
			c := id[len(id)-len(suf)]
			if c == '_' || c >= 'A' && c <= 'Z' || id[len(id)-len(suf)-1] == '_' {
				return true
			}
		}
	}
	return false
}

// unknownEnumResult is unknownEnumValue's reading: the call chose a value
// outside the parameter's set, invalid.
func unknownEnumResult() Result {
	return Result{Kind: rung.KindInvalid, Reason: "an enumerated parameter (…Type, …Mode, …Format) given a value the callee does not offer: choose one of its values"}
}
