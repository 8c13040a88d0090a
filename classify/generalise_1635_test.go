package classify

import "testing"

func TestIndependentCases1635(t *testing.T) {
	runIndependent(t, "testdata/independent1635.jsonl", false)
}
