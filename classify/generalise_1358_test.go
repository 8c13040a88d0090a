package classify

import "testing"

func TestIndependentCases1358(t *testing.T) {
	runIndependent(t, "testdata/independent1358.jsonl", false)
}
