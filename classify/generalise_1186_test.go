package classify

import "testing"

func TestIndependentCases1186(t *testing.T) {
	runIndependent(t, "testdata/independent1186.jsonl", false)
}
