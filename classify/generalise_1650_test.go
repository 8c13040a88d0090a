package classify

import "testing"

func TestIndependentCases1650(t *testing.T) {
	runIndependent(t, "testdata/independent1650.jsonl", false)
}
