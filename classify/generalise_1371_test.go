package classify

import "testing"

func TestIndependentCases1371(t *testing.T) {
	runIndependent(t, "testdata/independent1371.jsonl", false)
}
