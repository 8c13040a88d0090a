package classify

import "testing"

func TestIndependentCases1200(t *testing.T) {
	runIndependent(t, "testdata/independent1200.jsonl", false)
}
