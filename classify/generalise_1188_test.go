package classify

import "testing"

func TestIndependentCases1188(t *testing.T) {
	runIndependent(t, "testdata/independent1188.jsonl", false)
}
