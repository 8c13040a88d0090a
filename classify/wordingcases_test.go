package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// wordingCase is one wording of a class, from the software named in name,
// and the kind it must read as: the generalise tests' table row.
type wordingCase struct {
	name     string
	protocol string
	status   int
	code     string
	msg      string
	want     rung.Kind
}

func runWordingCases(t *testing.T, cases []wordingCase) {
	t.Helper()
	for _, tc := range cases {
		r := Classify(Input{Protocol: tc.protocol, Status: tc.status, Code: tc.code, Message: tc.msg})
		if r.Kind != tc.want {
			t.Errorf("%s: got %s (%s), want %s", tc.name, r.Kind, r.Reason, tc.want)
		}
	}
}

// waitCase is a 429 body and the wait it states, in seconds (0: none).
type waitCase struct {
	msg  string
	want float64
}

// runStatedWaitCases checks that each 429 body reads transient with the
// wait it states as RetryAfter, and with none where it states none.
func runStatedWaitCases(t *testing.T, cases []waitCase) {
	t.Helper()
	for _, tc := range cases {
		r := Classify(Input{Protocol: "http", Status: 429, Message: tc.msg})
		if r.Kind != rung.KindTransient {
			t.Errorf("%q: kind %s, want transient", tc.msg, r.Kind)
		}
		if tc.want == 0 {
			if r.HasRetryAfter {
				t.Errorf("%q: RetryAfter %v, want none", tc.msg, r.RetryAfter)
			}
			continue
		}
		if !r.HasRetryAfter || r.RetryAfter.Seconds() != tc.want {
			t.Errorf("%q: RetryAfter %v (has %v), want %vs", tc.msg, r.RetryAfter, r.HasRetryAfter, tc.want)
		}
	}
}
