package classify

import "testing"

func TestIndependentCases953(t *testing.T) {
	runIndependent(t, "testdata/independent953.jsonl", false)
}
