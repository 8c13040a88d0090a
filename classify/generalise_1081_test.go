package classify

import "testing"

func TestIndependentCases1081(t *testing.T) {
	runIndependent(t, "testdata/independent1081.jsonl", false)
}
