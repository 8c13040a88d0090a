package classify

import "testing"

func TestIndependentCases1292(t *testing.T) {
	runIndependent(t, "testdata/independent1292.jsonl", false)
}
