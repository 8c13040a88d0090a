package classify

import "testing"

func TestIndependentCases1637(t *testing.T) {
	runIndependent(t, "testdata/independent1637.jsonl", false)
}
