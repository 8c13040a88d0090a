package classify

import "testing"

func TestIndependentCases1034(t *testing.T) {
	runIndependent(t, "testdata/independent1034.jsonl", false)
}
