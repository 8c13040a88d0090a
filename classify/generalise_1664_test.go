package classify

import "testing"

func TestIndependentCases1664(t *testing.T) {
	runIndependent(t, "testdata/independent1664.jsonl", false)
}
