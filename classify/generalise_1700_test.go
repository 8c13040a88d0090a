package classify

import "testing"

func TestIndependentCases1700(t *testing.T) {
	runIndependent(t, "testdata/independent1700.jsonl", false)
}
