package classify

import "testing"

func TestIndependentCases1401(t *testing.T) {
	runIndependent(t, "testdata/independent1401.jsonl", false)
}
