package classify

import "testing"

func TestIndependentCases1067(t *testing.T) {
	runIndependent(t, "testdata/independent1067.jsonl", false)
}
