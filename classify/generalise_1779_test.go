package classify

import "testing"

func TestIndependentCases1779(t *testing.T) {
	runIndependent(t, "testdata/independent1779.jsonl", false)
}
