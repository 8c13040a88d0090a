package classify

import "testing"

func TestIndependentCases1073(t *testing.T) {
	runIndependent(t, "testdata/independent1073.jsonl", false)
}
