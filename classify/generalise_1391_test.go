package classify

import "testing"

func TestIndependentCases1391(t *testing.T) {
	runIndependent(t, "testdata/independent1391.jsonl", false)
}
