package classify

import "testing"

func TestIndependentCases1065(t *testing.T) {
	runIndependent(t, "testdata/independent1065.jsonl", false)
}
