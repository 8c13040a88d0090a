package classify

import "testing"

func TestIndependentCases934(t *testing.T) {
	runIndependent(t, "testdata/independent934.jsonl", false)
}
