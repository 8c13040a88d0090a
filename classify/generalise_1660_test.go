package classify

import "testing"

func TestIndependentCases1660(t *testing.T) {
	runIndependent(t, "testdata/independent1660.jsonl", false)
}
