package classify

import "testing"

func TestIndependentCases1425(t *testing.T) {
	runIndependent(t, "testdata/independent1425.jsonl", false)
}
