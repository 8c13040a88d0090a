package classify

import "testing"

func TestIndependentCases1460(t *testing.T) {
	runIndependent(t, "testdata/independent1460.jsonl", false)
}
