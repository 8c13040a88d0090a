package classify

import "testing"

func TestIndependentCases1451(t *testing.T) {
	runIndependent(t, "testdata/independent1451.jsonl", false)
}
