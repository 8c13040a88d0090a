package classify

import "testing"

func TestIndependentCases1746(t *testing.T) {
	runIndependent(t, "testdata/independent1746.jsonl", false)
}
