package classify

import "testing"

func TestIndependentCases1439(t *testing.T) {
	runIndependent(t, "testdata/independent1439.jsonl", false)
}
