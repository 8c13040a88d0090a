package classify

import "testing"

func TestIndependentCases1294(t *testing.T) {
	runIndependent(t, "testdata/independent1294.jsonl", false)
}
