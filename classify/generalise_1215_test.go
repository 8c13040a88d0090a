package classify

import "testing"

func TestIndependentCases1215(t *testing.T) {
	runIndependent(t, "testdata/independent1215.jsonl", false)
}
