package classify

import "testing"

func TestIndependentCases1666(t *testing.T) {
	runIndependent(t, "testdata/independent1666.jsonl", false)
}
