package classify

import "testing"

func TestIndependentCases1802(t *testing.T) {
	runIndependent(t, "testdata/independent1802.jsonl", false)
}
