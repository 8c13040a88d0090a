package classify

import (
	"strings"

	"github.com/rungkit/rung"
)

// A retrying wrapper that gave up and names no cause (go-retryablehttp's
// "GET <url> giving up after 3 attempt(s)" when its last try got a 5xx or
// 429 response, not an error; resilience4j's "Retry 'x' has exhausted all
// attempts (3)"; Reactor's "Retries exhausted: 3/3") only retried because
// its policy judged the failure passing: retryablehttp's DefaultRetryPolicy
// retries 429, 5xx other than 501 and connection errors, and returns at
// once on a redirect loop, a bad scheme or an untrusted certificate, which
// it then names after the colon. So a bare give-up proves nothing false:
// the budget of tries ran out, not the world (held-out set 676). With a
// cause after it, the cause is read instead (the presets run first).
var retriesSpentEnds = []string{
	" attempt(s)", // go-retryablehttp v0.7: "giving up after %d attempt(s)"
	" attempts",   // go-retryablehttp before v0.7: "giving up after %d attempts"
}

// retriesSpentBare reports whether lower-case text t is only a retrying
// wrapper's give-up, with no cause named after it.
func retriesSpentBare(t string) bool {
	t = strings.TrimRight(strings.TrimSpace(t), ".")
	if i := strings.LastIndex(t, " giving up after "); i >= 0 {
		rest := t[i+len(" giving up after "):]
		for _, end := range retriesSpentEnds {
			if n, ok := strings.CutSuffix(rest, end); ok && isDigits(n) {
				return true
			}
		}
		return false
	}
	// resilience4j MaxRetriesExceeded: "Retry '%s' has exhausted all attempts (%d)".
	if i := strings.LastIndex(t, "has exhausted all attempts ("); i >= 0 {
		n, ok := strings.CutSuffix(t[i+len("has exhausted all attempts ("):], ")")
		return ok && isDigits(n)
	}
	// Reactor RetryBackoffSpec / RetrySpec: "Retries exhausted: %d/%d".
	if i := strings.LastIndex(t, "retries exhausted: "); i >= 0 {
		a, b, ok := strings.Cut(t[i+len("retries exhausted: "):], "/")
		return ok && isDigits(a) && isDigits(b)
	}
	return false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// retriesSpentResult is the reading of a bare give-up.
func retriesSpentResult() Result {
	return Result{Kind: rung.KindTransient, Reason: "a retrying wrapper gave up with no cause named: its policy retried only what time cures; the tries ran out, not the world"}
}
