package classify

import "testing"

func TestIndependentCases1736(t *testing.T) {
	runIndependent(t, "testdata/independent1736.jsonl", false)
}
