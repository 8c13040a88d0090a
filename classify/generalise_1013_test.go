package classify

import "testing"

func TestIndependentCases1013(t *testing.T) {
	runIndependent(t, "testdata/independent1013.jsonl", false)
}
