package classify

import "testing"

func TestIndependentCases959(t *testing.T) {
	runIndependent(t, "testdata/independent959.jsonl", false)
}
