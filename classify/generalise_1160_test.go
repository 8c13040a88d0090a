package classify

import "testing"

func TestIndependentCases1160(t *testing.T) {
	runIndependent(t, "testdata/independent1160.jsonl", false)
}
