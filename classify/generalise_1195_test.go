package classify

import "testing"

func TestIndependentCases1195(t *testing.T) {
	runIndependent(t, "testdata/independent1195.jsonl", false)
}
