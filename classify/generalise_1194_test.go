package classify

import "testing"

func TestIndependentCases1194(t *testing.T) {
	runIndependent(t, "testdata/independent1194.jsonl", false)
}
