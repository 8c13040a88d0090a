package classify

import "testing"

func TestIndependentCases1440(t *testing.T) {
	runIndependent(t, "testdata/independent1440.jsonl", false)
}
