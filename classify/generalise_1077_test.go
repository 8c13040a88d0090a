package classify

import "testing"

func TestIndependentCases1077(t *testing.T) {
	runIndependent(t, "testdata/independent1077.jsonl", false)
}
