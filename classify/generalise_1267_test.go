package classify

import "testing"

func TestIndependentCases1267(t *testing.T) {
	runIndependent(t, "testdata/independent1267.jsonl", false)
}
