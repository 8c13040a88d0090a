package classify

import "testing"

func TestIndependentCases1541(t *testing.T) {
	runIndependent(t, "testdata/independent1541.jsonl", false)
}
