package classify

import "testing"

func TestIndependentCases1038(t *testing.T) {
	runIndependent(t, "testdata/independent1038.jsonl", false)
}
