package classify

import "testing"

func TestIndependentCases1304(t *testing.T) {
	runIndependent(t, "testdata/independent1304.jsonl", false)
}
