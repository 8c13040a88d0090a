package classify

import "testing"

func TestIndependentCases1381(t *testing.T) {
	runIndependent(t, "testdata/independent1381.jsonl", false)
}
