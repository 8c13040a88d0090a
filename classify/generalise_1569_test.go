package classify

import "testing"

func TestIndependentCases1569(t *testing.T) {
	runIndependent(t, "testdata/independent1569.jsonl", false)
}
