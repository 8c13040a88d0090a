package classify

import "testing"

func TestIndependentCases1488(t *testing.T) {
	runIndependent(t, "testdata/independent1488.jsonl", false)
}
