package classify

import "testing"

func TestIndependentCases1205(t *testing.T) {
	runIndependent(t, "testdata/independent1205.jsonl", false)
}
