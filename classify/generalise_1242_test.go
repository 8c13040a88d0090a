package classify

import "testing"

func TestIndependentCases1242(t *testing.T) {
	runIndependent(t, "testdata/independent1242.jsonl", false)
}
