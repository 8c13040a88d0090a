package classify

import "testing"

func TestIndependentCases1788(t *testing.T) {
	runIndependent(t, "testdata/independent1788.jsonl", false)
}
