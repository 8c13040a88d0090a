package classify

import "testing"

func TestIndependentCases1346(t *testing.T) {
	runIndependent(t, "testdata/independent1346.jsonl", false)
}
