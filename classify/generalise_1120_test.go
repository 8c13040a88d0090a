package classify

import "testing"

func TestIndependentCases1120(t *testing.T) {
	runIndependent(t, "testdata/independent1120.jsonl", false)
}
