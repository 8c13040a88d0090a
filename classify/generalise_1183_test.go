package classify

import "testing"

func TestIndependentCases1183(t *testing.T) {
	runIndependent(t, "testdata/independent1183.jsonl", false)
}
