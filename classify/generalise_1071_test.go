package classify

import "testing"

func TestIndependentCases1071(t *testing.T) {
	runIndependent(t, "testdata/independent1071.jsonl", false)
}
