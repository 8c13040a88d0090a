package classify

import "testing"

func TestIndependentCases1795(t *testing.T) {
	runIndependent(t, "testdata/independent1795.jsonl", false)
}
