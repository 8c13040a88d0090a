package classify

import "testing"

func TestIndependentCases1673(t *testing.T) {
	runIndependent(t, "testdata/independent1673.jsonl", false)
}
