package classify

import "testing"

func TestIndependentCases1594(t *testing.T) {
	runIndependent(t, "testdata/independent1594.jsonl", false)
}
