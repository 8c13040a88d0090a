package classify

import "testing"

func TestIndependentCases898(t *testing.T) {
	runIndependent(t, "testdata/independent898.jsonl", false)
}
