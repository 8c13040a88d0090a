package classify

import "testing"

func TestIndependentCases1335(t *testing.T) {
	runIndependent(t, "testdata/independent1335.jsonl", false)
}
