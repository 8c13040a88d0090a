package classify

import "testing"

func TestIndependentCases1622(t *testing.T) {
	runIndependent(t, "testdata/independent1622.jsonl", false)
}
