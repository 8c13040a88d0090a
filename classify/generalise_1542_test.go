package classify

import "testing"

func TestIndependentCases1542(t *testing.T) {
	runIndependent(t, "testdata/independent1542.jsonl", false)
}
