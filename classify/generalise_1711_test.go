package classify

import "testing"

func TestIndependentCases1711(t *testing.T) {
	runIndependent(t, "testdata/independent1711.jsonl", false)
}
