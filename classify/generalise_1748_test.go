package classify

import "testing"

func TestIndependentCases1748(t *testing.T) {
	runIndependent(t, "testdata/independent1748.jsonl", false)
}
