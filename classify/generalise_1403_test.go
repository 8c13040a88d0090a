package classify

import "testing"

func TestIndependentCases1403(t *testing.T) {
	runIndependent(t, "testdata/independent1403.jsonl", false)
}
