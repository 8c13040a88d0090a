package classify

import "testing"

func TestIndependentCases1445(t *testing.T) {
	runIndependent(t, "testdata/independent1445.jsonl", false)
}
