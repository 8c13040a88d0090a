package classify

import "testing"

func TestIndependentCases1502(t *testing.T) {
	runIndependent(t, "testdata/independent1502.jsonl", false)
}
