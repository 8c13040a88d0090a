package classify

import "testing"

func TestIndependentCases1240(t *testing.T) {
	runIndependent(t, "testdata/independent1240.jsonl", false)
}
