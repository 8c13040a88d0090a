package classify

import "testing"

func TestIndependentCases1101(t *testing.T) {
	runIndependent(t, "testdata/independent1101.jsonl", false)
}
