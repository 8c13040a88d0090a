package classify

import "testing"

func TestIndependentCases1171(t *testing.T) {
	runIndependent(t, "testdata/independent1171.jsonl", false)
}
