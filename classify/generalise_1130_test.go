package classify

import "testing"

func TestIndependentCases1130(t *testing.T) {
	runIndependent(t, "testdata/independent1130.jsonl", false)
}
