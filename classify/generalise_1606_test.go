package classify

import "testing"

func TestIndependentCases1606(t *testing.T) {
	runIndependent(t, "testdata/independent1606.jsonl", false)
}
