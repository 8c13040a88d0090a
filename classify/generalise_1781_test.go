package classify

import "testing"

func TestIndependentCases1781(t *testing.T) {
	runIndependent(t, "testdata/independent1781.jsonl", false)
}
