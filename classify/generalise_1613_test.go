package classify

import "testing"

func TestIndependentCases1613(t *testing.T) {
	runIndependent(t, "testdata/independent1613.jsonl", false)
}
