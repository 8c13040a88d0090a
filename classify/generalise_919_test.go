package classify

import "testing"

func TestIndependentCases919(t *testing.T) {
	runIndependent(t, "testdata/independent919.jsonl", false)
}
