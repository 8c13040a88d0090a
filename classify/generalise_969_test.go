package classify

import "testing"

func TestIndependentCases969(t *testing.T) {
	runIndependent(t, "testdata/independent969.jsonl", false)
}
