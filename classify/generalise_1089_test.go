package classify

import "testing"

func TestIndependentCases1089(t *testing.T) {
	runIndependent(t, "testdata/independent1089.jsonl", false)
}
