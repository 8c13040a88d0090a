package classify

import "testing"

func TestIndependentCases1720(t *testing.T) {
	runIndependent(t, "testdata/independent1720.jsonl", false)
}
