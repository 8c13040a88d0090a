package classify

import "testing"

func TestIndependentCases1113(t *testing.T) {
	runIndependent(t, "testdata/independent1113.jsonl", false)
}
