package classify

import "testing"

func TestIndependentCases1098(t *testing.T) {
	runIndependent(t, "testdata/independent1098.jsonl", false)
}
