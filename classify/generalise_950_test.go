package classify

import "testing"

func TestIndependentCases950(t *testing.T) {
	runIndependent(t, "testdata/independent950.jsonl", false)
}
