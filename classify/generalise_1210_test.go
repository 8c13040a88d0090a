package classify

import "testing"

func TestIndependentCases1210(t *testing.T) {
	runIndependent(t, "testdata/independent1210.jsonl", false)
}
