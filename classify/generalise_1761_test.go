package classify

import "testing"

func TestIndependentCases1761(t *testing.T) {
	runIndependent(t, "testdata/independent1761.jsonl", false)
}
