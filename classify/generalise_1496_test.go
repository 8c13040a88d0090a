package classify

import "testing"

func TestIndependentCases1496(t *testing.T) {
	runIndependent(t, "testdata/independent1496.jsonl", false)
}
