package classify

import "testing"

func TestIndependentCases1618(t *testing.T) {
	runIndependent(t, "testdata/independent1618.jsonl", false)
}
