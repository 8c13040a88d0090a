package classify

import "testing"

func TestIndependentCases1338(t *testing.T) {
	runIndependent(t, "testdata/independent1338.jsonl", false)
}
