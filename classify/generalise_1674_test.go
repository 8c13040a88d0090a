package classify

import "testing"

func TestIndependentCases1674(t *testing.T) {
	runIndependent(t, "testdata/independent1674.jsonl", false)
}
