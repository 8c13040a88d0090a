package classify

import "testing"

func TestIndependentCases1082(t *testing.T) {
	runIndependent(t, "testdata/independent1082.jsonl", false)
}
