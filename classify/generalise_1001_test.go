package classify

import "testing"

func TestIndependentCases1001(t *testing.T) {
	runIndependent(t, "testdata/independent1001.jsonl", false)
}
