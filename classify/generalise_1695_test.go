package classify

import "testing"

func TestIndependentCases1695(t *testing.T) {
	runIndependent(t, "testdata/independent1695.jsonl", false)
}
