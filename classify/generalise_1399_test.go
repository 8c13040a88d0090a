package classify

import "testing"

func TestIndependentCases1399(t *testing.T) {
	runIndependent(t, "testdata/independent1399.jsonl", false)
}
