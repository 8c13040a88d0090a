package classify

import "testing"

func TestIndependentCases1517(t *testing.T) {
	runIndependent(t, "testdata/independent1517.jsonl", false)
}
