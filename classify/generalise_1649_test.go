package classify

import "testing"

func TestIndependentCases1649(t *testing.T) {
	runIndependent(t, "testdata/independent1649.jsonl", false)
}
