package classify

import "testing"

func TestIndependentCases1692(t *testing.T) {
	runIndependent(t, "testdata/independent1692.jsonl", false)
}
