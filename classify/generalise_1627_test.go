package classify

import "testing"

func TestIndependentCases1627(t *testing.T) {
	runIndependent(t, "testdata/independent1627.jsonl", false)
}
