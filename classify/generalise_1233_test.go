package classify

import "testing"

func TestIndependentCases1233(t *testing.T) {
	runIndependent(t, "testdata/independent1233.jsonl", false)
}
