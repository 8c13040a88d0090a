package classify

import "testing"

func TestIndependentCases1070(t *testing.T) {
	runIndependent(t, "testdata/independent1070.jsonl", false)
}
