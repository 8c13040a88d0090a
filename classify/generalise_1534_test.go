package classify

import "testing"

func TestIndependentCases1534(t *testing.T) {
	runIndependent(t, "testdata/independent1534.jsonl", false)
}
