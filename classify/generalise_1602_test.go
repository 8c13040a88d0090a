package classify

import "testing"

func TestIndependentCases1602(t *testing.T) {
	runIndependent(t, "testdata/independent1602.jsonl", false)
}
