package classify

import "testing"

func TestIndependentCases1213(t *testing.T) {
	runIndependent(t, "testdata/independent1213.jsonl", false)
}
