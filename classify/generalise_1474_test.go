package classify

import "testing"

func TestIndependentCases1474(t *testing.T) {
	runIndependent(t, "testdata/independent1474.jsonl", false)
}
