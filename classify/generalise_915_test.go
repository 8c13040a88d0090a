package classify

import "testing"

func TestIndependentCases915(t *testing.T) {
	runIndependent(t, "testdata/independent915.jsonl", false)
}
