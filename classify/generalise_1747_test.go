package classify

import "testing"

func TestIndependentCases1747(t *testing.T) {
	runIndependent(t, "testdata/independent1747.jsonl", false)
}
