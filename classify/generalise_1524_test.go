package classify

import "testing"

func TestIndependentCases1524(t *testing.T) {
	runIndependent(t, "testdata/independent1524.jsonl", false)
}
