package classify

import "testing"

func TestIndependentCases1519(t *testing.T) {
	runIndependent(t, "testdata/independent1519.jsonl", false)
}
