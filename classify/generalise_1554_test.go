package classify

import "testing"

func TestIndependentCases1554(t *testing.T) {
	runIndependent(t, "testdata/independent1554.jsonl", false)
}
