package classify

import "testing"

func TestIndependentCases1184(t *testing.T) {
	runIndependent(t, "testdata/independent1184.jsonl", false)
}
