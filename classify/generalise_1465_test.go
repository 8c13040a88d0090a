package classify

import "testing"

func TestIndependentCases1465(t *testing.T) {
	runIndependent(t, "testdata/independent1465.jsonl", false)
}
