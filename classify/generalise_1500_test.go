package classify

import "testing"

func TestIndependentCases1500(t *testing.T) {
	runIndependent(t, "testdata/independent1500.jsonl", false)
}
