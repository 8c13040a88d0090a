package classify

import "testing"

func TestIndependentCases1693(t *testing.T) {
	runIndependent(t, "testdata/independent1693.jsonl", false)
}
