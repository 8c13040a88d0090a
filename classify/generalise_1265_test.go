package classify

import "testing"

func TestIndependentCases1265(t *testing.T) {
	runIndependent(t, "testdata/independent1265.jsonl", false)
}
