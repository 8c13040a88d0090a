package classify

import "testing"

func TestIndependentCases1322(t *testing.T) {
	runIndependent(t, "testdata/independent1322.jsonl", false)
}
