package classify

import "testing"

func TestIndependentCases1767(t *testing.T) {
	runIndependent(t, "testdata/independent1767.jsonl", false)
}
