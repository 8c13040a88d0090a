package classify

import "testing"

func TestIndependentCases1797(t *testing.T) {
	runIndependent(t, "testdata/independent1797.jsonl", false)
}
