package classify

import "strings"

// assertedState reads a precondition the caller stated about the current
// state and the service found false, said as "expected <what> to be <n>,
// was <m>": kubectl scale --current-replicas "Expected replicas to be 3,
// was 5" and --resource-version "Expected resource version to be 12, was
// 15" (set 445), a compare-and-set store's "expected revision to be 7, but
// was 9". The call was as the caller meant; the state it rested on moved:
// premise (read the state again and replan), as an HTTP 412 on If-Match.
// Both sides must be numbers, so a type or shape check ("expected 'age' to
// be a number, was string") keeps its reading as a wrong argument.
func assertedState(t string) (Result, bool) {
	if versionNumbersMismatch(t) {
		return Result{Kind: premise, Reason: versionNumbersReason}, true
	}
	for i := range foldMatches(t, "expected ") {
		rest := t[i+len("expected "):]
		tb := indexFold(rest, " to be ")
		if tb < 0 || tb > 40 || strings.ContainsAny(rest[:tb], ".;:") {
			continue
		}
		rest = rest[tb+len(" to be "):]
		n := leadingNumber(rest)
		if n == 0 {
			continue
		}
		rest = strings.TrimLeft(rest[n:], " ,")
		matched := false
		for _, w := range []string{"but was ", "but is ", "but found ", "but got ", "was ", "is ", "found ", "got "} {
			if len(rest) >= len(w) && strings.EqualFold(rest[:len(w)], w) {
				rest, matched = rest[len(w):], true
				break
			}
		}
		if matched && leadingNumber(rest) > 0 {
			return Result{Kind: premise, Reason: "a precondition the caller stated about the current state is false (expected one value, found another): read the state again and replan"}, true
		}
	}
	return Result{}, false
}

// versionNumbersMismatch reads an optimistic-locking refusal said as
// "version mismatch: expected <n>, got <m>" (Square's VERSION_MISMATCH
// detail "Version mismatch: expected 3, got 2.", sets 683, 1058, 1089):
// the object's version, the stale-copy ruling. Both sides must be bare
// numbers, and the version not a protocol's, an API's or a program's
// ("protocol version mismatch: expected 2, got 1", "expected
// 2024-01-18"): those are the call's or the setup's, and keep their
// reading.
const versionNumbersReason = "the object's version the write carried is not the stored one (expected one number, got another): read it again, then repeat the change"

func versionNumbersMismatch(t string) bool {
	for i := range foldMatches(t, "version mismatch: expected ") {
		before := strings.TrimRight(t[:i], " ")
		if w := before[strings.LastIndexAny(before, " \"'{[(:")+1:]; hasAny(w, "protocol", "api", "client", "server", "sdk", "schema", "format", "wire", "driver", "plugin", "cli", "tls", "http", "node", "python", "go", "runtime", "engine", "library", "module", "package", "model", "spec") {
			continue
		}
		rest := t[i+len("version mismatch: expected "):]
		n := leadingNumber(rest)
		if n == 0 || n < len(rest) && (rest[n] == '-' || rest[n] == '.') {
			continue
		}
		rest = strings.TrimLeft(rest[n:], " ,")
		for _, w := range [...]string{"got ", "but got ", "found ", "actual "} {
			if len(rest) >= len(w) && strings.EqualFold(rest[:len(w)], w) {
				m := rest[len(w):]
				if k := leadingNumber(m); k > 0 && (k == len(m) || m[k] != '-' && m[k] != '.' || k+1 == len(m) || m[k+1] == ' ' || m[k+1] == '"') {
					return true
				}
			}
		}
	}
	return false
}

// leadingNumber is the length of the digits s starts with.
func leadingNumber(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}
