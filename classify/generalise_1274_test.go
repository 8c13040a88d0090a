package classify

import "testing"

func TestIndependentCases1274(t *testing.T) {
	runIndependent(t, "testdata/independent1274.jsonl", false)
}
