package classify

import "testing"

func TestIndependentCases1503(t *testing.T) {
	runIndependent(t, "testdata/independent1503.jsonl", false)
}
