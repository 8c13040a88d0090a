package classify

import "testing"

func TestIndependentCases1775(t *testing.T) {
	runIndependent(t, "testdata/independent1775.jsonl", false)
}
