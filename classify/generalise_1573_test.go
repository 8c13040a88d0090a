package classify

import "testing"

func TestIndependentCases1573(t *testing.T) {
	runIndependent(t, "testdata/independent1573.jsonl", false)
}
