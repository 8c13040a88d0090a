package classify

import "testing"

func TestIndependentCases1310(t *testing.T) {
	runIndependent(t, "testdata/independent1310.jsonl", false)
}
