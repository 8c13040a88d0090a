package classify

import "testing"

func TestIndependentCases1633(t *testing.T) {
	runIndependent(t, "testdata/independent1633.jsonl", false)
}
