package classify

import "testing"

func TestIndependentCases1328(t *testing.T) {
	runIndependent(t, "testdata/independent1328.jsonl", false)
}
