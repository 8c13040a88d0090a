package classify

import "testing"

func TestIndependentCases1176(t *testing.T) {
	runIndependent(t, "testdata/independent1176.jsonl", false)
}
