package classify

import "testing"

func TestIndependentCases1057(t *testing.T) {
	runIndependent(t, "testdata/independent1057.jsonl", false)
}
