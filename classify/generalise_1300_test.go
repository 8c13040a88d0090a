package classify

import "testing"

func TestIndependentCases1300(t *testing.T) {
	runIndependent(t, "testdata/independent1300.jsonl", false)
}
