package classify

import "testing"

func TestIndependentCases1031(t *testing.T) {
	runIndependent(t, "testdata/independent1031.jsonl", false)
}
