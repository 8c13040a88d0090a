package classify

import "testing"

func TestIndependentCases875(t *testing.T) {
	runIndependent(t, "testdata/independent875.jsonl", false)
}
