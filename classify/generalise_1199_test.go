package classify

import "testing"

func TestIndependentCases1199(t *testing.T) {
	runIndependent(t, "testdata/independent1199.jsonl", false)
}
