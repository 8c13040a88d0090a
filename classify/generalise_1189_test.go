package classify

import "testing"

func TestIndependentCases1189(t *testing.T) {
	runIndependent(t, "testdata/independent1189.jsonl", false)
}
