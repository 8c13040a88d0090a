package classify

import "strings"

// A write reported done and a follow-up after it reported failed, in one
// sentence: "invoice INV-2291 was sent but the receipt could not be
// recorded" (set 331, an MCP tool's isError text), Thunderbird's "Your
// message was sent but a copy was not placed in your sent folder". The
// effect the step was for has landed; only the bookkeeping after it did
// not, so the call may not be repeated as is: ambiguous (read back, then
// do only the follow-up). The done verb must come first and the failure
// after a "but" within the same sentence; "was not sent" or a failure
// with no done effect before it keeps its own reading.
var (
	effectDoneWords = []string{
		"was sent", "were sent", "has been sent", "was created", "were created", "has been created",
		"was charged", "was published", "was posted", "was delivered", "was uploaded",
		"was saved", "was committed", "was written", "were written", "was placed", "succeeded",
	}
	followUpFailedWords = []string{
		"could not", "couldn't", "cannot be", "failed", "was not", "wasn't", "were not", "did not", "didn't",
	}
)

// doneThenFailed reports whether t holds a done effect followed, in the
// same sentence and after "but", by a failed follow-up.
func doneThenFailed(t string) bool {
	t = strings.ToLower(t)
	for _, d := range effectDoneWords {
		for i := range exactMatches(t, d) {
			if i > 0 && isWordByte(t[i-1]) {
				continue
			}
			rest := t[i+len(d):]
			if end := strings.IndexAny(rest, ".;\n"); end >= 0 {
				rest = rest[:end]
			}
			b := strings.Index(rest, "but ")
			if b < 0 || b > 40 || (b > 0 && isWordByte(rest[b-1])) {
				continue
			}
			if hasAny(rest[b+4:], followUpFailedWords...) {
				return true
			}
		}
	}
	return false
}

func isWordByte(c byte) bool {
	return isAlnum(c) || c == '_'
}
