package classify

import "testing"

func TestIndependentCases1175(t *testing.T) {
	runIndependent(t, "testdata/independent1175.jsonl", false)
}
