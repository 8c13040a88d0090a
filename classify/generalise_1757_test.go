package classify

import "testing"

func TestIndependentCases1757(t *testing.T) {
	runIndependent(t, "testdata/independent1757.jsonl", false)
}
