package classify

import "testing"

func TestIndependentCases1379(t *testing.T) {
	runIndependent(t, "testdata/independent1379.jsonl", false)
}
