package classify

import "testing"

func TestIndependentCases1027(t *testing.T) {
	runIndependent(t, "testdata/independent1027.jsonl", false)
}
