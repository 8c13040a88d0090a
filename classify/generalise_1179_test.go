package classify

import "testing"

func TestIndependentCases1179(t *testing.T) {
	runIndependent(t, "testdata/independent1179.jsonl", false)
}
