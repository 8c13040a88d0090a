package classify

import "testing"

func TestIndependentCases1773(t *testing.T) {
	runIndependent(t, "testdata/independent1773.jsonl", false)
}
