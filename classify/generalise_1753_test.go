package classify

import "testing"

func TestIndependentCases1753(t *testing.T) {
	runIndependent(t, "testdata/independent1753.jsonl", false)
}
