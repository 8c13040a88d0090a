package classify

import "testing"

func TestIndependentCases980(t *testing.T) {
	runIndependent(t, "testdata/independent980.jsonl", false)
}
