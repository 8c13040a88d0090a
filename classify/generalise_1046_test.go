package classify

import "testing"

func TestIndependentCases1046(t *testing.T) {
	runIndependent(t, "testdata/independent1046.jsonl", false)
}
