package classify

import "testing"

func TestIndependentCases1415(t *testing.T) {
	runIndependent(t, "testdata/independent1415.jsonl", false)
}
