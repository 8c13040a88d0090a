package classify

import "testing"

func TestIndependentCases1703(t *testing.T) {
	runIndependent(t, "testdata/independent1703.jsonl", false)
}
