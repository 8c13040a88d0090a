package classify

import (
	"testing"
	"time"

	"github.com/rungkit/rung"
)

// First run at 646a350c: 28/33 overall, 8/13 tricky (and i1282-spotify-429-retry-after read no Retry-After).
func TestIndependentCases1282(t *testing.T) {
	runIndependent(t, "testdata/independent1282.jsonl", false)
}

// TestGeneralise1282RetryAfterSemicolon: a Retry-After header printed on
// the status line with ';' between the pairs and the body after them
// gives its seconds; a wait nowhere stated still gives none.
func TestGeneralise1282RetryAfterSemicolon(t *testing.T) {
	for _, tc := range []struct {
		msg  string
		want time.Duration
		has  bool
	}{
		{`HTTP 429 Too Many Requests; Retry-After: 7; {"error":{"status":429,"message":"API rate limit exceeded"}}`, 7 * time.Second, true},
		{`HTTP 429 Too Many Requests; Retry-After: 30; {"message":"slow down"}`, 30 * time.Second, true},
		{`HTTP 503 Service Unavailable; Retry-After: 120`, 120 * time.Second, true},
		{`HTTP 429 Too Many Requests; {"error":{"status":429,"message":"API rate limit exceeded"}}`, 0, false},
	} {
		r := Classify(Input{Protocol: "http", Message: tc.msg})
		if r.Kind != rung.KindTransient || r.HasRetryAfter != tc.has || r.RetryAfter != tc.want {
			t.Errorf("%q: got %s %v (has %v), want transient %v (has %v)", tc.msg, r.Kind, r.RetryAfter, r.HasRetryAfter, tc.want, tc.has)
		}
	}
}
