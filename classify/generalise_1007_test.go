package classify

import "testing"

func TestIndependentCases1007(t *testing.T) {
	runIndependent(t, "testdata/independent1007.jsonl", false)
}
