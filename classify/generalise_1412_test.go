package classify

import "testing"

func TestIndependentCases1412(t *testing.T) {
	runIndependent(t, "testdata/independent1412.jsonl", false)
}
