package classify

import "testing"

func TestIndependentCases924(t *testing.T) {
	runIndependent(t, "testdata/independent924.jsonl", false)
}
