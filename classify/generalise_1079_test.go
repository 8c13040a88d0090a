package classify

import "testing"

func TestIndependentCases1079(t *testing.T) {
	runIndependent(t, "testdata/independent1079.jsonl", false)
}
