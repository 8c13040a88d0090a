package classify

import "testing"

func TestIndependentCases1416(t *testing.T) {
	runIndependent(t, "testdata/independent1416.jsonl", false)
}
