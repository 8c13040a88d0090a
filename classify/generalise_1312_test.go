package classify

import "testing"

func TestIndependentCases1312(t *testing.T) {
	runIndependent(t, "testdata/independent1312.jsonl", false)
}
