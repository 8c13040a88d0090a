package classify

import "testing"

func TestIndependentCases1414(t *testing.T) {
	runIndependent(t, "testdata/independent1414.jsonl", false)
}
