package classify

import "testing"

func TestIndependentCases1805(t *testing.T) {
	runIndependent(t, "testdata/independent1805.jsonl", false)
}
