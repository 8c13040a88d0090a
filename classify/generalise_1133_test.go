package classify

import "testing"

func TestIndependentCases1133(t *testing.T) {
	runIndependent(t, "testdata/independent1133.jsonl", false)
}
