package classify

import "testing"

func TestIndependentCases1768(t *testing.T) {
	runIndependent(t, "testdata/independent1768.jsonl", false)
}
