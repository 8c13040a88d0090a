package classify

import "testing"

func TestIndependentCases1471(t *testing.T) {
	runIndependent(t, "testdata/independent1471.jsonl", false)
}
