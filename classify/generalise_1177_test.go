package classify

import "testing"

func TestIndependentCases1177(t *testing.T) {
	runIndependent(t, "testdata/independent1177.jsonl", false)
}
