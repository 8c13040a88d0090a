package classify

import "testing"

func TestIndependentCases1553(t *testing.T) {
	runIndependent(t, "testdata/independent1553.jsonl", false)
}
