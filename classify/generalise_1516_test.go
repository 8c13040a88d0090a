package classify

import "testing"

func TestIndependentCases1516(t *testing.T) {
	runIndependent(t, "testdata/independent1516.jsonl", false)
}
