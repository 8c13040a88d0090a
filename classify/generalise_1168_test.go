package classify

import "testing"

func TestIndependentCases1168(t *testing.T) {
	runIndependent(t, "testdata/independent1168.jsonl", false)
}
