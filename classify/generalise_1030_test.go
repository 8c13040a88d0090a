package classify

import "testing"

func TestIndependentCases1030(t *testing.T) {
	runIndependent(t, "testdata/independent1030.jsonl", false)
}
