package classify

import "testing"

func TestIndependentCases1025(t *testing.T) {
	runIndependent(t, "testdata/independent1025.jsonl", false)
}
