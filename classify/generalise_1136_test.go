package classify

import "testing"

func TestIndependentCases1136(t *testing.T) {
	runIndependent(t, "testdata/independent1136.jsonl", false)
}
