package classify

import "testing"

func TestIndependentCases1645(t *testing.T) {
	runIndependent(t, "testdata/independent1645.jsonl", false)
}
