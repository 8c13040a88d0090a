package classify

import "testing"

func TestIndependentCases906(t *testing.T) {
	runIndependent(t, "testdata/independent906.jsonl", false)
}
