package classify

import "testing"

func TestIndependentCases1126(t *testing.T) {
	runIndependent(t, "testdata/independent1126.jsonl", false)
}
