package classify

import "testing"

func TestIndependentCases1333(t *testing.T) {
	runIndependent(t, "testdata/independent1333.jsonl", false)
}
