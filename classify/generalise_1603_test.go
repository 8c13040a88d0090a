package classify

import "testing"

func TestIndependentCases1603(t *testing.T) {
	runIndependent(t, "testdata/independent1603.jsonl", false)
}
