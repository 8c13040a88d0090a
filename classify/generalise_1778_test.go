package classify

import "testing"

func TestIndependentCases1778(t *testing.T) {
	runIndependent(t, "testdata/independent1778.jsonl", false)
}
