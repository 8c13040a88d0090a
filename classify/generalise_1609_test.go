package classify

import "testing"

func TestIndependentCases1609(t *testing.T) {
	runIndependent(t, "testdata/independent1609.jsonl", false)
}
