package classify

import "testing"

func TestIndependentCases1482(t *testing.T) {
	runIndependent(t, "testdata/independent1482.jsonl", false)
}
