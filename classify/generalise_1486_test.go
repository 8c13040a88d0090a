package classify

import "testing"

func TestIndependentCases1486(t *testing.T) {
	runIndependent(t, "testdata/independent1486.jsonl", false)
}
