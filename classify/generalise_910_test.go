package classify

import "testing"

func TestIndependentCases910(t *testing.T) {
	runIndependent(t, "testdata/independent910.jsonl", false)
}
