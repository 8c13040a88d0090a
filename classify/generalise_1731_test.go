package classify

import "testing"

func TestIndependentCases1731(t *testing.T) {
	runIndependent(t, "testdata/independent1731.jsonl", false)
}
