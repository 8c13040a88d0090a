package classify

import "testing"

func TestIndependentCases1581(t *testing.T) {
	runIndependent(t, "testdata/independent1581.jsonl", false)
}
