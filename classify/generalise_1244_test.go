package classify

import "testing"

func TestIndependentCases1244(t *testing.T) {
	runIndependent(t, "testdata/independent1244.jsonl", false)
}
