package classify

import "testing"

func TestIndependentCases1491(t *testing.T) {
	runIndependent(t, "testdata/independent1491.jsonl", false)
}
