package classify

import "testing"

func TestIndependentCases1134(t *testing.T) {
	runIndependent(t, "testdata/independent1134.jsonl", false)
}
