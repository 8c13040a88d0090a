package classify

import "testing"

func TestIndependentCases1088(t *testing.T) {
	runIndependent(t, "testdata/independent1088.jsonl", false)
}
