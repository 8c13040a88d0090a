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
