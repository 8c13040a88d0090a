package classify

import "testing"

func TestIndependentCases1349(t *testing.T) {
	runIndependent(t, "testdata/independent1349.jsonl", false)
}
