package classify

import "testing"

func TestIndependentCases1670(t *testing.T) {
	runIndependent(t, "testdata/independent1670.jsonl", false)
}
