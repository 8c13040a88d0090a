package classify

import "testing"

func TestIndependentCases1638(t *testing.T) {
	runIndependent(t, "testdata/independent1638.jsonl", false)
}
