package classify

import "testing"

func TestIndependentCases1411(t *testing.T) {
	runIndependent(t, "testdata/independent1411.jsonl", false)
}
