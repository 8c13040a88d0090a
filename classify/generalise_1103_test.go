package classify

import "testing"

func TestIndependentCases1103(t *testing.T) {
	runIndependent(t, "testdata/independent1103.jsonl", false)
}
