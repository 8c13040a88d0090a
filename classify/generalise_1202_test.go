package classify

import "testing"

func TestIndependentCases1202(t *testing.T) {
	runIndependent(t, "testdata/independent1202.jsonl", false)
}
