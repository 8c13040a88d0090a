package classify

import "testing"

func TestIndependentCases1281(t *testing.T) {
	runIndependent(t, "testdata/independent1281.jsonl", false)
}
