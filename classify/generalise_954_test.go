package classify

import "testing"

func TestIndependentCases954(t *testing.T) {
	runIndependent(t, "testdata/independent954.jsonl", false)
}
