package classify

import "testing"

func TestIndependentCases1794(t *testing.T) {
	runIndependent(t, "testdata/independent1794.jsonl", false)
}
