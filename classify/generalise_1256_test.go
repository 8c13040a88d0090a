package classify

import "testing"

func TestIndependentCases1256(t *testing.T) {
	runIndependent(t, "testdata/independent1256.jsonl", false)
}
