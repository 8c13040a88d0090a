package classify

import "testing"

func TestIndependentCases1232(t *testing.T) {
	runIndependent(t, "testdata/independent1232.jsonl", false)
}
