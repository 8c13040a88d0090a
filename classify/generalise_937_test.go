package classify

import "testing"

func TestIndependentCases937(t *testing.T) {
	runIndependent(t, "testdata/independent937.jsonl", false)
}
