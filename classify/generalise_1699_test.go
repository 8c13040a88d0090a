package classify

import "testing"

func TestIndependentCases1699(t *testing.T) {
	runIndependent(t, "testdata/independent1699.jsonl", false)
}
