package classify

import "testing"

func TestIndependentCases1400(t *testing.T) {
	runIndependent(t, "testdata/independent1400.jsonl", false)
}
