package classify

import "testing"

func TestIndependentCases1060(t *testing.T) {
	runIndependent(t, "testdata/independent1060.jsonl", false)
}
