package classify

import "testing"

func TestIndependentCases1021(t *testing.T) {
	runIndependent(t, "testdata/independent1021.jsonl", false)
}
